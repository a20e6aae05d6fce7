extension OperationTable {
    /// The built-in constants, operators and functions.
    ///
    /// ```swift
    /// OperationTable.standard.named("hypot")?.summary   // "length of the hypotenuse √(x² + y²)"
    /// ```
    public static let standard = OperationTable(
        StandardOperations.constants + StandardOperations.operators + StandardOperations.functions)
}

enum StandardOperations {
    static let constants: [Operation] = [
        .constant("pi", .pi, aliases: ["π"], summary: "the ratio of a circle's circumference to its diameter"),
        .constant("tau", 2 * .pi, aliases: ["τ"], summary: "2π, a full turn in radians"),
        .constant("e", CLibrary.e, summary: "Euler's number, the base of the natural logarithm"),
        .constant("phi", (1 + 5.0.squareRoot()) / 2, aliases: ["φ"], summary: "the golden ratio"),
        .constant("inf", .infinity, aliases: ["∞"], summary: "infinity"),
        .constant("nan", .nan, summary: "not a number"),
    ]

    static let operators: [Operation] = [
        comparison("==", "equal: 1 or 0", .equal) { $0 == $1 ? 1 : 0 },
        comparison("!=", "not equal: 1 or 0", .notEqual) { $0 != $1 ? 1 : 0 },
        comparison("<", "less than: 1 or 0", .less) { $0 < $1 ? 1 : 0 },
        comparison("<=", "less than or equal: 1 or 0", .lessEqual) { $0 <= $1 ? 1 : 0 },
        comparison(">", "greater than: 1 or 0", .greater) { $0 > $1 ? 1 : 0 },
        comparison(">=", "greater than or equal: 1 or 0", .greaterEqual) { $0 >= $1 ? 1 : 0 },
        infix("+", [], .additive, "addition", .add) { $0 + $1 },
        infix("-", ["−"], .additive, "subtraction", .subtract) { $0 - $1 },
        infix("*", ["×", "·"], .multiplicative, "multiplication", .multiply) { $0 * $1 },
        infix("/", ["÷"], .multiplicative, "division", .divide, failure: StandardFailures.division) { $0 / $1 },
        infix(
            "%", [], .multiplicative, "remainder of truncated division, with the sign of the dividend", .remainder,
            failure: StandardFailures.division
        ) { CLibrary.fmod($0, $1) },
        infix(
            "^", ["**"], .exponent, "power (right-associative: 2^3^2 is 2^9)", .power, associativity: .right,
            failure: StandardFailures.power
        ) { CLibrary.pow($0, $1) },
        Operation(
            symbol: "-", aliases: ["−"], role: .prefix, summary: "negation", body: .unary { -$0 }, opcode: .negate),
        Operation(symbol: "+", role: .prefix, summary: "plus (no effect)", body: .unary { $0 }, opcode: .identity),
        Operation(
            symbol: "√", role: .prefix, summary: "square root", body: .unary { $0.squareRoot() },
            failure: StandardFailures.squareRoot),
        Operation(
            symbol: "!", role: .postfix, summary: "factorial; Γ(x + 1) for non-integers",
            body: .unary(MathFunctions.factorial), failure: StandardFailures.factorial),
    ]

    static let functions: [Operation] = [
        function("sqrt", "square root", failure: StandardFailures.squareRoot) { $0.squareRoot() },
        function("cbrt", "cube root") { CLibrary.cbrt($0) },
        function("abs", "absolute value") { abs($0) },
        function("sign", "−1, 0 or 1, by the sign of x", MathFunctions.sign),
        // The rounding functions return 0, not IEEE's −0, for a small negative x: ceil(-0.3) is 0,
        // and a hidden −0 would make atan2(ceil(-0.3), -1) −π instead of π. (Adding 0 turns −0 into 0.)
        function("floor", "largest integer ≤ x") { $0.rounded(.down) + 0 },
        function("ceil", "smallest integer ≥ x") { $0.rounded(.up) + 0 },
        function("round", "nearest integer, halves away from zero") { MathFunctions.round($0) + 0 },
        function("trunc", "integer part, towards zero") { $0.rounded(.towardZero) + 0 },
        function("exp", "e to the power x") { CLibrary.exp($0) },
        function("ln", "natural logarithm", failure: StandardFailures.logarithm) { CLibrary.log($0) },
        Operation(
            symbol: "log", role: .function(.between(1, 2)), summary: "log(x): base 10; log(x, b): base b",
            parameters: ["x", "b"],
            body: .variadic(MathFunctions.logarithm), failure: StandardFailures.logarithm),
        function("log2", "base-2 logarithm", failure: StandardFailures.logarithm) { CLibrary.log2($0) },
        function("log10", "base-10 logarithm", failure: StandardFailures.logarithm) { CLibrary.log10($0) },
        angle("sin", "sine", radians: { CLibrary.sin($0) }, degrees: Degrees.sin),
        angle("cos", "cosine", radians: { CLibrary.cos($0) }, degrees: Degrees.cos),
        angle(
            "tan", "tangent", radians: { CLibrary.tan($0) }, degrees: Degrees.tan,
            failure: StandardFailures.domain("tan is undefined at 90° + k·180°")),
        inverse("asin", "inverse sine", { CLibrary.asin($0) }, failure: "asin takes a value from -1 to 1"),
        inverse("acos", "inverse cosine", { CLibrary.acos($0) }, failure: "acos takes a value from -1 to 1"),
        inverse("atan", "inverse tangent", { CLibrary.atan($0) }),
        Operation(
            symbol: "atan2", role: .function(.exactly(2)), summary: "angle of the point (x, y)",
            parameters: ["y", "x"],
            body: .binary { CLibrary.atan2($0, $1) },
            degreesBody: .binary { CLibrary.atan2($0, $1) * Degrees.perRadian }),
        function("sinh", "hyperbolic sine") { CLibrary.sinh($0) },
        function("cosh", "hyperbolic cosine") { CLibrary.cosh($0) },
        function("tanh", "hyperbolic tangent") { CLibrary.tanh($0) },
        function("asinh", "inverse hyperbolic sine") { CLibrary.asinh($0) },
        function("acosh", "inverse hyperbolic cosine", failure: StandardFailures.domain("acosh takes a value ≥ 1")) {
            CLibrary.acosh($0)
        },
        function(
            "atanh", "inverse hyperbolic tangent",
            failure: StandardFailures.domain("atanh takes a value between -1 and 1, exclusive")
        ) { CLibrary.atanh($0) },
        .function("min", arity: .atLeast(1), summary: "smallest argument", MathFunctions.minimum),
        .function("max", arity: .atLeast(1), summary: "largest argument", MathFunctions.maximum),
        .function("hypot", summary: "length of the hypotenuse √(x² + y²)") { CLibrary.hypot($0, $1) },
        Operation(
            symbol: "gcd", role: .function(.atLeast(2)), summary: "greatest common divisor of whole numbers",
            parameters: ["a", "b"],
            body: .variadic(MathFunctions.gcd), failure: StandardFailures.wholeNumbers("gcd")),
        Operation(
            symbol: "lcm", role: .function(.atLeast(2)), summary: "least common multiple of whole numbers",
            parameters: ["a", "b"],
            body: .variadic(MathFunctions.lcm), failure: StandardFailures.wholeNumbers("lcm")),
        Operation(
            symbol: "mod", role: .function(.exactly(2)), summary: "floored modulo, with the sign of the divisor",
            parameters: ["a", "b"],
            body: .binary(MathFunctions.flooredModulo), failure: StandardFailures.division),
        Operation(
            symbol: "ncr", role: .function(.exactly(2)), summary: "combinations: n choose k", parameters: ["n", "k"],
            body: .binary(MathFunctions.choose), failure: StandardFailures.wholeNumbers("ncr", countsFromZero: true)),
        Operation(
            symbol: "npr", role: .function(.exactly(2)), summary: "permutations of k out of n", parameters: ["n", "k"],
            body: .binary(MathFunctions.permutations),
            failure: StandardFailures.wholeNumbers("npr", countsFromZero: true)),
        function("gamma", "the gamma function Γ(x)", failure: StandardFailures.gamma, MathFunctions.gamma),
        function("fact", "factorial, as x!", failure: StandardFailures.factorial, MathFunctions.factorial),
        function("deg", "radians to degrees") { $0 * Degrees.perRadian },
        function("rad", "degrees to radians") { $0 / Degrees.perRadian },
        Operation(
            symbol: "if", role: .function(.exactly(3)), summary: "a when c ≠ 0, else b; only that one is evaluated",
            parameters: ["c", "a", "b"],
            body: .conditional),
        Operation(
            symbol: "rand", role: .function(.exactly(0)), summary: "a random number in [0, 1)",
            body: .variadic { _ in Double.random(in: 0..<1) }, isPure: false),
    ]

    // MARK: Builders for the table above

    private static func comparison(
        _ symbol: String, _ summary: String, _ opcode: Opcode, _ body: @escaping @Sendable (Double, Double) -> Double
    ) -> Operation {
        Operation(
            symbol: symbol, role: .infix(.comparison, .none), summary: summary, body: .binary(body), opcode: opcode)
    }

    private static func infix(
        _ symbol: String, _ aliases: [String], _ precedence: Precedence, _ summary: String, _ opcode: Opcode,
        associativity: Associativity = .left, failure: (@Sendable ([Double]) -> String)? = nil,
        _ body: @escaping @Sendable (Double, Double) -> Double
    ) -> Operation {
        Operation(
            symbol: symbol, aliases: aliases, role: .infix(precedence, associativity), summary: summary,
            body: .binary(body), failure: failure, opcode: opcode)
    }

    private static func function(
        _ name: String, _ summary: String, failure: (@Sendable ([Double]) -> String)? = nil,
        _ body: @escaping @Sendable (Double) -> Double
    ) -> Operation {
        Operation(symbol: name, role: .function(.exactly(1)), summary: summary, body: .unary(body), failure: failure)
    }

    /// A function of an angle: takes degrees in degrees mode.
    private static func angle(
        _ name: String, _ summary: String, radians: @escaping @Sendable (Double) -> Double,
        degrees: @escaping @Sendable (Double) -> Double, failure: (@Sendable ([Double]) -> String)? = nil
    ) -> Operation {
        Operation(
            symbol: name, role: .function(.exactly(1)), summary: summary, body: .unary(radians),
            degreesBody: .unary(degrees), failure: failure)
    }

    /// A function returning an angle: returns degrees in degrees mode.
    private static func inverse(
        _ name: String, _ summary: String, _ radians: @escaping @Sendable (Double) -> Double, failure: String? = nil
    ) -> Operation {
        Operation(
            symbol: name, role: .function(.exactly(1)), summary: summary, body: .unary(radians),
            degreesBody: .unary { radians($0) * Degrees.perRadian },
            failure: failure.map(StandardFailures.domain))
    }
}
