import CGMP

extension Rational {
    /// The nearest `Double`, ±∞ beyond its range.
    var double: Double {
        if case .small(let n, let d) = self, n.magnitude <= 1 << 53, d <= 1 << 53 {
            // Both parts exact as doubles, so one correctly rounded division.
            return Double(n) / Double(d)
        }
        let (p, q) = (numerator, denominator)
        return cgmp_ratio_to_double(p.z, q.z)
    }

    /// The exact value of a finite `Double`: its integer significand times a power of two.
    init(_ value: Double) {
        precondition(value.isFinite)
        if value == 0 {
            self = .zero
            return
        }
        // Normal: (2^52 + fraction bits) · 2^(exponent − 52); subnormal: fraction bits · 2^−1074.
        let significand = Int64(value.significandBitPattern | (value.isNormal ? 1 << 52 : 0))
        let shift = value.isNormal ? Int(value.exponent) - 52 : -1074
        let p = GMPInteger(value < 0 ? -significand : significand)
        if shift >= 0 {
            self.init(integer: p.shiftedLeft(UInt(shift)))
        } else {
            self.init(numerator: p, denominator: GMPInteger(1).shiftedLeft(UInt(-shift)))
        }
    }
}

extension Number {
    /// The exact value of a finite `Double` (0.1 is 3602879701896397/36028797018963968); nil for
    /// infinities and NaN.
    package init?(exactly value: Double) {
        guard value.isFinite else { return nil }
        self.init(Rational(value))
    }
}

extension Number {
    /// An approximation of a `Double` that a rounding computation produced (a custom operation
    /// written for `Double`): approximate, with one unit in the last place of error; nil for
    /// infinities and NaN.
    package init?(computed value: Double) {
        guard value.isFinite else { return nil }
        self.init(Approximation(computed: value))
    }
}
