extension Operation {
    /// A constant's value, read from the table without evaluating anything; `nil` for operators
    /// and functions.
    ///
    /// ```swift
    /// OperationTable.standard.named("pi")?.constantValue   // 3.141592653589793
    /// OperationTable.standard.named("sin")?.constantValue  // nil
    /// ```
    public var constantValue: Double? {
        if case .value(let value) = body { return value }
        return nil
    }
}
