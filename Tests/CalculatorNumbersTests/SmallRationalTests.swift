import SeededRandom
import Testing

@testable import CalculatorNumbers

/// SmallRational.swift against `Number`'s own arithmetic, which it stands in for on small values.
@Suite struct SmallRationalTests {
    /// A literal's value in lowest terms, as `Number(radix:significand:exponent:)` makes it: for
    /// significands with many factors of 2 and 5 and none, at every exponent from −18 to 0.
    @Test func literalsAreInLowestTerms() throws {
        var random = SplitMix64(seed: 47)
        var significands: [UInt64] = [0, 1, 5, 10, 25, 1_000, 12_300, 99_999, 1 << 62, 5_000_000_000_000_000_000]
        for _ in 0..<300 {
            let twos = UInt64.random(in: 0...20, using: &random)
            let fives = UInt64.random(in: 0...8, using: &random)
            var value = UInt64.random(in: 1...999_999, using: &random) << twos
            for _ in 0..<fives { value *= 5 }
            significands.append(value)
        }
        for significand in significands where significand <= UInt64(Int64.max) {
            for exponent in -18...0 {
                let small = try #require(SmallRational(significand: significand, exponent: exponent))
                let expected = try Number(radix: 10, significand: significand, exponent: exponent)
                #expect(small.number == expected, "\(significand)e\(exponent)")
                #expect(small.denominator > 0, "\(significand)e\(exponent)")
            }
        }
        #expect(SmallRational(significand: 1, exponent: -19) == nil)
        #expect(SmallRational(significand: UInt64(Int64.max) + 1, exponent: 0) == nil)
    }
}
