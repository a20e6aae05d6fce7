extension Operation {
    /// A constant's value as a `Double`, read from the table without evaluating anything; `nil`
    /// for operators and functions, and for a constant with no `Double` that stands for it (`i`,
    /// a quantity: see ``valueOfConstant``).
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

    /// A constant's value of any kind: what a constant made with a ``Value`` holds (a
    /// quantity, an exact number), else ``constantValue`` as a `Double`; `nil` for operators and
    /// functions.
    ///
    /// ```swift
    /// Operation.constant("g0", Value.number(Number(9)), summary: "").valueOfConstant   // .number(9)
    /// OperationTable.standard.named("pi")?.valueOfConstant   // .float(3.141592653589793)
    /// ```
    public var valueOfConstant: Value? {
        value ?? constantValue.map(Value.float)
    }
}
