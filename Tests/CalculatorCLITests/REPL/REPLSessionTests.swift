import CalculatorKit
import LineEditor
import Testing

@testable import CalculatorCLI

/// A line source playing a script, recording the prompt shown before each read.
final class ScriptedLines: LineSource {
    var prompt = ""
    var rightPrompt: ((String) -> String)?
    var script: [ReadResult]
    private(set) var promptsShown: [String] = []
    var historyEntries: [String] = []

    init(_ script: [ReadResult]) { self.script = script }

    func readLine() -> ReadResult {
        promptsShown.append(prompt)
        guard !script.isEmpty else { return .endOfInput }
        return script.removeFirst()
    }

    func record(_ entry: String) { historyEntries.append(entry) }
}

/// A session writing into a string.
final class Transcript {
    var text = ""
    lazy var console = REPLConsole(output: { [unowned self] in self.text += $0 })
}

@Suite struct REPLSessionTests {
    @Test func promptFollowsTheBrainsResult() {
        let brain = CalculatorBrain()
        let transcript = Transcript()
        let session = REPLSession(brain: brain, console: transcript.console)
        #expect(session.prompt == "› ")
        // The brain changes from outside the session: the prompt still follows.
        _ = try? brain.evaluate("6 * 7")
        #expect(session.prompt == "42 › ")
        session.handle("1/4")
        #expect(session.prompt == "0.25 › ")
        brain.reset()
        #expect(session.prompt == "› ")
    }

    @Test func controllerShowsTheNewResultBeforeEachRead() {
        let lines = ScriptedLines([.line("1+2"), .line("x = 10"), .line("x * 2"), .cancelled, .line(":quit")])
        let transcript = Transcript()
        let session = REPLSession(brain: CalculatorBrain(), console: transcript.console)
        let status = REPLController(session: session, source: lines, showsBanner: false).run()
        #expect(status == 0)
        #expect(lines.promptsShown == ["› ", "3 › ", "3 › ", "20 › ", "20 › "])
        #expect(transcript.text == "3\nx = 10\n20\n")
    }

    @Test func endOfInputExitsZeroAfterTheBanner() {
        let lines = ScriptedLines([])
        let transcript = Transcript()
        let session = REPLSession(brain: CalculatorBrain(), console: transcript.console)
        #expect(REPLController(session: session, source: lines, showsBanner: true).run() == 0)
        #expect(transcript.text.hasPrefix("calc \(REPLController.version)"))
        #expect(transcript.text.contains(":help"))
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let id: String
        let lines: [String]
        let output: String
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(id: "expression", lines: ["2^10"], output: "1024\n"),
        Case(id: "assignment echoes", lines: ["x = 3"], output: "x = 3\n"),
        Case(id: "definition echoes its signature", lines: ["f(a, b) = a*b", "f(2, 3)"], output: "f(a, b)\n6\n"),
        Case(id: "several statements", lines: ["y = 2; y + 1"], output: "y = 2\n3\n"),
        // Issue 35: `ans * 2` after a failed `f(3)` would go on with the `ans` before the line.
        Case(
            id: "the statements after a failed one are not run", lines: ["5", "f(3); ans * 2; 7", "ans"],
            output: "5\n    ^\nerror: unknown name 'f'\nnote: 2 statements after the error were not run\n5\n"),
        Case(
            id: "caret under the input after the prompt", lines: ["5", "1 + sni(2)"],
            output: "5\n        ^~~\nerror: unknown name 'sni'\nnote: did you mean 'sin'?\n"),
        Case(
            id: "continued lines are joined", lines: ["max(1,", "7)", "ans"], output: "7\n7\n"),
        Case(
            id: "an error in continued input shows the joined line", lines: ["(1 +", "* 2)"],
            output: "  (1 + * 2)\n       ^\nerror: '*' needs a value on its left\n"),
        // Issue 48: after the first line, a line that does not stop after `(`, `,` or an operator
        // ends the statement (an error at its bracket), and the next line is its own.
        Case(
            id: "a continued line that stops complete ends the statement", lines: ["(", "1+1", "2*3"],
            output: "  ( 1+1\n       ^\nerror: expected ')' to close '(' at 1:1\n6\n"),
        Case(
            id: "undo an assignment", lines: ["x = 3", ":undo", "x"],
            output: "x = 3\nundid: x = 3\n  ^\nerror: unknown name 'x'\n"),
        Case(id: "undo with nothing to undo", lines: [":undo"], output: "nothing to undo\n"),
        Case(
            id: "an error changes nothing to undo", lines: ["1/0", ":undo"],
            output: "  ^~~\nerror: division by zero\nnothing to undo\n"),
        // Names that are no units: `b` (the bit) and `g` (the gram) would add the shadowing note.
        Case(id: "vars", lines: ["x = 2", "a = 1", ":vars"], output: "x = 2\na = 1\na = 1\nx = 2\n"),
        Case(id: "funcs", lines: ["f(x) = x + 1", ":funcs"], output: "f(x)\nf(x) = x + 1\n"),
        Case(id: "degrees", lines: [":deg", "sin(30)"], output: "angles in degrees\n0.5\n"),
        Case(id: "precision", lines: [":precision 3", "1/3"], output: "precision 3\n≈ 0.333\n"),
        Case(
            id: "bad precision", lines: [":precision 0"],
            output: "error: precision takes a number from 1 to 100000, got '0'\n"),
        Case(
            id: "base", lines: [":base hex", "255", "0.5", "-(2^70)", "255 to dec", ":base", ":base dec", "255"],
            output: "base hex: integer results in hex; others in decimal\n0xff\n0.5\n-0x400000000000000000\n255\n"
                + "base hex\nbase dec: results in decimal\n255\n"),
        Case(
            id: "bad base", lines: [":base 16"], output: "error: base takes hex, bin, oct or dec, got '16'\n"),
        Case(
            id: "conversions", lines: ["255 to hex", "ans + 1", "1/3 to frac", "0.5 to bin"],
            // The caret is under the line typed after the prompt "≈ 0.333333333333333 › ".
            output: "0xff\n256\n1/3\n" + String(repeating: " ", count: 25) + "^~\nerror: 0.5 is not an integer\n"
                + "note: only integers have a bin form; round(x), floor(x) or trunc(x) make one\n"),
        Case(
            id: "an inexact conversion is marked", lines: ["1/3 to sci", "1/3 to frac"],
            output: "≈ 3.33333333333333e-1\n1/3\n"),
        Case(id: "bitwise", lines: ["0xff & 0x0f", "1 << 70", "xor(6, 3)"], output: "15\n1180591620717411303424\n5\n"),
        Case(
            id: "reset", lines: ["x = 1", ":reset", ":vars"],
            output: "x = 1\nforgot every variable, function and result\nno variables yet: assign one with x = 3\n"),
        Case(
            id: "unknown command", lines: [":frobnicate"],
            output: "error: unknown command ':frobnicate'\nnote: type :help for the commands\n"),
        Case(
            id: "a misspelt command", lines: [":fucns"],
            output: "error: unknown command ':fucns'\nnote: did you mean ':funcs'?\n"),
        Case(
            id: "help for a function", lines: [":help sqrt"], output: "sqrt(x): function of 1 argument\n  square root\n"
        ),
        // Units (issue 30).
        Case(id: "help for a unit", lines: [":help km"], output: "km: kilometre (prefix k on metre), 1000 m, length\n"),
        Case(
            id: "help for a function that is a unit", lines: [":help min"],
            output: "min(x, …): function of at least 1 argument\n  smallest argument\n"
                + "min: minute, 60 s, time\n  1 min = 60 s\n  also written minute, minutes\n"),
        Case(
            id: "help for a unit a variable hides", lines: ["g = 3", ":help g"],
            output: "g = 3\nnote: g now names your variable; for the gram, write gram\n"
                + "g = 3    (your variable)\ng: gram, 0.001 kg, mass\n  1 g = (1/1000) kg\n"
                + "  also written gram, grams\n"
                + "  your g hides it: remove the variable with :undo or :reset to use the unit\n"),
        Case(
            id: "units of a dimension", lines: [":units speed"],
            output: "Speed:\n  miles_per_hour       mph  mile/h  speed\n  knot                 kn   nmi/h   speed\n"
                + "  kilometres_per_hour  kph  km/h    speed\n"),
        Case(
            id: "no unit found", lines: [":units zzz"],
            output: "error: no unit or dimension matches 'zzz'\n"
                + "note: type :units for them all, :help units for how to write them\n"),
        Case(id: "help units", lines: [":help units"], output: UnitHelp.page),
        Case(
            id: "a user's unit in :units", lines: ["unit furlong = 220 yd", ":units furlong"],
            output: "unit furlong\nUser units:\n  furlong  -  220 yd  length\n"),
        Case(
            id: "help for a user's unit", lines: ["unit furlong = 220 yd", ":help furlong"],
            output: "unit furlong\nfurlong: furlong, 201.168 m, length\n  1 furlong = 220 yd\n"),
    ]

    /// `:help hex` and the other presentations show the conversions, as `:help to` does; `polar`
    /// is also a function, which `:help polar` describes (its summary names `r∠θ`); `%`, an
    /// operator too, shows the percent rule (see `helpOnPercent`).
    @Test(
        arguments: OperationTable.standard.presentationNames.filter {
            $0 != "%" && OperationTable.standard.named($0) == nil
        })
    func helpOnAPresentation(_ name: String) {
        let transcript = Transcript()
        let session = REPLSession(brain: CalculatorBrain(), console: transcript.console)
        #expect(session.handle(":help \(name)"))
        #expect(transcript.text == HelpView.conversions)
        #expect(transcript.text.contains("to \(name)"))
    }

    @Test func helpOnPolarDescribesTheFunction() {
        let transcript = Transcript()
        let session = REPLSession(brain: CalculatorBrain(), console: transcript.console)
        #expect(session.handle(":help polar"))
        #expect(transcript.text.hasPrefix("polar(r, θ): function of 2 arguments"))
        #expect(transcript.text.contains("r∠θ"))
    }

    /// `:help %` and `:help percent`: the rule once, with its examples worked out; `:notes`.
    @Test func helpOnPercent() {
        for topic in ["%", "percent"] {
            let transcript = Transcript()
            let session = REPLSession(brain: CalculatorBrain(), console: transcript.console)
            #expect(session.handle(":help \(topic)"))
            #expect(transcript.text == HelpView.percent)
            for line in [
                "100 + 10%        110", "7 % 3            1 ", "200 * 15%        30", "1/8 to %         12.5%",
            ] {
                #expect(transcript.text.contains(line), "\(line)")
            }
        }
    }

    /// `:notes off` leaves a contested reading unsaid; `:notes on` says it again, dim in colour.
    @Test func notesCommand() {
        let transcript = Transcript()
        let session = REPLSession(brain: CalculatorBrain(), console: transcript.console)
        for line in ["6/2(1+2)", ":notes off", "6/2(1+2)", ":notes on", "2^3^2", ":notes maybe"] {
            _ = session.handle(line)
        }
        #expect(
            transcript.text == """
                9
                note: read as (6/2)·(1+2); for 6/(2(1+2)) write the parentheses
                notes off
                9
                notes on
                512
                note: read as 2^(3^2); for (2^3)^2 write the parentheses
                error: notes takes on or off, got 'maybe'

                """)
    }

    @Test(arguments: cases)
    func handlesLines(_ example: Case) {
        let transcript = Transcript()
        let session = REPLSession(brain: CalculatorBrain(), console: transcript.console)
        for line in example.lines { #expect(session.handle(line)) }
        // In the caret case, the prompt "5 › " is 4 columns wide and "1 + " 4 more.
        #expect(transcript.text == example.output)
    }

    /// `:base` changes the prompt too, and `:undo` takes it back.
    @Test func baseShowsInThePromptAndUndoes() {
        let transcript = Transcript()
        let brain = CalculatorBrain()
        let session = REPLSession(brain: brain, console: transcript.console)
        #expect(session.handle("255"))
        #expect(session.handle(":base bin"))
        #expect(session.promptState.result == "0b11111111")
        #expect(session.handle(":undo"))
        #expect(brain.options.base == .dec)
        #expect(session.promptState.result == "255")
    }

    @Test func undoRestoresResultAndPrompt() {
        let transcript = Transcript()
        let session = REPLSession(brain: CalculatorBrain(), console: transcript.console)
        session.handle("2 + 2")
        session.handle("10 * 10")
        #expect(session.prompt == "100 › ")
        session.handle(":undo")
        #expect(session.prompt == "4 › ")
        #expect(Double(session.brain.state.ans) == 4)
    }

    @Test func quitCommandsEndTheSession() {
        for command in [":quit", ":q", "quit", "exit", "  :quit  "] {
            let transcript = Transcript()
            let session = REPLSession(brain: CalculatorBrain(), console: transcript.console)
            #expect(session.handle(command) == false, "\(command)")
        }
    }

    @Test func cancelDropsContinuedInput() {
        let transcript = Transcript()
        let session = REPLSession(brain: CalculatorBrain(), console: transcript.console)
        session.handle("(1 +")
        #expect(session.prompt == "… › ")
        session.cancel()
        #expect(session.prompt == "› ")
        session.handle("5")
        #expect(transcript.text == "5\n")
    }

    @Test func historyListsTheSourcesEntries() {
        let lines = ScriptedLines([.line("1"), .line(":history")])
        let transcript = Transcript()
        let session = REPLSession(brain: CalculatorBrain(), console: transcript.console)
        _ = REPLController(session: session, source: lines, showsBanner: false).run()
        #expect(transcript.text == "1\n1  1\n2  :history\n")
    }

    @Test func aContinuedInputIsOneHistoryEntry() {
        let lines = ScriptedLines([
            .line("max(1,"), .line("7)"), .line("(2"), .cancelled, .line("  "), .line("3"), .line(":quit"),
        ])
        let transcript = Transcript()
        let session = REPLSession(brain: CalculatorBrain(), console: transcript.console)
        _ = REPLController(session: session, source: lines, showsBanner: false).run()
        #expect(lines.historyEntries == ["max(1, 7)", "3", ":quit"])
        #expect(transcript.text == "7\n3\n")
    }
}
