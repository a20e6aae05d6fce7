/// Lays out completion candidates in columns, as shells do, filling each column top to bottom.
enum CandidateColumns {
    /// Spaces between two columns.
    static let gap = 2

    /// The rows to print for `candidates` on a terminal `width` columns wide.
    ///
    /// Widths are counted in characters, which is right for the names a calculator offers; one
    /// candidate wider than the terminal gets a row of its own. Rows carry no trailing spaces.
    ///
    ///     rows(["cos", "sin", "sqrt"], width: 12)  // ["cos   sqrt", "sin"]
    static func rows(_ candidates: [String], width: Int) -> [String] {
        guard !candidates.isEmpty else { return [] }
        let cellWidth = candidates.map(\.count).max()! + gap
        let columnCount = max(1, (width + gap) / cellWidth)
        let rowCount = (candidates.count + columnCount - 1) / columnCount
        return (0..<rowCount).map { row in
            var line = ""
            var column = 0
            while row + column * rowCount < candidates.count {
                let candidate = candidates[row + column * rowCount]
                if column > 0 {
                    let previous = candidates[row + (column - 1) * rowCount]
                    line += String(repeating: " ", count: cellWidth - previous.count)
                }
                line += candidate
                column += 1
            }
            return line
        }
    }
}
