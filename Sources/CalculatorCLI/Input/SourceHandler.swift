import CalculatorKit

/// Where a source's items go: the batch controller, or the REPL session reading the init file
/// or a `:load`. Each method returns false to stop reading the source.
protocol SourceHandler: AnyObject {
    /// A statement, perhaps joined from several lines, numbered by its first.
    func statement(_ text: String, at location: LineLocation) -> Bool
    /// A line with nothing to run (blanks, a comment).
    func blank(_ line: String, at location: LineLocation) -> Bool
    /// A `:command`: the REPL's handlers run it, the batch controller rejects it.
    func command(_ line: String, at location: LineLocation) -> Bool
    /// A line that is not run: not text (invalid UTF-8, a NUL), or a statement left open too long.
    /// `line` is the line as displayed.
    func problem(_ error: CalculatorError, line: String, at location: LineLocation) -> Bool
    /// A whole line's bytes, before they are made text, offered at the start of a statement:
    /// nil when the handler leaves the line to the methods above, else whether to go on
    /// reading (a batch run's plain lines, ``BatchController``).
    func fastLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool?
}

extension SourceHandler {
    func fastLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? { nil }
}
