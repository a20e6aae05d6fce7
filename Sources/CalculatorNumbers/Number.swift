import CGMP

/// A value calc computes with: exact, a rational p/q of arbitrary-size integers, or approximate,
/// a binary floating-point number of a chosen precision with a bound on its error.
///
/// Exact in, exact out wherever the result is rational; irrational results, and anything with an
/// approximate operand, are approximate. See README.md in this folder for the rules.
///
/// ```swift
/// let third = try Number(1) / Number(3)
/// third.isExact            // true
/// third.description        // "0.333333333333333"
/// Double(third)            // 0.3333333333333333
/// ```
public struct Number: Sendable, Hashable, CustomStringConvertible {
    enum Value: @unchecked Sendable {
        case exact(Rational)
        case approximate(Approximation)
    }

    let value: Value

    init(_ rational: Rational) { value = .exact(rational) }
    init(_ approximation: Approximation) { value = .approximate(approximation) }

    /// An exact integer.
    ///
    /// ```swift
    /// Number(3).isInteger   // true
    /// ```
    public init(_ integer: Int) { self.init(Rational(Int64(integer))) }

    /// The exact fraction `numerator / denominator`; nil when the denominator is 0.
    ///
    /// ```swift
    /// Number(numerator: 6, denominator: 4)?.description   // "1.5"
    /// ```
    public init?(numerator: Int, denominator: Int) {
        guard denominator != 0 else { return nil }
        self.init(Rational(numerator: GMPInteger(numerator), denominator: GMPInteger(denominator)))
    }

    /// Whether the value is exact: a rational number, not a rounded approximation.
    public var isExact: Bool {
        if case .exact = value { return true }
        return false
    }

    /// Whether the value is a whole number (exact or not).
    public var isInteger: Bool {
        switch value {
        case .exact(let r): r.isInteger
        case .approximate(let a): a.float.isInteger
        }
    }

    /// The value as an `Int`, when it is an exact integer within `Int`'s range.
    package var exactInt: Int? {
        guard case .exact(let r) = value, r.isInteger, let n = r.numerator.int64 else { return nil }
        return Int(exactly: n)
    }

    /// −1, 0 or 1.
    package var sign: Int {
        switch value {
        case .exact(let r): r.sign
        case .approximate(let a): a.float.sign
        }
    }

    package var isZero: Bool { sign == 0 }

    /// log2 of an exact value's numerator and denominator magnitudes (to a double's precision;
    /// −∞ for a numerator of 0); nil for an approximation. For size estimates made before a
    /// computation, as ``ResultSize`` makes them: a complex power's parts.
    package var exactPartsLog2: (numerator: Double, denominator: Double)? {
        if case .exact(let r) = value { return r.partsLog2 }
        return nil
    }

    /// The text calc prints at the default precision of 15 significant digits.
    public var description: String { formatted(precision: 15) }

    /// Equal when both are exact and equal, or both approximate with the same value and error
    /// bound. (For the numeric comparison that `==` in calc means, use ``compare(_:_:)``.)
    public static func == (a: Number, b: Number) -> Bool {
        switch (a.value, b.value) {
        case (.exact(let x), .exact(let y)): x == y
        case (.approximate(let x), .approximate(let y)):
            cgmp_fr_cmp(x.float.x, y.float.x) == 0 && x.errorLog2 == y.errorLog2
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isExact)
        hasher.combine(Double(self))
    }

    /// The exact value: the rational itself, or the approximation's binary value taken exactly.
    var rational: Rational {
        switch value {
        case .exact(let r): r
        case .approximate(let a): a.exactValue
        }
    }

    /// The value as an approximation of `bits` (an exact value is rounded; an approximation is
    /// kept at its own precision).
    func approximation(bits: Int) -> Approximation {
        switch value {
        case .exact(let r): Approximation(r, bits: bits)
        case .approximate(let a): a
        }
    }
}

extension Double {
    /// The `Double` nearest to `number`; ±∞ beyond `Double`'s range.
    public init(_ number: Number) {
        switch number.value {
        case .exact(let r): self = r.double
        case .approximate(let a): self = a.float.double
        }
    }
}
