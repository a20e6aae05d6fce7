/// What ``LineEditor/readLine()`` got from the terminal.
public enum ReadResult: Equatable, Sendable {
    /// A line the user entered with Return, without its trailing newline.
    case line(String)
    /// The user pressed Ctrl-C: the half-typed line was discarded; read the next one.
    case cancelled
    /// The user pressed Ctrl-D on an empty line (or the terminal went away): leave the REPL.
    case endOfInput
    /// A caught signal stopped the read: a SIGINT from outside the terminal (`kill -INT`), or a
    /// signal the caller installed a handler for (check its flag, e.g. for SIGTERM).
    ///
    /// The half-typed line was discarded, as for ``cancelled``; a REPL usually just goes on.
    case interrupted
}
