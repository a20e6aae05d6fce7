/// The failures of complex numbers, and how the brain tells that a statement needs the complex
/// evaluator: the number evaluators know nothing of complex numbers, and a statement with no
/// complex value in it pays nothing for them. They fail on `i`, on a variable holding a complex
/// number, and on a real function of a real argument that has no real value (`sqrt(-1)`); the
/// brain then evaluates the statement again with ``ComplexEvaluator``, unless
/// ``CalculatorOptions/real`` is set.
extension Failure {
    /// What the number evaluators throw for `i` and for a complex number in `ans` or a variable;
    /// also the message where a complex number meets a unit.
    static let complexWithUnitsMessage = "a complex number does not combine with units"

    /// The real domain errors for which the complex value exists: a statement failing with one
    /// of them is evaluated again with complex numbers.
    static let noRealValueMessages: Set<String> = [
        "square root of a negative number",
        "logarithm of a negative number",
        "a negative number to a fractional power has no real value",
        "asin takes a value from -1 to 1",
        "acos takes a value from -1 to 1",
        "acosh takes a value ≥ 1",
        "atanh takes a value between -1 and 1, exclusive",
        "the base of a logarithm must be positive and not 1",
    ]

    /// Whether a failure of the number evaluators means the statement has a complex value (or a
    /// complex operand) to compute.
    static func callsForComplexNumbers(_ message: String) -> Bool {
        message == complexWithUnitsMessage || noRealValueMessages.contains(message)
    }

    /// `i` or a complex value where ``CalculatorOptions/real`` is set.
    static let complexInRealModeMessage = "complex numbers are off"
    static let complexInRealModeNote = "real numbers only (--real, :real on); :real off allows them"

    /// An operation that needs real operands (an order, an integer), given a complex one.
    static func notReal(_ symbol: String, at span: Span) -> Failure {
        let comparison = ["<", "<=", ">", ">="].contains(symbol)
        return Failure(
            .misuse,
            comparison
                ? "complex numbers have no order: \(symbol) takes real numbers"
                : "\(symbol) takes real numbers, not complex ones",
            at: span)
    }

    /// An `if` whose condition is a complex number that is not a real: complex numbers are
    /// neither true nor false (`==` and `!=` on them are real, 1 or 0).
    static func complexCondition(at span: Span) -> Failure {
        Failure(
            .misuse, "the condition of 'if' must be real, not a complex number", at: span,
            note: "compare it: if(z == i, …), or test a part: if(im(z) == 0, …)")
    }

    /// `i` or a complex value in checked or IEEE arithmetic, which compute with `Double`s.
    static let complexNeedsExactArithmetic =
        "complex numbers need exact arithmetic (not --ieee or --arithmetic checked)"
}
