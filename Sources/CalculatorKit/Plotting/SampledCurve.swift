/// One expression of one variable sampled over an interval, in `Double`: each point a value,
/// undefined, or the first point after a pole. What a plot draws, and no more: how it is drawn
/// (braille, SVG) is the viewer's business.
///
/// ```swift
/// let curve = try brain.compile("1/x").sample(from: -1, to: 1, count: 4)
/// curve.xs      // [-1, -0.333…, 0.333…, 1]
/// curve.kinds   // [.value, .value, .afterPole, .value]
/// curve.pieces  // [0..<2, 2..<4]: no line joins -3 to 3
/// ```
public struct SampledCurve: Sendable, Equatable {
    /// What a sampled point is.
    ///
    /// ```swift
    /// try brain.compile("sqrt(x)").sample(from: -1, to: 1, count: 3).kinds   // [.undefined, .value, .value]
    /// ```
    public enum Kind: Sendable, Equatable {
        /// A finite value.
        case value
        /// No finite value here: outside the domain (`sqrt(-1)`, `ln(0)`), or an error.
        case undefined
        /// A finite value, with a pole between it and the point before it (`tan(x)` passing
        /// π/2): the curve starts again here rather than joining the two.
        case afterPole
    }

    /// The expression's text, as given.
    ///
    /// ```swift
    /// curve.source   // "sin(x)"
    /// ```
    public let source: String
    /// The name sampled (`x`, or the expression's one unknown name), or nil for a constant.
    ///
    /// ```swift
    /// try brain.compile("t^2").sample(from: 0, to: 1, count: 2).variable   // "t"
    /// ```
    public let variable: String?
    /// Where the expression was evaluated, evenly spaced from the interval's start to its end.
    ///
    /// ```swift
    /// curve.xs.first   // the interval's start
    /// ```
    public let xs: [Double]
    /// The value at each of ``xs``: NaN or ±∞ where ``kinds`` says `.undefined`.
    ///
    /// ```swift
    /// curve.ys[0]   // f(xs[0])
    /// ```
    public let ys: [Double]
    /// What each point is.
    ///
    /// ```swift
    /// curve.kinds.contains(.afterPole)   // true for tan(x) over [-2, 2]
    /// ```
    public let kinds: [Kind]

    /// The curve's continuous pieces, as ranges of point indices: runs of finite values, cut at
    /// undefined points and before each point after a pole. A piece of one point is a dot.
    ///
    /// ```swift
    /// try brain.compile("tan(x)").sample(from: -2, to: 2, count: 100).pieces.count   // 3: cut at ±π/2
    /// ```
    public var pieces: [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start: Int?
        for (index, kind) in kinds.enumerated() {
            switch kind {
            case .value:
                if start == nil { start = index }
            case .afterPole:
                if let start { pieces.append(start..<index) }
                start = index
            case .undefined:
                if let start { pieces.append(start..<index) }
                start = nil
            }
        }
        if let start { pieces.append(start..<kinds.count) }
        return pieces
    }

    /// A curve from its parts, for a viewer's tests or values computed elsewhere; ``kinds`` must
    /// have as many points as ``xs`` and ``ys``.
    ///
    /// ```swift
    /// SampledCurve(source: "x", variable: "x", xs: [0, 1], ys: [0, 1], kinds: [.value, .value])
    /// ```
    public init(source: String, variable: String?, xs: [Double], ys: [Double], kinds: [Kind]) {
        precondition(xs.count == ys.count && ys.count == kinds.count, "a curve's columns differ in length")
        self.source = source
        self.variable = variable
        self.xs = xs
        self.ys = ys
        self.kinds = kinds
    }
}
