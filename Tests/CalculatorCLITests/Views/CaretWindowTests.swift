import Testing

@testable import CalculatorCLI

/// Issue 49: a source line wider than the terminal is shown again cut to one row around the
/// caret, and the caret moves with the cut, so it stands under its token.
struct CaretWindowTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var line: String
        var caret: String
        var columns: Int
        var expected: (line: String, caret: String)
        var testDescription: String { "\(line) at \(columns)" }
    }

    static let cases: [Case] = [
        // Fits: unchanged.
        Case(line: "1 + sni(2)", caret: "    ^~~", columns: 40, expected: ("1 + sni(2)", "    ^~~")),
        // The token near the start: the end is cut.
        Case(
            line: "sni(1)+1+1+1+1+1+1+1+1", caret: "^~~", columns: 12,
            expected: ("sni(1)+1+1+…", "^~~")),
        // In the middle: both sides cut, the caret moved left by what was cut, plus the `…`.
        Case(
            line: "1+1+1+1+1+sni(1)+1+1", caret: "          ^~~", columns: 12,
            expected: ("…+1+sni(1)+…", "    ^~~")),
        // At the end: the start is cut, the line's end shown.
        Case(
            line: "1+1+1+1+1+1+1+1+sni(1)", caret: "                ^~~", columns: 12,
            expected: ("…+1+1+sni(1)", "      ^~~")),
        // Wide characters count two columns, in the line and the caret's blanks.
        Case(
            line: "中文+中文+中文+中文+sni(1)", caret: "                    ^~~", columns: 12,
            expected: ("…中文+sni(1)", "      ^~~")),
        // A mark wider than the row is cut to fit between the `…`s.
        Case(
            line: "1+abcdefghijklmnopqrstuvwxyz+1", caret: "  ^~~~~~~~~~~~~~~~~~~~~~~~~", columns: 10,
            expected: ("…abcdefgh…", " ^~~~~~~~")),
        // A tab is one blank in both lines.
        Case(
            line: "1\t+1+1+1+1+1+1+sni(1)", caret: "\t              ^~~", columns: 12,
            expected: ("…+1+1+sni(1)", "      ^~~")),
    ]

    @Test(arguments: cases)
    func fits(_ test: Case) {
        let (line, caret) = CaretWindow.fit(line: test.line, caret: test.caret, columns: test.columns)
        #expect(line == test.expected.line)
        #expect(caret == test.expected.caret)
        #expect(line.terminalColumns <= max(test.columns, test.line.terminalColumns))
    }
}
