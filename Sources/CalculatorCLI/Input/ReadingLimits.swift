import CalculatorKit

/// The bounds on what one line and one statement of a source may take, so that reading any input
/// (`/dev/zero`, a stray `(` before a long file) costs memory in proportion to these, not to the
/// input: past either, the line or statement is a `limit` error and reading goes on.
///
/// ```swift
/// ReadingLimits.maximumLineLength      // 67_108_864
/// ReadingLimits.maximumContinuedLines  // 10_000
/// ```
enum ReadingLimits {
    /// The bytes one line may hold (64 MiB). A longer line is skipped as it is read, never held
    /// whole: `calc /dev/zero` grew 300 MB/s without it. A line within it takes memory in
    /// proportion: a long expression is computed as it is read, and any other statement is
    /// bounded by ``Limits/maximumSyntaxNodes`` (`make memory-test` runs 10 MB and 50 MB lines).
    static let maximumLineLength = 64 * 1024 * 1024

    /// The lines one statement may continue over while a bracket is open. A stray `(` used to
    /// swallow the rest of the file; now it costs at most this many lines.
    static let maximumContinuedLines = 10_000

    /// A line longer than ``maximumLineLength``, at its first column.
    static var lineTooLong: CalculatorError {
        CalculatorError(
            kind: .limit, message: "line is too long: the limit is \(maximumLineLength) bytes",
            range: SourceRange(utf8Offsets: 0..<0, line: 1, column: 1),
            note: "the line is skipped; reading goes on at the next line")
    }

    /// A statement still open after ``maximumContinuedLines`` lines, at the bracket on its first
    /// line that is never closed.
    static func unclosed(_ firstLine: String, nextLine: Int) -> CalculatorError {
        let offset = outermostOpenBracket(in: firstLine) ?? 0
        let column = firstLine.utf8.prefix(offset).count { $0 & 0xC0 != 0x80 } + 1
        return CalculatorError(
            kind: .limit,
            message: "this bracket is still open after \(maximumContinuedLines) lines (the limit for one statement)",
            range: SourceRange(utf8Offsets: offset..<offset + 1, line: 1, column: column),
            note: "the statement is skipped; reading goes on at line \(nextLine)")
    }

    /// The UTF-8 offset of the first `(` of `line` that the line leaves open (before any `#`).
    static func outermostOpenBracket(in line: String) -> Int? {
        var open: [Int] = []
        for (offset, byte) in line.utf8.enumerated() {
            if byte == UInt8(ascii: "#") { break }
            if byte == UInt8(ascii: "(") { open.append(offset) }
            if byte == UInt8(ascii: ")") { _ = open.popLast() }
        }
        return open.first
    }
}
