import LineEditor

/// Where the REPL reads lines: the terminal's ``LineEditor``, or a script in tests.
protocol LineSource: AnyObject {
    /// Shown before the next line is read.
    var prompt: String { get set }
    /// Drawn at the right of the line being typed, from the line so far; nil draws none.
    var rightPrompt: ((_ line: String) -> String)? { get set }
    func readLine() -> ReadResult
    /// The lines read so far, oldest first (for `:history`).
    var historyEntries: [String] { get }
    /// Adds one complete input, which may have been typed over several lines, to the history.
    func record(_ entry: String)
    /// Runs `body`, the handling of a line read; the terminal's editor reads Ctrl-C as a key
    /// meanwhile (see LineEditor+Evaluation.swift).
    func whileEvaluating<Result>(_ body: () -> Result) -> Result
}

extension LineSource {
    func whileEvaluating<Result>(_ body: () -> Result) -> Result { body() }
}

extension LineEditor: LineSource {}

/// Lines from standard input without editing, prompts or history: for a terminal on standard
/// input whose output goes to a pipe, where libedit would write raw escape sequences.
final class PlainLineSource: LineSource {
    var prompt = ""
    var rightPrompt: ((_ line: String) -> String)?
    private(set) var historyEntries: [String] = []

    func readLine() -> ReadResult {
        Swift.readLine(strippingNewline: true).map(ReadResult.line) ?? .endOfInput
    }

    func record(_ entry: String) { historyEntries.append(entry) }
}
