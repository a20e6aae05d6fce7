import CGMP

extension Number {
    /// a^b: exact for an exact base and integer exponent (`(2/3)^-2` is 9/4), and for a rational
    /// exponent p/q whose q-th root of the base is exact (`8^(1/3)` is 2), when the result fits
    /// the size limit; approximate otherwise, at `precision` significant digits
    /// (`1.0000001^10000000` is 2.71828169254497).
    package static func power(_ a: Number, _ b: Number, precision: Int) throws(NumberError) -> Number {
        if case .exact(let base) = a.value, case .exact(let exponent) = b.value {
            switch try exactPower(base, exponent) {
            case .exact(let value): return Number(value)
            case .pastTheLimit:
                let bits = NumberLimits.workingBits(digits: precision)
                return try pastTheLimit { () throws(NumberError) in try powerPastTheLimit(base, exponent, bits: bits) }
            case .irrational: break
            }
        }
        if a.isZero && b.sign < 0 { throw .divisionByZero }
        if b.sign < 0, case .approximate(let base) = a.value, base.mayBeZero { throw tooCloseToZero }
        if a.sign < 0 && !b.isInteger { throw .noRealValue(.fractionalPower) }
        if b.isZero { return Number(1) }
        if a.isZero { return Number(0) }
        let bits = Swift.max(
            a.approximateBits ?? 0, b.approximateBits ?? 0, NumberLimits.workingBits(digits: precision))
        let result = Number(try power(a.approximation(bits: bits), b.approximation(bits: bits), bits: bits))
        return try keepingPiForm(result, a, b, piFormPower)
    }

    /// The exact form of x^y for a rational y whose power of π stays whole and whose rational
    /// part has an exact power (`(2 pi)^2` is 4π², `sqrt(pi^2)` is π).
    static func piFormPower(_ x: (rational: Rational, power: Int), _ y: (rational: Rational, power: Int))
        throws(NumberError) -> (rational: Rational, power: Int)?
    {
        guard y.power == 0, x.power != 0, let p = y.rational.numerator.int64, let q = y.rational.denominator.int64,
            case (let product, false) = Int64(x.power).multipliedReportingOverflow(by: p), product % q == 0,
            let power = Int(exactly: product / q)
        else { return nil }
        guard case .exact(let rational) = try exactPower(x.rational, y.rational) else { return nil }
        return (rational, power)
    }

    /// x^y in MPFR at `bits`, with the operands' bounds carried through.
    private static func power(_ x: Approximation, _ y: Approximation, bits: Int) throws(NumberError) -> Approximation {
        let result = try MPFRFloat.make(
            bits: bits, cost: .elementary(bits: Swift.max(bits, x.bits, y.bits)), { mpfr_pow($0, $1, $2, MPFR_RNDN) },
            x.float, y.float)
        // d(x^y) = x^y · (y/x · dx + ln|x| · dy)
        let lnX = binaryLog(Swift.abs(x.magnitudeLog2 * 0.6931471805599453) + 1)
        let spread = Approximation.sum(
            x.errorLog2 + y.magnitudeLog2 - x.magnitudeLog2, y.errorLog2 + lnX)
        let propagated = spread == -.infinity ? spread : spread + result.0.magnitudeLog2 + 1
        return try Approximation(result, propagated: propagated)
    }

    /// An exact power too large to compute exactly (a nonzero base; a positive one, or an
    /// integer exponent), at `bits`. Each operand is rounded with the bits its rounding would
    /// cost the result: the base's relative error is multiplied by |y|, the exponent's by
    /// |y·ln x|, so each gets log2 of that many more, and `(1 + 10^-30)^(10^30)` keeps every
    /// digit of e.
    private static func powerPastTheLimit(_ base: Rational, _ exponent: Rational, bits: Int) throws(NumberError)
        -> Approximation
    {
        let exponentLog2 = Swift.max(0, exponent.magnitudeLog2)
        let x = Approximation(base, bits: bits + Int(exponentLog2.rounded(.up)) + 2)
        let lnX = binaryLog(Swift.abs(x.magnitudeLog2 * 0.6931471805599453) + 1)
        let y = Approximation(exponent, bits: bits + Int((exponentLog2 + lnX).rounded(.up)) + 2)
        return try power(x, y, bits: bits)
    }

    /// What an exact power is: its exact value, irrational, or exact but past the size limit.
    private enum ExactPower {
        case exact(Rational)
        case irrational
        case pastTheLimit

        /// An integer power's value, or past the limit when there is none (``integerPower(_:_:)``).
        init(_ value: Rational?) { self = value.map { .exact($0) } ?? .pastTheLimit }
    }

    /// The exact power when it is rational and fits the size limit.
    private static func exactPower(_ base: Rational, _ exponent: Rational) throws(NumberError) -> ExactPower {
        if exponent.isInteger { return ExactPower(try integerPower(base, exponent.numerator)) }
        if base.sign < 0 { return .irrational }
        // Every root of 1 and of 0 is exact, however large q: `1^(19/50)` is 1, and a unit whose
        // factor is 1 (`s^(19/50)`) stays in its own unit.
        if base == .one { return .exact(.one) }
        if base.sign == 0 { return exponent.sign > 0 ? .exact(.zero) : .irrational }
        // p/q: the q-th root must be exact in both parts.
        guard let q = exponent.denominator.int64, q <= base.bitWidth else { return .irrational }
        guard let numerator = base.numerator.exactRoot(UInt(q)),
            let denominator = base.denominator.exactRoot(UInt(q))
        else { return .irrational }
        return ExactPower(try integerPower(Rational(normalized: numerator, denominator), exponent.numerator))
    }

    /// base^n for an integer n; nil, before anything is computed, when it would pass the limit.
    static func integerPower(_ base: Rational, _ n: GMPInteger) throws(NumberError) -> Rational? {
        if n.sign == 0 { return .one }
        if base.sign == 0 {
            if n.sign < 0 { throw .divisionByZero }
            return .zero
        }
        if case .small(let p, 1) = base, p == 1 || p == -1 {
            return p == 1 || !n.isOdd ? .one : .small(-1, 1)
        }
        guard let count = n.int64 else { return nil }
        let magnitude = count.magnitude
        let size = ResultSize.power(base, magnitude)
        guard size.fits else { return nil }
        try StopCheck.charge(bits: size.bits)
        let raised: Rational
        if case .small(let p, let d) = base, let small = smallPower(p, d, magnitude) {
            raised = small
        } else {
            raised = Rational(
                normalized: base.numerator.power(UInt(magnitude)), base.denominator.power(UInt(magnitude)))
        }
        return count < 0 ? raised.reciprocal : raised
    }

    private static func smallPower(_ p: Int64, _ d: Int64, _ n: UInt64) -> Rational? {
        var (numerator, denominator) = (Int64(1), Int64(1))
        for _ in 0..<n {
            let (a, o1) = numerator.multipliedReportingOverflow(by: p)
            let (b, o2) = denominator.multipliedReportingOverflow(by: d)
            if o1 || o2 || a == .min { return nil }
            (numerator, denominator) = (a, b)
        }
        return .small(numerator, denominator)
    }
}
