/// Turns byte offsets into 1-based lines and columns (columns count Unicode scalars), walking on
/// from the last answer.
///
/// Why a cursor: spans are asked for in increasing order, statement after statement, so a line
/// of a million statements (or errors) is located in one pass instead of one pass per statement,
/// which on a 10 MB line would take hours.
struct LineCursor {
    private var offset = 0
    private var line = 1
    private var column = 1

    /// The line and column of `target` in `bytes`.
    mutating func location(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let target = min(target, bytes.count)
        if target < offset { self = LineCursor() }
        while offset < target {
            if bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if bytes[offset] & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
        return (line, column)
    }
}

/// One source string and a ``LineCursor`` over it: makes ``SourceRange``s from spans.
///
/// The source's bytes are read in place (a batch line makes one locator per statement run, so a
/// copy of the source here would cost a pass over it each time).
final class SourceLocator {
    let source: String
    private var cursor = LineCursor()

    init(_ source: String) {
        self.source = source
    }

    func range(of span: Span) -> SourceRange {
        var source = source
        return source.withUTF8 { bytes in
            let (line, column) = cursor.location(of: span.start, in: bytes)
            return SourceRange(utf8Offsets: span.utf8Offsets(clampedTo: bytes.count), line: line, column: column)
        }
    }

    /// The source text of `span`, without blanks at either end.
    func text(of span: Span) -> String {
        var source = source
        return source.withUTF8 { bytes in
            let slice = bytes[min(span.start, bytes.count)..<min(span.end, bytes.count)]
            return String(decoding: UnsafeBufferPointer(rebasing: slice), as: UTF8.self).trimmingBlanks()
        }
    }
}

extension Failure {
    func located(in locator: SourceLocator) -> CalculatorError {
        CalculatorError(kind: kind, message: message, range: locator.range(of: span), note: note)
    }
}
