import CalculatorNumbers

/// A rational exponent of a base dimension, in lowest terms with a positive denominator:
/// `sqrt(4 m^2)` is `2 m`, and a noise density has time^(1/2).
///
/// Numerator and denominator stay within ``limit``, which keeps exponent arithmetic in machine
/// words; GNU units keeps denominators below 100 for the same reason.
///
/// ```swift
/// DimensionExponent(1, 2)?.description   // "1/2"
/// DimensionExponent(4, 2)?.description   // "2"
/// ```
package struct DimensionExponent: Hashable, Sendable, CustomStringConvertible {
    package let numerator: Int
    package let denominator: Int

    /// The largest numerator or denominator: `m^(10^6)` is an error rather than an overflow.
    package static let limit = 1_000_000

    package static let zero = DimensionExponent(uncheckedNumerator: 0, denominator: 1)
    package static let one = DimensionExponent(uncheckedNumerator: 1, denominator: 1)

    /// `numerator/denominator` in lowest terms; nil for a zero denominator or past ``limit``.
    package init?(_ numerator: Int, _ denominator: Int = 1) {
        guard denominator != 0 else { return nil }
        // Reduced in magnitudes (UInt), so neither Int.min nor a product can overflow: the
        // fuzzer's `s^.62 s^.6266266626` reached here with a 10^13 denominator.
        let g = Self.gcd(numerator.magnitude, denominator.magnitude)
        let n = numerator.magnitude / g
        let d = denominator.magnitude / g
        guard n <= UInt(Self.limit), d <= UInt(Self.limit) else { return nil }
        let negative = (numerator < 0) != (denominator < 0)
        self.init(uncheckedNumerator: negative ? -Int(n) : Int(n), denominator: Int(d))
    }

    private init(uncheckedNumerator: Int, denominator: Int) {
        self.numerator = uncheckedNumerator
        self.denominator = denominator
    }

    package var isZero: Bool { numerator == 0 }
    package var isInteger: Bool { denominator == 1 }

    /// `2`, `-1`, `1/2`: as the exponent is written after `^` (with parentheses when it is a
    /// fraction, by the caller).
    package var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    /// The sum; nil past ``limit``.
    package func adding(_ other: DimensionExponent) -> DimensionExponent? {
        let (a, o1) = numerator.multipliedReportingOverflow(by: other.denominator)
        let (b, o2) = other.numerator.multipliedReportingOverflow(by: denominator)
        let (n, o3) = a.addingReportingOverflow(b)
        let (d, o4) = denominator.multipliedReportingOverflow(by: other.denominator)
        guard !(o1 || o2 || o3 || o4) else { return nil }
        return DimensionExponent(n, d)
    }

    /// The product; nil past ``limit``.
    package func multiplied(by other: DimensionExponent) -> DimensionExponent? {
        let (n, o1) = numerator.multipliedReportingOverflow(by: other.numerator)
        let (d, o2) = denominator.multipliedReportingOverflow(by: other.denominator)
        guard !(o1 || o2) else { return nil }
        return DimensionExponent(n, d)
    }

    package var negated: DimensionExponent {
        DimensionExponent(uncheckedNumerator: -numerator, denominator: denominator)
    }

    private static func gcd(_ a: UInt, _ b: UInt) -> UInt {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return Swift.max(a, 1)
    }
}

extension DimensionExponent {
    /// The exact number `number` as an exponent (`0.5` is 1/2, `2` is 2); nil when it is not
    /// exact or passes ``limit``: a quantity's power must be a fraction a dimension can hold.
    ///
    /// ```swift
    /// DimensionExponent(exactly: Number(numerator: 1, denominator: 2)!)?.description   // "1/2"
    /// ```
    package init?(exactly number: Number) {
        guard number.isExact, let text = try? number.fraction() else { return nil }
        let parts = text.split(separator: "/")
        guard let numerator = Int(parts[0]), let denominator = parts.count == 2 ? Int(parts[1]) : 1 else {
            return nil
        }
        self.init(numerator, denominator)
    }
}
