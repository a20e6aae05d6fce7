import CalculatorKit
import Testing

@testable import CalculatorCLI

/// `--check`'s verdict on a line: how numbers are compared, and the exact words of each
/// mismatch, malformed expectations included, as `FILE:LINE: ` precedes them on stdout.
struct CheckComparisonTests {
    @Test(arguments: [
        (1024.0, 1024.0, true), (1000.0, 1024.0, false), (0.333333333333, 1.0 / 3, true),
        (0.33333333333, 1.0 / 3, false), (1, 1.0000000000049, true), (1, 1.0000000000051, false),
        (1e20, 1.00000000000049e20, true), (0, 1e-17, false), (0, 0, true), (-0.0, 0, true),
        (.nan, .nan, true), (.nan, 1, false), (.infinity, .infinity, true), (.infinity, -.infinity, false),
        (.infinity, 1e308, false),
    ])
    func checkAgreesToTwelveDigits(_ expected: Double, _ got: Double, _ agree: Bool) {
        #expect(CheckReporter.agree(expected, got) == agree)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let line: String
        var arithmetic = CalculatorOptions.Arithmetic.checked
        let verdict: CheckReporter.Verdict
        var testDescription: String { "\(line) (\(arithmetic))" }
    }

    static let cases: [Case] = [
        Case(line: "2^10  # => 1024", verdict: .passed),
        Case(line: "2^10  # => 1000", verdict: .failed("expected 1000, got 1024")),
        Case(line: "1/3  # => 0.33333333333", verdict: .failed("expected 0.33333333333, got 0.333333333333333")),
        Case(line: "1/0  # => 5", verdict: .failed("expected 5, got error: division by zero", column: 1)),
        Case(line: "1/0  # => error", verdict: .passed),
        Case(line: "2 + 2  # => error", verdict: .failed("expected error, got 4")),
        Case(line: "sqrt(-4)", verdict: .failed("unexpected error: square root of a negative number", column: 1)),
        Case(line: "2 + sni(4)", verdict: .failed("unexpected error: unknown name 'sni'", column: 5)),
        Case(line: "sqrt(4)  # a comment", verdict: .unchecked),
        Case(line: "# => 3", verdict: .failed("expected 3, got no value")),
        Case(line: "f(x) = x  # => 1", verdict: .failed("expected 1, got no value")),
        Case(line: "x = 7  # => 7", verdict: .passed),
        Case(line: "2 + 2; 3 * 3  # => 9", verdict: .passed),
        // Malformed expectations.
        Case(
            line: "1  # => banana",
            verdict: .failed("cannot read the expectation 'banana': write a number, a list, a date or 'error'")),
        Case(
            line: "1  # =>",
            verdict: .failed("cannot read the expectation '': write a number, a list, a date or 'error'")),
        Case(
            line: "1  # float => 1",
            verdict: .failed(
                "unknown mode 'float' in '# float =>': write '# checked =>', '# ieee =>', '# exact =>' or '# =>' for every mode"
            )),
        Case(line: "1  # => 1  # => 1", verdict: .failed("more than one '# =>' on the line")),
        Case(line: "1/0  # ieee => inf  # ieee => inf", verdict: .failed("more than one '# ieee =>' on the line")),
        // One answer per mode: the mode calc runs in picks its clause, else the untagged one.
        Case(line: "1/0  # => error  # ieee => inf", verdict: .passed),
        Case(line: "1/0  # => error  # ieee => inf", arithmetic: .ieee, verdict: .passed),
        Case(line: "1/0  # checked => error  # ieee => inf", verdict: .passed),
        Case(line: "1/0  # checked => error  # ieee => inf", arithmetic: .ieee, verdict: .passed),
        Case(line: "1/0  # ieee => -inf", arithmetic: .ieee, verdict: .failed("expected -inf, got inf")),
        Case(line: "1/0  # => error", arithmetic: .ieee, verdict: .failed("expected error, got inf")),
        Case(line: "0/0  # ieee => nan", arithmetic: .ieee, verdict: .passed),
        // A line whose expectations are all for other modes expects nothing in this one.
        Case(line: "1/0  # ieee => inf", verdict: .failed("unexpected error: division by zero", column: 1)),
        Case(line: "1/2  # checked => 0.5", arithmetic: .ieee, verdict: .unchecked),
        // What a line got is written as calc shows its value: every digit of an exact integer.
        Case(line: "2^64  # => 1", arithmetic: .exact, verdict: .failed("expected 1, got 18446744073709551616")),
        Case(line: "2^64  # => 1", verdict: .failed("expected 1, got 1.84467440737096e19")),
        Case(line: "2^64  # => 1.84467440737096e19", arithmetic: .exact, verdict: .passed),
    ]

    @Test(arguments: cases)
    func verdict(_ testCase: Case) {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: testCase.arithmetic))
        let reporter = CheckReporter(
            format: NumberFormat(brain.options), arithmetic: testCase.arithmetic, console: Console())
        let location = LineLocation(sourceName: "test.calc", line: 1)
        for result in brain.execute(testCase.line) {
            _ = reporter.report(result, line: testCase.line, at: location)
        }
        #expect(reporter.verdict(on: testCase.line) == testCase.verdict)
    }
}
