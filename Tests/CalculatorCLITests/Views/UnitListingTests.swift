import CalculatorKit
import Testing

@testable import CalculatorCLI

/// `:units [WORD]` and `:help UNIT` (issue 30): the units by section, filtered by a dimension
/// or a word, in columns that fit the terminal; a unit explained in a line.
@Suite struct UnitListingTests {
    struct Filter: CustomTestStringConvertible, Sendable {
        let word: String
        /// Rows that must be listed (their first column), and rows that must not.
        let listed: [String]
        let notListed: [String]
        var testDescription: String { word.isEmpty ? "(all)" : word }
    }

    static let filters: [Filter] = [
        Filter(word: "", listed: ["metre meter", "mile", "degree_Celsius celsius", "ton"], notListed: []),
        Filter(word: "length", listed: ["metre meter", "foot", "parsec"], notListed: ["second sec", "are"]),
        Filter(word: "speed", listed: ["miles_per_hour", "knot"], notListed: ["metre meter", "standard_gravity"]),
        Filter(word: "foot", listed: ["foot", "acre_foot", "foot_pound"], notListed: ["yard", "inch"]),
        Filter(
            word: "ton", listed: ["short_ton", "long_ton", "ton_TNT", "ton", "tonne metric_ton"], notListed: ["pound"]),
        Filter(word: "ft", listed: ["foot"], notListed: ["yard"]),
        Filter(word: "statute", listed: ["mile"], notListed: ["league"]),
        Filter(word: "km", listed: ["metre meter"], notListed: ["mile"]),
        Filter(word: "Speed", listed: ["miles_per_hour", "knot"], notListed: ["metre meter"]),
    ]

    @Test(arguments: filters)
    func lists(_ filter: Filter) throws {
        let text = try #require(UnitListing.text(for: filter.word, table: .standard, width: 100))
        let firstColumns = text.split(separator: "\n").filter { $0.hasPrefix("  ") }.map {
            $0.dropFirst(2).components(separatedBy: "  ")[0]
        }
        for name in filter.listed { #expect(firstColumns.contains(name), "\(name)") }
        for name in filter.notListed { #expect(!firstColumns.contains(name), "\(name)") }
    }

    @Test func nothingFound() {
        #expect(UnitListing.text(for: "zzz", table: .standard, width: 80) == nil)
    }

    /// Sections are titled, and their rows fit the terminal at any width (a definition is cut
    /// with `…`).
    @Test(arguments: [40, 80, 132])
    func fitsTheWidth(_ width: Int) throws {
        let text = try #require(UnitListing.text(for: "", table: .standard, width: width))
        #expect(text.hasPrefix("SI base units:\n  metre meter"))
        #expect(text.contains("\nLength:\n"))
        for line in text.split(separator: "\n") where line.hasPrefix("  ") && width >= 80 {
            #expect(String(line).terminalColumns < width, "\(line)")
        }
    }

    @Test func aDimensionListingIsExact() throws {
        let text = try #require(UnitListing.text(for: "speed", table: .standard, width: 80))
        #expect(
            text == """
                Speed:
                  miles_per_hour       mph  mile/h  speed
                  knot                 kn   nmi/h   speed
                  kilometres_per_hour  kph  km/h    speed

                """)
    }

    struct Help: CustomTestStringConvertible, Sendable {
        let spelling: String
        let text: String?
        var testDescription: String { spelling }
    }

    static let helps: [Help] = [
        Help(spelling: "km", text: "km: kilometre (prefix k on metre), 1000 m, length\n"),
        Help(spelling: "kilometres", text: "kilometres: kilometre (prefix kilo on metre), 1000 m, length\n"),
        Help(spelling: "GiB", text: "GiB: gibibyte (prefix Gi on byte), 8589934592 bit, information\n"),
        Help(
            spelling: "mph",
            text: "mph: miles_per_hour, 0.44704 m/s, speed\n  1 mph = mile/h\n  also written miles_per_hour\n"),
        Help(
            spelling: "ft",
            text: "ft: foot, 0.3048 m, length\n  1 ft = 12 inch\n  also written foot, feet\n"),
        Help(
            spelling: "deg",
            text:
                "deg: degree, ≈ 0.0174532925199433, dimensionless\n  1 deg = (pi/180) rad\n  also written degree, degrees, °\n"
        ),
        Help(
            spelling: "degC",
            text: """
                degC: degree_Celsius, a temperature scale: a degree is 1 K, its zero at 273.15 K, temperature
                  20 °C to K converts the point; a difference of two is in K
                  also written degree_Celsius, celsius, degrees_Celsius, °C

                """),
        Help(
            spelling: "°F",
            text: """
                °F: degree_Fahrenheit, a temperature scale: a degree is (5/9) K, its zero at 459.67 degR, temperature
                  20 °F to K converts the point; a difference of two is in K
                  also written degree_Fahrenheit, fahrenheit, degrees_Fahrenheit, degF

                """),
        Help(
            spelling: "ton",
            text:
                "ton: not a unit calc knows: ambiguous: write tonne (1000 kg), short_ton (2000 lb) or long_ton (2240 lb)\n"
        ),
        Help(spelling: "sin", text: nil),
    ]

    @Test(arguments: helps)
    func explains(_ help: Help) {
        #expect(UnitHelp.describe(help.spelling, table: .standard) == help.text)
    }

    /// `:help units` fits an 80-column terminal and points at `:units` and the reference.
    @Test func thePageOnQuantities() {
        for line in UnitHelp.page.split(separator: "\n") { #expect(String(line).terminalColumns < 80, "\(line)") }
        #expect(UnitHelp.page.contains(":units length"))
        #expect(UnitHelp.page.contains("docs/units.md"))
    }

    /// A user's units (`unit furlong = 220 yd`, `unit USD`) are listed under "User units",
    /// found by name and dimension, explained, and offered by completion.
    @Test func userUnits() throws {
        var table = UnitTable.standard
        try table.define("furlong", as: "220 yd")
        try table.declareBase("USD")
        try table.define("EUR", as: "1.08 USD")
        let all = try #require(UnitListing.text(for: "", table: table, width: 80))
        #expect(
            all.contains(
                "\nUser units:\n  furlong  -  220 yd    length\n  USD      -  [USD]     USD\n  EUR      -  1.08 USD  USD\n"
            ))
        let found = try #require(UnitListing.text(for: "furlong", table: table, width: 80))
        #expect(found == "User units:\n  furlong  -  220 yd  length\n")
        let money = try #require(UnitListing.text(for: "USD", table: table, width: 80))
        #expect(money == "User units:\n  USD  -  [USD]     USD\n  EUR  -  1.08 USD  USD\n")
        #expect(
            UnitHelp.describe("furlong", table: table)
                == "furlong: furlong, 201.168 m, length\n  1 furlong = 220 yd\n")
        #expect(table.completionSpellings.contains("furlong"))
        #expect(!UnitTable.standard.completionSpellings.contains("furlong"))
    }
}
