import Platform
import Testing

@testable import CalculatorNumbers

/// Errors keep checked arithmetic's words; results too large even as an approximation are refused
/// before GMP or MPFR computes them (those past the exact limit only are approximated:
/// PastTheLimitTests).
@Suite struct ErrorAndLimitTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let error: NumberError
        init(_ source: String, _ error: NumberError) {
            self.source = source
            self.error = error
        }
        var testDescription: String { "\(source) → \(error.message)" }
    }

    static let limit = NumberError.limit(
        "the result is too large even as an approximation (more than about 10^(1.39e18))")
    static let tooSmall = NumberError.limit(
        "the result is too close to zero even as an approximation (less than about 10^(-1.39e18))")

    static let errorCases: [Case] = [
        Case("1/0", .divisionByZero),
        Case("0/0", .divisionByZero),
        // An approximate 0 may be a tiny nonzero number: undecided here, an error at the brain's
        // refinement cap (DecisionTests).
        Case("1/(sqrt(2) - sqrt(2))", .undecided("division by a value too close to zero to tell")),
        Case("5 % 0", .divisionByZero),
        Case("mod(5, 0)", .divisionByZero),
        Case("0^-1", .divisionByZero),
        Case("sqrt(-1)", .noRealValue(.squareRoot)),
        Case("ln(0)", .domain("logarithm of zero")),
        Case("ln(-1)", .noRealValue(.logarithm)),
        Case("log(8, 1)", .noRealValue(.logarithmBase)),
        Case("log(8, -2)", .noRealValue(.logarithmBase)),
        Case("(-1)!", .domain("factorial of a negative integer")),
        Case("fact(-3)", .domain("factorial of a negative integer")),
        Case("gamma(0)", .domain("gamma is undefined at zero and the negative integers")),
        Case("gamma(-2)", .domain("gamma is undefined at zero and the negative integers")),
        Case("(-8)^(1/3)", .noRealValue(.fractionalPower)),
        Case("(-2)^0.5", .noRealValue(.fractionalPower)),
        Case("asin(2)", .noRealValue(.arcsine)),
        Case("acos(-1.5)", .noRealValue(.arccosine)),
        Case("acosh(0.5)", .noRealValue(.inverseHyperbolicCosine)),
        Case("atanh(1)", .noRealValue(.inverseHyperbolicTangent)),
        Case("tand(90)", .domain("tan is undefined at 90° + k·180°")),
        Case("tand(-270)", .domain("tan is undefined at 90° + k·180°")),
        Case("gcd(1.5, 3)", .domain("gcd takes whole numbers")),
        Case("lcm(2, sqrt(2))", .domain("lcm takes whole numbers")),
        Case("ncr(-1, 2)", .domain("ncr takes n ≥ 0")),
        Case("npr(2.5, 2)", .domain("npr takes whole numbers")),
        Case("0.5 & 1", .invalidOperand(0, "bitwise operators take integers")),
        Case("1 & 0.5", .invalidOperand(1, "bitwise operators take integers")),
        Case("sqrt(5) | 1", .invalidOperand(0, "bitwise operators take integers")),
        Case("1 << -1", .invalidOperand(1, "negative shift count")),
        Case("bitnot(1/2)", .invalidOperand(0, "bitwise operators take integers")),
        Case("2^2^2^2^2^2", limit),
        Case("10^(2^70)", limit),
        Case("(-10)^(2^70 + 1)", limit),
        Case("(1/10)^(2^70)", tooSmall),
        Case("10^(10^10)^10", limit),
        Case("fact(10^30)", limit),
        Case("gamma(10^30)", limit),
        Case("1 << 10^30", limit),
        Case("1 << 2^62", limit),
        Case("ncr(10^30, 5*10^29)", limit),
        Case("npr(10^30, 10^29)", limit),
        Case("exp(10^30)", .overflow),
    ]

    /// The cases whose way to the error passes through a call estimated to be long: 2^(2^65536)
    /// is found too large by MPFR's power of a 65,536-bit exponent, which overflows at once.
    static let reachedThroughALongCall: Set = ["2^2^2^2^2^2"]

    /// Refused, not computed: under a stop test that refuses every long GMP or MPFR call before
    /// it starts (as the live preview's does), the error is still the case's, so nothing long was
    /// started on the way to it.
    @Test(arguments: errorCases)
    func error(_ c: Case) {
        // Only the kind of result, so a value computed by mistake is not printed in full.
        #expect(throws: c.error) {
            if Self.reachedThroughALongCall.contains(c.source) {
                _ = try TinyEvaluator.evaluate(c.source).isExact
            } else {
                try StopCheck.with(LongCallTests.Refuse()) { _ = try TinyEvaluator.evaluate(c.source).isExact }
            }
        }
    }

    /// Just below the limit still computes.
    @Test func belowTheLimit() throws {
        let value = try TinyEvaluator.evaluate("10^(10^6)")
        #expect(value.description.count == 1_000_001)
        #expect(try TinyEvaluator.evaluate("1 << 1000000").isInteger)
        #expect(try TinyEvaluator.evaluate("0^(10^30)").description == "0")
        #expect(try TinyEvaluator.evaluate("0 << 10^30").description == "0")
        #expect(try TinyEvaluator.evaluate("5 >> 10^30").description == "0")
        #expect(try TinyEvaluator.evaluate("-5 >> 10^30").description == "-1")
    }

    @Test func limitsAreNamed() {
        #expect(NumberLimits.digits == 10_000_000)
        #expect(NumberLimits.bits >= Int(Double(NumberLimits.digits) * 3.3219280948))
        #expect(NumberLimits.precisionDigits.contains(10_000))
        #expect(Self.limit.message.contains("too large even as an approximation"))
    }
}
