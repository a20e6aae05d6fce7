/// How a source the REPL runs shows its lines: whether its results are shown. The lines themselves
/// are read the same way everywhere (``StatementReader``): statements continue over lines alike,
/// an unclosed last statement is an error at its first line, and `quit` ends the source it is in.
/// What a `:command` does is the handler's (``SourceHandler/command(_:at:)``): the REPL runs it,
/// a batch run rejects it.
///
/// ```swift
/// SourcePolicy.initFile.showsResults   // false: only errors show
/// ```
struct SourcePolicy: Equatable {
    /// Whether results are shown; errors always are, to the source's error stream (the batch
    /// reporter, or the REPL's errors).
    var showsResults: Bool

    /// The REPL's init file: settings and definitions, run quietly before the first prompt.
    static let initFile = SourcePolicy(showsResults: false)
    /// `:load FILE` at the prompt: as if its lines were typed.
    static let load = SourcePolicy(showsResults: true)
}
