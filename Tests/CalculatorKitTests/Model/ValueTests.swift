import CalculatorKit
import Testing

/// `Value`, the one currency: what each arithmetic hands back, its `Double`, and how it is written.
struct ValueTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var source: String
        var arithmetic: CalculatorOptions.Arithmetic = .exact
        /// The nearest `Double` (`Double(value)`); ±∞ past its range.
        var double: Double
        /// `value.double`: nil past `Double`'s range.
        var hasDouble = true
        var isExact: Bool
        /// ``ValueFormat/text(of:as:)`` at the default precision.
        var text: String
        var textIsExact: Bool?
        var testDescription: String { "\(source) (\(arithmetic))" }
    }

    static let cases: [Case] = [
        Case(
            source: "2^64", double: 18_446_744_073_709_551_616, isExact: true, text: "18446744073709551616",
            textIsExact: true),
        Case(source: "1/3", double: 1.0 / 3, isExact: true, text: "0.333333333333333", textIsExact: false),
        Case(source: "0.1 + 0.2", double: 0.3, isExact: true, text: "0.3", textIsExact: true),
        Case(
            source: "sqrt(2)", double: 2.0.squareRoot(), isExact: false, text: "1.4142135623731",
            textIsExact: false),
        Case(
            source: "10^400", double: .infinity, hasDouble: false, isExact: true,
            text: "1" + String(repeating: "0", count: 400),
            textIsExact: true),
        Case(source: "0.1 + 0.2", arithmetic: .checked, double: 0.30000000000000004, isExact: false, text: "0.3"),
        Case(source: "1/0", arithmetic: .ieee, double: .infinity, isExact: false, text: "inf"),
        Case(
            source: "2^64", arithmetic: .ieee, double: 18_446_744_073_709_551_616, isExact: false,
            text: "1.84467440737096e19"),
    ]

    @Test(arguments: cases)
    func valueOfEachArithmetic(_ testCase: Case) throws {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: testCase.arithmetic))
        let value = try brain.evaluateValue(testCase.source)
        switch (value, testCase.arithmetic) {
        case (.number, .exact), (.float, .checked), (.float, .ieee): break
        case (.number, _), (.float, _), (.quantity, _), (.complex, _), (.list, _), (.date, _):
            Issue.record("\(value) is of the wrong kind")
        }
        #expect(Double(value) == testCase.double)
        #expect((value.double != nil) == testCase.hasDouble)
        #expect(value.isExact == testCase.isExact)
        let (text, isExact) = ValueFormat().text(of: value)
        #expect(text == testCase.text)
        #expect(isExact == testCase.textIsExact)
        #expect(brain.value == value, "the brain keeps the value it returned")
        #expect(brain.state.ans == value)
    }

    /// A `Double` in exact arithmetic is the binary fraction it is; `inf` and `nan` are no number.
    @Test func numberOfAFloat() {
        #expect(Value.float(0.5).number == Number(numerator: 1, denominator: 2))
        #expect(Value.float(0.1).number?.isExact == true)
        #expect(Value.float(.infinity).number == nil)
        #expect(Value.float(.nan).number == nil)
        #expect(Value.number(Number(3)).number == Number(3))
    }

    /// A conversion writes a number as exactly as it is, a `Double` too; what it cannot write is
    /// shown as without it (the statement that asked reports the error).
    @Test(arguments: [
        (Value.number(Number(255)), OutputFormat.hex, "0xff", true as Bool?),
        (.number(Number(numerator: 3, denominator: 4)!), .frac, "3/4", true),
        (.number(Number(numerator: 1, denominator: 3)!), .sci, "3.33333333333333e-1", false),
        (.float(255), .hex, "0xff", nil),
        (.float(0.75), .frac, "3/4", nil),
        (.number(Number(numerator: 1, denominator: 2)!), .hex, "0.5", true),
    ])
    func conversions(_ value: Value, _ format: OutputFormat, _ text: String, _ isExact: Bool?) {
        #expect(ValueFormat().text(of: value, as: format) == (text, isExact))
    }

    /// `to sci` writes a number with the precision's digits, a `Double` with no more than the 17
    /// it has.
    @Test func scientificDigits() {
        let format = ValueFormat(precision: 20)
        #expect(
            format.string(for: .number(Number(numerator: 1, denominator: 3)!), as: .sci) == "3.3333333333333333333e-1")
        #expect(format.string(for: .float(1.0 / 3), as: .sci) == "3.3333333333333331e-1")
    }

    /// The keypad computes on the brain's values, of the arithmetic's kind, through the one
    /// dispatch over kinds: a `Double` variable in exact arithmetic is the decimal it shows.
    @Test(arguments: [
        ("√", [Value.number(Number(16))], CalculatorOptions.Arithmetic.exact, Value.number(Number(4))),
        ("+", [.number(Number(1)), .float(0.5)], .exact, .number(Number(numerator: 3, denominator: 2)!)),
        ("+", [.float(0.1), .float(0.2)], .exact, .number(Number(numerator: 3, denominator: 10)!)),
        ("+", [.float(1), .number(Number(numerator: 1, denominator: 2)!)], .ieee, .float(1.5)),
        ("×", [.number(Number(numerator: 1, denominator: 3)!), .number(Number(3))], .exact, .number(Number(1))),
        ("<", [.float(1), .float(2)], .checked, .float(1)),
        ("÷", [.number(Number(1)), .number(Number(0))], .exact, .float(.nan)),
        ("hypot", [.number(Number(3)), .number(Number(4))], .exact, .number(Number(5))),
        ("√", [.float(-1)], .exact, .float(.nan)),
        ("√", [.float(.infinity)], .exact, .float(.nan)),
        ("+", [.float(.infinity), .number(Number(1))], .exact, .float(.nan)),
        ("√", [.float(.infinity)], .ieee, .float(.infinity)),
    ])
    func keypadArithmetic(
        _ key: String, _ operands: [Value], _ arithmetic: CalculatorOptions.Arithmetic, _ result: Value
    ) {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: arithmetic))
        var state = CalculatorState()
        for (index, operand) in operands.enumerated() { state.bindings["v\(index)"] = .variable(operand) }
        brain.state = state
        brain.setOperand(variable: "v0")
        brain.performOperation(key)
        if operands.count == 2 {
            brain.setOperand(variable: "v1")
            brain.performOperation("=")
        }
        let value = brain.value
        if case .float(let double) = result, double.isNaN {
            #expect(brain.result?.isNaN == true)
        } else {
            #expect(value == result)
        }
    }

    /// A constant key takes the kind of the arithmetic in force.
    @Test func constantKeys() {
        let exact = CalculatorBrain()
        exact.performOperation("π")
        #expect(exact.value?.isExact == false)
        #expect(exact.result.map { abs($0 - .pi) < 1e-12 } == true)
        let ieee = CalculatorBrain(options: CalculatorOptions(arithmetic: .ieee))
        ieee.performOperation("π")
        #expect(ieee.value == .float(.pi))
    }
}

/// A value is copied at every statement of a batch run: it stays the size of a number.
struct ValueLayoutTests {
    @Test func aValueIsNoLargerThanANumberAndATag() {
        #expect(MemoryLayout<Value>.size <= MemoryLayout<Number>.size + 1, "\(MemoryLayout<Value>.size) bytes")
        #expect(MemoryLayout<Value>.size <= 24)
    }

    /// A statement's result was 176 bytes with a `Double`, a number and a converted text in it.
    @Test func aStatementResultIsNoLargerThanBefore() {
        #expect(MemoryLayout<StatementResult>.size <= 176, "\(MemoryLayout<StatementResult>.size) bytes")
    }
}
