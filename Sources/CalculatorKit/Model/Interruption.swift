import CalculatorNumbers
import Synchronization

/// A request to stop an evaluation early, made from another thread or a signal handler, and
/// honoured at the evaluator's next check.
///
/// The brain checks it before each statement and, inside one, every few thousand calls of user
/// functions (the only way a `Double` program runs long), and every few milliseconds while one
/// long GMP or MPFR call runs in a child process, which a stop kills (so a stop takes effect
/// within half a second and leaves nothing computing). A stopped statement is an error of kind
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
    /// A request this one answers too: a line's own stop that a SIGINT still reaches.
    private let outer: Interruption?

    public init() {
        outer = nil
    }

    /// A request that is made by ``requestStop()`` on it or on `outer`; ``reset()`` withdraws
    /// only its own.
    ///
    /// ```swift
    /// let line = Interruption(following: stop)
    /// brain.interruption = line   // stopped by line.requestStop() or by stop.requestStop()
    /// ```
    public init(following outer: Interruption) {
        self.outer = outer
    }

    /// Asks the running evaluation, and every later one until ``reset()``, to stop. Safe in a
    /// signal handler.
    public func requestStop() {
        flag.store(true, ordering: .relaxed)
    }

    /// Withdraws the request.
    public func reset() {
        flag.store(false, ordering: .relaxed)
    }

    /// Whether a stop was requested and not withdrawn, here or on the request this one follows.
    public var isRequested: Bool {
        flag.load(ordering: .relaxed) || outer?.isRequested == true
    }
}

extension Interruption {
    /// `body`'s result, the conversions of huge numbers to text in it run where this request can
    /// stop them: every digit of `3^(2*10^7)` takes seconds in one GMP call. Nil when one was
    /// stopped, or, `refusingLong`, would have taken long and was not started: then some text
    /// `body` made is missing, so use it only for output that a stop drops anyway (a REPL line
    /// given up on, a live preview).
    ///
    /// ```swift
    /// let text = stop.converting { ValueFormat(options).text(of: value).text }
    /// // nil when stop.requestStop() came while the digits were being worked out
    /// ```
    public func converting<Result>(refusingLong: Bool = false, _ body: () -> Result) -> Result? {
        StopCheck.conversions(ConversionStop(interruption: self, refusing: refusingLong), body)
    }
}

/// What a conversion to text asks (``Interruption/converting(refusingLong:_:)``): the request
/// alone, as no time limit covers output.
private struct ConversionStop: StopTest {
    let interruption: Interruption
    let refusing: Bool

    func stopMessage() -> String? { interruption.isRequested ? "interrupted" : nil }
    func refusalMessage() -> String? { refusing ? "a long conversion is not started here" : nil }
}

/// What an evaluation checks to know whether to stop early: the brain's ``Interruption`` and
/// the statement's deadline from ``CalculatorOptions/timeLimit``.
///
/// Only plain integers and a reference, so that the machine's optional copy of it has a fixed
/// layout: with a clock instant inside, every run paid for the runtime's generic enum handling.
struct StopConditions {
    var interruption: Interruption?
    /// Nanoseconds since ``epoch`` when the statement must stop; 0 for no deadline.
    var deadline: Int64
    /// The time limit in milliseconds, for the message.
    var limitMilliseconds: Int
    /// User function calls the statement may make (``CalculatorOptions/maximumCallCount``).
    var maximumCallCount: Int

    /// For a statement starting now under `options`.
    init(interruption: Interruption?, options: CalculatorOptions) {
        self.interruption = interruption
        maximumCallCount = options.maximumCallCount
        if let limit = options.timeLimit {
            limitMilliseconds = Failure.milliseconds(limit)
            deadline = max(
                1,
                Self.now() + Int64(limit.components.seconds) * 1_000_000_000
                    + Int64(limit.components.attoseconds / 1_000_000_000))
        } else {
            (limitMilliseconds, deadline) = (0, 0)
        }
    }

    /// Whether there is anything to check.
    var isEmpty: Bool { interruption == nil && deadline == 0 }

    private static let epoch = ContinuousClock.now

    /// Nanoseconds since the first use of the clock.
    private static func now() -> Int64 {
        let elapsed = epoch.duration(to: .now).components
        return elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000
    }

    /// How short a time limit makes a statement refuse a long operation outright (one run in a
    /// child process, ``StopTest``): the live preview's 25 ms is far less than such an operation
    /// takes, so the preview never starts work it would have to abandon.
    static let refusingLimitMilliseconds = 100

    /// The failure to stop with now, if any.
    func failure(at span: Span) -> Failure? {
        if interruption?.isRequested == true { return .interrupted(at: span) }
        if deadline != 0, Self.now() >= deadline { return .tookTooLong(milliseconds: limitMilliseconds, at: span) }
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
        tookTooLong(milliseconds: milliseconds(limit), at: span)
    }

    static func tookTooLong(milliseconds: Int, at span: Span) -> Failure {
        Failure(.interrupted, "evaluation took longer than \(seconds(milliseconds: milliseconds))", at: span)
    }

    /// Whole milliseconds, at least 1.
    static func milliseconds(_ duration: Duration) -> Int {
        max(1, Int(duration.components.seconds) * 1000 + Int(duration.components.attoseconds / 1_000_000_000_000_000))
    }

    /// "2 s", "0.25 s", "0.001 s".
    static func seconds(milliseconds: Int) -> String {
        var fraction = String(milliseconds % 1000)
        if fraction == "0" { return "\(milliseconds / 1000) s" }
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(milliseconds / 1000).\(fraction) s"
    }
}

/// A long GMP or MPFR operation asks the statement's conditions whether to stop (``StopCheck``).
extension StopConditions: StopTest {
    func stopMessage() -> String? {
        failure(at: Span(0, 0))?.message
    }

    func refusalMessage() -> String? {
        guard deadline != 0, limitMilliseconds < Self.refusingLimitMilliseconds else { return nil }
        return "evaluation would take longer than \(Failure.seconds(milliseconds: limitMilliseconds))"
    }
}
