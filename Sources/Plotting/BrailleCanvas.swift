/// A grid of terminal cells, each a Unicode braille character of 2 × 4 dots, that lines are
/// drawn on in dot coordinates: (0, 0) the top left dot, x to the right, y down. Each cell
/// remembers the last curve that set a dot in it, for its colour.
///
/// ```swift
/// var canvas = BrailleCanvas(columns: 2, rows: 1)
/// canvas.line(from: (0, 3), to: (3, 0), curve: 0)
/// canvas.character(column: 0, row: 0)   // "⡠" (dots of the lower left to the upper right)
/// ```
public struct BrailleCanvas: Sendable {
    public let columns: Int
    public let rows: Int
    /// Each cell's dots, as the low byte of its braille code point (U+2800 + dots).
    private var dots: [UInt8]
    /// Each cell's curve (the last one drawn there), or -1 for none.
    private var owners: [Int]

    /// The bit of each dot of a cell, by its column (0, 1) and row (0 to 3): braille numbers
    /// dots 1-2-3 down the left, 4-5-6 down the right, then 7 and 8 below them.
    private static let bits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// An empty canvas of `columns` × `rows` cells: 2 × `columns` dots wide, 4 × `rows` high.
    public init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        dots = [UInt8](repeating: 0, count: self.columns * self.rows)
        owners = [Int](repeating: -1, count: self.columns * self.rows)
    }

    /// The canvas's size in dots.
    public var dotWidth: Int { columns * 2 }
    public var dotHeight: Int { rows * 4 }

    /// Sets the dot nearest (`x`, `y`), if it is on the canvas.
    public mutating func set(_ x: Double, _ y: Double, curve: Int) {
        // Compared as Doubles first: NaN, ±∞ and huge values fail here instead of trapping in Int().
        guard x > -0.5, x < Double(dotWidth) - 0.5, y > -0.5, y < Double(dotHeight) - 0.5 else { return }
        let (column, row) = (Int(x.rounded()), Int(y.rounded()))
        let cell = row / 4 * columns + column / 2
        dots[cell] |= Self.bits[column % 2][row % 4]
        owners[cell] = curve
    }

    /// Sets the dots along the segment from `start` to `end`: one a dot step along its longer
    /// direction, so that a steep line has no holes.
    public mutating func line(from start: (Double, Double), to end: (Double, Double), curve: Int) {
        let length = max(abs(end.0 - start.0), abs(end.1 - start.1))
        // A segment longer than the canvas's perimeter was not cut to it: drawn as its ends only.
        guard length.isFinite, length <= Double(2 * (dotWidth + dotHeight)) else {
            set(start.0, start.1, curve: curve)
            set(end.0, end.1, curve: curve)
            return
        }
        let steps = Int(length.rounded(.up))
        guard steps > 0 else {
            set(start.0, start.1, curve: curve)
            return
        }
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            set(start.0 + (end.0 - start.0) * t, start.1 + (end.1 - start.1) * t, curve: curve)
        }
    }

    /// The braille character of a cell: U+2800, blank braille, when no dot is set.
    public func character(column: Int, row: Int) -> Character {
        Character(Unicode.Scalar(0x2800 + UInt32(dots[row * columns + column]))!)
    }

    /// The curve that last set a dot in a cell, or nil for an empty cell.
    public func owner(column: Int, row: Int) -> Int? {
        let owner = owners[row * columns + column]
        return owner >= 0 ? owner : nil
    }

    /// Whether `curve` set the last dot of a cell.
    func isOwned(column: Int, row: Int, by curve: Int) -> Bool { owners[row * columns + column] == curve }
}
