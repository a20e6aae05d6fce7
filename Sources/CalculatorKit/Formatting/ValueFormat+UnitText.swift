// A unit as written after a number, so that the text reads back as the same quantity.

extension ValueFormat {
    /// `unit` (as ``ProductText`` writes it: `m^2`, `s^-1`, `kg*m/s^2`, `m^(3/2)`) as written
    /// after a number: a power the unit-power syntax does not read there (an integer in it past
    /// ``ConversionTargetSyntax/maximumExponent``) in parentheses, `2 (m^100)`, `3 m*(Hz^111)`,
    /// as `2 m^100` reads as `(2 m)^100`.
    static func afterNumber(_ unit: String) -> String {
        // Nearly every unit's powers are small: one pass over its bytes, and no new string.
        guard hasLargePower(unit) else { return unit }
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

    /// Whether an integer in a power of `unit` is past ``ConversionTargetSyntax/maximumExponent``,
    /// by its bytes: a digit run after a `^`, within the power's parentheses when it has them.
    private static func hasLargePower(_ unit: String) -> Bool {
        // Through the contiguous bytes, as every unit's text is: the `utf8` view's generic
        // iteration cost 177 instructions a line of row 9.
        unit.utf8.withContiguousStorageIfAvailable(hasLargePower) ?? hasLargePower(Array(unit.utf8))
    }

    private static func hasLargePower(_ bytes: some Collection<UInt8>) -> Bool {
        var inPower = false
        var depth = 0
        var value = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "^"):
                (inPower, depth, value) = (true, 0, 0)
            case UInt8(ascii: "0")...UInt8(ascii: "9") where inPower:
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                if value > ConversionTargetSyntax.maximumExponent { return true }
            case UInt8(ascii: "("), UInt8(ascii: "-"),
                UInt8(ascii: "/") where inPower:
                if byte == UInt8(ascii: "(") { depth += 1 }
                value = 0
            case UInt8(ascii: ")") where inPower && depth > 0:
                depth -= 1
                if depth == 0 { inPower = false }
            default:
                if depth == 0 { inPower = false }
                value = 0
            }
        }
        return false
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
