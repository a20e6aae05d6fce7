extension CalculatorError {
    /// The error in the project's one diagnostic format: `NAME:LINE:COL: error: MESSAGE`, the
    /// source line, a caret line under the range, and `note: …` when there is a note.
    ///
    /// - Parameters:
    ///   - source: the text the error's range points into.
    ///   - sourceName: what to call the source: a file name, `<stdin>` or `<expr>`.
    ///   - firstLine: the line number of `source`'s first line within that file, for callers
    ///     that evaluate a file one line at a time.
    ///
    /// ```swift
    /// error.rendered(source: line, sourceName: "a.calc", firstLine: 12)
    /// // a.calc:12:5: error: division by zero
    /// ```
    public func rendered(source: String, sourceName: String = "<expr>", firstLine: Int = 1) -> String {
        let lineNumber = range.line + firstLine - 1
        // A file's name and a message quoting its text may hold control characters too.
        var text = "\(sourceName.escapingControlCharacters):\(lineNumber):\(range.column): error: "
        text += message.escapingControlCharacters + "\n"
        let (sourceLine, caretLine) = caretLines(in: source)
        text += sourceLine + "\n" + caretLine + "\n"
        if let note { text += "note: \(note.escapingControlCharacters)\n" }
        return text
    }

    /// The source line holding the start of the error's range, and a line with `^~~~` under the
    /// range, for views that lay the diagnostic out themselves (the REPL draws the caret under
    /// what was typed after its prompt).
    ///
    /// ```swift
    /// error.caretLines(in: "1 + sni(2)")   // ("1 + sni(2)", "    ^~~")
    /// ```
    public func caretLines(in source: String) -> (line: String, caret: String) {
        // The bytes in place (a native string is stored as UTF-8): a million errors on a 10 MB
        // line each look at ~500 bytes of it.
        var source = source
        return source.withUTF8 { Self.caret(for: range, in: $0) }
    }

    /// How far either side of an error the source line is shown: a 1 MB line is shown as an
    /// excerpt with `…`, so rendering an error costs the same on any line.
    static let excerptReach = 240

    /// The source line holding the start of `range` (an excerpt of a very long one), and a line
    /// with `^~~~` under the range. Tabs in the source are kept in the caret line's indentation
    /// so the caret stays aligned.
    private static func caret(for range: SourceRange, in bytes: UnsafeBufferPointer<UInt8>) -> (
        line: String, caret: String
    ) {
        let count = bytes.count
        func isNewline(_ offset: Int) -> Bool { bytes[offset] == UInt8(ascii: "\n") }
        func isContinuation(_ offset: Int) -> Bool { offset < count && bytes[offset] & 0xC0 == 0x80 }

        let start = min(range.utf8Offsets.lowerBound, count)
        let end = min(max(range.utf8Offsets.upperBound, start), count)
        var lineStart = start
        while lineStart > 0 && start - lineStart < excerptReach && !isNewline(lineStart - 1) { lineStart -= 1 }
        let cutBefore = lineStart > 0 && !isNewline(lineStart - 1)
        while isContinuation(lineStart) { lineStart += 1 }
        var lineEnd = start
        while lineEnd < count && lineEnd - start < excerptReach && !isNewline(lineEnd) { lineEnd += 1 }
        let cutAfter = lineEnd < count && !isNewline(lineEnd)
        while lineEnd > lineStart && isContinuation(lineEnd) { lineEnd -= 1 }

        let excerpt = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
        var line = String(decoding: excerpt, as: UTF8.self)
        if line.hasSuffix("\r") && !cutAfter { line.removeLast() }
        // A control character left inside the line would move the terminal's cursor (a carriage
        // return), retitle or clear the terminal (an escape sequence): show each as a symbol, one
        // column wide like the character it stands for, so the caret below still lines up.
        line = line.escapingControlCharacters
        // Columns as a terminal shows them: a wide character (中) takes two, a combining mark none.
        var caret = cutBefore ? " " : ""
        var length = 0
        for (index, value) in excerpt.enumerated() where value & 0xC0 != 0x80 {
            let offset = lineStart + index
            let columns = Self.scalar(startingAt: offset, in: bytes)?.terminalColumns ?? 1
            if offset < start {
                caret += value == UInt8(ascii: "\t") ? "\t" : String(repeating: " ", count: columns)
            } else if offset < end {
                length += columns
            }
        }
        caret += "^" + String(repeating: "~", count: max(length - 1, 0))
        return ((cutBefore ? "…" : "") + line + (cutAfter ? "…" : ""), caret)
    }

    /// The scalar whose UTF-8 encoding starts at `offset`, or nil where the bytes are not valid
    /// UTF-8 (such a byte shows as one replacement character, one column).
    private static func scalar(startingAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        let lead = bytes[offset]
        let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
        guard length > 0, offset + length <= bytes.count else { return nil }
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0x7F >> length)
        for index in offset + 1..<offset + length {
            guard bytes[index] & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(bytes[index] & 0x3F)
        }
        return Unicode.Scalar(value)
    }
}
