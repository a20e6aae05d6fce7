/// How one kind of source treats its lines: whether its `:commands` run and whether its results
/// are shown. The lines themselves are read the same way everywhere (``StatementReader``):
/// statements continue over lines alike, an unclosed last statement is an error at its first
/// line, and `quit` ends the source it is in.
///
/// ```swift
/// SourcePolicy.batch.commands       // .reject: no REPL to run them
/// SourcePolicy.initFile.showsResults   // false: only errors show
/// ```
struct SourcePolicy: Equatable {
    /// What a `:command` line does.
    enum Commands: Equatable {
        /// It runs, as typed at the prompt.
        case run
        /// It is an error at its colon, with a note on how to reach the REPL.
        case reject
    }

    var commands: Commands
    /// Whether results are shown; errors always are, to the source's error stream (the batch
    /// reporter, or the REPL's errors).
    var showsResults: Bool

    /// Files, standard input and `-e` on the command line, and `calc -i FILE`: there is no REPL
    /// yet to run a command.
    static let batch = SourcePolicy(commands: .reject, showsResults: true)
    /// The REPL's init file: settings and definitions, run quietly before the first prompt.
    static let initFile = SourcePolicy(commands: .run, showsResults: false)
    /// `:load FILE` at the prompt: as if its lines were typed.
    static let load = SourcePolicy(commands: .run, showsResults: true)
}
