import CalculatorKit

/// Messages folded at word boundaries to the terminal's width: a terminal breaks a long line
/// wherever the width runs out (at 40 columns, `'to sci' shows its di` / `gits`).
///
/// Only prose is folded: a line that starts with `note:` or `warning:` (its later rows indented
/// under the text after the label), a row of a table (`:help`'s: two blanks first, columns two
/// or more blanks apart), whose last column folds under its own start, and whatever the caller
/// passes as a whole paragraph (the banner). Results, source lines and carets are left alone,
/// since a break would change what they say or where the caret points; so are errors, whose
/// paths and names must stay whole to be copied (a word wider than a row is never broken).
///
/// ```swift
/// MessageWrap.wrap("note: 'to sci' shows its digits, or round it\n", width: 24)
/// // "note: 'to sci' shows its\n      digits, or round it\n"
/// ```
enum MessageWrap {
    /// The labels whose lines are prose.
    static let labels = ["note:", "warning:"]

    /// The narrowest a table's last column may be and still fold under its own start; a
    /// narrower one folds under a short indent instead.
    static let narrowestColumn = 24

    /// `text` with each labelled line and table row longer than `width` columns folded at spaces.
    static func wrap(_ text: String, width: Int) -> String {
        guard width > 0, text.utf8.count > width else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices where lines[index].utf8.count > width {
            let visible = stripped(lines[index])
            if let label = labels.first(where: { visible.hasPrefix($0 + " ") }) {
                lines[index] = fold(lines[index], width: width, indent: label.count + 1)
            } else if visible == lines[index], columns(visible) > width, let column = lastColumn(ofRow: visible) {
                lines[index] = foldRow(visible, lastColumn: column, width: width)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Where the last column of a table row starts (in UTF-8 offsets): after the row's last run
    /// of two or more blanks; nil when `line` is no table row (it does not start with two blanks
    /// then text, or has one column).
    static func lastColumn(ofRow line: String) -> String.Index? {
        guard line.hasPrefix("  "), line.dropFirst(2).first.map({ $0 != " " }) == true else { return nil }
        var start: String.Index?
        var index = line.index(line.startIndex, offsetBy: 2)
        while index < line.endIndex {
            if line[index] == " ", line.index(after: index) < line.endIndex, line[line.index(after: index)] == " " {
                var end = index
                while end < line.endIndex, line[end] == " " { end = line.index(after: end) }
                if end < line.endIndex { start = end }
                index = end
            } else {
                index = line.index(after: index)
            }
        }
        return start
    }

    /// A table row folded at the spaces of its last column, whose later rows start under that
    /// column, or under six blanks when the column would be narrower than ``narrowestColumn``.
    static func foldRow(_ line: String, lastColumn: String.Index, width: Int) -> String {
        let head = String(line[..<lastColumn])
        let headColumns = columns(head)
        let indent = width - headColumns >= narrowestColumn ? headColumns : 6
        guard width > indent + 1 else { return line }
        return rows(line[lastColumn...].split(separator: " "), after: head, width: width, indent: indent)
    }

    /// `line` folded at spaces so that no row is wider than `width` columns (a word wider than a
    /// row stays whole); rows after the first start with `indent` blanks.
    static func fold(_ line: String, width: Int, indent: Int = 0) -> String {
        guard columns(line) > width, width > indent + 1 else { return line }
        // A label keeps its first word beside it.
        return rows(line.split(separator: " "), after: "", width: width, indent: indent, together: indent > 0 ? 2 : 0)
    }

    /// `words` laid out after `head` in rows of at most `width` columns (a word wider than a row
    /// stays whole), rows after the first starting with `indent` blanks; the first `together`
    /// words are never parted. A `head` that leaves no room for the first word is a row alone.
    private static func rows(_ words: [Substring], after head: String, width: Int, indent: Int, together: Int = 0)
        -> String
    {
        var rows: [String] = []
        var row = head
        var rowColumns = columns(head)
        var rowHasWord = false
        for (index, word) in words.enumerated() {
            let wordColumns = columns(String(word))
            let fits = rowColumns + (rowHasWord ? 1 : 0) + wordColumns <= width
            if !fits, index >= together, rowHasWord || (rows.isEmpty && !head.isEmpty) {
                rows.append(rowHasWord ? row : String(row.reversed().drop(while: { $0 == " " }).reversed()))
                row = String(repeating: " ", count: indent)
                rowColumns = indent
                rowHasWord = false
            }
            if rowHasWord {
                row += " "
                rowColumns += 1
            }
            row += word
            rowColumns += wordColumns
            rowHasWord = true
        }
        rows.append(row)
        return rows.joined(separator: "\n")
    }

    /// The columns `text` takes, colour sequences taking none.
    static func columns(_ text: String) -> Int { stripped(text).terminalColumns }

    /// `text` without its ANSI colour sequences (`ESC [ … m`).
    static func stripped(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var result = ""
        var inSequence = false
        for scalar in text.unicodeScalars {
            if inSequence {
                if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inSequence = false }
            } else if scalar == "\u{1B}" {
                inSequence = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
