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

/// WideRational.swift against `Number`'s own arithmetic, on values that outgrow 64 bits. (It
/// needs `Int128`: on Apple systems older than 2024's the tests return at once.)
@Suite struct WideRationalTests {
    /// Products and quotients of random literals, pushed past 64 bits, combined by the four
    /// operations: each result is `Number`'s, or nil only where `Number`'s parts need more than
    /// 127 bits.
    @Test func agreesWithNumbers() throws {
        guard #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) else { return }
        var random = SplitMix64(seed: 128)
        func literal() throws -> (WideRational, Number) {
            let significand = UInt64.random(in: 1...999_999, using: &random)
            let exponent = -Int.random(in: 0...2, using: &random)
            let small = try #require(SmallRational(significand: significand, exponent: exponent))
            let number = try Number(radix: 10, significand: significand, exponent: exponent)
            return (WideRational(small), number)
        }
        func fits(_ number: Number) -> Bool {
            guard let (n, d) = number.exactPartsLog2 else { return false }
            return n < 126 && d < 126
        }
        var (computed, past) = (0, 0)
        for _ in 0..<2_000 {
            var (x, a) = try literal()
            var (y, b) = try literal()
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let (u, c) = try literal()
                guard let next = x * u else { break }
                (x, a) = (next, try Number.product(a, c, precision: 15))
                let (v, e) = try literal()
                guard let other = y / v else { break }
                (y, b) = (other, try Number.quotient(b, e, precision: 15))
            }
            #expect(x.number == a && y.number == b)
            let pairs: [(WideRational?, Number)] = [
                (x + y, try Number.sum(a, b, precision: 15)), (x - y, try Number.difference(a, b, precision: 15)),
                (x * y, try Number.product(a, b, precision: 15)), (x / y, try Number.quotient(a, b, precision: 15)),
                (-x, -a),
            ]
            for (wide, expected) in pairs {
                if let wide {
                    #expect(wide.number == expected, "\(expected)")
                    #expect(wide.denominator > 0)
                    computed += 1
                } else {
                    // Nil only past 128 bits (or close enough that an intermediate overflows).
                    #expect(!fits(expected) || (expected.exactPartsLog2?.numerator ?? 0) > 60, "\(expected)")
                    past += 1
                }
            }
        }
        // Most results fit, and some do not: both branches are exercised.
        #expect(computed > 5_000)
        #expect(past > 0)
    }

    @Test func divisionByZeroIsNil() throws {
        guard #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) else { return }
        let one = WideRational(try #require(SmallRational(significand: 1, exponent: 0)))
        let zero = WideRational(try #require(SmallRational(significand: 0, exponent: 0)))
        #expect(one / zero == nil)
    }
}
