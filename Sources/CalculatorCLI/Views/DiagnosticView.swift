import CalculatorKit

/// An error under the line just typed at the prompt: the caret lines up with the input, so the
/// source is not echoed, and no `file:line:col` header is needed.
///
/// ```
/// 5 › 1 + sni(2)
///         ^~~
/// error: unknown name 'sni'
/// note: did you mean 'sin'?
/// ```
enum DiagnosticView {
    /// - Parameters:
    ///   - source: the input the error points into.
    ///   - promptWidth: the columns of the prompt `source` was typed after, or nil when the source
    ///     is not on screen as one line right above (input continued over several lines, output
    ///     printed since, no prompt drawn): then it is shown.
    ///   - width: the terminal's columns, when known: a line shown again that is wider is cut
    ///     to one row around the caret (``CaretWindow``), so the caret stands under its token.
    static func render(
        _ error: CalculatorError, source: String, promptWidth: Int?, width: Int? = nil, color: Bool
    ) -> String {
        var (line, caret) = error.caretLines(in: source)
        var text = ""
        let indent: String
        // A long line's excerpt (`…` and 240 columns either side of the error) is not what is on
        // screen: the caret is measured on the excerpt, so the excerpt is shown.
        if let promptWidth, line == source {
            indent = String(repeating: " ", count: promptWidth)
        } else {
            indent = "  "
            if let width { (line, caret) = CaretWindow.fit(line: line, caret: caret, columns: width - indent.count) }
            text += indent + line + "\n"
        }
        text += indent + ANSI.paint(caret, ANSI.green, color) + "\n"
        return text + message(error.message, note: error.note, color: color)
    }

    /// A problem that is not in an expression: a bad command, an unreadable file.
    /// Names and paths quoted in it are shown with their control characters escaped.
    static func message(_ message: String, note: String? = nil, color: Bool) -> String {
        var text = ANSI.paint("error:", ANSI.boldRed, color) + " " + message.escapingControlCharacters + "\n"
        if let note { text += ANSI.paint("note:", ANSI.bold, color) + " " + note.escapingControlCharacters + "\n" }
        return text
    }
}
