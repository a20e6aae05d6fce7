import Testing

@testable import CalculatorKit

/// A definition is an expression of the language, read by the one parser and reduced exactly:
/// products, quotients, juxtaposition, integer and rational powers, parentheses, exact decimals,
/// π, sums of one dimension and functions with exact results, against the standard table.
struct UnitExpressionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        /// `FACTOR DIMENSION`.
        var expected: String
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        Case(text: "550 ft*lbf/s", expected: "37284993579113511/50000000000000 power"),
        Case(text: "kg m^2 / s^2", expected: "1 energy"),  // juxtaposition is a product
        // As in a statement, a unit binds tighter than `/` (1/(1000 kg)), but a tight fraction
        // is one of the unit.
        Case(text: "1 / 1000 kg", expected: "1/1000 1/mass"),
        Case(text: "1/1000 kg", expected: "1/1000 mass"),
        Case(text: "(1/1000) kg", expected: "1/1000 mass"),
        Case(text: "1/(m*s)", expected: "1 1/(length*time)"),
        Case(text: "m^-1", expected: "1 1/length"),
        Case(text: "(4 m^2)^(1/2)", expected: "2 length"),
        Case(text: "(8 m^3)^(2/3)", expected: "4 area"),
        Case(text: "s^(1/2)", expected: "1 time^(1/2)"),
        Case(text: "1.5e3 m", expected: "1500 length"),
        Case(text: "2.54e-2 m", expected: "127/5000 length"),
        Case(text: "0.000258 C/kg", expected: "129/500000 time*current/mass"),
        Case(text: "2 pi rad", expected: "2*pi dimensionless"),
        Case(text: "pi^2", expected: "1*pi^2 dimensionless"),
        Case(text: "(180/pi) deg", expected: "1 dimensionless"),  // π cancels exactly
        Case(text: "180/pi deg", expected: "32400/pi^2 dimensionless"),  // 180/(pi deg)
        Case(text: "km/h", expected: "5/18 speed"),
        Case(text: "J/°C", expected: "1 length^2*mass/(time^2*temperature)"),  // a scale counts as its difference
        Case(text: "GiB/s", expected: "8589934592 data rate"),
        Case(text: "0.5 km + 1 m", expected: "501 length"),
        Case(text: "1 km - 1 m", expected: "999 length"),
        Case(text: "sqrt(4) m", expected: "2 length"),
        Case(text: "sqrt(4 m^2)", expected: "2 length"),
        Case(text: "cbrt(27) m", expected: "3 length"),
        Case(text: "2 lightyear", expected: "18921460945161600 length"),
        Case(text: "tau rad", expected: "2*pi dimensionless"),
        Case(text: "pi rad + pi rad", expected: "2*pi dimensionless"),
        Case(text: "floor(7/2) m", expected: "3 length"),
        Case(text: "max(2, 3) s", expected: "3 time"),
        Case(text: "abs(-2) m", expected: "2 length"),
        Case(text: "-(-2 m)", expected: "2 length"),
        Case(text: "(50%) m", expected: "1/2 length"),
        Case(text: "(10^-3) m", expected: "1/1000 length"),
        Case(text: "10^3 * m", expected: "1000 length"),
        Case(text: "m^0.5 * m^0.5", expected: "1 length"),
        Case(text: "3! s", expected: "6 time"),
        Case(text: "0x10 m", expected: "16 length"),
        Case(text: "1e-30 m", expected: "1/1000000000000000000000000000000 length"),
    ]

    @Test(arguments: cases)
    func reduce(_ c: Case) throws {
        let result = try UnitExpression.reduce(c.text, in: .standard, line: 1, column: 1)
        #expect("\(result.factor) \(result.dimension)" == c.expected)
    }

    /// Errors point at their column of the line, as the parser's and the reducer's spans say.
    static let errors: [(text: String, error: String)] = [
        ("3 foo", "units.def:1:3: error: unknown unit 'foo'"),
        ("1 m + 1 s", "units.def:1:5: error: cannot add length and time"),
        ("sqrt(2) m", "units.def:1:1: error: the root has no exact value, which a unit's factor needs"),
        ("e m", "units.def:1:1: error: 'e' has no exact value, which a unit's factor needs"),
        ("1 rad + 1 deg", "units.def:1:7: error: the sum has no exact value, which a unit's factor needs"),
        ("10^-3 m", "units.def:1:4: error: a unit's power must be a fraction"),  // 10^(-(3 m))
        ("m^x", "units.def:1:3: error: unknown unit 'x'"),
        ("sin(2 m)", "units.def:1:5: error: 'sin' takes a number here"),
        ("if(1, 2, 3) m", "units.def:1:1: error: a unit's definition cannot use 'if'"),
        ("2i m", "units.def:1:2: error: a unit's definition cannot use 'i': a unit is a real amount"),
        ("0 m", "units.def:1:1: error: a unit must be more than zero"),
        ("-3 m", "units.def:1:1: error: a unit must be more than zero"),
        ("3 m to ft", "units.def:1:5: error: a unit's definition takes no conversion"),
        ("2; 3", "units.def:1:4: error: expected one expression of numbers and units"),
        ("x = 2", "units.def:1:1: error: expected one expression of numbers and units"),
        ("foo(2) m", "units.def:1:1: error: unknown function 'foo'"),
        ("sqrt(1, 2)", "units.def:1:1: error: sqrt takes 1 argument, got 2"),
        ("2 ton", "units.def:1:3: error: 'ton' is not a unit calc knows"),
        ("(2 m", "units.def:1:5: error: expected ')' to close '(' at 1:1"),
        ("2 m)", "units.def:1:4: error: unmatched ')'"),
    ]

    @Test(arguments: errors)
    func error(_ text: String, _ expected: String) {
        do throws(UnitDefinitionError) {
            _ = try UnitExpression.reduce(text, in: .standard, line: 1, column: 1)
            Issue.record("no error")
        } catch {
            #expect(error.description == expected)
        }
    }
}
