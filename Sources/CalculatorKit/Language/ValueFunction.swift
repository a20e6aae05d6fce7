/// A function that a kind of value defines over values rather than numbers: a list's `mean`,
/// `sort` and `seq`. Its row in the table (``Operation/Definition/values(_:)``) names this body,
/// which ``Value/apply(_:_:at:)`` calls with the operands as they are, so a kind brings its
/// functions in its own builtins file and no evaluator changes. Exact arithmetic only: checked
/// and IEEE arithmetic compute with `Double`s, and say so.
struct ValueFunction: Sendable {
    /// The operands, the operation as compiled (its options: precision, angle unit), and where
    /// it is written, for errors.
    let body: @Sendable ([Value], ValueOperation, OperationSite) throws(Failure) -> Value

    init(_ body: @escaping @Sendable ([Value], ValueOperation, OperationSite) throws(Failure) -> Value) {
        self.body = body
    }

    /// Why checked and IEEE arithmetic, `compile` and plots have no body for `symbol`.
    static func exactOnly(_ symbol: String) -> String {
        let reason = "compile, plots, checked and IEEE arithmetic compute one Double at a time"
        return symbol == "list"
            ? "\(Failure.listsNeedExactArithmetic) (\(reason))"
            : "\(symbol) needs exact arithmetic, as lists and dates do (\(reason))"
    }
}
