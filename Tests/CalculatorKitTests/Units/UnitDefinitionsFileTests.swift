import CalculatorTestSupport
import Testing

@testable import CalculatorKit

/// The definitions file: it parses and reduces, the library embeds its current text, the
/// reference is generated from it, and broken lines are errors at their line and column.
struct UnitDefinitionsFileTests {
    @Test func everyDefinitionParsesAndReduces() throws {
        let table = try UnitTable(parsing: UnitDefinitions.text)
        #expect(table.units.count > 100)
        for unit in table.units {
            #expect(unit.factor.rational.isExact, "\(unit.name)")
            #expect(unit.factor.rational.sign > 0, "\(unit.name)")
        }
    }

    /// `make units` regenerates the embedded copy.
    @Test func embeddedTextIsCurrent() throws {
        let file = try Fixtures.text(of: Fixtures.atRoot("data/units.def"))
        #expect(
            file == UnitDefinitions.text,
            "Sources/CalculatorKit/Units/UnitDefinitions+Text.swift is stale: run make units")
    }

    /// `make units` regenerates docs/units.md.
    @Test func referenceIsCurrent() throws {
        let file = try Fixtures.text(of: Fixtures.atRoot("docs/units.md"))
        #expect(file == UnitReference.markdown(for: .standard), "docs/units.md is stale: run make units")
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var text: String
        var error: String
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(
            id: "fields", text: "metre | m | [length]",
            error: "units.def:1:1: error: expected 4 fields between '|' (names | symbols | prefixes | definition)"),
        Case(
            id: "prefixes", text: "metre | m | SI | [length]",
            error: "units.def:1:12: error: unknown prefixes 'SI': expected si, si+, bin or -"),
        Case(
            id: "unknown unit", text: "metre | m | si | [length]\nfurlong | - | - | 220 yard_",
            error: "units.def:2:23: error: unknown unit 'yard_'"),
        Case(id: "empty", text: "metre | m | si | ", error: "units.def:1:18: error: expected a definition"),
        Case(id: "no name", text: " | | si | [length]", error: "units.def:1:1: error: a unit needs a name or a symbol"),
        Case(
            id: "refused in a definition", text: "ton | - | - | ! no\nx | - | - | 2 ton",
            error: "units.def:2:15: error: 'ton' is not a unit calc knows"),
        Case(
            id: "parenthesis", text: "metre | m | si | [length]\nx | - | - | (2 m",
            error: "units.def:2:17: error: expected ')' to close '(' at 2:13"),
        Case(
            id: "irrational root", text: "metre | m | si | [length]\nx | - | - | (2 m)^(1/2)",
            error: "units.def:2:18: error: the power has no exact value, which a unit's factor needs"),
        Case(
            id: "zero", text: "metre | m | si | [length]\nkelvin | K | - | [temperature]\nx | - | - | K, zero at 1 m",
            error: "units.def:3:24: error: the zero is length, the scale temperature"),
        Case(
            id: "junk", text: "metre | m | si | [length]\nx | - | - | 2 m )",
            error: "units.def:2:17: error: unmatched ')'"),
    ]

    @Test(arguments: cases)
    func brokenLines(_ c: Case) {
        do {
            _ = try UnitTable(parsing: c.text)
            Issue.record("no error")
        } catch {
            #expect(error.description == c.error)
        }
    }

    /// Sections and their text come through for the reference.
    @Test func sections() {
        let titles = UnitTable.standard.sections.map(\.title)
        #expect(titles.first == "SI base units")
        #expect(titles.contains("Temperature"))
        let mass = UnitTable.standard.sections.first { $0.title == "Mass" }
        #expect(mass?.refused.map(\.names) == [["ton"], ["hundredweight"]])
    }
}
