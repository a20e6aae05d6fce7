extension Operation {
    /// How a function is called, for `:help` and completion: `sqrt(x)`, `atan2(y, x)`,
    /// `log(x, [b])` (an optional argument in brackets), `max(x, …)`. Other operations give
    /// their symbol.
    ///
    /// ```swift
    /// OperationTable.standard.named("atan2")?.signature   // "atan2(y, x)"
    /// ```
    public var signature: String {
        guard case .function(let arity) = role else { return symbol }
        let letters = ["x", "y", "z", "w"]
        func name(_ index: Int) -> String {
            index < parameters.count ? parameters[index] : index < letters.count ? letters[index] : "x\(index + 1)"
        }
        let names: [String]
        switch arity {
        case .exactly(let n): names = (0..<n).map(name)
        case .atLeast(let n): names = (0..<max(n, 1)).map(name) + ["…"]
        case .between(let low, let high): names = (0..<low).map(name) + (low..<high).map { "[\(name($0))]" }
        }
        return "\(symbol)(\(names.joined(separator: ", ")))"
    }
}
