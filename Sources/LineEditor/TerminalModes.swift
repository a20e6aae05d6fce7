import Platform
import Synchronization

/// The terminal's own modes, put back on every way out while the editor has changed them.
///
/// From the first line read until ``LineEditor/close()``, the terminal is in libedit's raw mode
/// or, between lines, out of canonical mode with no echo and no signal keys (see
/// LineEditor+Evaluation.swift): keys typed after a line's evaluation wait for the next prompt
/// rather than being the line discipline's end of file (Ctrl-D) or reprint (Ctrl-R). So that no
/// exit leaves the shell a terminal without echo, the modes from before are put back by
/// ``LineEditor/close()``, by an `atexit` handler (an `exit` from anywhere), and by handlers of
/// SIGTERM, SIGHUP and SIGQUIT whose action was the default, which restore the terminal and then
/// end calc as the default action would (libedit's `EL_SIGNAL` did this while it read a line, and
/// nothing at other times).
enum TerminalModes {
    /// The modes to put back; written only while no handler can read it (``remember()``).
    private nonisolated(unsafe) static let saved: UnsafeMutablePointer<termios> = {
        let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        pointer.initialize(to: termios())
        return pointer
    }()
    /// Whether the terminal may be out of ``saved``'s modes.
    private static let isChanged = Atomic<Bool>(false)
    /// Whether bracketed paste is on, to be turned off too.
    static let isBracketedPasteOn = Atomic<Bool>(false)
    private static let installed = Atomic<Bool>(false)

    /// Records the terminal's current modes as the ones to put back (before changing them).
    static func remember() {
        var modes = termios()
        guard tcgetattr(STDIN_FILENO, &modes) == 0 else { return }
        saved.pointee = modes
        installOnce()
    }

    /// From now on the terminal may be out of its own modes.
    static func markChanged() {
        isChanged.store(true, ordering: .relaxed)
        armSignals()
    }

    /// Puts the terminal's modes back, if the editor changed them, and turns bracketed paste off.
    /// Async-signal-safe: an atomic exchange, `tcsetattr` and `write`.
    static func restore() {
        if isBracketedPasteOn.exchange(false, ordering: .relaxed) {
            var bytes: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
                0x1B, 0x5B, 0x3F, 0x32, 0x30, 0x30, 0x34, 0x6C
            )
            _ = withUnsafeBytes(of: &bytes) { write(STDOUT_FILENO, $0.baseAddress!, 8) }
        }
        guard isChanged.exchange(false, ordering: .relaxed) else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, saved)
    }

    /// The signals whose default action ends calc, which would leave the terminal as it was.
    private static let fatalSignals = [SIGTERM, SIGHUP, SIGQUIT]

    private static func installOnce() {
        guard !installed.exchange(true, ordering: .relaxed) else { return }
        atexit { TerminalModes.restore() }
    }

    /// Takes over the fatal signals whose action is the default one (someone may have put it back,
    /// as `calc -i` does once its files ran); leaves a handler or SIG_IGN alone.
    static func armSignals() {
        for number in fatalSignals {
            var current = sigaction()
            guard signalAction(number, nil, &current) == 0, Terminal.isDefault(current) else { continue }
            var action = Terminal.plainAction(restoreThenDie)
            signalAction(number, &action, nil)
        }
    }
}

/// Puts the terminal back, then ends calc with the signal under its default action.
private func restoreThenDie(_ number: Int32) {
    TerminalModes.restore()
    signal(number, SIG_DFL)
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, number)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    raise(number)
}
