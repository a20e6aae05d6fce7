/// Which names a statement's parser reads as units after a number: the unit table's spellings
/// (prefixes included), less those that `ans`, the user's names and the table's constants
/// shadow. A name followed by `(` is a call whatever it spells (`min(2, 3)`, `deg(pi)`); after a
/// number it may be the unit (`90 min`, `45 deg`). The parser asks only for a sink that reads the
/// whole language, and never in a function's body, whose names are its parameters and those
/// defined when it is called.
///
/// ```swift
/// let names = UnitNames { brain.state.bindings[$0] != nil }
/// names.lookUp("km", table: .standard)    // .unit(…)
/// names.lookUp("pi", table: .standard)    // nil: the constant
/// ```
struct UnitNames {
    /// Whether the user has a variable or a function of this name, as the statements run: a
    /// statement is parsed once those before it have taken effect (`m = 5; 2 m` is 10).
    let isUserName: (String) -> Bool
    /// The brain's units table when the user has defined units (`unit furlong = 220 yd`), as
    /// the statements run; nil for the standard table.
    var userUnits: () -> UnitTable? = { nil }

    /// Whether a unit's name alone is a unit (`km`, `2 * km`); `compile` reads such a name as one
    /// of its variables, and units only after an operand (`2 km`, `x m`), which it refuses.
    var readsUnitsAlone = true

    /// The table names are looked up in.
    var unitTable: UnitTable { userUnits() ?? .standard }

    /// The same, with `names` (a function's parameters) read as names, never as units.
    func hiding(_ names: [String]) -> UnitNames {
        let isUserName = isUserName
        return UnitNames(
            isUserName: { names.contains($0) || isUserName($0) }, userUnits: userUnits,
            readsUnitsAlone: readsUnitsAlone)
    }

    /// What `name`, used as a value and not called, is as a unit: nil when it is no unit, or when
    /// `ans`, a user's variable or function, or one of the table's constants has that name. A
    /// unit of the file is reduced at the first question that reaches it.
    func lookUp(_ name: String, table: OperationTable) -> UnitLookup? {
        if name == "ans" || isUserName(name) { return nil }
        if let operation = table.named(name), case .constant = operation.role { return nil }
        return unitTable.lookUp(name)
    }
}
