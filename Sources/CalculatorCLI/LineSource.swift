import LineEditor

/// Where the REPL reads lines: the terminal's ``LineEditor``, or a script in tests.
protocol LineSource: AnyObject {
    /// Shown before the next line is read.
    var prompt: String { get set }
    func readLine() -> ReadResult
    /// The lines read so far, oldest first (for `:history`).
    var historyEntries: [String] { get }
}

extension LineEditor: LineSource {}
