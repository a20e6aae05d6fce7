import CalculatorKit
import CalculatorTestSupport
import Foundation
import Plotting
import Testing

@testable import CalculatorCLI

/// The REPL's `:plot` argument read into its parts, and `:plot` run in a session.
struct PlotCommandLineTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var argument: String
        var expressions: String
        var from: String? = nil
        var to: String? = nil
        var yFrom: String? = nil
        var yTo: String? = nil
        var svg: String? = nil
        var testDescription: String { argument }
    }

    static let cases: [Case] = [
        Case(argument: "sin(x)", expressions: "sin(x)"),
        Case(argument: "sin(x), cos(x) from -pi to pi", expressions: "sin(x), cos(x) ", from: " -pi ", to: " pi"),
        Case(argument: "x^2 y from 0 to 10", expressions: "x^2 ", yFrom: " 0 ", yTo: " 10"),
        Case(
            argument: "tan(x) from 0 to 2*pi y from -3 to 3 > tan.svg", expressions: "tan(x) ", from: " 0 ",
            to: " 2*pi ", yFrom: " -3 ", yTo: " 3 ", svg: "tan.svg"),
        // Words inside brackets belong to the expression; a `>` before no .svg is a comparison.
        Case(argument: "max(x, 1) > 0", expressions: "max(x, 1) > 0"),
        Case(argument: "f(from, to) from 1 to 2", expressions: "f(from, to) ", from: " 1 ", to: " 2"),
        Case(argument: "x > Out.SVG", expressions: "x ", svg: "Out.SVG"),
    ]

    @Test(arguments: cases)
    func readsTheParts(_ test: Case) throws {
        let request = try PlotCommandLine.parse(test.argument)
        #expect(request.expressions.text == test.expressions)
        #expect(request.from?.text == test.from)
        #expect(request.to?.text == test.to)
        #expect(request.yFrom?.text == test.yFrom)
        #expect(request.yTo?.text == test.yTo)
        #expect(request.svgPath == test.svg)
    }

    @Test func keepsOffsetsIntoTheLine() throws {
        let request = try PlotCommandLine.parse("x from a to b", offset: 6)
        #expect(request.expressions.offset == 6)
        #expect(request.from?.offset == 12)
        #expect(request.to?.offset == 17)
    }

    @Test(arguments: [("x from 1", ":plot … from A needs 'to B'"), ("x y from 1", ":plot … y from C needs 'to D'")])
    func needsBothEnds(argument: String, message: String) {
        #expect(throws: PlotCommandLine.Problem(message: message)) { try PlotCommandLine.parse(argument) }
    }

    @Test(arguments: ["20x3", "80x20", "1000×1000"])
    func readsSizes(text: String) { #expect(PlotSize(text) != nil) }

    @Test(arguments: ["19x3", "80x2", "80", "x20", "80x20x1", "1001x20", "wide"])
    func refusesSizes(text: String) { #expect(PlotSize(text) == nil) }

    /// Errors in the typed line get their caret under the spot, after the prompt.
    @Test(arguments: [
        (":plot sin(x), cos(", "                  ^\nerror: expected an expression after '('\n"),
        (":plot x^2 from 0 to a", "                    ^\nerror: unknown name 'a'\n"),
        (":plot a*x", "      ^\nerror: 'a' has no value\n"),
    ])
    func pointsAtTheSpot(line: String, expected: String) {
        let transcript = Transcript()
        let session = REPLSession(brain: CalculatorBrain(), console: transcript.console)
        session.handle(line)
        // The prompt `› ` is two columns wide.
        #expect(transcript.text.hasPrefix("  " + expected), "\(transcript.text)")
    }

    /// A range's end may name the brain's variables; any other name is unknown, as in a
    /// statement (issue 49: `--from a` said "no value for variable 'a'").
    @Test func aRangeEndReadsTheBrainsVariables() {
        let transcript = Transcript()
        let session = REPLSession(brain: CalculatorBrain(), console: transcript.console)
        session.handle("a = 2")
        session.handle(":plot x^2 from 0 to a")
        #expect(!transcript.text.contains("error"), "\(transcript.text)")
        session.handle(":plot x^2 from 0 to b7")
        #expect(transcript.text.contains("error: unknown name 'b7'"), "\(transcript.text)")
    }

    @Test func drawsAsWideAsTheTerminal() {
        let transcript = Transcript()
        let session = REPLSession(brain: CalculatorBrain(), console: transcript.console, width: 50)
        session.handle(":plot sin(x) from 0 to 3")
        let lines = transcript.text.split(separator: "\n")
        #expect(lines.count == TextPlotView.defaultHeight + 3)
        #expect(lines.map(\.count).max() == 50)
        #expect(lines.last == "  • sin(x)")
        // Nothing changed: there is nothing to undo.
        #expect(session.undoStack.isEmpty)
    }

    @Test func writesAnSVGFile() throws {
        let directory = TemporaryDirectory()
        let path = directory.path + "/waves.svg"
        let transcript = Transcript()
        let session = REPLSession(brain: CalculatorBrain(), console: transcript.console)
        session.handle(":plot sin(x), cos(x) from -pi to pi > \(path)")
        #expect(transcript.text == "wrote the plot to \(path)\n")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        // Issue 48: the marker after the declaration tells a later save that calc wrote the file.
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- plot written by calc -->\n<svg "))
        #expect(svg.contains(">sin(x)</text>") && svg.contains(">cos(x)</text>"))
        // Calc's own plot is replaced without `>!`; a file calc did not write needs it.
        session.handle(":plot cos(x) > \(path)")
        let notes = directory.path + "/notes.svg"
        try "<svg>mine</svg>\n".write(toFile: notes, atomically: true, encoding: .utf8)
        session.handle(":plot sin(x) > \(notes)")
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "<svg>mine</svg>\n")
        session.handle(":plot sin(x) >! \(notes)")
        #expect(try String(contentsOfFile: notes, encoding: .utf8).contains("<!-- plot written by calc -->"))
        #expect(
            transcript.text
                == "wrote the plot to \(path)\n" + "wrote the plot to \(path)\n"
                + "error: '\(notes)' is not a plot calc wrote; :plot … >! \(notes) replaces it\n"
                + "wrote the plot to \(notes)\n")
    }
}
