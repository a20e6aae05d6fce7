import CGMP

// Exact results past the size limit (``NumberLimits/digits``), computed as approximations at the
// working precision instead of refused: exact when it fits, approximate when it does not. The
// operands are exact, so each is rounded once to the working bits; the error bound is that
// rounding carried through the operation, as for any approximation. Only a result beyond MPFR's
// exponent range is still an error.

extension Number {
    /// The working precision in bits for `precision` significant digits.
    static func workingBits(_ precision: Int) -> Int { NumberLimits.workingBits(digits: precision) }

    /// An approximation of an exact result, or the limit error when it is beyond MPFR's range:
    /// infinite (``NumberLimits/beyondRangeMessage``), or rounded to 0 although the exact result
    /// is not (``NumberLimits/belowRangeMessage``).
    static func pastTheLimit(
        nonzero: Bool = true, _ body: () throws(NumberError) -> Approximation
    ) throws(NumberError) -> Number {
        let result: Approximation
        do {
            result = try body()
        } catch .overflow {
            throw .limit(NumberLimits.beyondRangeMessage)
        }
        if result.float.isInfinite { throw .limit(NumberLimits.beyondRangeMessage) }
        if nonzero && result.float.isZero { throw .limit(NumberLimits.belowRangeMessage) }
        return Number(result)
    }

    /// x + y past the limit. Two integers add exactly in linear time, and their sum is kept
    /// when it fits after all (`10^9999999 - (10^9999999 - 1)` is 1). Otherwise the sum is
    /// approximated; where the terms cancel, digits of the working precision are lost, so it is
    /// computed again with as many more bits as cancelled (up to the operands' own size, past
    /// which each is converted nearly exactly).
    static func pastTheLimitSum(_ x: Rational, _ y: Rational, precision: Int) throws(NumberError) -> Number {
        if x.isInteger && y.isInteger {
            let sum = x.numerator + y.numerator
            if NumberLimits.fits(log2: sum.magnitudeLog2) { return Number(Rational(integer: sum)) }
            return try pastTheLimit { Approximation(Rational(integer: sum), bits: workingBits(precision)) }
        }
        let bits = workingBits(precision)
        let largest = Swift.max(x.magnitudeLog2, y.magnitudeLog2)
        var given = bits
        while true {
            let result = try add(Approximation(x, bits: given), Approximation(y, bits: given))
            let cancelled = largest - result.magnitudeLog2
            let ceiling = Double(x.bitWidth + y.bitWidth + bits)
            if !(cancelled > Double(given - bits) + 2) || Double(given) >= ceiling {
                return try pastTheLimit(nonzero: false) { result }
            }
            given = Int(Swift.min(Double(bits) + cancelled.rounded(.up) + 2, ceiling))
        }
    }

    /// x % y, or `mod(x, y)` when `floored`, past the limit (a remainder whose denominator could
    /// pass it). A remainder is a step function of x, so it is not approximated from rounded
    /// operands (a rounding that crosses a multiple of y changes it by y); it is computed
    /// exactly, as the remainder of x.n·y.d by x.d·y.n over x.d·y.d, two products and one
    /// division of numbers of at most twice the limit, and only that exact fraction is rounded.
    static func pastTheLimitRemainder(
        _ x: Rational, _ y: Rational, floored: Bool = false, precision: Int
    ) throws(NumberError) -> Number {
        let dividend = x.numerator * y.denominator
        let divisor = x.denominator * y.numerator
        var remainder = dividend.quotientAndRemainder(dividingBy: divisor).1
        if floored && remainder.sign != 0 && remainder.sign != divisor.sign { remainder = remainder + divisor }
        if remainder.sign == 0 { return Number(0) }
        let denominator = x.denominator * y.denominator
        if NumberLimits.fits(log2: Swift.max(remainder.magnitudeLog2, denominator.magnitudeLog2)) {
            return Number(Rational(numerator: remainder, denominator: denominator))
        }
        let bits = workingBits(precision)
        return try pastTheLimit { Approximation(numerator: remainder, denominator: denominator, bits: bits) }
    }

    /// x·y past the estimate, which is made before common factors cancel: each numerator's
    /// common factors with the other's denominator are taken out first (two gcds, for the parts
    /// that are not 1), which gives the size of the product in lowest terms. So
    /// `(2/3)^15000000 * (3/2)^15000000` is 1; a product that does not fit even then is
    /// approximated. Also x/y, as x·(1/y). The gcds of two 10-million-digit parts take seconds
    /// each (about 40 s in all for `(3^20000000/7^11000000) * (5^14000000/11^9000000)`, most of
    /// it making the two operands), the price of finding out whether the result fits.
    static func pastTheLimitProduct(_ x: Rational, _ y: Rational, precision: Int) throws(NumberError) -> Number {
        let (a, b, c, d) = (x.numerator, x.denominator, y.numerator, y.denominator)
        // A numerator can lose at most what the other denominator has, and the reverse: when even
        // that leaves a part past the limit, no gcd (seconds each, at this size) is worth making.
        let (la, lb, lc, ld) = (a.magnitudeLog2, b.magnitudeLog2, c.magnitudeLog2, d.magnitudeLog2)
        let leastNumerator = la - Swift.min(la, ld) + lc - Swift.min(lc, lb)
        let leastDenominator = lb - Swift.min(lb, lc) + ld - Swift.min(ld, la)
        let bits = workingBits(precision)
        guard NumberLimits.fits(log2: Swift.max(leastNumerator, leastDenominator)) else {
            return try pastTheLimit { () throws(NumberError) in
                try multiply(Approximation(x, bits: bits), Approximation(y, bits: bits))
            }
        }
        let g1 = commonFactor(a, d)
        let g2 = commonFactor(c, b)
        let (n1, d2) = g1.map { (a.exactlyDivided(by: $0), d.exactlyDivided(by: $0)) } ?? (a, d)
        let (n2, d1) = g2.map { (c.exactlyDivided(by: $0), b.exactlyDivided(by: $0)) } ?? (c, b)
        let numeratorLog2 = n1.magnitudeLog2 + n2.magnitudeLog2
        let denominatorLog2 = d1.magnitudeLog2 + d2.magnitudeLog2
        if NumberLimits.fits(log2: Swift.max(numeratorLog2, denominatorLog2)) {
            return Number(Rational(normalized: n1 * n2, d1 * d2))
        }
        return try pastTheLimit { () throws(NumberError) in
            try multiply(Approximation(x, bits: bits), Approximation(y, bits: bits))
        }
    }

    /// gcd(a, b), nil when it is 1 (the common case for a part that is 1, where no gcd is
    /// computed).
    private static func commonFactor(_ a: GMPInteger, _ b: GMPInteger) -> GMPInteger? {
        let one = GMPInteger(1)
        if GMPInteger.compare(b, one) == 0 || GMPInteger.compare(a.magnitude, one) == 0 { return nil }
        let g = GMPInteger.gcd(a, b)
        return GMPInteger.compare(g, one) == 0 ? nil : g
    }
}

extension Approximation {
    /// numerator/denominator (denominator > 0, not necessarily in lowest terms), rounded once to
    /// `bits`: a fraction too large to reduce cheaply.
    init(numerator: GMPInteger, denominator: GMPInteger, bits: Int) {
        let result = MPFRFloat.make(bits: bits) { cgmp_fr_set_ratio($0, numerator.z, denominator.z) }
        self.init(float: result.0, errorLog2: result.exact ? -.infinity : result.0.magnitudeLog2 - Double(bits) + 1)
    }
}
