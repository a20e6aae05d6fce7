/// A rational whose parts fit machine words, with the arithmetic `Number` does on such values
/// (the same `Rational.smallSum` and `smallProduct`), but no enum to unwrap, no error to throw
/// and no GMP to fall back to: an operation whose result would not fit gives nil. For code that
/// computes many small values and wants a `Number` of the result only (the plain-arithmetic
/// path of a batch file), and can take the general path when it gets nil.
package struct SmallRational: Sendable {
    /// Coprime, the denominator > 0, neither `Int64.min`: `Rational.small`'s invariant.
    package let numerator: Int64
    package let denominator: Int64

    private init(_ rational: Rational?) {
        guard case .small(let n, let d)? = rational else { preconditionFailure("a small rational") }
        (numerator, denominator) = (n, d)
    }

    private static func make(_ rational: Rational?) -> SmallRational? {
        guard case .small? = rational else { return nil }
        return SmallRational(rational)
    }

    /// `significand` × 10^`exponent`, as `Number(radix: 10, significand:exponent:)` makes it, for
    /// a literal's exponent from −18 to 0; nil past that.
    package init?(significand: UInt64, exponent: Int) {
        guard significand <= UInt64(Int64.max), exponent <= 0, exponent >= -18 else { return nil }
        let n = Int64(significand)
        guard exponent < 0, n != 0 else {
            (numerator, denominator) = (n, 1)
            return
        }
        // n / 10^k in lowest terms: the only factors n can share with 10^k are 2s and 5s, so
        // they are counted out (a shift and a few divisions by a constant) rather than found by
        // a general gcd, which cost a batch line of literals a twentieth of its instructions.
        let k = -exponent
        let twos = min(n.trailingZeroBitCount, k)
        var rest = n >> twos
        var fives = 0
        while fives < k && rest % 5 == 0 {
            rest /= 5
            fives += 1
        }
        var power: Int64 = 1
        for _ in fives..<k { power *= 5 }
        (numerator, denominator) = (rest, power << (k - twos))
    }

    /// The value as a `Number`.
    package var number: Number { Number(Rational.small(numerator, denominator)) }

    package static func + (a: SmallRational, b: SmallRational) -> SmallRational? {
        make(Rational.smallSum(a.numerator, a.denominator, b.numerator, b.denominator))
    }

    package static func - (a: SmallRational, b: SmallRational) -> SmallRational? {
        make(Rational.smallSum(a.numerator, a.denominator, -b.numerator, b.denominator))
    }

    package static func * (a: SmallRational, b: SmallRational) -> SmallRational? {
        make(Rational.smallProduct(a.numerator, a.denominator, b.numerator, b.denominator))
    }

    /// a / b; nil for b = 0, whose error is the general path's to report.
    package static func / (a: SmallRational, b: SmallRational) -> SmallRational? {
        guard b.numerator != 0 else { return nil }
        let (n, d) = b.numerator < 0 ? (-b.denominator, -b.numerator) : (b.denominator, b.numerator)
        return make(Rational.smallProduct(a.numerator, a.denominator, n, d))
    }

    package static prefix func - (a: SmallRational) -> SmallRational {
        SmallRational(.small(-a.numerator, a.denominator))
    }
}
