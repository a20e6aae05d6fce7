import CalculatorKit
import Testing

/// The right side of `to` as a full unit expression: parentheses (`kg/(m*s^2)`), a leading `1/`
/// (`1/s`), rational powers (`m^(1/2)`); and every unit calc prints reads back, after a number
/// and after `to`.
struct ConversionTargetTests {
    static let results: [(String, String)] = [
        ("1 Pa to kg/(m*s^2)", "1 kg/(m*s^2)"),
        ("5 Hz to 1/s", "5 s^-1"),
        ("5 Hz to 1/(s)", "5 s^-1"),
        ("5 s^-1 to 1/s to Hz", "5 Hz"),
        ("1 J/(kg*K) to J/(kg*K)", "1 J/(kg*K)"),
        ("4184 J/(kg*K) to kcal/(kg*K)", "1 kcal/(kg*K)"),
        ("2 m^2 to (cm)^2", "20000 cm^2"),
        ("1 m/s to (km/h)", "3.6 km/h"),
        ("9 m^2/s^2 to (km/h)^2", "116.64 km^2/h^2"),
        ("1 m^3 to cm^(3)", "1000000 cm^3"),
        ("1 m^(1/2) to m^(1/2)", "1 m^(1/2)"),
        ("1 W to kg*m^2/s^3", "1 kg*m^2/s^3"),
        ("1 Hz to 1/(min)", "60 min^-1"),
        ("3 mol/L to mol/(m^3)", "3000 mol/m^3"),
        // A format still stands alone, and ends the target before an operator.
        ("255 to hex", "0xff"),
        ("255 m to hex", "0xff m"),
    ]

    @Test(arguments: results)
    func result(_ source: String, _ expected: String) {
        #expect(QuantityTests.shown(source) == expected)
    }

    static let errors: [QuantityFailure] = [
        QuantityFailure(source: "1 Pa to kg/(m*s^2", message: "expected ')' to close the '(' of the unit", column: 18),
        QuantityFailure(source: "1 Pa to kg/(m s^2)", message: "expected ')' to close the '(' of the unit", column: 15),
        QuantityFailure(source: "255 to hex * (2)", message: "expected a unit, found '2'", column: 15),
        QuantityFailure(source: "255 to hex + 1", message: "unexpected '+'", column: 12),
        QuantityFailure(source: "5 to 1", message: "expected a format after 'to', found '1'", column: 6),
        QuantityFailure(
            source: "1 Pa to kg/(m*hex)", message: "the format 'hex' cannot be part of an expression", column: 15),
        QuantityFailure(source: "1 Pa to 1/kg", message: "cannot convert Pa (pressure) to kg^-1 (1/mass)", column: 6),
        QuantityFailure(source: "1 m to (ft+inch)", message: "expected ')' to close the '(' of the unit", column: 11),
    ]

    @Test(arguments: errors)
    func error(_ failing: QuantityFailure) {
        failing.check()
    }

    /// Results whose units calc prints in every shape it has: one unit, products, quotients,
    /// a denominator of several units, nothing above the line, rational powers, prefixes,
    /// temperatures inside a compound unit, a user's unit.
    static let printed = [
        "10 m / 2 s", "1/(2 s)", "3 N * 2 m", "1 Pa to kg/(m*s^2)", "5 Hz to 1/s", "4184 J/(kg*K)",
        "2 kg*m^2/s^3", "1 W/(m^2*K)", "3 mol/(L*s)", "(2 m)^(1/2)", "(2 m)^(-3/2)", "sqrt(2 m) / 1 s",
        "60 mph to m/s", "1 km/h^2", "5 kWh / 2 h", "3 GiB / 1 s", "2 J/°C", "1 m^3 / 1 s^2 / 1 kg",
        "(8 cm^3)^(1/3)", "1 / (2 m^2 * 3 kg)", "1 furlong/fortnight",
    ]

    /// The unit text of each result, read back both ways: `1 TEXT` is one of that unit, and the
    /// result `to TEXT` shows the same.
    @Test(arguments: printed)
    func printedUnitsReadBack(_ source: String) throws {
        let brain = CalculatorBrain()
        _ = brain.execute("unit furlong = 220 yd; unit fortnight = 14 day")
        let result = try #require(brain.execute(source).last)
        #expect(result.error == nil, "\(source)")
        let unit = try #require(result.presentation.unitText ?? result.value?.quantity?.unitText, "\(source)")
        let shown = try #require(ValueFormat(brain.options).text(of: result)?.text)
        let again = try #require(brain.execute("1 \(unit)").last)
        #expect(again.error == nil, "1 \(unit)")
        #expect(again.value?.quantity?.unitText == unit, "1 \(unit)")
        #expect(ValueFormat(brain.options).text(of: again)?.text == "1 \(unit)")
        #expect(QuantityTests.shown("\(source) to \(unit)", brain) == shown, "\(source) to \(unit)")
        #expect(QuantityTests.shown("\(shown) to \(unit)", brain) == shown, "\(shown) to \(unit)")
    }
}
