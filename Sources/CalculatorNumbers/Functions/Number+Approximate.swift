import CChildCall
import CGMP

// The shared shape of an approximate function: the argument at the working precision, one MPFR
// call, the error bound carried through the derivative.

/// An MPFR function of one argument: result, argument → ternary value. A C function pointer (a
/// closure that captures nothing, whose body is the MPFR call), so that a child process can run
/// it (``LongCall``).
typealias UnaryMPFR = calc_fr_unary
/// An MPFR function of two arguments, as ``UnaryMPFR``.
typealias BinaryMPFR = calc_fr_binary
/// A constant's MPFR function (result → ternary value), as ``UnaryMPFR``.
typealias NullaryMPFR = calc_fr_nullary

extension Number {
    /// f(x) approximated at `precision` digits (or x's own precision when higher). `derivative`
    /// bounds log2 |f′| near x, given x and f(x); NaN from MPFR becomes `domain`.
    static func approximate(
        _ x: Number, precision: Int, domain: NumberError, _ function: UnaryMPFR,
        derivative: SlopeFunction, cost: (_ bits: Int) -> LongCall.Cost = LongCall.Cost.elementary
    ) throws(NumberError) -> Number {
        let bits = Swift.max(x.approximateBits ?? 0, NumberLimits.workingBits(digits: precision))
        let first = argumentBits(x, working: bits)
        var given = first
        while true {
            let argument = x.approximation(bits: given)
            let result = try MPFRFloat.make(
                bits: bits, cost: cost(Swift.max(bits, argument.bits)), function, argument.float)
            let refinable = argument.errorLog2 != -.infinity && given < first * Self.argumentRefinement
            // Rounded onto a pole or a domain edge (`gamma(-11 + 10^-39)` onto -11): refine first.
            if refinable && (result.0.isNaN || result.0.isInfinite) {
                given *= 2
                continue
            }
            if result.0.isNaN { throw domain }
            let propagated =
                argument.errorLog2 == -.infinity
                ? -.infinity
                : Approximation.propagated(argument.errorLog2, derivativeLog2: derivative(argument, result.0))
            let value = try Approximation(result, propagated: propagated.isNaN ? .infinity : propagated)
            // Ziv's strategy, for an exact argument only (an approximate one has no more bits to
            // give): near a pole, a zero or a domain edge (`ln(1 + 10^-1000)`, `tan(1.5707963267949)`,
            // `acos(1 - 10^-39)`) the argument's rounding, carried through the derivative, hid
            // digits the working precision owes; given twice the bits, up to 64 times, it hides
            // fewer. Past that the bound still says which digits are known.
            let relativeError = value.errorLog2 - value.magnitudeLog2
            guard refinable, !(relativeError <= -Double(bits - NumberLimits.guardBits / 2)) else {
                return Number(value)
            }
            given *= 2
        }
    }

    /// A periodic function of an approximation whose error bound spans a whole period (one past
    /// 2^bits, as `10^(10^8)` is once it passes the exact limit, or `exp(10^10)`): every value in
    /// the function's range is possible, so the result is that range as a ball, 0 ± `range`,
    /// made at once. MPFR would first reduce the argument by the period to every bit of its
    /// exponent, which takes minutes and gigabytes for an exponent in the billions, for digits
    /// the bound then hides. Nil when the bound is narrower; `range` nil for a function with
    /// poles in every period (tan), whose value is then not known to be finite: an error.
    static func wholePeriod(_ x: Number, range: Double?, unknown: String) throws(NumberError) -> Number? {
        // 2^3 > 2π, the longest period among sin, cos and tan.
        guard case .approximate(let a) = x.value, a.errorLog2 >= 3 else { return nil }
        // Undecided, not a domain error: more working digits may narrow the bound below a
        // period (`tan((10^50 + sqrt(2)) - 10^50)`, which worked once assigned to a variable,
        // whose value is refined before it is kept, and failed at once as a statement).
        guard let range else { throw unresolvable(unknown) }
        let zero = MPFRFloat.make(bits: a.bits) { r in
            mpfr_set_zero(r, 1)
            return 0
        }
        return Number(Approximation(float: zero.0, errorLog2: binaryLog(range)))
    }

    /// How many times the bits of an exact argument may grow while the result's bound hides
    /// digits (`approximate`): 64 times, enough for `ln(1 + 10^-1000)` at 15 digits.
    static let argumentRefinement = 64

    /// The bits an argument is converted with: an exact one keeps every bit of its integer part
    /// besides the working precision, so that the function sees it whole. MPFR's functions are
    /// correctly rounded for the argument they are given; 10^300 cut to the working precision
    /// is off by about 10^266, and sin of it was shown as 0 (its bound spanned every value).
    static func argumentBits(_ x: Number, working bits: Int) -> Int {
        guard case .exact(let r) = x.value else { return bits }
        let integerBits = Swift.min(Swift.max(0, r.magnitudeLog2.rounded(.up) + 1), Double(NumberLimits.bits))
        return bits + Int(integerBits)
    }

    /// A constant at `precision` digits. At a million digits π takes a second, so it runs as
    /// ``LongCall`` runs a long call; stopped, its caller cannot throw, so it goes on with a
    /// stand-in at 64 bits, and the statement fails with the stop (``StopCheck/statement(_:_:)``).
    static func constant(precision: Int, _ body: NullaryMPFR) -> Number {
        let bits = NumberLimits.workingBits(digits: precision)
        let result: (MPFRFloat, exact: Bool)
        do throws(NumberError) {
            result = try MPFRFloat.make(bits: bits, cost: .elementary(bits: bits), body)
        } catch {
            StopCheck.giveUp(error)
            result = MPFRFloat.make(bits: 64) { body($0) }
        }
        // Only rounding: never infinite.
        return Number((try? Approximation(result, propagated: -.infinity))!)
    }

    /// π at `precision` significant digits.
    package static func pi(precision: Int) -> Number {
        piMultiple(constant(precision: precision) { mpfr_const_pi($0, MPFR_RNDN) }, .one)
    }

    /// e at `precision` significant digits.
    package static func e(precision: Int) -> Number {
        constant(precision: precision) { r in
            mpfr_set_ui(r, 1, MPFR_RNDN)
            return mpfr_exp(r, r, MPFR_RNDN)
        }
    }

    /// τ = 2π at `precision` significant digits.
    package static func tau(precision: Int) -> Number {
        let tau = constant(precision: precision) { r in
            _ = mpfr_const_pi(r, MPFR_RNDN)
            return mpfr_mul_2ui(r, r, 1, MPFR_RNDN)
        }
        return piMultiple(tau, .small(2, 1))
    }

    /// `approximation` of `rational` × π, carrying that form (``PiMultiple``).
    private static func piMultiple(_ approximation: Number, _ rational: Rational) -> Number {
        guard case .approximate(let a) = approximation.value else { return approximation }
        return withPiForm(a, (rational, 1))
    }

    /// φ = (1 + √5)/2 at `precision` significant digits.
    package static func phi(precision: Int) -> Number {
        constant(precision: precision) { r in
            mpfr_set_ui(r, 5, MPFR_RNDN)
            _ = mpfr_sqrt(r, r, MPFR_RNDN)
            _ = mpfr_add_ui(r, r, 1, MPFR_RNDN)
            return mpfr_div_2ui(r, r, 1, MPFR_RNDN)
        }
    }
}

/// Derivative bounds, as log2 |f′|, from the argument x and the result y. Each bounds |f′| over
/// the whole ball around x, not only at its midpoint, where f′ grows away from it (exp, ln,
/// sqrt): so the propagated bound |f′|max · r is a true bound by the mean value theorem, and
/// the factor 2 spares only the rounding of these doubles.
typealias SlopeFunction = @Sendable (Approximation, MPFRFloat) -> Double

extension Approximation {
    /// The bound as a `Double`: 0 for an exact value, ∞ past a double's range.
    var radius: Double { errorLog2 == -.infinity ? 0 : binaryPower(errorLog2) }

    /// log2(1 / (1 − r/|x|)): how much larger 1/|t| may be anywhere in the ball than at its
    /// midpoint; ∞ when the ball reaches 0.
    var reciprocalGrowthLog2: Double {
        let relative = errorLog2 - magnitudeLog2
        if relative == -.infinity { return 0 }
        if !(relative < -1) { return .infinity }
        return -binaryLog(1 - binaryPower(relative))
    }
}

enum Slope {
    static let one: SlopeFunction = { _, _ in 0 }
    /// f′ = f (exp): e^(x + r) at the ball's top, e^r times the midpoint's.
    static let result: SlopeFunction = { x, y in y.magnitudeLog2 + x.radius * 1.4426950408889634 }
    /// |f′| ≤ 1/(|x| − r) (logarithms, with a factor 1.45 for log2 folded into the spare factor of 2).
    static let reciprocal: SlopeFunction = { x, _ in -x.magnitudeLog2 + x.reciprocalGrowthLog2 + 1 }
    /// |f′| ≤ e^(|x| + r) (sinh, cosh).
    static let exponential: SlopeFunction = { x, _ in
        Swift.max(0, (binaryPower(x.magnitudeLog2) + x.radius) * 1.4426950408889634)
    }
    /// 1/(1 + x²) (atan) ≤ 1, and ≤ 1/(|x| − r)² over the ball: atan(10^(10^8)) is π/2 to every
    /// digit though 10^(10^8) is an approximation with a huge bound.
    static let inverseTangent: SlopeFunction = { x, _ in Swift.min(0, -2 * x.magnitudeLog2 + 2 * x.reciprocalGrowthLog2)
    }
    /// 1/√(1 + x²) (asinh) ≤ 1, and ≤ 1/(|x| − r).
    static let inverseSinh: SlopeFunction = { x, _ in Swift.min(0, -x.magnitudeLog2 + x.reciprocalGrowthLog2) }
    /// sech² x (tanh) ≤ 1, and ≤ 4e^(−2(|x| − r)); kept finite, as log2 of a bound.
    static let hyperbolicTangent: SlopeFunction = { x, _ in
        // |x| − r as |x|·(1 − r/|x|), finite in its factor even when |x| is past a double's range.
        let relative = x.errorLog2 - x.magnitudeLog2
        guard relative < -1 else { return 0 }
        let low = binaryPower(x.magnitudeLog2) * (1 - binaryPower(relative))
        return Swift.max(-1e15, Swift.min(0, 2 - 2 * low * 1.4426950408889634))
    }
    /// 1 + y² (tan): near a pole at distance d, tan is about 1/d; anywhere in a ball of radius
    /// r ≤ d/2 at most 2/d, so 1 + y² grows at most 4 times (a ball reaching nearer is the
    /// pole error, `Number.tan`).
    static let secantSquared: SlopeFunction = { _, y in Swift.max(0, 2 * y.magnitudeLog2) + 3 }
    /// 1/(2y) (sqrt) at the ball's bottom, √(x − r); 1/(3y²) (cbrt).
    static let squareRoot: SlopeFunction = { x, y in -y.magnitudeLog2 - 1 + x.reciprocalGrowthLog2 / 2 }
    static let cubeRoot: SlopeFunction = { x, y in -2 * y.magnitudeLog2 - 1.5 + x.reciprocalGrowthLog2 * 2 / 3 }
    /// 1/√|1 − x²| (asin, acos), 1/|1 − x²| (atanh), 1/√|x² − 1| (acosh).
    static let inverseSine: SlopeFunction = { x, _ in -0.5 * binaryLog(oneMinusSquare(x)) }
    static let inverseTanh: SlopeFunction = { x, _ in -binaryLog(oneMinusSquare(x)) }
    static let inverseCosh: SlopeFunction = { x, _ in -0.5 * binaryLog(oneMinusSquare(x)) }
    /// |Γ′(x)| = |Γ(x)·ψ(x)| ≤ |Γ(x)|·(|ln|x|| + 1/|x| + 1), roughly; for x < 0, by the reflection
    /// ψ(x) = ψ(1 − x) − π·cot(πx), |ψ(x)| ≤ ln(1 + |x|) + 1 + 1/d more, d the distance from x to
    /// the nearest integer (a pole): Γ is steep near its poles, not only near 0. Summed as
    /// logarithms: 1/|x| and 1/d pass a double's range for x = 10^-1000.
    static let gamma: SlopeFunction = { x, y in
        let lx = x.magnitudeLog2
        var digamma = Approximation.sum(binaryLog(abs(lx) * 0.7 + 2), -lx)
        if x.float.sign < 0 {
            let nearest = MPFRFloat.make(bits: x.bits) { mpfr_rint($0, x.float.x, MPFR_RNDN) }.0
            let distance = MPFRFloat.make(bits: x.bits) { mpfr_sub($0, x.float.x, nearest.x, MPFR_RNDN) }.0
            // ln(1 + |x|) + 1 ≤ 0.7·|log2 |x|| + 2 counts twice: one more bit.
            digamma = Approximation.sum(digamma + 1, -distance.magnitudeLog2)
        }
        return y.magnitudeLog2 + digamma
    }

    /// |1 − x²| as (1 − x)(1 + x) in MPFR: near ±1, 1 − x² in doubles is 0 or noise, and the bound
    /// built on it infinite or too small.
    private static func oneMinusSquare(_ x: Approximation) -> Double {
        let oneMinus = MPFRFloat.make(bits: x.bits + 1) { mpfr_ui_sub($0, 1, x.float.x, MPFR_RNDN) }.0
        let onePlus = MPFRFloat.make(bits: x.bits + 1) { mpfr_add_ui($0, x.float.x, 1, MPFR_RNDN) }.0
        return abs(oneMinus.double * onePlus.double)
    }
}
