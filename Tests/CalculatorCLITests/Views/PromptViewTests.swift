import Testing

@testable import CalculatorCLI

/// The REPL prompt: the last result, the continuation marker for open brackets, colour, and
/// its visible width.
@Suite struct PromptViewTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let id: String
        let state: PromptView.State
        let prompt: String
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(id: "before any result", state: .init(), prompt: "› "),
        Case(id: "a result", state: .init(result: "42"), prompt: "42 › "),
        Case(id: "negative", state: .init(result: "-0.5"), prompt: "-0.5 › "),
        Case(id: "continuation padded to the display", state: .init(result: "42", openBrackets: 1), prompt: " … › "),
        Case(id: "continuation before any result", state: .init(openBrackets: 2), prompt: "… › "),
        Case(
            id: "long result cut, exponent kept", state: .init(result: "1.2345678901234567e-300", width: 40),
            prompt: "1.23…e-300 › "),
        Case(
            id: "long integer cut", state: .init(result: "12345678901234567890", width: 40), prompt: "123456789… › "),
        Case(
            id: "a quantity keeps its unit", state: .init(result: "0.333333333333333 km/h", width: 40),
            prompt: "0.33… km/h › "),
        Case(
            id: "and its exponent", state: .init(result: "3.33333333333333e-7 km/h", width: 60),
            prompt: "3.3333…e-7 km/h › "),
        Case(
            id: "a mixed result keeps its last unit", state: .init(result: "16 ft + 4.8503937007874 inch", width: 80),
            prompt: "16 ft + 4.8503… inch › "),
        Case(
            id: "a unit longer than half is cut with the rest",
            state: .init(result: "2 kilometres_per_hour", width: 40), prompt: "2 kilomet… › "),
        Case(
            id: "wide terminal shows it all", state: .init(result: "12345678901234567890", width: 100),
            prompt: "12345678901234567890 › "),
        Case(id: "a short list whole", state: .init(result: "[1, 2, 4]", width: 80), prompt: "[1, 2, 4] › "),
        Case(
            id: "a long list cut between elements", state: .init(result: "[100, 200, 300, 400, 500, 600]", width: 80),
            prompt: "[100, 200, 300, …] › "),
        Case(
            id: "a list of quantities, whole elements", state: .init(result: "[100 cm, 60.96 cm, 2.54 cm]", width: 80),
            prompt: "[100 cm, …] › "),
        Case(
            id: "a list whose first element is long", state: .init(result: "[0.333333333333333, 0.5]", width: 80),
            prompt: "[0.333333333333…, …] › "),
        Case(
            id: "colour", state: .init(result: "7", color: true),
            prompt: "\u{1B}[1m7 \u{1B}[0m\u{1B}[36m›\u{1B}[0m "),
        Case(id: "colour, no result", state: .init(color: true), prompt: "\u{1B}[36m›\u{1B}[0m "),
    ]

    @Test(arguments: cases)
    func rendersState(_ example: Case) {
        #expect(PromptView.render(example.state) == example.prompt)
    }

    @Test(arguments: cases)
    func widthIsTheVisibleColumns(_ example: Case) {
        let visible = example.prompt.replacing(#/\u{1B}\[[0-9;]*m/#, with: "")
        #expect(PromptView.width(example.state) == visible.count)
    }

    @Test func truncatedNeverExceedsItsLimit() {
        for limit in 10...30 {
            #expect(PromptView.truncated("-1.23456789012345678e-300", to: limit).count <= limit)
            #expect(PromptView.truncated("-1.23456789012345678e-300 km/h", to: limit).count <= limit)
            #expect(PromptView.truncated("16 ft + 4.8503937007874 inch", to: limit).count <= limit)
            let list = PromptView.truncated("[0.333333333333333, 100 km/h, 2 + 3i, 4]", to: limit)
            #expect(list.count <= limit, "\(list)")
            #expect(list.hasPrefix("[") && list.hasSuffix("]"))
        }
    }
}
