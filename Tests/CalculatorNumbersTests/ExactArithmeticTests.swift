import Testing

@testable import CalculatorNumbers

/// Exact in, exact out: the value printed, and that it stayed exact.
@Suite struct ExactArithmeticTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let expected: String
        init(_ source: String, _ expected: String) {
            self.source = source
            self.expected = expected
        }
        var testDescription: String { "\(source) → \(expected)" }
    }

    static let cases: [Case] = [
        Case("2^64", "18446744073709551616"),
        Case("2^64 + 1 - 2^64", "1"),
        Case("0.1 + 0.2", "0.3"),
        Case("0.1 + 0.2 == 0.3", "1"),
        Case("19.99 * 3", "59.97"),
        Case("2^64 + 0.5", "18446744073709551616.5"),
        Case("1/1024", "0.0009765625"),
        Case("1/3", "0.333333333333333"),
        Case("2/3", "0.666666666666667"),
        Case("10^20/3", "3.33333333333333e19"),
        Case("0.5^100", "7.88860905221012e-31"),
        Case("(2/3)^-2", "2.25"),
        Case("8^(1/3)", "2"),
        Case("1^(19/50)", "1"),
        Case("0^(2/7)", "0"),
        Case("(9/4)^(1/2)", "1.5"),
        Case("sqrt(9/4)", "1.5"),
        Case("cbrt(-27)", "-3"),
        Case("1.5e-3", "0.0015"),
        Case("0xff", "255"),
        Case("0b1010", "10"),
        Case("0o10", "8"),
        Case("1_000", "1000"),
        Case("fact(20)", "2432902008176640000"),
        Case("21!", "51090942171709440000"),
        Case("gamma(5)", "24"),
        Case("-7 % 3", "-1"),
        Case("7 % -3", "1"),
        Case("7.5 % 2", "1.5"),
        Case("mod(-7, 3)", "2"),
        Case("mod(7, -3)", "-2"),
        Case("round(2.5)", "3"),
        Case("round(-2.5)", "-3"),
        Case("round(2.4)", "2"),
        Case("floor(-1/2)", "-1"),
        Case("ceil(-1/2)", "0"),
        Case("ceil(7/2)", "4"),
        Case("trunc(-7/2)", "-3"),
        Case("abs(-3/4)", "0.75"),
        Case("sign(-1/3)", "-1"),
        Case("min(3, 1/2, 2)", "0.5"),
        Case("max(3, 1/2, 2)", "3"),
        Case("gcd(12, -18)", "6"),
        Case("lcm(4, 6)", "12"),
        Case("lcm(0, 6)", "0"),
        Case("ncr(5, 2)", "10"),
        Case("ncr(5, 7)", "0"),
        Case("npr(5, 2)", "20"),
        Case("ncr(100, 50)", "100891344545564193334812497256"),
        Case("(-2)^63", "-9223372036854775808"),
        Case("2^63 - 1 + 1", "9223372036854775808"),
        Case("-(2^63) / 2^63", "-1"),
        Case("9223372036854775807 * 9223372036854775807 / 9223372036854775807", "9223372036854775807"),
        Case("(1/9223372036854775807) + (1/9223372036854775806)", "2.16840434497101e-19"),
        Case("log10(1000)", "3"),
        Case("log2(1/8)", "-3"),
        Case("0^0", "1"),
        Case("(-1)^(10^30)", "1"),
        Case("(-1)^(10^30 + 1)", "-1"),
        Case("1e400 / 1e399", "10"),
        Case("sind(30)", "0.5"),
        Case("cosd(60)", "0.5"),
        Case("tand(135)", "-1"),
        Case("sind(-90)", "-1"),
    ]

    @Test(arguments: cases)
    func exact(_ c: Case) throws {
        let value = try TinyEvaluator.evaluate(c.source)
        #expect(value.description == c.expected)
        #expect(value.isExact)
    }

    @Test func tenToThe400HasEveryDigit() throws {
        let text = try TinyEvaluator.evaluate("10^400").description
        #expect(text == "1" + String(repeating: "0", count: 400))
    }

    @Test func hundredFactorialHasEveryDigit() throws {
        let text = try TinyEvaluator.evaluate("fact(100)").description
        #expect(text.count == 158)
        #expect(text.hasPrefix("93326215443944152681"))
    }

    @Test func literalParts() throws {
        #expect(try Number(radix: 10, significand: "15", exponent: -4)!.fraction() == "3/2000")
        #expect(try Number(radix: 10, significand: "1", exponent: -1)!.fraction() == "1/10")
        #expect(try Number(significand: 1, exponent: 400).description.count == 401)
        #expect(try Number(radix: 16, significand: "ff")!.description == "255")
        #expect(try Number(radix: 16, significand: "FFFFFFFFFFFFFFFFFFFF")!.description == "1208925819614629174706175")
        #expect(try Number(significand: UInt64.max).description == "18446744073709551615")
        #expect(try Number(radix: 10, significand: "12a") == nil)
    }

    @Test func doubleConversions() throws {
        #expect(
            Number(exactly: 0.1)!.formatted(precision: 60)
                == "0.1000000000000000055511151231257827021181583404541015625")
        #expect(try Number(exactly: 0.1)!.fraction() == "3602879701896397/36028797018963968")
        #expect(Number(exactly: Double.leastNonzeroMagnitude).map(Double.init) == Double.leastNonzeroMagnitude)
        #expect(Number(exactly: -1.7976931348623157e308).map(Double.init) == -1.7976931348623157e308)
        #expect(Number(exactly: .infinity) == nil)
        #expect(Double(try TinyEvaluator.evaluate("1/3")) == 1.0 / 3)
        #expect(Double(try TinyEvaluator.evaluate("2^64 + 1 - 2^64")) == 1)
        #expect(Double(try TinyEvaluator.evaluate("10^400")) == .infinity)
        #expect(Double(try TinyEvaluator.evaluate("-(10^400)")) == -.infinity)
        #expect(Double(try TinyEvaluator.evaluate("(2^70 + 1) / 2^70")) == 1)
        #expect(Double(try TinyEvaluator.evaluate("exp(1000)")) == .infinity)
        // Subnormal: one rounding, not two. 2^-1075 + 2^-1200 is just above half the smallest
        // double; rounded to 53 bits first it would become the tie 2^-1075, and then 0.
        #expect(Double(try TinyEvaluator.evaluate("1/2^1075 + 1/2^1200")) == Double.leastNonzeroMagnitude)
        #expect(Double(try TinyEvaluator.evaluate("1/2^1075")) == 0)
        #expect(Double(try TinyEvaluator.evaluate("3/2^1076")) == Double.leastNonzeroMagnitude)
        #expect(Double(try TinyEvaluator.evaluate("(2^1024 - 2^970) - 1/2")) == .greatestFiniteMagnitude)
    }

    @Test func hashableAgreesWithEquality() throws {
        let a = try TinyEvaluator.evaluate("1/2 + 1/4")
        let b = try TinyEvaluator.evaluate("3/4")
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        #expect(try TinyEvaluator.evaluate("2^70") == TinyEvaluator.evaluate("2^35 * 2^35"))
    }
}
