import CalculatorKit
import Plotting
import Testing

/// The parts the text and SVG views share: ticks at round numbers, segments cut to the plot,
/// braille dots.
struct PlotGeometryTests {
    static let format: @Sendable (Double) -> String = { ValueFormat().string(for: $0) }

    @Test(arguments: [
        (-3.2...3.2, 6, [-3.0, -2, -1, 0, 1, 2, 3], ["-3", "-2", "-1", "0", "1", "2", "3"]),
        (0...1, 5, [0, 0.2, 0.4, 0.6, 0.8, 1], ["0", "0.2", "0.4", "0.6", "0.8", "1"]),
        (-0.35...0.35, 7, [-0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3], ["-0.3", "-0.2", "-0.1", "0", "0.1", "0.2", "0.3"]),
        (1e6...5e6, 4, [1e6, 2e6, 3e6, 4e6, 5e6], ["1000000", "2000000", "3000000", "4000000", "5000000"]),
    ])
    func ticksAtRoundNumbers(range: ClosedRange<Double>, parts: Int, ticks: [Double], labels: [String]) {
        let axis = PlotAxis(range, parts: parts, format: Self.format)
        #expect(axis.ticks == ticks)
        #expect(axis.labels == labels)
    }

    @Test func clipsSegments() throws {
        let inside = try #require(SegmentClipping.clip((0.2, 0.2), (0.8, 0.8), x: 0...1, y: 0...1))
        #expect(inside.0 == (0.2, 0.2) && inside.1 == (0.8, 0.8))
        let cut = try #require(SegmentClipping.clip((0, 0), (2, 4), x: 0...1, y: 0...1))
        #expect(cut.0 == (0, 0) && cut.1 == (0.5, 1))
        // A value of 1e16 next to a pole is cut at the top, not kept as a coordinate.
        let steep = try #require(SegmentClipping.clip((0, 0.5), (1, 1e16), x: 0...1, y: 0...1))
        #expect(steep.1.y == 1 && steep.1.x < 1e-15)
        #expect(SegmentClipping.clip((2, 2), (3, 3), x: 0...1, y: 0...1) == nil)
    }

    @Test func setsBrailleDots() {
        var canvas = BrailleCanvas(columns: 2, rows: 1)
        #expect(canvas.owner(column: 0, row: 0) == nil)
        canvas.line(from: (0, 3), to: (3, 0), curve: 0)
        #expect(canvas.character(column: 0, row: 0) == "⡠")
        #expect(canvas.character(column: 1, row: 0) == "⠊")
        canvas.set(0, 0, curve: 1)
        #expect(canvas.character(column: 0, row: 0) == "⡡")
        #expect(canvas.owner(column: 0, row: 0) == 1)
        // Off the canvas: nothing.
        canvas.set(-1, 9, curve: 0)
        #expect(canvas.character(column: 1, row: 0) == "⠊")
    }

    /// A plot an embedder built by hand, with ranges no sampler would choose: drawn without a
    /// trap (every conversion to a cell or a coordinate is checked first).
    @Test(arguments: [
        (0.0...1.0, -Double.infinity...Double.infinity),
        (-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, 0...1),
        (0.0...0.0, 1.0...1.0),
    ])
    func drawsDegeneratePlots(x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let curve = SampledCurve(
            source: "f", variable: "x", xs: [0, 0.5, 1, .nan], ys: [1e308, -1e308, .nan, 2],
            kinds: [.value, .value, .undefined, .value])
        let plot = Plot(curves: [curve], x: x, y: y)
        let text = TextPlotView(width: 40, height: 5, color: false, format: Self.format).render(plot)
        #expect(text.filter { $0 == "\n" }.count == 8)
        let svg = SVGPlotView(format: Self.format).render(plot)
        #expect(svg.hasSuffix("</svg>\n"))
    }
}
