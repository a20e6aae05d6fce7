import CalculatorKit
import Testing

/// A failed statement changes nothing: not `ans`, not the result, not a variable, and no observer
/// hears of it. `evaluate` reports a last value past `Double`'s range as an overflow, and that
/// statement then counts as failed.
struct FailedStatementTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Run with `evaluate` after `x = 1; 5`.
        var source: String
        var arithmetic: CalculatorOptions.Arithmetic = .exact
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a value past Double's range", source: "10^400", message: "overflow"),
        Case(name: "an assignment past Double's range", source: "x = 10^400", message: "overflow"),
        Case(name: "the last of several", source: "y = 2; 10^400", message: "overflow"),
        Case(name: "a division by zero", source: "1/0", message: "division by zero"),
        Case(name: "a failed conversion", source: "0.5 to hex", message: "0.5 is not an integer"),
        Case(name: "checked overflow", source: "10^400", arithmetic: .checked, message: "overflow"),
        Case(name: "an unknown name", source: "x = sni(1)", message: "unknown name 'sni'"),
    ]

    @Test(arguments: cases)
    func evaluateChangesNothingWhenItThrows(_ testCase: Case) throws {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: testCase.arithmetic))
        try brain.evaluate("x = 1; 5")
        var heard: [Double?] = []
        var heardValues: [Value?] = []
        brain.observeResult { heard.append($0) }
        brain.observeValue { heardValues.append($0) }
        let before = (ans: brain.state.ans, value: brain.value, x: brain.state.values["x"])
        let error = try #require(throws: CalculatorError.self) { try brain.evaluate(testCase.source) }
        #expect(error.message.hasPrefix(testCase.message), "\(error.message)")
        #expect(brain.state.ans == before.ans)
        #expect(brain.value == before.value)
        #expect(brain.result == 5)
        #expect(brain.state.values["x"] == before.x)
        // Statements before the failed one keep their effects (`y = 2`), and are heard.
        #expect(heard.isEmpty && heardValues.isEmpty)
        #expect(try brain.evaluate("ans") == 5)
    }

    /// `evaluateValue` and `execute` have the whole value: `10^400` is no error there.
    @Test func theValueHasEveryDigit() throws {
        let brain = CalculatorBrain()
        let value = try brain.evaluateValue("10^400")
        #expect(value.double == nil)
        #expect(Double(value) == .infinity)
        #expect(brain.state.ans == value)
        #expect(try brain.evaluate("ans / 10^399") == 10, "ans keeps every digit")
        #expect(try brain.evaluate("x = 10^400; x / 10^399") == 10, "an earlier value may be past the range")
    }

    /// A value past the range followed by another statement takes effect when that one starts.
    @Test func aValuePastTheRangeThatIsNotLastTakesEffect() throws {
        let brain = CalculatorBrain()
        var heard: [Value?] = []
        brain.observeValue { heard.append($0) }
        #expect(try brain.evaluate("10^400; ans / 10^399") == 10)
        #expect(heard.count == 2)
        #expect(heard.first??.double == nil)
    }
}
