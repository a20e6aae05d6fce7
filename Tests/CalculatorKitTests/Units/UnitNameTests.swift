import Testing

@testable import CalculatorKit

/// Look-up by name, symbol, plural and prefix, and the rules that keep spellings unambiguous.
struct UnitNameTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var spelling: String
        /// `UNIT` or `PREFIX+UNIT` (by the unit's first name), `refused`, or nil for no unit.
        var expected: String?
        var testDescription: String { spelling }
    }

    static let cases: [Case] = [
        // Exact names and symbols win over a prefix and a unit.
        Case(spelling: "nmi", expected: "nautical_mile"),
        Case(spelling: "au", expected: "astronomical_unit"),
        Case(spelling: "min", expected: "minute"),
        Case(spelling: "Pa", expected: "pascal"),
        Case(spelling: "ft", expected: "foot"),
        Case(spelling: "cd", expected: "candela"),
        Case(spelling: "Gy", expected: "gray"),
        Case(spelling: "kg", expected: "kilogram"),
        Case(spelling: "pt", expected: "pint"),
        Case(spelling: "ha", expected: "hectare"),
        // Prefixes, short on symbols and long on names.
        Case(spelling: "km", expected: "kilo+metre"),
        Case(spelling: "kilometre", expected: "kilo+metre"),
        Case(spelling: "kilometers", expected: "kilo+metre"),
        Case(spelling: "kmetre", expected: nil),
        Case(spelling: "kilom", expected: nil),
        Case(spelling: "mm", expected: "milli+metre"),
        Case(spelling: "Mm", expected: "mega+metre"),
        Case(spelling: "dam", expected: "deca+metre"),
        Case(spelling: "dekametre", expected: "deca+metre"),
        Case(spelling: "µm", expected: "micro+metre"),  // U+00B5
        Case(spelling: "μm", expected: "micro+metre"),  // U+03BC
        Case(spelling: "um", expected: "micro+metre"),
        Case(spelling: "mg", expected: "milli+gram"),
        Case(spelling: "ms", expected: "milli+second"),
        Case(spelling: "kPa", expected: "kilo+pascal"),
        Case(spelling: "MHz", expected: "mega+hertz"),
        Case(spelling: "kWh", expected: "kilo+watt_hour"),
        Case(spelling: "mAh", expected: "milli+ampere_hour"),
        Case(spelling: "MeV", expected: "mega+electronvolt"),
        Case(spelling: "kcal", expected: "kilo+calorie"),
        Case(spelling: "mL", expected: "milli+litre"),
        Case(spelling: "ml", expected: "milli+litre"),
        Case(spelling: "Mpc", expected: "mega+parsec"),
        // Bits and bytes: case-sensitive, multiples only, binary prefixes.
        Case(spelling: "B", expected: "byte"),
        Case(spelling: "b", expected: "bit"),
        Case(spelling: "kB", expected: "kilo+byte"),
        Case(spelling: "kb", expected: "kilo+bit"),
        Case(spelling: "Mbit", expected: "mega+bit"),
        Case(spelling: "GiB", expected: "gibi+byte"),
        Case(spelling: "kibibytes", expected: "kibi+byte"),
        Case(spelling: "mB", expected: nil),
        Case(spelling: "KB", expected: nil),
        // No prefixes where the line allows none.
        Case(spelling: "kmi", expected: nil),
        Case(spelling: "kft", expected: nil),
        Case(spelling: "mh", expected: nil),
        Case(spelling: "kt", expected: nil),
        // Plurals, regular and spelled out.
        Case(spelling: "feet", expected: "foot"),
        Case(spelling: "inches", expected: "inch"),
        Case(spelling: "hours", expected: "hour"),
        Case(spelling: "days", expected: "day"),
        Case(spelling: "centuries", expected: "century"),
        Case(spelling: "hertzs", expected: nil),
        Case(spelling: "Ω", expected: "ohm"),
        Case(spelling: "\u{2126}", expected: "ohm"),  // OHM SIGN, canonically Ω
        Case(spelling: "°C", expected: "degree_Celsius"),
        Case(spelling: "degF", expected: "degree_Fahrenheit"),
        // Refused with a hint.
        Case(spelling: "ton", expected: "refused"),
        Case(spelling: "tons", expected: "refused"),
        Case(spelling: "in", expected: "refused"),
        Case(spelling: "cwt", expected: "refused"),
        // Unknown.
        Case(spelling: "M", expected: nil),
        Case(spelling: "meterz", expected: nil),
        Case(spelling: "", expected: nil),
    ]

    @Test(arguments: cases)
    func lookUp(_ c: Case) {
        let found: String? =
            switch UnitTable.standard.lookUp(c.spelling) {
            case .unit(let match)?: (match.prefix.map { $0.name + "+" } ?? "") + match.unit.name
            case .refused?: "refused"
            case nil: nil
            }
        #expect(found == c.expected)
    }

    @Test func refusalsSayWhatToWrite() {
        guard case .refused(let hint)? = UnitTable.standard.lookUp("ton") else {
            Issue.record("ton is not refused")
            return
        }
        #expect(hint == "ambiguous: write tonne (1000 kg), short_ton (2000 lb) or long_ton (2240 lb)")
        // `1 mile in km` is no conversion: the hint names `to` and the inch.
        guard case .refused(let inHint)? = UnitTable.standard.lookUp("in") else {
            Issue.record("in is not refused")
            return
        }
        #expect(inHint == "write inch for the unit; a conversion is written with to")
    }

    /// Unit names a function shares on purpose: `min(2, 3)` and `deg(pi)` stay calls (a name
    /// before `(` is a call), while `90 min` and `45 deg` are units (issue 30).
    static let sharedWithFunctions: Set<String> = ["min", "deg", "rad"]

    /// Words of the language no unit may take: the conversion keyword, `ans`, the coming `unit`
    /// statement, and the `to` formats.
    static let keywords: Set<String> = Set(["to", "ans", "unit"] + OutputFormat.allCases.map(\.rawValue))

    /// The spellings of `table` (prefixed ones included) that are a constant, an operator, a
    /// keyword or a format, or a function other than the shared three.
    static func languageCollisions(in table: UnitTable) -> [String] {
        let operations = Set(OperationTable.standard.nameSpellings + OperationTable.standard.operatorSpellings)
        var collisions: [String] = []
        for (spelling, _, _) in table.allSpellings {
            if keywords.contains(spelling) {
                collisions.append(spelling)
            } else if operations.contains(spelling) {
                let isFunction = OperationTable.standard.named(spelling)?.isFunction == true
                if !(isFunction && sharedWithFunctions.contains(spelling)) { collisions.append(spelling) }
            }
        }
        return collisions.sorted()
    }

    /// The spellings of `table` with more than one meaning, each with its meanings
    /// (`PREFIX+UNIT`), sorted.
    static func unitCollisions(in table: UnitTable) -> [String: [String]] {
        var meanings: [String: [String]] = [:]
        for (spelling, unit, prefix) in table.allSpellings {
            let name = unit.map { table.units[$0].name } ?? "refused"
            meanings[spelling, default: []].append((prefix.map { $0.name + "+" } ?? "") + name)
        }
        return meanings.filter { $0.value.count > 1 }.mapValues { $0.sorted() }
    }

    @Test func noCollisionWithTheLanguage() {
        #expect(Self.languageCollisions(in: .standard) == [])
        for name in Self.sharedWithFunctions {
            #expect(OperationTable.standard.named(name)?.isFunction == true, "\(name) is no longer a function")
        }
    }

    /// No two decompositions spell the same: one spelling, one meaning. A prefixed spelling that
    /// is also an exact name is shadowed by it (exact names win); the only ones are the kilogram's,
    /// which mean the same.
    @Test func noCollisionBetweenUnits() {
        #expect(
            Self.unitCollisions(in: .standard) == [
                "kg": ["kilo+gram", "kilogram"], "kilogram": ["kilo+gram", "kilogram"],
                "kilograms": ["kilo+gram", "kilogram"],
            ])
    }

    /// The two checks above find what they look for: a table made to collide.
    @Test func collisionsAreFound() throws {
        let table = try UnitTable(
            parsing: """
                metre | m | si | [length]
                attometre_ish | am | si | 2 m
                sine | sin | - | 1
                hexa | hex | - | 1
                minute | min | - | 1
                answer | ans | - | 1
                """)
        #expect(Self.languageCollisions(in: table) == ["ans", "hex", "sin"])  // min is shared on purpose
        #expect(Self.unitCollisions(in: table)["dam"] == ["deca+metre", "deci+attometre_ish"])
    }

    /// A second definition of a spelling is an error at its line.
    @Test func definingASpellingTwiceFails() throws {
        let text = "metre | m | si | [length]\nmile | m | - | 1609.344 m\n"
        #expect(throws: UnitDefinitionError(line: 2, column: 1, "'m' is already defined on line 1")) {
            try UnitTable(parsing: text)
        }
    }
}
