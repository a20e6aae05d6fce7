import Testing

@testable import CalculatorNumbers

/// The size estimates that decide, before GMP computes a result, whether it is exact or
/// approximated, are of the result itself, and tight: never below the true size (or GMP could be
/// asked for a number past the limit), and within a hair above it (or a result within the limit
/// is approximated, as `mod(10^9999999, 7)` was refused).
@Suite struct ResultSizeTests {
    /// Exact log2 |n| of an integer GMP computes, for comparison.
    static func bits(_ integer: GMPInteger) -> Double { integer.magnitudeLog2 }

    static let ten = Rational.small(10, 1)

    /// A power of ten with exactly 10,000,000 digits is within the limit; one more digit is not.
    @Test func powerOfTenAtTheEdge() {
        #expect(ResultSize.power(Self.ten, 9_999_999).fits)
        #expect(!ResultSize.power(Self.ten, 10_000_000).fits)
        #expect(ResultSize.power(.small(1000, 1), 3_333_333).fits)  // 10^9999999 again
        #expect(!ResultSize.power(.small(1000, 1), 3_333_334).fits)
    }

    /// A rational base: each part is bounded on its own, not their sum.
    @Test func rationalBase() throws {
        let size = ResultSize.power(.small(2, 3), 15_000_000)
        #expect(size.numeratorLog2 == 15_000_000)
        #expect(abs(size.denominatorLog2 - 15_000_000 * 1.584962500721156) < 1e-3)
        #expect(size.fits)  // 4.5 and 7.2 million digits: both within the limit
        #expect(!ResultSize.power(.small(2, 3), 21_000_000).fits)  // a denominator of 10.03 million digits
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var size: @Sendable () -> ResultSize
        /// The true log2 of the result's numerator (an integer result, computed by GMP).
        var exact: @Sendable () throws -> Double
        var testDescription: String { id }
    }

    static let integerCases: [Case] = [
        Case(id: "20!", size: { .factorial(20) }, exact: { try bits(.factorial(20)) }),
        Case(id: "21!", size: { .factorial(21) }, exact: { try bits(.factorial(21)) }),
        Case(id: "1000!", size: { .factorial(1000) }, exact: { try bits(.factorial(1000)) }),
        Case(id: "100000!", size: { .factorial(100_000) }, exact: { try bits(.factorial(100_000)) }),
        Case(id: "C(100, 50)", size: { .binomial(100, 50) }, exact: { try bits(GMPInteger(100).choose(50)) }),
        Case(id: "C(5000, 3)", size: { .binomial(5000, 3) }, exact: { try bits(GMPInteger(5000).choose(3)) }),
        Case(
            id: "C(10^6, 10)", size: { .binomial(1_000_000, 10) },
            exact: { try bits(GMPInteger(1_000_000).choose(10)) }),
        Case(
            id: "C(200000, 100000)", size: { .binomial(200_000, 100_000) },
            exact: { try bits(GMPInteger(200_000).choose(100_000)) }),
        Case(
            id: "P(1000, 500)", size: { .permutations(1000, 500) },
            exact: { try bits(GMPInteger(1000).choose(500) * .factorial(500)) }),
        Case(id: "P(10^6, 2)", size: { .permutations(1_000_000, 2) }, exact: { binaryLog(1e6 * 999_999) }),
        Case(
            id: "10^300 + 1", size: { .sum(Rational(integer: .power(10, 300)), .one) },
            exact: { try bits(.power(10, 300) + GMPInteger(1)) }),
        Case(
            id: "2^200 · 3^100",
            size: { .product(Rational(integer: .power(2, 200)), Rational(integer: .power(3, 100))) },
            exact: { 200 + 100 * binaryLog(3) }),
        Case(
            id: "10^300 mod 7", size: { .remainder(Rational(integer: .power(10, 300)), .small(7, 1)) },
            exact: { binaryLog(7) }),
    ]

    /// Never below the true size, and within a millionth of a bit above it (n ≤ 20: exact).
    @Test(arguments: integerCases) func tight(_ c: Case) throws {
        let (estimate, exact) = (c.size().numeratorLog2, try c.exact())
        #expect(estimate >= exact - 1e-9, "\(c.id): \(estimate) below \(exact)")
        #expect(estimate <= exact + 1e-6 * Swift.max(1, exact / 1000), "\(c.id): \(estimate) far above \(exact)")
    }

    /// Where Robbins' bounds lose their precision (n ln n past 2^53), n^k still bounds.
    @Test func hugeBinomialsFallBackOnAPower() {
        let n = 1 << 62
        #expect(ResultSize.binomial(n, 2).numeratorLog2 <= 2 * 62 + 1e-9)
        #expect(ResultSize.binomial(n, 2).numeratorLog2 >= 2 * 62 - 1)
        #expect(ResultSize.permutations(n, 3).numeratorLog2 <= 3 * 62 + 1e-9)
    }

    /// The quotient of two large values is bounded part by part: n!/n! and n!/(n−2)! fit.
    @Test func quotientsOfFactorials() throws {
        let a = Rational(integer: try .factorial(1_000_000))
        let b = Rational(integer: try .factorial(999_998))
        #expect(ResultSize.quotient(a, a).fits)
        #expect(ResultSize.quotient(a, b).fits)
        #expect(!ResultSize.product(a, a).fits)
    }

    /// Whole expressions near the limit: computed when the result fits, whatever the operands.
    @Test(arguments: [
        ("mod(10^9999999, 7)", "6"),
        ("10^9999999 % 7", "6"),
        ("(10^9999999 + 1) % 10", "1"),
        ("fact(10^6) / fact(999998)", "999999000000"),
        ("fact(10^6) / fact(10^6)", "1"),
        ("5e9999999 / 10^9999999", "5"),
        ("(2/3)^15000000 < 1", "1"),
        ("lcm(2^33000000, 2^33000000) / 2^33000000", "1"),
        ("(1 << 33219276) >> 33219270", "64"),
    ])
    func computedNearTheLimit(_ source: String, _ expected: String) throws {
        #expect(try TinyEvaluator.evaluate(source).description == expected)
    }
}
