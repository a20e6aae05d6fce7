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
        if case .small(let n, let d) = self, n != 0, count <= 1_000 {
            return Self.smallSignificantDigits(n.magnitude, UInt64(d), count)
        }
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

    /// ``significantDigits(_:)`` of p/q, both machine words, by long division: the digits of
    /// p / q, then of each remainder times ten, with no GMP value. The digit after the last one
    /// kept, and whether anything follows it, round half to even.
    private static func smallSignificantDigits(_ p: UInt64, _ q: UInt64, _ count: Int)
        -> (digits: String, exponent: Int, isExact: Bool)
    {
        var digits: [UInt8] = []
        digits.reserveCapacity(count + 1)
        let zero = UInt8(ascii: "0")
        let integer = p / q
        var remainder = p % q
        var exponent = 0
        // The integer part's digits first; past `count + 1` of them only whether one is not 0.
        var integerRestIsZero = true
        if integer > 0 {
            let text = Array(String(integer).utf8)
            exponent = text.count
            digits.append(contentsOf: text.prefix(count + 1))
            integerRestIsZero = text.dropFirst(count + 1).allSatisfy { $0 == zero }
        }
        while digits.count < count + 1 {
            let (high, low) = remainder.multipliedFullWidth(by: 10)
            let (digit, rest) = q.dividingFullWidth((high, low))
            remainder = rest
            if digits.isEmpty && digit == 0 {
                exponent -= 1
                continue
            }
            digits.append(zero + UInt8(digit))
        }
        let next = digits.removeLast() - zero
        let restIsZero = integerRestIsZero && remainder == 0
        let roundsUp = next > 5 || (next == 5 && (!restIsZero || (digits.last! - zero) & 1 == 1))
        if roundsUp {
            var index = digits.count - 1
            while index >= 0 && digits[index] == zero + 9 {
                digits[index] = zero
                index -= 1
            }
            if index < 0 {
                // 999…9 rounds up to the next power of ten: one digit fewer below the point.
                return ("1" + String(repeating: "0", count: count - 1), exponent + 1, false)
            }
            digits[index] += 1
        }
        return (String(decoding: digits, as: UTF8.self), exponent, next == 0 && restIsZero)
    }
}
