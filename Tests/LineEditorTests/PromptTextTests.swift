import Testing

@testable import LineEditor

/// Escape sequences in a prompt marked as invisible for libedit, so it counts only visible
/// columns.
@Suite struct PromptTextTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let id: String
        let prompt: String
        let marked: String
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(id: "plain", prompt: "42 › ", marked: "42 › "),
        Case(
            id: "colour", prompt: "\u{1B}[1;32m42\u{1B}[0m › ",
            marked: "\u{1}\u{1B}[1;32m\u{1}42\u{1}\u{1B}[0m\u{1} › "),
        Case(id: "OSC title", prompt: "\u{1B}]0;calc\u{7}> ", marked: "\u{1}\u{1B}]0;calc\u{7}\u{1}> "),
        Case(id: "two-byte", prompt: "\u{1B}7> ", marked: "\u{1}\u{1B}7\u{1}> "),
        Case(
            id: "adjacent sequences share one span", prompt: "\u{1B}[1m4\u{1B}[0m\u{1B}[36m›\u{1B}[0m ",
            marked: "\u{1}\u{1B}[1m\u{1}4\u{1}\u{1B}[0m\u{1B}[36m\u{1}›\u{1}\u{1B}[0m\u{1} "),
        Case(id: "unterminated", prompt: "> \u{1B}[1", marked: "> \u{1}\u{1B}[1\u{1}"),
    ]

    @Test(arguments: cases)
    func marksEscapeSequences(_ example: Case) {
        let marked = PromptText.marked(example.prompt)
        #expect(marked.last == 0)
        let text = String(decoding: marked.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #expect(text == example.marked)
    }
}
