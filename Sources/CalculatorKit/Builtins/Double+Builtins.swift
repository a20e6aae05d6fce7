extension Double: Arithmetic {
    /// A `Double` operation never throws: its failures are NaN and the infinities, which checked
    /// arithmetic reports after the fact.
    typealias Failure = Never

    /// Every builtin's body in floating point. Constant folding, the keypad and the stack
    /// machine all read it here; the machine runs some builtins as instructions of its own,
    /// which call the same ``DoubleArithmetic`` functions as the bodies below. The context's
    /// precision is not read: a `Double` has its own.
    static func body(of builtin: Builtin, in context: ArithmeticContext) -> Body<Double> {
        let degrees = context.angles == .degrees
        switch builtin {
        case .pi: return .constant(.pi)
        case .tau: return .constant(2 * .pi)
        case .e: return .constant(CLibrary.e)
        case .goldenRatio: return .constant((1 + 5.0.squareRoot()) / 2)
        case .infinity: return .constant(.infinity)
        case .notANumber: return .constant(.nan)
        case .imaginaryUnit, .polar: return .unavailable(CalculatorKit.Failure.complexNeedsExactArithmetic)
        case .realPart, .conjugate: return .unary(.init { $0 })
        case .imaginaryPart: return .unary(.init { $0.isNaN ? $0 : 0 })
        case .argument:
            let halfTurn = degrees ? 180.0 : .pi
            return .unary(.init { x in x.isNaN ? x : x < 0 ? halfTurn : 0 })

        case .equal: return .binary(.init(DoubleArithmetic.equal))
        case .notEqual: return .binary(.init(DoubleArithmetic.notEqual))
        case .less: return .binary(.init(DoubleArithmetic.less))
        case .lessEqual: return .binary(.init(DoubleArithmetic.lessEqual))
        case .greater: return .binary(.init(DoubleArithmetic.greater))
        case .greaterEqual: return .binary(.init(DoubleArithmetic.greaterEqual))

        case .add: return .binary(.init(DoubleArithmetic.add))
        case .subtract: return .binary(.init(DoubleArithmetic.subtract))
        case .multiply: return .binary(.init(DoubleArithmetic.multiply))
        case .divide: return .binary(.init(DoubleArithmetic.divide))
        case .remainder: return .binary(.init(DoubleArithmetic.remainder))
        case .power: return .binary(.init(DoubleArithmetic.power))
        case .negate: return .unary(.init(DoubleArithmetic.negate))
        case .plus: return .unary(.init { $0 })
        case .squareRoot: return .unary(.init { $0.squareRoot() })
        case .factorial: return .unary(.init(MathFunctions.factorial))
        case .percent: return .unary(.init(DoubleArithmetic.percent))
        case .increaseByPercent: return .binary(.init(DoubleArithmetic.increaseByPercent))
        case .decreaseByPercent: return .binary(.init(DoubleArithmetic.decreaseByPercent))
        case .bitwiseAnd: return .binary(.init(BitwiseFunctions.and))
        case .bitwiseOr: return .binary(.init(BitwiseFunctions.or))
        case .shiftLeft: return .binary(.init(BitwiseFunctions.shiftLeft))
        case .shiftRight: return .binary(.init(BitwiseFunctions.shiftRight))
        case .bitwiseXor: return .binary(.init(BitwiseFunctions.xor))
        case .bitwiseNot: return .unary(.init(BitwiseFunctions.not))

        case .cubeRoot: return .unary(.init { CLibrary.cbrt($0) })
        case .absoluteValue: return .unary(.init { abs($0) })
        case .sign: return .unary(.init(MathFunctions.sign))
        // The rounding functions return 0, not IEEE's −0, for a small negative x: ceil(-0.3) is 0,
        // and a hidden −0 would make atan2(ceil(-0.3), -1) −π instead of π. (Adding 0 turns −0 into 0.)
        case .floor: return .unary(.init { $0.rounded(.down) + 0 })
        case .ceiling: return .unary(.init { $0.rounded(.up) + 0 })
        case .round: return .unary(.init { MathFunctions.round($0) + 0 })
        case .truncate: return .unary(.init { $0.rounded(.towardZero) + 0 })
        case .exponential: return .unary(.init { CLibrary.exp($0) })
        case .naturalLogarithm: return .unary(.init { CLibrary.log($0) })
        case .logarithm: return .variadic(.init(MathFunctions.logarithm))
        case .binaryLogarithm: return .unary(.init { CLibrary.log2($0) })
        case .decimalLogarithm: return .unary(.init { CLibrary.log10($0) })

        case .sine: return degrees ? .unary(.init(Degrees.sin)) : .unary(.init { CLibrary.sin($0) })
        case .cosine: return degrees ? .unary(.init(Degrees.cos)) : .unary(.init { CLibrary.cos($0) })
        case .tangent: return degrees ? .unary(.init(Degrees.tan)) : .unary(.init { CLibrary.tan($0) })
        case .arcsine:
            return degrees
                ? .unary(.init { CLibrary.asin($0) * Degrees.perRadian }) : .unary(.init { CLibrary.asin($0) })
        case .arccosine:
            return degrees
                ? .unary(.init { CLibrary.acos($0) * Degrees.perRadian }) : .unary(.init { CLibrary.acos($0) })
        case .arctangent:
            return degrees
                ? .unary(.init { CLibrary.atan($0) * Degrees.perRadian }) : .unary(.init { CLibrary.atan($0) })
        case .angleOfPoint:
            return degrees
                ? .binary(.init { CLibrary.atan2($0, $1) * Degrees.perRadian })
                : .binary(.init { CLibrary.atan2($0, $1) })
        case .hyperbolicSine: return .unary(.init { CLibrary.sinh($0) })
        case .hyperbolicCosine: return .unary(.init { CLibrary.cosh($0) })
        case .hyperbolicTangent: return .unary(.init { CLibrary.tanh($0) })
        case .inverseHyperbolicSine: return .unary(.init { CLibrary.asinh($0) })
        case .inverseHyperbolicCosine: return .unary(.init { CLibrary.acosh($0) })
        case .inverseHyperbolicTangent: return .unary(.init { CLibrary.atanh($0) })

        case .minimum: return .variadic(.init(MathFunctions.minimum))
        case .maximum: return .variadic(.init(MathFunctions.maximum))
        case .hypotenuse: return .binary(.init { CLibrary.hypot($0, $1) })
        case .greatestCommonDivisor: return .variadic(.init(MathFunctions.gcd))
        case .leastCommonMultiple: return .variadic(.init(MathFunctions.lcm))
        case .flooredModulo: return .binary(.init(MathFunctions.flooredModulo))
        case .combinations: return .binary(.init(MathFunctions.choose))
        case .permutations: return .binary(.init(MathFunctions.permutations))
        case .gamma: return .unary(.init(MathFunctions.gamma))
        case .radiansToDegrees: return .unary(.init { $0 * Degrees.perRadian })
        case .degreesToRadians: return .unary(.init { $0 / Degrees.perRadian })
        case .conditional: return .conditional
        case .random: return .variadic(.init { _ in Double.random(in: 0..<1) })
        }
    }
}

extension Double {
    /// A custom operation computes in `Double`: its body is its own.
    static func body(ofCustom operation: Operation, computing body: Body<Double>) -> Body<Double> {
        body
    }

    /// A number's nearest `Double`; a quantity or a complex number has none that stands for it.
    static func body(ofConstant value: Value, named name: String) -> Body<Double> {
        value.isPlainNumber ? .constant(Double(value)) : .unavailable(Value.kindOfConstant(value, named: name))
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
    @inline(__always) static func percent(_ a: Double) -> Double { a / 100 }
    /// a × (1 + p) computed as a + a·p: the same value, and in `Double` exact more often
    /// (`100 + 10%` is 110, not 110.00000000000001).
    @inline(__always) static func increaseByPercent(_ a: Double, _ p: Double) -> Double { a + a * p }
    @inline(__always) static func decreaseByPercent(_ a: Double, _ p: Double) -> Double { a - a * p }
    @inline(__always) static func equal(_ a: Double, _ b: Double) -> Double { a == b ? 1 : 0 }
    @inline(__always) static func notEqual(_ a: Double, _ b: Double) -> Double { a != b ? 1 : 0 }
    @inline(__always) static func less(_ a: Double, _ b: Double) -> Double { a < b ? 1 : 0 }
    @inline(__always) static func lessEqual(_ a: Double, _ b: Double) -> Double { a <= b ? 1 : 0 }
    @inline(__always) static func greater(_ a: Double, _ b: Double) -> Double { a > b ? 1 : 0 }
    @inline(__always) static func greaterEqual(_ a: Double, _ b: Double) -> Double { a >= b ? 1 : 0 }
}
