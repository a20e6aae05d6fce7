import CChildCall
import Testing

@testable import CalculatorNumbers

/// The stop test is asked by work done in this process, not only by calls of user functions
/// (issue 48, item 6); exact results are charged against the memory limit for numbers before
/// they are computed (item 7); a long call that cannot have its own process is an error, never
/// run where nothing can stop it (item 8).
@Suite(.serialized) struct WorkAndMemoryTests {
    /// Says to stop every time it is asked, and counts the asks.
    final class Stop: StopTest, @unchecked Sendable {
        var asked = 0
        func stopMessage() -> String? {
            asked += 1
            return "stopped by the test"
        }
        func refusalMessage() -> String? { nil }
    }

    /// Never stops.
    struct GoOn: StopTest {
        func stopMessage() -> String? { nil }
        func refusalMessage() -> String? { nil }
    }

    /// 60^1000197 (5.9 million bits) is one in-process GMP call of some milliseconds: a stop
    /// asked for ends the statement before it, where it used to run to its end.
    @Test func aLargeExactPowerAsksTheStopTest() {
        let stop = Stop()
        #expect(throws: NumberError.stopped("stopped by the test")) {
            try StopCheck.with(stop) { () throws(NumberError) in
                try Number.power(Number(60), Number(1_000_197), precision: 15)
            }
        }
        #expect(stop.asked == 1)
    }

    /// Many smaller products: the test is asked once the bits computed reach
    /// ``StopCheck/checkEveryBits``, however many operations that takes.
    @Test func smallerStepsAskTheTestByTheWorkDone() throws {
        let stop = Stop()
        let factor = try Number.power(Number(3), Number(10_000), precision: 15)  // 15,850 bits
        var steps = 0
        #expect(throws: NumberError.stopped("stopped by the test")) {
            try StopCheck.with(stop) { () throws(NumberError) in
                while steps < 1_000_000 {
                    _ = try factor * factor
                    steps += 1
                }
            }
        }
        #expect(stop.asked == 1)
        #expect(steps == StopCheck.checkEveryBits / 31_700, "stopped after \(steps) products")
        // Small values cost no look-up and are never charged.
        _ = try StopCheck.with(stop) { () throws(NumberError) in try Number(7) * Number(6) }
        #expect(stop.asked == 1)
    }

    /// Past the memory limit for numbers, an exact result is a `limit` error before it is
    /// computed (the limit applies to the whole process, so this test does not lower it: it asks
    /// for a result as large as the limit). The bytes GMP holds are counted as they are
    /// allocated and freed.
    @Test func anExactResultPastTheMemoryLimitIsRefused() throws {
        #expect(MemoryAccount.limitBytes > 0 && MemoryAccount.limitBytes <= 4 << 30)
        #expect(throws: MemoryAccount.exceeded) {
            try MemoryAccount.reserve(bits: Double(MemoryAccount.limitBytes) * 8)
        }
        try MemoryAccount.reserve(bits: 8_000_000)
        let big = try Number.power(Number(2), Number(8_000_000), precision: 15)
        #expect(big.isExact && MemoryAccount.liveBytes >= 1_000_000)
    }

    /// When no process can be made for a long call (the process limit), the call is a `limit`
    /// error that names it: run here, as it used to be, nothing could stop Γ(2.5) at 10,000
    /// digits for a minute.
    @Test func aLongCallWithoutAProcessIsAnError() {
        calc_child_set_fork_fails(1)
        defer { calc_child_set_fork_fails(0) }
        #expect(
            throws: NumberError.limit(
                "this long computation needs a process of its own, so that it can be stopped, and none could be made:"
                    + " the limit on processes (ulimit -u) is reached")
        ) {
            try StopCheck.with(GoOn()) { () throws(NumberError) in try GMPInteger.factorial(300_000) }
        }
        // Without a stop test (the library used directly) nothing asks to stop: it runs here.
        #expect((try? GMPInteger.factorial(300_000))?.bitWidth ?? 0 > 5_000_000)
    }
}
