import Synchronization

/// "Did you mean" for units: the unit a mistyped spelling most likely means. Case first, as
/// units are case-sensitive and people type `Km`, `kwh`, `Kg`, `hz` (calc refuses them, with the
/// suggestion, rather than guess: `Mm` and `mm` differ a billionfold); then a plural (`lbs`,
/// `feets`); then the nearest symbol, then the nearest name, by ``NameSuggestion``'s distance
/// (`fet` is `ft`, `metr` `meter`).
///
/// ```swift
/// UnitSuggestion.suggestion(for: "Km", in: .standard)    // "km"
/// UnitSuggestion.suggestion(for: "lbs", in: .standard)   // "lb"
/// UnitSuggestion.suggestion(for: "fet", in: .standard)   // "ft"
/// ```
package enum UnitSuggestion {
    /// The standard table's spellings, looked up by their lower case, and its unprefixed symbols
    /// and names for the distance: built at the first unknown name that asks.
    private struct Index: Sendable {
        var byLowercase: [String: [String]] = [:]
        var symbols: [String] = []
        var names: [String] = []

        init(_ table: UnitTable) {
            for (spelling, unit, _) in table.allSpellings where unit != nil {
                byLowercase[spelling.lowercased(), default: []].append(spelling)
            }
            for unit in table.units {
                symbols += unit.definition.symbols
                names += unit.definition.names + unit.definition.plurals
            }
        }
    }

    private static let index = Index(.standard)

    /// The answers so far: a line of a million unknown names (`foo;foo;…`) asks about one
    /// name a million times, and the distance to every unit is worth computing once.
    private static let answers = Mutex<[String: String?]>([:])

    /// The spelling of a unit of `table` that `name` most likely means; nil when none is close,
    /// or when `name` is a unit already.
    package static func suggestion(for name: String, in table: UnitTable) -> String? {
        guard !name.isEmpty, table.lookUp(name) == nil else { return nil }
        if let known = answers.withLock({ $0[name] }) { return known }
        let answer = strongSuggestion(for: name, in: table) ?? nearest(to: name, in: table)
        answers.withLock { answers in
            if answers.count >= 1024 { answers.removeAll(keepingCapacity: true) }
            answers[name] = answer
        }
        return answer
    }

    /// A unit `name` differs from in case only, when just one does (`Km` is `km`; `MM` could be
    /// `mm` or `Mm`), or whose plural it is (`lbs`, `feets`, `Kgs`).
    package static func strongSuggestion(for name: String, in table: UnitTable) -> String? {
        func caseOnly(_ text: String) -> String? {
            if table.lookUp(text) != nil { return text }
            let matches = Set(index.byLowercase[text.lowercased()] ?? []).filter { table.lookUp($0) != nil }
            return matches.count == 1 ? matches.first : nil
        }
        if let match = caseOnly(name), match != name { return match }
        for ending in ["s", "es"] where name.count > ending.count + 1 && name.hasSuffix(ending) {
            if let match = caseOnly(String(name.dropLast(ending.count))) { return match }
        }
        return nil
    }

    /// The nearest symbol, else the nearest name, within ``NameSuggestion``'s distance.
    private static func nearest(to name: String, in table: UnitTable) -> String? {
        let known = { (spelling: String) in table.lookUp(spelling) != nil }
        return NameSuggestion.suggestion(for: name, among: index.symbols, where: known)
            ?? NameSuggestion.suggestion(for: name, among: index.names, where: known)
    }
}
