import CalculatorKit
import Testing

/// Rational powers of quantities (issue 30: "rational exponents allowed: `sqrt(4 m^2)` is
/// `2 m`"): a dimension's exponents are rational, and so are a unit's powers. Exact where the
/// root is; a unit whose factor has no exact root goes to its base units first.
struct QuantityPowerTests {
    static let results: [(String, String)] = [
        ("(4 m^2)^(1/2)", "2 m"),
        ("(2 m)^(1/2)", "1.4142135623731 m^(1/2)"),
        ("(8 m^3)^(1/3)", "2 m"),
        ("(1 m)^0.5", "1 m^(1/2)"),
        ("(2 m)^0.5", "1.4142135623731 m^(1/2)"),
        ("(4 m)^(1/2)", "2 m^(1/2)"),
        ("(4 m)^(-1/2)", "0.5 m^(-1/2)"),
        ("(9 m^2/s^2)^(1/2)", "3 m/s"),
        ("(4 km^2)^(1/2)", "2 km"),
        ("(2 km)^(1/2)", "44.7213595499958 m^(1/2)"),
        ("sqrt(4 m^2)", "2 m"),
        ("sqrt(2 m)", "1.4142135623731 m^(1/2)"),
        ("sqrt(2 m) * sqrt(2 m) to m", "2 m"),
        ("(16 m^4)^(1/4) to frac", "2 m"),
        ("(2 m)^2", "4 m^2"),
        ("(2 m)^-1", "0.5 m^-1"),
        ("(2 m)^0", "1"),
        // Read back as calc prints it: the power belongs to the unit.
        ("1.4142135623731 m^(1/2)", "1.4142135623731 m^(1/2)"),
        ("2 m^(1/2) * 2 m^(1/2)", "4 m"),
        ("3 s^(-3/2)", "3 s^(-3/2)"),
        ("2 m^(2)", "2 m^2"),
        // Not an exponent of the unit: the power of the quantity, as before.
        ("(1 m)^(1+1)", "1 m^2"),
        // A unit whose factor is 1 takes any root in its own unit (every root of 1 is exact).
        ("1 s^(1/3)", "1 s^(1/3)"),
        ("2 s^.62 * 3 s^.38", "6 s"),
        // A decimal power belongs to the unit as an integer one does: `3 s^0.5` as `3 s^2`.
        ("3 s^0.5", "3 s^(1/2)"),
        ("2 m^2.0", "2 m^2"),
        ("2 m^-0.25", "2 m^(-1/4)"),
        ("2 m^(0.5/2)", "2 m^(1/4)"),
        ("1 m^(1/2) to m^0.5", "1 m^(1/2)"),
        ("(2 m)^0.5 * (2 m)^0.5", "2 m"),
    ]

    @Test(arguments: results)
    func result(_ source: String, _ expected: String) {
        #expect(QuantityTests.shown(source) == expected)
    }

    /// Exact where the root is exact.
    @Test(arguments: ["(4 m^2)^(1/2)", "(8 m^3)^(1/3)", "(1 m)^0.5", "(9/4 m^2)^(1/2)"])
    func exactRoots(_ source: String) throws {
        let value = try CalculatorBrain().evaluateValue(source)
        #expect(value.quantity?.number.isExact == true)
    }

    static let errors: [(String, String, Int)] = [
        ("(2 m)^sqrt(2)", "a quantity's power must be an exact fraction: m^…", 6),
        ("(2 m)^(1 m)", "an exponent takes no unit: m (length)", 6),
        // Found by the fuzzer: a denominator of 10^15 once overflowed the exponent's check.
        ("6 s^.62 s^.626626662607015", "a unit's power is too fine: ^0.626626662607015", 10),
        ("1 m^(1/1000001)", "a unit's power is too fine: ^9.99999000001e-7", 4),
        ("(20 °C)^(1/2)", "cannot raise a temperature on the °C scale", 8),
    ]

    @Test(arguments: errors)
    func error(_ source: String, _ message: String, _ column: Int) {
        let error = CalculatorBrain().execute(source).last?.error
        #expect(error?.message == message)
        #expect(error?.range.column == column)
    }

    /// A root's dimension is the dimension's root.
    @Test func dimensionOfARoot() throws {
        let value = try CalculatorBrain().evaluateValue("(2 m)^(1/2)")
        let exponents = value.quantity?.dimensionExponents.map { "\($0.name)^\($0.numerator)/\($0.denominator)" }
        #expect(exponents == ["length^1/2"])
    }
}
