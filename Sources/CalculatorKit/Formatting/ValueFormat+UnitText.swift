// A unit as written after a number, so that the text reads back as the same quantity.

extension ValueFormat {
    /// `unit` (as ``ProductText`` writes it: `m^2`, `s^-1`, `kg*m/s^2`, `m^(3/2)`) as written
    /// after a number: a power the unit-power syntax does not read there (an integer in it past
    /// ``ConversionTargetSyntax/maximumExponent``) in parentheses, `2 (m^100)`, `3 m*(Hz^111)`,
    /// as `2 m^100` reads as `(2 m)^100`.
    static func afterNumber(_ unit: String) -> String {
        guard unit.contains("^") else { return unit }
        var written = ""
        var symbol = ""
        var rest = Substring(unit)
        while let character = rest.popFirst() {
            guard character == "^" else {
                if "*/()".contains(character) {
                    written += symbol + String(character)
                    symbol = ""
                } else {
                    symbol.append(character)
                }
                continue
            }
            // The exponent: `-12`, `7` or `(-3/2)`.
            var exponent = ""
            if rest.first == "(" {
                while let next = rest.popFirst() {
                    exponent.append(next)
                    if next == ")" { break }
                }
            } else {
                while let next = rest.first, next == "-" || next.isASCII && next.isNumber {
                    exponent.append(next)
                    rest.removeFirst()
                }
            }
            let power = symbol + "^" + exponent
            written += readsAfterNumber(exponent) ? power : "(" + power + ")"
            symbol = ""
        }
        return written + symbol
    }

    /// Whether every integer in `exponent` is at most ``ConversionTargetSyntax/maximumExponent``.
    private static func readsAfterNumber(_ exponent: String) -> Bool {
        var value = 0
        for character in exponent {
            guard let digit = character.wholeNumberValue, character.isASCII else {
                value = 0
                continue
            }
            value = value * 10 + digit
            if value > ConversionTargetSyntax.maximumExponent { return false }
        }
        return true
    }
}
