import Testing

@testable import CalculatorKit

/// The unit spellings an editor is offered (issue 30): names and symbols, and the common
/// prefixes on the units that take them, not every prefix on every unit.
@Suite struct UnitCompletionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let prefix: String
        let expected: [String]
        var testDescription: String { prefix }
    }

    static let cases: [Case] = [
        Case(prefix: "mp", expected: ["mpg", "mph"]),
        Case(prefix: "mph", expected: ["mph"]),
        Case(prefix: "kilom", expected: ["kilometer", "kilometre", "kilometres_per_hour", "kilomolar", "kilomole"]),
        Case(prefix: "GiB", expected: ["GiB"]),
        Case(prefix: "kWh", expected: ["kWh"]),
        Case(prefix: "µm", expected: ["µm", "µmol"]),
        Case(prefix: "um", expected: ["um", "umol"]),
        Case(prefix: "Mpc", expected: ["Mpc"]),
        Case(prefix: "mpc", expected: []),  // milli-parsec: understood, not offered
        Case(prefix: "cJ", expected: []),  // centi on lengths and volumes only
        Case(prefix: "ton", expected: ["ton_TNT", "tonne"]),  // the refused `ton` is not offered
        Case(prefix: "Qm", expected: []),  // quetta: understood, not offered
        Case(
            prefix: "deg",
            expected: [
                "deg", "degC", "degF", "degR", "degree", "degree_Celsius", "degree_Fahrenheit", "degree_Rankine",
            ]),
    ]

    @Test(arguments: cases)
    func offers(_ example: Case) {
        #expect(CalculatorBrain().unitCompletions(forPrefix: example.prefix) == example.expected)
    }

    /// Short enough to read a prefix's matches: every prefix on every unit would be thousands.
    @Test func theListIsShort() {
        let all = CalculatorBrain().unitCompletions(forPrefix: "")
        #expect(all.count < 1200, "\(all.count)")
        #expect(UnitTable.standard.allSpellings.count > 3 * all.count)
        // Each offered spelling reads as a unit.
        for spelling in all { #expect(UnitTable.standard.lookUp(spelling) != nil, "\(spelling)") }
    }

    @Test func aVariableHidesAUnit() throws {
        let brain = CalculatorBrain()
        #expect(brain.isUnit("m"))
        _ = try brain.evaluate("m = 5")
        #expect(!brain.isUnit("m"))
        #expect(!brain.isUnit("sin"))
        #expect(brain.isUnit("km"))
    }

    /// The user's units are offered and known once a `unit` statement defines them.
    @Test func usersUnits() throws {
        let brain = CalculatorBrain()
        #expect(brain.unitCompletions(forPrefix: "furl") == [])
        #expect(!brain.isUnit("furlong"))
        _ = brain.execute("unit furlong = 220 yd")
        #expect(brain.unitCompletions(forPrefix: "furl") == ["furlong"])
        #expect(brain.isUnit("furlong"))
        #expect(brain.unitTable.sections.last?.title == UnitTable.userSection)
        #expect(brain.unitTable.lookUp("km") != nil)
    }
}
