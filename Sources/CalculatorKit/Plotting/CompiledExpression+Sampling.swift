extension CompiledExpression {
    /// Evaluates the expression at `count` evenly spaced points from `start` to `end` (both
    /// included; at least 2, at most ``Plot/maximumSamples``), through the column path (``evaluate(columns:)``), and marks each point: a value,
    /// undefined (NaN or ±∞: outside the domain, or an error there), or the first point after a
    /// pole. The expression's one variable (its first, ``variableNames``) takes the points; an
    /// expression without variables is the same value everywhere, and one with more than one has
    /// no value anywhere (``CalculatorBrain/plot(_:x:y:samples:)`` reports that as an error).
    ///
    /// ```swift
    /// let curve = try brain.compile("tan(x)").sample(from: -2, to: 2, count: 400)
    /// curve.pieces.count   // 3: the poles at ±π/2 cut the curve, no line joins +∞ to −∞
    /// ```
    public func sample(from start: Double, to end: Double, count: Int) -> SampledCurve {
        sample(from: start, to: end, count: count, stop: nil)!
    }

    /// ``sample(from:to:count:)``, giving up (nil) once `stop` is requested. An expression with
    /// user functions can take a second a point (10,000,000 calls, the call limit), so it is
    /// evaluated one point at a time, `stop` checked between them, and so is the pole search;
    /// others run over the columns in one pass, in microseconds.
    func sample(from start: Double, to end: Double, count: Int, stop: Interruption?) -> SampledCurve? {
        let count = min(max(count, 2), Plot.maximumSamples)
        let step = (end - start) / Double(count - 1)
        // Each point from the start, not by adding steps: no drift, and the last point is `end`.
        let xs = (0..<count).map { index in index == count - 1 ? end : start + Double(index) * step }
        let stop = program.functions.isEmpty ? nil : stop
        var ys: [Double]
        if let stop {
            ys = []
            ys.reserveCapacity(count)
            var point = [0.0]
            for x in xs {
                if stop.isRequested { return nil }
                point[0] = x
                ys.append(evaluate(point))
            }
        } else {
            ys = evaluate(columns: [xs])
        }
        var kinds = ys.map { $0.isFinite ? SampledCurve.Kind.value : .undefined }
        if variableNames.count == 1 {
            for index in 1..<count where kinds[index] == .value && kinds[index - 1] == .value {
                if stop?.isRequested == true { return nil }
                if PoleSearch(self, stop: stop).separates(xs[index - 1], ys[index - 1], xs[index], ys[index]) {
                    kinds[index] = .afterPole
                }
            }
        }
        return SampledCurve(source: source, variable: variableNames.first, xs: xs, ys: ys, kinds: kinds)
    }
}

/// Tells a pole between two samples from a steep but continuous stretch. Only a change of sign
/// is examined (a pole where the curve goes off to +∞ on both sides, as `1/x^2`, is drawn as
/// the climb it is, cut at the plot's top): the interval is halved, keeping the change of sign,
/// until `Double` can halve it no more. Around a root the values shrink towards 0; around a
/// pole they grow past both samples. A point with no value found in between is a gap the
/// samples missed, and cuts the curve too.
struct PoleSearch {
    let expression: CompiledExpression
    /// Checked before each halving; once requested, the search says "no pole" at once (the
    /// sampler gives up on the whole curve then).
    let stop: Interruption?

    init(_ expression: CompiledExpression, stop: Interruption? = nil) {
        self.expression = expression
        self.stop = stop
    }

    /// The most halvings: 60 take a step of 20 down to about 2e-17 of it, past `Double`'s
    /// resolution near the points (the loop also stops once the midpoint is an end).
    static let halvings = 60

    func separates(_ a: Double, _ fa: Double, _ b: Double, _ fb: Double) -> Bool {
        guard (fa < 0) != (fb < 0), fa != 0, fb != 0 else { return false }
        let bound = max(abs(fa), abs(fb))
        var (a, fa, b, fb) = (a, fa, b, fb)
        var point = [0.0]
        for _ in 0..<Self.halvings {
            if stop?.isRequested == true { return false }
            let middle = a + (b - a) / 2
            if middle == a || middle == b { break }
            point[0] = middle
            let value = expression.evaluate(point)
            if !value.isFinite { return true }
            if value == 0 { return false }
            if (value < 0) == (fa < 0) { (a, fa) = (middle, value) } else { (b, fb) = (middle, value) }
        }
        return min(abs(fa), abs(fb)) > bound
    }
}
