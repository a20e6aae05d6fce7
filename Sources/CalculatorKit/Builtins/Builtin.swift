/// The identity of a built-in operation: what it computes, apart from how it is spelled and for
/// which number type.
///
/// The standard table's rows name a builtin; each number type gives every builtin its body in
/// one exhaustive `switch` (``BuiltinArithmetic/body(of:angles:)``), so a builtin added here
/// without a body for some type does not compile. Two rows may share a builtin: `√x` and
/// `sqrt(x)` are both ``squareRoot``.
enum Builtin: Hashable, Sendable, CaseIterable {
    // Constants
    case pi, tau, e, goldenRatio, infinity, notANumber

    // Comparisons: 1 or 0
    case equal, notEqual, less, lessEqual, greater, greaterEqual

    // Arithmetic operators
    case add, subtract, multiply, divide, remainder, power
    /// Prefix `-`.
    case negate
    /// Prefix `+`: no effect, so the compiler emits nothing for it.
    case plus
    case squareRoot, factorial
    /// `&` `|` `<<` `>>`, `xor` and `bitnot`: on integers, negative ones as infinite two's
    /// complement (Python's rule).
    case bitwiseAnd, bitwiseOr, shiftLeft, shiftRight, bitwiseXor, bitwiseNot

    // Functions
    case cubeRoot, absoluteValue, sign
    case floor, ceiling, round, truncate
    case exponential, naturalLogarithm
    /// `log(x)` in base 10, `log(x, b)` in base b.
    case logarithm
    case binaryLogarithm, decimalLogarithm
    /// Trigonometric functions take their argument in the brain's angle unit.
    case sine, cosine, tangent
    /// Inverse trigonometric functions give their result in the brain's angle unit.
    case arcsine, arccosine, arctangent
    /// `atan2(y, x)`.
    case angleOfPoint
    case hyperbolicSine, hyperbolicCosine, hyperbolicTangent
    case inverseHyperbolicSine, inverseHyperbolicCosine, inverseHyperbolicTangent
    case minimum, maximum, hypotenuse
    case greatestCommonDivisor, leastCommonMultiple, flooredModulo
    /// `ncr(n, k)` and `npr(n, k)`.
    case combinations, permutations
    case gamma
    case radiansToDegrees, degreesToRadians
    /// `if(c, a, b)`: evaluates only the branch it returns, so it is compiled to jumps.
    case conditional
    /// A random number in [0, 1): never folded.
    case random
}

/// How an operation computes for one number type: a value, a function of one, two or any number
/// of operands, the conditional (compiled to jumps), or not at all for this type.
enum OperationBody<Number: Sendable>: Sendable {
    case constant(Number)
    case unary(@Sendable (Number) -> Number)
    case binary(@Sendable (Number, Number) -> Number)
    case variadic(@Sendable ([Number]) -> Number)
    /// `if(c, a, b)`: its branches are code rather than values.
    case conditional
    /// The builtin has no meaning for this number type; the text says why.
    case unavailable(String)

    /// The result for `count` operands, the `i`th being `operand(i)`; nil when the body takes
    /// another number of operands, and for the conditional and an unavailable body. (Operands
    /// by closure, not array: the compiler folds constants through this without allocating.)
    func result(count: Int, _ operand: (Int) -> Number) -> Number? {
        switch self {
        case .constant(let value): value
        case .unary(let function) where count == 1: function(operand(0))
        case .binary(let function) where count == 2: function(operand(0), operand(1))
        case .variadic(let function): function((0..<count).map(operand))
        default: nil
        }
    }
}

/// A number type the built-in operations are defined for. `Double` conforms in
/// Double+Builtins.swift; a second number type supplies its own bodies the same way.
protocol BuiltinArithmetic: Sendable {
    /// The body of `builtin` for this type, with angles in `angles`: one exhaustive `switch`.
    static func body(of builtin: Builtin, angles: CalculatorOptions.AngleUnit) -> OperationBody<Self>
}

extension BuiltinArithmetic {
    /// `builtin` applied to `operands`; nil when it takes another number of operands, is the
    /// conditional, or is unavailable for this type.
    static func apply(
        _ builtin: Builtin, _ operands: [Self], angles: CalculatorOptions.AngleUnit = .radians
    ) -> Self? {
        body(of: builtin, angles: angles).result(count: operands.count) { operands[$0] }
    }
}

extension Builtin {
    /// Whether the builtin is defined on whole numbers only (gcd, lcm, ncr, npr). For them `inf`
    /// and `nan` are outside the domain, as 2.5 is, so checked arithmetic reports them instead of
    /// passing a NaN through as it does for other functions of a non-finite operand.
    var takesOnlyWholeNumbers: Bool {
        switch self {
        case .greatestCommonDivisor, .leastCommonMultiple, .combinations, .permutations: true
        default: isBitwise
        }
    }

    /// Whether the builtin is a bitwise operation, whose operands must be integers: an error
    /// about one is shown at that operand.
    var isBitwise: Bool {
        switch self {
        case .bitwiseAnd, .bitwiseOr, .shiftLeft, .shiftRight, .bitwiseXor, .bitwiseNot: true
        default: false
        }
    }
}
