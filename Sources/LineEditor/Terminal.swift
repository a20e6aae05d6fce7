import Platform

/// Process-wide terminal set-up the editor depends on: locale, SIGINT and job control.
enum Terminal {
    /// Whether both standard input and standard output are terminals.
    static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Makes `LC_CTYPE` a UTF-8 locale: the user's own, else a UTF-8 fallback.
    ///
    /// Without a UTF-8 `LC_CTYPE` libedit silently drops non-ASCII bytes (`π+1` arrives as `+1`),
    /// and under `LANG=C` the user's locale is not UTF-8. Only the character type changes:
    /// number formatting and messages keep the C locale.
    static func useUTF8CharacterType() {
        setlocale(LC_CTYPE, "")
        if codesetIsUTF8 { return }
        for fallback in ["C.UTF-8", "C.utf8", "en_US.UTF-8", "UTF-8"] {
            if setlocale(LC_CTYPE, fallback) != nil, codesetIsUTF8 { return }
        }
    }

    private static var codesetIsUTF8: Bool {
        let codeset = String(cString: nl_langinfo(nl_item(CODESET))).uppercased()
        return codeset == "UTF-8" || codeset == "UTF8"
    }

    /// Runs `body` (libedit's set-up, which reads `TERM`) with `TERM` naming a terminal the
    /// terminfo database has, then puts `TERM` back as it was.
    ///
    /// For a `TERM` with no entry (`xterm-kitty` on a system without kitty's), libedit prints
    /// `No entry for terminal type …` at every start and falls back to a dumb terminal. An
    /// `xterm-…` terminal is given `xterm`'s entry, whose keys and cursor moves it understands;
    /// any other gets `dumb`, as libedit would give it, without the complaint.
    static func withKnownTerminalType<Result>(_ body: () -> Result) -> Result {
        guard let pointer = getenv("TERM") else { return body() }
        let term = String(cString: pointer)
        guard !term.isEmpty, !hasTerminfoEntry(term) else { return body() }
        setenv("TERM", term.hasPrefix("xterm") && hasTerminfoEntry("xterm") ? "xterm" : "dumb", 1)
        defer { setenv("TERM", term, 1) }
        return body()
    }

    /// Whether the terminfo database has an entry for `term`, where ncurses looks: `$TERMINFO`,
    /// `~/.terminfo`, `$TERMINFO_DIRS`, then the system's folders; entries sit under their first
    /// letter (Linux) or its hexadecimal code (macOS).
    static func hasTerminfoEntry(_ term: String) -> Bool {
        guard let first = term.unicodeScalars.first, !term.contains("/") else { return false }
        var folders: [String] = []
        if let value = getenv("TERMINFO") { folders.append(String(cString: value)) }
        if let home = getenv("HOME") { folders.append(String(cString: home) + "/.terminfo") }
        if let value = getenv("TERMINFO_DIRS") {
            folders += String(cString: value).split(separator: ":", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "/usr/share/terminfo" : String($0)
            }
        }
        folders += ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"]
        var status = stat()
        for folder in folders {
            for letter in [String(first), String(first.value, radix: 16)]
            where fileStatus("\(folder)/\(letter)/\(term)", &status) == 0 {
                return true
            }
        }
        return false
    }

    /// Installs a SIGINT handler that does nothing, returning the previous action to restore.
    ///
    /// The default action would kill the process. Without `SA_RESTART`, a SIGINT from outside
    /// stops the read-character function's `poll` with `EINTR`, which makes `el_gets` return so,
    /// and tells the editor that the SIGINT came from outside.
    static func ignoreInterrupts() -> sigaction {
        handleInterrupts { _ in }
    }

    /// Installs `handler` for SIGINT, without `SA_RESTART` (a blocking read returns `EINTR`),
    /// returning the previous action.
    @discardableResult
    static func handleInterrupts(_ handler: @escaping @convention(c) (Int32) -> Void) -> sigaction {
        var action = plainAction(handler)
        var previous = sigaction()
        signalAction(SIGINT, &action, &previous)
        // A parent may have started calc with SIGINT blocked (a test runner's thread, say): then
        // the handler would never run.
        var interrupts = sigset_t()
        sigemptyset(&interrupts)
        sigaddset(&interrupts, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupts, nil)
        return previous
    }

    /// An action that runs `handler`, with no signal masked and no flags: without `SA_RESTART`, a
    /// blocking read the signal lands in returns `EINTR`. (Each C library names the field its way.)
    static func plainAction(_ handler: @escaping @convention(c) (Int32) -> Void) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #elseif canImport(Musl)
            action.__sa_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        return action
    }

    /// Like ``plainAction(_:)``, with `SA_RESTART`: a `write` the signal lands in goes on rather
    /// than being cut short. For the signals that only ask for a redraw or a stop.
    static func restartingAction(_ handler: @escaping @convention(c) (Int32) -> Void) -> sigaction {
        var action = plainAction(handler)
        action.sa_flags = SA_RESTART
        return action
    }

    /// Stops the process group with SIGTSTP, as the terminal's ^Z does, and returns once it is
    /// continued. Meanwhile SIGTSTP and SIGCONT take their default actions: libedit's handlers
    /// for them would re-raise and redraw on their own.
    static func stopUntilContinued() {
        var defaultAction = sigaction()
        sigemptyset(&defaultAction.sa_mask)
        var previousStop = sigaction()
        var previousContinue = sigaction()
        signalAction(SIGTSTP, &defaultAction, &previousStop)
        signalAction(SIGCONT, &defaultAction, &previousContinue)
        kill(0, SIGTSTP)
        signalAction(SIGTSTP, &previousStop, nil)
        signalAction(SIGCONT, &previousContinue, nil)
    }

    /// Whether `action` is the default action (`SIG_DFL`, the null handler).
    static func isDefault(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
            let handler = action.__sigaction_handler.sa_handler
        #elseif canImport(Musl)
            let handler = action.__sa_handler.sa_handler
        #else
            let handler = action.__sigaction_u.__sa_handler
        #endif
        return handler == nil
    }

    static func restoreInterrupts(_ previous: sigaction) {
        var previous = previous
        signalAction(SIGINT, &previous, nil)
    }
}
