import CGMP

extension Rational {
    /// The nearest `Double`, ±∞ beyond its range.
    var double: Double {
        if case .small(let n, let d) = self, n.magnitude <= 1 << 53, d <= 1 << 53 {
            // Both parts exact as doubles, so one correctly rounded division.
            return Double(n) / Double(d)
        }
        return Approximation(self, bits: 53).float.double
    }

    /// The exact value of a finite `Double`.
    init(_ value: Double) {
        precondition(value.isFinite)
        if value == 0 {
            self = .zero
            return
        }
        let significand = Int64(value.significandBitPattern | (value.isNormal ? 1 << 52 : 0))
        let exponent = Int(value.exponent) - 52 + (value.isNormal ? 0 : 1) - (value.isNormal ? 0 : 1)
        let signed = value < 0 ? -significand : significand
        let p = GMPInteger(signed)
        let unit = GMPInteger(1)
        let shift = value.isNormal ? exponent : -1074
        if shift >= 0 {
            self.init(integer: p.shiftedLeft(UInt(shift)))
        } else {
            self.init(numerator: p, denominator: unit.shiftedLeft(UInt(-shift)))
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
