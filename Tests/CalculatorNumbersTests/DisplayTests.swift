import Testing

@testable import CalculatorNumbers

/// The display rule: every digit of an exact integer, the full expansion of an exact value that
/// ends within N digits after the point, N significant digits for everything else.
@Suite struct DisplayTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let precision: Int
        let expected: String
        let isExact: Bool
        init(_ source: String, _ expected: String, exact: Bool, precision: Int = 15) {
            self.source = source
            self.expected = expected
            self.isExact = exact
            self.precision = precision
        }
        var testDescription: String { "\(source) → \(expected)" + (precision == 15 ? "" : " at \(precision)") }
    }

    static let cases: [Case] = [
        // Rule 1
        Case("0", "0", exact: true),
        Case("-0", "0", exact: true),
        Case("-42", "-42", exact: true),
        Case("10^20", "100000000000000000000", exact: true),
        Case("2^64", "18446744073709551616", exact: true, precision: 1),
        // Rule 2, at its edge: 15 digits after the point still positional, 16 not.
        Case("1/2^15", "0.000030517578125", exact: true),
        Case("1/2^16", "1.52587890625e-5", exact: true),
        Case("1/5^16", "6.5536e-12", exact: true),
        Case("1/10^15", "0.000000000000001", exact: true),
        Case("1/10^16", "1e-16", exact: true),
        Case("1/2^20 + 1/10^20", "9.5367431640626e-7", exact: true),
        Case("-0.3", "-0.3", exact: true),
        Case("0.125", "0.125", exact: true, precision: 3),
        Case("0.1234", "0.123", exact: false, precision: 3),
        Case("123.5", "123.5", exact: true, precision: 3),
        Case("123.5555", "124", exact: false, precision: 3),
        Case("2^64 + 0.5", "18446744073709551616.5", exact: true, precision: 1),
        // Rule 3, %g's thresholds: exponent below −4 or at least N.
        Case("1/3", "0.333333333333333", exact: false),
        Case("-1/3", "-0.333333333333333", exact: false),
        Case("1/30000", "3.33333333333333e-5", exact: false),
        Case("1/3000", "0.000333333333333333", exact: false),
        Case("10^14/3", "33333333333333.3", exact: false),
        // A fraction the integer part's digits would hide is shown with an exponent (issue 49):
        // `333333333333333` read as an integer.
        Case("10^15/3", "3.33333333333333e14", exact: false),
        Case("10^15/7", "1.42857142857143e14", exact: false),
        Case("10^15/8", "125000000000000", exact: true),
        Case("10^14 + 1/3", "1e14", exact: false),
        Case("10^19/7", "1.428571428571428571e18", exact: false, precision: 19),
        Case("10^3/7", "143", exact: false, precision: 3),
        Case("10^16/3", "3.33333333333333e15", exact: false),
        Case("10^20/3", "3.33333333333333e19", exact: false),
        Case("2/3", "0.67", exact: false, precision: 2),
        Case("2/3", "0.7", exact: false, precision: 1),
        Case("99999/100000 + 1/10^20", "1", exact: false, precision: 3),
        Case("999999/1000000 + 1/10^20", "1", exact: false, precision: 5),
        Case("10^7/3", "3.33e6", exact: false, precision: 3),
        Case("1/7", "0.14285714285714285714285714285714285714285714285714", exact: false, precision: 50),
        // Ties of an exact value round half to even, as printf does on a binary value.
        Case("0.125 + 1/10^20", "0.13", exact: false, precision: 2),
        Case("(1/8) * (1 + 1/3^40) - 1/(8*3^40)", "0.12", exact: false, precision: 2),
        Case("1/8 + 1/(10^30 * 3)", "0.13", exact: false, precision: 2),
        Case("0.375 + 1/(10^30 * 3)", "0.38", exact: false, precision: 2),
        // Approximations
        Case("sqrt(2)", "1.4142135623731", exact: false),
        Case("sqrt(2) * 0", "0", exact: false),
        Case("sin(pi)", "0", exact: false),
        Case("2^0.5 * 2^0.5", "2", exact: false),
        Case("exp(ln(5))", "5", exact: false),
        Case("sqrt(2)^60", "1073741824", exact: false),
    ]

    @Test(arguments: cases)
    func display(_ c: Case) throws {
        let value = try TinyEvaluator.evaluate(c.source, precision: c.precision)
        let display = value.display(precision: c.precision)
        #expect(display.text == c.expected)
        #expect(display.isExact == c.isExact)
    }

    /// Every printed result reads back as the same value, or the nearest one at that precision.
    @Test(arguments: ["1/3", "10^20/3", "0.5^100", "2^64 + 0.5", "1/1024", "-10^30/7", "sqrt(2)", "exp(1000)"])
    func printedTextIsInput(_ source: String) throws {
        let value = try TinyEvaluator.evaluate(source)
        let again = try TinyEvaluator.evaluate(value.description)
        // The same digits (an integer read back prints positionally: rule 1).
        #expect(again.scientific(precision: 15) == value.scientific(precision: 15))
    }

    @Test func descriptionUsesFifteenDigits() throws {
        #expect(try TinyEvaluator.evaluate("1/3").description == "0.333333333333333")
        #expect(Number(7).description == "7")
        #expect(Number(numerator: 6, denominator: 4)!.description == "1.5")
        #expect(Number(numerator: 1, denominator: 0) == nil)
    }

    @Test func scientific() throws {
        #expect(try TinyEvaluator.evaluate("12345").scientific(precision: 15) == "1.2345e4")
        #expect(try TinyEvaluator.evaluate("-0.00012").scientific(precision: 15) == "-1.2e-4")
        #expect(try TinyEvaluator.evaluate("1").scientific(precision: 15) == "1e0")
        #expect(try TinyEvaluator.evaluate("0").scientific(precision: 15) == "0")
        #expect(try TinyEvaluator.evaluate("2/3").scientific(precision: 3) == "6.67e-1")
        #expect(try TinyEvaluator.evaluate("pi").scientific(precision: 5) == "3.1416e0")
        #expect(try TinyEvaluator.evaluate("sin(pi)").scientific(precision: 5) == "0")
    }
}
