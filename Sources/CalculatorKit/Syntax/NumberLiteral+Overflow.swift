/// Whether a literal fits a `Double`: the tokenizer's test, in `Double` arithmetic, that a literal
/// beyond its range is an error where it is written (`1e309`); the float machine's reading of
/// the literal (Double+Literal.swift) decides only the last factor of ten.
extension NumberLiteral.Short {
    /// False when the value is certainly below the largest Double: the digits fit a `UInt64`, so
    /// a decimal literal is below 10¹⁹ · 10²⁸⁹ = 10³⁰⁸ when its exponent is at most 289, and a
    /// based one below 2⁶⁴. Else ``NumberLiteral/overflowsDouble`` decides.
    var mayOverflowDouble: Bool { radix == 10 && exponent > 289 }
}

extension NumberLiteral {
    /// Whether the value rounds to infinity as a Double (`1e309`, `0x1` and 256 zeros). Decided
    /// from the number of digits, except within a factor of ten of the largest Double.
    var overflowsDouble: Bool {
        if let short, !short.mayOverflowDouble { return false }
        if isZero { return false }
        if radix == 10 {
            // The value is in [10^top, 10^(top + 1)).
            let top = exponent + digitCount - 1
            if top != 308 { return top > 308 }
        } else {
            // The value is in [2^(bitLength - 1), 2^bitLength).
            let first = UInt64(Self.digitValue(longDigits?.first ?? UInt8(ascii: "0")))
            let bitLength = (digitCount - 1) * radix.trailingZeroBitCount + (64 - first.leadingZeroBitCount)
            if bitLength != 1024 { return bitLength > 1024 }
        }
        return !Double(self).isFinite
    }
}
