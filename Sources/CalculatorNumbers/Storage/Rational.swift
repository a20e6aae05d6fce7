/// An exact rational number p/q in lowest terms, q > 0.
///
/// Small values (both parts in an `Int64`, excluding `Int64.min`) are kept inline and computed
/// with overflow-checked machine arithmetic; only when a result does not fit does it move to GMP,
/// and a GMP result that fits again moves back. So the common case allocates nothing.
enum Rational: @unchecked Sendable {
    /// numerator, denominator: coprime, denominator > 0, neither `Int64.min`.
    case small(Int64, Int64)
    /// numerator, denominator: coprime, denominator > 0, at least one outside `small`'s range.
    case big(GMPInteger, GMPInteger)

    static let zero = Rational.small(0, 1)
    static let one = Rational.small(1, 1)

    init(_ value: Int64) {
        self = value == .min ? .big(GMPInteger(value), GMPInteger(1)) : .small(value, 1)
    }

    /// From any numerator and non-zero denominator: normalizes, and demotes when small enough.
    init(numerator: GMPInteger, denominator: GMPInteger) {
        var (p, q) = (numerator, denominator)
        if q.sign < 0 { (p, q) = (-p, -q) }
        let g = GMPInteger.gcd(p, q)
        if GMPInteger.compare(g, GMPInteger(1)) != 0 { (p, q) = (p.exactlyDivided(by: g), q.exactlyDivided(by: g)) }
        self.init(normalized: p, q)
    }

    /// From coprime parts with q > 0.
    init(normalized p: GMPInteger, _ q: GMPInteger) {
        if let n = p.int64, let d = q.int64 { self = .small(n, d) } else { self = .big(p, q) }
    }

    /// From an integer.
    init(integer: GMPInteger) { self.init(normalized: integer, GMPInteger(1)) }

    var numerator: GMPInteger {
        switch self {
        case .small(let n, _): GMPInteger(n)
        case .big(let n, _): n
        }
    }

    var denominator: GMPInteger {
        switch self {
        case .small(_, let d): GMPInteger(d)
        case .big(_, let d): d
        }
    }

    var isInteger: Bool {
        switch self {
        case .small(_, let d): d == 1
        case .big(_, let d): GMPInteger.compare(d, GMPInteger(1)) == 0
        }
    }

    var sign: Int {
        switch self {
        case .small(let n, _): Int(n.signum())
        case .big(let n, _): n.sign
        }
    }

    /// Bits of the numerator plus bits of the denominator: the size that the limits bound.
    var bitWidth: Int {
        switch self {
        case .small(let n, let d): (64 - n.magnitude.leadingZeroBitCount) + (64 - d.leadingZeroBitCount)
        case .big(let n, let d): n.bitWidth + d.bitWidth
        }
    }

    /// log2 |numerator| and log2 denominator, to a double's precision (−∞ for a zero
    /// numerator): the sizes the digit limit bounds, each on its own.
    var partsLog2: (numerator: Double, denominator: Double) {
        switch self {
        case .small(let n, let d): (binaryLog(Double(n.magnitude)), binaryLog(Double(d)))
        case .big(let n, let d): (n.magnitudeLog2, d.magnitudeLog2)
        }
    }

    /// An estimate of log2 |value| (within 1), −∞ for 0.
    var magnitudeLog2: Double {
        switch self {
        case .small(let n, let d): n == 0 ? -.infinity : binaryLog(Double(n.magnitude)) - binaryLog(Double(d))
        case .big(let n, let d): n.sign == 0 ? -.infinity : Double(n.bitWidth - d.bitWidth)
        }
    }

    static prefix func - (a: Rational) -> Rational {
        switch a {
        case .small(let n, let d): .small(-n, d)
        case .big(let n, let d): Rational(normalized: -n, d)
        }
    }

    var magnitude: Rational { sign < 0 ? -self : self }

    static func == (a: Rational, b: Rational) -> Bool { compare(a, b) == 0 }

    /// −1, 0 or 1 as a is less than, equal to or greater than b.
    static func compare(_ a: Rational, _ b: Rational) -> Int {
        if case .small(let n1, let d1) = a, case .small(let n2, let d2) = b {
            if d1 == d2 { return n1 < n2 ? -1 : n1 == n2 ? 0 : 1 }
            let left = n1.multipliedFullWidth(by: d2)
            let right = n2.multipliedFullWidth(by: d1)
            if left.high != right.high { return left.high < right.high ? -1 : 1 }
            return left.low < right.low ? -1 : left.low == right.low ? 0 : 1
        }
        return GMPInteger.compare(a.numerator * b.denominator, b.numerator * a.denominator)
    }
}

/// The gcd of the magnitudes, the fast path's: Stein's binary algorithm, shifts and
/// subtractions only. (Euclid's takes a division a step, tens of cycles each: a batch line's
/// gcds cost more than the rest of its arithmetic.) But where one operand has 8 bits or more
/// than the other (a product's numerator against a denominator of 100), one division first
/// saves the binary loop a step for each of those bits.
@inline(__always) func gcd64(_ a: Int64, _ b: Int64) -> Int64 {
    var (u, v) = (a.magnitude, b.magnitude)
    if u == 0 { return Int64(truncatingIfNeeded: v) }
    if v == 0 { return Int64(truncatingIfNeeded: u) }
    if u > v { swap(&u, &v) }
    if v >> 8 >= u {
        v %= u
        if v == 0 { return Int64(truncatingIfNeeded: u) }
    }
    let shift = (u | v).trailingZeroBitCount
    u >>= u.trailingZeroBitCount
    repeat {
        v >>= v.trailingZeroBitCount
        if u > v { swap(&u, &v) }
        v -= u
    } while v != 0
    return Int64(truncatingIfNeeded: u << shift)
}
