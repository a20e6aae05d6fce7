import CalculatorKit

/// Lines typed while brackets are open, joined into one input when they close.
///
/// ```swift
/// var input = ContinuedInput(brain: brain)
/// input.append("max(1,")   // nil: one bracket open
/// input.append("2)")       // "max(1, 2)"
/// ```
struct ContinuedInput {
    private(set) var lines: [String] = []
    /// Counts brackets as the language reads them (comments, symbols and all).
    private let brain: CalculatorBrain

    init(brain: CalculatorBrain) {
        self.brain = brain
    }

    /// Brackets opened and not yet closed by the lines so far.
    var openBrackets: Int { brain.openBrackets(in: joined) }

    var isEmpty: Bool { lines.isEmpty }

    /// Adds a line; returns the whole input once no bracket is left open, and starts afresh.
    mutating func append(_ line: String) -> String? {
        lines.append(line)
        guard openBrackets <= 0 else { return nil }
        defer { lines = [] }
        return joined
    }

    /// The lines joined with spaces, not newlines (a newline ends a statement), each but the last
    /// without its `#` comment, which would otherwise run on over the lines after it.
    private var joined: String {
        guard lines.count > 1 else { return lines.first ?? "" }
        let heads = lines.dropLast().map { line in String(line.prefix { $0 != "#" }) }
        return (heads + [lines[lines.count - 1]]).joined(separator: " ")
    }

    mutating func discard() { lines = [] }

    /// The lines so far, joined, with brackets still open (at the end of a file); starts afresh.
    mutating func takeUnfinished() -> String? {
        defer { lines = [] }
        return lines.isEmpty ? nil : joined
    }
}
