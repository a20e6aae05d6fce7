import SeededRandom
import Testing

@testable import CalculatorKit

/// ``ValueFormat/withText(of:in:_:)`` writes the commonest results from a buffer, with no
/// `String`: its bytes must be ``ValueFormat/string(for:in:)``'s, whichever way a value goes.
struct ValueFormatBytesTests {
    static func bytes(_ format: ValueFormat, _ value: Value, _ presentation: Presentation = .plain) -> String {
        var text = ""
        format.withText(of: value, in: presentation) { text = String(decoding: $0, as: UTF8.self) }
        return text
    }

    static let doubles: [Double] = [
        0, -0.0, 1, -1, 0.1, 1.0 / 3, -2.0 / 3, 1e-5, 1.5e-300, 5e-324, 123_456.789, 9_007_199_254_740_992,
        9_007_199_254_740_993.5e3, 1e20, -1e21, 1.7976931348623157e308, .infinity, -.infinity, .nan, 0.001,
        1e15 / 7, 99_999.999_999_999_99, 2.5, 0.000_123_456_789_012_345_6,
    ]

    @Test(arguments: [1, 3, 7, 15, 17, 30])
    func doublesAsTheirStrings(_ precision: Int) {
        let format = ValueFormat(precision: precision)
        var random = SplitMix64(seed: UInt64(precision))
        let drawn = (0..<2_000).map { _ in
            Double(
                bitPattern: random.next() & ~(0x7FF << 52) | (UInt64.random(in: 0x3C0...0x440, using: &random) << 52))
        }
        for value in Self.doubles + drawn {
            #expect(Self.bytes(format, .float(value)) == format.string(for: .float(value), in: .plain), "\(value)")
        }
    }

    @Test(arguments: [1, 5, 15, 17, 40])
    func numbersAsTheirStrings(_ precision: Int) {
        let format = ValueFormat(precision: precision)
        var values: [Number] = [Number(0), Number(-7), Number(Int.max)]
        for numerator in [-1_000_003, -25, 1, 7, 22, 355, 1_048_577, Int.max / 3] {
            for denominator in [2, 3, 7, 10, 113, 1024, 3125, 999_983, Int.max - 24] {
                values.append(Number(numerator: numerator, denominator: denominator)!)
            }
        }
        for number in values {
            #expect(Self.bytes(format, .number(number)) == format.string(for: .number(number), in: .plain))
        }
    }

    /// In another base, or a presentation that is not plain, the text is the general code's.
    @Test func otherPresentationsAsTheirStrings() {
        var format = ValueFormat()
        format.base = .hex
        #expect(Self.bytes(format, .number(Number(255))) == "0xff")
        #expect(Self.bytes(ValueFormat(), .number(Number(255)), Presentation(format: .hex)) == "0xff")
    }
}
