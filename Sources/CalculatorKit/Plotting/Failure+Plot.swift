/// The errors of ``CalculatorBrain/plot(_:x:y:samples:)``, each at the spot in the list of
/// expressions it is about.
extension Failure {
    /// Nothing between two commas, or an empty list: `sin(x), , cos(x)`.
    static func plotExpectsExpression(at span: Span) -> Failure {
        Failure(.syntax, "expected an expression to plot", at: span, note: "plot takes expressions such as sin(x), x^2")
    }

    /// A second unknown name in an expression of `x`: `a*x` with no `a`, at the `a`.
    static func plotHasNoValue(for name: String, variable: String, at span: Span) -> Failure {
        Failure(
            .unknownName, "'\(name)' has no value", at: span,
            note: "a plot's variable is \(variable); give \(name) a value first (\(name) = 2)")
    }

    /// Two unknown names, neither of them `x`: `a*b`, at the second.
    static func plotTakesOneVariable(_ first: String, _ second: String, at span: Span) -> Failure {
        Failure(
            .unknownName, "a plot has one variable, x or one unknown name: '\(first)' and '\(second)' are both unknown",
            at: span, note: "give one of them a value first (\(second) = 2)")
    }
}
