// Rounding an exact rational to an integer: each in one division.

extension Rational {
    var truncated: Rational { rounded(small: { $0 / $1 }, big: { $0.truncatingDivided(by: $1) }) }

    var floor: Rational {
        rounded(
            small: { n, d in n / d - (n % d < 0 ? 1 : 0) },
            big: { $0.flooringDivided(by: $1) })
    }

    var ceiling: Rational {
        rounded(
            small: { n, d in n / d + (n % d > 0 ? 1 : 0) },
            big: { $0.ceilingDivided(by: $1) })
    }

    /// The nearest integer, halves away from zero (`round(2.5)` is 3, `round(-2.5)` is −3).
    var roundedAwayFromZero: Rational {
        if isInteger { return self }
        // ⌊|x| + 1/2⌋ with the sign put back.
        let half = Rational.small(1, 2)
        let up = (magnitude + half).floor
        return sign < 0 ? -up : up
    }

    private func rounded(small: (Int64, Int64) -> Int64, big: (GMPInteger, GMPInteger) -> GMPInteger) -> Rational {
        switch self {
        case .small(_, 1): self
        case .small(let n, let d): .small(small(n, d), 1)
        case .big(let n, let d): Rational(integer: big(n, d))
        }
    }
}
