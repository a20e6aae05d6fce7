import CalculatorTestSupport
import Testing

/// Syntax/ is the one folder of CalculatorKit that reads the language's characters (the
/// CalculatorKit README): a byte test written elsewhere, such as a fast path's own reader, is a
/// second lexer that a change to the language would miss. The files outside Syntax/ that test
/// bytes are listed here with what they read, none of it the language.
struct CharacterReadingTests {
    /// Files outside Syntax/ that compare bytes, and why they may.
    static let allowed: [String: String] = [
        "Formatting/ValueFormat.swift": "a formatted number's own text",
        "Formatting/ResultFormatter.swift": "the digits the C library wrote",
        "Formatting/ValueFormat+UnitText.swift": "a unit's text as calc writes it",
        "Diagnostics/ControlPictures.swift": "control characters shown as pictures",
        "Diagnostics/CalculatorError+Rendering.swift": "line breaks, to draw a caret",
        "Diagnostics/SourceLocator.swift": "line breaks, for line and column",
        "Constants/ConstantDefinition.swift": "data/constants.def, a data format",
        "Constants/PhysicalConstants.swift": "data/constants.def, a data format",
        "Units/UnitTable.swift": "data/units.def, a data format",
        "Units/UnitDefinition.swift": "data/units.def, a data format",
        "Units/StandardUnits.swift": "data/units.def, a data format",
        "Units/StandardUnits+Sections.swift": "data/units.def, a data format",
        "FloatMachine/Double+Literal.swift": "the text handed to strtod",
        "Brain/ExpectationClause.swift": "`# =>` clauses of --check files, a data format",
        "Dates/TZif.swift": "the tz database's TZif files (RFC 8536), a data format",
        "Dates/POSIXZoneRule.swift": "a TZif file's footer, a POSIX TZ rule: a data format",
        "Dates/ZoneDatabase.swift": "the tz database's tzdata.zi, for zone names: a data format",
    ]

    @Test func onlySyntaxReadsTheLanguagesCharacters() throws {
        let root = Fixtures.atRoot("Sources/CalculatorKit")
        var readers: [String] = []
        for folder in Fixtures.names(in: root) where folder != "Syntax" {
            for file in Fixtures.names(in: root + "/" + folder, endingWith: ".swift") {
                let text = try Fixtures.text(of: root + "/" + folder + "/" + file)
                if text.contains("UInt8(ascii:") { readers.append(folder + "/" + file) }
            }
        }
        let unexpected = readers.filter { Self.allowed[$0] == nil }
        #expect(unexpected.isEmpty, "bytes read outside Syntax/: \(unexpected)")
        // The list stays true: a file that no longer reads bytes leaves it.
        let stale = Self.allowed.keys.filter { !readers.contains($0) }.sorted()
        #expect(stale.isEmpty, "listed but reading no bytes: \(stale)")
    }
}
