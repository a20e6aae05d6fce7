import CChildCall
import CGMP

/// A binary floating-point number of a chosen precision: one MPFR `mpfr_t`, owned and cleared by
/// this object. Immutable once built, like ``GMPInteger``.
final class MPFRFloat: @unchecked Sendable {
    let x: UnsafeMutablePointer<__mpfr_struct>
    /// The exact value this float approximates, when it is a rational times a power of π and the
    /// operations that made it kept that form (``PiMultiple``). Set only when the float is made
    /// for that value: a float is never reused for another.
    let piMultiple: PiMultiple?

    init(bits: Int, piMultiple: PiMultiple? = nil) {
        x = .allocate(capacity: 1)
        mpfr_init2(x, mpfr_prec_t(bits))
        self.piMultiple = piMultiple
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
    static func make(
        bits: Int, piMultiple: PiMultiple? = nil, _ body: (UnsafeMutablePointer<__mpfr_struct>) -> Int32
    ) -> (MPFRFloat, exact: Bool) {
        prepareThread()
        let result = MPFRFloat(bits: bits, piMultiple: piMultiple)
        let ternary = body(result.x)
        return (result, ternary == 0)
    }

    /// f(argument) at `bits`, run as ``LongCall`` runs a call of `cost`: in a child process
    /// that a stop kills when it may take long.
    static func make(
        bits: Int, cost: LongCall.Cost, _ function: UnaryMPFR, _ argument: MPFRFloat
    ) throws(NumberError) -> (MPFRFloat, exact: Bool) {
        var job = calc_job()
        job.kind = CALC_JOB_FR_UNARY
        job.fr_unary = function
        job.fr_a = argument.x
        defer { withExtendedLifetime(argument) {} }
        return try run(&job, bits: bits, cost: cost)
    }

    /// A constant at `bits`, as ``make(bits:cost:_:_:)`` runs f(x).
    static func make(bits: Int, cost: LongCall.Cost, _ function: NullaryMPFR) throws(NumberError) -> (
        MPFRFloat, exact: Bool
    ) {
        var job = calc_job()
        job.kind = CALC_JOB_FR_NULLARY
        job.fr_nullary = function
        return try run(&job, bits: bits, cost: cost)
    }

    /// f(a, b) at `bits`, as ``make(bits:cost:_:_:)`` runs f(x).
    static func make(
        bits: Int, cost: LongCall.Cost, _ function: BinaryMPFR, _ a: MPFRFloat, _ b: MPFRFloat
    ) throws(NumberError) -> (MPFRFloat, exact: Bool) {
        var job = calc_job()
        job.kind = CALC_JOB_FR_BINARY
        job.fr_binary = function
        job.fr_a = a.x
        job.fr_b = b.x
        defer { withExtendedLifetime((a, b)) {} }
        return try run(&job, bits: bits, cost: cost)
    }

    private static func run(_ job: inout calc_job, bits: Int, cost: LongCall.Cost) throws(NumberError) -> (
        MPFRFloat, exact: Bool
    ) {
        prepareThread()
        let result = MPFRFloat(bits: bits)
        job.fr_result = result.x
        try LongCall.run(&job, cost: cost)
        return (result, job.ternary == 0)
    }

    /// `count` significant decimal digits, correctly rounded, and the decimal exponent `e` with
    /// value = 0.d₁d₂… × 10^e. Finite, non-zero values only. A million digits run as
    /// ``GMPInteger/digits(radix:)`` runs a long conversion (`0` when stopped).
    func decimalDigits(_ count: Int) -> (digits: String, exponent: Int) {
        // The conversion uses this thread's MPFR pool, and this thread may not have made a value.
        Self.prepareThread()
        let cost = LongCall.Cost.digits(bits: Int(Double(count) * 3.32))
        if cost != .short {
            var job = calc_job()
            job.kind = CALC_JOB_FR_DIGITS
            job.fr_a = x
            job.digits = count
            defer { withExtendedLifetime(self) {} }
            var text = StopCheck.text(of: &job, cost: cost)
            if text.hasPrefix("-") { text.removeFirst() }
            return (text.isEmpty ? "0" : text, job.exponent)
        }
        var exponent = 0
        guard let pointer = mpfr_get_str(nil, &exponent, 10, count, x, MPFR_RNDN) else { return ("0", 0) }
        defer { mpfr_free_str(pointer) }
        var text = String(cString: pointer)
        if text.hasPrefix("-") { text.removeFirst() }
        return (text, exponent)
    }
}
