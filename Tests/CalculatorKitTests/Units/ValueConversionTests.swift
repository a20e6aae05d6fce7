import CalculatorNumbers
import Testing

@testable import CalculatorKit

/// `Value.converted(to:)` (issue 30): a quantity in another unit of its dimension, exact where
/// the units are, and errors at their column in the unit expression.
@Suite struct ValueConversionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let target: String
        /// The converted value as calc shows it, and its unit text.
        let text: String
        let unit: String?
        var testDescription: String { "\(source) → \(target)" }
    }

    static let cases: [Case] = [
        Case(source: "60 mph", target: "m/s", text: "26.8224 m/s", unit: "m/s"),
        Case(source: "1609.344 m", target: "mile", text: "1 mile", unit: "mile"),
        Case(source: "1 kg", target: "lb", text: "2.20462262184878 lb", unit: "lb"),
        Case(source: "2 kWh", target: "MJ", text: "7.2 MJ", unit: "MJ"),
        Case(source: "1 GiB", target: "MB", text: "1073.741824 MB", unit: "MB"),
        Case(source: "100 km/h", target: "km / h", text: "100 km/h", unit: "km/h"),
        Case(source: "1 L", target: "cm^3", text: "1000 cm^3", unit: "cm^3"),
        Case(source: "3 N * 2 m", target: "J", text: "6 J", unit: "J"),
        Case(source: "180 deg", target: "rad", text: "3.14159265358979 rad", unit: "rad"),
        Case(source: "0.5", target: "deg", text: "28.6478897565412 deg", unit: "deg"),
        Case(source: "5 km", target: "km", text: "5 km", unit: "km"),
        // Temperature points convert through their zeros, as `to` does.
        Case(source: "20 °C", target: "°F", text: "68 °F", unit: "°F"),
        Case(source: "0 K", target: "degC", text: "-273.15 degC", unit: "degC"),
        Case(source: "-40 degF", target: "°C", text: "-40 °C", unit: "°C"),
    ]

    @Test(arguments: cases)
    func converts(_ example: Case) throws {
        let brain = CalculatorBrain()
        let value = try brain.evaluateValue(example.source).converted(to: example.target)
        #expect(value.description == example.text)
        #expect(value.unitText == example.unit)
    }

    /// Exact units give an exact magnitude: 1 kg is 100000000/45359237 lb.
    @Test func exactWhereTheUnitsAre() throws {
        let pounds = try CalculatorBrain().evaluateValue("1 kg").converted(to: "lb")
        #expect(pounds.isExact)
        #expect(try pounds.number?.fraction() == "100000000/45359237")
        #expect(pounds.dimensionName == "mass")
        #expect(try CalculatorBrain().evaluateValue("60 mph").converted(to: "m/s").number?.fraction() == "16764/625")
    }

    struct Failing: CustomTestStringConvertible, Sendable {
        let source: String
        let target: String
        let message: String
        let column: Int
        var testDescription: String { "\(source) → \(target)" }
    }

    static let failures: [Failing] = [
        Failing(source: "1 kg", target: "m", message: "cannot convert kg (mass) to m (length)", column: 1),
        Failing(source: "60 mph", target: "kg", message: "cannot convert mph (speed) to kg (mass)", column: 1),
        Failing(source: "5", target: "m", message: "cannot convert a number to m (length)", column: 1),
        Failing(source: "5 m", target: "zorch", message: "unknown unit 'zorch'", column: 1),
        Failing(source: "5 m", target: "m/zorch", message: "unknown unit 'zorch'", column: 3),
        Failing(source: "1 kg", target: "ton", message: "'ton' is not a unit calc knows", column: 1),
        Failing(source: "255 m", target: "hex", message: "'hex' is a format, not a unit", column: 1),
        Failing(
            source: "5 m", target: "ft+inch", message: "ft+inch is a sum of units, which no single value holds",
            column: 1),
        Failing(source: "5 m", target: "m; 2", message: "expected one unit expression, as after to", column: 1),
        Failing(source: "5 m", target: "", message: "expected a unit expression", column: 1),
    ]

    @Test(arguments: failures)
    func fails(_ example: Failing) throws {
        let value = try CalculatorBrain().evaluateValue(example.source)
        let error = #expect(throws: CalculatorError.self) { try value.converted(to: example.target) }
        #expect(error?.message == example.message)
        #expect(error?.range.column == example.column)
    }

    @Test func aDoubleHasNoUnits() {
        let error = #expect(throws: CalculatorError.self) { try Value.float(1).converted(to: "m") }
        #expect(error?.message == "units need exact arithmetic")
    }

    /// The brain converts with its own units, the user's too; `converted(to:)` knows the
    /// standard ones alone.
    @Test func brainConvertsWithUsersUnits() throws {
        let brain = CalculatorBrain()
        try brain.defineUnit("furlong", as: "220 yd")
        let mile = try brain.evaluateValue("1 mile")
        let furlongs = try brain.convert(mile, to: "furlong")
        #expect(furlongs.quantity?.number == Number(8))
        #expect(furlongs.unitText == "furlong")
        #expect(try brain.convert(mile, to: "km").unitText == "km")
        #expect(try brain.convert(mile, to: "furlong/s*s").unitText == "furlong")
        let unknown = #expect(throws: CalculatorError.self) { try mile.converted(to: "furlong") }
        #expect(unknown?.message == "unknown unit 'furlong'")
        let mismatch = #expect(throws: CalculatorError.self) { try brain.convert(mile, to: "kg") }
        #expect(mismatch?.message == "cannot convert mile (length) to kg (mass)")
        let format = #expect(throws: CalculatorError.self) { try brain.convert(mile, to: "hex") }
        #expect(format?.message == "'hex' is a format, not a unit")
    }
}
