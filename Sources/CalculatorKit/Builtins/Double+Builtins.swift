extension Double: BuiltinArithmetic {
    /// Every builtin's body in floating point. Constant folding, the keypad and the stack
    /// machine all read it here; the machine runs some builtins as instructions of its own,
    /// which call the same ``DoubleArithmetic`` functions as the bodies below.
    static func body(of builtin: Builtin, angles: CalculatorOptions.AngleUnit) -> OperationBody<Double> {
        let degrees = angles == .degrees
        switch builtin {
        case .pi: return .constant(.pi)
        case .tau: return .constant(2 * .pi)
        case .e: return .constant(CLibrary.e)
        case .goldenRatio: return .constant((1 + 5.0.squareRoot()) / 2)
        case .infinity: return .constant(.infinity)
        case .notANumber: return .constant(.nan)

        case .equal: return .binary(DoubleArithmetic.equal)
        case .notEqual: return .binary(DoubleArithmetic.notEqual)
        case .less: return .binary(DoubleArithmetic.less)
        case .lessEqual: return .binary(DoubleArithmetic.lessEqual)
        case .greater: return .binary(DoubleArithmetic.greater)
        case .greaterEqual: return .binary(DoubleArithmetic.greaterEqual)

        case .add: return .binary(DoubleArithmetic.add)
        case .subtract: return .binary(DoubleArithmetic.subtract)
        case .multiply: return .binary(DoubleArithmetic.multiply)
        case .divide: return .binary(DoubleArithmetic.divide)
        case .remainder: return .binary(DoubleArithmetic.remainder)
        case .power: return .binary(DoubleArithmetic.power)
        case .negate: return .unary(DoubleArithmetic.negate)
        case .plus: return .unary { $0 }
        case .squareRoot: return .unary { $0.squareRoot() }
        case .factorial: return .unary(MathFunctions.factorial)
        case .bitwiseAnd: return .binary(BitwiseFunctions.and)
        case .bitwiseOr: return .binary(BitwiseFunctions.or)
        case .shiftLeft: return .binary(BitwiseFunctions.shiftLeft)
        case .shiftRight: return .binary(BitwiseFunctions.shiftRight)
        case .bitwiseXor: return .binary(BitwiseFunctions.xor)
        case .bitwiseNot: return .unary(BitwiseFunctions.not)

        case .cubeRoot: return .unary { CLibrary.cbrt($0) }
        case .absoluteValue: return .unary { abs($0) }
        case .sign: return .unary(MathFunctions.sign)
        // The rounding functions return 0, not IEEE's −0, for a small negative x: ceil(-0.3) is 0,
        // and a hidden −0 would make atan2(ceil(-0.3), -1) −π instead of π. (Adding 0 turns −0 into 0.)
        case .floor: return .unary { $0.rounded(.down) + 0 }
        case .ceiling: return .unary { $0.rounded(.up) + 0 }
        case .round: return .unary { MathFunctions.round($0) + 0 }
        case .truncate: return .unary { $0.rounded(.towardZero) + 0 }
        case .exponential: return .unary { CLibrary.exp($0) }
        case .naturalLogarithm: return .unary { CLibrary.log($0) }
        case .logarithm: return .variadic(MathFunctions.logarithm)
        case .binaryLogarithm: return .unary { CLibrary.log2($0) }
        case .decimalLogarithm: return .unary { CLibrary.log10($0) }

        case .sine: return degrees ? .unary(Degrees.sin) : .unary { CLibrary.sin($0) }
        case .cosine: return degrees ? .unary(Degrees.cos) : .unary { CLibrary.cos($0) }
        case .tangent: return degrees ? .unary(Degrees.tan) : .unary { CLibrary.tan($0) }
        case .arcsine: return degrees ? .unary { CLibrary.asin($0) * Degrees.perRadian } : .unary { CLibrary.asin($0) }
        case .arccosine:
            return degrees ? .unary { CLibrary.acos($0) * Degrees.perRadian } : .unary { CLibrary.acos($0) }
        case .arctangent:
            return degrees ? .unary { CLibrary.atan($0) * Degrees.perRadian } : .unary { CLibrary.atan($0) }
        case .angleOfPoint:
            return degrees ? .binary { CLibrary.atan2($0, $1) * Degrees.perRadian } : .binary { CLibrary.atan2($0, $1) }
        case .hyperbolicSine: return .unary { CLibrary.sinh($0) }
        case .hyperbolicCosine: return .unary { CLibrary.cosh($0) }
        case .hyperbolicTangent: return .unary { CLibrary.tanh($0) }
        case .inverseHyperbolicSine: return .unary { CLibrary.asinh($0) }
        case .inverseHyperbolicCosine: return .unary { CLibrary.acosh($0) }
        case .inverseHyperbolicTangent: return .unary { CLibrary.atanh($0) }

        case .minimum: return .variadic(MathFunctions.minimum)
        case .maximum: return .variadic(MathFunctions.maximum)
        case .hypotenuse: return .binary { CLibrary.hypot($0, $1) }
        case .greatestCommonDivisor: return .variadic(MathFunctions.gcd)
        case .leastCommonMultiple: return .variadic(MathFunctions.lcm)
        case .flooredModulo: return .binary(MathFunctions.flooredModulo)
        case .combinations: return .binary(MathFunctions.choose)
        case .permutations: return .binary(MathFunctions.permutations)
        case .gamma: return .unary(MathFunctions.gamma)
        case .radiansToDegrees: return .unary { $0 * Degrees.perRadian }
        case .degreesToRadians: return .unary { $0 / Degrees.perRadian }
        case .conditional: return .conditional
        case .random: return .variadic { _ in Double.random(in: 0..<1) }
        }
    }
}

extension Double {
    /// The C function that is `builtin`'s body, when the body is nothing but a call of one:
    /// the machines call it by address (``Program/UnaryCallee/direct``). The same function
    /// ``body(of:angles:)`` gives (`BuiltinAgreementTests` checks that they agree); nil for every
    /// other builtin, and for the trigonometric ones in degrees.
    static func cFunction(of builtin: Builtin, angles: CalculatorOptions.AngleUnit) -> CLibrary.UnaryFunction? {
        let c = CLibrary.unaryFunctions
        switch (builtin, angles) {
        case (.sine, .radians): return c.sine
        case (.cosine, .radians): return c.cosine
        case (.tangent, .radians): return c.tangent
        case (.arcsine, .radians): return c.arcsine
        case (.arccosine, .radians): return c.arccosine
        case (.arctangent, .radians): return c.arctangent
        case (.hyperbolicSine, _): return c.hyperbolicSine
        case (.hyperbolicCosine, _): return c.hyperbolicCosine
        case (.hyperbolicTangent, _): return c.hyperbolicTangent
        case (.inverseHyperbolicSine, _): return c.inverseHyperbolicSine
        case (.inverseHyperbolicCosine, _): return c.inverseHyperbolicCosine
        case (.inverseHyperbolicTangent, _): return c.inverseHyperbolicTangent
        case (.exponential, _): return c.exponential
        case (.naturalLogarithm, _): return c.naturalLogarithm
        case (.binaryLogarithm, _): return c.binaryLogarithm
        case (.decimalLogarithm, _): return c.decimalLogarithm
        case (.cubeRoot, _): return c.cubeRoot
        default: return nil
        }
    }
}

extension Double {
    /// Whether `builtin`'s body gives a non-finite value for every non-finite operand, as C's
    /// functions do by IEEE 754 and C's Annex F (`sin(∞)` and `log(-∞)` are NaN, `sinh(∞)` is
    /// ∞, NaN gives NaN): then a failure before it still shows in the result, and checked
    /// arithmetic's lanes and kernel need not note its operand. Not `exp` (`exp(-∞)` is 0),
    /// `tanh` or `atan` (±1, ±π/2). `BuiltinAgreementTests` checks each at ±∞ and NaN.
    static func passesNonFiniteOn(_ builtin: Builtin) -> Bool {
        switch builtin {
        case .sine, .cosine, .tangent, .arcsine, .arccosine, .hyperbolicSine, .hyperbolicCosine,
            .inverseHyperbolicSine, .inverseHyperbolicCosine, .inverseHyperbolicTangent, .naturalLogarithm,
            .binaryLogarithm, .decimalLogarithm, .cubeRoot, .squareRoot, .negate, .absoluteValue:
            true
        default: false
        }
    }
}

/// The floating-point arithmetic that the stack machine also runs as instructions of its own,
/// written once: the bodies above and the machine's instructions both call these, so they
/// cannot disagree.
enum DoubleArithmetic {
    @inline(__always) static func add(_ a: Double, _ b: Double) -> Double { a + b }
    @inline(__always) static func subtract(_ a: Double, _ b: Double) -> Double { a - b }
    @inline(__always) static func multiply(_ a: Double, _ b: Double) -> Double { a * b }
    @inline(__always) static func divide(_ a: Double, _ b: Double) -> Double { a / b }
    @inline(__always) static func remainder(_ a: Double, _ b: Double) -> Double { CLibrary.fmod(a, b) }
    @inline(__always) static func power(_ a: Double, _ b: Double) -> Double { CLibrary.pow(a, b) }
    @inline(__always) static func negate(_ a: Double) -> Double { -a }
    @inline(__always) static func equal(_ a: Double, _ b: Double) -> Double { a == b ? 1 : 0 }
    @inline(__always) static func notEqual(_ a: Double, _ b: Double) -> Double { a != b ? 1 : 0 }
    @inline(__always) static func less(_ a: Double, _ b: Double) -> Double { a < b ? 1 : 0 }
    @inline(__always) static func lessEqual(_ a: Double, _ b: Double) -> Double { a <= b ? 1 : 0 }
    @inline(__always) static func greater(_ a: Double, _ b: Double) -> Double { a > b ? 1 : 0 }
    @inline(__always) static func greaterEqual(_ a: Double, _ b: Double) -> Double { a >= b ? 1 : 0 }
}
