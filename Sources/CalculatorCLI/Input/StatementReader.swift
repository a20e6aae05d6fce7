import CalculatorKit

/// Turns a source's lines, one at a time, into what there is to run: statements (lines joined
/// while a bracket is open), `quit`, `:commands` and blank lines. It holds only the statement
/// being joined, so a file of any length is read in constant memory.
///
/// A statement continues on the next line when its first line stops where a statement cannot
/// end with a bracket open (``LineKind/endsUnfinished(_:operations:)``); the lines are joined
/// (``ContinuedInput``) until the brackets close, or until a line that does not stop so
/// (``LineKind/continuesOpenStatement(_:operations:)``) ends it with its bracket open, an error
/// at that bracket; the statement is numbered by its first line. Lines inside a statement are not classified: a `quit` there is part of it. A statement
/// still open after ``ReadingLimits/maximumContinuedLines`` lines is an error at its bracket, and
/// reading goes on at the next line.
///
/// ```swift
/// var reader = StatementReader(brain: brain)
/// reader.read("x = max(1,", number: 1)   // nil: joining
/// reader.read("  2)", number: 2)         // .joined("x = max(1,   2)", line: 1)
/// reader.read("quit", number: 3)         // .whole(.quit): the line read, as it is
/// reader.finish()                        // nil: nothing left open
/// ```
struct StatementReader {
    /// What a line read completes.
    enum Item: Equatable {
        /// The line just read, on its own: a statement, `quit`, a command or a blank line. (The
        /// common case carries no text: the caller has the line.)
        case whole(LineKind)
        /// A statement joined from the lines since `line`, the last one just read.
        case joined(String, line: Int)
        /// A statement still open after ``ReadingLimits/maximumContinuedLines`` lines, skipped:
        /// the error at its bracket, and its first line, numbered `line`.
        /// (Boxed, `indirect`: rare, and inline its error would weigh on every line's item.)
        indirect case unclosed(CalculatorError, firstLine: String, line: Int)
    }

    private var continued: ContinuedInput
    private let brain: CalculatorBrain
    /// The brain's table, read at each line that needs it rather than kept from the start: a
    /// source whose lines all take the brain's fast paths never makes the standard table.
    private var operations: OperationTable { brain.operations }
    private var firstLine = 0

    init(brain: CalculatorBrain) {
        continued = ContinuedInput(brain: brain)
        self.brain = brain
    }

    /// Whether no statement is being joined: the next line starts one.
    var isBetweenStatements: Bool { continued.isEmpty }

    /// Reads line `number`; returns what it completes, or nil while a statement is being joined.
    mutating func read(_ line: String, number: Int) -> Item? {
        if continued.isEmpty {
            let kind = LineKind(of: line)
            guard kind == .statement, LineKind.endsUnfinished(line, operations: operations) else {
                return .whole(kind)
            }
            firstLine = number
        }
        if let statement = continued.append(line) { return .joined(statement, line: firstLine) }
        // The rule holds on every line, not only the first: a line that does not stop after `(`,
        // `,` or an operator ends the statement, whose open bracket is then its error.
        if !LineKind.continuesOpenStatement(line, operations: operations) { return finish() }
        guard continued.lineCount >= ReadingLimits.maximumContinuedLines else { return nil }
        let error = ReadingLimits.unclosed(continued.firstLine, nextLine: number + 1)
        defer { continued.discard() }
        return .unclosed(error, firstLine: continued.firstLine, line: firstLine)
    }

    /// At the end of the source: the statement still open, joined, so that running it reports
    /// the bracket it leaves unclosed at the line where it starts; nil when none is.
    mutating func finish() -> Item? {
        continued.takeUnfinished().map { .joined($0, line: firstLine) }
    }
}
