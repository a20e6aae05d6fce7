/// One line of the constants file (`data/constants.def`), parsed but not yet reduced:
/// `names | unit | definition | uncertainty   # description`.
///
/// ```swift
/// let line = "c speed_of_light | m/s | 299792458 m/s | exact   # speed of light in vacuum"
/// let c = try ConstantDefinition(parsing: line, line: 1, section: "")!
/// c.names          // ["c", "speed_of_light"]
/// c.unitText       // "m/s"
/// c.uncertainty    // nil: exact
/// c.summary        // "speed of light in vacuum"
/// ```
package struct ConstantDefinition: Sendable {
    /// The 1-based line in the constants file.
    package let line: Int
    /// The `## Title` it stands under.
    package let section: String
    /// The canonical name, then the aliases and symbols.
    package let names: [String]
    /// The SI unit the value is shown in, as after `to`; `1` for a pure number.
    package let unitText: String
    /// The definition, an expression of units.def's language, and the column it starts at.
    package let definitionText: String
    package let definitionColumn: Int
    /// CODATA's standard uncertainty in ``unitText``, as written; nil for an exact constant.
    package let uncertainty: String?
    /// NIST's name for the quantity.
    package let summary: String

    /// The line's constant; nil for a blank or comment line.
    package init?(parsing text: String, line: Int, section: String) throws(UnitDefinitionError) {
        let hash = text.firstIndex(of: "#") ?? text.endIndex
        let content = text[..<hash]
        if content.allSatisfy(\.isWhitespace) { return nil }
        let summary = hash == text.endIndex ? "" : text[text.index(after: hash)...].trimmingBlanks
        let fields = content.split(separator: "|", omittingEmptySubsequences: false)
        func error(_ message: String, at field: Int = 0) -> UnitDefinitionError {
            let column = field == 0 ? 1 : fields[..<field].reduce(1) { $0 + $1.unicodeScalars.count + 1 }
            return UnitDefinitionError(line: line, column: column, message, file: "constants.def")
        }
        guard fields.count == 4 else {
            throw error("expected 4 fields between '|' (names | unit | definition | uncertainty)")
        }
        let names = fields[0].split(whereSeparator: \.isWhitespace).map(String.init)
        guard !names.isEmpty else { throw error("a constant needs a name") }
        let unit = fields[1].trimmingBlanks
        guard !unit.isEmpty else { throw error("expected the unit the value is shown in", at: 1) }
        let definition = fields[2].trimmingBlanks
        guard !definition.isEmpty else { throw error("expected a definition", at: 2) }
        let uncertainty = fields[3].trimmingBlanks
        guard !uncertainty.isEmpty else { throw error("expected exact or the uncertainty", at: 3) }
        let leading = fields[2].prefix(while: \.isWhitespace).unicodeScalars.count
        self.line = line
        self.section = section
        self.names = names
        self.unitText = unit
        self.definitionText = definition
        self.definitionColumn = fields[..<2].reduce(1) { $0 + $1.unicodeScalars.count + 1 } + leading
        self.uncertainty = uncertainty == "exact" ? nil : uncertainty
        self.summary = summary
    }

    /// The canonical name.
    package var name: String { names[0] }
}

extension StringProtocol {
    /// The text without the blanks around it.
    fileprivate var trimmingBlanks: String {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return String(self[start..<Swift.max(start, end)])
    }
}
