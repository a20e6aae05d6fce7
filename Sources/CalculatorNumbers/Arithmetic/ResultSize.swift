/// How large an exact result can be, worked out before GMP computes it: log2 of the most its
/// numerator and its denominator can be. A result that does not fit is computed as an
/// approximation instead.
///
/// The digit limit (``NumberLimits/digits``) is on each part of a result, so each is bounded on
/// its own, and the bound is of the result, not of the operands: `mod(10^9999999, 7)` is less
/// than 7 however large 10^9999999 is, `(2/3)^n` has a numerator of n bits and a denominator of
/// n·log2 3, not their sum, and `10^9999999` has exactly 10,000,000 digits. Each bound is the
/// result's size before common factors cancel, so it is exact for integers and never too small.
///
/// ```swift
/// ResultSize.power(.small(10, 1), 9_999_999).fits    // true: within the limit
/// ResultSize.power(.small(10, 1), 10_000_000).fits   // false: 10,000,001 digits
/// ```
struct ResultSize {
    /// log2 of the most the numerator's magnitude can be; −∞ for a result of 0.
    var numeratorLog2: Double
    /// log2 of the most the denominator can be.
    var denominatorLog2: Double = 0

    /// Whether both parts have at most ``NumberLimits/digits`` digits.
    var fits: Bool { NumberLimits.fits(log2: Swift.max(numeratorLog2, denominatorLog2)) }

    /// Bits of both parts together: what computing the result costs in memory, and about in work.
    var bits: Double { Swift.max(0, numeratorLog2) + Swift.max(0, denominatorLog2) }

    static let zero = ResultSize(numeratorLog2: -.infinity)

    /// a·b = (a.n·b.n) / (a.d·b.d).
    static func product(_ a: Rational, _ b: Rational) -> ResultSize {
        let (x, y) = (a.partsLog2, b.partsLog2)
        if a.sign == 0 || b.sign == 0 { return .zero }
        return ResultSize(numeratorLog2: x.numerator + y.numerator, denominatorLog2: x.denominator + y.denominator)
    }

    /// a/b = (a.n·b.d) / (a.d·b.n); b ≠ 0.
    static func quotient(_ a: Rational, _ b: Rational) -> ResultSize {
        let (x, y) = (a.partsLog2, b.partsLog2)
        if a.sign == 0 { return .zero }
        return ResultSize(numeratorLog2: x.numerator + y.denominator, denominatorLog2: x.denominator + y.numerator)
    }

    /// a + b: |a.n|·b.d + |b.n|·a.d over a.d·b.d, or over the one denominator when they are equal.
    static func sum(_ a: Rational, _ b: Rational) -> ResultSize {
        let (x, y) = (a.partsLog2, b.partsLog2)
        if x.denominator == y.denominator, GMPInteger.compare(a.denominator, b.denominator) == 0 {
            return ResultSize(numeratorLog2: sumLog2(x.numerator, y.numerator), denominatorLog2: x.denominator)
        }
        return ResultSize(
            numeratorLog2: sumLog2(x.numerator + y.denominator, y.numerator + x.denominator),
            denominatorLog2: x.denominator + y.denominator)
    }

    /// The remainder of a by b, truncated or floored (b ≠ 0): less than |b| in magnitude, over a
    /// denominator that divides a.d·b.d; so its numerator is less than |b.n|·a.d.
    static func remainder(_ a: Rational, _ b: Rational) -> ResultSize {
        let (x, y) = (a.partsLog2, b.partsLog2)
        if a.sign == 0 { return .zero }
        return ResultSize(numeratorLog2: y.numerator + x.denominator, denominatorLog2: x.denominator + y.denominator)
    }

    /// base^±n: each part of a base in lowest terms raised to n (a negative power swaps them).
    static func power(_ base: Rational, _ n: UInt64) -> ResultSize {
        let parts = base.partsLog2
        return ResultSize(numeratorLog2: parts.numerator * Double(n), denominatorLog2: parts.denominator * Double(n))
    }

    /// n!: at most Robbins' upper bound, ln n! < n ln n − n + ½ ln 2πn + 1/12n.
    static func factorial(_ n: Int) -> ResultSize {
        ResultSize(numeratorLog2: logFactorial(n, upper: true) / ln2)
    }

    /// n!/(k!·(n − k)!), 0 ≤ k ≤ n: Robbins' bounds, or n^k where they lose their precision.
    static func binomial(_ n: Int, _ k: Int) -> ResultSize {
        if k == 0 || k == n { return ResultSize(numeratorLog2: 0) }
        let robbins = logFactorial(n, upper: true) - logFactorial(k, upper: false) - logFactorial(n - k, upper: false)
        return ResultSize(numeratorLog2: Swift.min(robbins / ln2 + slack(n), Double(k) * binaryLog(Double(n))))
    }

    /// n!/(n − k)!, 0 ≤ k ≤ n: Robbins' bounds, or n^k where they lose their precision.
    static func permutations(_ n: Int, _ k: Int) -> ResultSize {
        if k == 0 { return ResultSize(numeratorLog2: 0) }
        let robbins = logFactorial(n, upper: true) - logFactorial(n - k, upper: false)
        return ResultSize(numeratorLog2: Swift.min(robbins / ln2 + slack(n), Double(k) * binaryLog(Double(n))))
    }

    private static let ln2 = 0.6931471805599453

    /// log2(2^x + 2^y), for the magnitude of a sum.
    static func sumLog2(_ x: Double, _ y: Double) -> Double {
        let (high, low) = x >= y ? (x, y) : (y, x)
        if low == -.infinity { return high }
        return high + binaryLog(1 + binaryPower(low - high))
    }

    /// ln n! bounded above or below (Robbins, 1955): n ln n − n + ½ ln 2πn plus 1/12n above,
    /// 1/(12n + 1) below. Up to 256!, the sum ln 2 + … + ln n instead: the bounds differ by
    /// 1/144n², a thousandth of a bit at n = 3.
    private static func logFactorial(_ n: Int, upper: Bool) -> Double {
        if n <= 256 { return (1...Swift.max(n, 1)).reduce(0) { $0 + naturalLog(Double($1)) } }
        let x = Double(n)
        let stirling = x * naturalLog(x) - x + 0.5 * naturalLog(2 * Double.pi * x)
        return stirling + 1 / (upper ? 12 * x : 12 * x + 1)
    }

    /// The rounding a difference of Robbins' terms for n can carry, in bits: a few units in the
    /// last place of n ln n, which are whole bits once n passes about 10^15.
    private static func slack(_ n: Int) -> Double {
        let x = Double(n)
        return 4 * (x * naturalLog(x)).ulp / ln2
    }
}
