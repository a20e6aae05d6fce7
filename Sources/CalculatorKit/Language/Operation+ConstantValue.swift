extension Operation {
    /// A constant's value, read from the table without evaluating anything; `nil` for operators
    /// and functions.
    ///
    /// ```swift
    /// OperationTable.standard.named("pi")?.constantValue   // 3.141592653589793
    /// OperationTable.standard.named("sin")?.constantValue  // nil
    /// ```
    public var constantValue: Double? {
        // Constants do not depend on the angle unit.
        if case .constant(let value) = body(in: .radians) { return value }
        return nil
    }
}
