import CalculatorKit
import Testing

/// Units as people type them (issue 44): a mistyped unit is refused with the unit meant (case
/// only, a plural, the nearest spelling); a number and unit followed by more of its dimension is a
/// sum (`5 ft 11 inch`, `1h30min`); a fraction written tight before a unit is that fraction of it
/// (`1/2 cup`), with a note.
struct UnitsAsTypedTests {
    static func shown(_ source: String, _ brain: CalculatorBrain = CalculatorBrain()) -> String? {
        guard let last = brain.execute(source).last else { return nil }
        if let error = last.error { return "error: \(error.message)" + (error.note.map { "; \($0)" } ?? "") }
        return ValueFormat(brain.options).text(of: last)?.text
    }

    static let results: [(String, String)] = [
        // Did you mean: refused, with the unit meant.
        ("10 lbs", "error: unknown name 'lbs'; did you mean 'lb'?"),
        ("12 Km", "error: unknown name 'Km'; did you mean 'km'?"),
        ("5 kwh", "error: unknown name 'kwh'; did you mean 'kWh'?"),
        ("3 Kg", "error: unknown name 'Kg'; did you mean 'kg'?"),
        ("50 hz", "error: unknown name 'hz'; did you mean 'Hz'?"),
        ("1 metr", "error: unknown name 'metr'; did you mean 'metre'?"),
        ("6 feets", "error: unknown name 'feets'; did you mean 'feet'?"),
        ("1 m to fet", "error: unknown unit 'fet'; did you mean 'ft'?"),
        ("1 m to Km", "error: unknown unit 'Km'; did you mean 'km'?"),
        // A name near a format stays an unknown format, and a name no unit is near no unit.
        (
            "255 to hxe",
            "error: unknown format 'hxe'; did you mean 'hex'? the formats are hex, bin, oct, frac, dec, sci, polar, rect or %"
        ),
        ("foo", "error: unknown name 'foo'"),
        ("PI", "error: unknown name 'PI'; did you mean 'pi'?"),
        // Sums as written: the first unit's, one operand.
        ("1 h 30 min", "1.5 h"),
        ("1 h 30 min to min", "90 min"),
        ("1h30min to min", "90 min"),
        ("1h30min15s to s", "5415 s"),
        ("5 ft 11 inch to cm", "180.34 cm"),
        ("5ft11inch to cm", "180.34 cm"),
        ("6 ft 2 in to cm", "187.96 cm"),
        ("2 lb 3 oz to oz", "35 oz"),
        ("3 * 1 h 30 min", "4.5 h"),
        ("2 m 3 s", "error: missing operator between 'm' and '3'"),
        // A unit joined to the last one makes the sum one of two dimensions: an error, not a crash.
        ("1 h 30 min s", "error: cannot add h (time) and min*s (time^2)"),
        ("20 °C 5 K", "error: missing operator between '°C' and '5'"),
        // A tight fraction before a unit.
        ("1/2 cup + 1/4 cup", "0.75 cup"),
        ("3/4 inch to mm", "19.05 mm"),
        ("1 / 2 m", "0.5 m^-1"),
        ("x = 2; x/2 m", "1 m^-1"),
        ("6/2(1+2)", "9"),
        // Reciprocal dimensions convert by the reciprocal; the everyday ratios are units.
        ("30 mpg to L/100km", "7.84048611111111 L/100km"),
        ("7.84048611111111 L/100km to mpg", "30 mpg"),
        ("30 mpg to L/100km to frac", "(112903/14400) L/100km"),
        ("2 s to Hz", "0.5 Hz"),
        ("0 s to Hz", "error: cannot convert s (time) to Hz (frequency)"),
        ("0.25 to percent", "25 percent"),
        ("5 ppm to ppb", "5000 ppb"),
        ("1 therm to MJ", "105.5056 MJ"),
        ("20 kn to km/h", "37.04 km/h"),
        ("1 h to 100s", "36 100s"),
        // Named results: a product of base units that arithmetic made, in its named unit.
        ("70 kg * 9.81 m/s^2", "686.7 N"),
        ("1/(2 Hz)", "0.5 s"),
        ("2 kg * 3 m^2/s^2", "6 J"),
        ("x = 2 A * 3 s; x", "6 C"),
        ("1/(2 ohm)", "0.5 S"),
        ("5 kg*m/s^2 + 1 N", "6 N"),
        // When in doubt, the user's units: not a prefixed or other unit, not torque, not as written.
        ("3 kW * 2 h", "6 kW*h"),
        ("3 N * 2 m", "6 N*m"),
        ("5 kg*m/s^2", "5 kg*m/s^2"),
        ("1 kg/(m*s^2)", "1 kg/(m*s^2)"),
        ("1/(2 s)", "0.5 s^-1"),
        ("10 m / 2 s", "5 m/s"),
        ("70 kg * 9.81 m/s^2 to kN", "0.6867 kN"),
    ]

    @Test(arguments: results)
    func result(_ source: String, _ expected: String) {
        #expect(Self.shown(source) == expected, "\(source)")
    }

    /// The API converts as `to` does, across reciprocal dimensions too, and suggests the unit meant.
    @Test func api() throws {
        let economy = try CalculatorBrain().evaluateValue("30 mpg")
        #expect(try economy.converted(to: "L/100km").description == "7.84048611111111 L/100km")
        #expect(try CalculatorBrain().evaluateValue("5ft11inch to cm").description == "180.34 cm")
        #expect(throws: CalculatorError.self) { try economy.converted(to: "fet") }
        do {
            _ = try CalculatorBrain().evaluateValue("1 m").converted(to: "fet")
        } catch {
            #expect(error.message == "unknown unit 'fet'")
            #expect(error.note == "did you mean 'ft'?")
        }
    }

    /// The contested readings say which one calc took.
    @Test func notes() {
        let fraction = CalculatorBrain().execute("1/2 cup").last
        #expect(fraction?.notes.map(\.message) == ["read as (1/2) cup; for 1/(2 cup) write the parentheses"])
        let spaced = CalculatorBrain().execute("1 / 2 m").last
        #expect(spaced?.notes.map(\.message) == ["read as 1/(2 m); for (1/2) m write the parentheses"])
    }
}
