import CalculatorKit

/// A plot as terminal text: the curves in braille cells (2 × 4 dots each), the vertical axis with
/// its labels on the left, the horizontal one below, and a legend. In colour each curve has its
/// own (``PlotPalette``); without, each curve after the first carries its marker every few
/// columns, and the legend names each marker, so that the curves can be told apart.
///
/// ```swift
/// let plot = try brain.plot("sin(x)", x: -3...3)
/// let text = TextPlotView(width: 60, height: 10, color: false, format: ValueFormat().string(for:)).render(plot)
/// //   1 ┤    ⢀⡠⠔⠒⠉⠉⠑⠢⢄
/// //     │ …
/// ```
public struct TextPlotView: Sendable {
    /// Columns of the whole plot, labels included.
    public var width: Int
    /// Rows of braille cells (the axis line, its labels and the legend come below).
    public var height: Int
    /// Whether to colour the curves and their legend with ANSI sequences.
    public var color: Bool
    /// The text of a tick's value: calc's number display.
    public var format: @Sendable (Double) -> String

    /// The narrowest and shortest plot drawn: smaller sizes are raised to these.
    public static let minimumWidth = 20
    public static let minimumHeight = 3
    /// The height when none is asked for: a plot and the prompt fit a 24-row terminal.
    public static let defaultHeight = 20
    /// Columns between two markers of one curve, without colour.
    static let markerSpacing = 12

    public init(width: Int, height: Int = defaultHeight, color: Bool, format: @escaping @Sendable (Double) -> String) {
        self.width = max(width, Self.minimumWidth)
        self.height = max(height, Self.minimumHeight)
        self.color = color
        self.format = format
    }

    /// The plot's text, lines ending in `\n`, none with trailing blanks.
    public func render(_ plot: Plot) -> String {
        let yAxis = PlotAxis(plot.y, parts: max(2, height / 4), format: format)
        let labelWidth = yAxis.labels.map(\.count).max() ?? 1
        let columns = max(Self.minimumWidth - labelWidth - 2, width - labelWidth - 2)
        var canvas = BrailleCanvas(columns: columns, rows: height)
        let xAxis = PlotAxis(plot.x, parts: max(2, columns / 10), format: format)
        for (index, curve) in plot.curves.enumerated() {
            draw(curve, index: index, on: &canvas, plot: plot)
        }
        let markers = color || plot.curves.count < 2 ? [:] : placeMarkers(canvas, curves: plot.curves.count)

        var labelsByRow: [Int: String] = [:]
        for (tick, label) in zip(yAxis.ticks, yAxis.labels) {
            let dot = dotY(tick, plot: plot, canvas: canvas)
            guard dot >= 0, dot < Double(canvas.dotHeight) else { continue }
            let row = Int(dot / 4)
            if labelsByRow[row] == nil { labelsByRow[row] = label }
        }
        var text = ""
        for row in 0..<height {
            let label = labelsByRow[row] ?? ""
            var line = String(repeating: " ", count: labelWidth - label.count) + label
            line += labelsByRow[row] == nil ? " │" : " ┤"
            // One colour sequence per run of cells of one curve, not one per cell.
            var active: Int?
            for column in 0..<columns {
                let owner = canvas.owner(column: column, row: row)
                if color, owner != active {
                    if active != nil { line += PlotPalette.reset }
                    if let owner { line += PlotPalette.style(owner).ansi }
                    active = owner
                }
                line += cell(canvas, column: column, row: row, marker: markers[row * columns + column])
            }
            if active != nil { line += PlotPalette.reset }
            text += trimmed(line) + "\n"
        }
        text += xAxisLines(xAxis, columns: columns, indent: labelWidth + 1)
        text += legend(plot.curves)
        return text
    }

    /// The curve's pieces as lines between its points, each segment cut to the plot first.
    private func draw(_ curve: SampledCurve, index: Int, on canvas: inout BrailleCanvas, plot: Plot) {
        for piece in curve.pieces {
            if piece.count == 1 {
                let i = piece.lowerBound
                if plot.x.contains(curve.xs[i]), plot.y.contains(curve.ys[i]) {
                    canvas.set(
                        dotX(curve.xs[i], plot: plot, canvas: canvas), dotY(curve.ys[i], plot: plot, canvas: canvas),
                        curve: index)
                }
                continue
            }
            for i in piece.dropLast() {
                guard
                    let (start, end) = SegmentClipping.clip(
                        (curve.xs[i], curve.ys[i]), (curve.xs[i + 1], curve.ys[i + 1]), x: plot.x, y: plot.y)
                else { continue }
                canvas.line(
                    from: (dotX(start.x, plot: plot, canvas: canvas), dotY(start.y, plot: plot, canvas: canvas)),
                    to: (dotX(end.x, plot: plot, canvas: canvas), dotY(end.y, plot: plot, canvas: canvas)),
                    curve: index)
            }
        }
    }

    private func dotX(_ x: Double, plot: Plot, canvas: BrailleCanvas) -> Double {
        (x - plot.x.lowerBound) / (plot.x.upperBound - plot.x.lowerBound) * Double(canvas.dotWidth - 1)
    }

    private func dotY(_ y: Double, plot: Plot, canvas: BrailleCanvas) -> Double {
        (plot.y.upperBound - y) / (plot.y.upperBound - plot.y.lowerBound) * Double(canvas.dotHeight - 1)
    }

    /// Where each curve's markers go, by cell index: every ``markerSpacing`` columns, shifted per
    /// curve so that two curves' markers do not fall in one column, in the top cell of that
    /// column the curve owns (or of the next columns, up to half a spacing on).
    private func placeMarkers(_ canvas: BrailleCanvas, curves: Int) -> [Int: Character] {
        var markers: [Int: Character] = [:]
        let spacing = Self.markerSpacing
        for curve in 0..<curves {
            var column = 2 + (curve * spacing / curves) % spacing
            while column < canvas.columns {
                search: for candidate in column..<min(canvas.columns, column + spacing / 2) {
                    for row in 0..<canvas.rows where canvas.isOwned(column: candidate, row: row, by: curve) {
                        let index = row * canvas.columns + candidate
                        if markers[index] == nil {
                            markers[index] = PlotPalette.style(curve).marker
                            break search
                        }
                    }
                }
                column += spacing
            }
        }
        return markers
    }

    private func cell(_ canvas: BrailleCanvas, column: Int, row: Int, marker: Character?) -> String {
        if let marker { return String(marker) }
        guard canvas.owner(column: column, row: row) != nil else { return " " }
        return String(canvas.character(column: column, row: row))
    }

    /// The axis line (`└──┬──`), then the tick labels centred under their ticks; a label that
    /// would touch the one before it is left out.
    private func xAxisLines(_ axis: PlotAxis, columns: Int, indent: Int) -> String {
        var line = Array(String(repeating: " ", count: indent) + "└" + String(repeating: "─", count: columns))
        var labels = [Character](repeating: " ", count: indent + 1 + columns)
        var free = 0
        for (tick, label) in zip(axis.ticks, axis.labels) {
            let dot = axis.position(tick, length: Double(columns * 2 - 1))
            guard dot >= 0, dot < Double(columns * 2) else { continue }
            let column = Int(dot / 2)
            line[indent + 1 + column] = "┬"
            let start = min(indent + 1 + column - label.count / 2, labels.count - label.count)
            guard start >= free else { continue }
            for (offset, character) in label.enumerated() { labels[start + offset] = character }
            free = start + label.count + 1
        }
        return trimmed(String(line)) + "\n" + trimmed(String(labels)) + "\n"
    }

    /// Each curve's colour or marker and its expression, several to a line while they fit.
    private func legend(_ curves: [SampledCurve]) -> String {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for (index, curve) in curves.enumerated() {
            let style = PlotPalette.style(index)
            let sign = color ? style.ansi + "━━" + PlotPalette.reset : String(style.marker)
            let signWidth = color ? 2 : 1
            let name = curve.kinds.contains(where: { $0 != .undefined }) ? curve.source : curve.source + " (no values)"
            let entryWidth = signWidth + 1 + name.count
            if currentWidth > 0, currentWidth + 3 + entryWidth > width {
                lines.append(current)
                (current, currentWidth) = ("", 0)
            }
            if currentWidth > 0 {
                current += "   "
                currentWidth += 3
            } else {
                current = "  "
                currentWidth = 2
            }
            current += sign + " " + name
            currentWidth += entryWidth
        }
        if !current.isEmpty { lines.append(current) }
        return lines.map { $0 + "\n" }.joined()
    }

    private func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
