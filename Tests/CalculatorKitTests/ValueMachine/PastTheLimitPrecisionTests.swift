import CalculatorKit
import Testing

/// An exact result past the 10,000,000-digit limit is approximated at the brain's precision, by
/// each way a statement is computed: the straight evaluator (a line without user functions),
/// the number machine (a user function), the units evaluator, and the operation bodies (`^`,
/// `!`, `%`, literals). The
/// digits are mpmath's, to 50 significant digits: more than the 15 digits' working precision
/// holds, so a path that fell back on the default precision would show fewer.
struct PastTheLimitPrecisionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var shown: String
        var testDescription: String { input }
    }

    static let cases: [Case] = [
        Case(input: "10^9999999 * 9 / 7 + 1/3", shown: "1.2857142857142857142857142857142857142857142857143e9999999"),
        Case(
            input: "f(x) = x * 9 / 7 + 1/3; f(10^9999999)",
            shown: "1.2857142857142857142857142857142857142857142857143e9999999"),
        Case(input: "1e20000000 / 7", shown: "1.4285714285714285714285714285714285714285714285714e19999999"),
        Case(input: "fact(10^9)", shown: "9.9046265792229937372808211050657043217172213900293e8565705522"),
        Case(
            input: "g(n) = 3 * 2^n; g(33219281)",
            shown: "3.1082205511964029086157357198522742285096345761906e10000000"),
        Case(input: "1.0000001^10000000 * 2", shown: "5.4365633850899325423971004515556265463070165425688"),
        Case(input: "2^(10^8) / 3", shown: "1.2282219789934862544030307969947406383566552707558e30102999"),
        // A quantity's magnitude too, through the units evaluator.
        Case(input: "1e20000000 m / (7 s)", shown: "1.4285714285714285714285714285714285714285714285714e19999999 m/s"),
    ]

    @Test(arguments: cases) func atTheBrainsPrecision(_ testCase: Case) throws {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .exact, precision: 50))
        let last = try #require(brain.execute(testCase.input).last)
        #expect(last.value?.number?.isExact != true)
        #expect(last.value.map { ValueFormat(brain.options).string(for: $0) } == testCase.shown)
    }

    /// Past even an approximation's range: the limit error, at the operation, in the machine too.
    @Test func beyondTheRangeInAFunction() {
        let brain = CalculatorBrain()
        let error = brain.execute("h(n) = 2^n; 1 + h(2^70)").last?.error
        #expect(error?.kind == .limit)
        #expect(error?.message == "the result is too large even as an approximation (more than about 10^(1.39e18))")
        #expect(error?.range.column == 17)
    }
}
