/// The errors of quantities, beside the phase that raises them (see ``Failure``).
extension Failure {
    /// `1 kg to m`: the dimensions of a conversion differ; at the `to`.
    static func cannotConvert(_ value: String, to unit: String, at span: Span) -> Failure {
        var failure = Failure(.arithmetic, "cannot convert \(value) to \(unit)", at: span)
        failure.isDimensionMismatch = true
        return failure
    }

    /// An operation that cannot take its quantities (`1 m + 1 s`), at the operator.
    static func quantity(_ problem: Value.QuantityProblem, at span: Span) -> Failure {
        var failure = Failure(.arithmetic, problem.message, at: span, note: problem.note)
        failure.isUndecided = problem.isUndecided
        failure.isDimensionMismatch = problem.isDimensionMismatch
        return failure
    }

    /// A unit in `Double` arithmetic, which has no quantities.
    static func unitsNeedExactArithmetic(at span: Span) -> Failure {
        Failure(
            .misuse, "units need exact arithmetic", at: span,
            note: "quantities are computed exactly; calc without --checked or --ieee computes them")
    }

    /// A unit in an expression given to `compile` or plotted, which computes in `Double`.
    static func compileTakesNoUnits(at span: Span) -> Failure {
        Failure(
            .misuse, "compile and plots take no units", at: span,
            note: "they compute with plain numbers: leave the unit out, or divide by it (x m / m)")
    }
}
