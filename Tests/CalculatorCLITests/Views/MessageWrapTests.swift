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
            id: "errors and warnings stay whole",
            text: "error: unknown name 'sni'\nwarning: history file is not saved\n",
            width: 20, expected: "error: unknown name 'sni'\nwarning: history file is not saved\n"),
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
