import CalculatorKit

/// Where a line of input came from: `a.calc`, `<stdin>` or `<expr>`, and its 1-based number.
struct LineLocation {
    var sourceName: String
    var line: Int
}

/// What evaluating one line gave: its statements' results, or an error for bytes that are not
/// text (invalid UTF-8, NUL), which stops the line from being evaluated at all.
enum LineOutcome {
    case statements([StatementResult])
    case invalid(CalculatorError)
}

/// Shows the results of a batch run in one output format (`--format text`, `--format json`,
/// `--check`). The controller reads and evaluates; a reporter decides what the user sees.
protocol BatchReporter: AnyObject {
    /// Reports one line (`line` is its text as evaluated, or as displayed when invalid).
    /// Returns false when something on the line failed.
    func report(_ outcome: LineOutcome, line: String, at location: LineLocation) -> Bool

    /// Called once after the last line; returns false when the run as a whole failed.
    func finish() -> Bool
}

extension BatchReporter {
    func finish() -> Bool { true }
}

extension StatementResult {
    /// The statement's own text within `line`, without surrounding blanks.
    func input(in line: String) -> String {
        let bytes = line.utf8
        let lower = bytes.index(bytes.startIndex, offsetBy: min(range.utf8Offsets.lowerBound, bytes.count))
        let upper = bytes.index(bytes.startIndex, offsetBy: min(range.utf8Offsets.upperBound, bytes.count))
        var text = Substring(line[lower..<upper])
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" || last == ";" { text.removeLast() }
        return String(text)
    }
}
