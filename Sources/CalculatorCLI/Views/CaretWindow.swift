import CalculatorKit

/// A source line and its caret line cut to one terminal row: the part around the caret, with
/// `…` where text is left out.
///
/// Why: a line wider than the terminal wraps, and a caret line under it stands under the wrong
/// row (issue 49: `sni(1)+1+1+…` at 80 columns put the caret under the second row's `+1+`).
/// Cut to one row, the caret stands under its token on the row that holds it; the whole input
/// is on screen just above, as typed.
///
/// ```swift
/// CaretWindow.fit(line: "1+1+1+1+1+sni(1)+1+1", caret: "          ^~~", columns: 12)
/// // (line: "…+1+sni(1)+…", caret: "    ^~~")
/// ```
enum CaretWindow {
    /// `line` and `caret` as they are when `line` fits in `columns`; else the window of `line`
    /// around the caret's mark, and the caret moved to match. A tab counts one column in both,
    /// and is shown as a blank, so a cut cannot misalign them.
    static func fit(line: String, caret: String, columns: Int) -> (line: String, caret: String) {
        let cells = line.map { character -> (text: Character, columns: Int) in
            character == "\t" ? (" ", 1) : (character, String(character).terminalColumns)
        }
        let total = cells.reduce(0) { $0 + $1.columns }
        guard columns >= 8, total > columns else { return (line, caret) }
        let lead = caret.prefix { $0 == " " || $0 == "\t" }.count
        let mark = Array(caret.dropFirst(lead))
        // Room for `…` on both sides; a mark wider than the rest is cut at its end.
        let shownMark = min(mark.count, columns - 2)
        // The first column shown: 0 when the mark fits before the right-hand `…`; else the mark
        // a little right of the middle, or the line's end at the row's end.
        var first = 0
        if lead + shownMark > columns - 1 {
            first = max(1, lead - (columns - 2 - shownMark) / 2)
            first = min(first, max(1, total - (columns - 1)))
        }
        var text = first > 0 ? "…" : ""
        var used = first > 0 ? 1 : 0
        var column = 0
        var start: Int?
        for (index, cell) in cells.enumerated() {
            defer { column += cell.columns }
            guard column >= first else { continue }
            let rest = cells[index...].reduce(0) { $0 + $1.columns }
            // The last cell that fits, leaving one column for `…` unless the line ends here.
            let room = columns - used - (rest > columns - used ? 1 : 0)
            if cell.columns > room {
                text += "…"
                break
            }
            if start == nil { start = column }
            text.append(cell.text)
            used += cell.columns
        }
        let shownFrom = (first > 0 ? 1 : 0) + max(0, lead - (start ?? lead))
        return (text, String(repeating: " ", count: shownFrom) + String(mark.prefix(shownMark)))
    }
}
