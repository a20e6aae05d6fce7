import CalculatorKit
import Testing

/// `to` a unit of no dimension (`mm/m`, `deg`, `rad`) from a plain number: the number is a count
/// of that unit's factor, as pint and numbat have it. The units differential test
/// (scripts/units-differential.py) found `1 km/m to mm/m` shown as `1000`, the factor of `mm/m`
/// left out, where pint says 1000000.
struct DimensionlessConversionTests {
    static let results: [(String, String)] = [
        ("1 km/m to mm/m", "1000000 mm/m"),
        ("0.5 to mm/m", "500 mm/m"),
        ("0.5 to mm/m to frac", "500 mm/m"),
        ("1 farad/megafarad to millifarad/farad", "0.001 millifarad/farad"),
        ("3 rem/gray to sievert/megagray", "30000 sievert/megagray"),
        ("0.5 to deg", "28.6478897565412 deg"),
        ("1 to rad", "1 rad"),
        ("1/4 to turn to frac", "error: 1/4 is not exact"),
        ("255 to mm/m to hex", "0x3e418 mm/m"),
        // Unchanged: a plain number stays one, and a quantity of no dimension converts as before.
        ("1 km / 1 m", "1000"),
        ("0.5", "0.5"),
        ("1 km/m to frac", "1000"),
        ("90 deg to turn", "0.25 turn"),
        ("1 m to mm/m", "error: cannot convert m (length) to mm/m (dimensionless)"),
    ]

    @Test(arguments: results)
    func result(_ source: String, _ expected: String) {
        #expect(QuantityTests.shown(source) == expected)
    }

    @Test func ieee() {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .ieee))
        #expect(QuantityTests.shown("0.5 to mm/m", brain) == "500 mm/m")
    }

    @Test func magnitudeAndUnit() throws {
        // What JSON's `value` and `unit` say.
        let brain = CalculatorBrain()
        let statement = try #require(brain.execute("0.25 to mm/m").first)
        let (magnitude, unit) = ValueFormat().magnitude(of: try #require(statement.value))
        #expect(unit == "mm/m")
        #expect(ValueFormat().string(for: magnitude) == "250")
    }
}
