import CalculatorKit
import Plotting

/// Row 8: a whole plot, as `:plot` makes it: 4 expressions compiled (with a fresh brain, so no
/// compile is remembered), sampled at 4,000 points each through the column path, the poles
/// searched, the vertical range chosen, and drawn as a 120 × 20 text plot in colour. Best of
/// several runs after a warm-up. The SVG of the same plot is timed too, and printed.
enum PlotBenchmark {
    static let expressions = "sin(x), tan(x), x^3/100 - x, sqrt(x) * ln(x)"
    static let samples = 4_000
    /// Issue 33's target: the plot appears in at most 50 ms.
    static let target = 0.050

    static func run(_ configuration: Configuration) -> Row {
        let label: @Sendable (Double) -> String = { ValueFormat().string(for: $0) }
        var best = Double.infinity
        var bestSVG = Double.infinity
        var checksum = 0
        for round in 0...max(configuration.repeats, 5) {
            var plot: Plot?
            let time = Clock.measure {
                plot = try? CalculatorBrain().plot(expressions, x: -10...10, samples: samples)
                if let plot {
                    checksum = TextPlotView(width: 120, height: 20, color: true, format: label).render(plot).utf8.count
                }
            }
            guard let plot else {
                return Row(label: "plot", figure: "error", baseline: "", ratio: "", target: "", met: nil)
            }
            let svgTime = Clock.measure { checksum &+= SVGPlotView(format: label).render(plot).utf8.count }
            if round > 0 { (best, bestSVG) = (min(best, time), min(bestSVG, svgTime)) }
        }
        print(format("row 8: %d bytes drawn; the same plot as SVG in %.1f ms more", checksum, bestSVG * 1000))
        return Row(
            label: "plot `\(expressions)`, \(grouped(samples)) samples each: compile, sample, draw 120×20 text",
            figure: format("%.1f ms", best * 1000), baseline: "50 ms (target, issue 33)",
            ratio: format("%.2f×", best / target), target: "≤ 50 ms", met: best <= target, number: "8")
    }
}
