/// The errors of the brain's own requests: compiling an expression for later, and evaluating it.
/// (Those of the limits are in Limits.swift, beside them.)
extension Failure {
    /// A second statement in what ``CalculatorBrain/compile(_:)`` was given, at that statement:
    /// `x + 1; y`.
    static func compileTakesOneExpression(extra span: Span) -> Failure {
        Failure(.syntax, "compile takes a single expression", at: span)
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
