import Platform

/// A row of the results table: what was measured, calc's figure, the baseline's, their ratio,
/// and the target it is checked against.
struct Row {
    var label: String
    var figure: String
    var baseline: String
    var ratio: String
    var target: String
    /// nil when the row could not be measured.
    var met: Bool?
    var note: String = ""
    /// A sub-row's own number ("1b"); other rows are numbered in order.
    var number: String? = nil
}

/// `printf`-style formatting without Foundation.
func format(_ pattern: String, _ arguments: CVarArg...) -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    _ = withVaList(arguments) { vsnprintf(&buffer, buffer.count, pattern, $0) }
    return cString(buffer)
}

/// Prints rows as a Markdown table, so a run can be pasted into BENCHMARKS.md as it is.
func printTable(_ rows: [Row]) {
    let header = ["#", "measure", "calc", "baseline", "ratio", "target", "met"]
    var cells = [header]
    var counted = 0
    for row in rows {
        let met = row.met.map { $0 ? "yes" : "NO" } ?? "n/a"
        if row.number == nil { counted += 1 }
        cells.append([row.number ?? "\(counted)", row.label, row.figure, row.baseline, row.ratio, row.target, met])
    }
    var widths = [Int](repeating: 0, count: header.count)
    for line in cells {
        for (column, cell) in line.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    func render(_ line: [String]) -> String {
        "| " + zip(line, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(separator: " | ")
            + " |"
    }
    print(render(header))
    print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
    for line in cells.dropFirst() { print(render(line)) }
    for (line, row) in zip(cells.dropFirst(), rows) where !row.note.isEmpty {
        print("\(line[0]). \(row.note)")
    }
}

/// `1234567` as `1,234,567`.
func grouped(_ value: Int) -> String {
    var digits = String(value.magnitude)
    var result = ""
    while digits.count > 3 {
        result = "," + digits.suffix(3) + result
        digits.removeLast(3)
    }
    return (value < 0 ? "-" : "") + digits + result
}

func mebibytes(_ bytes: Int) -> String { format("%.1f MiB", Double(bytes) / 1_048_576) }

/// The text of a NUL-terminated buffer.
func cString(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Writes a message to standard error.
func printError(_ message: String) {
    var message = message
    message.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}
