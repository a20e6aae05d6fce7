import CalculatorKit
import CalculatorNumbers
import Testing

/// Results that were errors though they have a value (issue 48, item 14): each is now the value.
@Suite struct FalseErrorTests {
    static func shown(_ source: String) -> String {
        let brain = CalculatorBrain()
        guard let last = brain.execute(source).last else { return "nothing" }
        return ValueFormat(brain.options).text(of: last)?.text ?? "error: \(last.error?.message ?? "")"
    }

    /// `(1+i)^(10^7)` is exactly 2^5000000 (1.5 million digits): a power past a million whose
    /// parts fit the exact limit is taken exactly, where `exp(n·ln z)` gave an imaginary part of
    /// 0 with a bound, "lost in rounding".
    @Test func aLargeGaussianPowerIsExact() throws {
        let brain = CalculatorBrain()
        let value = try brain.evaluateValue("(1+i)^(10^7)")
        #expect(value.isExact)
        #expect(value == (try brain.evaluateValue("2^5000000")))
        #expect(Self.shown("(1-i)^(4*10^6 + 2)") == Self.shown("-2^(2*10^6 + 1) i"))
        // Past the limit it is an approximation as before.
        #expect(Self.shown("(3+4i)^(10^8)") == Self.shown("exp(10^8 * ln(3+4i))"))
    }

    /// `tan` on the imaginary axis is `i·tanh(b)`: finite where `sin` and `cos` overflow.
    @Test func tanOfALargeImaginaryNumberIsI() {
        #expect(Self.shown("tan(10^20 i)") == "i")
        #expect(Self.shown("tan(-10^20 i)") == "-i")
        #expect(Self.shown("tan(2i)") == "0.964027580075817i")
    }

    /// An argument whose bound spans a period at the working precision is computed again with
    /// more digits, as it was once assigned to a variable: the statement said "too imprecise".
    @Test func tanOfACancellationIsRefined() {
        #expect(Self.shown("tan((10^50 + sqrt(2)) - 10^50)") == "6.33411916704219")
        #expect(Self.shown("x = (10^50 + sqrt(2)) - 10^50; tan(x)") == "6.33411916704219")
    }
}
