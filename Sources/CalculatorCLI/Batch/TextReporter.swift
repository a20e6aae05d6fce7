import CalculatorKit

/// `--format text`: each expression's value alone on a line of stdout, re-enterable as input;
/// errors rendered to stderr in the project's diagnostic format.
final class TextReporter: BatchReporter {
    private let view: StatementView
    private let console: Console

    init(format: ValueFormat, console: Console) {
        view = StatementView(format)
        self.console = console
    }

    func report(_ statement: StatementResult, line: String, at location: LineLocation) -> Bool {
        if let note = statement.note {
            let column = statement.range.column
            console.diagnose(
                "\(location.sourceName):\(location.line + statement.range.line - 1):\(column): note: \(note)\n")
        }
        switch statement.outcome {
        case .success(.value(let value)):
            console.writeLine(view.text(of: value, in: statement.presentation))
        case .success:
            break
        case .failure(let error):
            console.diagnose(error.rendered(source: line, sourceName: location.sourceName, firstLine: location.line))
            return false
        }
        return true
    }

    func report(invalid error: CalculatorError, line: String, at location: LineLocation) -> Bool {
        console.diagnose(error.rendered(source: line, sourceName: location.sourceName, firstLine: location.line))
        return false
    }
}
