/// How a plot's ranges are chosen when none is given: horizontally, where the expressions have
/// values; vertically, from the values sampled, leaving out the blow-up near a pole.
///
/// ```swift
/// PlotRange.defaultHorizontal                  // -10...10
/// PlotRange.vertical(for: [tanCurve])          // tan(x) over -10...10: about ±6.6, not ±1e16
/// ```
public enum PlotRange {
    /// The horizontal range when none is given, before it is narrowed to where the expressions
    /// have values.
    ///
    /// ```swift
    /// try brain.plot("x^2").x   // -10...10
    /// ```
    public static let defaultHorizontal: ClosedRange<Double> = -10...10

    /// The quantiles the vertical range is taken from when a curve blows up: 5% of the values
    /// below it and 5% above. `tan(x)` sampled evenly has its values between ±6.3 there, which
    /// shows its shape; the last 10% are the climbs to ±∞ near its poles.
    static let lowQuantile = 0.05
    static let highQuantile = 0.95
    /// How much wider than the quantiles' span the whole span may be and still be shown whole:
    /// `exp(x)` over -10...10 (2.7 times) is, `1/x^2` (10,000 times) is not.
    static let spikeRatio = 10.0
    /// The margin above and below the curves, as a share of their span.
    static let margin = 0.05

    /// The vertical range that shows `curves`: all their finite values, padded by 5%, unless a
    /// curve has a pole or a spike (the whole span over ten times that of the middle 90% of the
    /// values); then the middle 90%, padded. A constant gets ±1 around it; no values, -1...1.
    ///
    /// ```swift
    /// let curve = try brain.compile("sin(x)").sample(from: -10, to: 10, count: 1000)
    /// PlotRange.vertical(for: [curve])   // about -1.1...1.1
    /// ```
    public static func vertical(for curves: [SampledCurve]) -> ClosedRange<Double> {
        var values: [Double] = []
        var hasPole = false
        for curve in curves {
            for (y, kind) in zip(curve.ys, curve.kinds) where kind != .undefined {
                values.append(y)
                if kind == .afterPole { hasPole = true }
            }
        }
        guard !values.isEmpty else { return -1...1 }
        values.sort()
        func quantile(_ share: Double) -> Double { values[Int((Double(values.count - 1) * share).rounded())] }
        var (low, high) = (values[0], values[values.count - 1])
        let (middleLow, middleHigh) = (quantile(lowQuantile), quantile(highQuantile))
        if hasPole || high - low > spikeRatio * (middleHigh - middleLow) {
            (low, high) = (middleLow, middleHigh)
        }
        // Values near ±Double.greatestFiniteMagnitude could make a span that is not finite.
        if !(high - low).isFinite { (low, high) = (middleLow, middleHigh) }
        let pad = (high - low) * margin
        return nonEmpty((low - pad)...(high + pad))
    }

    /// The narrowest range a plot spans, relative to the size of its ends: below it, evenly
    /// spaced points would repeat (`Double` has 16 digits), and ticks could not be told apart.
    ///
    /// ```swift
    /// PlotRange.isDrawable(1e6...(1e6 + 1e-5))   // true: 1e-5 is over 1e-12 of 1e6
    /// ```
    public static let narrowest = 1e-12

    /// Whether a plot can span `range`: finite ends whose distance is finite and not below
    /// ``narrowest`` of their size (nor below 1e-300).
    ///
    /// ```swift
    /// PlotRange.isDrawable(0...1)                  // true
    /// PlotRange.isDrawable(-1e308...1e308)         // false: the width is not finite
    /// PlotRange.isDrawable(1...(1 + 1e-15))        // false
    /// ```
    public static func isDrawable(_ range: ClosedRange<Double>) -> Bool {
        let width = range.upperBound - range.lowerBound
        let size = max(abs(range.lowerBound), abs(range.upperBound))
        return width.isFinite && width >= 1e-300 && width >= narrowest * size
    }

    /// `range` when a plot can span it (``isDrawable(_:)``); a single point widened by 1 either
    /// side (or by a tenth of its size); anything else, the default horizontal range.
    static func nonEmpty(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
        if isDrawable(range) { return range }
        let half = max(1, abs(range.lowerBound) / 10)
        let widened = (range.lowerBound - half)...(range.upperBound + half)
        return isDrawable(widened) ? widened : defaultHorizontal
    }

    /// Where `curves` have values, when that is a clear part of `range` (under 90% of it): from
    /// the first point with a value to the last, rounded out to a step of 1, 2 or 5 times a power
    /// of ten (about a tenth of it), kept within `range`. `ln(x)` over -10...10 gives 0...10.
    static func defined(_ curves: [SampledCurve], within range: ClosedRange<Double>) -> ClosedRange<Double>? {
        var first = Double.infinity
        var last = -Double.infinity
        for curve in curves {
            if let start = curve.kinds.firstIndex(where: { $0 != .undefined }) { first = min(first, curve.xs[start]) }
            if let end = curve.kinds.lastIndex(where: { $0 != .undefined }) { last = max(last, curve.xs[end]) }
        }
        let width = range.upperBound - range.lowerBound
        guard first < last, last - first < 0.9 * width else { return nil }
        let step = roundStep(for: last - first, parts: 10)
        let low = max(range.lowerBound, (first / step).rounded(.down) * step)
        let high = min(range.upperBound, (last / step).rounded(.up) * step)
        return low < high && isDrawable(low...high) ? low...high : nil
    }

    /// A round step (1, 2 or 5 times a power of ten) that cuts `width` into about `parts` parts:
    /// the spacing of a plot's ticks.
    ///
    /// ```swift
    /// PlotRange.roundStep(for: 20, parts: 5)     // 5
    /// PlotRange.roundStep(for: 6.28, parts: 8)   // 1
    /// ```
    public static func roundStep(for width: Double, parts: Int) -> Double {
        guard width > 0, width.isFinite, parts > 0 else { return 1 }
        let raw = width / Double(parts)
        var power = 1.0
        while power * 10 <= raw { power *= 10 }
        while power > raw { power /= 10 }
        let mantissa = raw / power
        let round: Double = mantissa < 1.5 ? 1 : mantissa < 3.5 ? 2 : mantissa < 7.5 ? 5 : 10
        return round * power
    }
}
