import CalculatorKit
import Testing

@testable import CalculatorCLI

@Suite struct LivePreviewTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var input: String
        var preview: String?
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(id: "an expression", input: "1+2", preview: "3"),
        Case(id: "a conversion shows its text", input: "255 to hex", preview: "0xff"),
        Case(id: "a format being typed", input: "255 to he", preview: nil),
        Case(id: "bitwise", input: "6 & 3", preview: "2"),
        Case(id: "a percent", input: "100 + 10%", preview: "110   read as 100 + 10% of 100"),
        Case(id: "a contested reading", input: "6/2(1+2)", preview: "9   read as (6/2)·(1+2)"),
        Case(id: "as a percent", input: "1/8 to %", preview: "12.5%"),
        // Quantities (issue 30): the preview shows what Return prints, unit and all.
        Case(id: "a conversion of units", input: "60 mph to m/s", preview: "26.8224 m/s"),
        Case(id: "a unit being typed", input: "60 mph to m/", preview: nil),
        Case(id: "units combine", input: "10 m / 2 s", preview: "5 m/s"),
        Case(id: "mixed units", input: "5 m to ft+inch", preview: "16 ft + 4.8503937007874 inch"),
        Case(id: "hours, minutes, seconds", input: "5000 s to h+min+s", preview: "1 h + 23 min + 20 s"),
        Case(id: "an assignment of a quantity", input: "d = 3 km", preview: "d = 3 km"),
        Case(id: "a dimension mismatch", input: "1 kg to m", preview: nil),
        Case(id: "a unit and a format", input: "1 kg to lb to frac", preview: "(100000000/45359237) lb"),
        Case(id: "incomplete", input: "(1+", preview: nil),
        Case(id: "a trailing operator", input: "1+", preview: nil),
        Case(id: "an error", input: "1/0", preview: nil),
        Case(id: "an unknown name", input: "sni(1)", preview: nil),
        Case(id: "an assignment shows what Return prints", input: "x = 3+4", preview: "x = 7"),
        Case(id: "a definition alone shows nothing", input: "f(t) = t^2", preview: nil),
        Case(id: "a definition then its use", input: "f(t) = t^2; f(3)", preview: "9"),
        Case(id: "the last statement with a value", input: "x = 2; x * 10", preview: "20"),
        Case(id: "an error anywhere hides it", input: "1/0; 2", preview: nil),
        Case(id: "the user's variables", input: "y * 2", preview: "42"),
        Case(id: "ans", input: "ans + 1", preview: "22"),
        Case(id: "a command", input: ":vars", preview: nil),
        Case(id: "a command with spaces", input: "  :precision 3", preview: nil),
        Case(id: "quit", input: "quit", preview: nil),
        Case(id: "blank", input: "   ", preview: nil),
        Case(id: "too long", input: "1" + String(repeating: "+1", count: LivePreview.maximumLength / 2), preview: nil),
        Case(id: "runaway recursion", input: "g(n) = g(n + 1); g(0)", preview: nil),
        Case(id: "deep recursion", input: "h(n) = if(n <= 0, 0, 1 + h(n - 1)); h(1000)", preview: "1000"),
        // Minutes of work without the preview's time limit.
        Case(
            id: "past the time limit", input: "fib(n) = if(n < 2, n, fib(n - 1) + fib(n - 2)); fib(40)", preview: nil),
    ]

    static func brain() -> CalculatorBrain {
        let brain = CalculatorBrain()
        _ = try? brain.evaluate("y = 21; y")
        return brain
    }

    /// What is shown, apart from how fast: a wait and a time limit of seconds, not the REPL's
    /// 200 and 25 ms, which a sanitizer's run beside eight busy threads can take for trivial
    /// lines. (The REPL's own limits: `scratchCopyHasTheShorterTimeLimit` and the pty tests.)
    @Test(arguments: cases) func preview(_ testCase: Case) {
        #expect(Self.shown(testCase.input, Self.brain()) == testCase.preview)
    }

    /// The preview with the tests' limits (see ``preview(_:)``).
    static func shown(_ input: String, _ brain: CalculatorBrain) -> String? {
        LivePreview.text(for: input, brain: brain, waitLimit: .seconds(60), timeLimit: .seconds(2))
    }

    @Test func nothingReachesTheBrain() {
        let brain = Self.brain()
        var heard: [Double?] = []
        brain.observeResult { heard.append($0) }
        let before = (brain.result, brain.state.ans, brain.options)
        for input in ["x = 5", "f(t) = t", "99", "ans = 3"] { _ = LivePreview.text(for: input, brain: brain) }
        #expect(brain.state.variables == ["y": 21])
        #expect(brain.state.functions.isEmpty)
        #expect(brain.result == before.0 && brain.state.ans == before.1 && brain.options == before.2)
        #expect(heard.isEmpty)
        #expect(brain.options.timeLimit == nil)
    }

    @Test func scratchCopyHasTheShorterTimeLimit() {
        let brain = Self.brain()
        #expect(LivePreview.scratchCopy(of: brain).options.timeLimit == LivePreview.timeLimit)
        brain.options.timeLimit = .milliseconds(5)
        #expect(LivePreview.scratchCopy(of: brain).options.timeLimit == .milliseconds(5))
        brain.options.timeLimit = .seconds(10)
        #expect(LivePreview.scratchCopy(of: brain).options.timeLimit == LivePreview.timeLimit)
    }

    @Test func followsTheBrainsPrecision() {
        let brain = Self.brain()
        brain.options.precision = 3
        #expect(Self.shown("1/3", brain) == "0.333")
    }

    @Test func sessionJoinsContinuedLinesAndObeysPreviewOff() {
        let transcript = Transcript()
        let session = REPLSession(brain: Self.brain(), console: transcript.console)
        session.showsPreview = true
        session.previewLimits = (wait: .seconds(60), time: .seconds(2))
        #expect(session.rightPrompt(typing: "1+2") == "3")
        session.handle("max(1,")
        #expect(session.rightPrompt(typing: "7") == "")  // still open
        #expect(session.rightPrompt(typing: "7)") == "7")
        session.cancel()
        session.handle(":preview off")
        #expect(transcript.text.hasSuffix("preview off\n"))
        #expect(session.rightPrompt(typing: "1+2") == "")
        session.handle(":preview maybe")
        #expect(transcript.text.hasSuffix("error: preview takes on or off, got 'maybe'\n"))
    }

    @Test func viewIsDimAndCut() {
        #expect(PreviewView.render("3", color: true, width: 80) == "\u{1B}[2m3\u{1B}[0m")
        #expect(PreviewView.render("3", color: false, width: 80) == "3")
        #expect(PreviewView.render(nil, color: true, width: 80) == "")
        #expect(PreviewView.render("1234567890123", color: false, width: 40) == "123456789…")
    }
}
