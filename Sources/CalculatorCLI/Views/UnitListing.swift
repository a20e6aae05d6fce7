import CalculatorKit

/// The text of `:units [WORD]`: the units of a table by section, one a row (name, symbols,
/// definition, dimension), in columns cut to the terminal's width (each section its own).
///
/// A word filters: a dimension's name (`length`, `speed`) lists the units that measure it;
/// any other word the units with it in a name, symbol or note (`foot`, `ton`, `mercury`), or
/// the unit it spells with a prefix (`km`).
///
/// ```swift
/// UnitListing.text(for: "length", table: .standard, width: 80)
/// // "Length:\n  inch  -  2.54 cm  length\n…"
/// ```
enum UnitListing {
    /// The listing, or nil when nothing matches `word` (empty: every unit).
    static func text(for word: String, table: UnitTable, width: Int) -> String? {
        let word = word.trimmingWhitespace()
        let filter = self.filter(word, table: table)
        var sections: [(title: String, rows: [[String]])] = []
        for section in table.sections {
            var rows = section.units.map { table.units[$0] }.filter(filter.keeps).map(row)
            rows += section.refused.filter(filter.keepsRefused).map(refusedRow)
            if !rows.isEmpty { sections.append((section.title, rows)) }
        }
        guard !sections.isEmpty else { return nil }
        var text = ""
        for (index, section) in sections.enumerated() {
            if index > 0 { text += "\n" }
            text += section.title + ":\n"
            // Each section its own columns: one long name (`millimetre_of_mercury`) would
            // squeeze every definition of the listing.
            let widths = columnWidths(section.rows, width: width)
            for row in section.rows { text += line(row, widths: widths) + "\n" }
        }
        if word.isEmpty {
            text += "\n:units WORD lists a dimension's units (:units length) or those a word names\n"
            text += "(:units foot); :help UNIT explains one; docs/units.md has every unit.\n"
        }
        return text
    }

    /// The dimension names of `table`'s units, sorted: what `:units` takes besides words.
    static func dimensionNames(in table: UnitTable) -> [String] {
        Array(Set(table.units.map { dimensionName($0.dimension) })).sorted()
    }

    /// `length`, or the formula of a dimension without a name (`mass/length^3`).
    static func dimensionName(_ dimension: Dimension) -> String { dimension.name ?? dimension.description }

    private struct Filter {
        var keeps: (Unit) -> Bool
        var keepsRefused: (UnitDefinition) -> Bool
    }

    private static func filter(_ word: String, table: UnitTable) -> Filter {
        if word.isEmpty { return Filter(keeps: { _ in true }, keepsRefused: { _ in true }) }
        let lowered = word.lowercased()
        // Case aside: `Length`, and a user's dimension (`USD`) typed as `usd`.
        if dimensionNames(in: table).contains(where: { $0.lowercased() == lowered }) {
            return Filter(
                keeps: { dimensionName($0.dimension).lowercased() == lowered }, keepsRefused: { _ in false })
        }
        // `km`: the unit a prefixed spelling names.
        var prefixed: String?
        if case .unit(let match)? = table.lookUp(word), match.prefix != nil { prefixed = match.unit.name }
        return Filter(
            keeps: { unit in unit.name == prefixed || mentions(unit.definition, lowered) },
            keepsRefused: { mentions($0, lowered) })
    }

    /// Whether `word` (lower case) is a spelling of the definition, a part of a name between `_`
    /// (`ton` in `short_ton`), or a word of its note (`statute`).
    private static func mentions(_ definition: UnitDefinition, _ word: String) -> Bool {
        let spellings = (definition.names + definition.plurals + definition.symbols).map { $0.lowercased() }
        if spellings.contains(word) { return true }
        if definition.names.contains(where: { $0.lowercased().split(separator: "_").contains(Substring(word)) }) {
            return true
        }
        let noteWords = definition.note.lowercased().split { !$0.isLetter && !$0.isNumber }
        return noteWords.contains(Substring(word))
    }

    private static func row(_ unit: Unit) -> [String] {
        let definition = unit.definition
        let names = definition.names.joined(separator: " ")
        let symbols = definition.symbols.isEmpty ? "-" : definition.symbols.joined(separator: " ")
        var text = definition.definitionText
        if !definition.note.isEmpty { text += " (\(definition.note))" }
        return [names.isEmpty ? "-" : names, symbols, text, dimensionName(unit.dimension)]
    }

    private static func refusedRow(_ definition: UnitDefinition) -> [String] {
        let hint = definition.definitionText.dropFirst().drop { $0 == " " }
        return [definition.names.joined(separator: " "), "-", "refused: " + hint, ""]
    }

    /// The columns' widths: each as wide as its widest cell, the definition column cut so that a
    /// row fits `width` (never below 12 columns: a narrow terminal wraps rather than shows
    /// nothing of it).
    private static func columnWidths(_ rows: [[String]], width: Int) -> [Int] {
        var widths = [0, 0, 0, 0]
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.terminalColumns) }
        }
        // Two columns of indent, two between each: 8.
        let others = widths[0] + widths[1] + widths[3] + 8
        widths[2] = min(widths[2], max(12, width - 1 - others))
        return widths
    }

    private static func line(_ row: [String], widths: [Int]) -> String {
        var line = " "
        for (index, cell) in row.enumerated() {
            let shown = index == 2 ? cut(cell, to: widths[2]) : cell
            let padding = index == row.count - 1 ? 0 : widths[index] - shown.terminalColumns
            line += " " + shown + String(repeating: " ", count: max(padding, 0)) + (index == row.count - 1 ? "" : " ")
        }
        while line.last == " " { line.removeLast() }
        return line
    }

    private static func cut(_ text: String, to width: Int) -> String {
        guard text.terminalColumns > width else { return text }
        var shown = ""
        for character in text {
            if (shown + String(character)).terminalColumns > width - 1 { break }
            shown.append(character)
        }
        return shown + "…"
    }
}
