import CalculatorKit
import Testing

@testable import CalculatorCLI

/// A statement's text, written once for every view: the batch output, the REPL's transcript (with
/// its `≈`), the live preview, `:variables`, and the prompt.
struct StatementViewTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var source: String
        var arithmetic: CalculatorOptions.Arithmetic = .exact
        /// As a batch run and the live preview write it.
        var plain: String
        /// As the REPL's transcript writes it.
        var marked: String
        var testDescription: String { "\(source) (\(arithmetic))" }
    }

    static let cases: [Case] = [
        Case(source: "5", plain: "5", marked: "5"),
        Case(source: "x = 5", plain: "x = 5", marked: "x = 5"),
        Case(source: "f(x) = x^2", plain: "f(x)", marked: "f(x)"),
        Case(source: "1/3", plain: "0.333333333333333", marked: "≈ 0.333333333333333"),
        Case(source: "y = sqrt(2)", plain: "y = 1.4142135623731", marked: "y = ≈ 1.4142135623731"),
        Case(source: "2^64", plain: "18446744073709551616", marked: "18446744073709551616"),
        Case(source: "255 to hex", plain: "0xff", marked: "0xff"),
        Case(source: "1/3 to frac", plain: "1/3", marked: "1/3"),
        Case(source: "1/3 to sci", plain: "3.33333333333333e-1", marked: "≈ 3.33333333333333e-1"),
        Case(source: "1/3", arithmetic: .checked, plain: "0.333333333333333", marked: "0.333333333333333"),
        Case(
            source: "0.1 to frac", arithmetic: .ieee, plain: "3602879701896397/36028797018963968",
            marked: "3602879701896397/36028797018963968"),
        Case(source: "1/0", arithmetic: .ieee, plain: "inf", marked: "inf"),
    ]

    @Test(arguments: cases)
    func lines(_ testCase: Case) throws {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: testCase.arithmetic))
        let statement = try #require(brain.execute(testCase.source).first)
        let view = StatementView(brain.options)
        #expect(view.line(statement, marked: false) == testCase.plain)
        #expect(view.line(statement, marked: true) == testCase.marked)
    }

    /// `:help x` and `:vars` write a variable as an assignment is shown: every digit.
    @Test func variablesAreShownAsAssigned() {
        let brain = CalculatorBrain()
        _ = brain.execute("x = 2^64")
        #expect(HelpView.topic("x", brain: brain) == "x = 18446744073709551616    (your variable)\n")
        let transcript = Transcript()
        let session = REPLSession(brain: brain, console: transcript.console)
        session.handle(":vars")
        #expect(transcript.text == "x = 18446744073709551616\n")
    }

    @Test func anErrorHasNoLine() {
        let brain = CalculatorBrain()
        #expect(StatementView(brain.options).line(brain.execute("1/0")[0], marked: true) == nil)
    }

    /// The prompt is told of each new value by the brain, and writes it with its `≈`: a key
    /// pressed on the brain directly shows, as does an undo.
    @Test func thePromptHearsTheBrain() {
        let brain = CalculatorBrain()
        let transcript = Transcript()
        let session = REPLSession(brain: brain, console: transcript.console)
        session.handle("1/3")
        #expect(session.promptState.result == "0.333333333333333")
        #expect(session.promptState.isApproximate)
        brain.setOperand(7)
        #expect(session.promptState.result == "7")
        #expect(!session.promptState.isApproximate)
        session.handle("2^64")
        #expect(session.prompt == "18446744073709551616 › ")
        session.handle(":undo")
        #expect(session.promptState.result == "7")
        brain.reset()
        #expect(session.prompt == "› ")
    }
}
