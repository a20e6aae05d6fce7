import CalculatorKit
import Testing

/// The programmer's calculator through the brain: `to FORMAT` conversions and the bitwise
/// operators, in exact arithmetic (the default) and in checked `Double` arithmetic, with the
/// errors and the columns they point at.
struct ProgrammerTests {
    static let arithmetics: [CalculatorOptions.Arithmetic] = [.exact, .checked]

    static func brain(_ arithmetic: CalculatorOptions.Arithmetic) -> CalculatorBrain {
        CalculatorBrain(options: CalculatorOptions(arithmetic: arithmetic))
    }

    /// What `source`'s last statement shows: its conversion's text, else its value as displayed.
    static func shown(_ source: String, _ brain: CalculatorBrain) -> String? {
        guard let last = brain.execute(source).last, case .success(.value(let value)) = last.outcome else {
            return nil
        }
        return ValueFormat(brain.options).string(for: value, as: last.conversion)
    }

    // MARK: Conversions

    /// Source and text, the same in both arithmetics: every example of the issue and the edges.
    static let conversions: [(String, String)] = [
        ("255 to hex", "0xff"),
        ("-255 to hex", "-0xff"),
        ("10 to bin", "0b1010"),
        ("8 to oct", "0o10"),
        ("2^70 to hex", "0x400000000000000000"),
        ("0 to hex", "0x0"),
        ("0 to bin", "0b0"),
        ("-1 to bin", "-0b1"),
        ("2^64 to hex", "0x10000000000000000"),
        ("-(2^64) to oct", "-0o2000000000000000000000"),
        ("0.75 to frac", "3/4"),
        ("-1.25 to frac", "-5/4"),
        ("6 to frac", "6"),
        ("0 to frac", "0"),
        ("1/3 + 1/6 to frac", "1/2"),
        ("12345 to sci", "1.2345e4"),
        ("-0.00125 to sci", "-1.25e-3"),
        ("0 to sci", "0"),
        ("255 to dec", "255"),
        ("255 -> hex", "0xff"),
        ("255->hex", "0xff"),
        ("0xff to bin", "0b11111111"),
        ("1 << 70 to hex", "0x400000000000000000"),
        ("x = 42; x to hex", "0x2a"),
    ]

    @Test(arguments: conversions, arithmetics)
    func conversion(_ example: (String, String), arithmetic: CalculatorOptions.Arithmetic) {
        #expect(Self.shown(example.0, Self.brain(arithmetic)) == example.1)
    }

    /// Exact arithmetic only: values that a `Double` cannot hold, or holds only approximately.
    static let exactConversions: [(String, String)] = [
        ("0.1 to frac", "1/10"),
        ("1/3 to frac", "1/3"),
        ("2^64 + 1 to hex", "0x10000000000000001"),
        ("2^64 - 1 to hex", "0xffffffffffffffff"),
        ("-(2^100) + 1 to frac", "-1267650600228229401496703205375"),
        ("10^30 / 7 to frac", "1000000000000000000000000000000/7"),
        ("1/3 to sci", "3.33333333333333e-1"),
        ("sqrt(2) to sci", "1.4142135623731e0"),
        ("2^70 to sci", "1.18059162071741e21"),
    ]

    @Test(arguments: exactConversions)
    func exactConversion(_ source: String, _ expected: String) {
        #expect(Self.shown(source, Self.brain(.exact)) == expected)
    }

    /// A `Double` is a binary fraction: its fraction is that, as Python's `Fraction(0.1)` says.
    @Test func doubleFractionIsItsBinaryValue() {
        #expect(Self.shown("0.1 to frac", Self.brain(.checked)) == "3602879701896397/36028797018963968")
        #expect(Self.shown("0.1 to frac", Self.brain(.ieee)) == "3602879701896397/36028797018963968")
    }

    /// The text is valid input again, and reads back as the same number.
    @Test(arguments: conversions, arithmetics)
    func conversionReadsBack(_ example: (String, String), arithmetic: CalculatorOptions.Arithmetic) throws {
        let value = try Self.brain(arithmetic).evaluate(example.0)
        #expect(try Self.brain(arithmetic).evaluate(example.1) == value)
    }

    /// `ans` keeps the number; a conversion changes only how it is shown.
    @Test(arguments: arithmetics)
    func ansKeepsTheNumber(_ arithmetic: CalculatorOptions.Arithmetic) throws {
        let brain = Self.brain(arithmetic)
        let results = brain.execute("255 to hex; ans + 1")
        #expect(ValueFormat(brain.options).text(of: results[0])?.text == "0xff")
        #expect(results[0].conversion == .hex)
        #expect(results[0].value.map(Double.init) == 255)
        #expect(results[1].value.map(Double.init) == 256)
        #expect(ValueFormat(brain.options).text(of: results[1])?.text == "256")
        #expect(results[1].conversion == nil)
        #expect(brain.result == 256)
    }

    @Test func evaluateReturnsTheNumberOfAConversion() throws {
        #expect(try CalculatorBrain().evaluate("0.75 to frac") == 0.75)
    }

    // MARK: Bitwise operators

    static let bitwise: [(String, String)] = [
        ("0xff & 0x0f", "15"),
        ("1 << 4", "16"),
        ("-1 & 0xff", "255"),
        ("-16 >> 2", "-4"),
        ("-17 >> 2", "-5"),
        ("17 >> 2", "4"),
        ("1 + 2 << 3", "24"),
        ("5 | 2 & 3", "7"),
        ("6 & 3 == 2", "1"),
        ("1 << 2 + 1", "8"),
        ("2 * 3 << 1", "12"),
        ("-2 << 1", "-4"),
        ("1 << 3!", "64"),
        ("2 | 1 < 4", "1"),
        ("xor(6, 3)", "5"),
        ("xor(-1, 0)", "-1"),
        ("bitnot(0)", "-1"),
        ("bitnot(-1)", "0"),
        ("bitnot(5)", "-6"),
        ("0 & 5", "0"),
        ("0 | 0", "0"),
        ("1 << 0", "1"),
        ("0 << 100", "0"),
        ("5 >> 100", "0"),
        ("-5 >> 100", "-1"),
        ("12 & 10 | 1", "9"),
        ("(12 | 3) & 5", "5"),
        ("8 >> 1 >> 1", "2"),
        ("1 << 2 << 3", "32"),
        ("x = 12; x & 4", "4"),
        ("0b1010 | 0b0101", "15"),
    ]

    @Test(arguments: bitwise, arithmetics)
    func bitwiseOperator(_ example: (String, String), arithmetic: CalculatorOptions.Arithmetic) {
        #expect(Self.shown(example.0, Self.brain(arithmetic)) == example.1)
    }

    /// Past 2^64: exact integers of any size (a `Double` rounds what it cannot hold).
    static let bigBitwise: [(String, String)] = [
        ("1 << 70", "1180591620717411303424"),
        ("2^70 | 1", "1180591620717411303425"),
        ("(2^70 + 5) & 7", "5"),
        ("-(2^70) & (2^71 - 1)", "1180591620717411303424"),
        ("-(2^70) >> 68", "-4"),
        ("xor(-1, 2^70)", "-1180591620717411303425"),
        ("bitnot(2^70)", "-1180591620717411303425"),
        ("(2^64 + 3) & (2^64 + 6)", "18446744073709551618"),
        ("2^64 >> 1", "9223372036854775808"),
        ("(1 << 200) >> 199", "2"),
        ("3 << 62", "13835058055282163712"),
    ]

    @Test(arguments: bigBitwise)
    func bitwiseOnBigIntegers(_ source: String, _ expected: String) {
        #expect(Self.shown(source, Self.brain(.exact)) == expected)
    }

    /// In `Double` arithmetic an integral `Double` is an exact integer, however large.
    @Test func bitwiseOnLargeDoubles() throws {
        let brain = Self.brain(.checked)
        #expect(Self.shown("2^70 >> 68", brain) == "4")
        #expect(Self.shown("(2^64) & (2^64 + 2^12)", brain) == "1.84467440737096e19")
        #expect(try brain.evaluate("2^70 & 2^70") == 0x1p70)
        #expect(try brain.evaluate("-(2^70) >> 68") == -4)
        #expect(try brain.evaluate("xor(2^60, 2^60)") == 0)
    }

    // MARK: Errors

    struct Failing: CustomTestStringConvertible, Sendable {
        var source: String
        var message: String
        var column: Int
        var length: Int
        var arithmetics: [CalculatorOptions.Arithmetic] = ProgrammerTests.arithmetics
        var testDescription: String { source }
    }

    static let errors: [Failing] = [
        // A conversion's error is at the `to`.
        Failing(source: "0.5 to hex", message: "0.5 is not an integer", column: 5, length: 2),
        Failing(source: "1/3 -> bin", message: "0.333333333333333 is not an integer", column: 5, length: 2),
        Failing(
            source: "sqrt(2) to frac", message: "sqrt(2) is not exact", column: 9, length: 2, arithmetics: [.exact]),
        Failing(source: "pi to hex", message: "pi is not exact", column: 4, length: 2, arithmetics: [.exact]),
        Failing(source: "255 to hx", message: "unknown format 'hx'", column: 8, length: 2),
        Failing(source: "255 to", message: "expected a format after 'to'", column: 7, length: 0),
        Failing(source: "255 to 16", message: "expected a format after 'to', found '16'", column: 8, length: 2),
        Failing(source: "x = 0.5 to hex", message: "0.5 is not an integer", column: 9, length: 2),
        Failing(source: "f(x) = x to hex", message: "a definition takes no conversion", column: 10, length: 2),
        Failing(source: "to = 3", message: "expected an expression before 'to'", column: 1, length: 2),
        Failing(source: "1 + to hex", message: "expected an expression before 'to'", column: 5, length: 2),
        Failing(source: "(1 to hex)", message: "expected ')' to close '(' at 1:1, found 'to'", column: 4, length: 2),
        // A bitwise operator's error is at the operand.
        Failing(source: "0.5 & 1", message: "bitwise operators take integers", column: 1, length: 3),
        Failing(source: "1 & 0.5", message: "bitwise operators take integers", column: 5, length: 3),
        Failing(source: "6 | (1/2 + 1)", message: "bitwise operators take integers", column: 5, length: 9),
        Failing(source: "bitnot(2.5)", message: "bitwise operators take integers", column: 8, length: 3),
        Failing(source: "xor(3, 0.25)", message: "bitwise operators take integers", column: 8, length: 4),
        Failing(source: "1 << 0.5", message: "bitwise operators take integers", column: 6, length: 3),
        Failing(source: "1 << -1", message: "negative shift count", column: 6, length: 2),
        Failing(source: "8 >> -2", message: "negative shift count", column: 6, length: 2),
        Failing(source: "x = 0.5; 1 + (x & 3)", message: "bitwise operators take integers", column: 15, length: 1),
        Failing(
            source: "sqrt(2) & 1", message: "bitwise operators take integers", column: 1, length: 7,
            arithmetics: [.exact]),
        Failing(
            source: "f(x) = x & 1; f(0.5)", message: "bitwise operators take integers", column: 15, length: 6),
        Failing(
            source: "if(1, 0.5 & 1, 0)", message: "bitwise operators take integers", column: 7, length: 3,
            arithmetics: [.exact]),
        Failing(
            source: "1 << 2^70",
            message: "the result is too large even as an approximation (more than about 10^(1.39e18))",
            column: 1, length: 9, arithmetics: [.exact]),
        Failing(source: "1 << 2000", message: "overflow", column: 1, length: 9, arithmetics: [.checked]),
        Failing(
            source: "inf & 1", message: "bitwise operators take integers", column: 1, length: 3, arithmetics: [.checked]
        ),
    ]

    @Test(arguments: errors)
    func error(_ failing: Failing) {
        for arithmetic in failing.arithmetics {
            let error = Self.brain(arithmetic).execute(failing.source).compactMap(\.error).first
            #expect(error?.message == failing.message, "\(arithmetic)")
            #expect(error?.range.column == failing.column, "\(arithmetic)")
            #expect(error?.range.utf8Offsets.count == failing.length, "\(arithmetic)")
        }
    }

    /// A failed conversion changes nothing: `ans` is as before.
    @Test(arguments: arithmetics)
    func failedConversionKeepsAns(_ arithmetic: CalculatorOptions.Arithmetic) {
        let brain = Self.brain(arithmetic)
        _ = brain.execute("7; 0.5 to hex")
        #expect(Double(brain.state.ans) == 7)
        #expect(brain.result == 7)
    }

    @Test func unknownFormatSuggestsOne() {
        let error = CalculatorBrain().execute("255 to hexa").first?.error
        #expect(
            error?.note == "did you mean 'hex'? the formats are hex, bin, oct, frac, dec, sci, polar, rect or %")
    }

    @Test func sqrtToFracSaysWhatToDo() {
        let error = CalculatorBrain().execute("sqrt(2) to frac").first?.error
        #expect(error?.note?.contains("to sci") == true)
        #expect(error?.note?.contains("round(") == true)
    }

    /// IEEE arithmetic passes NaN on, as for other functions outside their domain.
    @Test func ieeeGivesNaN() throws {
        let brain = Self.brain(.ieee)
        #expect(try brain.evaluate("0.5 & 1").isNaN)
        #expect(try brain.evaluate("1 << -1").isNaN)
        #expect(try brain.evaluate("1 << 2000") == .infinity)
        #expect(brain.execute("inf to hex").first?.error?.message == "inf is not a finite number")
    }

    // MARK: The base of results, and the rest of the API

    @Test(arguments: [
        (IntegerBase.hex, "255", "0xff"), (.bin, "5", "0b101"), (.oct, "-8", "-0o10"), (.dec, "255", "255"),
        (.hex, "0.5", "0.5"), (.hex, "2^70", "0x400000000000000000"), (.hex, "1/3", "0.333333333333333"),
    ])
    func base(_ base: IntegerBase, _ source: String, _ expected: String) {
        for arithmetic in Self.arithmetics {
            let brain = Self.brain(arithmetic)
            brain.options.base = base
            #expect(Self.shown(source, brain) == expected, "\(arithmetic)")
        }
    }

    @Test func decConversionIgnoresTheBase() {
        let brain = CalculatorBrain()
        brain.options.base = .hex
        #expect(Self.shown("255 to dec", brain) == "255")
        #expect(Self.shown("255", brain) == "0xff")
        #expect(brain.format(255) == "0xff")
    }

    @Test func compileRefusesAConversion() {
        #expect(throws: CalculatorError.self) { try CalculatorBrain().compile("x to hex") }
        #expect((try? CalculatorBrain().compile("x & 3").evaluate(["x": 6])) == 2)
    }

    /// The new operators are rows of the table, at Python's levels.
    @Test func operatorsAreTableRows() {
        let table = OperationTable.standard
        let levels = ["|": Precedence.bitwiseOr, "&": .bitwiseAnd, "<<": .shift, ">>": .shift]
        for (symbol, level) in levels {
            let roles = table.operations(spelled: symbol).map(\.role)
            #expect(roles == [.infix(level, .left)], "\(symbol)")
        }
        #expect(Precedence.comparison < .bitwiseOr)
        #expect(Precedence.bitwiseOr < .bitwiseAnd)
        #expect(Precedence.bitwiseAnd < .shift)
        #expect(Precedence.shift < .additive)
        #expect(table.named("xor")?.arity == .exactly(2))
        #expect(table.named("bitnot")?.arity == .exactly(1))
        #expect(CalculatorBrain().parseTree("1 + 2 << 3 to hex") == ["(to hex (<< (+ 1 2) 3))"])
    }
}
