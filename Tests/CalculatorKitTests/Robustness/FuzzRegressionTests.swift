import CalculatorKit
import Testing

/// Inputs that libFuzzer (Fuzz/, `make fuzz`) found to crash, hang or trip a sanitizer, each
/// pinned to what it must do now. The name says which target found it and how.
struct FuzzRegressionTests {
    /// fuzz-compile, a timeout: `lcm(3, 01e308, 2,6O)` (O a free variable) looped forever.
    /// lcm(3, 1e308) overflows to inf, and Euclid's loop on inf and 2 reaches NaN, never 0.
    @Test func lcmOverflowingPartWayEndsInTheFuzzersInput() throws {
        let ieee = CalculatorBrain(options: CalculatorOptions(arithmetic: .ieee))
        #expect(try ieee.compile("lcm(3, 01e308, 2,6O)").evaluate([1]) == .infinity)
        let checked = CalculatorBrain(options: CalculatorOptions(arithmetic: .checked))
        let expression = try checked.compile("lcm(3, 01e308, 2,6O)")
        #expect(throws: CalculatorError.self) { try expression.evaluate(["O": 1]) }
    }

    /// The same through `evaluate`: inf in IEEE arithmetic, "overflow" in checked arithmetic —
    /// not "lcm takes n ≥ 0", which it said before, since lcm takes negative numbers too.
    @Test(arguments: ["lcm(3, 1e308, 2, 6)", "lcm(1e308, 3, 7)", "lcm(-3, 1e308, 5)", "lcm(2^1000, 3, 1e300, 2)"])
    func lcmOverflowingPartWayEnds(source: String) throws {
        let ieee = CalculatorBrain(options: CalculatorOptions(arithmetic: .ieee))
        #expect(try ieee.evaluate(source) == .infinity)
        let checked = CalculatorBrain(options: CalculatorOptions(arithmetic: .checked))
        #expect(checked.execute(source).first?.error?.message == "overflow")
    }

    @Test func lcmOfFractionsStillSaysWholeNumbers() {
        #expect(CalculatorBrain().execute("lcm(1.5, 2)").first?.error?.message == "lcm takes whole numbers")
    }

    /// fuzz-execute (exact arithmetic), a trap: `6 s^.62 s^.6266…e-H3…` overflowed the check of a
    /// unit's exponent, whose denominator was about 10^15. Now an error at the second power. (The
    /// fuzzer's line goes on with an unknown name, which compiling finds before anything is
    /// computed, as in a line of numbers: that error was the line's; since issue 49 its `e-H…`,
    /// an `e` against a number with no exponent's digits, is a syntax error first.)
    @Test func aUnitsPowerWithAHugeDenominatorIsAnError() {
        let input = "6 s^.62 s^.626626662607015e-H307015e-342607015e-307015e-34"
        let error = CalculatorBrain().execute(input).first?.error
        #expect(error?.message == "an exponent needs digits after 'e'")
        #expect(error?.range.column == 27)
        let power = CalculatorBrain().execute("6 s^.62 s^.626626662607015").first?.error
        #expect(power?.message == "a unit's power is too fine: ^0.626626662607015")
        #expect(power?.range.column == 10)
    }
}
