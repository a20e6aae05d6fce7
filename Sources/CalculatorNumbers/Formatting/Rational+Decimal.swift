// Decimal digits of an exact rational.

extension Rational {
    /// The full positional expansion when the denominator is 2^a·5^b with max(a, b) ≤ `maximum`
    /// (so the expansion ends within that many digits after the point); nil otherwise.
    func terminatingExpansion(maximumFractionDigits maximum: Int) -> String? {
        let places: Int
        let scaled: GMPInteger
        switch self {
        case .small(let n, let d):
            var rest = d
            let twos = rest.trailingZeroBitCount
            rest >>= twos
            var fives = 0
            while rest % 5 == 0 {
                rest /= 5
                fives += 1
            }
            guard rest == 1, max(twos, fives) <= maximum else { return nil }
            places = max(twos, fives)
            if let text = Self.smallExpansion(n, twos: twos, fives: fives, places: places) { return text }
            let factor = GMPInteger.power(2, UInt(places - twos)) * GMPInteger.power(5, UInt(places - fives))
            scaled = GMPInteger(n) * factor
        case .big(let n, let d):
            let (withoutTwos, twos) = d.removing(GMPInteger(2))
            let (rest, fives) = withoutTwos.removing(GMPInteger(5))
            guard GMPInteger.compare(rest, GMPInteger(1)) == 0, max(twos, fives) <= maximum else { return nil }
            places = max(twos, fives)
            let factor = GMPInteger.power(2, UInt(places - twos)) * GMPInteger.power(5, UInt(places - fives))
            scaled = n * factor
        }
        let digits = scaled.magnitude.digits()
        let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
        let point = padded.index(padded.endIndex, offsetBy: -places)
        return (sign < 0 ? "-" : "") + padded[..<point] + "." + padded[point...]
    }

    /// n / (2^twos · 5^fives) positional, in machine words; nil when a step overflows.
    private static func smallExpansion(_ n: Int64, twos: Int, fives: Int, places: Int) -> String? {
        guard places <= 18 else { return nil }
        var factor: Int64 = 1
        for _ in 0..<(places - twos) { factor *= 2 }
        for _ in 0..<(places - fives) { factor *= 5 }
        let (scaled, overflow) = n.magnitude.multipliedReportingOverflow(by: UInt64(factor))
        guard !overflow else { return nil }
        let digits = String(scaled)
        let padded = String(repeating: "0", count: Swift.max(0, places + 1 - digits.count)) + digits
        let point = padded.index(padded.endIndex, offsetBy: -places)
        return (n < 0 ? "-" : "") + padded[..<point] + "." + padded[point...]
    }

    /// `count` significant digits of |value| (non-zero), rounded half to even as `printf` rounds
    /// a binary value, e with |value| ≈ 0.d₁d₂… × 10^e, and whether no rounding was needed.
    func significantDigits(_ count: Int) -> (digits: String, exponent: Int, isExact: Bool) {
        let p = numerator.magnitude
        let q = denominator
        // log10 |value| within about one; corrected below.
        var exponent = Int((magnitudeLog2 * 0.30102999566398120).rounded(.down)) + 1
        let lower = GMPInteger.power(10, UInt(count - 1))
        let upper = GMPInteger.power(10, UInt(count))
        while true {
            let shift = count - exponent
            let (n, d) =
                shift >= 0
                ? (p * GMPInteger.power(10, UInt(shift)), q) : (p, q * GMPInteger.power(10, UInt(-shift)))
            var (s, r) = n.quotientAndRemainder(dividingBy: d)
            // Below 10^(count-1) before rounding, the guess was one too high, even when rounding
            // up reaches 10^(count-1) (0.99999999999999599 is not 1.00000000000000).
            if GMPInteger.compare(s, lower) < 0 {
                exponent -= 1
                continue
            }
            let twice = GMPInteger.compare(r + r, d)
            if twice > 0 || (twice == 0 && s.isOdd) { s = s + GMPInteger(1) }
            if GMPInteger.compare(s, upper) >= 0 {
                // Rounding up to 10^count lands on the next power: one digit fewer below the point.
                if GMPInteger.compare(s, upper) == 0 && GMPInteger.compare(n, upper * d) < 0 {
                    return ("1" + String(repeating: "0", count: count - 1), exponent + 1, false)
                }
                exponent += 1
            } else {
                return (s.digits(), exponent, r.sign == 0)
            }
        }
    }
}
