/// Curves sampled over one interval, with the vertical range that shows them: the model of a
/// plot, which a view draws (the calc command's braille text and SVG).
///
/// ```swift
/// let plot = try brain.plot("sin(x), tan(x)", x: -3...3)
/// plot.curves.map(\.source)   // ["sin(x)", "tan(x)"]
/// plot.y                      // about -3.5...3.5: tan's climb near ±π/2 left out
/// ```
public struct Plot: Sendable, Equatable {
    /// One curve per expression, in the order given.
    ///
    /// ```swift
    /// plot.curves[0].source   // "sin(x)"
    /// ```
    public var curves: [SampledCurve]
    /// The horizontal range sampled.
    ///
    /// ```swift
    /// try brain.plot("x^2").x   // -10...10
    /// ```
    public var x: ClosedRange<Double>
    /// The vertical range to show: the one asked for, or ``PlotRange/vertical(for:)``.
    ///
    /// ```swift
    /// try brain.plot("sin(x)").y   // about -1.1...1.1
    /// ```
    public var y: ClosedRange<Double>

    /// How many points each curve gets when not told: enough for a smooth line 1,000 pixels wide.
    ///
    /// ```swift
    /// try brain.plot("x").curves[0].xs.count   // 1000
    /// ```
    public static let defaultSamples = 1000

    /// The most points a curve gets, whatever is asked: 100 times the widest screen's pixels,
    /// and a bound on what a typo can allocate (16 bytes and a kind a point).
    ///
    /// ```swift
    /// try brain.plot("x", samples: .max).curves[0].xs.count   // 1000000
    /// ```
    public static let maximumSamples = 1_000_000

    /// A plot of curves already sampled over `x`; the vertical range is `y`, or chosen from the
    /// curves' values (``PlotRange/vertical(for:)``).
    ///
    /// ```swift
    /// let curve = try brain.compile("x^2").sample(from: -1, to: 1, count: 50)
    /// Plot(curves: [curve], x: -1...1).y   // about -0.05...1.05
    /// ```
    public init(curves: [SampledCurve], x: ClosedRange<Double>, y: ClosedRange<Double>? = nil) {
        self.curves = curves
        self.x = x
        self.y = y ?? PlotRange.vertical(for: curves)
    }
}

extension CalculatorBrain {
    /// Compiles each expression of a comma-separated list (`sin(x), cos(x)`; a comma inside
    /// brackets belongs to a call) and samples it over `x` (by default -10 to 10, narrowed to
    /// where the expressions have values: `ln(x)` gets 0 to 10, `asin(x)` -1 to 1). Each
    /// expression has one variable: `x`, or its one unknown name. The vertical range is `y`,
    /// or ``PlotRange/vertical(for:)``. Names the brain knows are used as they are now.
    ///
    /// Throws a ``CalculatorError`` located in `expressions`, the text as given: `sin(x), cos(`
    /// is an error at its end, `a*x` one at the `a`, `x * v` one at the `v` when `v` is a
    /// quantity (a `Double` has no unit), and so is a call of a function whose body reads one,
    /// where the curve would have no value at all; and `interrupted` when the brain's
    /// ``interruption`` asks to stop while an expression with user functions is sampled.
    ///
    /// ```swift
    /// let plot = try brain.plot("sin(x), cos(x)", x: -Double.pi...Double.pi, samples: 400)
    /// plot.curves[1].ys[0]   // cos(-π) = -1
    /// ```
    public func plot(
        _ expressions: String, x: ClosedRange<Double>? = nil, y: ClosedRange<Double>? = nil,
        samples: Int = Plot.defaultSamples
    ) throws(CalculatorError) -> Plot {
        let samples = min(samples, Plot.maximumSamples)
        var compiled: [CompiledExpression] = []
        let pieces = SourceText.splitList(expressions)
        for piece in pieces {
            compiled.append(try compileForPlot(piece.text, offset: piece.offset, in: expressions))
        }
        var range = x.map(PlotRange.nonEmpty) ?? PlotRange.defaultHorizontal
        var curves = try sample(compiled, over: range, count: samples, whole: expressions)
        if x == nil, let narrowed = PlotRange.defined(curves, within: range) {
            curves = try sample(compiled, over: narrowed, count: samples, whole: expressions)
            range = narrowed
        }
        for (index, curve) in curves.enumerated() where !curve.kinds.contains(where: { $0 != .undefined }) {
            try checkMisuse(compiled[index], at: range, offset: pieces[index].offset, in: expressions)
        }
        return Plot(curves: curves, x: range, y: y.map(PlotRange.nonEmpty))
    }

    /// Throws the error of an expression with no value anywhere when it is a misuse, not a
    /// point outside a domain: a function's body that reads a quantity (`f(x) = x * v` with
    /// `v = 5 km`) compiles to an instruction that fails wherever it is reached, which would
    /// plot as nothing without a word.
    private func checkMisuse(
        _ expression: CompiledExpression, at range: ClosedRange<Double>, offset: Int, in whole: String
    ) throws(CalculatorError) {
        let middle = range.lowerBound / 2 + range.upperBound / 2
        do {
            _ = try expression.evaluate(Dictionary(uniqueKeysWithValues: expression.variableNames.map { ($0, middle) }))
        } catch  where error.kind == .misuse {
            let span = Span(offset + error.range.utf8Offsets.lowerBound, offset + error.range.utf8Offsets.upperBound)
            var shifted = error
            shifted.range = SourceLocator(whole).range(of: span)
            throw shifted
        } catch {
            return
        }
    }

    /// Each expression sampled over `range`; throws `interrupted` once the brain's
    /// ``interruption`` asks to stop (a plot of a slow user function, given up on).
    private func sample(
        _ compiled: [CompiledExpression], over range: ClosedRange<Double>, count: Int, whole: String
    ) throws(CalculatorError) -> [SampledCurve] {
        var curves: [SampledCurve] = []
        for expression in compiled {
            guard
                let curve = expression.sample(
                    from: range.lowerBound, to: range.upperBound, count: count, stop: interruption)
            else {
                throw Failure.interrupted(at: Span(0, whole.utf8.count)).located(in: whole)
            }
            curves.append(curve)
        }
        return curves
    }

    /// One expression of the list, compiled, with its errors moved to where it sits in `whole`.
    private func compileForPlot(_ text: String, offset: Int, in whole: String) throws(CalculatorError)
        -> CompiledExpression
    {
        let locator = SourceLocator(whole)
        guard !text.isEmpty else {
            throw Failure.plotExpectsExpression(at: Span(offset, offset + 1)).located(in: locator)
        }
        let expression: CompiledExpression
        do {
            expression = try compile(text)
        } catch {
            let span = Span(offset + error.range.utf8Offsets.lowerBound, offset + error.range.utf8Offsets.upperBound)
            var shifted = error
            shifted.range = locator.range(of: span)
            throw shifted
        }
        let names = expression.variableNames
        guard names.count > 1 else { return expression }
        // `x` is the variable when it is one of them; the first other name is the error.
        let variable = names.contains("x") ? "x" : names[0]
        let slot = names.firstIndex { $0 != variable }!
        let span = expression.variableSpan(slot)
        let at = Span(offset + span.start, offset + span.end)
        let failure =
            names.contains("x")
            ? Failure.plotHasNoValue(for: names[slot], variable: variable, at: at)
            : Failure.plotTakesOneVariable(variable, names[slot], at: at)
        throw failure.located(in: locator)
    }
}
