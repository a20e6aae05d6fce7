import CalculatorKit

/// `--format text`: each expression's value alone on a line of stdout, re-enterable as input;
/// errors rendered to stderr in the project's diagnostic format.
final class TextReporter: BatchReporter {
    private let view: StatementView
    private let console: Console
    /// Whether diagnostics are coloured as the REPL's are (`--color always`).
    private let color: Bool

    /// Whether notes on decisions taken are written (`--notes`): a script gets no standard
    /// error on a correct answer (`floor(10*sin(pi/6))` is 5, and its note says how sure).
    private let showsDecisions: Bool

    init(format: ValueFormat, console: Console, color: Bool = false, showsDecisions: Bool = false) {
        view = StatementView(format)
        self.console = console
        self.color = color
        self.showsDecisions = showsDecisions
    }

    /// `error` as the diagnostic format has it, in colour when asked: the label bold red, the
    /// caret green and `note:` bold, as in the REPL.
    private func rendered(_ error: CalculatorError, line: String, at location: LineLocation) -> String {
        guard color else {
            return error.rendered(source: line, sourceName: location.sourceName, firstLine: location.line)
        }
        // The layout of CalculatorError.rendered(source:sourceName:firstLine:), painted.
        let (source, caret) = error.caretLines(in: line)
        let place = "\(location.sourceName.escapingControlCharacters):\(error.range.line + location.line - 1)"
        var text = "\(place):\(error.range.column): " + ANSI.paint("error:", ANSI.boldRed, true) + " "
        text +=
            error.message.escapingControlCharacters + "\n" + source + "\n" + ANSI.paint(caret, ANSI.green, true) + "\n"
        if let note = error.note {
            text += ANSI.paint("note:", ANSI.bold, true) + " " + note.escapingControlCharacters + "\n"
        }
        return text
    }

    func report(_ statement: StatementResult, line: String, at location: LineLocation) -> Bool {
        // A note on a reading comes only with --notes: the brain makes none otherwise. A note on
        // a decision, which the brain always makes (JSON carries it), is written with it too.
        for note in statement.notes where note.kind != .decision || showsDecisions {
            let range = note.kind == .redefinition ? statement.range : note.range
            console.diagnose(
                "\(location.sourceName):\(location.line + range.line - 1):\(range.column): note: \(note.message)\n")
        }
        switch statement.outcome {
        case .success(.value(let value)):
            console.writeLine(view.text(of: value, in: statement.presentation))
        case .success:
            break
        case .failure(let error):
            console.diagnose(rendered(error, line: line, at: location))
            return false
        }
        return true
    }

    /// A value alone on its line, as ``report(_:line:at:)`` writes a statement's: a line without
    /// notes needs nothing else.
    var takesFastLines: Bool { true }

    func report(value: Value, in presentation: Presentation) {
        let console = console
        view.format.withText(of: value, in: presentation) { console.writeLine(bytes: $0) }
    }

    /// `file:line:col: note: 2 statements after the error were not run`, at the first of them,
    /// in the REPL's words.
    func report(notRun count: Int, firstAt first: SourceRange, at location: LineLocation) {
        let statements = count == 1 ? "1 statement after the error was" : "\(count) statements after the error were"
        let place = "\(location.sourceName):\(location.line + first.line - 1):\(first.column): "
        console.diagnose(place + ANSI.paint("note:", ANSI.bold, color) + " \(statements) not run\n")
    }

    func report(invalid error: CalculatorError, line: String, at location: LineLocation) -> Bool {
        console.diagnose(rendered(error, line: line, at: location))
        return false
    }
}
