import Foundation
import Testing

@testable import CalculatorKit

/// A stop ends a statement inside one long GMP or MPFR call (run in a child process that the
/// stop kills), with the statement's own error, and the next statement runs; a time limit as
/// short as the live preview's refuses such a call before it starts. Each case is a behaviour:
/// its error, not a time, shows that the stop happened inside the call (the call alone takes
/// seconds to minutes, far past the limit).
struct LongCallStopTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let precision: Int
        var testDescription: String { "\(source) at \(precision) digits" }
    }

    /// One long call each: a binomial coefficient of 10^7 bits (4 s), Γ at 10,000 digits (a
    /// minute), ln Γ past 2,000 bits, π and e, and a sine of 70,000 bits.
    static let longCalls = [
        Case(source: "ncr(10^7, 5*10^6) > 0", precision: 15),
        Case(source: "fact(10^6) > 0", precision: 15),
        Case(source: "gamma(2.5)", precision: 10_000),
        Case(source: "ncr(10^9, 5*10^8)", precision: 1_000),
        Case(source: "pi", precision: 100_000),
        Case(source: "1 + e", precision: 100_000),
        Case(source: "sin(1)", precision: 20_000),
    ]

    @Test(arguments: longCalls)
    func aShortTimeLimitRefusesALongCallAndTheNextStatementRuns(_ c: Case) {
        let brain = CalculatorBrain(options: CalculatorOptions(precision: c.precision, timeLimit: .milliseconds(50)))
        let results = brain.execute("\(c.source); 2 + 2")
        #expect(results.map(\.error?.message) == ["evaluation would take longer than 0.05 s", nil])
        #expect(results.map(\.error?.kind) == [.interrupted, nil])
        #expect(results.first?.error?.range.column == 1)
        #expect(brain.result == 4)
    }

    /// Under a limit long enough to start the call, it is stopped at the limit inside the call.
    @Test func aTimeLimitStopsACallRunning() {
        let brain = CalculatorBrain(options: CalculatorOptions(precision: 10_000, timeLimit: .milliseconds(300)))
        let results = brain.execute("x = gamma(2.5); 2 + 2")
        #expect(results.map(\.error?.message) == ["evaluation took longer than 0.3 s", nil])
        #expect(brain.state.variables["x"] == nil)
        #expect(brain.result == 4)
    }

    /// `Interruption.requestStop()` from another thread, while the call runs in its child.
    @Test func aRequestFromAnotherThreadStopsACallRunning() throws {
        let brain = CalculatorBrain()
        let stop = brain.requestStop(after: 0.2)
        let error = #expect(throws: CalculatorError.self) { try brain.evaluate("1 + ncr(10^7, 5*10^6)") }
        #expect(error?.kind == .interrupted)
        #expect(error?.message == "interrupted")
        #expect(error?.range.column == 5)
        stop.reset()
        #expect(try brain.evaluate("ncr(10, 5)") == 252)
    }

    /// The gcd that keeps a fraction of two numbers of millions of bits in lowest terms takes
    /// seconds; its callers cannot throw, so it gives up for a stand-in and the statement fails.
    @Test func aRequestStopsTheGcdOfAHugeFraction() {
        let brain = CalculatorBrain()
        brain.requestStop(after: 0.3)
        let results = brain.execute("x = 3^(2*10^7) / 7^(5*10^6)")
        #expect(results.map(\.error?.message) == ["interrupted"])
        #expect(brain.state.variables["x"] == nil)
    }

    /// A long call with nothing to stop it, and one under a limit it keeps, give their values:
    /// the child's result is the call's.
    @Test func aLongCallWithinItsLimitGivesItsValue() throws {
        let brain = CalculatorBrain(options: CalculatorOptions(precision: 700, timeLimit: .seconds(60)))
        brain.interruption = Interruption()
        let value = try brain.evaluateValue("gamma(2.5)")
        let text = ValueFormat(brain.options).text(of: value).text
        // Γ(5/2) = 3√π/4; mpmath: 1.329340388179137020473625612505858887098162092091790346160355842…
        #expect(text.hasPrefix("1.32934038817913702047362561250585888709816209209179034616035584238968346344"))
        #expect(text.count == 701)
        #expect(try brain.evaluate("ncr(6*10^5, 25*10^4) == ncr(6*10^5, 35*10^4)") == 1)
    }
}
