import CalculatorKit

/// The ticks of one axis: round numbers (multiples of 1, 2 or 5 times a power of ten) inside a
/// range, with their labels in calc's number display.
///
/// ```swift
/// let axis = PlotAxis(-3.2...3.2, parts: 6, format: { ValueFormat().string(for: $0) })
/// axis.ticks    // [-3, -2, -1, 0, 1, 2, 3]
/// axis.labels   // ["-3", "-2", "-1", "0", "1", "2", "3"]
/// ```
public struct PlotAxis: Sendable {
    /// The range the axis spans.
    public let range: ClosedRange<Double>
    /// The tick values, in increasing order.
    public let ticks: [Double]
    /// The text of each tick.
    public let labels: [String]

    /// Ticks at a round step that cuts `range` into about `parts` parts; `format` writes each.
    /// At least two ticks, so that the scale can be read: more parts are asked for until there
    /// are (a range of -6.6 to 2.7 in 2 parts has only the tick 0).
    public init(_ range: ClosedRange<Double>, parts: Int, format: (Double) -> String) {
        var parts = max(1, parts)
        var ticks = Self.ticks(range, parts: parts)
        while ticks.count < 2 && parts < 64 {
            parts *= 2
            ticks = Self.ticks(range, parts: parts)
        }
        self.range = range
        self.ticks = ticks
        labels = ticks.map(format)
    }

    private static func ticks(_ range: ClosedRange<Double>, parts: Int) -> [Double] {
        let step = PlotRange.roundStep(for: range.upperBound - range.lowerBound, parts: parts)
        var ticks: [Double] = []
        var index = (range.lowerBound / step).rounded(.up)
        // Each tick as index times step, divided when the step is below 1, so that 0.1 × 3 is
        // 0.3 rather than 0.30000000000000004; at most 1,000 of them, whatever the range.
        let inverse = step < 1 ? (1 / step).rounded() : 0
        while ticks.count < 1000 {
            var value = inverse > 0 ? index / inverse : index * step
            if value > range.upperBound { break }
            if value == 0 { value = 0 }  // no -0
            ticks.append(value)
            index += 1
        }
        return ticks
    }

    /// Where `value` falls along `length` units from the range's start: 0 at the lower bound,
    /// `length` at the upper.
    func position(_ value: Double, length: Double) -> Double {
        (value - range.lowerBound) / (range.upperBound - range.lowerBound) * length
    }
}
