/// The failures of complex numbers, beside the arithmetic that raises them (Complex+Builtins.swift).
extension Failure {
    /// `i` or a complex value where ``CalculatorOptions/real`` is set.
    static func complexInRealMode(at span: Span) -> Failure {
        Failure(
            .misuse, "complex numbers are off", at: span,
            note: "real numbers only (--real, :real on); :real off allows them")
    }

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

    /// An `if` whose condition is a quantity, `described` (`m (length)`).
    static func conditionWithUnit(_ described: String, at span: Span) -> Failure {
        Failure(
            .misuse, "the condition of 'if' takes no unit: \(described)", at: span,
            note: "compare it with a quantity: if(x > 0 m, …)")
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
