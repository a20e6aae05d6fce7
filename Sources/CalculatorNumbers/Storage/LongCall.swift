import CChildCall

/// One GMP or MPFR call that may take long, run where a stop can end it.
///
/// GMP and MPFR cannot be interrupted: one call (`ncr(10^7, 5*10^6)`, 3.7 s; `gamma(2.5)` at
/// 10,000 digits, a minute) runs to its end once started. So a call whose cost, estimated from
/// sizes and precision before it starts, is ``Cost/long`` runs in a child process (`CChildCall`)
/// while this thread polls it and asks the thread's ``StopTest`` every few milliseconds; on a
/// stop the child is killed and reaped, nothing of it left computing, and the call throws
/// ``NumberError/stopped(_:)``. The result comes back through a pipe, bit for bit, with MPFR's
/// ternary value and flags. A ``Cost/moderate`` call asks the test once before it starts (a
/// statement of many of them stops between two), and a ``Cost/short`` one runs as it always
/// did: a fork costs about a millisecond, so cheap statements never pay for one.
///
/// ```swift
/// var job = calc_job()
/// job.kind = CALC_JOB_Z_BINOMIAL
/// try LongCall.run(&job, cost: .long)
/// ```
enum LongCall {
    /// How long a call may take, from its sizes.
    enum Cost: Comparable {
        /// Microseconds: run at once.
        case short
        /// Up to some tens of milliseconds: run here, once the stop test says to go on.
        case moderate
        /// More than about 10 ms, up to hours: run in a child process that a stop kills.
        case long
    }

    /// How often the stop test is asked while a child computes: well within the half second a
    /// stop must take, and rare enough to cost nothing.
    static let pollMilliseconds: Int32 = 5

    /// Runs `job` as `cost` says, in this process or in a child; its result in `job`.
    static func run(_ job: inout calc_job, cost: Cost) throws(NumberError) {
        guard cost != .short, let test = StopCheck.current else {
            calc_job_run_here(&job)
            return
        }
        if let message = test.stopMessage() { throw .stopped(message) }
        guard cost == .long else {
            calc_job_run_here(&job)
            return
        }
        if let message = test.refusalMessage() { throw .stopped(message) }
        try runInChild(&job, test: test)
    }

    /// Runs `job` in a child process until it ends or `test` says to stop. Where no child can be
    /// made (the process limit, no memory), the call is a `limit` error that says so: run here,
    /// nothing could stop it (`gamma(2.5)` at 10,000 digits ran 40 s past a 0.5 s limit, and
    /// Ctrl-C did nothing). `started` hears of the child's process id (for the tests, which check
    /// it is reaped).
    static func runInChild(
        _ job: inout calc_job, test: some StopTest, started: (Int32) -> Void = { _ in }
    ) throws(NumberError) {
        var child = calc_child()
        let failure = calc_child_start(&child, &job)
        guard failure == 0 else { throw .noProcess(failure) }
        started(child.pid)
        while true {
            let state = calc_child_wait(&child, &job, pollMilliseconds)
            if state == 1 { return }
            if let message = test.stopMessage() {
                calc_child_kill(&child)
                throw .stopped(message)
            }
            // The child died without a result: killed from outside, or out of memory (GMP aborts
            // when it cannot allocate, which in this process would have ended calc).
            if state < 0 { throw .limit("the computation ended without a result (out of memory?)") }
        }
    }
}

extension LongCall.Cost {
    /// An MPFR function of the elementary kind (exp, ln, sin, atan, …, π, a power) at `bits`,
    /// the largest of the result's and the arguments' precisions. Measured here (MPFR 4.2):
    /// about 20–40 ms at 30,000 bits, 0.2 s at 300,000, 0.9 s at 10^6; 17 ms for atan at 10,000.
    static func elementary(bits: Int) -> Self {
        bits >= 50_000 ? .long : bits >= 4_096 ? .moderate : .short
    }

    /// Γ and ln Γ at `bits`: far slower, about p^3.8 (1 ms at 1,000 bits, 47 ms at 3,000,
    /// 2.4 s at 10,000, 69 s at 30,000).
    static func gamma(bits: Int) -> Self {
        bits >= 2_000 ? .long : bits >= 256 ? .moderate : .short
    }

    /// A GMP factorial or binomial coefficient whose work is about that of a result of `bits`
    /// bits (n·log2 n for n!, k·log2 n for C(n, k), which overstates its size by about the
    /// factor binomials are slower): n! takes 8 ms at 1.5·10^6 bits, 0.12 s at 1.8·10^7;
    /// C(10^5, 5·10^4) 8 ms, C(10^6, 5·10^5) 0.19 s.
    static func integer(bits: Double) -> Self {
        bits >= 4_000_000 ? .long : bits >= 100_000 ? .moderate : .short
    }

    /// The gcd of two integers the smaller of which has `bits` bits: 17 ms at 160,000 bits,
    /// 55 ms at 475,000, 0.36 s at 1.6·10^6 (GMP's subquadratic gcd, slow against a product).
    static func gcd(bits: Int) -> Self {
        bits >= 200_000 ? .long : bits >= 20_000 ? .moderate : .short
    }

    /// Removing every factor of a small one (10 from 10^9999999, for an exact logarithm) from a
    /// value of `bits` bits: 2.3 s at 3.3·10^7 bits.
    static func removal(bits: Int) -> Self {
        bits >= 2_000_000 ? .long : bits >= 200_000 ? .moderate : .short
    }

    /// An integer root of a value of `bits` bits: 0.5 s for a square root at 3.2·10^7 bits.
    static func root(bits: Int) -> Self {
        bits >= 4_000_000 ? .long : bits >= 400_000 ? .moderate : .short
    }

    /// Decimal digits of a value of `bits` bits (GMP's and MPFR's conversions): 32 ms at
    /// 1.5·10^6 bits, 0.7 s at 1.8·10^7.
    static func digits(bits: Int) -> Self {
        bits >= 1_000_000 ? .long : bits >= 100_000 ? .moderate : .short
    }
}

extension NumberError {
    /// A long call that could not start its child process, `code` the system's reason.
    static func noProcess(_ code: Int32) -> NumberError {
        let reason = code == errnoTryAgain ? "the limit on processes (ulimit -u) is reached" : systemErrorText(code)
        return .limit(
            "this long computation needs a process of its own, so that it can be stopped, and none could be made: "
                + reason)
    }
}
