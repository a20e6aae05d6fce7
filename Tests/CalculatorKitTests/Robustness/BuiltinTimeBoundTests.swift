import CalculatorKit
import Platform
import Synchronization
import Testing

/// Every operation of the standard table, called with hostile arguments (huge, tiny, negative,
/// non-integer, `inf`, `nan`) at each arity it accepts, must answer (a value or an error) at once:
/// a calculator that hangs on `ncr(1e15, 5e14)` cannot be trusted with anything.
///
/// The table is read, not listed here, so an operation added later is swept too.
struct BuiltinTimeBoundTests {
    /// The most CPU time one call may take. A call takes microseconds; the bound is generous for
    /// debug and sanitizer builds, and CPU time (not wall time) keeps a busy machine from failing it.
    static let bound = Duration.milliseconds(500)
    /// Wall time after which a call counts as hung: the sweep then stops waiting for it, so a hang
    /// fails the test instead of stalling the whole run.
    static let hangBound = Duration.seconds(10)

    /// Argument spellings: zero, tiny, non-integer, negative, pairs that make `ncr` and `npr`
    /// loop for long (n, n/2), the largest doubles, and the non-finite values.
    static let arguments = [
        "0", "1e-300", "5e-324", "2.5", "-0.5", "-3", "-1e15", "5e8", "1e9", "5e14", "1e15", "1e308", "inf",
        "-inf", "nan",
    ]

    struct Mode: CustomTestStringConvertible, Sendable {
        var options: CalculatorOptions
        var testDescription: String { "\(options.arithmetic.rawValue), \(options.angleUnit.rawValue)" }
    }

    static let modes = [
        Mode(options: CalculatorOptions(arithmetic: .checked)),
        Mode(options: CalculatorOptions(arithmetic: .ieee)),
        Mode(options: CalculatorOptions(angleUnit: .degrees, arithmetic: .ieee)),
    ]

    /// The argument counts to try for an arity: each fixed count, and a few for variadic ones.
    static func counts(_ arity: Arity) -> [Int] {
        switch arity {
        case .exactly(let n): [n]
        case .between(let low, let high): Array(low...high)
        case .atLeast(let n): [n, n + 1, n + 2, n + 7]
        }
    }

    /// Argument lists of `count` values: every pair (a, b) of ``arguments``, alternating a, b, a…
    /// (so each two-argument call sees every pair, and longer calls mix two kinds).
    static func argumentLists(_ count: Int) -> [[String]] {
        if count == 0 { return [[]] }
        if count == 1 { return arguments.map { [$0] } }
        return arguments.flatMap { a in
            arguments.map { b in (0..<count).map { $0.isMultiple(of: 2) ? a : b } }
        }
    }

    /// Source text that calls `operation` with `values`, in the role's own syntax.
    static func call(_ operation: Operation, _ values: [String]) -> String {
        let operands = values.map { "(\($0))" }
        switch operation.role {
        case .constant: return operation.symbol
        case .prefix: return operation.symbol + operands[0]
        case .postfix: return operands[0] + operation.symbol
        case .infix: return "\(operands[0]) \(operation.symbol) \(operands[1])"
        case .function: return "\(operation.symbol)(\(values.joined(separator: ", ")))"
        }
    }

    /// Every call of the sweep, for every operation of the standard table.
    static var calls: [String] {
        OperationTable.standard.operations.flatMap { operation in
            counts(operation.arity).flatMap { count in argumentLists(count).map { call(operation, $0) } }
        }
    }

    @Test func sweepCoversEveryRoleAndArity() {
        let calls = Self.calls
        for operation in OperationTable.standard.operations {
            #expect(calls.contains { $0.contains(operation.symbol) }, "\(operation.symbol) is not called")
        }
        #expect(calls.contains("ncr(1e15, 5e14)"))
        #expect(calls.contains("max(nan, 1e308, nan, 1e308, nan, 1e308, nan, 1e308)"))
        #expect(calls.contains("(-3)!"))
        #expect(calls.contains("(inf) ^ (5e-324)"))
    }

    @Test(arguments: modes)
    func everyBuiltinAnswersAtOnce(mode: Mode) async throws {
        let sweep = Sweep(calls: Self.calls, options: mode.options)
        sweep.start()
        while true {
            let (done, current, started, slow) = sweep.state.withLock {
                ($0.done, $0.current, $0.started, $0.slow)
            }
            if done {
                #expect(slow.isEmpty, "calls that took longer than \(Self.bound): \(slow)")
                return
            }
            if let current, ContinuousClock.now - started > Self.hangBound {
                // The worker thread is left running: a hung call cannot be stopped from outside.
                Issue.record("\(current) did not answer within \(Self.hangBound)")
                return
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Runs the calls one after another on a thread of its own, which the test watches.
    final class Sweep: Sendable {
        struct State {
            var current: String?
            var started = ContinuousClock.now
            var slow: [String] = []
            var done = false
        }

        let calls: [String]
        let options: CalculatorOptions
        let state = Mutex(State())

        init(calls: [String], options: CalculatorOptions) {
            self.calls = calls
            self.options = options
        }

        func start() {
            var thread = pthread_t()
            let created = pthread_create(
                &thread, nil,
                { raw in
                    Unmanaged<Sweep>.fromOpaque(raw!).takeRetainedValue().run()
                    return nil
                }, Unmanaged.passRetained(self).toOpaque())
            precondition(created == 0, "pthread_create failed: \(created)")
            pthread_detach(thread)
        }

        private func run() {
            let brain = CalculatorBrain(options: options)
            for call in calls {
                state.withLock {
                    $0.current = call
                    $0.started = .now
                }
                let before = Self.threadCPUTime()
                _ = try? brain.evaluate(call)
                let spent = Self.threadCPUTime() - before
                if spent > BuiltinTimeBoundTests.bound {
                    state.withLock { $0.slow.append("\(call): \(spent)") }
                }
            }
            state.withLock {
                $0.current = nil
                $0.done = true
            }
        }

        private static func threadCPUTime() -> Duration {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
        }
    }
}
