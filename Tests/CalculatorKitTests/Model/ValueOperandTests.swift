import Testing

@testable import CalculatorKit

/// `Value.operand(in:)`: a value as the arithmetic in force computes with it, which is how the
/// keypad takes a typed number or a variable's value.
struct ValueOperandTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var value: Value
        var arithmetic: CalculatorOptions.Arithmetic
        var operand: Value
        var testDescription: String { "\(value) in \(arithmetic)" }
    }

    static let third = Number(numerator: 1, denominator: 3)!

    static let cases: [Case] = [
        // Exact arithmetic: a number stays itself, a `Double` is the decimal it shows.
        Case(value: .number(third), arithmetic: .exact, operand: .number(third)),
        Case(value: .float(0.1), arithmetic: .exact, operand: .number(Number(numerator: 1, denominator: 10)!)),
        Case(value: .float(1.0 / 3), arithmetic: .exact, operand: .number(Number(decimal: 1.0 / 3)!)),
        Case(value: .float(-0.0), arithmetic: .exact, operand: .number(Number(0))),
        // inf is no number: it stays a `Double`, for the operation to refuse.
        Case(value: .float(.infinity), arithmetic: .exact, operand: .float(.infinity)),
        // Checked and IEEE arithmetic: the nearest `Double`.
        Case(value: .number(third), arithmetic: .checked, operand: .float(1.0 / 3)),
        Case(value: .number(third), arithmetic: .ieee, operand: .float(1.0 / 3)),
        Case(value: .float(0.1), arithmetic: .ieee, operand: .float(0.1)),
        Case(value: .float(.infinity), arithmetic: .checked, operand: .float(.infinity)),
    ]

    @Test(arguments: cases)
    func operandOfEachArithmetic(_ testCase: Case) {
        #expect(testCase.value.operand(in: testCase.arithmetic) == testCase.operand)
    }

    /// NaN equals nothing, itself included: checked by kind and `isNaN`.
    @Test(arguments: CalculatorOptions.Arithmetic.allCases)
    func notANumberStaysADouble(_ arithmetic: CalculatorOptions.Arithmetic) {
        guard case .float(let double) = Value.float(.nan).operand(in: arithmetic) else {
            Issue.record("nan became a number in \(arithmetic)")
            return
        }
        #expect(double.isNaN)
    }

    /// The keypad takes a variable's value through it: a `Double` variable in exact arithmetic
    /// is the decimal it shows, so `0.1 + 0.2` on the keys is 0.3 exactly.
    @Test func theKeypadTakesOperandsThroughIt() {
        let brain = CalculatorBrain()
        var state = CalculatorState()
        state.bindings["a"] = .variable(.float(0.1))
        brain.state = state
        brain.setOperand(variable: "a")
        brain.performOperation("+")
        brain.setOperand(0.2)
        brain.performOperation("=")
        #expect(brain.value == .number(Number(numerator: 3, denominator: 10)!))
    }
}
