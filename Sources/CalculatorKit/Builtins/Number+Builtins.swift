import CalculatorNumbers

extension Number: Arithmetic {
    /// An operation on numbers reports a domain error, a division by zero or a limit.
    typealias Failure = NumberError

    /// Every builtin's body on exact and approximate numbers, approximations computed with the
    /// context's significant digits: one exhaustive `switch`, beside `Double`'s.
    static func body(of builtin: Builtin, in context: ArithmeticContext) -> Body<Number> {
        let degrees = context.angles == .degrees
        let p = context.precision
        switch builtin {
        case .pi: return .constant(Number.pi(precision: p))
        case .tau: return .constant(Number.tau(precision: p))
        case .e: return .constant(Number.e(precision: p))
        case .goldenRatio: return .constant(Number.phi(precision: p))
        case .infinity: return .unavailable("a number is finite; 'inf' exists in IEEE arithmetic only")
        case .notANumber: return .unavailable("every number is a number; 'nan' exists in IEEE arithmetic only")
        // Complex numbers are complex arithmetic's (Complex+Builtins.swift), which Value.apply picks for these.
        case .imaginaryUnit, .polar:
            return .unavailable("a number has no imaginary part: i and polar make complex numbers")
        case .realPart, .conjugate: return .unary(.init { $0 })
        case .imaginaryPart: return .unary(.init { _ in Number(0) })
        case .argument:
            return .unary(
                .init { x throws(NumberError) in
                    guard x.sign < 0 else { return Number(0) }
                    return degrees ? Number(180) : Number.pi(precision: p)
                })

        // The comparisons and the four operations, as the evaluators call them directly.
        case .equal: return direct(.equal, p)
        case .notEqual: return direct(.notEqual, p)
        case .less: return direct(.less, p)
        case .lessEqual: return direct(.lessEqual, p)
        case .greater: return direct(.greater, p)
        case .greaterEqual: return direct(.greaterEqual, p)

        case .add: return direct(.add, p)
        case .subtract: return direct(.subtract, p)
        case .multiply: return direct(.multiply, p)
        case .divide: return direct(.divide, p)
        case .remainder:
            return .binary(.init { a, b throws(NumberError) in try Number.remainder(a, b, precision: p) })
        case .power: return .binary(.init { a, b throws(NumberError) in try Number.power(a, b, precision: p) })
        case .negate: return .unary(.init { -$0 })
        case .plus: return .unary(.init { $0 })
        case .squareRoot: return .unary(.init { x throws(NumberError) in try Number.squareRoot(x, precision: p) })
        case .factorial: return .unary(.init { x throws(NumberError) in try Number.factorial(x, precision: p) })
        case .percent:
            return .unary(.init { x throws(NumberError) in try Number.quotient(x, Number(100), precision: p) })
        case .increaseByPercent:
            return .binary(
                .init { a, rate throws(NumberError) in
                    try Number.product(a, try Number.sum(Number(1), rate, precision: p), precision: p)
                })
        case .decreaseByPercent:
            return .binary(
                .init { a, rate throws(NumberError) in
                    try Number.product(a, try Number.difference(Number(1), rate, precision: p), precision: p)
                })
        case .bitwiseAnd: return .binary(.init { a, b throws(NumberError) in try Number.bitAnd(a, b) })
        case .bitwiseOr: return .binary(.init { a, b throws(NumberError) in try Number.bitOr(a, b) })
        case .shiftLeft: return .binary(.init { a, n throws(NumberError) in try Number.shiftLeft(a, n, precision: p) })
        case .shiftRight: return .binary(.init { a, n throws(NumberError) in try Number.shiftRight(a, n) })
        case .bitwiseXor: return .binary(.init { a, b throws(NumberError) in try Number.bitXor(a, b) })
        case .bitwiseNot: return .unary(.init { a throws(NumberError) in try Number.bitNot(a) })

        case .cubeRoot: return .unary(.init { x throws(NumberError) in try Number.cubeRoot(x, precision: p) })
        case .absoluteValue: return .unary(.init { Number.abs($0) })
        case .sign: return .unary(.init { x throws(NumberError) in try Number.sign(x) })
        case .floor: return .unary(.init { x throws(NumberError) in try Number.floor(x) })
        case .ceiling: return .unary(.init { x throws(NumberError) in try Number.ceil(x) })
        case .round: return .unary(.init { x throws(NumberError) in try Number.round(x) })
        case .truncate: return .unary(.init { x throws(NumberError) in try Number.trunc(x) })
        case .exponential: return .unary(.init { x throws(NumberError) in try Number.exp(x, precision: p) })
        case .naturalLogarithm: return .unary(.init { x throws(NumberError) in try Number.ln(x, precision: p) })
        case .logarithm:
            return .variadic(
                .init { xs throws(NumberError) in
                    switch xs.count {
                    case 1: try Number.log(xs[0], precision: p)
                    case 2: try Number.log(xs[0], base: xs[1], precision: p)
                    default: throw NumberError.domain("log takes 1 or 2 arguments")
                    }
                })
        case .binaryLogarithm: return .unary(.init { x throws(NumberError) in try Number.log2(x, precision: p) })
        case .decimalLogarithm: return .unary(.init { x throws(NumberError) in try Number.log10(x, precision: p) })

        case .sine:
            return degrees
                ? .unary(.init { x throws(NumberError) in try Number.sin(degrees: x, precision: p) })
                : .unary(.init { x throws(NumberError) in try Number.sin(x, precision: p) })
        case .cosine:
            return degrees
                ? .unary(.init { x throws(NumberError) in try Number.cos(degrees: x, precision: p) })
                : .unary(.init { x throws(NumberError) in try Number.cos(x, precision: p) })
        case .tangent:
            return degrees
                ? .unary(.init { x throws(NumberError) in try Number.tan(degrees: x, precision: p) })
                : .unary(.init { x throws(NumberError) in try Number.tan(x, precision: p) })
        case .arcsine: return inverse(degrees, p) { x throws(NumberError) in try Number.asin(x, precision: p) }
        case .arccosine: return inverse(degrees, p) { x throws(NumberError) in try Number.acos(x, precision: p) }
        case .arctangent: return inverse(degrees, p) { x throws(NumberError) in try Number.atan(x, precision: p) }
        case .angleOfPoint:
            return .binary(
                .init { y, x throws(NumberError) in
                    let radians = try Number.atan2(y, x, precision: p)
                    return degrees ? try Number.degrees(radians, precision: p) : radians
                })
        case .hyperbolicSine: return .unary(.init { x throws(NumberError) in try Number.sinh(x, precision: p) })
        case .hyperbolicCosine: return .unary(.init { x throws(NumberError) in try Number.cosh(x, precision: p) })
        case .hyperbolicTangent: return .unary(.init { x throws(NumberError) in try Number.tanh(x, precision: p) })
        case .inverseHyperbolicSine: return .unary(.init { x throws(NumberError) in try Number.asinh(x, precision: p) })
        case .inverseHyperbolicCosine:
            return .unary(.init { x throws(NumberError) in try Number.acosh(x, precision: p) })
        case .inverseHyperbolicTangent:
            return .unary(.init { x throws(NumberError) in try Number.atanh(x, precision: p) })

        case .minimum: return .variadic(.init { Number.min($0) })
        case .maximum: return .variadic(.init { Number.max($0) })
        case .hypotenuse: return .binary(.init { x, y throws(NumberError) in try Number.hypot(x, y, precision: p) })
        case .greatestCommonDivisor: return .variadic(.init { xs throws(NumberError) in try Number.gcd(xs) })
        case .leastCommonMultiple:
            return .variadic(.init { xs throws(NumberError) in try Number.lcm(xs, precision: p) })
        case .flooredModulo: return .binary(.init { a, b throws(NumberError) in try Number.mod(a, b, precision: p) })
        case .combinations:
            return .binary(.init { n, k throws(NumberError) in try Number.choose(n, k, precision: p) })
        case .permutations:
            return .binary(.init { n, k throws(NumberError) in try Number.permutations(n, k, precision: p) })
        case .gamma: return .unary(.init { x throws(NumberError) in try Number.gamma(x, precision: p) })
        case .radiansToDegrees: return .unary(.init { x throws(NumberError) in try Number.degrees(x, precision: p) })
        case .degreesToRadians: return .unary(.init { x throws(NumberError) in try Number.radians(x, precision: p) })
        case .conditional: return .conditional
        // A random Double in [0, 1) is a dyadic rational, so it is exact.
        case .random: return .variadic(.init { _ in Number(exactly: Double.random(in: 0..<1)) ?? Number(0) })
        }
    }

    /// One of the operations the evaluators call directly, as a body (the same function).
    private static func direct(_ operation: DirectOperation, _ precision: Int) -> Body<Number> {
        .binary(.init { x, y throws(NumberError) in try operation.apply(x, y, precision: precision) })
    }

    /// An inverse trigonometric function, its result in degrees when `degrees`.
    private static func inverse(
        _ degrees: Bool, _ precision: Int,
        _ radians: @escaping @Sendable (Number) throws(NumberError) -> Number
    ) -> Body<Number> {
        guard degrees else { return .unary(.init(radians)) }
        return .unary(.init { x throws(NumberError) in try Number.degrees(radians(x), precision: precision) })
    }
}
