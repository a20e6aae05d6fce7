import CalculatorKit
import CalculatorTestSupport
import Foundation
import Testing

@testable import CalculatorCLI

/// The init file and `:load` run a file through the same reader as batch mode: each case runs
/// one file both ways and pins what is defined after it and what each shows. `PATH` in an
/// expectation stands for the file's path.
@Suite struct SessionSourceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var file: String
        /// The variables defined afterwards, sorted.
        var variables: [String]
        /// The errors shown, in order (the same both ways).
        var errors: String
        /// What `:load` shows besides the errors; the init file shows nothing else.
        var loaded: String
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(
            id: "continued lines join", file: "x = max(1,\n  2)\nx + 1\n", variables: ["x"], errors: "",
            loaded: "x = 2\n3\n"),
        Case(
            id: "quit ends the file", file: "a = 1\nquit\nb = 2\n", variables: ["a"], errors: "", loaded: "a = 1\n"),
        Case(
            id: ":quit ends the file too", file: "a = 1\n:quit\nb = 2\n", variables: ["a"], errors: "",
            loaded: "a = 1\n"),
        Case(
            id: "an unclosed last statement is an error at its first line", file: "v = 7\ny = (1 +\n  2 *",
            variables: ["v"],
            errors: "PATH:2:15: error: expected an expression after '*'\ny = (1 +   2 *\n              ^\n",
            loaded: "v = 7\n"),
        Case(
            id: "an unclosed last line is an error, not dropped", file: "k = 1\n(((1", variables: ["k"],
            errors: "PATH:2:5: error: expected ')' to close '(' at 1:3\n(((1\n    ^\n", loaded: "k = 1\n"),
        Case(
            id: "a line complete as far as it goes does not swallow the next", file: "(((1 + 2)\nk = 3\n",
            variables: ["k"],
            errors: "PATH:1:10: error: expected ')' to close '(' at 1:2\n(((1 + 2)\n         ^\n",
            loaded: "k = 3\n"),
        // Issue 35: a file's line stops at its first failed statement, as a typed line does.
        Case(
            id: "a line stops at its first failure", file: "x = 1\nx = 1/0; x = 2; x + 10\nx + 100\n",
            variables: ["x"],
            errors: "PATH:2:5: error: division by zero\nx = 1/0; x = 2; x + 10\n    ^~~\n"
                + "note: 2 statements after the error were not run\n",
            loaded: "x = 1\n101\n"),
        Case(
            id: "commands run", file: ":precision 5\nw = 1/7\n", variables: ["w"], errors: "",
            loaded: "precision 5\nw = ≈ 0.14286\n"),
        Case(
            id: "a command's error is placed at its line", file: "k = 1\n:bogus\n", variables: ["k"],
            errors: "PATH:2: error: unknown command ':bogus'\nnote: type :help for the commands\n", loaded: "k = 1\n"),
    ]

    @Test(arguments: cases)
    func initFile(_ test: Case) {
        TemporaryDirectory.with { directory in
            let path = directory.file("init.calc")
            directory.write(test.file, to: "init.calc")
            let output = Transcript()
            let errors = Transcript()
            let brain = CalculatorBrain()
            let session = REPLSession(
                brain: brain, console: REPLConsole(output: { output.text += $0 }, errors: { errors.text += $0 }))
            #expect(session.runInitFile(path) == nil)
            #expect(brain.state.variables.keys.sorted() == test.variables)
            #expect(errors.text == test.errors.replacingOccurrences(of: "PATH", with: path))
            #expect(output.text == "")
            #expect(session.undoStack.isEmpty)
        }
    }

    @Test(arguments: cases)
    func load(_ test: Case) {
        TemporaryDirectory.with { directory in
            let path = directory.file("lib.calc")
            directory.write(test.file, to: "lib.calc")
            let output = Transcript()
            let errors = Transcript()
            let brain = CalculatorBrain()
            let session = REPLSession(
                brain: brain, console: REPLConsole(output: { output.text += $0 }, errors: { errors.text += $0 }))
            #expect(session.handle(":load " + path))
            #expect(brain.state.variables.keys.sorted() == test.variables)
            #expect(errors.text == test.errors.replacingOccurrences(of: "PATH", with: path))
            #expect(output.text == test.loaded)
            // One undo takes the whole file back, options included.
            #expect(session.undo() == ":load " + path)
            #expect(brain.state.variables.isEmpty)
            #expect(brain.options.precision == CalculatorOptions().precision)
        }
    }

    /// A file that loads itself stops at the nesting limit, with one error; the session goes on.
    @Test func loadingItselfStops() {
        TemporaryDirectory.with { directory in
            let path = directory.file("loop.calc")
            directory.write(":load \(path)\n", to: "loop.calc")
            let errors = Transcript()
            let session = REPLSession(
                brain: CalculatorBrain(), console: REPLConsole(output: { _ in }, errors: { errors.text += $0 }))
            #expect(session.handle(":load " + path))
            #expect(errors.text.components(separatedBy: ":load nests 16 files deep").count == 2, "\(errors.text)")
            #expect(session.loadDepth == 0)
        }
    }
}
