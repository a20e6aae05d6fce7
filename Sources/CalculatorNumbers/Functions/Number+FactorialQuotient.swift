import CGMP

extension Number {
    /// n!/(m₁!·m₂!·…), each mᵢ ≤ n, approximated at `precision` digits: `ncr` and `npr` past the
    /// size limit (`ncr(10^9, 5*10^8)`). Computed as exp(lnΓ(n + 1) − Σ lnΓ(mᵢ + 1)), the
    /// logarithms at enough more bits than the working precision that their difference, about
    /// n·ln n in size, keeps its fraction to the working precision.
    ///
    /// The bound: each lnΓ and each difference is rounded once (at most one unit in the last place
    /// of lnΓ(n + 1), the largest of them), so the exponent is off by δ ≤ (2·parts + 1) ulps, and
    /// exp of it by a relative e^δ − 1 ≤ 2δ; then exp's own rounding.
    static func factorialQuotient(_ n: GMPInteger, over parts: [GMPInteger], precision: Int) throws(NumberError)
        -> Number
    {
        let bits = workingBits(precision)
        // log2 lnΓ(n + 1) ≤ log2(n·ln n + 1): the bits the logarithms need beyond the working ones.
        let nLog2 = Swift.max(1, n.magnitudeLog2)
        let logarithmLog2 = nLog2 + binaryLog(nLog2 * 0.6931471805599453 + 1)
        let wide = bits + Int(logarithmLog2.rounded(.up)) + 8
        return try pastTheLimit { () throws(NumberError) in
            let sum = try logGamma(n, bits: wide)
            for part in parts {
                let term = try logGamma(part, bits: wide)
                _ = mpfr_sub(sum.x, sum.x, term.x, MPFR_RNDN)
            }
            let ulps = binaryLog(Double(2 * parts.count + 1))
            let delta = ulps + logarithmLog2 + 1 - Double(wide)
            let result = MPFRFloat.make(bits: bits) { mpfr_exp($0, sum.x, MPFR_RNDN) }
            return try Approximation(result, propagated: delta + 1 + result.0.magnitudeLog2)
        }
    }

    /// lnΓ(m + 1) = ln m!, correctly rounded to `bits` (m + 1 converted exactly).
    private static func logGamma(_ m: GMPInteger, bits: Int) throws(NumberError) -> MPFRFloat {
        let argument = Approximation(Rational(integer: m + GMPInteger(1)), bits: Swift.max(bits, m.bitWidth + 1))
        return try MPFRFloat.make(
            bits: bits, cost: .gamma(bits: Swift.max(bits, argument.bits)), { mpfr_lngamma($0, $1, MPFR_RNDN) },
            argument.float
        ).0
    }
}
