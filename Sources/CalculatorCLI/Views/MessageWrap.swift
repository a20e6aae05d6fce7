import CalculatorKit

/// Messages folded at word boundaries to the terminal's width: a terminal breaks a long line
/// wherever the width runs out (at 40 columns, `'to sci' shows its di` / `gits`).
///
/// Only prose is folded: a line that starts with `note:` (its later rows indented under the text
/// after the label), and whatever the caller passes as a whole paragraph (the banner). Results,
/// source lines and carets are left alone, since a break would change what they say or where the
/// caret points; so are errors and warnings, short, or long for the path they name, which must
/// stay whole to be copied.
///
/// ```swift
/// MessageWrap.wrap("note: 'to sci' shows its digits, or round it\n", width: 24)
/// // "note: 'to sci' shows its\n      digits, or round it\n"
/// ```
enum MessageWrap {
    /// The labels whose lines are prose.
    static let labels = ["note:"]

    /// `text` with each labelled line longer than `width` columns folded at spaces.
    static func wrap(_ text: String, width: Int) -> String {
        guard width > 0, text.utf8.count > width else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices {
            let visible = stripped(lines[index])
            guard let label = labels.first(where: { visible.hasPrefix($0 + " ") }) else { continue }
            lines[index] = fold(lines[index], width: width, indent: label.count + 1)
        }
        return lines.joined(separator: "\n")
    }

    /// `line` folded at spaces so that no row is wider than `width` columns (a word wider than a
    /// row stays whole); rows after the first start with `indent` blanks.
    static func fold(_ line: String, width: Int, indent: Int = 0) -> String {
        guard columns(line) > width, width > indent + 1 else { return line }
        var rows: [String] = []
        var row = ""
        var rowColumns = 0
        var rowHasWord = false
        for (index, word) in line.split(separator: " ").enumerated() {
            let wordColumns = columns(String(word))
            // A label keeps its first word beside it.
            let isAfterLabel = indent > 0 && index == 1
            if rowHasWord, !isAfterLabel, rowColumns + 1 + wordColumns > width {
                rows.append(row)
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
