import Testing

@testable import CalculatorKit

/// Issue 32 with issue 31's percent: a percent of a complex number is a hundredth of each part,
/// `a + b%` keeps its meaning `a × (1 + b%)`, and `to %` refuses a complex value at the `to`; the
/// remainder `a % b` takes real numbers only.
struct ComplexPercentTests {
    typealias Case = ComplexCase

    static let values: [Case] = [
        Case("(3+4i)%", "0.03 + 0.04i"), Case("i%", "0.01i"), Case("(-2i)%", "-0.02i"), Case("100 + 10%", "110"),
        Case("100 - 10%", "90"), Case("(1+i) + 10%", "1.1 + 1.1i"), Case("(1+i) - 50%", "0.5 + 0.5i"),
        Case("100 + (10i)%", "100 + 10i"), Case("50% * (2+2i)", "1 + i"), Case("2i * 15%", "0.3i"),
        Case("(3+4i)% * 100", "3 + 4i"), Case("10% + 20%", "0.3"),
    ]

    @Test(arguments: values)
    func aPercentIsAHundredthOfEachPart(_ test: Case) throws {
        let result = try #require(CalculatorBrain().execute(test.input).last)
        #expect(result.error == nil)
        #expect(result.value.map { ValueFormat().string(for: $0) } == test.expected)
        #expect(result.value?.isExact == true)
    }

    typealias ErrorCase = ComplexErrorCase

    static let errors: [ErrorCase] = [
        ErrorCase("i to %", "i is not a real number", column: 3),
        ErrorCase("(3+4i) to %", "3 + 4i is not a real number", column: 8),
        ErrorCase("i % 2", "% takes real numbers, not complex ones", column: 3),
        ErrorCase("5 % (1+i)", "% takes real numbers, not complex ones", column: 3),
        ErrorCase("10 kg + (10i)%", "a quantity's magnitude must be real: 10 kg + 0.1i", column: 7),
    ]

    @Test(arguments: errors)
    func errorsAtTheOperator(_ test: ErrorCase) {
        let error = CalculatorBrain().execute(test.input).last?.error
        #expect(error?.message == test.message)
        #expect(error?.range.column == test.column)
    }

    /// The reading note of `a + b%` is the same for a complex `a`.
    @Test func theReadingIsNoted() throws {
        let result = try #require(CalculatorBrain().execute("(1+i) + 10%").last)
        #expect(result.notes.map(\.message) == ["read as (1+i) + 10% of (1+i); to add 0.1, write (1+i) + 0.1"])
    }
}
