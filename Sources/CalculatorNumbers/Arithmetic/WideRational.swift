import CGMP

/// A rational whose parts fit 128 bits, with the arithmetic of ``SmallRational`` on two machine
/// words: for the values of a plain-arithmetic line that outgrow ``SmallRational``'s 64 bits
/// (one line in sixteen of row 3c's nested formulas, none of them past 128 bits), which `Number`
/// computes with GMP, allocating every intermediate. The result is the same rational in lowest
/// terms, made into a `Number` at the end; an operation whose result would not fit gives nil.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
package struct WideRational: Sendable {
    /// Coprime, the denominator > 0, neither `Int128.min`.
    package let numerator: Int128
    package let denominator: Int128

    private init(_ numerator: Int128, _ denominator: Int128) {
        (self.numerator, self.denominator) = (numerator, denominator)
    }

    /// The same value as `small`.
    package init(_ small: SmallRational) {
        self.init(Int128(small.numerator), Int128(small.denominator))
    }

    /// The value as a `Number`: small parts inline, as `Rational` keeps them, else in GMP.
    package var number: Number {
        if let n = Int64(exactly: numerator), let d = Int64(exactly: denominator), n != .min {
            return Number(Rational.small(n, d))
        }
        return Number(Rational(normalized: Self.integer(numerator), Self.integer(denominator)))
    }

    private static func integer(_ value: Int128) -> GMPInteger {
        let magnitude = value.magnitude
        return GMPInteger.make {
            cgmp_set_128(
                $0, UInt64(truncatingIfNeeded: magnitude >> 64), UInt64(truncatingIfNeeded: magnitude),
                value < 0 ? 1 : 0)
        }
    }

    package static func + (a: WideRational, b: WideRational) -> WideRational? {
        sum(a.numerator, a.denominator, b.numerator, b.denominator)
    }

    package static func - (a: WideRational, b: WideRational) -> WideRational? {
        sum(a.numerator, a.denominator, -b.numerator, b.denominator)
    }

    package static func * (a: WideRational, b: WideRational) -> WideRational? {
        product(a.numerator, a.denominator, b.numerator, b.denominator)
    }

    /// a / b; nil for b = 0, whose error is the general path's to report.
    package static func / (a: WideRational, b: WideRational) -> WideRational? {
        guard b.numerator != 0 else { return nil }
        let (n, d) = b.numerator < 0 ? (-b.denominator, -b.numerator) : (b.denominator, b.numerator)
        return product(a.numerator, a.denominator, n, d)
    }

    package static prefix func - (a: WideRational) -> WideRational {
        WideRational(-a.numerator, a.denominator)
    }

    /// `Rational.smallSum`'s steps on 128 bits.
    private static func sum(_ n1: Int128, _ d1: Int128, _ n2: Int128, _ d2: Int128) -> WideRational? {
        if d1 == d2 {
            let (n, overflow) = n1.addingReportingOverflow(n2)
            guard !overflow, n != .min else { return nil }
            if d1 == 1 { return WideRational(n, 1) }
            let g = gcd(n, d1)
            return WideRational(divided(n, by: g), divided(d1, by: g))
        }
        // n1/d1 + n2/d2 = (n1·(d2/g) + n2·(d1/g)) / (d1/g · d2), then divided by gcd(that, g).
        let g = gcd(d1, d2)
        let (a, o1) = n1.multipliedReportingOverflow(by: divided(d2, by: g))
        let (b, o2) = n2.multipliedReportingOverflow(by: divided(d1, by: g))
        let (t, o3) = a.addingReportingOverflow(b)
        guard !o1, !o2, !o3, t != .min else { return nil }
        let g2 = g == 1 ? 1 : gcd(t, g)
        let (d, o4) = divided(d1, by: g).multipliedReportingOverflow(by: divided(d2, by: g2))
        guard !o4 else { return nil }
        return WideRational(divided(t, by: g2), d)
    }

    /// `Rational.smallProduct`'s steps on 128 bits.
    private static func product(_ n1: Int128, _ d1: Int128, _ n2: Int128, _ d2: Int128) -> WideRational? {
        if d1 == 1 && d2 == 1 {
            let (n, overflow) = n1.multipliedReportingOverflow(by: n2)
            return overflow || n == .min ? nil : WideRational(n, 1)
        }
        // A division on 128 bits is a call of a hundred instructions or more: skipped where the
        // common factor is 1, as it mostly is.
        let g1 = gcd(n1, d2)
        let g2 = gcd(n2, d1)
        let (n, o1) = divided(n1, by: g1).multipliedReportingOverflow(by: divided(n2, by: g2))
        let (d, o2) = divided(d1, by: g2).multipliedReportingOverflow(by: divided(d2, by: g1))
        return o1 || o2 || n == .min ? nil : WideRational(n, d)
    }

    /// `value / divisor`, without the division when the divisor is 1.
    @inline(__always)
    private static func divided(_ value: Int128, by divisor: Int128) -> Int128 {
        divisor == 1 ? value : value / divisor
    }

    /// The gcd of the magnitudes; one of them is a denominator, never 0. A division first brings
    /// the larger below the smaller (a binary gcd alone takes a step per bit of the larger, a
    /// hundred for a 100-bit numerator and a denominator of 100), then the binary loop runs on
    /// one word when both fit it.
    private static func gcd(_ a: Int128, _ b: Int128) -> Int128 {
        var (u, v) = (a.magnitude, b.magnitude)
        if u > v { swap(&u, &v) }
        if u == 0 { return Int128(v) }
        if v > UInt128(UInt64.max) { v %= u }
        if v == 0 { return Int128(u) }
        if u <= UInt128(UInt64.max) { return Int128(binaryGCD(UInt64(u), UInt64(v))) }
        return Int128(binaryGCD(u, v))
    }

    /// `gcd64`'s loop, for nonzero `u` and `v`.
    @inline(__always)
    private static func binaryGCD<Word: FixedWidthInteger & UnsignedInteger>(_ u: Word, _ v: Word) -> Word {
        var (u, v) = (u, v)
        let shift = (u | v).trailingZeroBitCount
        u >>= u.trailingZeroBitCount
        repeat {
            v >>= v.trailingZeroBitCount
            if u > v { swap(&u, &v) }
            v -= u
        } while v != 0
        return u << shift
    }
}
