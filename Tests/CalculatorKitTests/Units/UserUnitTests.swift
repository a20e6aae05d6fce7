import Testing

@testable import CalculatorKit

/// The `unit` statement's table side: a new base dimension, units defined by expressions, and
/// refusals that leave the table as it was.
struct UserUnitTests {
    @Test func baseDimensionAndRates() throws {
        var table = UnitTable.standard
        try table.declareBase("USD")
        try table.define("EUR", as: "1.08 USD")
        let eur = try #require(table.unit(named: "EUR"))
        #expect(eur.dimension == Dimension(.custom("USD")))
        #expect(eur.dimension.description == "USD")
        #expect(try eur.factor.rational.fraction() == "27/25")
        #expect(table.sections.last?.title == UnitTable.userSection)
        // The standard table is a value: it did not change.
        #expect(UnitTable.standard.unit(named: "USD") == nil)
    }

    /// Copies of a table are values: one adds in place (the last version of their store), the
    /// other, no longer the last, copies what it sees before it adds (issue 48: the copy per
    /// statement made definitions quadratic; it is made now only where two tables diverge).
    @Test func copiesDiverge() throws {
        var first = UnitTable.standard
        try first.define("furlong", as: "220 yd")
        var second = first
        try first.define("smoot", as: "67 inch")
        try second.define("fathom2", as: "6 ft")
        try second.define("smoot", as: "1 m")
        #expect(first.unit(named: "smoot")?.factor.description == "8509/5000")
        #expect(second.unit(named: "smoot")?.factor.description == "1")
        #expect(first.unit(named: "fathom2") == nil)
        if case .unit? = first.lookUp("kfathom2") { Issue.record("a copy's unit in the other table") }
        #expect(second.unit(named: "furlong") != nil)
        #expect(first.units.count + 1 == second.units.count)
        #expect(first.sections.last?.units.count == 2)
        #expect(second.sections.last?.units.count == 3)
        #expect(first.userStatements == ["unit furlong = 220 yd", "unit smoot = 67 inch"])
        #expect(UnitTable.standard.unit(named: "furlong") == nil)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var expression: String
        /// The factor, or `error: MESSAGE`.
        var expected: String
        var testDescription: String { "\(name) = \(expression)" }
    }

    static let cases: [Case] = [
        Case(name: "furlong", expression: "220 yd", expected: "25146/125"),
        Case(name: "smoot", expression: "67 inch", expected: "8509/5000"),
        Case(name: "fps", expression: "ft/s", expected: "381/1250"),
        Case(name: "mpg", expression: "mile/gal", expected: "48000000000/112903"),
        // A user's unit may take a spelling of calc's (issue 43), never a refused name's.
        Case(name: "m", expression: "2 ft", expected: "381/625"),
        Case(
            name: "ton", expression: "2 ft",
            expected: "error: units.def:1:1: error: 'ton' is already defined on line 142"),
        Case(name: "x", expression: "2 parsnip", expected: "error: units.def:1:3: error: unknown unit 'parsnip'"),
        Case(
            name: "y", expression: "3 ton",
            expected: "error: units.def:1:3: error: 'ton' is not a unit calc knows"),
        // The definition is an expression of the language (issue 43).
        Case(name: "e2", expression: "0.5 km + 1 m", expected: "501"),
        Case(name: "b2", expression: "sqrt(4) m", expected: "2"),
        Case(name: "ly2", expression: "2 lightyear", expected: "18921460945161600"),
        Case(
            name: "two words", expression: "1 m",
            expected: "error: units.def:1:1: error: 'two words' cannot name a unit"),
    ]

    @Test(arguments: cases)
    func define(_ c: Case) {
        var table = UnitTable.standard
        let count = table.units.count
        do {
            try table.define(c.name, as: c.expression)
            #expect(table.unit(named: c.name)?.factor.description == c.expected)
        } catch {
            #expect("error: \(error)" == c.expected)
            #expect(table.units.count == count, "a refused definition changed the table")
        }
    }
}
