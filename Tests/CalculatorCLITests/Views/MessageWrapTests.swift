import Testing

@testable import CalculatorCLI

/// Issue 35: messages fold at word boundaries to the terminal's width; other output stays whole.
struct MessageWrapTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var text: String
        var width: Int
        var expected: String
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(
            id: "a note folds under its text",
            text: "note: it is an approximation, which has no exact fraction; 'to sci' shows its digits, or round it\n",
            width: 40,
            expected: "note: it is an approximation, which has\n      no exact fraction; 'to sci' shows\n"
                + "      its digits, or round it\n"),
        Case(
            id: "errors stay whole", text: "error: unknown name 'sni'\n", width: 20,
            expected: "error: unknown name 'sni'\n"),
        // Issue 49: the history file's warning folds like a note, its path whole.
        Case(
            id: "a warning folds under its text",
            text: "warning: history is not saved: /home/someone/.local/state/calc/history is read-only\n",
            width: 40,
            expected: "warning: history is not saved:\n         /home/someone/.local/state/calc/history\n"
                + "         is read-only\n"),
        // Issue 49: a table's last column folds under its own start, or under six blanks when
        // it would be narrower than 24 columns.
        Case(
            id: "a table row folds under its last column",
            text: "  seq(a, b, [step])  2 or 3 arguments  a, a + step, … while not past b (step 1 by default)\n",
            width: 70,
            expected: "  seq(a, b, [step])  2 or 3 arguments  a, a + step, … while not past b\n"
                + "                                       (step 1 by default)\n"),
        Case(
            id: "a narrow last column folds under six blanks",
            text: "  seq(a, b, [step])  2 or 3 arguments  a, a + step, … while not past b (step 1 by default)\n",
            width: 50,
            expected:
                "  seq(a, b, [step])  2 or 3 arguments  a, a +\n      step, … while not past b (step 1 by default)\n"),
        Case(
            id: "a table row that fits in columns is left alone, however many bytes",
            text: "  中文  the name in Chinese characters, two columns each\n", width: 56,
            expected: "  中文  the name in Chinese characters, two columns each\n"),
        Case(
            id: "a line that fits is left alone", text: "note: did you mean 'sin'?\n", width: 40,
            expected: "note: did you mean 'sin'?\n"),
        Case(
            id: "results, sources and carets are left alone", text: "x = 1 + 2 + 3 + 4\n  1 + 2 + 3 + sni(1)\n  ^~~\n",
            width: 10, expected: "x = 1 + 2 + 3 + 4\n  1 + 2 + 3 + sni(1)\n  ^~~\n"),
        Case(
            id: "colour takes no columns", text: "\u{1B}[1mnote:\u{1B}[0m did you mean 'sin'?\n", width: 25,
            expected: "\u{1B}[1mnote:\u{1B}[0m did you mean 'sin'?\n"),
        Case(
            id: "a word wider than a row stays whole", text: "note: 123456789012345678901234567890 x\n", width: 20,
            expected: "note: 123456789012345678901234567890\n      x\n"),
    ]

    @Test(arguments: cases)
    func wrap(_ test: Case) {
        #expect(MessageWrap.wrap(test.text, width: test.width) == test.expected)
    }

    @Test func theBannerFoldsAsAParagraph() {
        #expect(
            MessageWrap.fold("calc 0.1.0 · type :help for help, Ctrl-D to quit", width: 40)
                == "calc 0.1.0 · type :help for help, Ctrl-D\nto quit")
        #expect(MessageWrap.fold("calc 0.1.0 · type :help", width: 40) == "calc 0.1.0 · type :help")
    }
}
