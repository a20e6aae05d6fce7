/// One line of the units definitions file (`data/units.def`), parsed but not yet reduced:
/// `names | symbols | prefixes | definition   # note`.
///
/// ```swift
/// let line = "foot/feet | ft | - | 12 inch   # international"
/// let foot = try UnitDefinition(parsing: line[...], line: 1, section: "Length")!
/// foot.names      // ["foot"]
/// foot.plurals    // ["feet"]
/// foot.symbols    // ["ft"]
/// ```
package struct UnitDefinition: Sendable {
    /// What the definition field says.
    package enum Body: Sendable, Equatable {
        /// `[length]`: a new base dimension.
        case base(BaseDimension)
        /// An expression of the language (numbers, earlier units, `+ - * / ^`, exact functions),
        /// read by the one parser when the unit is reduced; `column` is where the text starts on
        /// its line.
        case expression(String, column: Int)
        /// `SCALE, zero at POINT`: an affine temperature scale.
        case scale(String, column: Int, zero: String, zeroColumn: Int)
        /// `! HINT`: a name that is refused with a hint.
        case refused(String)
    }

    /// The 1-based line in the definitions file.
    package let line: Int
    /// The `## Title` it stands under.
    package let section: String
    package let names: [String]
    package let plurals: [String]
    package let symbols: [String]
    package let prefixes: [UnitPrefix.Family]
    package let body: Body
    /// The text after `#`, for the reference.
    package let note: String

    /// The definition written after the last `|`, as in the file.
    package let definitionText: String

    package init(
        line: Int, section: String, names: [String], plurals: [String] = [], symbols: [String],
        prefixes: [UnitPrefix.Family] = [], body: Body, definitionText: String, note: String = ""
    ) {
        self.line = line
        self.section = section
        self.names = names
        self.plurals = plurals
        self.symbols = symbols
        self.prefixes = prefixes
        self.body = body
        self.definitionText = definitionText
        self.note = note
    }

    /// The line's unit; nil for a blank or comment line.
    ///
    /// The line is read as UTF-8 bytes (every separator is ASCII): a unit look-up parses the
    /// lines of the units it reduces (``StandardUnits``), and Character-by-Character work made
    /// parsing the file several times slower.
    package init?(parsing text: some StringProtocol, line: Int, section: String) throws(UnitDefinitionError) {
        let bytes = Array(text.utf8)
        let hash = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        let content = bytes[..<hash]
        if content.allSatisfy(Self.isBlank) { return nil }
        let note = hash == bytes.endIndex ? "" : Self.string(bytes[(hash + 1)...].drop { $0 == UInt8(ascii: " ") })
        let fields = content.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false)
        guard fields.count == 4 else {
            throw UnitDefinitionError(
                line: line, column: 1, "expected 4 fields between '|' (names | symbols | prefixes | definition)")
        }
        var names: [String] = []
        var plurals: [String] = []
        for word in Self.words(fields[0]) {
            let parts = word.split(separator: UInt8(ascii: "/"), maxSplits: 1, omittingEmptySubsequences: false)
            names.append(Self.string(parts[0]))
            if parts.count == 2 {
                if !parts[1].isEmpty { plurals.append(Self.string(parts[1])) }
            } else if let plural = Self.regularPlural(of: parts[0]) {
                plurals.append(plural)
            }
        }
        let symbols = Self.words(fields[1]).map(Self.string)
        var prefixes: [UnitPrefix.Family] = []
        for word in Self.words(fields[2]) {
            guard let family = UnitPrefix.Family(rawValue: Self.string(word)) else {
                throw UnitDefinitionError(
                    line: line, column: Self.column(of: fields[2].startIndex, in: bytes),
                    "unknown prefixes '\(Self.string(word))': expected si, si+, bin or -")
            }
            prefixes.append(family)
        }
        guard !names.isEmpty || !symbols.isEmpty else {
            throw UnitDefinitionError(line: line, column: 1, "a unit needs a name or a symbol")
        }
        let definition = fields[3].drop(while: Self.isBlank)
        let end = definition.lastIndex { !Self.isBlank($0) }.map { $0 + 1 } ?? definition.startIndex
        let trimmed = Self.string(definition[..<end])
        let column = Self.column(of: definition.startIndex, in: bytes)
        self.init(
            line: line, section: section, names: names, plurals: plurals, symbols: symbols, prefixes: prefixes,
            body: try Self.body(trimmed, line: line, column: column), definitionText: trimmed, note: note)
    }

    private static func body(_ text: String, line: Int, column: Int) throws(UnitDefinitionError) -> Body {
        if text.isEmpty { throw UnitDefinitionError(line: line, column: column, "expected a definition") }
        if text.hasPrefix("!") { return .refused(String(text.dropFirst().drop { $0 == " " })) }
        if text.hasPrefix("[") {
            guard text.hasSuffix("]") else { throw UnitDefinitionError(line: line, column: column, "expected ']'") }
            let name = String(text.dropFirst().dropLast())
            return .base(BaseDimension(name: name) ?? .custom(name))
        }
        // A byte search: the string-processing library's `firstRange(of:)` cost more than the rest
        // of the line's parsing together.
        let bytes = Array(text.utf8)
        let separator = Array(", zero at ".utf8)
        if bytes.count > separator.count,
            let start = (0...(bytes.count - separator.count)).first(where: {
                bytes[$0..<$0 + separator.count].elementsEqual(separator)
            })
        {
            let end = start + separator.count
            return .scale(
                string(bytes[..<start]), column: column, zero: string(bytes[end...]),
                zeroColumn: column + Self.column(of: end, in: bytes) - 1)
        }
        return .expression(text, column: column)
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte.isCalculatorBlank }

    private static func string(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The space-separated words of a field, without `-` (the empty field).
    private static func words(_ field: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        field.split(whereSeparator: isBlank).filter { $0.count != 1 || $0.first != UInt8(ascii: "-") }
    }

    /// The 1-based column of the byte at `index`, counting Unicode scalars (the bytes that do not
    /// continue one), which are the characters of this file.
    private static func column(of index: Int, in line: [UInt8]) -> Int {
        line[..<index].reduce(1) { count, byte in byte & 0xC0 == 0x80 ? count : count + 1 }
    }

    /// `metres`, `days`; nil for names that end in s, x, z, ch, sh or a consonant and y, which
    /// the file spells out (`century/centuries`) or leaves without a plural (`hertz`).
    private static func regularPlural(of name: ArraySlice<UInt8>) -> String? {
        guard let last = name.last else { return nil }
        let before = name.dropLast().last
        if "sxz".utf8.contains(last)
            || (last == UInt8(ascii: "h") && (before == UInt8(ascii: "c") || before == UInt8(ascii: "s")))
        {
            return nil
        }
        if last == UInt8(ascii: "y"), let before, !"aeiou".utf8.contains(before) { return nil }
        return string(name) + "s"
    }
}
