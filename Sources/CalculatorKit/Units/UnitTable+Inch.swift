// `in` is neither the inch nor a conversion (issue 30): `1 mile in km` is an error whose hint
// says `to`. Where it cannot be a conversion word the language reads it as the inch, so that
// what calc prints reads back: a `to` target's mixed units (`5 m to ft+in` is
// `16 ft + 4.8503937007874 in`) and right after a number when nothing that could start an
// operand follows (`4.85 in`, `16 ft + 4.85 in`). The parser decides where; here is what it is.

extension UnitTable {
    /// The word read as the inch only where it cannot be a conversion.
    package static let inchWord = "in"

    /// The inch, shown as `in`, when `spelling` is ``inchWord`` and the table refuses it as
    /// the standard one does; nil for any other spelling.
    ///
    /// ```swift
    /// UnitTable.standard.inchWhereNoConversion("in")?.unit.name   // "inch"
    /// UnitTable.standard.inchWhereNoConversion("m")               // nil
    /// ```
    package func inchWhereNoConversion(_ spelling: String) -> UnitMatch? {
        guard spelling == Self.inchWord, case .refused? = lookUp(spelling), case .unit(let inch)? = lookUp("inch")
        else { return nil }
        return inch
    }
}
