import CChildCall

/// What a long operation asks, while it runs, to know whether to give up: for the brain, its
/// ``Interruption`` and the statement's time limit.
///
/// ```swift
/// struct Never: StopTest {
///     func stopMessage() -> String? { nil }
///     func refusalMessage() -> String? { nil }
/// }
/// ```
package protocol StopTest {
    /// The message to stop with now (`interrupted`, `evaluation took longer than 1 s`); nil to
    /// go on.
    func stopMessage() -> String?
    /// The message to refuse a long operation with before it starts; nil to start it. The live
    /// preview's statements, whose time limit is far shorter than any long operation, refuse:
    /// it never starts work it would have to abandon.
    func refusalMessage() -> String?
}

/// The stop test of the statement running on this thread: what ``LongCall`` asks while a long
/// GMP or MPFR call runs in a child process. Set by the brain around each statement; with none,
/// nothing can stop a call, and every call runs in this process.
///
/// ```swift
/// try StopCheck.with(conditions) { () throws(NumberError) in try Number.gamma(x, precision: 10_000) }
/// ```
package enum StopCheck {
    private static let slot = ThreadSlot<(any StopTest)?>(nil)
    /// Whether a conversion to text was stopped since ``conversions(_:_:)`` began.
    private static let gaveUp = ThreadSlot(false)

    /// `body`'s result, with `test` as this thread's stop test while it runs.
    package static func with<Result, Failure: Error>(
        _ test: some StopTest, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let box = slot.box
        let saved = box.value
        box.value = test
        defer { box.value = saved }
        return try body()
    }

    /// This thread's stop test, if any.
    static var current: (any StopTest)? { slot.box.value }

    /// `body`'s result with `test` as this thread's stop test, as ``with(_:_:)``; nil when a
    /// conversion to text in it (every digit of a huge number) was stopped or refused, and so
    /// gave up its text. For output a stop drops anyway: the REPL's line, the live preview.
    package static func conversions<Result>(_ test: some StopTest, _ body: () -> Result) -> Result? {
        let flag = gaveUp.box
        let saved = flag.value
        flag.value = false
        defer { flag.value = saved }
        let result = with(test, body)
        return flag.value ? nil : result
    }

    /// The text a conversion job makes, run as ``LongCall`` runs a call of `cost`; empty, and
    /// noted for ``conversions(_:_:)``, when it was stopped.
    static func text(of job: inout calc_job, cost: LongCall.Cost) -> String {
        do {
            try LongCall.run(&job, cost: cost)
        } catch {
            gaveUp.box.value = true
            return ""
        }
        defer { calc_job_free_text(&job) }
        return job.text.map { String(cString: $0) } ?? ""
    }
}
