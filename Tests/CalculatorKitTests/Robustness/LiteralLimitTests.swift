import CalculatorKit
import Testing

/// A number literal past the exact-number limit is a `limit` error at the literal, in every
/// arithmetic, before its digits are converted or kept: a 200,000,000-digit literal used to take
/// 78 s and 1.4 GB before any answer.
struct LiteralLimitTests {
    static let tooLong = "this number has more than 10,000,000 digits (the limit for exact numbers)"
    static let digits = Limits.maximumDigits

    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var literal: @Sendable () -> String
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(id: "10,000,001 digits") { String(repeating: "7", count: digits + 1) },
        Case(id: "leading zeros, then 10,000,001 digits, a point and an exponent") {
            "000" + String(repeating: "3", count: digits) + ".5e-20"
        },
        Case(id: "separators between 10,000,001 digits") {
            "1" + String(repeating: "_000", count: digits / 3) + "_0"
        },
        Case(id: "hexadecimal past 33,219,281 bits") { "0x" + String(repeating: "f", count: 33_219_281 / 4 + 1) },
    ]

    @Test(arguments: cases, [CalculatorOptions.Arithmetic.exact, .checked, .ieee])
    func refusedAtTheLiteral(_ test: Case, _ arithmetic: CalculatorOptions.Arithmetic) {
        let literal = test.literal()
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: arithmetic))
        let error = brain.execute("2 + \(literal) * 3")[0].error
        #expect(error?.kind == .limit)
        #expect(error?.message == Self.tooLong)
        #expect(error?.range.utf8Offsets == 4..<4 + literal.utf8.count)
    }

    /// The limit is on significant digits: leading zeros do not count, and a literal of exactly
    /// 10,000,000 digits is read (in IEEE arithmetic, where it is then too large for a Double:
    /// converting it exactly takes seconds in a debug build).
    @Test func withinTheLimit() throws {
        let zeros = String(repeating: "0", count: Self.digits + 5)
        #expect(try CalculatorBrain().evaluateNumber("\(zeros)42") == Number(42))
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .ieee))
        let error = brain.execute(String(repeating: "9", count: Self.digits))[0].error
        #expect(error?.message == "number is too large for a Double (the largest is about 1.8e308)")
    }

    /// An exponent of 18 digits is read as written: `1e150000000000000000` used to read as
    /// `1e10000000000000` (every exponent past 13 digits was clamped), so this was 0.
    @Test func anEighteenDigitExponentIsReadAsWritten() throws {
        let brain = CalculatorBrain()
        #expect(try brain.evaluateNumber("1000^(5*10^16) == 1e150000000000000000") == Number(1))
        #expect(try brain.evaluateNumber("1e-999999999999999999 < 1e-10000000000000") == Number(1))
    }

    /// One more digit is a `limit` error at the literal, in every arithmetic.
    @Test(arguments: [CalculatorOptions.Arithmetic.exact, .checked, .ieee])
    func aLongerExponentIsRefused(_ arithmetic: CalculatorOptions.Arithmetic) {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: arithmetic))
        for literal in ["1e1000000000000000000", "2.5E-0012345678901234567890"] {
            let error = brain.execute("1 + \(literal)")[0].error
            #expect(error?.kind == .limit)
            #expect(error?.range.utf8Offsets == 4..<4 + literal.utf8.count)
        }
    }
}
