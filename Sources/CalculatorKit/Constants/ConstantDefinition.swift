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
    ///
    /// Read as UTF-8 bytes (every separator is ASCII), as a units.def line is: the file is parsed
    /// on the first statement that asks for a constant, and Character-by-Character work cost the
    /// units benchmark's 20,000 lines 1.4% more instructions.
    package init?(parsing text: some StringProtocol, line: Int, section: String) throws(UnitDefinitionError) {
        let bytes = Array(text.utf8)
        let hash = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        let content = bytes[..<hash]
        if content.allSatisfy(\.isCalculatorBlank) { return nil }
        let summary = hash == bytes.endIndex ? "" : Self.trimmed(bytes[(hash + 1)...])
        let fields = content.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false)
        func error(_ message: String, at field: Int = 0) -> UnitDefinitionError {
            let column = field == 0 ? 1 : Self.column(of: fields[field].startIndex, in: bytes)
            return UnitDefinitionError(line: line, column: column, message, file: "constants.def")
        }
        guard fields.count == 4 else {
            throw error("expected 4 fields between '|' (names | unit | definition | uncertainty)")
        }
        let names = fields[0].split(whereSeparator: \.isCalculatorBlank).map { String(decoding: $0, as: UTF8.self) }
        guard !names.isEmpty else { throw error("a constant needs a name") }
        let unit = Self.trimmed(fields[1])
        guard !unit.isEmpty else { throw error("expected the unit the value is shown in", at: 1) }
        let definition = Self.trimmed(fields[2])
        guard !definition.isEmpty else { throw error("expected a definition", at: 2) }
        let uncertainty = Self.trimmed(fields[3])
        guard !uncertainty.isEmpty else { throw error("expected exact or the uncertainty", at: 3) }
        let start = fields[2].firstIndex { !$0.isCalculatorBlank } ?? fields[2].startIndex
        self.line = line
        self.section = section
        self.names = names
        self.unitText = unit
        self.definitionText = definition
        self.definitionColumn = Self.column(of: start, in: bytes)
        self.uncertainty = uncertainty == "exact" ? nil : uncertainty
        self.summary = summary
    }

    /// The field's text without the blanks around it.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        let start = bytes.firstIndex { !$0.isCalculatorBlank } ?? bytes.endIndex
        let end = bytes.lastIndex { !$0.isCalculatorBlank }.map { $0 + 1 } ?? start
        return String(decoding: bytes[start..<Swift.max(start, end)], as: UTF8.self)
    }

    /// The 1-based column of the byte at `index`, counting Unicode scalars.
    private static func column(of index: Int, in line: [UInt8]) -> Int {
        line[..<index].reduce(1) { count, byte in byte & 0xC0 == 0x80 ? count : count + 1 }
    }

    /// The canonical name.
    package var name: String { names[0] }
}
