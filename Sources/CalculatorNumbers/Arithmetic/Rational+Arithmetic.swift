// The four operations on exact rationals: machine words first, GMP when a word overflows.

extension Rational {
    static func + (a: Rational, b: Rational) -> Rational {
        if case .small(let n1, let d1) = a, case .small(let n2, let d2) = b, let sum = smallSum(n1, d1, n2, d2) {
            return sum
        }
        return bigSum(a, b)
    }

    static func - (a: Rational, b: Rational) -> Rational { a + (-b) }

    static func * (a: Rational, b: Rational) -> Rational {
        if case .small(let n1, let d1) = a, case .small(let n2, let d2) = b,
            let product = smallProduct(n1, d1, n2, d2)
        {
            return product
        }
        return Rational(numerator: a.numerator * b.numerator, denominator: a.denominator * b.denominator)
    }

    /// 1/a; a ≠ 0.
    var reciprocal: Rational {
        switch self {
        case .small(let n, let d): n < 0 ? .small(-d, -n) : .small(d, n)
        case .big(let n, let d): n.sign < 0 ? Rational(normalized: -d, -n) : Rational(normalized: d, n)
        }
    }

    /// a/b; b ≠ 0.
    static func / (a: Rational, b: Rational) -> Rational { a * b.reciprocal }

    /// Whether the size `result` gives for a and b (``ResultSize``) is within the limit, before
    /// GMP computes it; two small values need no estimate, as their result is at most 254 bits.
    @inline(__always)
    static func fits(_ a: Rational, _ b: Rational, _ result: (Rational, Rational) -> ResultSize) -> Bool {
        if case .small = a, case .small = b { return true }
        return result(a, b).fits
    }

    /// Whether the result fits, as ``fits(_:_:_:)``; one that does is charged to the statement's
    /// work and memory first (``StopCheck/charge(bits:)``), which may stop it.
    static func fitsCharged(
        _ a: Rational, _ b: Rational, _ result: (Rational, Rational) -> ResultSize
    ) throws(NumberError) -> Bool {
        if case .small = a, case .small = b { return true }
        let size = result(a, b)
        guard size.fits else { return false }
        try StopCheck.charge(bits: size.bits)
        return true
    }

    // MARK: Fast path

    @inline(__always) static func smallSum(_ n1: Int64, _ d1: Int64, _ n2: Int64, _ d2: Int64) -> Rational? {
        if d1 == d2 {
            let (n, overflow) = n1.addingReportingOverflow(n2)
            guard !overflow, n != .min else { return nil }
            if d1 == 1 { return .small(n, 1) }
            let g = gcd64(n, d1)
            return g == 1 ? .small(n, d1) : .small(n / g, d1 / g)
        }
        // n1/d1 + n2/d2 = (n1·(d2/g) + n2·(d1/g)) / (d1/g · d2), then divided by gcd(that, g).
        let g = gcd64(d1, d2)
        let (a, o1) = n1.multipliedReportingOverflow(by: d2 / g)
        let (b, o2) = n2.multipliedReportingOverflow(by: d1 / g)
        let (t, o3) = a.addingReportingOverflow(b)
        guard !o1, !o2, !o3, t != .min else { return nil }
        let g2 = g == 1 ? 1 : gcd64(t, g)
        let (d, o4) = (d1 / g).multipliedReportingOverflow(by: d2 / g2)
        guard !o4 else { return nil }
        return .small(t / g2, d)
    }

    @inline(__always) static func smallProduct(_ n1: Int64, _ d1: Int64, _ n2: Int64, _ d2: Int64) -> Rational? {
        if d1 == 1 && d2 == 1 {
            let (n, overflow) = n1.multipliedReportingOverflow(by: n2)
            return overflow || n == .min ? nil : .small(n, 1)
        }
        let g1 = gcd64(n1, d2)
        let g2 = gcd64(n2, d1)
        if g1 == 0 || g2 == 0 { return .zero }
        let (n, o1) = (n1 / g1).multipliedReportingOverflow(by: n2 / g2)
        let (d, o2) = (d1 / g2).multipliedReportingOverflow(by: d2 / g1)
        return o1 || o2 || n == .min ? nil : .small(n, d)
    }

    private static func bigSum(_ a: Rational, _ b: Rational) -> Rational {
        let (d1, d2) = (a.denominator, b.denominator)
        if GMPInteger.compare(d1, d2) == 0 {
            return Rational(numerator: a.numerator + b.numerator, denominator: d1)
        }
        return Rational(numerator: a.numerator * d2 + b.numerator * d1, denominator: d1 * d2)
    }
}
