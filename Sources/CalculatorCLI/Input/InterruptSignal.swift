import CalculatorKit
import LineEditor
import Platform

/// What SIGINT (Ctrl-C) does while calc evaluates: the first asks the running evaluation to stop,
/// through the ``Interruption`` the controllers give their brain; a second one before the first
/// is answered ends calc at once, as SIGINT's default action does, so a Ctrl-C always works.
///
/// The REPL answers with `interrupted` and the state before the line; a batch run ends with
/// status 130 (128 + SIGINT, what a shell reports for a process SIGINT killed).
enum InterruptSignal {
    /// The brains' interruption; set by the handler.
    static let interruption = Interruption()

    /// Installs the handler for the rest of the process (or until a `LineEditor` closes).
    static func install() {
        _ = interruption  // Made before the handler can run: a handler must not initialize it.
        LineEditor.handleInterrupts(with: handleInterrupt)
    }

    /// Whether a SIGINT asked to stop.
    static var isRequested: Bool { interruption.isRequested }
}

/// Async-signal-safe: an atomic load and store, and `signal`/`raise` for the second one.
private func handleInterrupt(_: Int32) {
    if InterruptSignal.interruption.isRequested {
        // The shell gets its terminal back, echo and all, even from the REPL.
        LineEditor.restoreTerminal()
        signal(SIGINT, SIG_DFL)
        raise(SIGINT)
        return
    }
    InterruptSignal.interruption.requestStop()
    LastWords.arm()
}
