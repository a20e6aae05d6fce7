import Platform
import Synchronization

/// Work run on a thread of its own, which the REPL can stop waiting for at once. The work itself
/// stops soon after its brain's ``Interruption`` is requested: a long GMP or MPFR call
/// (`gamma(2.5)` at 10,000 digits, a minute; every digit of `3^(2*10^7)`, seconds) runs in a child
/// process that the stop kills, and a cheaper one ends within tens of milliseconds. What a job
/// given up on would still have shown is dropped (``BackgroundJob/Gate``).
///
/// ```swift
/// let job = BackgroundJob { scratch.evaluate("gamma(2.5)") }
/// job.wait(for: .milliseconds(25))   // nil: still running
/// job.abandon()
/// ```
final class BackgroundJob<Value: Sendable>: Sendable {
    private enum State: Sendable {
        case running
        case finished(Value)
        case abandoned
    }

    private let state = Mutex(State.running)
    /// Whether the work has returned, given up on or not.
    private let ended = Atomic(false)

    /// How often a waiter looks again: at first after 20 µs (most lines take less than a
    /// millisecond, and `calc -i < FILE` runs thousands), then ever less often, up to every 2 ms
    /// (short against a key press, long against a computation).
    static var firstPollInterval: Duration { .microseconds(20) }
    static var pollInterval: Duration { .milliseconds(2) }

    /// Starts `work` on a new thread (see ``startThread(_:)``).
    init(_ work: @escaping @Sendable () -> Value) {
        startThread { [self] in
            let value = work()
            state.withLock { if case .running = $0 { $0 = .finished(value) } }
            ended.store(true, ordering: .releasing)
        }
    }

    /// Whether the work is still computing, even if given up on.
    var isRunning: Bool { !ended.load(ordering: .acquiring) }

    /// The value, once the job has finished; nil while it runs.
    var value: Value? {
        state.withLock { if case .finished(let value) = $0 { value } else { nil } }
    }

    /// Waits up to `limit` (for ever when nil) for the value, or until `stop` says to give up;
    /// nil if the job is still running then.
    func wait(for limit: Duration? = nil, stop: () -> Bool = { false }) -> Value? {
        let start = ContinuousClock.now
        var interval = Self.firstPollInterval
        while true {
            if let value { return value }
            if stop() { return nil }
            if let limit, ContinuousClock.now - start >= limit { return nil }
            Self.sleep(interval)
            interval = min(interval * 2, Self.pollInterval)
        }
    }

    /// Gives the job up: its value, when it comes, is dropped. False if it had finished.
    @discardableResult
    func abandon() -> Bool {
        state.withLock {
            guard case .running = $0 else { return false }
            $0 = .abandoned
            return true
        }
    }

    private static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        nanosleep(&request, nil)
    }

    /// Lets a job's output through until the job is given up, and never after: the check and the
    /// write happen under one lock, so nothing of a job appears after "interrupted".
    final class Gate: Sendable {
        private let open = Mutex(true)

        /// Runs `write` if the gate is still open.
        func pass(_ write: () -> Void) {
            open.withLock { isOpen in if isOpen { write() } }
        }

        /// Closes the gate; a write under way finishes first.
        func close() {
            open.withLock { $0 = false }
        }
    }
}

/// Runs `body` on a new detached thread, with SIGINT blocked there so that the handler runs on
/// the REPL's thread; on this one when no thread can be had, as the REPL did before it had jobs.
private func startThread(_ body: @escaping @Sendable () -> Void) {
    final class Start: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    let context = Unmanaged.passRetained(Start(body))
    var thread = pthread_t()
    let started = pthread_create(
        &thread, nil,
        { argument in
            let start = Unmanaged<Start>.fromOpaque(argument!).takeRetainedValue()
            var interrupts = sigset_t()
            sigemptyset(&interrupts)
            sigaddset(&interrupts, SIGINT)
            pthread_sigmask(SIG_BLOCK, &interrupts, nil)
            start.body()
            return nil
        }, context.toOpaque())
    if started == 0 {
        pthread_detach(thread)
    } else {
        context.takeRetainedValue().body()
    }
}

/// A value handed to a ``BackgroundJob``'s thread, which alone uses it from then on, or uses it
/// while the thread that made it waits: the REPL's session and a brain made for the job.
struct Handover<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
