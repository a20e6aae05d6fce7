import Foundation
import Testing

@testable import CalculatorKit

/// One machine for every kind of value of exact arithmetic: numbers, quantities and complex
/// numbers go through the same `if`, user functions, recursion depth (10,000), call-count limit
/// and stops, and an operation's meaning for its operands' kinds is decided in `Value.apply`.
struct ValueMachineTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var shown: String
        var testDescription: String { source }
    }

    /// Each kind through recursion, `if` and parameters, as deep as the depth limit allows.
    static let values: [Case] = [
        Case(source: "f(n) = if(n <= 0, i, f(n - 1) + 1); f(5000)", shown: "5000 + i"),
        Case(source: "g(n) = if(n <= 0, 0 m, g(n - 1) + 1 cm); g(5000)", shown: "50 m"),
        Case(source: "h(n) = if(n <= 0, 1, n * h(n - 1)); h(20)", shown: "2432902008176640000"),
        Case(source: "k(z) = if(im(z) == 0, z, k(z * i)); k(2)", shown: "2"),
        Case(source: "k(z) = if(im(z) == 0, z, k(z * i)); k(2i)", shown: "-2"),
        Case(source: "p(x) = x * 1 m; p(3) + 2 m", shown: "5 m"),
        Case(source: "q(x, y) = sqrt(x) + y; q(-4, 1 m) ", shown: ""),
        Case(source: "sqrt(-4) + 1", shown: "1 + 2i"),
        Case(source: "x = 2i; x^2", shown: "-4"),
        Case(source: "d = 3 m; if(d > 1 m, d * 2, 0 m)", shown: "6 m"),
        Case(source: "2i + floor(log(3000!)) * 0", shown: "2i"),
        Case(source: "polar(2, 90 deg)", shown: "2i"),
    ]

    @Test(arguments: values)
    func eachKindRunsOnTheOneMachine(_ test: Case) {
        let brain = CalculatorBrain()
        let last = brain.execute(test.source).last
        if test.shown.isEmpty {
            // A complex number meeting a unit is an error at the operator, as anywhere.
            #expect(last?.error?.message == "a quantity's magnitude must be real: 2i + 1 m")
            return
        }
        #expect(last?.error == nil, "\(last?.error?.message ?? "")")
        #expect(last.flatMap { ValueFormat(brain.options).text(of: $0)?.text } == test.shown)
    }

    /// The depth limit is the same for every kind: 10,000 nested calls, then the limit's error.
    @Test(arguments: ["1", "i", "1 m"])
    func everyKindHasTheSameDepthLimit(_ base: String) {
        let brain = CalculatorBrain()
        let results = brain.execute("r(n) = if(n <= 0, \(base), r(n - 1) + \(base)); r(9990); r(10001)")
        #expect(results[1].error == nil, "\(results[1].error?.message ?? "")")
        #expect(results[2].error?.message == "recursion too deep: more than 10000 nested calls")
    }

    /// A runaway recursion over complex numbers or quantities stops on a request from another
    /// thread, as one over numbers does (it used to run in a walker with no stop check).
    @Test(arguments: ["i", "1 m", "1"])
    func everyKindStopsOnRequest(_ base: String) throws {
        let brain = CalculatorBrain()
        try brain.evaluate("f(n) = if(n <= 0, \(base), f(n - 1) + f(n - 1))")
        brain.requestStop(after: 0.05)
        let result = brain.execute("f(30)").last
        #expect(result?.error?.kind == .interrupted)
    }

    /// A kind no operation takes is refused where the operation is written, by the kind's own
    /// rules: an order of complex numbers, a unit in a condition.
    @Test func kindsAreRefusedAtTheOperation() {
        let brain = CalculatorBrain()
        #expect(brain.execute("i < 1").last?.error?.message == "complex numbers have no order: < takes real numbers")
        let condition = brain.execute("if(2 m, 1, 0)").last?.error
        #expect(condition?.message == "the condition of 'if' takes no unit: m (length)")
        #expect(condition?.range.column == 4)
        let complex = brain.execute("if(i, 1, 0)").last?.error
        #expect(complex?.message == "the condition of 'if' must be real, not a complex number")
        #expect(complex?.range.column == 4)
    }

    /// `--real` keeps the real errors, and refuses `i` and complex variables, wherever they are.
    @Test func realArithmeticRefusesComplexNumbers() {
        let brain = CalculatorBrain()
        _ = brain.execute("z = 2i")
        brain.options.real = true
        #expect(brain.execute("sqrt(-1)").last?.error?.message == "square root of a negative number")
        #expect(brain.execute("z + 1").last?.error?.message == "complex numbers are off")
        #expect(brain.execute("f(x) = x + i; f(1)").last?.error?.message == "complex numbers are off")
    }

    /// The kind dispatch itself: two numbers, a number and a `Double`, two `Double`s.
    @Test func applyDecidesByKind() throws {
        let table = OperationTable.standard
        let add = ValueOperation(table.operations[table.infix("+")!], options: CalculatorOptions())
        #expect(
            try Value.apply(add, [.number(Number(1)), .float(0.5)], at: .keypad)
                == .number(try #require(Number(numerator: 3, denominator: 2))))
        #expect(try Value.apply(add, [.float(1), .float(0.5)], at: .keypad) == .float(1.5))
        let root = ValueOperation(table.named("sqrt")!, options: CalculatorOptions())
        #expect(
            try Value.apply(root, [.number(Number(-4))], at: .keypad)
                == .complex(ComplexNumber(real: Number(0), imaginary: Number(2))))
    }
}
