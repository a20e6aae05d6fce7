/// The identity of a built-in operation: what it computes, apart from how it is spelled and for
/// which number type.
///
/// The standard table's rows name a builtin; each number type gives every builtin its body in
/// one exhaustive `switch` (``Arithmetic/body(of:in:)``), so a builtin added here
/// without a body for some type does not compile. Two rows may share a builtin: `√x` and
/// `sqrt(x)` are both ``squareRoot``.
enum Builtin: Hashable, Sendable, CaseIterable {
    // Constants
    case pi, tau, e, goldenRatio, infinity, notANumber
    /// `i`, the imaginary unit: a complex number, which complex arithmetic computes with
    /// (Complex+Builtins.swift); the number types' bodies are unavailable.
    case imaginaryUnit

    // Comparisons: 1 or 0
    case equal, notEqual, less, lessEqual, greater, greaterEqual

    // Arithmetic operators
    case add, subtract, multiply, divide, remainder, power
    /// Prefix `-`.
    case negate
    /// Prefix `+`: no effect, so the compiler emits nothing for it.
    case plus
    case squareRoot, factorial
    /// Postfix `%` where no operand follows it: x / 100, exactly (`50%` is 0.5).
    case percent
    /// `a + b%` and `a - b%` with a percent on the right and none on the left: a × (1 ± p), the
    /// right operand `p` being the percent's value (``OperationTable/percentForm(of:)``).
    case increaseByPercent, decreaseByPercent
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
    /// `re`, `im`, `conj` and `arg` (in the angle unit): on a real, x, 0, x, and 0 or π.
    case realPart, imaginaryPart, conjugate, argument
    /// `polar(r, θ)`, also `r∠θ`: the complex number of modulus r and argument θ (angle unit).
    case polar
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
