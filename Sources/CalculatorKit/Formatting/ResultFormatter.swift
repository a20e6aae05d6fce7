import CNumberFormat
import CalculatorNumbers

/// Writes numbers the way results are displayed.
///
/// As C's `%.15g`: 15 significant digits, trailing zeros trimmed, exponent form when the
/// exponent is below −4 or at least the precision; but with the exponent written without `+` or
/// leading zeros (`1e20`, `1.5e-7`), integral values below 2^53 in full, and negative zero as
/// `0`. Every result is valid input: `inf`, `-inf` and `nan` included.
///
/// ```swift
/// ResultFormatter.string(for: 0.1 + 0.2)   // "0.3"
/// ResultFormatter.string(for: 1e20)        // "1e20"
/// ResultFormatter.string(for: 1 / 3, precision: 5)   // "0.33333"
/// ```
public enum ResultFormatter {
    /// 2^53: every integer below it is exactly representable, so printing all digits is honest.
    private static let exactIntegerLimit = 9_007_199_254_740_992.0

    /// `value` as a result is displayed, with `precision` significant digits (clamped to 1…17).
    ///
    /// ```swift
    /// ResultFormatter.string(for: 2.0 / 3, precision: 3)   // "0.667"
    /// ```
    public static func string(for value: Double, precision: Int = 15) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == 0 { return "0" }
        if value == value.rounded(.towardZero) && abs(value) < exactIntegerLimit {
            return String(Int64(value))
        }
        let digits = min(max(precision, 1), CalculatorOptions.doublePrecision)
        // Most values in machine words (SmallDisplay, checked against the C library's digits in
        // ResultFormatterTests); the rest through snprintf.
        if let text = SmallDisplay.general(value, precision: digits) { return text }
        return cLibraryString(for: value, digits: digits)
    }

    /// ``string(for:precision:)``'s text as bytes, handed to `body`; for most values with no
    /// `String` made (a batch run writes one for every line: row 3d of BENCHMARKS.md).
    static func withText(for value: Double, precision: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        // What string(for:precision:) writes by SmallDisplay: a non-integral finite value.
        if value.isFinite, value != value.rounded(.towardZero) || abs(value) >= exactIntegerLimit,
            SmallDisplay.withGeneral(value, precision: min(max(precision, 1), CalculatorOptions.doublePrecision), body)
        {
            return
        }
        var text = string(for: value, precision: precision)
        text.withUTF8(body)
    }

    /// ``string(for:precision:)`` through the C library alone, `digits` within 1…17.
    static func cLibraryString(for value: Double, digits: Int) -> String {
        let text = printf(value, digits)
        // Rounded to fewer digits, the largest doubles would read back as too large.
        if abs(value) > 1.7e308 && digits < 17 && !(Double(text)?.isFinite ?? false) {
            return printf(value, 17)
        }
        return text
    }

    /// `%.*g`, with the exponent rewritten as `e20` / `e-7`. The C library does the rounding
    /// (correctly, from the exact binary value); the text is built in place, in a stack buffer,
    /// since this runs once for every line of a batch file.
    private static func printf(_ value: Double, _ precision: Int) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 40) { buffer in
            let count = Int(calc_format_double(buffer.baseAddress, 40, Int32(precision), value))
            return String(unsafeUninitializedCapacity: count) { text in
                var (index, length) = (0, 0)
                while index < count {
                    let byte = UInt8(bitPattern: buffer[index])
                    text[length] = byte
                    length += 1
                    index += 1
                    guard byte == UInt8(ascii: "e") else { continue }
                    if buffer[index] == CChar(UInt8(ascii: "-")) {
                        text[length] = UInt8(ascii: "-")
                        length += 1
                        index += 1
                    } else if buffer[index] == CChar(UInt8(ascii: "+")) {
                        index += 1
                    }
                    while index < count - 1 && buffer[index] == CChar(UInt8(ascii: "0")) { index += 1 }
                }
                return length
            }
        }
    }
}
