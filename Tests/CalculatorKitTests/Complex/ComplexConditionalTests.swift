import Testing

@testable import CalculatorKit

/// Issue 32: `if` with complex numbers, and user functions whose bodies hold `i`. The condition
/// must be real (`i == i` is: 1); the branches may be complex, and only the one taken is
/// evaluated, so a recursion with complex values ends at its base case.
struct ComplexConditionalTests {
    typealias Case = ComplexCase

    static let values: [Case] = [
        Case("if(i == i, 1, 2)", "1"), Case("if(i != i, 1, 2i)", "2i"), Case("if(1, 2i, 3)", "2i"),
        Case("if(0, 2i, 3)", "3"), Case("if(0, i, 2) + 1", "3"), Case("if(if(1, 0, i), i, 2i)", "2i"),
        Case("if(re(3 + 4i) > 2, 1 + i, 0)", "1 + i"), Case("if(i == i, 2i, 1/0)", "2i"),
        Case("if(0, ln(0), 3i)", "3i"), Case("2 * if(1, i, 0)^2", "-2"),
        Case("f(n) = if(n <= 0, i, f(n - 1)); f(20)", "i"),
        Case("p(n) = if(n == 0, 1, (1 + i) * p(n - 1)); p(4)", "-4"),
        Case("f(x) = x * i; f(2)", "2i"), Case("z(w) = 50 + i*w/10; z(100)", "50 + 10i"),
        Case("f(x) = polar(2, x); f(pi/2)", "2i"),
    ]

    @Test(arguments: values)
    func conditionsAreRealAndBranchesMayBeComplex(_ test: Case) throws {
        let result = try #require(CalculatorBrain().execute(test.input).last)
        #expect(result.error == nil)
        #expect(result.value.map { ValueFormat().string(for: $0) } == test.expected)
    }

    typealias ErrorCase = ComplexErrorCase

    static let errors: [ErrorCase] = [
        ErrorCase("if(i, 1, 2)", "the condition of 'if' must be real, not a complex number", column: 4),
        ErrorCase("if(1 + i, 1 m, 2 m)", "the condition of 'if' must be real, not a complex number", column: 4),
        ErrorCase("z = 2i; if(z, 1, 2)", "the condition of 'if' must be real, not a complex number", column: 12),
        // Inside a function, at the call that led there, as every failure in a function is shown
        // (the note names the definition).
        ErrorCase("f(x) = if(x, 1, 2); f(i)", "the condition of 'if' must be real, not a complex number", column: 21),
        ErrorCase("if(2i > 0, 1, 2)", "complex numbers have no order: > takes real numbers", column: 7),
        ErrorCase("if(1, i, 2) < 3", "complex numbers have no order: < takes real numbers", column: 13),
    ]

    @Test(arguments: errors)
    func aComplexConditionIsAnErrorAtTheCondition(_ test: ErrorCase) {
        let error = CalculatorBrain().execute(test.input).last?.error
        #expect(error?.message == test.message)
        #expect(error?.range.column == test.column)
    }

    /// Double arithmetic defines a function whose body holds `i` or `polar`, and refuses it when
    /// called, as it refuses `i` in a statement.
    @Test(arguments: [CalculatorOptions.Arithmetic.ieee, .checked])
    func doubleArithmeticRefusesAComplexBodyWhenCalled(_ arithmetic: CalculatorOptions.Arithmetic) {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: arithmetic))
        let results = brain.execute("f(x) = x * i; g(x) = polar(1, x)")
        #expect(results.map(\.error).allSatisfy { $0 == nil })
        for call in ["f(2)", "g(2)", "polar(1, 2)"] {
            #expect(brain.execute(call).last?.error?.message == Failure.complexNeedsExactArithmetic, "\(call)")
        }
    }
}
