import CalculatorKit
import Testing

@testable import CalculatorCLI

/// Records what a source hands its handler, one line of text per item: `3 statement x = 1`.
/// A `:quit` or `:q` command ends the source, as the REPL's does.
final class RecordingHandler: SourceHandler {
    var items: [String] = []

    func statement(_ text: String, at location: LineLocation) -> Bool {
        items.append("\(location.line) statement \(text)")
        return true
    }

    func blank(_ line: String, at location: LineLocation) -> Bool {
        items.append("\(location.line) blank")
        return true
    }

    func command(_ line: String, at location: LineLocation) -> Bool {
        let trimmed = line.trimmingWhitespace()
        items.append("\(location.line) command \(trimmed)")
        return trimmed != ":quit" && trimmed != ":q"
    }

    func problem(_ error: CalculatorError, line: String, at location: LineLocation) -> Bool {
        items.append("\(location.line):\(error.range.column) problem \(error.message)")
        return true
    }
}

/// One source read as every source is: what is a statement, how lines join, where the source
/// ends. What a `:command` does is the handler's: the REPL's runs it, the batch controller's
/// rejects it.
struct SourceRunnerTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var source: String
        /// The items the handler gets.
        var expected: [String]
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(id: "one statement a line", source: "1 + 1\nx = 3", expected: ["1 statement 1 + 1", "2 statement x = 3"]),
        Case(
            id: "an open bracket at an operator joins the next lines",
            source: "x = max(1,\n  2,   # a comment inside\n  3)\nx + 1",
            expected: ["1 statement x = max(1,   2,      3)", "4 statement x + 1"]),
        Case(
            id: "an infix operator inside a bracket joins",
            source: "(1 +\n 2) * 3", expected: ["1 statement (1 +  2) * 3"]),
        Case(
            id: "a line complete as far as it goes does not join",
            source: "(((1 + 2)\n4", expected: ["1 statement (((1 + 2)", "2 statement 4"]),
        Case(
            id: "an operator with no bracket open does not join", source: "1 +\n2",
            expected: ["1 statement 1 +", "2 statement 2"]),
        // Issue 48: the rule held on the first line only, and `(` swallowed every line after it.
        Case(
            id: "a continued line that stops complete ends the statement",
            source: "(\n1+1\n2*3", expected: ["1 statement ( 1+1", "3 statement 2*3"]),
        Case(
            id: "each continued line is held to the rule",
            source: "max(1,\n  2,\n  3\n4", expected: ["1 statement max(1,   2,   3", "4 statement 4"]),
        Case(
            id: "a blank or comment line inside keeps the statement open",
            source: "max(1,\n\n  # two\n  2)", expected: ["1 statement max(1,       2)"]),
        Case(
            id: "an unclosed last statement is run at its first line",
            source: "1\ny = (1 +\n  2 *", expected: ["1 statement 1", "2 statement y = (1 +   2 *"]),
        Case(id: "an unclosed last line alone", source: "(((1", expected: ["1 statement (((1"]),
        Case(id: "quit ends the source", source: "1\nquit\n2", expected: ["1 statement 1"]),
        Case(id: "exit with blanks ends the source", source: "1\n\t exit \r\n2", expected: ["1 statement 1"]),
        Case(
            id: "quit inside a joined statement is part of it",
            source: "max(1,\nquit)\n2", expected: ["1 statement max(1, quit)", "3 statement 2"]),
        Case(
            id: "a word starting like quit is a statement",
            source: "quitting = 1\nexits", expected: ["1 statement quitting = 1", "2 statement exits"]),
        Case(
            id: "blank and comment lines are blank",
            source: "\n   \n# note\n  # (1 +\n5",
            expected: ["1 blank", "2 blank", "3 blank", "4 blank", "5 statement 5"]),
        Case(
            id: "commands, one a line",
            source: ":precision 20\n:deg\n1/7",
            expected: ["1 command :precision 20", "2 command :deg", "3 statement 1/7"]),
        Case(
            id: "a command with an open bracket is one line",
            source: ":help sin(\n2", expected: ["1 command :help sin(", "2 statement 2"]),
        Case(id: "the empty source", source: "", expected: ["1 blank"]),
    ]

    @Test(arguments: cases)
    func reads(_ test: Case) {
        let handler = RecordingHandler()
        let problem = SourceRunner.run(
            SourceRunner.text(test.source).lines, named: "t.calc", brain: CalculatorBrain(), into: handler)
        #expect(problem == nil)
        #expect(handler.items == test.expected)
    }

    /// A handler that runs commands ends the source at `:quit`, as at `quit`.
    @Test func colonQuit() {
        let handler = RecordingHandler()
        _ = SourceRunner.run(
            SourceRunner.text(":quit\n2").lines, named: "t.calc", brain: CalculatorBrain(), into: handler)
        #expect(handler.items == ["1 command :quit"])
    }

    /// The batch controller's error for a command points at its colon, past the blanks before it.
    @Test func rejectedCommandColumn() {
        let error = SourceRunner.commandOutsideREPL("  \t:deg")
        #expect(error.message == "REPL commands work only in the REPL")
        #expect(error.range.column == 4)
    }

    /// The count of lines is the count the lines are numbered by: a trailing newline makes an
    /// empty last line, and a `\r` is no line break.
    @Test(arguments: [("", 1), ("1", 1), ("1\n", 2), ("1\r\n2\r\n3", 3), ("\n\n", 3), ("1\r2", 1)])
    func textLineCount(_ text: String, _ count: Int) {
        let (lines, counted) = SourceRunner.text(text)
        var numbers: [Int] = []
        _ = lines { number, _ in
            numbers.append(number)
            return true
        }
        #expect(counted == count)
        #expect(numbers == Array(1...count))
    }

    /// Numbering starts where it is told (the `-e` lines before), and a CRLF line loses its `\r`.
    @Test func textLinesNumberFromTheirFirst() {
        let handler = RecordingHandler()
        _ = SourceRunner.run(
            SourceRunner.text("1\r\nmax(2,\r\n3)", firstLine: 5).lines, named: "<expr>", brain: CalculatorBrain(),
            into: handler)
        #expect(handler.items == ["5 statement 1", "6 statement max(2, 3)"])
    }

    /// A handler that returns false stops the source: nothing more is read, and a statement
    /// left open is not run.
    @Test func handlerStops() {
        final class StopAtFirst: SourceHandler {
            var statements: [String] = []
            func statement(_ text: String, at location: LineLocation) -> Bool {
                statements.append(text)
                return false
            }
            func blank(_ line: String, at location: LineLocation) -> Bool { true }
            func command(_ line: String, at location: LineLocation) -> Bool { true }
            func problem(_ error: CalculatorError, line: String, at location: LineLocation) -> Bool { true }
        }
        let handler = StopAtFirst()
        _ = SourceRunner.run(
            SourceRunner.text("1\n2\nmax(1,").lines, named: "t.calc", brain: CalculatorBrain(), into: handler)
        #expect(handler.statements == ["1"])
    }
}
