import Synchronization

/// A request to stop an evaluation early, made from another thread or a signal handler, and
/// honoured at the evaluator's next check.
///
/// The brain checks it before each statement and, inside one, every few thousand calls of user
/// functions (the only way a `Double` program runs long); an evaluator of another number type
/// checks it between its long operations. A stopped statement is an error of kind
/// ``CalculatorError/Kind-swift.enum/interrupted`` and has no effect. Setting it is lock-free
/// and allocates nothing, so a signal handler may call ``requestStop()``.
///
/// ```swift
/// let stop = Interruption()
/// brain.interruption = stop
/// // on another thread, or in a SIGINT handler:
/// stop.requestStop()
/// ```
public final class Interruption: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    /// Asks the running evaluation, and every later one until ``reset()``, to stop. Safe in a
    /// signal handler.
    public func requestStop() {
        flag.store(true, ordering: .relaxed)
    }

    /// Withdraws the request.
    public func reset() {
        flag.store(false, ordering: .relaxed)
    }

    /// Whether a stop was requested and not withdrawn.
    public var isRequested: Bool {
        flag.load(ordering: .relaxed)
    }
}

/// What an evaluation checks to know whether to stop early: the brain's ``Interruption`` and
/// the statement's deadline from ``CalculatorOptions/timeLimit``.
struct StopConditions {
    var interruption: Interruption?
    var deadline: ContinuousClock.Instant?
    var timeLimit: Duration?

    /// For a statement starting now under `options`.
    init(interruption: Interruption?, options: CalculatorOptions) {
        self.interruption = interruption
        timeLimit = options.timeLimit
        deadline = options.timeLimit.map { ContinuousClock.now + $0 }
    }

    /// Whether there is anything to check.
    var isEmpty: Bool { interruption == nil && deadline == nil }

    /// The failure to stop with now, if any.
    func failure(at span: Span) -> Failure? {
        if interruption?.isRequested == true { return .interrupted(at: span) }
        if let deadline, ContinuousClock.now >= deadline { return .tookTooLong(timeLimit!, at: span) }
        return nil
    }
}

extension Failure {
    /// A statement stopped at the user's request (Ctrl-C).
    static func interrupted(at span: Span) -> Failure {
        Failure(.interrupted, "interrupted", at: span)
    }

    /// A statement stopped at its time limit: `--timeout 2` gives "evaluation took longer than 2 s".
    static func tookTooLong(_ limit: Duration, at span: Span) -> Failure {
        Failure(.interrupted, "evaluation took longer than \(seconds(limit))", at: span)
    }

    /// "2 s", "0.25 s", "0.001 s": whole milliseconds.
    private static func seconds(_ duration: Duration) -> String {
        let milliseconds = max(
            1, Int(duration.components.seconds) * 1000 + Int(duration.components.attoseconds / 1_000_000_000_000_000))
        var fraction = String(milliseconds % 1000)
        if fraction == "0" { return "\(milliseconds / 1000) s" }
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(milliseconds / 1000).\(fraction) s"
    }
}
