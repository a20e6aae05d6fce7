import CGMP

// Exponentials, logarithms, trigonometric and hyperbolic functions (radians): approximate, but
// exact where the answer is rational and known (exp(0), ln(1), roots of perfect powers).

extension Number {
    package static func exp(_ x: Number, precision: Int) throws(NumberError) -> Number {
        if x.isExact && x.isZero { return Number(1) }
        return try approximate(
            x, precision: precision, domain: .domain("overflow"), { mpfr_exp($0, $1, MPFR_RNDN) },
            derivative: Slope.result)
    }

    /// The natural logarithm.
    package static func ln(_ x: Number, precision: Int) throws(NumberError) -> Number {
        try checkLogarithm(x)
        if x.isExact && compare(x, Number(1)) == 0 { return Number(0) }
        if let nearOne = try logarithmNearOne(x, precision: precision) { return nearOne }
        return try approximate(
            x, precision: precision, domain: .domain(""), { mpfr_log($0, $1, MPFR_RNDN) }, derivative: Slope.reciprocal)
    }

    package static func log2(_ x: Number, precision: Int) throws(NumberError) -> Number {
        try checkLogarithm(x)
        if let exact = exactLogarithm(x, base: 2) { return exact }
        if let nearOne = try logarithmNearOne(x, precision: precision) {
            return try nearOne / ln(Number(2), precision: precision + 5)
        }
        return try approximate(
            x, precision: precision, domain: .domain(""), { mpfr_log2($0, $1, MPFR_RNDN) }, derivative: Slope.reciprocal
        )
    }

    package static func log10(_ x: Number, precision: Int) throws(NumberError) -> Number {
        try checkLogarithm(x)
        if let exact = exactLogarithm(x, base: 10) { return exact }
        if let nearOne = try logarithmNearOne(x, precision: precision) {
            return try nearOne / ln(Number(10), precision: precision + 5)
        }
        return try approximate(
            x, precision: precision, domain: .domain(""), { mpfr_log10($0, $1, MPFR_RNDN) },
            derivative: Slope.reciprocal)
    }

    /// log(x) in base 10; log(x, b) in base b.
    package static func log(_ x: Number, base: Number? = nil, precision: Int) throws(NumberError) -> Number {
        guard let base else { return try log10(x, precision: precision) }
        if base.sign <= 0 || (compare(base, Number(1)) == 0) {
            throw .noRealValue(.logarithmBase)
        }
        try checkLogarithm(x)
        return try ln(x, precision: precision + 5) / ln(base, precision: precision + 5)
    }

    /// ln x as log1p(x − 1) for an exact x within 1/2 of 1: x − 1 is exact, so however near 1 x
    /// is (`ln(1 + 10^-1000000)`), no digit of it is lost to rounding x first. Nil otherwise.
    private static func logarithmNearOne(_ x: Number, precision: Int) throws(NumberError) -> Number? {
        guard case .exact(let r) = x.value else { return nil }
        let t = r - .one
        guard t.sign != 0, Rational.compare(t.magnitude, Rational.small(1, 2)) < 0 else { return nil }
        // |d/dt log1p(t)| = 1/(1 + t) ≤ 2 for |t| < 1/2.
        return try approximate(
            Number(t), precision: precision, domain: .domain(""), { mpfr_log1p($0, $1, MPFR_RNDN) },
            derivative: { _, _ in 1 })
    }

    private static func checkLogarithm(_ x: Number) throws(NumberError) {
        if case .approximate(let a) = x.value, a.mayBeZero {
            throw unresolvable("logarithm of a value too close to zero to tell")
        }
        if x.isZero { throw .domain("logarithm of zero") }
        if x.sign < 0 { throw .noRealValue(.logarithm) }
    }

    /// log_base(x) for an exact power of the base (log10(1000) is 3); nil otherwise.
    private static func exactLogarithm(_ x: Number, base: Int) -> Number? {
        guard case .exact(let r) = x.value else { return nil }
        let b = GMPInteger(base)
        if r.isInteger {
            let (rest, count) = r.numerator.removing(b)
            return GMPInteger.compare(rest, GMPInteger(1)) == 0 ? Number(count) : nil
        }
        if GMPInteger.compare(r.numerator, GMPInteger(1)) == 0 {
            let (rest, count) = r.denominator.removing(b)
            return GMPInteger.compare(rest, GMPInteger(1)) == 0 ? Number(-count) : nil
        }
        return nil
    }

    package static func sin(_ x: Number, precision: Int) throws(NumberError) -> Number {
        if x.isExact && x.isZero { return x }
        if let range = try wholePeriod(x, range: 1, unknown: "") { return range }
        return try approximate(
            x, precision: precision, domain: .domain(""), { mpfr_sin($0, $1, MPFR_RNDN) }, derivative: Slope.one)
    }

    package static func cos(_ x: Number, precision: Int) throws(NumberError) -> Number {
        if x.isExact && x.isZero { return Number(1) }
        if let range = try wholePeriod(x, range: 1, unknown: "") { return range }
        return try approximate(
            x, precision: precision, domain: .domain(""), { mpfr_cos($0, $1, MPFR_RNDN) }, derivative: Slope.one)
    }

    package static func tan(_ x: Number, precision: Int) throws(NumberError) -> Number {
        if x.isExact && x.isZero { return x }
        if let range = try wholePeriod(
            x, range: nil, unknown: "tan of an approximation too imprecise to tell: its error spans a whole period")
        {
            return range
        }
        let result = try approximate(
            x, precision: precision, domain: .domain("tan is undefined at 90° + k·180°"),
            { mpfr_tan($0, $1, MPFR_RNDN) },
            derivative: Slope.secantSquared)
        // A bound that reaches a value larger than 1 is a pole within the argument's bound: near
        // a pole at distance d, tan is about 1/d and its bound r/d², which reaches 1/d when r ≥ d.
        if case .approximate(let a) = result.value, a.mayBeZero, a.magnitudeLog2 > 0 {
            throw unresolvable("tan is undefined at \(oddMultipleOfHalfPi(x)) (or too close to it to tell)")
        }
        return result
    }

    /// f at an edge of its domain (`asin` and `acos` at ±1, `acosh` at 1) when x is an
    /// approximation whose ball holds the edge: the slope there is unbounded, but each of these
    /// moves at most 1.2·√(2δ) from its edge value over a distance δ ≤ 2r (the ball's far end),
    /// a part beyond the edge (an imaginary part) as much. Nil for any other x.
    private static func atDomainEdge(
        _ x: Number, _ edges: [Rational], _ precision: Int, _ function: UnaryMPFR
    ) -> Number? {
        guard case .approximate(let a) = x.value, let edge = edges.first(where: { a.mayEqual($0) }) else { return nil }
        let bits = Swift.max(a.bits, NumberLimits.workingBits(digits: precision))
        let result = MPFRFloat.make(bits: bits) { r in
            _ = mpfr_set_si(r, edge.sign, MPFR_RNDN)
            return function(r, r)
        }
        let rounding = result.exact ? -Double.infinity : result.0.magnitudeLog2 - Double(bits) + 1
        let spread = (a.errorLog2 + 2) / 2 + 0.27
        return Number(Approximation(float: result.0, errorLog2: Approximation.sum(spread, rounding)))
    }

    /// The odd multiple of π/2 nearest x, as calc reads it: `pi/2`, `-pi/2`, `3*pi/2`.
    private static func oddMultipleOfHalfPi(_ x: Number) -> String {
        let halves = (Double(x) / (Double.pi / 2)).rounded()
        guard Swift.abs(halves) < 1e15 else { return "an odd multiple of pi/2" }
        let n = Int(halves)
        switch n {
        case 1: return "pi/2"
        case -1: return "-pi/2"
        default: return "\(n)*pi/2"
        }
    }

    package static func asin(_ x: Number, precision: Int) throws(NumberError) -> Number {
        if x.isExact && x.isZero { return x }
        if let edge = atDomainEdge(x, [.one, -Rational.one], precision, { mpfr_asin($0, $1, MPFR_RNDN) }) {
            return edge
        }
        return try approximate(
            x, precision: precision, domain: .noRealValue(.arcsine), { mpfr_asin($0, $1, MPFR_RNDN) },
            derivative: Slope.inverseSine)
    }

    package static func acos(_ x: Number, precision: Int) throws(NumberError) -> Number {
        if x.isExact && compare(x, Number(1)) == 0 { return Number(0) }
        if let edge = atDomainEdge(x, [.one, -Rational.one], precision, { mpfr_acos($0, $1, MPFR_RNDN) }) {
            return edge
        }
        return try approximate(
            x, precision: precision, domain: .noRealValue(.arccosine), { mpfr_acos($0, $1, MPFR_RNDN) },
            derivative: Slope.inverseSine)
    }

    package static func atan(_ x: Number, precision: Int) throws(NumberError) -> Number {
        if x.isExact && x.isZero { return x }
        return try approximate(
            x, precision: precision, domain: .domain(""), { mpfr_atan($0, $1, MPFR_RNDN) },
            derivative: Slope.inverseTangent)
    }

    package static func sinh(_ x: Number, precision: Int) throws(NumberError) -> Number {
        if x.isExact && x.isZero { return x }
        return try approximate(
            x, precision: precision, domain: .domain(""), { mpfr_sinh($0, $1, MPFR_RNDN) },
            derivative: Slope.exponential)
    }

    package static func cosh(_ x: Number, precision: Int) throws(NumberError) -> Number {
        if x.isExact && x.isZero { return Number(1) }
        return try approximate(
            x, precision: precision, domain: .domain(""), { mpfr_cosh($0, $1, MPFR_RNDN) },
            derivative: Slope.exponential)
    }

    package static func tanh(_ x: Number, precision: Int) throws(NumberError) -> Number {
        if x.isExact && x.isZero { return x }
        return try approximate(
            x, precision: precision, domain: .domain(""), { mpfr_tanh($0, $1, MPFR_RNDN) },
            derivative: Slope.hyperbolicTangent)
    }

    package static func asinh(_ x: Number, precision: Int) throws(NumberError) -> Number {
        if x.isExact && x.isZero { return x }
        return try approximate(
            x, precision: precision, domain: .domain(""), { mpfr_asinh($0, $1, MPFR_RNDN) },
            derivative: Slope.inverseSinh)
    }

    package static func acosh(_ x: Number, precision: Int) throws(NumberError) -> Number {
        if let edge = atDomainEdge(x, [.one], precision, { mpfr_acosh($0, $1, MPFR_RNDN) }) { return edge }
        if compare(x, Number(1)) < 0 { throw .noRealValue(.inverseHyperbolicCosine) }
        if x.isExact && compare(x, Number(1)) == 0 { return Number(0) }
        return try approximate(
            x, precision: precision, domain: .noRealValue(.inverseHyperbolicCosine), { mpfr_acosh($0, $1, MPFR_RNDN) },
            derivative: Slope.inverseCosh)
    }

    package static func atanh(_ x: Number, precision: Int) throws(NumberError) -> Number {
        if case .approximate(let a) = x.value {
            for edge in [Rational.one, -Rational.one] where a.mayEqual(edge) {
                throw unresolvable("atanh is undefined at \(edge.sign < 0 ? "-1" : "1") (or too close to it to tell)")
            }
        }
        if compare(abs(x), Number(1)) >= 0 { throw .noRealValue(.inverseHyperbolicTangent) }
        if x.isExact && x.isZero { return x }
        return try approximate(
            x, precision: precision, domain: .noRealValue(.inverseHyperbolicTangent),
            { mpfr_atanh($0, $1, MPFR_RNDN) }, derivative: Slope.inverseTanh)
    }

    /// The angle of the point (x, y), in (−π, π].
    package static func atan2(_ y: Number, _ x: Number, precision: Int) throws(NumberError) -> Number {
        if y.isExact && y.isZero && x.sign >= 0 { return Number(0) }
        let bits = Swift.max(
            x.approximateBits ?? 0, y.approximateBits ?? 0, NumberLimits.workingBits(digits: precision))
        let (a, b) = (y.approximation(bits: bits), x.approximation(bits: bits))
        let result = MPFRFloat.make(bits: bits) { mpfr_atan2($0, a.float.x, b.float.x, MPFR_RNDN) }
        let radius = Swift.max(a.magnitudeLog2, b.magnitudeLog2)
        let spread = Approximation.sum(a.errorLog2, b.errorLog2)
        return Number(try Approximation(result, propagated: spread == -.infinity ? spread : spread - radius + 1))
    }

    /// √(x² + y²).
    package static func hypot(_ x: Number, _ y: Number, precision: Int) throws(NumberError) -> Number {
        let sum = try x * x + y * y
        return try squareRoot(sum, precision: precision)
    }
}
