import Testing

@testable import CalculatorKit

/// The definitions' expression grammar: products, quotients, juxtaposition, integer and
/// rational powers, parentheses, exact decimals and π, reduced against the standard table.
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
        Case(text: "1/1000 kg", expected: "1/1000 mass"),  // left to right: (1/1000)·kg
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
        Case(text: "180/pi deg", expected: "1 dimensionless"),  // π cancels exactly
        Case(text: "km/h", expected: "5/18 speed"),
        Case(text: "J/°C", expected: "1 length^2*mass/(time^2*temperature)"),  // a scale counts as its difference
        Case(text: "GiB/s", expected: "8589934592 data rate"),
    ]

    @Test(arguments: cases)
    func reduce(_ c: Case) throws {
        let result = try UnitExpression.reduce(c.text, in: .standard, line: 1, column: 1)
        #expect("\(result.factor) \(result.dimension)" == c.expected)
    }
}
