import CalculatorTestSupport
import Testing

@testable import CalculatorKit

/// The constants file: it parses and reduces, the library embeds its current text, the
/// reference is generated from it, and broken lines are errors at their line and column.
struct ConstantFileTests {
    @Test func everyConstantParsesAndReduces() throws {
        let definitions = try PhysicalConstants.Definitions(parsing: ConstantDefinitions.text)
        let reduced = try PhysicalConstants.Reduced(definitions, units: .standard)
        #expect(definitions.constants.count == 47)
        #expect(reduced.values.count == definitions.constants.count)
        for (constant, value) in zip(definitions.constants, reduced.values) {
            #expect(!constant.summary.isEmpty, "\(constant.name)")
            // A constant is shown in its unit: a quantity there, or a number for `1`.
            if constant.unitText == "1" {
                #expect(value.number != nil, "\(constant.name)")
            } else {
                #expect(value.quantity != nil, "\(constant.name)")
            }
        }
    }

    /// Each definition is a statement of the language as well: evaluated as one, in its unit, it
    /// shows the constant's value.
    @Test func definitionsAreStatements() throws {
        let brain = CalculatorBrain()
        let format = ValueFormat()
        for constant in PhysicalConstant.all {
            let source =
                constant.unit == "1" ? constant.definitionText : "(\(constant.definitionText)) to \(constant.unit)"
            let value = try brain.evaluateValue(source)
            #expect(format.string(for: value) == format.string(for: constant.value), "\(constant.name): \(source)")
        }
    }

    /// `make units` regenerates the embedded copy.
    @Test func embeddedTextIsCurrent() throws {
        let file = try Fixtures.text(of: Fixtures.atRoot("data/constants.def"))
        #expect(
            file == ConstantDefinitions.text,
            "Sources/CalculatorKit/Constants/ConstantDefinitions+Text.swift is stale: run make units")
    }

    /// `make units` lists the names (ConstantDefinitions+Names.swift) that `isName` reads
    /// without parsing the file: those the Swift parser reads, in Swift's order, which its
    /// binary search needs.
    @Test func generatedNamesAreTheParsers() throws {
        let definitions = try PhysicalConstants.Definitions(parsing: ConstantDefinitions.text)
        #expect(ConstantDefinitions.names == definitions.index.keys.sorted())
        for name in definitions.index.keys { #expect(PhysicalConstants.isName(name), "\(name)") }
        #expect(!PhysicalConstants.isName("hecto") && !PhysicalConstants.isName("C"))
    }

    /// `make units` regenerates docs/constants.md.
    @Test func referenceIsCurrent() throws {
        let file = try Fixtures.text(of: Fixtures.atRoot("docs/constants.md"))
        #expect(file == ConstantReference.markdown(), "docs/constants.md is stale: run make units")
    }

    /// No constant's name is a unit's spelling, prefixed or not, but where the file says the
    /// constant wins (`hbar`, not the hectobar): a name means one thing.
    @Test func namesAreNoUnits() {
        let units = Set(UnitTable.standard.allSpellings.map(\.spelling))
        for constant in PhysicalConstant.all {
            for name in [constant.name] + constant.aliases {
                #expect(!units.contains(name), "\(name) is a unit's spelling too")
                #expect(OperationTable.standard.named(name) == nil, "\(name) is a built-in's name too")
            }
        }
        #expect(PhysicalConstants.isName("hbar"))
        #expect(UnitTable.standard.lookUp("hbar") == nil)
        #expect(UnitTable.standard.lookUp("hectobar") != nil)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var text: String
        var error: String
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(
            id: "fields", text: "c | m/s | 299792458 m/s",
            error: "constants.def:1:1: error: expected 4 fields between '|' (names | unit | definition | uncertainty)"),
        Case(
            id: "no unit", text: "c |  | 299792458 m/s | exact",
            error: "constants.def:1:4: error: expected the unit the value is shown in"),
        Case(
            id: "unknown unit", text: "c | m/s | 299792458 m/ss | exact",
            error: "constants.def:1:23: error: unknown unit 'ss'"),
        Case(
            id: "dimension", text: "c | m/s | 299792458 m | exact",
            error: "constants.def:1:1: error: the definition is length, the unit speed"),
        Case(
            id: "name twice", text: "c | m/s | 299792458 m/s | exact\nc | m | 1 m | exact",
            error: "constants.def:2:1: error: 'c' names an earlier constant"),
        Case(
            id: "no uncertainty", text: "c | m/s | 299792458 m/s |  ",
            error: "constants.def:1:26: error: expected exact or the uncertainty"),
    ]

    @Test(arguments: cases)
    func brokenLines(_ c: Case) {
        do {
            let definitions = try PhysicalConstants.Definitions(parsing: c.text)
            _ = try PhysicalConstants.Reduced(definitions, units: .standard)
            Issue.record("no error")
        } catch {
            #expect(error.description == c.error)
        }
    }
}
