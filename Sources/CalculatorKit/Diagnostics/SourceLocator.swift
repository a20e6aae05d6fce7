/// One source string, and the one walk that turns byte offsets into 1-based lines and columns
/// (columns count Unicode scalars): makes ``SourceRange``s from spans. (The parser, which names
/// a place in one message, keeps a ``Cursor`` of its own over the bytes it reads: a locator
/// there would cost every parse a copy of the parser.)
///
/// Why it walks on from the last answer: spans are asked for in increasing order, statement after
/// statement, so a line of a million statements (or errors) is located in one pass instead of
/// one pass per statement, which on a 10 MB line would take hours. An earlier offset starts the
/// walk again from the top.
///
/// The source's bytes are read in place (a batch line makes one locator per statement run, so a
/// copy of the source here would cost a pass over it each time).
final class SourceLocator {
    /// The walk itself: a position in some UTF-8 bytes and its line and column.
    struct Cursor {
        private var offset = 0
        private var line = 1
        private var column = 1

        /// The line and column of `target` in `bytes`, walking on from the last answer, or from
        /// the top for an earlier offset.
        mutating func location(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
            let target = min(target, bytes.count)
            if target < offset { self = Cursor() }
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

    let source: String
    private var cursor = Cursor()

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
