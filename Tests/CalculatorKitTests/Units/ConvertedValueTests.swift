import CalculatorKit
import Testing

/// `to UNIT` converts: the statement's value is the quantity in the target unit, as numbat's `->`
/// and fend's `to` have it, and every way of reading a value sees the same one (the statement's
/// outcome, `ans`, `evaluateValue`, `evaluate`, `Double(value)`, a variable it is assigned to).
/// A format (`to hex`) stays a presentation; a sum of units (`to ft+inch`) converts the value to
/// its first unit and is the presentation.
struct ConvertedValueTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// One expression ending in a `to` chain.
        var source: String
        /// The value, written plainly (its own unit, no format).
        var value: String
        /// The value's nearest `Double`: its magnitude in its unit.
        var double: Double
        /// What the statement shows, in its presentation; `value` when nil.
        var shown: String? = nil
        var testDescription: String { source }
    }

    static let cases: [Case] = [
        // The issue's examples.
        Case(source: "60 mph to m/s", value: "26.8224 m/s", double: 26.8224),
        Case(source: "5 km to mile", value: "3.10685596118667 mile", double: 3.1068559611866697),
        Case(source: "1 kg to lb", value: "2.20462262184878 lb", double: 2.2046226218487757),
        // A temperature converts as a point; back and forth it is the same point.
        Case(source: "25 °C to °F", value: "77 °F", double: 77),
        Case(source: "0 K to °C", value: "-273.15 °C", double: -273.15),
        Case(source: "77 °F to °C", value: "25 °C", double: 25),
        // A chain converts at each unit; a format after it only shows the last.
        Case(source: "5 km to m to mile", value: "3.10685596118667 mile", double: 3.1068559611866697),
        Case(
            source: "1 kg to lb to frac", value: "2.20462262184878 lb", double: 2.2046226218487757,
            shown: "(100000000/45359237) lb"),
        Case(source: "255 m to hex", value: "255 m", double: 255, shown: "0xff m"),
        // Across π the value is an approximation, refined to the digits shown.
        Case(source: "90 deg to rad", value: "1.5707963267949 rad", double: 1.5707963267948966),
        // A plain number is a count of a unit of no dimension.
        Case(source: "0.5 to deg", value: "28.6478897565412 deg", double: 28.64788975654116),
        Case(source: "1000 to mm/m", value: "1000000 mm/m", double: 1_000_000),
        // A sum of units: the value is the quantity in its first unit; the sum shows it.
        Case(
            source: "5 m to ft+inch", value: "16.4041994750656 ft", double: 16.404199475065617,
            shown: "16 ft + 4.8503937007874 inch"),
        Case(
            source: "5000 s to h+min+s", value: "1.38888888888889 h", double: 1.3888888888888888,
            shown: "1 h + 23 min + 20 s"),
        // A format is a presentation: the value stays the number.
        Case(source: "255 to hex", value: "255", double: 255, shown: "0xff"),
        Case(source: "0.75 to frac", value: "0.75", double: 0.75, shown: "3/4"),
        Case(source: "1/8 to %", value: "0.125", double: 0.125, shown: "12.5%"),
    ]

    @Test(arguments: cases)
    func statementValue(_ test: Case) throws {
        let brain = CalculatorBrain()
        let statement = try #require(brain.execute(test.source).last)
        let value = try #require(statement.value, "\(statement.error?.message ?? "")")
        #expect(value.description == test.value)
        #expect(ValueFormat().text(of: statement)?.text == (test.shown ?? test.value))
        #expect(brain.state.ans == value)
        #expect(brain.value == value)
        #expect(Double(value) == test.double)
        #expect(value.double == test.double)
    }

    @Test(arguments: cases)
    func evaluateValue(_ test: Case) throws {
        let brain = CalculatorBrain()
        #expect(try brain.evaluateValue(test.source).description == test.value)
        #expect(try brain.evaluate(test.source) == test.double)
        #expect(brain.result == test.double)
        #expect(try brain.evaluateValue("ans").description == test.value)
    }

    /// `d = … to …` binds the converted value; the assignment shows it in the chain's presentation.
    @Test(arguments: cases)
    func assignment(_ test: Case) throws {
        let brain = CalculatorBrain()
        let statement = try #require(brain.execute("d = " + test.source).last)
        guard case .success(.assignment(let name, let value)) = statement.outcome else {
            Issue.record("\(statement.error?.message ?? "no assignment")")
            return
        }
        #expect(name == "d")
        #expect(value.description == test.value)
        #expect(ValueFormat().text(of: statement)?.text == (test.shown ?? test.value))
        // `ans` is an expression's: an assignment leaves it.
        #expect(brain.state.ans == .number(Number(0)))
        #expect(try brain.evaluateValue("d").description == test.value)
    }

    /// The converted value computes on in its unit.
    static let sequences: [(String, String)] = [
        ("1 kg to lb; ans + 1 lb", "3.20462262184878 lb"),
        ("60 mph to m/s; ans * 10 s", "268.224 m"),
        ("d = 5 km to mile; d * 2", "6.21371192237334 mile"),
        ("d = 5 km to mile; d + 1 km", "3.728227153424 mile"),
        ("25 °C to °F; ans + 1 delta_degF", "78 °F"),
        ("5 m to ft+inch; ans", "16.4041994750656 ft"),
        ("x = 255 to hex; x + 1", "256"),
        ("1 km to m; ans + 1", "error: cannot add m (length) and a number"),
    ]

    @Test(arguments: sequences)
    func computesOn(_ source: String, _ expected: String) {
        #expect(QuantityTests.shown(source) == expected)
    }

    /// A conversion that fails changes nothing: no `ans`, no variable.
    @Test func failedConversionChangesNothing() {
        let brain = CalculatorBrain()
        _ = brain.execute("2 km")
        let failed = brain.execute("x = 1 kg to m").last
        #expect(failed?.error?.message == "cannot convert kg (mass) to m (length)")
        #expect(failed?.error?.range.column == 10)
        #expect(brain.state.variables["x"] == nil)
        #expect(brain.execute("x = 0.5 to hex").last?.error?.message == "0.5 is not an integer")
        #expect(brain.state.variables["x"] == nil)
        #expect(brain.state.ans.description == "2 km")
    }

    /// The parse tree of an assignment shows its chain, as an expression's does.
    @Test func parseTree() {
        let brain = CalculatorBrain()
        #expect(brain.parseTree("d = 5 km to mile to frac") == ["(= d (to frac (to mile (* 5 km))))"])
        #expect(brain.parseTree("f(x) = x to hex") == ["error: a definition takes no conversion"])
    }

    /// Checked and IEEE arithmetic have no quantities, but a count of a unit of no dimension is
    /// a conversion of a number: the Double's exact value, counted as exact arithmetic does.
    @Test(arguments: [CalculatorOptions.Arithmetic.checked, .ieee])
    func doubleArithmetic(_ arithmetic: CalculatorOptions.Arithmetic) throws {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: arithmetic))
        let value = try brain.evaluateValue("0.5 to deg")
        #expect(value.description == "28.6478897565412 deg")
        #expect(
            brain.execute("1 to mm/m; ans + 1").last?.error?.message
                == "ans is a quantity (1000 mm/m): units need exact arithmetic")
    }
}
