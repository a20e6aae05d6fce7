import CGMP

/// A binary floating-point number of a chosen precision: one MPFR `mpfr_t`, owned and cleared by
/// this object. Immutable once built, like ``GMPInteger``.
final class MPFRFloat: @unchecked Sendable {
    let x: UnsafeMutablePointer<__mpfr_struct>

    init(bits: Int) {
        x = .allocate(capacity: 1)
        mpfr_init2(x, mpfr_prec_t(bits))
    }

    deinit {
        mpfr_clear(x)
        x.deallocate()
    }

    var bits: Int { Int(mpfr_get_prec(x)) }
    var sign: Int { Int(cgmp_fr_sgn(x)) }
    var isZero: Bool { mpfr_zero_p(x) != 0 }
    var isNaN: Bool { mpfr_nan_p(x) != 0 }
    var isInfinite: Bool { mpfr_inf_p(x) != 0 }
    var isInteger: Bool { mpfr_integer_p(x) != 0 }

    /// log2 |x|, −∞ for zero: the scale of errors, in a `Double` whatever the exponent.
    var magnitudeLog2: Double {
        if isZero { return -.infinity }
        var exponent = 0
        let mantissa = mpfr_get_d_2exp(&exponent, x, MPFR_RNDN)
        return Double(exponent) + binaryLog(abs(mantissa))
    }

    /// The nearest `Double` (±∞ beyond its range).
    var double: Double { mpfr_get_d(x, MPFR_RNDN) }

    /// Makes this thread's exponent range as wide as MPFR allows (the range is per thread), and
    /// has the thread's MPFR caches freed when it exits (``ThreadCleanup``): once per thread.
    static func prepareThread() {
        guard !ThreadCleanup.isRegistered else { return }
        cgmp_fr_widen_exponent_range()
        ThreadCleanup.register()
    }

    /// A new value computed by `body`, which returns MPFR's ternary value (0 when exact).
    static func make(bits: Int, _ body: (UnsafeMutablePointer<__mpfr_struct>) -> Int32) -> (MPFRFloat, exact: Bool) {
        prepareThread()
        let result = MPFRFloat(bits: bits)
        let ternary = body(result.x)
        return (result, ternary == 0)
    }

    /// `count` significant decimal digits, correctly rounded, and the decimal exponent `e` with
    /// value = 0.d₁d₂… × 10^e. Finite, non-zero values only.
    func decimalDigits(_ count: Int) -> (digits: String, exponent: Int) {
        // The conversion uses this thread's MPFR pool, and this thread may not have made a value.
        Self.prepareThread()
        var exponent = 0
        guard let pointer = mpfr_get_str(nil, &exponent, 10, count, x, MPFR_RNDN) else { return ("0", 0) }
        defer { mpfr_free_str(pointer) }
        var text = String(cString: pointer)
        if text.hasPrefix("-") { text.removeFirst() }
        return (text, exponent)
    }
}
