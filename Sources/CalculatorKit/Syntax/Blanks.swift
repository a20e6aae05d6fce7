extension Unicode.Scalar {
    /// Whether the language reads this scalar as a blank between tokens: a space, a tab or a
    /// carriage return (a newline ends a statement, so it is not a blank).
    ///
    /// ```swift
    /// ("\t" as Unicode.Scalar).isCalculatorBlank   // true
    /// ("\n" as Unicode.Scalar).isCalculatorBlank   // false
    /// ```
    package var isCalculatorBlank: Bool { isASCII && UInt8(truncatingIfNeeded: value).isCalculatorBlank }
}

extension UInt8 {
    /// Whether this byte, read as UTF-8, is one of the language's blanks: the set of
    /// ``Unicode/Scalar/isCalculatorBlank``, written once, for the readers that scan bytes.
    /// Inlinable, as they call it for every byte of a line.
    ///
    /// ```swift
    /// UInt8(ascii: "\r").isCalculatorBlank   // true
    /// ```
    @inlinable package var isCalculatorBlank: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\r")
    }
}

extension StringProtocol {
    /// The text without blanks (`isCalculatorBlank`: space, tab, carriage return) at either end, nor
    /// any of `extra`.
    ///
    /// ```swift
    /// " 2 + 3\t".trimmingBlanks()                 // "2 + 3"
    /// "x = 3 ;".trimmingBlanks(alsoTrimming: ";")   // "x = 3"
    /// ```
    package func trimmingBlanks(alsoTrimming extra: Unicode.Scalar? = nil) -> String {
        let scalars = unicodeScalars
        let isTrimmed = { (scalar: Unicode.Scalar) in scalar.isCalculatorBlank || scalar == extra }
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }
}
