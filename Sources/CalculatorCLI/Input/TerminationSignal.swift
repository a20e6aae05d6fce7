import Platform
import Synchronization

/// What SIGTERM and SIGHUP do to a batch run: what SIGINT does (see ``InterruptSignal``). The
/// run stops between statements, writes every complete result line it computed and ends with
/// 128 + the signal (143, 129), as a shell reports a process the signal killed; within a second
/// even inside one long GMP or MPFR call (see ``LastWords``).
///
/// Their default action ended calc at once: `timeout 3 calc big.calc` exited with the results of
/// 1,000 statements still in the output buffer, none written.
enum TerminationSignal {
    /// The signal that stopped the run: SIGINT unless SIGTERM or SIGHUP did. Set by the handlers.
    private static let received = Atomic<Int32>(0)

    /// Installs the handlers for SIGTERM and SIGHUP for the rest of the process.
    static func install() {
        _ = received.load(ordering: .relaxed)  // Made before a handler can run.
        for number in [SIGTERM, SIGHUP] {
            signal(number, handleTermination)
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, number)
            pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        }
    }

    /// Gives SIGTERM and SIGHUP back their default action, which ends calc at once: for the REPL
    /// that `calc -i` starts once its files have run, whose prompt has no results to keep.
    static func uninstall() {
        for number in [SIGTERM, SIGHUP] { signal(number, SIG_DFL) }
    }

    /// Records that `number` stopped the run, unless another signal already did.
    static func record(_ number: Int32) {
        _ = received.compareExchange(expected: 0, desired: number, ordering: .relaxed)
    }

    /// Whether SIGTERM or SIGHUP came.
    static var isReceived: Bool { received.load(ordering: .relaxed) != 0 }

    /// The exit status of a run a signal stopped: 128 + the signal.
    static var exitStatus: Int32 {
        let number = received.load(ordering: .relaxed)
        return 128 + (number == 0 ? SIGINT : number)
    }
}

/// Async-signal-safe: atomic loads and stores, and `signal`/`raise` for a second signal, which
/// ends calc at once as the default action would.
private func handleTermination(_ number: Int32) {
    if InterruptSignal.interruption.isRequested {
        signal(number, SIG_DFL)
        raise(number)
        return
    }
    TerminationSignal.record(number)
    InterruptSignal.interruption.requestStop()
    LastWords.arm()
}
