import CalculatorKit

/// Where a line of input came from: `a.calc`, `<stdin>` or `<expr>`, and its 1-based number.
struct LineLocation {
    var sourceName: String
    var line: Int
}

/// Shows the results of a batch run in one output format (`--format text`, `--format json`,
/// `--check`). The controller reads and evaluates; a reporter decides what the user sees.
///
/// Results arrive one statement at a time, as each is run, so a line of a million statements
/// is reported in constant memory; ``endLine(_:at:)`` follows each line's last statement.
protocol BatchReporter: AnyObject {
    /// Reports one statement of `line`. Returns false when it failed.
    func report(_ statement: StatementResult, line: String, at location: LineLocation) -> Bool

    /// Reports a line that is not text (invalid UTF-8, NUL), which is not evaluated at all;
    /// `line` is the line as displayed. Returns false when the line failed (``CheckReporter``
    /// decides at ``endLine(_:at:)``, since `# => error` expects exactly this).
    func report(invalid error: CalculatorError, line: String, at location: LineLocation) -> Bool

    /// Reports that a line stopped at its first failed statement: `count` statements after it,
    /// the first of which is `first`, were not run.
    func report(notRun count: Int, firstAt first: SourceRange, at location: LineLocation)

    /// Called after every line, blank ones included. Returns false when the line as a whole
    /// failed (``CheckReporter`` compares a line's value with its expectation here).
    func endLine(_ line: String, at location: LineLocation) -> Bool

    /// Called once after the last line; returns false when the run as a whole failed.
    func finish() -> Bool

    /// Whether the reporter takes lines the brain ran from their bytes
    /// (``CalculatorBrain/executeFastLine(_:)``) through ``report(value:in:)``: a reporter that
    /// shows only values, for which such a line needs no text, no statement and no ``endLine(_:at:)``.
    var takesFastLines: Bool { get }

    /// Reports the value of a line the brain ran from its bytes: one expression, no notes,
    /// nothing failed. Called only when ``takesFastLines``.
    func report(value: Value, in presentation: Presentation)
}

extension BatchReporter {
    var takesFastLines: Bool { false }
    func report(value: Value, in presentation: Presentation) {}
    func report(notRun count: Int, firstAt first: SourceRange, at location: LineLocation) {}
    func endLine(_ line: String, at location: LineLocation) -> Bool { true }
    func finish() -> Bool { true }
}

extension StatementResult {
    /// Whether the statement failed. Asks the outcome's case alone: `error` copies the outcome
    /// out, and the copy's release made the program build `Result`'s metadata at run time, a
    /// search of every conformance in the program on the first line of every batch run.
    var failed: Bool {
        if case .failure = outcome { true } else { false }
    }

    /// The statement's own text within `line`, without surrounding blanks.
    func input(in line: String) -> String {
        let bytes = line.utf8
        let lower = bytes.index(bytes.startIndex, offsetBy: min(utf8Offsets.lowerBound, bytes.count))
        let upper = bytes.index(bytes.startIndex, offsetBy: min(utf8Offsets.upperBound, bytes.count))
        // The span runs to the separator; a statement never starts with one.
        return line[lower..<upper].trimmingBlanks(alsoTrimming: ";")
    }
}
