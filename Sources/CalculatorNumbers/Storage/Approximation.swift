import CGMP

/// A floating-point value and a bound on its distance from the true value (a ball, as in ball
/// arithmetic): |true − value| ≤ 2^errorLog2.
///
/// The bound grows with each operation: the operands' errors, carried through the operation's
/// derivative (first order, with a factor of 2 to spare), plus the operation's own rounding (one
/// unit in the last place, twice what correct rounding can cost). It is what lets display drop
/// digits that the inputs' rounding makes meaningless: sin(π) computes a tiny number whose bound
/// exceeds it, so it prints 0.
struct Approximation: @unchecked Sendable {
    let float: MPFRFloat
    /// log2 of the error bound; −∞ when the value is exact.
    let errorLog2: Double
    /// The true value as a rational times a power of π, when the operations that made it kept
    /// that form (``PiMultiple``); nil for most approximations. Held by the float, so that an
    /// approximation stays two words (a ``Number`` in a value is copied at every statement).
    var piMultiple: PiMultiple? { float.piMultiple }

    var bits: Int { float.bits }
    var magnitudeLog2: Double { float.magnitudeLog2 }

    /// The result of one MPFR operation whose inputs carried an error of 2^propagatedLog2.
    init(_ result: (MPFRFloat, exact: Bool), propagated propagatedLog2: Double) throws(NumberError) {
        let (float, exact) = result
        if float.isInfinite { throw .overflow }
        let rounding = exact ? -Double.infinity : float.magnitudeLog2 - Double(float.bits) + 1
        self.float = float
        self.errorLog2 = Self.sum(propagatedLog2, rounding)
    }

    /// An exact rational, rounded to `bits`.
    init(_ value: Rational, bits: Int) {
        let numerator = value.numerator
        let denominator = value.denominator
        let result = MPFRFloat.make(bits: bits) { cgmp_fr_set_ratio($0, numerator.z, denominator.z) }
        float = result.0
        errorLog2 = result.exact ? -.infinity : float.magnitudeLog2 - Double(bits) + 1
    }

    /// A `Double` computed by a function that rounds (a custom operation's body): its 53 bits,
    /// with one unit in the last place of error.
    init(computed value: Double) {
        let exact = Rational(value)
        // Held in constants: a computed GMP value passed inline may be freed before MPFR reads it.
        let numerator = exact.numerator
        let denominator = exact.denominator
        float = MPFRFloat.make(bits: 53) { cgmp_fr_set_ratio($0, numerator.z, denominator.z) }.0
        errorLog2 = value == 0 ? -1074 : float.magnitudeLog2 - 52
    }

    /// log2(2^a + 2^b), rounded up a little: the bound of a sum of two bounds.
    static func sum(_ a: Double, _ b: Double) -> Double {
        if a == -.infinity { return b }
        if b == -.infinity { return a }
        let (high, low) = a >= b ? (a, b) : (b, a)
        return high + binaryLog(1 + binaryPower(low - high)) + 1e-9
    }

    /// The bound of f(x) when x carried `errorLog2` and |f′| ≤ 2^derivativeLog2 near x; a factor
    /// of 2 covers the first-order approximation.
    static func propagated(_ errorLog2: Double, derivativeLog2: Double) -> Double {
        errorLog2 == -.infinity ? -.infinity : errorLog2 + derivativeLog2 + 1
    }

    /// −1, 0 or 1 as the value is below, at or above `rational`, exactly.
    func compare(_ rational: Rational) -> Int {
        let numerator = rational.numerator
        let denominator = rational.denominator
        return Int(cgmp_fr_cmp_ratio(float.x, numerator.z, denominator.z).signum())
    }

    /// The exact rational value of the floating-point number (finite). Only for values of
    /// modest magnitude: one near 2^(10^9) would be an integer GMP cannot hold.
    var exactValue: Rational {
        let numerator = GMPInteger()
        let denominator = GMPInteger()
        cgmp_fr_get_ratio(numerator.z, denominator.z, float.x)
        return Rational(numerator: numerator, denominator: denominator)
    }

    /// How many leading significant decimal digits the error bound leaves meaningful: nil when
    /// the value is exact, 0 when the bound reaches the value itself (it may be zero).
    var meaningfulDigits: Int? {
        if errorLog2 == -.infinity { return nil }
        // An unbounded error leaves no digit meaningful.
        if errorLog2 == .infinity || errorLog2.isNaN { return 0 }
        let magnitude = float.magnitudeLog2
        if magnitude <= errorLog2 { return 0 }
        return Int(((magnitude - errorLog2) * 0.30102999566398120).rounded(.down))
    }
}
