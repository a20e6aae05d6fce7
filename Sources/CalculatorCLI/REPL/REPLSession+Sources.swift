import CalculatorKit

extension REPLSession {
    /// How deep `:load` nests (an init file or a loaded file may load another): a file that
    /// loads itself stops here with an error instead of running until the stack overflows.
    static let loadNestingLimit = 16

    /// Evaluates the init file as `:load` does, but quietly: statements and `:commands`
    /// (`:precision 20`, `:deg`), showing only errors (as `path:line:col`), and nothing that can
    /// be undone. Returns why the file could not be read, if it could not.
    func runInitFile(_ path: String) -> String? {
        defer { undoStack.removeAll() }
        return run(file: path, policy: .initFile).problem
    }

    /// `:load FILE`: the file's lines as if typed at the prompt (see ``StatementReader``):
    /// results printed, errors as `file:line:col`, `:commands` run, `quit` ends the file. One
    /// `:undo` takes the whole file back.
    func load(_ path: String, _ line: String) {
        guard !path.isEmpty else {
            console.writeError(DiagnosticView.message(":load takes a file name", color: color))
            return
        }
        guard loadDepth < Self.loadNestingLimit else {
            console.writeError(
                DiagnosticView.message(
                    ":load nests \(Self.loadNestingLimit) files deep", note: "does a file load itself?", color: color))
            return
        }
        let before = snapshot(line)
        // The file's own commands remember what they change on a stack of their own, so that
        // one undo takes back the whole file.
        let undone = undoStack
        undoStack = []
        loadDepth += 1
        let (problem, changed) = run(file: path, policy: .load)
        loadDepth -= 1
        let commandsChanged = !undoStack.isEmpty
        undoStack = undone
        if let problem { console.writeError(DiagnosticView.message(problem, color: color)) }
        if changed || commandsChanged { remember(before) }
    }

    /// Runs the file at `path` under `policy`; returns why it could not be read, if it could
    /// not, and whether a statement of it succeeded (and so changed something).
    private func run(file path: String, policy: SourcePolicy) -> (problem: String?, changed: Bool) {
        let shown = console
        if !policy.showsResults { console = REPLConsole(output: { _ in }, errors: shown.errors) }
        defer { console = shown }
        // A Ctrl-C from before must not end the file at once; one during it ends it.
        brain.interruption?.reset()
        let source = SessionSource(session: self, path: path)
        let lines = SourceRunner.file(InputFile.expandingTilde(path), fromCommandLine: false)
        let problem = SourceRunner.run(lines, named: path, brain: brain, into: source)
        return (problem, source.changed)
    }
}

/// A file's items run in a ``REPLSession``, as typed lines are: statements with their results
/// and errors, `:commands` too.
final class SessionSource: SourceHandler {
    private let session: REPLSession
    private let path: String
    /// Whether a statement succeeded.
    private(set) var changed = false

    init(session: REPLSession, path: String) {
        self.session = session
        self.path = path
    }

    func statement(_ text: String, at location: LineLocation) -> Bool {
        let path = path
        let succeeded = session.execute(text, stopsAtFailure: true) { error, _ in
            error.rendered(source: text, sourceName: path, firstLine: location.line)
        }
        changed = changed || succeeded
        // A Ctrl-C ends the file: its statement has stopped, and the rest are not read.
        return session.brain.interruption?.isRequested != true
    }

    func blank(_ line: String, at location: LineLocation) -> Bool { true }

    /// Runs the command; `:quit` ends the file. A command's error has no caret: its place is
    /// the file and line.
    func command(_ line: String, at location: LineLocation) -> Bool {
        let shown = session.console
        let place = "\(path):\(location.line): "
        session.console = REPLConsole(output: shown.output, errors: { shown.errors(place + $0) })
        defer { session.console = shown }
        return session.run(command: line.trimmingWhitespace())
    }

    func problem(_ error: CalculatorError, line: String, at location: LineLocation) -> Bool {
        session.console.writeError(error.rendered(source: line, sourceName: path, firstLine: location.line))
        return true
    }
}
