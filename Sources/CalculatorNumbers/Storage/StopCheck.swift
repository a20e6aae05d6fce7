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
    /// A thread's stop test, and why a call that cannot throw gave up its result since
    /// ``statement(_:_:)`` began: one slot, so a statement looks its thread up once.
    private struct State {
        var test: (any StopTest)?
        var givenUp: String?
        /// Bits of exact results computed in this process since the test was last asked.
        var work = 0
    }

    private static let slot = ThreadSlot(State())

    /// `body`'s result, with `test` as this thread's stop test while it runs.
    package static func with<Result, Failure: Error>(
        _ test: some StopTest, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let box = slot.box
        let saved = box.value.test
        box.value.test = test
        box.value.work = 0
        defer { box.value.test = saved }
        return try body()
    }

    /// This thread's stop test, if any.
    static var current: (any StopTest)? { slot.box.value.test }

    /// `body`'s result with `test` as this thread's stop test, as ``with(_:_:)``, and the message
    /// of a stop that made a call in it give up its result without throwing (π at a million
    /// digits, every digit of a huge number: calls whose callers cannot throw, which go on with
    /// a stand-in). When there is one, the result must not be used: the brain's statement fails
    /// with it.
    ///
    /// ```swift
    /// let (value, givenUp) = StopCheck.statement(conditions) { compute() }
    /// if let givenUp { /* the statement fails with givenUp */ }
    /// ```
    package static func statement<Result>(_ test: some StopTest, _ body: () -> Result) -> (Result, givenUp: String?) {
        let box = slot.box
        let saved = box.value
        box.value = State(test: test, givenUp: nil)
        defer { box.value = saved }
        let result = body()
        return (result, box.value.givenUp)
    }

    /// `body`'s result as ``statement(_:_:)`` runs it; nil when a call in it gave up its result.
    /// For output a stop drops anyway (the REPL's line, the live preview): a conversion to text
    /// stopped or refused leaves its text empty.
    package static func conversions<Result>(_ test: some StopTest, _ body: () -> Result) -> Result? {
        let (result, givenUp) = statement(test, body)
        return givenUp == nil ? result : nil
    }

    /// Results smaller than this, in bits, are not charged: microseconds of GMP, and the
    /// commonest, so they cost no look-up of the thread's state.
    static let chargedFromBits = 4_096

    /// How many bits of results computed in this process (products, powers, sums of exact
    /// values) pass between two asks of the stop test: some milliseconds of GMP. A statement of
    /// many such steps stops between two, whatever its number of function calls (`sign(60^1000197)`
    /// in each of 9,000 calls ran 88 s past a 1 s limit, as the calls had all been made, and
    /// checked, before the first power).
    static let checkEveryBits = 1 << 22

    /// Charges an exact result of about `bits` bits, before it is computed, to this thread's
    /// work: past the memory limit for numbers it is a `limit` error (``MemoryAccount``), and
    /// when the work since the last ask reaches ``checkEveryBits`` the stop test is asked.
    @inline(__always)
    static func charge(bits: Double) throws(NumberError) {
        guard bits >= Double(chargedFromBits) else { return }
        try chargeLarge(bits: bits)
    }

    @inline(never)
    private static func chargeLarge(bits: Double) throws(NumberError) {
        try MemoryAccount.reserve(bits: bits)
        let box = slot.box
        box.value.work += bits < Double(checkEveryBits) ? Int(bits) : checkEveryBits
        guard box.value.work >= checkEveryBits else { return }
        box.value.work = 0
        if let message = box.value.test?.stopMessage() { throw .stopped(message) }
    }

    /// Notes that a call gave up its result at `error`, for ``statement(_:_:)``.
    static func giveUp(_ error: NumberError) {
        slot.box.value.givenUp = error.message
    }

    /// The text a conversion job makes, run as ``LongCall`` runs a call of `cost`; empty, and
    /// noted for ``statement(_:_:)``, when it was stopped.
    static func text(of job: inout calc_job, cost: LongCall.Cost) -> String {
        do throws(NumberError) {
            try LongCall.run(&job, cost: cost)
        } catch {
            giveUp(error)
            return ""
        }
        defer { calc_job_free_text(&job) }
        return job.text.map { String(cString: $0) } ?? ""
    }
}
