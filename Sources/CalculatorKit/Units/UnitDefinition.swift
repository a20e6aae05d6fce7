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
        /// Numbers and earlier units; `column` is where the text starts on its line.
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
    package init?(parsing text: Substring, line: Int, section: String) throws(UnitDefinitionError) {
        let (content, note) = Self.splitNote(text)
        if content.allSatisfy(\.isWhitespace) { return nil }
        let fields = content.split(separator: "|", omittingEmptySubsequences: false)
        guard fields.count == 4 else {
            throw UnitDefinitionError(
                line: line, column: 1, "expected 4 fields between '|' (names | symbols | prefixes | definition)")
        }
        var names: [String] = []
        var plurals: [String] = []
        for word in Self.words(fields[0]) {
            let parts = word.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            names.append(String(parts[0]))
            if parts.count == 2 {
                if !parts[1].isEmpty { plurals.append(String(parts[1])) }
            } else if let plural = Self.regularPlural(of: parts[0]) {
                plurals.append(plural)
            }
        }
        let symbols = Self.words(fields[1])
        var prefixes: [UnitPrefix.Family] = []
        for word in Self.words(fields[2]) {
            guard let family = UnitPrefix.Family(rawValue: word) else {
                throw UnitDefinitionError(
                    line: line, column: Self.column(of: fields[2], in: text),
                    "unknown prefixes '\(word)': expected si, si+, bin or -")
            }
            prefixes.append(family)
        }
        guard !names.isEmpty || !symbols.isEmpty else {
            throw UnitDefinitionError(line: line, column: 1, "a unit needs a name or a symbol")
        }
        let definition = fields[3].drop { $0.isWhitespace }
        let trimmed = String(definition.reversed().drop { $0.isWhitespace }.reversed())
        let column = Self.column(of: definition, in: text)
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
        let separator = ", zero at "
        if let range = text.firstRange(of: separator) {
            let zeroColumn = column + text.distance(from: text.startIndex, to: range.upperBound)
            return .scale(
                String(text[..<range.lowerBound]), column: column, zero: String(text[range.upperBound...]),
                zeroColumn: zeroColumn)
        }
        return .expression(text, column: column)
    }

    /// The content and the note after ` # ` (a `#` inside a spelling is no note).
    private static func splitNote(_ text: Substring) -> (Substring, String) {
        guard let hash = text.firstIndex(of: "#") else { return (text, "") }
        if hash == text.startIndex { return ("", "") }
        let note = text[text.index(after: hash)...].drop { $0 == " " }
        return (text[..<hash], String(note))
    }

    private static func words(_ field: Substring) -> [String] {
        field.split(whereSeparator: \.isWhitespace).map(String.init).filter { $0 != "-" }
    }

    private static func column(of part: Substring, in line: Substring) -> Int {
        line.distance(from: line.startIndex, to: part.startIndex) + 1
    }

    /// `metres`, `days`; nil for names that end in s, x, z, ch, sh or a consonant and y, which
    /// the file spells out (`century/centuries`) or leaves without a plural (`hertz`).
    private static func regularPlural(of name: Substring) -> String? {
        guard let last = name.last else { return nil }
        if "sxz".contains(last) || name.hasSuffix("ch") || name.hasSuffix("sh") { return nil }
        if last == "y", let before = name.dropLast().last, !"aeiou".contains(before) { return nil }
        return name + "s"
    }
}
