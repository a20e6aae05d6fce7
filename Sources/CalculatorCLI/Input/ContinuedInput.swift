import CalculatorKit

/// Lines typed while brackets are open, joined into one input when they close.
///
/// Each line is tokenized once, or twice when it has a `#` comment (as the last line, and again
/// as a head without it), and the joined text grows by appending, so joining n lines takes time
/// linear in their length: recounting the whole input at every line took 50 s for 20,000 lines.
///
/// ```swift
/// var input = ContinuedInput(brain: brain)
/// input.append("max(1,")   // nil: one bracket open
/// input.append("2)")       // "max(1, 2)"
/// ```
struct ContinuedInput {
    /// Counts brackets as the language reads them (comments, symbols and all).
    private let brain: CalculatorBrain
    /// The lines before the last, each without its `#` comment and followed by a space, as UTF-8
    /// (appending bytes to an array costs a fraction of appending to a `String`).
    private var heads: [UInt8] = []
    /// The line read last, comment and all.
    private var last: String?
    /// Brackets left open by `heads`.
    private var openBeforeLast = 0
    /// The first line, for an error at its bracket.
    private(set) var firstLine = ""
    /// How many lines have been joined.
    private(set) var lineCount = 0

    init(brain: CalculatorBrain) {
        self.brain = brain
    }

    /// Brackets opened and not yet closed by the lines so far.
    private(set) var openBrackets = 0

    var isEmpty: Bool { lineCount == 0 }

    /// Adds a line; returns the whole input once no bracket is left open, and starts afresh.
    mutating func append(_ line: String) -> String? {
        if let last {
            // A newline ends a statement, so lines are joined with spaces, and each line's `#`
            // comment, which would otherwise run on over the lines after it, is dropped.
            if let comment = last.utf8.firstIndex(of: UInt8(ascii: "#")) {
                let head = last[..<comment]
                openBeforeLast = brain.openBrackets(in: String(head), after: openBeforeLast)
                heads.append(contentsOf: head.utf8)
            } else {
                // Without a comment the head is the whole line, whose count is already known.
                openBeforeLast = openBrackets
                heads.append(contentsOf: last.utf8)
            }
            heads.append(UInt8(ascii: " "))
        } else {
            firstLine = line
        }
        last = line
        lineCount += 1
        openBrackets = brain.openBrackets(in: line, after: openBeforeLast)
        guard openBrackets <= 0 else { return nil }
        defer { discard() }
        return joined
    }

    /// The lines joined with spaces, each but the last without its `#` comment.
    private var joined: String {
        var text = String(decoding: heads, as: UTF8.self)
        text += last ?? ""
        return text
    }

    mutating func discard() {
        heads = []
        last = nil
        openBeforeLast = 0
        openBrackets = 0
        lineCount = 0
        firstLine = ""
    }

    /// The lines so far, joined, with brackets still open (at the end of a file); starts afresh.
    mutating func takeUnfinished() -> String? {
        defer { discard() }
        return isEmpty ? nil : joined
    }
}
