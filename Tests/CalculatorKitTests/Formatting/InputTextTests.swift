import CalculatorKit
import Testing

/// `ValueFormat.inputText(for:)`: a value as input that reads back as the same value, which is
/// how `:save` writes a variable.
struct InputTextTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var value: Value
        var precision = 15
        var text: String
        var testDescription: String { "\(text) (precision \(precision))" }
    }

    static let cases: [Case] = [
        // An exact number as `p/q`, an integer as itself, whatever the precision.
        Case(value: .number(Number(numerator: 1, denominator: 3)!), text: "1/3"),
        Case(value: .number(Number(numerator: -5, denominator: 4)!), precision: 3, text: "-5/4"),
        Case(value: .number(Number(7)), text: "7"),
        // A `Double` with 15, 16 or 17 digits, the fewest that read back as it.
        Case(value: .float(0.1), text: "0.1"),
        Case(value: .float(0.1 + 0.2), text: "0.30000000000000004"),
        Case(value: .float(1.0 / 3), text: "0.3333333333333333"),
        Case(value: .float(1e20), text: "1e20"),
        Case(value: .float(-0.0), text: "0"),
        Case(value: .float(.infinity), text: "inf"),
        Case(value: .float(-.infinity), text: "-inf"),
        Case(value: .float(.nan), text: "nan"),
        // A `Double` ignores the format's precision: it needs its own digits to read back.
        Case(value: .float(0.1 + 0.2), precision: 3, text: "0.30000000000000004"),
    ]

    @Test(arguments: cases)
    func inputText(_ testCase: Case) {
        #expect(ValueFormat(precision: testCase.precision).inputText(for: testCase.value) == testCase.text)
    }

    /// An approximation keeps ten digits more than the format shows.
    @Test func anApproximationKeepsTenDigitsMore() throws {
        let root = try CalculatorBrain().evaluateValue("sqrt(2)")
        #expect(ValueFormat().inputText(for: root) == "1.414213562373095048801689")
        #expect(ValueFormat(precision: 5).inputText(for: root) == "1.4142135623731")
    }

    /// What it writes, calc reads back as the same value: exact numbers in exact arithmetic,
    /// `Double`s in IEEE arithmetic.
    @Test(arguments: [
        "1/3", "2^100 + 1/7", "-5/4", "0", "10^-30",
    ])
    func exactNumbersReadBack(_ source: String) throws {
        let brain = CalculatorBrain()
        let value = try brain.evaluateValue(source)
        #expect(try brain.evaluateValue(ValueFormat().inputText(for: value)) == value)
    }

    @Test(arguments: [
        0.1, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 1e-300, .leastNonzeroMagnitude, 1.7976931348623157e308, 123_456.789e10, -2.5,
    ])
    func doublesReadBack(_ double: Double) throws {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .ieee))
        #expect(try brain.evaluate(ValueFormat().inputText(for: .float(double))) == double)
    }
}
