import CalculatorNumbers

/// Named limits: each turns input that would exhaust the stack, memory or patience into an error
/// that says which limit was reached.
///
/// ```swift
/// try brain.evaluate(String(repeating: "(", count: 300) + "1")
/// // throws: expression is nested too deeply (the limit is 256 levels)
/// ```
public enum Limits {
    /// Parentheses, prefix operators, right operands and arguments nested inside each other.
    /// The parser keeps its levels on the heap, so the native stack is not at risk; the limit
    /// bounds the work and memory a pathological input can cost and stops it early with a clear
    /// error.
    ///
    /// ```swift
    /// Limits.maximumNestingDepth   // 256
    /// ```
    public static let maximumNestingDepth = 256
    /// User function calls active at once (recursion depth). The machine keeps call frames on the
    /// heap, so this bounds memory and runaway recursion, not the native stack.
    ///
    /// ```swift
    /// try brain.evaluate("f(n) = f(n + 1); f(0)")   // throws when the limit is reached
    /// ```
    public static let maximumCallDepth = 10_000
    /// User function calls in one evaluation, so that `fib(100)` ends with an error, not a hang.
    ///
    /// ```swift
    /// Limits.maximumCallCount   // 10_000_000
    /// ```
    public static let maximumCallCount = 10_000_000
    /// The longest source, in UTF-8 bytes, that one call parses: 2 GiB. Syntax-tree nodes keep
    /// byte offsets and node indices in 32 bits, to be small; a tree has fewer than two nodes per
    /// byte, so below this length both fit.
    ///
    /// ```swift
    /// Limits.maximumSourceLength   // 2_147_483_648
    /// ```
    public static let maximumSourceLength = 1 << 31
    /// The most nodes (numbers, names, operations, calls) one statement's syntax tree may hold:
    /// 1,048,576, which is 32 MiB of nodes. A node takes 32 bytes and `1+1+…` has one for every
    /// byte, so without it a long line took 33 times its length in memory; past it, the statement
    /// is a `limit` error at the node that would pass it. A long expression that
    /// ``CalculatorBrain`` computes as it reads (numbers, variables, constants, operators and
    /// built-in functions in exact arithmetic, alone in its source or assigned to a variable)
    /// keeps no tree, and is bound only by the length of its line.
    ///
    /// ```swift
    /// Limits.maximumSyntaxNodes   // 1_048_576
    /// ```
    public static let maximumSyntaxNodes = 1 << 20
    /// The most decimal digits an exact number may have: a result that would have more is
    /// computed as an approximation at the working precision instead, decided before any digit
    /// is computed (`10^(10^10)` is 1e10000000000, `fact(10^9)` 9.90462657922299e8565705522),
    /// since GMP ends the process when a number outgrows its memory, and a number that size takes
    /// seconds to print. Only a result beyond MPFR's exponent range (`2^2^2^2^2^2`) is a `limit`
    /// error.
    ///
    /// ```swift
    /// Limits.maximumDigits   // 10_000_000
    /// ```
    public static let maximumDigits = NumberLimits.digits
    /// The most significant digits the exponent of a number literal may have (`1e999999999999999999`
    /// has 18): every value so written, less the 2³¹ digits a source may have, lies within an
    /// approximation's range (about 10^±(1.39·10^18), MPFR's exponents of 2^±62), while a
    /// longer exponent passes that range or comes within a factor 1.4 of it; a literal past it is
    /// a `limit` error, where it used to read as `1e10000000000000`, another number.
    ///
    /// ```swift
    /// Limits.maximumExponentDigits   // 18
    /// ```
    public static let maximumExponentDigits = 18
    /// ``maximumDigits`` in bits, rounded up: the most a binary, octal or hexadecimal literal may
    /// spell.
    static let maximumBits = NumberLimits.bits
}

/// The errors the limits raise, whichever phase reaches them.
extension Failure {
    /// A source longer than ``Limits/maximumSourceLength``; reported at its start.
    static let inputTooLong = Failure(
        .limit, "input is too long: the limit is \(Limits.maximumSourceLength) bytes", at: Span(0, 0))

    /// A number literal with more significant digits than ``Limits/maximumDigits`` (or, in binary,
    /// octal or hexadecimal, more bits than such a number), at the literal: in every arithmetic,
    /// before its digits are converted or kept, as a result that size would be refused.
    static func literalTooLong(at span: Span) -> Failure {
        Failure(
            .limit,
            "this number has more than 10,000,000 digits (the limit for exact numbers)",
            at: span)
    }

    /// A number literal whose exponent has more than ``Limits/maximumExponentDigits`` significant
    /// digits (`1e150000000000000000000`), at the literal, in every arithmetic.
    static func exponentTooLarge(at span: Span) -> Failure {
        Failure(
            .limit,
            "this number's exponent has more than 18 digits (no number past about 10^(1.39e18) can be held)",
            at: span)
    }

    /// A syntax tree past ``Limits/maximumSyntaxNodes``, at the node that would pass it.
    static func tooManyNodes(at span: Span) -> Failure {
        Failure(
            .limit,
            "this statement has more than 1,048,576 numbers, names and operators (the limit for one statement)",
            at: span,
            note: "only an expression of numbers, variables, operators and built-in functions, in exact arithmetic"
                + " and alone on its line (or assigned to a variable), is computed as it is read and may be longer")
    }

    /// Nesting past ``Limits/maximumNestingDepth``, at the token that would go one level deeper.
    static func nestedTooDeeply(at span: Span) -> Failure {
        Failure(.limit, "expression is nested too deeply (the limit is \(Limits.maximumNestingDepth) levels)", at: span)
    }

    /// A call past ``Limits/maximumCallDepth``. `hasConditional` says whether the function has
    /// an `if`, and so perhaps a base case that is only far away rather than missing.
    static func recursionTooDeep(hasConditional: Bool, at span: Span) -> Failure {
        Failure(
            .limit, "recursion too deep: more than \(Limits.maximumCallDepth) nested calls", at: span,
            note: hasConditional
                ? "its base case, if it has one, is more than \(Limits.maximumCallDepth) calls away"
                : "is a base case missing, as in 'f(n) = if(n <= 0, 1, n * f(n - 1))'?")
    }

    /// The call past `limit` (``Limits/maximumCallCount`` but in tests) in one evaluation.
    static func tooManyCalls(_ limit: Int, at span: Span) -> Failure {
        Failure(.limit, "evaluation stopped after \(limit) function calls", at: span)
    }
}
