import CalculatorNumbers

/// How an operation computes for a number type whose operations can fail: as
/// ``OperationBody``, with throwing closures. `Double` keeps ``OperationBody``, whose closures
/// cannot throw, so its compiled code pays for no error path; `Number` reports a domain error,
/// a division by zero or a limit as a ``NumberError`` instead of a NaN.
enum ThrowingOperationBody<Value: Sendable, Failure: Error>: Sendable {
    case constant(Value)
    case unary(@Sendable (Value) throws(Failure) -> Value)
    case binary(@Sendable (Value, Value) throws(Failure) -> Value)
    case variadic(@Sendable ([Value]) throws(Failure) -> Value)
    /// `if(c, a, b)`: its branches are code rather than values.
    case conditional
    /// The builtin has no meaning for this number type; the text says why.
    case unavailable(String)

    /// The result for `operands`; nil when the body takes another number of operands, and for
    /// the conditional and an unavailable body.
    func result(_ operands: [Value]) throws(Failure) -> Value? {
        switch self {
        case .constant(let value): value
        case .unary(let function) where operands.count == 1: try function(operands[0])
        case .binary(let function) where operands.count == 2: try function(operands[0], operands[1])
        case .variadic(let function): try function(operands)
        default: nil
        }
    }

    /// The result for the last `count` values of `stack`, which it replaces; false, with the
    /// stack as it was, when the body takes another number of operands. One or two operands are
    /// taken straight from the stack: no array is made for them.
    @inline(__always)
    func apply(to stack: inout [Value], count: Int) throws(Failure) -> Bool {
        switch self {
        case .unary(let function) where count == 1:
            let x = stack.removeLast()
            stack.append(try function(x))
        case .binary(let function) where count == 2:
            let y = stack.removeLast()
            let x = stack.removeLast()
            stack.append(try function(x, y))
        case .constant, .variadic:
            guard let result = try result(Array(stack.suffix(count))) else { return false }
            stack.removeLast(count)
            stack.append(result)
        default:
            return false
        }
        return true
    }
}

extension Number {
    /// Every builtin's body on exact and approximate numbers, approximations computed with
    /// `precision` significant digits: one exhaustive `switch`, beside `Double`'s.
    static func body(
        of builtin: Builtin, angles: CalculatorOptions.AngleUnit, precision: Int
    ) -> ThrowingOperationBody<Number, NumberError> {
        let degrees = angles == .degrees
        let p = precision
        switch builtin {
        case .pi: return .constant(Number.pi(precision: p))
        case .tau: return .constant(Number.tau(precision: p))
        case .e: return .constant(Number.e(precision: p))
        case .goldenRatio: return .constant(Number.phi(precision: p))
        case .infinity: return .unavailable("a number is finite; 'inf' exists in IEEE arithmetic only")
        case .notANumber: return .unavailable("every number is a number; 'nan' exists in IEEE arithmetic only")

        // The comparisons and the four operations, as the evaluators call them directly.
        case .equal: return .binary(DirectOperation.equal.apply)
        case .notEqual: return .binary(DirectOperation.notEqual.apply)
        case .less: return .binary(DirectOperation.less.apply)
        case .lessEqual: return .binary(DirectOperation.lessEqual.apply)
        case .greater: return .binary(DirectOperation.greater.apply)
        case .greaterEqual: return .binary(DirectOperation.greaterEqual.apply)

        case .add: return .binary(DirectOperation.add.apply)
        case .subtract: return .binary(DirectOperation.subtract.apply)
        case .multiply: return .binary(DirectOperation.multiply.apply)
        case .divide: return .binary(DirectOperation.divide.apply)
        case .remainder: return .binary { a, b throws(NumberError) in try a % b }
        case .power: return .binary { a, b throws(NumberError) in try Number.power(a, b, precision: p) }
        case .negate: return .unary { -$0 }
        case .plus: return .unary { $0 }
        case .squareRoot: return .unary { x throws(NumberError) in try Number.squareRoot(x, precision: p) }
        case .factorial: return .unary { x throws(NumberError) in try Number.factorial(x, precision: p) }
        case .bitwiseAnd: return .binary { a, b throws(NumberError) in try Number.bitAnd(a, b) }
        case .bitwiseOr: return .binary { a, b throws(NumberError) in try Number.bitOr(a, b) }
        case .shiftLeft: return .binary { a, n throws(NumberError) in try Number.shiftLeft(a, n) }
        case .shiftRight: return .binary { a, n throws(NumberError) in try Number.shiftRight(a, n) }
        case .bitwiseXor: return .binary { a, b throws(NumberError) in try Number.bitXor(a, b) }
        case .bitwiseNot: return .unary { a throws(NumberError) in try Number.bitNot(a) }

        case .cubeRoot: return .unary { x throws(NumberError) in try Number.cubeRoot(x, precision: p) }
        case .absoluteValue: return .unary { Number.abs($0) }
        case .sign: return .unary { Number.sign($0) }
        case .floor: return .unary { Number.floor($0) }
        case .ceiling: return .unary { Number.ceil($0) }
        case .round: return .unary { Number.round($0) }
        case .truncate: return .unary { Number.trunc($0) }
        case .exponential: return .unary { x throws(NumberError) in try Number.exp(x, precision: p) }
        case .naturalLogarithm: return .unary { x throws(NumberError) in try Number.ln(x, precision: p) }
        case .logarithm:
            return .variadic { xs throws(NumberError) in
                switch xs.count {
                case 1: try Number.log(xs[0], precision: p)
                case 2: try Number.log(xs[0], base: xs[1], precision: p)
                default: throw NumberError.domain("log takes 1 or 2 arguments")
                }
            }
        case .binaryLogarithm: return .unary { x throws(NumberError) in try Number.log2(x, precision: p) }
        case .decimalLogarithm: return .unary { x throws(NumberError) in try Number.log10(x, precision: p) }

        case .sine:
            return degrees
                ? .unary { x throws(NumberError) in try Number.sin(degrees: x, precision: p) }
                : .unary { x throws(NumberError) in try Number.sin(x, precision: p) }
        case .cosine:
            return degrees
                ? .unary { x throws(NumberError) in try Number.cos(degrees: x, precision: p) }
                : .unary { x throws(NumberError) in try Number.cos(x, precision: p) }
        case .tangent:
            return degrees
                ? .unary { x throws(NumberError) in try Number.tan(degrees: x, precision: p) }
                : .unary { x throws(NumberError) in try Number.tan(x, precision: p) }
        case .arcsine: return inverse(degrees, p) { x throws(NumberError) in try Number.asin(x, precision: p) }
        case .arccosine: return inverse(degrees, p) { x throws(NumberError) in try Number.acos(x, precision: p) }
        case .arctangent: return inverse(degrees, p) { x throws(NumberError) in try Number.atan(x, precision: p) }
        case .angleOfPoint:
            return .binary { y, x throws(NumberError) in
                let radians = try Number.atan2(y, x, precision: p)
                return degrees ? try Number.degrees(radians, precision: p) : radians
            }
        case .hyperbolicSine: return .unary { x throws(NumberError) in try Number.sinh(x, precision: p) }
        case .hyperbolicCosine: return .unary { x throws(NumberError) in try Number.cosh(x, precision: p) }
        case .hyperbolicTangent: return .unary { x throws(NumberError) in try Number.tanh(x, precision: p) }
        case .inverseHyperbolicSine: return .unary { x throws(NumberError) in try Number.asinh(x, precision: p) }
        case .inverseHyperbolicCosine: return .unary { x throws(NumberError) in try Number.acosh(x, precision: p) }
        case .inverseHyperbolicTangent: return .unary { x throws(NumberError) in try Number.atanh(x, precision: p) }

        case .minimum: return .variadic { Number.min($0) }
        case .maximum: return .variadic { Number.max($0) }
        case .hypotenuse: return .binary { x, y throws(NumberError) in try Number.hypot(x, y, precision: p) }
        case .greatestCommonDivisor: return .variadic { xs throws(NumberError) in try Number.gcd(xs) }
        case .leastCommonMultiple: return .variadic { xs throws(NumberError) in try Number.lcm(xs) }
        case .flooredModulo: return .binary { a, b throws(NumberError) in try Number.mod(a, b) }
        case .combinations: return .binary { n, k throws(NumberError) in try Number.choose(n, k) }
        case .permutations: return .binary { n, k throws(NumberError) in try Number.permutations(n, k) }
        case .gamma: return .unary { x throws(NumberError) in try Number.gamma(x, precision: p) }
        case .radiansToDegrees: return .unary { x throws(NumberError) in try Number.degrees(x, precision: p) }
        case .degreesToRadians: return .unary { x throws(NumberError) in try Number.radians(x, precision: p) }
        case .conditional: return .conditional
        // A random Double in [0, 1) is a dyadic rational, so it is exact.
        case .random: return .variadic { _ in Number(exactly: Double.random(in: 0..<1)) ?? Number(0) }
        }
    }

    /// An inverse trigonometric function, its result in degrees when `degrees`.
    private static func inverse(
        _ degrees: Bool, _ precision: Int,
        _ radians: @escaping @Sendable (Number) throws(NumberError) -> Number
    ) -> ThrowingOperationBody<Number, NumberError> {
        guard degrees else { return .unary(radians) }
        return .unary { x throws(NumberError) in try Number.degrees(radians(x), precision: precision) }
    }
}
