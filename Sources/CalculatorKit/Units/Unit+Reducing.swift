extension Unit {
    /// The unit of `definition`, reduced against the units of `table` (those defined before it),
    /// or nil for a refused name (`ton`). `reduced` is its expression already reduced, when the
    /// caller has it (a `unit` statement's right side, read with the statement).
    ///
    /// ```swift
    /// let line = "mile/miles | mi | - | 5280 ft"
    /// let mile = try UnitDefinition(parsing: line, line: 1, section: "Length")!
    /// try Unit.reducing(mile, in: .standard)?.factor.description   // "201168/125"
    /// ```
    static func reducing(_ definition: UnitDefinition, in table: UnitTable, reduced: UnitExpression? = nil)
        throws(UnitDefinitionError) -> Unit?
    {
        switch definition.body {
        case .refused:
            return nil
        case .base(let base):
            return Unit(definition: definition, factor: .one, dimension: Dimension(base))
        case .expression(let text, let column):
            let reduced =
                if let reduced { reduced } else {
                    try UnitExpression.reduce(text, in: table, line: definition.line, column: column)
                }
            return Unit(definition: definition, factor: reduced.factor, dimension: reduced.dimension)
        case .scale(let text, let column, let zeroText, let zeroColumn):
            let scale = try UnitExpression.reduce(text, in: table, line: definition.line, column: column)
            let zero = try UnitExpression.reduce(zeroText, in: table, line: definition.line, column: zeroColumn)
            guard zero.dimension == scale.dimension else {
                throw UnitDefinitionError(
                    line: definition.line, column: zeroColumn,
                    "the zero is \(zero.dimension), the scale \(scale.dimension)")
            }
            guard zero.factor.isExact else {
                throw UnitDefinitionError(line: definition.line, column: zeroColumn, "the zero must be exact")
            }
            return Unit(
                definition: definition, factor: scale.factor, dimension: scale.dimension, zero: zero.factor.rational)
        }
    }
}
