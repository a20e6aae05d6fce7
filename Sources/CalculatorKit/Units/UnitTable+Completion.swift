// The spellings a line editor offers for units. Every prefix on every unit that takes one is
// some 6,000 spellings (`quettaohm`, `yoctocandela`), which would bury `km` under noise; the
// editor offers each unit's names and symbols, and prefixed forms with the prefixes people
// type, where people type them: about a thousand in all.

extension UnitTable {
    /// The prefixes completion puts on units that take them: kilo, mega, giga, tera, centi,
    /// milli, micro and nano of the SI's, kibi, mebi, gibi and tebi of the binary ones. Micro is
    /// offered as `µ` and as `u`, its ASCII spelling. Centi goes on lengths and volumes only
    /// (`cm`, `cL`; a centijoule is no one's unit), and the fractions (milli, micro, nano) not
    /// on units of more than a million base units (`mpc` would stand between `mp` and `mph`).
    /// Any other prefix is still understood when typed in full.
    package static let completionPrefixes: Set<String> = [
        "k", "M", "G", "T", "c", "m", "µ", "u", "n", "Ki", "Mi", "Gi", "Ti",
        "kilo", "mega", "giga", "tera", "centi", "milli", "micro", "nano", "kibi", "mebi", "gibi", "tebi",
    ]

    /// The spellings completion offers, sorted and without repeats: every unit's names and
    /// symbols (not their plurals, which are the names again with an `s`), and each with the
    /// ``completionPrefixes`` it takes, short ones on symbols and long ones on names (`km`,
    /// `kilometre`; `GiB`, `gibibyte`). Refused names (`ton`) are left out.
    ///
    /// ```swift
    /// let spellings = UnitTable.standard.completionSpellings
    /// spellings.contains("kilometre")   // true
    /// spellings.contains("mph")         // true
    /// spellings.contains("Qm")          // false: quetta is understood, not offered
    /// ```
    package var completionSpellings: [String] {
        var result = Set<String>()
        for unit in units {
            let definition = unit.definition
            result.formUnion(definition.names)
            result.formUnion(definition.symbols)
            let prefixes = UnitPrefix.all.filter { prefix in
                definition.prefixes.contains { prefix.belongs(to: $0) } && Self.offers(prefix, on: unit)
            }
            for prefix in prefixes {
                for symbol in prefix.symbols where Self.completionPrefixes.contains(symbol) {
                    result.formUnion(definition.symbols.map { symbol + $0 })
                }
                if Self.completionPrefixes.contains(prefix.name) {
                    result.formUnion(definition.names.map { prefix.name + $0 })
                }
            }
        }
        return result.sorted()
    }

    private static func offers(_ prefix: UnitPrefix, on unit: Unit) -> Bool {
        guard prefix.base == 10, prefix.exponent < 0 else { return true }
        if prefix.exponent == -2, unit.dimension != .length, unit.dimension != Dimension.of(length: 3) { return false }
        return Double(unit.factor.number(precision: 15)) <= 1e6
    }
}
