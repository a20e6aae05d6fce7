import CalculatorKit
import Testing

/// The sampler: which points are values, undefined or after a pole, how curves break into
/// pieces, and the ranges a plot chooses.
struct SamplingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var from: Double
        var to: Double
        var count: Int
        /// Indices of the undefined points, and of the points after a pole.
        var undefined: [Int]
        var afterPole: [Int]
        /// How many continuous pieces the curve has.
        var pieces: Int
        var testDescription: String { "\(source) over \(from)...\(to)" }
    }

    static let cases: [Case] = [
        // A plain curve: every point a value, one piece.
        Case(source: "sin(x)", from: -10, to: 10, count: 101, undefined: [], afterPole: [], pieces: 1),
        // sqrt and ln are undefined left of 0 (ln at 0 too: -inf is no value).
        Case(source: "sqrt(x)", from: -1, to: 1, count: 5, undefined: [0, 1], afterPole: [], pieces: 1),
        Case(source: "ln(x)", from: -1, to: 1, count: 5, undefined: [0, 1, 2], afterPole: [], pieces: 1),
        // 1/x with a sample at 0: undefined there (division by zero), no pole marked around it.
        Case(source: "1/x", from: -1, to: 1, count: 5, undefined: [2], afterPole: [], pieces: 2),
        // 1/x with no sample at 0: the pole is found between -0.333… and 0.333….
        Case(source: "1/x", from: -1, to: 1, count: 4, undefined: [], afterPole: [2], pieces: 2),
        // tan over -2…2 passes ±π/2: two poles, three pieces.
        Case(source: "tan(x)", from: -2, to: 2, count: 100, undefined: [], afterPole: [11, 89], pieces: 3),
        // A steep root is not a pole: atan(1000 x) crosses 0 continuously.
        Case(source: "atan(1000 * x)", from: -1, to: 1, count: 4, undefined: [], afterPole: [], pieces: 1),
        // A jump without a blow-up stays joined (a step is drawn as a step).
        Case(source: "sign(x)", from: -1, to: 1, count: 4, undefined: [], afterPole: [], pieces: 1),
        // A pole without a change of sign is a climb, drawn up to the top of the plot.
        Case(source: "1/x^2", from: -1, to: 1, count: 4, undefined: [], afterPole: [], pieces: 1),
        // A constant: one value everywhere.
        Case(source: "2", from: 0, to: 1, count: 3, undefined: [], afterPole: [], pieces: 1),
        // The one unknown name is the variable, whatever it is called.
        Case(source: "t^2 - 1", from: -1, to: 1, count: 3, undefined: [], afterPole: [], pieces: 1),
        // Undefined in the middle: asin outside -1…1.
        Case(
            source: "asin(x/2) + asin(x)", from: -3, to: 3, count: 7, undefined: [0, 1, 5, 6], afterPole: [],
            pieces: 1),
    ]

    @Test(arguments: cases)
    func marksEachPoint(_ test: Case) throws {
        let curve = try CalculatorBrain().compile(test.source).sample(from: test.from, to: test.to, count: test.count)
        #expect(curve.xs.count == test.count)
        #expect(curve.xs.first == test.from && curve.xs.last == test.to)
        #expect(curve.kinds.indices.filter { curve.kinds[$0] == .undefined } == test.undefined)
        #expect(curve.kinds.indices.filter { curve.kinds[$0] == .afterPole } == test.afterPole)
        #expect(curve.pieces.count == test.pieces)
    }

    @Test func piecesCutAtGapsAndPoles() {
        let curve = SampledCurve(
            source: "f", variable: "x", xs: [0, 1, 2, 3, 4, 5, 6], ys: [1, 2, .nan, 3, 4, -4, 5],
            kinds: [.value, .value, .undefined, .value, .value, .afterPole, .value])
        #expect(curve.pieces == [0..<2, 3..<5, 5..<7])
    }

    struct RangeCase: CustomTestStringConvertible, Sendable {
        var expressions: String
        var x: ClosedRange<Double>?
        /// The horizontal range the plot takes.
        var expectedX: ClosedRange<Double>
        /// Bounds the vertical range must lie within (low) and reach past (high): loose, as the
        /// margin and the quantiles depend on the samples.
        var yInside: ClosedRange<Double>
        var yCovers: ClosedRange<Double>
        var testDescription: String { expressions }
    }

    static let ranges: [RangeCase] = [
        // The default, and the whole of a bounded curve with a margin.
        RangeCase(expressions: "sin(x)", x: nil, expectedX: -10...10, yInside: -1.2...1.2, yCovers: -1...1),
        // tan keeps its shape: its range is the middle of its values, not ±1e16.
        RangeCase(expressions: "tan(x)", x: nil, expectedX: -10...10, yInside: -10...10, yCovers: -5...5),
        // 1/x^2 has a spike at 0 but no change of sign: the spike rule leaves it out.
        RangeCase(expressions: "1/x^2", x: nil, expectedX: -10...10, yInside: -1...10, yCovers: 0.1...3),
        // exp is steep but no spike: shown whole.
        RangeCase(expressions: "exp(x)", x: nil, expectedX: -10...10, yInside: -1200...23200, yCovers: 0...22026),
        // Narrowed to where the expressions have values.
        RangeCase(expressions: "ln(x)", x: nil, expectedX: 0...10, yInside: -10...3, yCovers: -3...2.3),
        RangeCase(expressions: "asin(x)", x: nil, expectedX: -1...1, yInside: -1.8...1.8, yCovers: -1.5...1.5),
        RangeCase(expressions: "sqrt(x), sqrt(-x)", x: nil, expectedX: -10...10, yInside: -0.5...3.5, yCovers: 0...3),
        // A range given is kept, even where there are no values.
        RangeCase(expressions: "ln(x)", x: -2...2, expectedX: -2...2, yInside: -10...1.5, yCovers: -3...0.6),
        // A constant gets a height.
        RangeCase(expressions: "3", x: nil, expectedX: -10...10, yInside: 1.9...4.1, yCovers: 2.5...3.5),
    ]

    @Test(arguments: ranges)
    func choosesRanges(_ test: RangeCase) throws {
        let plot = try CalculatorBrain().plot(test.expressions, x: test.x)
        #expect(plot.x == test.expectedX)
        #expect(test.yInside.contains(plot.y.lowerBound) && test.yInside.contains(plot.y.upperBound), "\(plot.y)")
        #expect(
            plot.y.lowerBound <= test.yCovers.lowerBound && plot.y.upperBound >= test.yCovers.upperBound, "\(plot.y)")
    }

    @Test func keepsTheVerticalRangeGiven() throws {
        let plot = try CalculatorBrain().plot("tan(x)", y: -2...3)
        #expect(plot.y == -2...3)
    }

    @Test func usesTheBrainsNames() throws {
        let brain = CalculatorBrain()
        try brain.evaluate("a = 2")
        try brain.evaluate("f(t) = t^2")
        let plot = try brain.plot("a * x, f(x)", x: 0...1, samples: 3)
        #expect(plot.curves.map(\.source) == ["a * x", "f(x)"])
        #expect(plot.curves[0].ys == [0, 1, 2])
        #expect(plot.curves[1].ys == [0, 0.25, 1])
        #expect(plot.curves.map(\.variable) == ["x", "x"])
    }

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var expressions: String
        var message: String
        var column: Int
        var testDescription: String { expressions }
    }

    static let errors: [ErrorCase] = [
        ErrorCase(expressions: "sin(x), cos(", message: "expected an expression after '('", column: 13),
        ErrorCase(expressions: "sin(x), a*x", message: "'a' has no value", column: 9),
        ErrorCase(
            expressions: "a*b", message: "a plot has one variable, x or one unknown name: 'a' and 'b' are both unknown",
            column: 3),
        ErrorCase(expressions: "sin(x),, x", message: "expected an expression to plot", column: 8),
        ErrorCase(expressions: "", message: "expected an expression to plot", column: 1),
        ErrorCase(expressions: "x, sni(x)", message: "unknown name 'sni'", column: 4),
    ]

    @Test(arguments: errors)
    func reportsErrorsAtTheSpot(_ test: ErrorCase) {
        #expect {
            _ = try CalculatorBrain().plot(test.expressions)
        } throws: { error in
            guard let error = error as? CalculatorError else { return false }
            return error.message == test.message && error.range.column == test.column
        }
    }

    /// 1e-320, below Double's normal range; as a literal it draws an underflow warning.
    static let subnormal = Double("1e-320")!

    @Test(arguments: [(20.0, 5, 5.0), (6.28, 8, 1), (1, 4, 0.2), (0.003, 3, 0.001), (1000, 10, 100), (7, 2, 5)])
    func roundSteps(width: Double, parts: Int, step: Double) {
        #expect(PlotRange.roundStep(for: width, parts: parts) == step)
    }

    @Test(arguments: [
        (0.0...1.0, true), (-1e308...1e308, false), (1.0...(1 + 1e-15), false), (1e6...(1e6 + 1e-5), true),
        (1e6...(1e6 + 1e-7), false),
        (0.0...SamplingTests.subnormal, false), (0.0...Double.infinity, false), (2.0...2.0, false),
    ])
    func drawableRanges(range: ClosedRange<Double>, drawable: Bool) {
        #expect(PlotRange.isDrawable(range) == drawable)
    }

    /// Ranges an embedder gives that no plot can span are replaced, not drawn as NaN.
    @Test func replacesRangesThatCannotBeDrawn() throws {
        let brain = CalculatorBrain()
        #expect(try brain.plot("x", x: 2...2).x == 1...3)
        #expect(try brain.plot("x", x: -1e308...1e308).x == PlotRange.defaultHorizontal)
        #expect(try brain.plot("1e300 * x^3", x: -1e3...1e3).y.upperBound.isFinite)
    }

    @Test func boundsTheNumberOfSamples() throws {
        let f = try CalculatorBrain().compile("x")
        #expect(f.sample(from: 0, to: 1, count: 0).xs == [0, 1])
        #expect(f.sample(from: 0, to: 1, count: .max).xs.count == Plot.maximumSamples)
    }

    /// A plot of a user function stops when the brain's interruption asks, with `interrupted`;
    /// one without user functions takes microseconds and is not checked.
    @Test func stopsWhenInterrupted() throws {
        let brain = CalculatorBrain()
        try brain.evaluate("f(n) = if(n <= 0, 0, f(n-1) + f(n-1))")
        let stop = Interruption()
        brain.interruption = stop
        stop.requestStop()
        #expect {
            _ = try brain.plot("x, f(20 + x)")
        } throws: { error in
            (error as? CalculatorError)?.kind == .interrupted && (error as? CalculatorError)?.message == "interrupted"
        }
        #expect(try brain.plot("2 * x", x: 0...1, samples: 3).curves[0].ys == [0, 1, 2])
        stop.reset()
        #expect(try brain.plot("f(x)", x: 0...2, samples: 3).curves[0].ys == [0, 0, 0])
    }
}
