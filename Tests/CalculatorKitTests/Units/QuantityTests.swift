import CalculatorKit
import Testing

/// Quantities in the language: a number followed by units is one operand, binding tighter than
/// every operator; arithmetic checks dimensions; `to` converts a quantity to another unit; errors
/// name both sides, at the operator or the `to`.
struct QuantityTests {
    /// What the last statement of `source` shows, in its presentation.
    static func shown(_ source: String, _ brain: CalculatorBrain = CalculatorBrain()) -> String? {
        guard let last = brain.execute(source).last else { return nil }
        return ValueFormat(brain.options).text(of: last)?.text ?? last.error.map { "error: \($0.message)" }
    }

    static let results: [(String, String)] = [
        // The examples.
        ("5 km", "5 km"),
        ("3.5 kg", "3.5 kg"),
        ("50 cm / 2 m", "0.25"),
        ("10 m / 2 s", "5 m/s"),
        ("60 mph to m/s", "26.8224 m/s"),
        ("1 kg to lb to frac", "(100000000/45359237) lb"),
        ("255 m to hex", "0xff m"),
        ("10 m/s * 3 s", "30 m"),
        ("1 km / 1 m", "1000"),
        ("(2 m)^2", "4 m^2"),
        ("(2 m)^0", "1"),
        ("2 m^2", "2 m^2"),
        ("sqrt(4 m^2)", "2 m"),
        ("3 N * 2 m", "6 N*m"),
        ("100 km / 8 L", "12.5 km/L"),
        ("9.81 m/s^2 * 2 kg to N", "19.62 N"),
        ("3 kW * 2 h to kWh", "6 kWh"),
        ("1 GiB to MB", "1073.741824 MB"),
        ("1 lightyear to km", "9460730472580.8 km"),
        ("1 inch to cm", "2.54 cm"),
        ("sin(30 deg)", "0.5"),
        ("90 min", "90 min"),
        ("45 deg", "45 deg"),
        // Plain numbers keep their precedence.
        ("6/2(1+2)", "9"),
        ("1/2 pi", "1.5707963267949"),
        ("min(2, 3)", "2"),
        ("deg(pi)", "180"),
        // User names shadow units; `ans` and variables keep quantities.
        ("m = 5; m * 2", "10"),
        ("x = 3 m; x * 2", "6 m"),
        ("60 mph to m/s; ans", "26.8224 m/s"),
        ("2 km; ans + 500 m", "2.5 km"),
        // Sums and comparisons in the left operand's unit.
        ("3 m + 20 cm", "3.2 m"),
        ("20 cm + 3 m", "320 cm"),
        ("2 m > 150 cm", "1"),
        ("1 m == 100 cm", "1"),
        ("max(1 m, 150 cm)", "1.5 m"),
        ("abs(-3 m)", "3 m"),
        ("-40 m", "-40 m"),
        ("2 m * 3 s", "6 m*s"),
        ("1/(2 s)", "0.5 s^-1"),
        ("1 kg*m/s^2 to N", "1 N"),
        ("5 m to ft", "16.4041994750656 ft"),
        ("2 km to m to sci", "2e3 m"),
        // A unit binds to the number before it; `/ 3` after it divides the quantity. A based
        // literal written against a name takes no unit.
        ("1 km / 3 to frac", "(1/3) km"),
        ("100000000 lb / 45359237 to kg", "1 kg"),
        ("0x1g", "error: unknown name 'g'"),
        ("0x10 g", "16 g"),
        // A unit's name alone is one of the unit (`b` is the bit).
        ("max(1, b)", "error: cannot compare a number and b (information)"),
        // A sum of units: whole numbers of each but the last, which takes the rest.
        ("5 m to ft+inch", "16 ft + 4.8503937007874 inch"),
        ("5000 s to h+min+s", "1 h + 23 min + 20 s"),
        ("-5 m to ft+inch", "-16 ft - 4.8503937007874 inch"),
        ("100 s to min+s to frac", "1 min + 40 s"),
        // Issue 49, item 11: a part shown as 0 is left out; all of them 0, the first stays.
        ("1 km to m+cm", "1000 m"), ("0.1 s to h+min+s", "0.1 s"), ("3600 s to h+min+s", "1 h"),
        ("-1 km to m+cm", "-1000 m"), ("0 m to ft+inch", "0 ft"), ("61 s to h+min+s", "1 min + 1 s"),
        // The remainder of two quantities keeps the divisor's unit, as qalc's.
        ("1 m % 30 cm", "10 cm"), ("mod(1 m, 30 cm)", "10 cm"), ("-1 m % 30 cm", "-10 cm"),
        ("mod(-1 m, 30 cm)", "20 cm"), ("30 deg % 7 deg", "2 deg"), ("0.5 rad to %", "(50%) rad"),
        ("30 cm / 1 m to %", "30%"),
    ]

    @Test(arguments: results)
    func result(_ source: String, _ expected: String) {
        #expect(Self.shown(source) == expected)
    }

    static let errors: [QuantityFailure] = [
        QuantityFailure(source: "1 m + 1 s", message: "cannot add m (length) and s (time)", column: 5),
        QuantityFailure(source: "1 m - 1", message: "cannot subtract m (length) and a number", column: 5),
        QuantityFailure(source: "1 m < 1 kg", message: "cannot compare m (length) and kg (mass)", column: 5),
        QuantityFailure(source: "1 kg to m", message: "cannot convert kg (mass) to m (length)", column: 6),
        QuantityFailure(source: "1 to m/s", message: "cannot convert a number to m/s (speed)", column: 3),
        QuantityFailure(source: "1 mile in km", message: "'in' is not a unit calc knows", column: 8),
        QuantityFailure(source: "2 ton", message: "'ton' is not a unit calc knows", column: 3),
        QuantityFailure(source: "sin(2 m)", message: "'sin' takes no length: m", column: 1),
        QuantityFailure(source: "1 m % 2 s", message: "cannot divide m (length) by s (time)", column: 5),
        QuantityFailure(source: "1 m % 3", message: "'%' takes no length: m", column: 5),
        QuantityFailure(source: "1 m to %", message: "1 m has a unit: % shows a number as a percent", column: 5),
        QuantityFailure(source: "2 ^ (1 m)", message: "an exponent takes no unit: m (length)", column: 3),
        QuantityFailure(source: "1 m to m/xyz", message: "unknown unit 'xyz'", column: 10),
        QuantityFailure(source: "1 kg to ft+inch", message: "cannot convert kg (mass) to ft+inch (length)", column: 6),
        QuantityFailure(
            source: "5 m to ft+kg", message: "cannot show ft (length) and kg (mass) as one sum", column: 11),
        QuantityFailure(source: "5 km", message: "units need exact arithmetic", column: 3, arithmetic: .checked),
        QuantityFailure(source: "5 km", message: "units need exact arithmetic", column: 3, arithmetic: .ieee),
    ]

    @Test(arguments: errors)
    func error(_ failing: QuantityFailure) {
        failing.check()
    }

    /// `in` is neither the inch nor a conversion: its hint says what to write.
    @Test func inSaysTo() {
        let error = CalculatorBrain().execute("1 mile in km")[0].error
        #expect(error?.note?.contains("to") == true)
        #expect(error?.note?.contains("inch") == true)
    }

    /// A failed conversion changes nothing; a conversion converts the value (ConvertedValueTests).
    @Test func conversionConvertsTheValue() throws {
        let brain = CalculatorBrain()
        let result = brain.execute("60 mph to m/s")[0]
        #expect(result.presentation.unitText == nil)
        #expect(result.value?.quantity?.unitText == "m/s")
        #expect(result.value?.quantity?.dimensionName == "speed")
        let exponents = result.value?.quantity?.dimensionExponents.map {
            "\($0.name)^\($0.numerator)/\($0.denominator)"
        }
        #expect(exponents == ["length^1/1", "time^-1/1"])
        _ = brain.execute("1 kg to m")
        #expect(brain.state.ans.quantity?.unitText == "m/s")
    }

    /// `:save` writes a value as input that reads back as the same value.
    @Test(arguments: ["1/3 km", "-2 m/s", "5 kg*m/s^2", "0.5 s^-1"])
    func inputTextReadsBack(_ source: String) throws {
        let brain = CalculatorBrain()
        let value = try brain.evaluateValue(source)
        let text = ValueFormat().inputText(for: value)
        #expect(try brain.evaluateValue(text) == value, "\(text)")
    }

    /// In a function's body, its parameters and the user's names (when it is called) shadow units.
    @Test func functionBodiesPreferTheUsersNames() throws {
        let brain = CalculatorBrain()
        #expect(Self.shown("f(m) = m * 2; f(3)", brain) == "6")
        #expect(Self.shown("g(x) = x * s; s = 4; g(2)", brain) == "8")
    }

    /// `compile` reads every free name as a variable, a unit's name too; units after an operand
    /// (`2 km`, `x m`) it refuses, at the unit.
    @Test func compileReadsNamesAsVariables() throws {
        let compiled = try CalculatorBrain().compile("m * 2")
        #expect(compiled.variableNames == ["m"])
        #expect(try compiled.evaluate(["m": 3]) == 6)
        let alone = try CalculatorBrain().compile("km + h")
        #expect(alone.variableNames == ["km", "h"])
    }

    static let compileRefusals: [(String, Int)] = [("2 km", 3), ("x m", 3), ("(1+2) m / 2 s", 7), ("20 °C", 4)]

    @Test(arguments: compileRefusals)
    func compileRefusesUnits(_ source: String, _ column: Int) {
        let error = #expect(throws: CalculatorError.self) { try CalculatorBrain().compile(source) }
        #expect(error?.message == "compile and plots take no units")
        #expect(error?.range.column == column)
    }

    /// A unit in a function's body, called in `Double` arithmetic, is the same error as in a
    /// statement.
    @Test(arguments: [CalculatorOptions.Arithmetic.ieee, .checked])
    func doubleArithmeticRefusesUnitsInBodies(_ arithmetic: CalculatorOptions.Arithmetic) {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: arithmetic))
        #expect(brain.execute("f(x) = x * 1 km; f(3)").last?.error?.message == "units need exact arithmetic")
        #expect(brain.execute("20 °C").last?.error?.message == "units need exact arithmetic")
        #expect(brain.execute("g(x) = x * 2; g(3)").last?.error == nil)
    }
}
