extension OperationTable {
    /// The built-in constants, operators and functions.
    ///
    /// ```swift
    /// OperationTable.standard.named("hypot")?.summary   // "length of the hypotenuse √(x² + y²)"
    /// ```
    public static let standard: OperationTable = {
        // One array, not a chain of `+`: each would copy every row made so far. The parts are
        // named one by one, not gathered in an array: an array of `[Operation]` had the runtime
        // instantiate `Array<Operation>`'s metadata from its mangled name at every start
        // (echo 1+1 | calc: 20,800 instructions).
        var rows: [Operation] = []
        // Room for the percent rule's forms too, added after the table is made.
        rows.reserveCapacity(
            StandardOperations.constants.count + StandardOperations.operators.count
                + StandardOperations.functions.count + ListFunctions.rows.count + Statistics.rows.count
                + DateFunctions.rows.count + StandardOperations.percentForms.count)
        rows.append(contentsOf: StandardOperations.constants)
        rows.append(contentsOf: StandardOperations.operators)
        rows.append(contentsOf: StandardOperations.functions)
        rows.append(contentsOf: ListFunctions.rows)
        rows.append(contentsOf: Statistics.rows)
        rows.append(contentsOf: DateFunctions.rows)
        var table = OperationTable(consume rows)
        for form in StandardOperations.percentForms { table.addPercentForm(form) }
        return table
    }()
}

/// The rows of the standard table: spellings, role, the builtin that gives each its meaning, and
/// text for `:help`. Data only; the bodies are in Double+Builtins.swift.
enum StandardOperations {
    static let constants: [Operation] = [
        Operation(
            "pi", aliases: ["π"], .constant, .pi, summary: "the ratio of a circle's circumference to its diameter"),
        Operation("tau", aliases: ["τ"], .constant, .tau, summary: "2π, a full turn in radians"),
        Operation("e", .constant, .e, summary: "Euler's number, the base of the natural logarithm"),
        Operation("phi", aliases: ["φ"], .constant, .goldenRatio, summary: "the golden ratio"),
        Operation("inf", aliases: ["∞"], .constant, .infinity, summary: "infinity"),
        Operation("nan", .constant, .notANumber, summary: "not a number"),
        Operation("i", .constant, .imaginaryUnit, summary: "the imaginary unit, √-1: 3 + 4i"),
    ]

    static let operators: [Operation] = [
        Operation("==", .infix(.comparison, .none), .equal, summary: "equal: 1 or 0"),
        Operation("!=", .infix(.comparison, .none), .notEqual, summary: "not equal: 1 or 0"),
        Operation("<", .infix(.comparison, .none), .less, summary: "less than: 1 or 0"),
        Operation("<=", .infix(.comparison, .none), .lessEqual, summary: "less than or equal: 1 or 0"),
        Operation(">", .infix(.comparison, .none), .greater, summary: "greater than: 1 or 0"),
        Operation(">=", .infix(.comparison, .none), .greaterEqual, summary: "greater than or equal: 1 or 0"),
        Operation("|", .infix(.bitwiseOr, .left), .bitwiseOr, summary: "bitwise or of integers"),
        Operation("&", .infix(.bitwiseAnd, .left), .bitwiseAnd, summary: "bitwise and of integers"),
        Operation("<<", .infix(.shift, .left), .shiftLeft, summary: "shift left: a << n is a · 2^n"),
        Operation(">>", .infix(.shift, .left), .shiftRight, summary: "shift right: a >> n is ⌊a / 2^n⌋"),
        Operation("+", .infix(.additive, .left), .add, summary: "addition"),
        Operation("-", aliases: ["−"], .infix(.additive, .left), .subtract, summary: "subtraction"),
        Operation(
            "*", aliases: ["×", "·", "⋅"], .infix(.multiplicative, .left), .multiply, summary: "multiplication"),
        Operation("/", aliases: ["÷"], .infix(.multiplicative, .left), .divide, summary: "division"),
        Operation(
            "%", .infix(.multiplicative, .left), .remainder,
            summary: "remainder of truncated division, with the sign of the dividend"),
        Operation(
            "^", aliases: ["**"], .infix(.exponent, .right), .power,
            summary: "power (right-associative: 2^3^2 is 2^9)"),
        Operation("-", aliases: ["−"], .prefix, .negate, summary: "negation"),
        Operation("+", .prefix, .plus, summary: "plus (no effect)"),
        Operation("√", .prefix, .squareRoot, summary: "square root"),
        Operation("∛", .prefix, .cubeRoot, summary: "cube root"),
        Operation("!", .postfix, .factorial, summary: "factorial; Γ(x + 1) for non-integers"),
        Operation(
            "∠", .infix(.multiplicative, .left), .polar, summary: "r∠θ: the complex number of modulus r and angle θ"),
        Operation(
            "%", .postfix, .percent,
            summary: "percent, when no operand follows: 50% is 0.5; a + b% is a × (1 + b/100)"),
    ]

    /// The percent rule's rows (``PercentRule``): what `a + b%` and `a - b%` mean when `b%` is a
    /// percent and `a` is not. Reached by the rule, not by a spelling of their own.
    static let percentForms: [Operation] = [
        Operation(
            "+", .infix(.additive, .left), .increaseByPercent,
            summary: "a + b%: a increased by b percent, a × (1 + b/100)"),
        Operation(
            "-", .infix(.additive, .left), .decreaseByPercent,
            summary: "a - b%: a decreased by b percent, a × (1 - b/100)"),
    ]

    static let functions: [Operation] = [
        Operation("sqrt", .function(.exactly(1)), .squareRoot, summary: "square root"),
        Operation("cbrt", .function(.exactly(1)), .cubeRoot, summary: "cube root"),
        Operation("abs", .function(.exactly(1)), .absoluteValue, summary: "absolute value"),
        Operation("sign", .function(.exactly(1)), .sign, summary: "−1, 0 or 1, by the sign of x"),
        Operation("floor", .function(.exactly(1)), .floor, summary: "largest integer ≤ x"),
        Operation("ceil", .function(.exactly(1)), .ceiling, summary: "smallest integer ≥ x"),
        Operation("round", .function(.exactly(1)), .round, summary: "nearest integer, halves away from zero"),
        Operation("trunc", .function(.exactly(1)), .truncate, summary: "integer part, towards zero"),
        Operation("exp", .function(.exactly(1)), .exponential, summary: "e to the power x"),
        Operation("ln", .function(.exactly(1)), .naturalLogarithm, summary: "natural logarithm"),
        Operation(
            "log", .function(.between(1, 2)), .logarithm, summary: "log(x): base 10; log(x, b): base b",
            parameters: ["x", "b"]),
        Operation("log2", .function(.exactly(1)), .binaryLogarithm, summary: "base-2 logarithm"),
        Operation("log10", .function(.exactly(1)), .decimalLogarithm, summary: "base-10 logarithm"),
        Operation("sin", .function(.exactly(1)), .sine, summary: "sine, of radians (:deg for degrees; sin(30 deg))"),
        Operation(
            "cos", .function(.exactly(1)), .cosine, summary: "cosine, of radians (:deg for degrees; cos(30 deg))"),
        Operation(
            "tan", .function(.exactly(1)), .tangent, summary: "tangent, of radians (:deg for degrees; tan(30 deg))"),
        Operation("asin", .function(.exactly(1)), .arcsine, summary: "inverse sine, in radians (:deg for degrees)"),
        Operation("acos", .function(.exactly(1)), .arccosine, summary: "inverse cosine, in radians (:deg for degrees)"),
        Operation(
            "atan", .function(.exactly(1)), .arctangent, summary: "inverse tangent, in radians (:deg for degrees)"),
        Operation(
            "atan2", .function(.exactly(2)), .angleOfPoint, summary: "angle of the point (x, y)",
            parameters: ["y", "x"]),
        Operation("sinh", .function(.exactly(1)), .hyperbolicSine, summary: "hyperbolic sine"),
        Operation("cosh", .function(.exactly(1)), .hyperbolicCosine, summary: "hyperbolic cosine"),
        Operation("tanh", .function(.exactly(1)), .hyperbolicTangent, summary: "hyperbolic tangent"),
        Operation("asinh", .function(.exactly(1)), .inverseHyperbolicSine, summary: "inverse hyperbolic sine"),
        Operation("acosh", .function(.exactly(1)), .inverseHyperbolicCosine, summary: "inverse hyperbolic cosine"),
        Operation("atanh", .function(.exactly(1)), .inverseHyperbolicTangent, summary: "inverse hyperbolic tangent"),
        Operation("min", .function(.atLeast(1)), .minimum, summary: "smallest argument"),
        Operation("max", .function(.atLeast(1)), .maximum, summary: "largest argument"),
        Operation("hypot", .function(.exactly(2)), .hypotenuse, summary: "length of the hypotenuse √(x² + y²)"),
        Operation(
            "gcd", .function(.atLeast(2)), .greatestCommonDivisor, summary: "greatest common divisor of whole numbers",
            parameters: ["a", "b"]),
        Operation(
            "lcm", .function(.atLeast(2)), .leastCommonMultiple, summary: "least common multiple of whole numbers",
            parameters: ["a", "b"]),
        Operation(
            "mod", .function(.exactly(2)), .flooredModulo, summary: "floored modulo, with the sign of the divisor",
            parameters: ["a", "b"]),
        Operation(
            "ncr", .function(.exactly(2)), .combinations, summary: "combinations: n choose k", parameters: ["n", "k"]),
        Operation(
            "npr", .function(.exactly(2)), .permutations, summary: "permutations of k out of n",
            parameters: ["n", "k"]),
        Operation(
            "xor", .function(.exactly(2)), .bitwiseXor, summary: "bitwise exclusive or of integers (^ is power)",
            parameters: ["a", "b"]),
        Operation("bitnot", .function(.exactly(1)), .bitwiseNot, summary: "bitwise not of an integer: −a − 1"),
        Operation("gamma", .function(.exactly(1)), .gamma, summary: "the gamma function Γ(x)"),
        Operation("fact", .function(.exactly(1)), .factorial, summary: "factorial, as x!"),
        Operation("deg", .function(.exactly(1)), .radiansToDegrees, summary: "radians to degrees"),
        Operation("rad", .function(.exactly(1)), .degreesToRadians, summary: "degrees to radians"),
        Operation(
            "if", .function(.exactly(3)), .conditional, summary: "a when c ≠ 0, else b; only that one is evaluated",
            parameters: ["c", "a", "b"]),
        Operation("rand", .function(.exactly(0)), .random, summary: "a random number in [0, 1)", isPure: false),
        Operation("re", .function(.exactly(1)), .realPart, summary: "real part of a complex number"),
        Operation("im", .function(.exactly(1)), .imaginaryPart, summary: "imaginary part of a complex number"),
        Operation("conj", .function(.exactly(1)), .conjugate, summary: "complex conjugate: re(z) − im(z)·i"),
        Operation(
            "arg", .function(.exactly(1)), .argument, summary: "argument (angle) of a complex number, in (−π, π]"),
        Operation(
            "polar", .function(.exactly(2)), .polar, summary: "the complex number of modulus r and angle θ, as r∠θ",
            parameters: ["r", "θ"]),
    ]
}
