/// The errors of the brain's own requests: compiling an expression for later, and evaluating it.
/// (Those of the limits are in Limits.swift, beside them.)
extension Failure {
    /// A second statement in what ``CalculatorBrain/compile(_:)`` was given, at that statement:
    /// `x + 1; y`.
    static func compileTakesOneExpression(extra span: Span) -> Failure {
        Failure(.syntax, "compile takes a single expression", at: span)
    }

    /// A `to` in the source of `compile`, whose result is a `Double`: no unit, no format.
    static func compileTakesNoConversion(at span: Span) -> Failure {
        Failure(
            .syntax, "compile takes an expression without a conversion", at: span,
            note: "a compiled expression gives a Double, which has no unit and no format")
    }

    /// A value that `format` cannot write, at the `to`: `0.5 to hex`, `sqrt(2) to frac`.
    static func cannotConvert(
        _ problem: ValueFormat.ConversionProblem, expression: String, to format: OutputFormat, at span: Span
    ) -> Failure {
        switch problem {
        case .notInteger(let shown):
            return Failure(
                .arithmetic, "\(shown) is not an integer", at: span,
                note: "only integers have a \(format.rawValue) form; round(x), floor(x) or trunc(x) make one")
        case .notFinite(let shown):
            return Failure(.arithmetic, "\(shown) is not a finite number", at: span)
        case .notReal(let shown):
            return Failure(
                .arithmetic, "\(shown) is not a real number", at: span, note: "re(z) and im(z) are its parts")
        case .percentOfQuantity(let shown):
            return Failure(
                .misuse, "\(shown) has a unit: % shows a number as a percent", at: span,
                note: "divide by another quantity first, as in 30 cm / 1 m to %")
        case .notExact:
            let remedy =
                format == .frac
                ? "it is an approximation, which has no exact fraction; 'to sci' shows its digits, or round it"
                    + " first: round(1000 * \(operand(expression))) / 1000 to frac"
                : "it is an approximation; round(x) gives the nearest integer, which has a \(format.rawValue) form"
            return Failure(.arithmetic, "\(expression) is not exact", at: span, note: remedy)
        }
    }

    /// `expression` as an operand of `*`: in parentheses unless it is a name, a number or a call.
    private static func operand(_ expression: String) -> String {
        var depth = 0
        for character in expression {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0, !(character.isLetter || character.isNumber || "_.)".contains(character)) {
                return "(\(expression))"
            }
        }
        return expression
    }

    /// An assignment or definition given to ``CalculatorBrain/compile(_:)``: `x = 2`.
    static func compileTakesNoAssignment(at span: Span) -> Failure {
        Failure(.invalidAssignment, "compile takes an expression, not an assignment or definition", at: span)
    }

    /// A variable of a compiled expression with no value given, at its first appearance.
    static func missingVariable(_ name: String, at span: Span) -> Failure {
        Failure(.missingVariable, "no value for variable '\(name)'", at: span)
    }
}
