import CalculatorKit

/// `--format text`: each expression's value alone on a line of stdout, re-enterable as input;
/// errors rendered to stderr in the project's diagnostic format.
final class TextReporter: BatchReporter {
    private let format: NumberFormat
    private let console: Console

    init(format: NumberFormat, console: Console) {
        self.format = format
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
            console.writeLine(statement.convertedText ?? format.string(for: value, number: statement.number))
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
