import Testing

@testable import CalculatorNumbers

/// Approximations: MPFR at the working precision, and the error bound that hides digits the
/// inputs' rounding makes meaningless.
@Suite struct ApproximateTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let expected: String
        let precision: Int
        init(_ source: String, _ expected: String, precision: Int = 15) {
            self.source = source
            self.expected = expected
            self.precision = precision
        }
        var testDescription: String { "\(source) → \(expected)" + (precision == 15 ? "" : " at \(precision)") }
    }

    static let cases: [Case] = [
        Case("sqrt(2)", "1.4142135623731"),
        Case("sqrt(2)", "1.41421356237309504880168872421", precision: 30),
        Case("sin(pi)", "0"),
        Case("cos(pi/2)", "0"),
        Case("tan(pi)", "0"),
        Case("sqrt(2)^2 - 2", "0"),
        Case("sin(pi)", "0", precision: 1000),
        Case("sin(1e-20)", "1e-20"),
        // Large exact arguments reach MPFR whole (the trust issue's examples; mpmath's values).
        Case("sin(10^300)", "-0.985750425160377"),
        Case("cos(10^60)", "-0.557182948248567"),
        Case("tan(10^60)", "-1.49033592616136"),
        Case("atan(10^60)", "1.5707963267949"),
        Case("tanh(10^60)", "1"),
        Case("asinh(10^60)", "138.848252760203"),
        Case("sin(10^1000)", "0.65335979821037"),
        Case("sin(10^300)", "-0.98575042516037699660904753142989546907771531256103", precision: 50),
        // Near a zero, a pole or a domain edge, an exact argument is given more bits until the
        // bound shows every digit (the differential test's extremes; mpmath's values).
        Case("ln(1 + 10^-1000)", "1e-1000"),
        Case("tan(1.5707963267948966192313)", "4.61007102947816e22"),
        Case("acos(1 - 2.663 * 10^-39)", "7.29794491620758e-20"),
        Case("atanh(1 - 7.827 * 10^-36)", "40.7643156167614"),
        Case("gamma(-11 + 2.915 * 10^-39)", "-8.5942052780246e30"),
        Case("gamma(-8 + 8.386 * 10^-34)", "2.95749908199228e28"),
        Case("gamma(1.043 * 10^-1000)", "9.58772770853308e999"),
        Case("exp(1000)", "1.97007111401705e434"),
        Case("exp(1)", "2.71828182845905"),
        Case("e", "2.71828182845905"),
        Case("pi", "3.14159265358979"),
        Case("tau", "6.28318530717959"),
        Case("phi", "1.61803398874989"),
        Case("2^0.5", "1.4142135623731"),
        Case("ln(3)", "1.09861228866811"),
        Case("log(8, 2)", "3"),
        Case("log(100)", "2"),
        Case("log10(2)", "0.301029995663981"),
        Case("sin(1)", "0.841470984807897"),
        Case("atan2(1, 1)", "0.785398163397448"),
        Case("atan2(0, -1)", "3.14159265358979"),
        Case("hypot(3, 4)", "5"),
        Case("hypot(1, 1)", "1.4142135623731"),
        Case("sinh(1)", "1.1752011936438"),
        Case("acosh(2)", "1.31695789692482"),
        Case("atanh(0.5)", "0.549306144334055"),
        Case("fact(2.5)", "3.32335097044784"),
        Case("gamma(0.5)", "1.77245385090552"),
        Case("(-2.5)!", "2.36327180120735"),
        Case("sind(45)", "0.707106781186548"),
        Case("cosd(45)", "0.707106781186548"),
        Case("tand(30)", "0.577350269189626"),
        Case("deg(pi)", "180"),
        Case("rad(180)", "3.14159265358979"),
        Case("sin(pi/6)", "0.5"),
        Case("0.1 + sqrt(2) - sqrt(2)", "0.1"),
        Case("1e20 + sin(pi)", "1e20"),
        Case("sqrt(2) * 10^20", "1.4142135623731e20"),
        Case("sqrt(2) / 10^20", "1.4142135623731e-20"),
        Case("-sqrt(2)", "-1.4142135623731"),
        Case("floor(sqrt(2))", "1"),
        // At 114 bits, √(10^100 + 1) is known to about 10^15: the difference is all rounding.
        Case("sqrt(10^100 + 1) - 10^50", "0"),
        Case("sqrt(10^100 + 1) - 10^50", "5e-51", precision: 120),
        Case("exp(pi * 10^5)", "4.3190097468464e136437"),
        // The base's rounding (2^-114), raised to about 10^30 = 2^100, leaves three digits.
        Case("(1 + 1e-30) ^ (10^30 + 0.5)", "2.72"),
        Case("ln(exp(1000))", "1000"),
        Case("sqrt(2) == sqrt(2)", "1"),
        Case("sqrt(2) < 1.5", "1"),
    ]

    @Test(arguments: cases)
    func approximate(_ c: Case) throws {
        let value = try TinyEvaluator.evaluate(c.source, precision: c.precision)
        #expect(value.formatted(precision: c.precision) == c.expected)
    }

    @Test func approximationsAreNotExact() throws {
        for source in ["sqrt(2)", "pi", "sin(1)", "2^0.5", "ln(3)", "sqrt(2) + 1", "1/3 + pi - pi"] {
            let value = try TinyEvaluator.evaluate(source)
            #expect(!value.isExact, "\(source)")
            #expect(!value.isDisplayExact(precision: 15), "\(source)")
        }
    }

    @Test func piToAThousandDigits() throws {
        let value = try TinyEvaluator.evaluate("pi", precision: 1000)
        #expect(value.formatted(precision: 1000) == PiDigits.thousand)
    }

    @Test func precisionTenThousand() throws {
        let text = try TinyEvaluator.evaluate("pi", precision: 10_000).formatted(precision: 10_000)
        #expect(text.count == 10_001)
        #expect(text.hasPrefix(PiDigits.thousand.dropLast()))  // its last digit is rounded
    }

    /// Threads other than the first get the wide exponent range too.
    @Test func wideRangeOnAnotherThread() async throws {
        let text = try await Task.detached { try TinyEvaluator.evaluate("exp(10^10)").description }.value
        #expect(text == "1.07775060795856e4342944819")
    }
}
