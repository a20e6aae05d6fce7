import CalculatorKit
import Testing

/// Temperatures by pint's rules: `°C` and `°F` are scales whose zero is not the kelvin's, so a
/// temperature on them is a point; a sign before the number belongs to it; points convert with
/// their zeros, differences are in K or `delta_degC`/`delta_degF`; inside a compound unit a
/// scale is its difference. Exact throughout.
struct TemperatureTests {
    static let results: [(String, String)] = [
        // The examples.
        ("20 °C to °F", "68 °F"),
        ("-40 °F", "-40 °F"),
        ("-40 °F to °C", "-40 °C"),
        // A sign written before a number joined to its scale is the number's.
        ("-(20 °C)", "-20 °C"), ("(-20 °C) + 5 K", "-15 °C"), ("-273.15 °C to K", "0 K"),
        ("20 °C - 10 °C to K", "10 K"),
        ("20 °C to K", "293.15 K"),
        ("0 K to °C", "-273.15 °C"),
        ("98.6 degF to degC", "37 degC"),
        // Exact: `to frac` shows the fraction a conversion made.
        ("1 °C to °F to frac", "(169/5) °F"),
        ("20 degC to K to frac", "(5863/20) K"),
        ("0 °F to °C to frac", "(-160/9) °C"),
        // A point and a difference.
        ("20 °C + 5 K", "25 °C"),
        ("20 °C - 5 K", "15 °C"),
        ("20 °C + 9 delta_degF", "25 °C"),
        ("5 K + 20 °C", "25 °C"),
        ("32 °F + 10 delta_degC", "50 °F"),
        ("68 °F - 20 °C", "0 K"),
        ("212 °F - 32 °F to delta_degF", "180 delta_degF"),
        // Comparisons, min and max compare the points.
        ("0 °C < 33 °F", "1"),
        ("0 °C == 32 °F", "1"),
        ("max(0 °C, 30 °F)", "0 °C"),
        ("300 K > 20 °C", "1"),
        // A sign, abs, round keep the scale.
        ("-(20 °C)", "-20 °C"),
        ("round(20.4 °C)", "20 °C"),
        // Inside a compound unit a scale is its difference.
        ("1 J/°C to J/K", "1 J/K"),
        ("2 J/°F to J/K", "3.6 J/K"),
        ("4 J/°C * 5 °C", "error: cannot multiply a temperature on the °C scale"),
        ("4 J/°C * 5 delta_degC to J", "20 J"),
        // Written without the space, and in ASCII.
        ("20°C", "20 °C"),
        ("20 celsius to fahrenheit", "68 fahrenheit"),
        // The degree of angle.
        ("sin(30°)", "0.5"),
        ("90° to rad", "1.5707963267949 rad"),
        ("90°", "90 °"),
    ]

    @Test(arguments: results)
    func result(_ source: String, _ expected: String) {
        #expect(QuantityTests.shown(source) == expected)
    }

    struct Failing: Sendable, CustomTestStringConvertible {
        var source: String
        var message: String
        var column: Int
        var note: String
        var testDescription: String { source }
    }

    static let errors: [Failing] = [
        Failing(
            source: "20 °C + 10 °C", message: "cannot add two temperatures, °C and °C", column: 7,
            note: "to add a difference, write it as one: 20 °C + 10 delta_degC"),
        Failing(
            source: "2 * (20 °C)", message: "cannot multiply a temperature on the °C scale", column: 3,
            note: "write the temperature in K (293.15 K), or a difference as 20 delta_degC"),
        Failing(
            source: "2 * °C", message: "cannot multiply a temperature on the °C scale", column: 3,
            note: "for a temperature, write 2 °C, without '*'; for a difference, 2 delta_degC"),
        Failing(
            source: "50 °F / 2", message: "cannot divide a temperature on the °F scale", column: 7,
            note: "write the temperature in K (283.15 K), or a difference as 50 delta_degF"),
        Failing(
            source: "(20 °C)^2", message: "cannot raise a temperature on the °C scale", column: 8,
            note: "write the temperature in K (293.15 K), or a difference as 20 delta_degC"),
        Failing(
            source: "5 K - 20 °C", message: "cannot subtract a temperature, °C, from a difference", column: 5,
            note: "a difference less a temperature measures nothing; write both as differences"),
        Failing(
            source: "20 °C + 1 m", message: "cannot add °C (temperature) and m (length)", column: 7, note: ""),
        Failing(
            source: "1 °C to °C+K", message: "a temperature on the °C scale cannot be shown as a sum", column: 9,
            note: ""),
        // The note uses the user's own number, not a fixed one.
        Failing(
            source: "25 °C + 2 °C", message: "cannot add two temperatures, °C and °C", column: 7,
            note: "to add a difference, write it as one: 25 °C + 2 delta_degC"),
        // A sign, a size or a percent of a point depends on where its scale puts zero (issue 48).
        Failing(
            source: "-10 °C + 10%", message: "cannot take a percent of a temperature on the °C scale", column: 8,
            note: "write the temperature in K (263.15 K), or a difference as -10 delta_degC"),
        Failing(
            source: "abs(-20 °C)", message: "cannot take 'abs' of a temperature on the °C scale", column: 1,
            note: "write the temperature in K (253.15 K), or a difference as -20 delta_degC"),
        Failing(
            source: "x = 20 °C; -x", message: "cannot negate a temperature on the °C scale", column: 12,
            note: "write the temperature in K (293.15 K), or a difference as 20 delta_degC"),
        Failing(
            source: "-500 °C to K", message: "-500 °C is below absolute zero (-273.15 °C)", column: 9, note: ""),
        Failing(
            source: "5 °Q", message: "unknown name '°Q'", column: 3,
            note: "° alone is the degree of angle (30°); °C, °F and °R are temperatures"),
    ]

    @Test(arguments: errors)
    func error(_ failing: Failing) {
        let error = CalculatorBrain().execute(failing.source).last?.error
        #expect(error?.message == failing.message)
        #expect(error?.range.column == failing.column)
        #expect((error?.note ?? "") == failing.note)
    }
}
