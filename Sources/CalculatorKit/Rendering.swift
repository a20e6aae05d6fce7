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
        var text = "\(sourceName):\(lineNumber):\(range.column): error: \(message)\n"
        let (sourceLine, caretLine) = Self.caret(for: range, in: source)
        text += sourceLine + "\n" + caretLine + "\n"
        if let note { text += "note: \(note)\n" }
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
        Self.caret(for: range, in: source)
    }

    /// The source line holding the start of `range`, and a line with `^~~~` under the range.
    /// Tabs in the source are kept in the caret line's indentation so the caret stays aligned.
    static func caret(for range: SourceRange, in source: String) -> (line: String, caret: String) {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let index = min(max(range.line - 1, 0), max(lines.count - 1, 0))
        var line = lines.isEmpty ? "" : String(lines[index])
        if line.hasSuffix("\r") { line.removeLast() }
        let scalars = Array(line.unicodeScalars)
        let startColumn = min(range.column - 1, scalars.count)
        var caret = ""
        for scalar in scalars.prefix(startColumn) { caret.append(scalar == "\t" ? "\t" : " ") }
        // The range's length in scalars, clipped to the end of this line.
        var lineStartOffset = 0
        for (number, candidate) in lines.enumerated() where number < index {
            lineStartOffset += candidate.utf8.count + 1
        }
        let rangeEnd = range.utf8Offsets.upperBound - lineStartOffset
        var offset = 0
        var length = 0
        for (column, scalar) in scalars.enumerated() {
            if column >= startColumn && offset < rangeEnd { length += 1 }
            offset += String(scalar).utf8.count
        }
        caret += "^" + String(repeating: "~", count: max(length - 1, 0))
        return (line, caret)
    }
}
