import CalculatorKit

/// Turns a source's lines, one at a time, into what there is to run: statements (lines joined
/// while a bracket is open), `quit`, `:commands` and blank lines. It holds only the statement
/// being joined, so a file of any length is read in constant memory.
///
/// A statement continues on the next line when its first line stops where a statement cannot
/// end with a bracket open (``LineKind/endsUnfinished(_:operations:)``); the lines are joined
/// (``ContinuedInput``) until the brackets close, and the statement is numbered by its first
/// line. Lines inside a statement are not classified: a `quit` there is part of it.
///
/// ```swift
/// var reader = StatementReader(brain: brain)
/// reader.read("x = max(1,", number: 1)   // nil: joining
/// reader.read("  2)", number: 2)         // .statement("x = max(1,   2)", line: 1)
/// reader.read("quit", number: 3)         // .quit(line: 3)
/// reader.finish()                        // nil: nothing left open
/// ```
struct StatementReader {
    /// One thing to run, and the line it starts on.
    enum Item: Equatable {
        case statement(String, line: Int)
        case quit(line: Int)
        case command(String, line: Int)
        case blank(String, line: Int)
    }

    private var continued: ContinuedInput
    /// Read once: no statement changes the table.
    private let operations: OperationTable
    private var firstLine = 0

    init(brain: CalculatorBrain) {
        continued = ContinuedInput(brain: brain)
        operations = brain.operations
    }

    /// Whether lines are being joined into one statement.
    var isJoining: Bool { !continued.isEmpty }

    /// Reads line `number`; returns what it completes, or nil while a statement is being joined.
    mutating func read(_ line: String, number: Int) -> Item? {
        if continued.isEmpty {
            switch LineKind(of: line) {
            case .quit: return .quit(line: number)
            case .command: return .command(line, line: number)
            case .blank: return .blank(line, line: number)
            case .statement: break
            }
            if !LineKind.endsUnfinished(line, operations: operations) { return .statement(line, line: number) }
            firstLine = number
        }
        return continued.append(line).map { .statement($0, line: firstLine) }
    }

    /// At the end of the source: the statement still open, joined, so that running it reports
    /// the bracket it leaves unclosed at the line where it starts; nil when none is.
    mutating func finish() -> Item? {
        continued.takeUnfinished().map { .statement($0, line: firstLine) }
    }
}
