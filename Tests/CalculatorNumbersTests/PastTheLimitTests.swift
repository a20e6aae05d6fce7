import Platform
import Testing

@testable import CalculatorNumbers

/// Exact when it fits, approximate when it does not: an exact result that would pass the size
/// limit (10,000,000 digits in its numerator or denominator) is computed as an approximation at
/// the working precision, its error bound that one rounding carried through, instead of being
/// refused. The digits are mpmath's (`mpmath.nstr(value, 15)`, 50 digits where the precision is
/// 50); the size estimate is of the result, so a result that fits stays exact however large its
/// operands.
@Suite struct PastTheLimitTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let text: String
        let isExact: Bool
        var precision = 15
        var testDescription: String { "\(source) → \(text)\(isExact ? "" : " (approximate)")" }
    }

    static func exact(_ source: String, _ text: String) -> Case { Case(source: source, text: text, isExact: true) }
    static func approximate(_ source: String, _ text: String, precision: Int = 15) -> Case {
        Case(source: source, text: text, isExact: false, precision: precision)
    }

    static let cases: [Case] = [
        // The issue's examples: (1 + 10^-6)^(10^6) fits (two parts of 6 million digits), so it
        // is exact and shown rounded; one more factor of ten in both does not, and is approximated.
        exact("1.000001^1000000", "2.71828046931938"),
        exact("(1+1/10^6)^(10^6)", "2.71828046931938"),
        approximate("1.0000001^10000000", "2.71828169254497"),
        approximate("1.0000001^10000000", "2.7182816925449662711985502257778132731535082712844", precision: 50),
        approximate("(1 + 1e-30) ^ (10^30)", "2.71828182845905"),
        exact("fact(10^6) / fact(10^6)", "1"),
        exact("fact(10^6) / fact(999998)", "999999000000"),
        // Just under the limit (10,000,000 digits) and just over (10,000,001).
        exact("10^9999999 / 10^9999998", "10"),
        approximate("10^10000000", "1e10000000"),
        approximate("1e20000000 / 7", "1.42857142857143e19999999"),
        approximate("1.5e-20000000", "1.5e-20000000"),
        exact("3^20959032 / 3^20959031", "3"),
        approximate("3^20959033", "1.32638869226337e10000000"),
        approximate("(1/3)^20959033", "7.53926813333715e-10000001"),
        approximate("2^33219281", "1.03607351706547e10000000"),
        approximate("2^-33219281", "9.65182473568439e-10000001"),
        approximate("fact(1723508)", "5.29007030703233e10000001"),
        approximate("3^20959033 / fact(1723508)", "0.0250731770143045"),
        approximate("fact(10^6) * fact(10^6)", "6.82925669494052e11131417"),
        approximate("(2/3)^(3*10^7)", "1.69172420324087e-5282738"),
        // Estimated past the limit, but in lowest terms within it: exact.
        exact("(2/3)^15000000 * (3/2)^15000000", "1"),
        exact("10^9999999 - (10^9999999 - 1)", "1"),
        exact("10^9999999 + 1/3 - 10^9999999", "0.333333333333333"),
        approximate("10^9999999 * 9 / 7 + 1/3", "1.28571428571429e9999999"),
        // Functions whose exact results pass the limit.
        approximate("fact(10^9)", "9.90462657922299e8565705522"),
        approximate("gamma(10^8)", "1.61720379492146e756570548"),
        approximate("ncr(10^9, 5*10^8)", "1.16391497689384e301029991"),
        approximate("npr(10^9, 10^8)", "2.17350766142708e897752293"),
        exact("ncr(10^30, 2)", "499999999999999999999999999999500000000000000000000000000000"),
        approximate("1 << 10^12", "9.57624423149274e301029995663"),
        approximate("3 << 33219280", "1.5541102755982e10000000"),
        approximate("lcm(2^33000000, 3^20000000, 5)", "4.46966148441516e19476415"),
        approximate("lcm(2^33000000, 3^20000000, 6, 2^33000000)", "8.93932296883031e19476414"),
        approximate("10^(10^10)", "1e10000000000"),
        approximate("10^(2*10^7)", "1e20000000"),
        approximate("(10^(5*10^6))^3", "1e15000000"),
        approximate("1e20000000", "1e20000000"),
        // A remainder whose denominator passes the limit (3^20000000·7^600000) is computed
        // exactly, then rounded: 10^457574 is a multiple of 1/7^600000, so what is left is
        // 1/3^20000000 (an approximation from rounded operands would be off by a whole 1/7^600000).
        approximate("(10^457574 + 1/3^20000000) % (1/7^600000)", "8.04649510190418e-9542426"),
        approximate("-(10^457574 + 1/3^20000000) % (1/7^600000)", "-8.04649510190418e-9542426"),
        approximate("mod(10^457574 + 1/3^20000000, -1/7^600000)", "-1.49965529719164e-507059"),
    ]

    @Test(arguments: cases)
    func pastTheLimit(_ c: Case) throws {
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        let start = Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9
        let value = try TinyEvaluator.evaluate(c.source, precision: c.precision)
        #expect(value.isExact == c.isExact)
        #expect(value.formatted(precision: c.precision) == c.text)
        clock_gettime(CLOCK_MONOTONIC, &clock)
        let elapsed = Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9 - start
        // Seconds, not minutes, even on a loaded machine.
        #expect(elapsed < 30, "\(c.source) took \(elapsed) s")
    }

    /// A periodic function of an approximation past the limit, whose error spans whole periods:
    /// its whole range as the ball (0 ± 1), at once, not after MPFR reduces an argument with an
    /// exponent of billions of bits (minutes and gigabytes: `sin(exp(10^10))` took 15 GB); tan,
    /// with a pole in every period, is an error.
    @Test(arguments: ["sin(10^(10^8))", "cos(10^(10^10))", "sin(exp(10^10))", "cos(2^(10^9) + 1/3)"])
    func periodicFunctionOfAWholePeriod(_ source: String) throws {
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        let start = Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9
        let value = try TinyEvaluator.evaluate(source)
        guard case .approximate(let a) = value.value else {
            Issue.record("\(source) is exact")
            return
        }
        #expect(a.float.isZero && a.errorLog2 == 0)
        #expect(value.description == "0")
        clock_gettime(CLOCK_MONOTONIC, &clock)
        #expect(Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9 - start < 5, "\(source) was not at once")
        // Undecided, as more working digits may narrow a bound (issue 48: `tan((10^50 + sqrt(2))
        // - 10^50)`); the brain's refinement gives the same message at its cap, at once.
        #expect(
            throws: NumberError.undecided(
                "tan of an approximation too imprecise to tell: its error spans a whole period")
        ) {
            _ = try TinyEvaluator.evaluate("tan(10^(10^8))")
        }
    }

    /// The approximation's bound is honest and tight: the true value (mpmath's, to 30 digits)
    /// is within it, and it is no wider than a few units of the working precision.
    @Test(arguments: [
        ("1.0000001^10000000", "2.71828169254496627119855022578"),
        ("2^33219281", "1.03607351706546763620524523995e10000000"),
        ("fact(1723508)", "5.29007030703232531866024266142e10000001"),
        ("ncr(10^9, 5*10^8)", "1.16391497689383993823942713641e301029991"),
        ("lcm(2^33000000, 3^20000000, 6)", "8.93932296883031243794505223685e19476414"),
    ])
    func boundHoldsTheTrueValue(_ source: String, _ truth: String) throws {
        let value = try TinyEvaluator.evaluate(source)
        guard case .approximate(let a) = value.value else {
            Issue.record("\(source) is exact")
            return
        }
        let reference = try TinyEvaluator.evaluate(truth, precision: 40).approximation(bits: 200)
        let difference = try Number.difference(Number(a), Number(reference), precision: 40)
        guard case .approximate(let d) = difference.value else { return }
        // mpmath's 30 digits are themselves off by up to half a unit in the 30th digit: 2^-97.5
        // relatively at most.
        #expect(d.float.magnitudeLog2 <= Approximation.sum(a.errorLog2, a.magnitudeLog2 - 97))
        #expect(a.errorLog2 - a.magnitudeLog2 <= -Double(NumberLimits.workingBits(digits: 15)) + 8)
    }
}
