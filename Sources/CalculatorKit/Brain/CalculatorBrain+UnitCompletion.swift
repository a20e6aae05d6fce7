extension CalculatorBrain {
    /// The unit spellings that start with `prefix`, sorted, for an editor to offer where a unit
    /// may stand (after a number, after `to`): every unit's names and symbols, and their forms
    /// with the common prefixes (kilo, mega, giga, tera, centi, milli, micro, nano; kibi to
    /// tebi on bits and bytes). Other prefixes are understood when typed, not offered: every
    /// prefix on every unit would bury `km` among `quettaohm`s.
    ///
    /// ```swift
    /// CalculatorBrain().unitCompletions(forPrefix: "kilom")   // ["kilometer", "kilometre", "kilomole"]
    /// CalculatorBrain().unitCompletions(forPrefix: "mp")      // ["mph"]
    /// ```
    public func unitCompletions(forPrefix prefix: String) -> [String] {
        unitTable.completionSpellings.filter { $0.hasPrefix(prefix) }
    }

    /// Whether `spelling` names a unit (with a prefix or not) that the user's names do not hide.
    ///
    /// ```swift
    /// CalculatorBrain().isUnit("km")    // true
    /// CalculatorBrain().isUnit("sin")   // false
    /// ```
    public func isUnit(_ spelling: String) -> Bool {
        guard case .unit? = unitTable.lookUp(spelling) else { return false }
        return state.bindings[spelling] == nil
    }

    /// The units this brain reads: the standard table, and once a `unit` statement has run
    /// (`unit furlong = 220 yd`) the brain's own, so that completion, `:units` and `:help`
    /// offer the user's units too.
    package var unitTable: UnitTable { state.unitTable }
}
