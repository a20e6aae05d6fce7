import CalculatorKit
import Glibc
import Testing

/// `unit` statements take time in proportion to their number (issue 48: 5,000, 20,000 and
/// 50,000 took 1.37, 15.3 and 100 s, each statement copying every unit before it). The two runs
/// are compared as a ratio of the thread's CPU time, never against a clock: four times the
/// statements take about four times as long, where the quadratic cost took sixteen.
struct UnitDefinitionScalingTests {
    /// CPU seconds the calling thread spent in `body`: other tests' threads and a loaded
    /// machine do not count.
    static func cpuSeconds(_ body: () -> Void) -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let start = now()
        body()
        return now() - start
    }

    /// Runs `count` definitions, each by the one before (all of 2 m), in a fresh brain.
    static func define(_ count: Int) -> Double {
        var source = "unit u0 = 2 m\n"
        for index in 1..<count { source += "unit u\(index) = 2 u\(index - 1) / 2\n" }
        let brain = CalculatorBrain()
        let seconds = cpuSeconds {
            let failures = brain.execute(source).compactMap(\.error)
            #expect(failures.isEmpty, "\(failures.first.map(\.message) ?? "")")
        }
        return seconds
    }

    @Test func definitionsAreLinear() {
        _ = Self.define(200)  // the standard table, built once, and warm code
        let small = Self.define(5_000)
        let large = Self.define(20_000)
        let ratio = large / small
        #expect(ratio < 8, "20,000 unit statements took \(ratio)× the time of 5,000 (4 is linear, 16 quadratic)")
    }
}
