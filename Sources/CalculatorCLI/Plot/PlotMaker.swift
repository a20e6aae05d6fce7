import CalculatorKit
import Plotting

/// Turns a ``PlotRequest`` into a plot's text or SVG: evaluates the ranges' ends, samples the
/// expressions through the brain, and draws. What the batch and the REPL share; each reports
/// the failures its own way.
struct PlotMaker {
    let brain: CalculatorBrain

    /// Why a plot could not be made.
    enum Problem: Error, Sendable {
        /// An error in one part of the request, located in that part's text.
        case expression(CalculatorError, in: PlotRequest.Part)
        /// A problem with no spot to point at: a range given backwards.
        case message(String)
    }

    /// The plot the request asks for, with each curve sampled over the range.
    func plot(_ request: PlotRequest) throws(Problem) -> Plot {
        let x = try range(request.from, request.to, name: "from A to B")
        let y = try range(request.yFrom, request.yTo, name: "y from C to D")
        do {
            return try brain.plot(request.expressions.text, x: x, y: y)
        } catch {
            throw .expression(error, in: request.expressions)
        }
    }

    /// The text plot, `width` × `height` unless the request gives its own size.
    func text(_ plot: Plot, size: PlotSize?, width: Int, color: Bool) -> String {
        TextPlotView(
            width: size?.width ?? width, height: size?.height ?? TextPlotView.defaultHeight, color: color,
            format: format
        ).render(plot)
    }

    /// The SVG document, with ``SessionFile/plotMarker`` after its XML declaration: what tells
    /// a later `--svg` that the file is a plot calc wrote, to be replaced without `--replace`.
    func svg(_ plot: Plot) -> String {
        let document = SVGPlotView(format: format).render(plot)
        guard let end = document.firstIndex(of: "\n") else { return document }
        return document[...end] + SessionFile.plotMarker + "\n" + document[document.index(after: end)...]
    }

    /// Tick labels in calc's display at 6 significant digits: a tick is a round number, and a
    /// label of 15 digits would hide a rounding error in the step, not show a value.
    private var format: @Sendable (Double) -> String {
        var options = brain.options
        options.precision = 6
        options.base = .dec
        let formatter = ValueFormat(options)
        return { formatter.string(for: $0) }
    }

    /// A range from the text of its ends; nil when neither is given.
    private func range(_ low: PlotRequest.Part?, _ high: PlotRequest.Part?, name: String) throws(Problem)
        -> ClosedRange<Double>?
    {
        guard let low, let high else {
            if low == nil && high == nil { return nil }
            throw .message("a range needs both ends: \(name)")
        }
        let (a, b) = (try value(of: low), try value(of: high))
        guard a.isFinite, b.isFinite else {
            throw .message(
                "a range's ends must be finite numbers: \(low.text.trimmingWhitespace()) to \(high.text.trimmingWhitespace())"
            )
        }
        guard a < b else {
            throw .message(
                "a range goes from the smaller number to the larger: \(low.text.trimmingWhitespace()) is not less than \(high.text.trimmingWhitespace())"
            )
        }
        guard PlotRange.isDrawable(a...b) else {
            throw .message(
                "a range must be finite and wider than 1e-12 of its ends' size: "
                    + "\(low.text.trimmingWhitespace()) to \(high.text.trimmingWhitespace()) is not")
        }
        return a...b
    }

    /// A range's end, an expression without variables, evaluated without touching `ans`.
    private func value(of part: PlotRequest.Part) throws(Problem) -> Double {
        do {
            return try brain.compile(part.text).evaluateConstant()
        } catch {
            throw .expression(error, in: part)
        }
    }
}

extension CalculatorError {
    /// The error moved `bytes` UTF-8 bytes and `columns` columns to the right: an error in a part
    /// of a one-line command, located in the whole line.
    func shifted(bytes: Int, columns: Int) -> CalculatorError {
        var error = self
        error.range.utf8Offsets = (range.utf8Offsets.lowerBound + bytes)..<(range.utf8Offsets.upperBound + bytes)
        if range.line == 1 { error.range.column += columns }
        return error
    }
}
