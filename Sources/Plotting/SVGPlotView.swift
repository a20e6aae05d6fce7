import CalculatorKit

/// A plot as an SVG document, for a web page or a report: a frame with a grid at the ticks,
/// tick labels in calc's number display, the zero axes when they are in view, one polyline per
/// continuous piece of each curve (cut to the frame, so that no line crosses a pole and no
/// coordinate runs off to 1e16), and a legend below. Standalone XML, no script, no external
/// font.
///
/// ```swift
/// let svg = SVGPlotView(format: ValueFormat().string(for:)).render(try brain.plot("sin(x), cos(x)"))
/// svg.hasPrefix("<?xml")   // true
/// ```
public struct SVGPlotView: Sendable {
    /// The picture's size in pixels (CSS pixels: the document's own units).
    public var width: Int
    public var height: Int
    /// The text of a tick's value.
    public var format: @Sendable (Double) -> String

    /// Room around the frame: tick labels on the left and below, the legend under them.
    static let (left, right, top) = (64.0, 24.0, 16.0)
    static let legendRow = 20.0

    public init(width: Int = 720, height: Int = 450, format: @escaping @Sendable (Double) -> String) {
        self.width = max(width, 160)
        self.height = max(height, 120)
        self.format = format
    }

    /// The frame, where the data is drawn: inside the margins, above the labels and the legend.
    func frame(curves: Int) -> (x: Double, y: Double, width: Double, height: Double) {
        let bottom = 40 + Self.legendRow * Double(max(1, curves))
        return (Self.left, Self.top, Double(width) - Self.left - Self.right, Double(height) - Self.top - bottom)
    }

    /// The document's text.
    public func render(_ plot: Plot) -> String {
        let box = frame(curves: plot.curves.count)
        let xAxis = PlotAxis(plot.x, parts: max(2, Int(box.width / 80)), format: format)
        let yAxis = PlotAxis(plot.y, parts: max(2, Int(box.height / 50)), format: format)
        func px(_ x: Double) -> Double { box.x + xAxis.position(x, length: box.width) }
        func py(_ y: Double) -> Double { box.y + box.height - yAxis.position(y, length: box.height) }

        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)" font-family="sans-serif" font-size="12">
            <rect width="\(width)" height="\(height)" fill="#ffffff"/>
            <defs><clipPath id="frame"><rect x="\(n(box.x))" y="\(n(box.y))" width="\(n(box.width))" \
            height="\(n(box.height))"/></clipPath></defs>

            """
        svg += "<g class=\"grid\" stroke=\"#e3e3e3\" stroke-width=\"1\">\n"
        for tick in xAxis.ticks {
            svg += line(px(tick), box.y, px(tick), box.y + box.height)
        }
        for tick in yAxis.ticks {
            svg += line(box.x, py(tick), box.x + box.width, py(tick))
        }
        svg += "</g>\n<g class=\"axes\" stroke=\"#888888\" stroke-width=\"1\">\n"
        if plot.x.contains(0) { svg += line(px(0), box.y, px(0), box.y + box.height) }
        if plot.y.contains(0) { svg += line(box.x, py(0), box.x + box.width, py(0)) }
        svg += "</g>\n"
        // The data ranges ride on the frame, for a reader (or a test) that maps pixels back.
        svg += "<rect class=\"frame\" x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" "
        svg += "height=\"\(n(box.height))\" fill=\"none\" stroke=\"#444444\" stroke-width=\"1\" "
        svg += "data-x-min=\"\(plot.x.lowerBound)\" data-x-max=\"\(plot.x.upperBound)\" "
        svg += "data-y-min=\"\(plot.y.lowerBound)\" data-y-max=\"\(plot.y.upperBound)\"/>\n"
        svg += "<g class=\"ticks\" fill=\"#333333\">\n"
        for (tick, label) in zip(xAxis.ticks, xAxis.labels) {
            svg += "<text x=\"\(n(px(tick)))\" y=\"\(n(box.y + box.height + 18))\" text-anchor=\"middle\">"
            svg += escaped(label) + "</text>\n"
        }
        for (tick, label) in zip(yAxis.ticks, yAxis.labels) {
            svg += "<text x=\"\(n(box.x - 6))\" y=\"\(n(py(tick) + 4))\" text-anchor=\"end\">"
            svg += escaped(label) + "</text>\n"
        }
        svg += "</g>\n"
        for (index, curve) in plot.curves.enumerated() {
            let colour = PlotPalette.style(index).svg
            svg += "<g class=\"curve\" clip-path=\"url(#frame)\" fill=\"none\" stroke=\"\(colour)\" "
            svg += "stroke-width=\"2\" stroke-linejoin=\"round\" stroke-linecap=\"round\">\n"
            for run in runs(curve, plot: plot) {
                let points = run.map { "\(n(px($0.x))),\(n(py($0.y)))" }.joined(separator: " ")
                svg += "<polyline points=\"\(points)\"/>\n"
            }
            svg += "</g>\n"
        }
        svg += "<g class=\"legend\">\n"
        for (index, curve) in plot.curves.enumerated() {
            let y = box.y + box.height + 40 + Self.legendRow * Double(index)
            let colour = PlotPalette.style(index).svg
            svg += "<line x1=\"\(n(box.x))\" y1=\"\(n(y - 4))\" x2=\"\(n(box.x + 24))\" y2=\"\(n(y - 4))\" "
            svg += "stroke=\"\(colour)\" stroke-width=\"2\"/>\n"
            svg += "<text x=\"\(n(box.x + 32))\" y=\"\(n(y))\" fill=\"#333333\">\(escaped(curve.source))</text>\n"
        }
        svg += "</g>\n</svg>\n"
        return svg
    }

    /// The polylines of a curve in data coordinates: each continuous piece, cut where it leaves
    /// the plot's ranges, so that what is drawn is what is inside.
    func runs(_ curve: SampledCurve, plot: Plot) -> [[SegmentClipping.Point]] {
        var runs: [[SegmentClipping.Point]] = []
        for piece in curve.pieces {
            var run: [SegmentClipping.Point] = []
            if piece.count == 1, plot.x.contains(curve.xs[piece.lowerBound]),
                plot.y.contains(curve.ys[piece.lowerBound])
            {
                let point = (curve.xs[piece.lowerBound], curve.ys[piece.lowerBound])
                runs.append([point, point])
                continue
            }
            for i in piece.dropLast() {
                guard
                    let (start, end) = SegmentClipping.clip(
                        (curve.xs[i], curve.ys[i]), (curve.xs[i + 1], curve.ys[i + 1]), x: plot.x, y: plot.y)
                else {
                    if run.count > 1 { runs.append(run) }
                    run = []
                    continue
                }
                if let last = run.last, last.x == start.x, last.y == start.y {
                    run.append(end)
                } else {
                    if run.count > 1 { runs.append(run) }
                    run = [start, end]
                }
            }
            if run.count > 1 { runs.append(run) }
        }
        return runs
    }

    private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> String {
        "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\"/>\n"
    }

    /// A coordinate to two decimals, without Foundation: `12.5`, `-3`, `0.07`.
    func n(_ value: Double) -> String {
        // Coordinates are inside the picture; anything else (NaN from a degenerate range) is 0
        // rather than a trap in Int().
        guard value.isFinite, abs(value) < 1e12 else { return "0" }
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = abs(hundredths) / 100
        let fraction = abs(hundredths) % 100
        if fraction == 0 { return sign + "\(whole)" }
        let digits = fraction < 10 ? "0\(fraction)" : (fraction % 10 == 0 ? "\(fraction / 10)" : "\(fraction)")
        return sign + "\(whole)." + digits
    }

    /// Text with XML's special characters as entities.
    func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default:
                // Control characters are not allowed in XML 1.0 text.
                if let scalar = character.unicodeScalars.first, scalar.value < 0x20 {
                    result += "?"
                } else {
                    result.append(character)
                }
            }
        }
        return result
    }
}
