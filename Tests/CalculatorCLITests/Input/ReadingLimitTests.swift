import CalculatorKit
import CalculatorTestSupport
import Testing

@testable import CalculatorCLI

/// A source costs memory and time in proportion to the limits, not to the input: a line past
/// ``ReadingLimits/maximumLineLength`` is a `limit` error at that line and is skipped, a statement
/// open for ``ReadingLimits/maximumContinuedLines`` lines is an error at its bracket, and in
/// both cases reading goes on at the next line. (Every source, batch or REPL, is read by the same
/// ``SourceRunner``; only its handler differs.)
struct ReadingLimitTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var source: String
        var expected: [String]
        var testDescription: String { id }
    }

    static let long = String(repeating: "9", count: ReadingLimits.maximumLineLength + 1)
    static let continued = String(repeating: "1,\n", count: ReadingLimits.maximumContinuedLines)
    static let tooLong = "problem line is too long: the limit is \(ReadingLimits.maximumLineLength) bytes"
    static let stillOpen = "problem this bracket is still open after 10000 lines (the limit for one statement)"

    static let cases: [Case] = [
        Case(
            id: "a line one byte too long", source: "1\n\(long)\n2\n",
            expected: ["1 statement 1", "2:1 \(tooLong)", "3 statement 2"]),
        Case(
            id: "a line just at the limit is read",
            source: "1\n\(String(repeating: " ", count: ReadingLimits.maximumLineLength - 1))2\n",
            expected: [
                "1 statement 1", "2 statement \(String(repeating: " ", count: ReadingLimits.maximumLineLength - 1))2",
            ]),
        Case(
            id: "a too long last line without a newline", source: "1\n\(long)",
            expected: ["1 statement 1", "2:1 \(tooLong)"]),
        Case(
            // Lines 2 to 10001 are the statement; line 10002 is read afresh.
            id: "a stray bracket costs the limit's lines, then reading goes on",
            source: "1\nx = 2 * (\n\(continued)3\n",
            expected: ["1 statement 1", "2:9 \(stillOpen)", "10002 statement 1,", "10003 statement 3"]),
        Case(
            id: "a statement one line short of the limit is joined",
            source: "max(\n" + String(repeating: "1,\n", count: ReadingLimits.maximumContinuedLines - 2) + "1)\n",
            expected: [
                "1 statement max( " + String(repeating: "1, ", count: ReadingLimits.maximumContinuedLines - 2) + "1)"
            ]),
    ]

    @Test(arguments: cases)
    func readsWithinTheLimits(_ test: Case) {
        let directory = TemporaryDirectory()
        directory.write(test.source, to: "t.calc")
        let handler = RecordingHandler()
        let problem = SourceRunner.run(
            SourceRunner.file(directory.file("t.calc")), named: "t.calc", brain: CalculatorBrain(), into: handler)
        #expect(problem == nil)
        #expect(handler.items.count == test.expected.count)
        #expect(handler.items == test.expected)
    }
}
