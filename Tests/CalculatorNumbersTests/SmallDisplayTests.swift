import SeededRandom
import Testing

@testable import CalculatorNumbers

/// The small-rational display (SmallDisplay.swift) against the general code it stands in for:
/// the same text and exactness for random fractions at every precision it answers for.
@Suite struct SmallDisplayTests {
    /// What the general code shows for n/d: the terminating expansion, else significant digits
    /// laid out as %g.
    static func general(_ n: Int64, _ d: Int64, _ precision: Int) -> Number.Display {
        let r = Rational.small(n, d)
        if let text = r.terminatingExpansion(maximumFractionDigits: precision) {
            return Number.Display(text: text, isExact: true)
        }
        let (digits, exponent, isExact) = r.significantDigits(precision)
        return Number.Display(
            text: DecimalLayout.general(digits, exponent, negative: n < 0, precision: precision, notAnInteger: true),
            isExact: isExact)
    }

    static func gcd(_ a: Int64, _ b: Int64) -> Int64 { b == 0 ? abs(a) : gcd(b, a % b) }

    @Test func agreesWithTheGeneralCode() throws {
        var random = SplitMix64(seed: 12345)
        func next() -> UInt64 { random.next() }
        var checked = 0
        for _ in 0..<20_000 {
            // Magnitudes from 1 to 10^18, denominators of every kind: powers of 2 and 5, small, huge.
            let numeratorDigits = Int(next() % 19)
            var n = Int64(next() % UInt64(Self.pow10(numeratorDigits))) + 1
            if next() % 2 == 0 { n = -n }
            let d: Int64
            switch next() % 4 {
            case 0: d = Int64(1) << (next() % 40 + 1)
            case 1: d = Int64(Self.pow10(Int(next() % 18) + 1)) / (next() % 2 == 0 ? 1 : 2)
            case 2: d = Int64(next() % 1000) + 2
            default: d = Int64(next() % UInt64(Int64.max - 2)) + 2
            }
            let g = Self.gcd(n, d)
            let (p, q) = (n / g, d / g)
            guard q > 1 else { continue }
            let precision = Int(next() % 17) + 1
            // A terminating expansion too long for a machine word is the general code's.
            guard let fast = SmallDisplay.display(p, q, precision: precision) else { continue }
            #expect(fast == Self.general(p, q, precision), "\(p)/\(q) at \(precision)")
            checked += 1
        }
        #expect(checked > 15_000)
    }

    static func pow10(_ k: Int) -> UInt64 { (0..<k).reduce(1) { acc, _ in acc * 10 } }

    static let examples: [(Int64, Int64, Int, String, Bool)] = [
        (1, 3, 15, "0.333333333333333", false),
        (-2, 3, 15, "-0.666666666666667", false),
        (1, 1024, 15, "0.0009765625", true),
        (100_000_000_000_000_000, 3, 3, "3.33e16", false),
        (2, 3, 1, "0.7", false),
        (1, 7_000_000, 15, "1.42857142857143e-7", false),
        (10_000_000_000_000_000, 3, 15, "3.33333333333333e15", false),
        (1, 2, 17, "0.5", true),
    ]

    @Test(arguments: examples)
    func example(_ n: Int64, _ d: Int64, _ precision: Int, _ text: String, _ isExact: Bool) throws {
        let g = Self.gcd(n, d)
        let display = try #require(SmallDisplay.display(n / g, d / g, precision: precision))
        #expect(display == Self.general(n / g, d / g, precision))
        #expect(display.text == text)
        #expect(display.isExact == isExact)
    }

    @Test func leavesWhatItCannotDoToTheGeneralCode() {
        #expect(SmallDisplay.display(1, 3, precision: 18) == nil)
        #expect(SmallDisplay.display(1, 1, precision: 15) == nil)
        // An expansion that ends within the precision, too long for a machine word.
        #expect(SmallDisplay.display(1_000_000_000_000_000_001, 1 << 17, precision: 17) == nil)
        #expect(
            Number(Rational.small(1_000_000_000_000_000_001, 1 << 17)).formatted(precision: 17)
                == "7629394531250.00000762939453125")
    }
}

/// The binary gcd of the fast paths against Euclid's.
@Suite struct SmallGCDTests {
    static func euclid(_ a: Int64, _ b: Int64) -> Int64 {
        var (x, y) = (a.magnitude, b.magnitude)
        while y != 0 { (x, y) = (y, x % y) }
        return Int64(truncatingIfNeeded: x)
    }

    @Test func agreesWithEuclid() {
        var random = SplitMix64(seed: 7)
        // Of every magnitude: a random word shifted right by 0 to 59 bits.
        func next() -> Int64 {
            let word = random.next()
            return Int64(bitPattern: word) >> Int64(word % 60)
        }
        let edges: [Int64] = [0, 1, -1, 2, 10, 1 << 62, .max, .min + 1, .min, 1_000_000_000_000_000_000]
        for a in edges {
            for b in edges { #expect(gcd64(a, b) == Self.euclid(a, b), "\(a), \(b)") }
        }
        for _ in 0..<100_000 {
            let (a, b) = (next(), next())
            #expect(gcd64(a, b) == Self.euclid(a, b), "\(a), \(b)")
        }
    }
}
