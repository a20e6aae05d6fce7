import Foundation
import Testing

@testable import CalculatorKit

/// An evaluation stops early when asked through the brain's `Interruption` (Ctrl-C) or at the
/// options' time limit, with an error at that statement and no effect on the state.
struct InterruptionTests {
    /// More calls of a user function than the call limit allows (`Limits.maximumCallCount`), so a
    /// stop that is not honoured shows as a different error, the call limit's, not as a time.
    static let doubling = "f(n) = if(n <= 0, 0, f(n - 1) + f(n - 1))"

    @Test func aRequestMadeBeforeStopsEveryStatementAndChangesNothing() throws {
        let brain = CalculatorBrain()
        try brain.evaluate("x = 1")
        let stop = Interruption()
        brain.interruption = stop
        stop.requestStop()
        let results = brain.execute("x = 2; x + 1")
        #expect(results.map(\.error?.kind) == [.interrupted, .interrupted])
        #expect(results.map(\.error?.message) == ["interrupted", "interrupted"])
        #expect(brain.state.variables["x"] == 1)
        stop.reset()
        #expect(try brain.evaluate("x + 1") == 2)
    }

    /// A line's own stop (a batch line stopped at its first error) still answers a SIGINT's,
    /// and withdrawing it leaves the SIGINT's standing.
    @Test func aFollowingRequestIsMadeByItsOwnStopOrByTheOneItFollows() {
        let signal = Interruption()
        let line = Interruption(following: signal)
        #expect(!line.isRequested)
        line.requestStop()
        #expect(line.isRequested && !signal.isRequested)
        line.reset()
        #expect(!line.isRequested)
        signal.requestStop()
        #expect(line.isRequested)
        line.reset()
        #expect(line.isRequested)
    }

    @Test func aRequestFromAnotherThreadStopsARunningEvaluation() throws {
        let brain = CalculatorBrain()
        try brain.evaluate(Self.doubling)
        brain.requestStop(after: 0.05)
        let error = #expect(throws: CalculatorError.self) { try brain.evaluate("1 + f(30)") }
        #expect(error?.kind == .interrupted)
        #expect(error?.message == "interrupted")
        #expect(error?.range.column == 5)
    }

    @Test func aStatementPastItsTimeLimitFailsAndTheNextOneRuns() throws {
        let brain = CalculatorBrain(options: CalculatorOptions(timeLimit: .milliseconds(50)))
        try brain.evaluate(Self.doubling)
        let results = brain.execute("f(30); 2 + 2")
        #expect(results.map(\.error?.message) == ["evaluation took longer than 0.05 s", nil])
        #expect(results.map(\.error?.kind) == [.interrupted, nil])
        #expect(brain.result == 4)
        // A statement within its limit is untouched.
        #expect(try brain.evaluate("f(3)") == 0)
    }

    @Test(arguments: [
        (Duration.seconds(2), "2 s"), (.milliseconds(250), "0.25 s"), (.milliseconds(1500), "1.5 s"),
        (.microseconds(10), "0.001 s"),
    ])
    func theTimeLimitIsNamedInSeconds(limit: Duration, text: String) {
        let span = Span(0, 1)
        #expect(Failure.tookTooLong(limit, at: span).message == "evaluation took longer than \(text)")
    }
}

extension CalculatorBrain {
    /// Gives the brain an ``Interruption`` that another thread requests after `seconds`, as a
    /// Ctrl-C during the statement would; returned so that the test can reset it.
    @discardableResult
    func requestStop(after seconds: TimeInterval) -> Interruption {
        let stop = Interruption()
        interruption = stop
        Thread {
            Thread.sleep(forTimeInterval: seconds)
            stop.requestStop()
        }.start()
        return stop
    }
}
