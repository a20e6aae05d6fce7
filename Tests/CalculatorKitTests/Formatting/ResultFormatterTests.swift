import SeededRandom
import Testing

@testable import CalculatorKit
@testable import CalculatorNumbers

/// `ResultFormatter`'s machine-word digits (SmallDisplay.general) against the C library's
/// `snprintf("%.*g")`, which it stands in for: the same text for random doubles of every
/// magnitude and every precision from 1 to 17.
struct ResultFormatterTests {
    @Test func agreesWithTheCLibrary() {
        var random = SplitMix64(seed: 2024)
        func next() -> UInt64 { random.next() }
        var fast = 0
        for index in 0..<50_000 {
            let value: Double
            switch index % 5 {
            // Any bit pattern: every exponent, subnormals, inf and NaN included.
            case 0: value = Double(bitPattern: next())
            // Row-3-like results: a few decimals combined.
            case 1: value = (Double(next() % 100_000) / 100) / (Double(next() % 10_000 + 1) / 10)
            // Halfway cases at 15 digits: short decimals scaled by powers of two.
            case 2:
                value = Double(next() % 1_000_000) * Double(sign: .plus, exponent: -Int(next() % 40), significand: 1)
            // Integers past 2^53, where the display rounds.
            case 3: value = Double(next() >> 1)
            default: value = Double(next() % 1_000_000_007) / Double(next() % 1_000_000_007 + 1)
            }
            guard value.isFinite, value != 0, value != value.rounded(.towardZero) || abs(value) >= 0x1p53 else {
                continue
            }
            if SmallDisplay.general(value, precision: 15) != nil { fast += 1 }
            for precision in [1, 2, 6, 15, 16, 17] {
                let expected = ResultFormatter.cLibraryString(for: value, digits: precision)
                #expect(
                    ResultFormatter.string(for: value, precision: precision) == expected, "\(value) at \(precision)")
            }
        }
        // The comparison covers the machine-word digits, not only the fallback.
        #expect(fast > 30_000)
    }

    @Test(arguments: [
        (0.1 + 0.2, "0.3"), (1.0 / 3, "0.333333333333333"), (-394.43499466951, "-394.43499466951"),
        (1.5e-7, "1.5e-7"), (1e20, "1e20"), (123456789012345.5, "123456789012346"), (0.5, "0.5"),
        (9.2e18, "9.2e18"), (2.5e-3, "0.0025"),
    ])
    func examples(_ value: Double, _ text: String) {
        #expect(ResultFormatter.string(for: value) == text)
        #expect(ResultFormatter.cLibraryString(for: value, digits: 15) == text)
    }
}
