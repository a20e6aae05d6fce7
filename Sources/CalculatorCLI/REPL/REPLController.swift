import CalculatorKit
import LineEditor
import Platform

/// The interactive calculator: reads lines from a terminal through ``LineEditor``, hands them to
/// a ``REPLSession`` and shows the session's prompt, which follows the brain's result.
///
/// ```swift
/// let status = REPLController.run(brain: CalculatorBrain(), settings: settings)
/// ```
public final class REPLController {
    /// The version shown in the banner.
    public static let version = "0.1.0"

    let session: REPLSession
    let source: LineSource
    let showsBanner: Bool

    init(session: REPLSession, source: LineSource, showsBanner: Bool) {
        self.session = session
        self.source = source
        self.showsBanner = showsBanner
        session.historyEntries = { [unowned source] in source.historyEntries }
        // A statement typed over several lines is one history entry, recalled whole by Up.
        session.onInput = { [unowned source] in source.record($0) }
    }

    /// Runs the REPL on the process's terminal until Ctrl-D or `:quit`; returns the exit status.
    ///
    /// History goes to the file ``Settings`` and the environment name (see `REPLEnvironment`),
    /// saved after every line, so a SIGTERM loses nothing.
    public static func run(brain: CalculatorBrain, settings: Settings) -> Int32 {
        let environment = REPLEnvironment.processEnvironment
        let color = REPLEnvironment.usesColor(
            settings.color, isTerminal: LineEditor.isInteractive(), environment: environment)
        // Unbuffered, in one stream: results and errors must land in order between prompts.
        let output = Console()
        let isTerminal = LineEditor.isInteractive()
        let console = REPLConsole(output: { text in
            // Messages fold at word boundaries rather than where the terminal's width runs out.
            output.write(isTerminal ? MessageWrap.wrap(text, width: REPLEnvironment.terminalWidth) : text)
            output.flush()
        })
        let warn: (String) -> Void = { message in
            console.writeError(ANSI.paint("warning:", ANSI.bold, color) + " " + message + "\n")
        }
        guard LineEditor.isInteractive() else {
            let session = REPLSession(brain: brain, console: console)
            session.drawsPrompt = false
            prepare(session, settings: settings, environment: environment, warn: warn)
            return REPLController(session: session, source: PlainLineSource(), showsBanner: false).run()
        }
        // Under a file-size limit (`ulimit -f`), SIGXFSZ's default action would kill the session
        // at the first history save that passes it; ignored, the write fails with EFBIG, which
        // the history reports once, like a full disk. Only here: the interactive REPL writes no
        // other file, while a batch's output cut short by the limit must not exit 0.
        signal(SIGXFSZ, SIG_IGN)
        var historyPath = REPLEnvironment.historyPath(settings: settings, environment: environment)
        if let path = historyPath,
            let warning = REPLEnvironment.missingHistoryDirectory(path, settings: settings, environment: environment)
        {
            warn(warning)
            historyPath = nil
        }
        let editor = LineEditor(
            programName: "calc", historyFile: historyPath, historySize: REPLEnvironment.historySize, onWarning: warn)
        defer { editor.close() }
        editor.recordsEveryLine = false
        // A longer line has no preview: past it, no redraw at every key either.
        editor.rightPromptMaximumLength = LivePreview.maximumLength
        let session = REPLSession(brain: brain, console: console, color: color, width: REPLEnvironment.terminalWidth)
        editor.completion = { [unowned session] line, cursor in
            Completer(brain: session.brain, commands: REPLCommand.all).complete(line, cursor: cursor)
        }
        // libedit cannot place a right prompt on a dumb terminal.
        session.canShowPreview = environment["TERM"].map { !$0.isEmpty && $0 != "dumb" } ?? false
        session.showsPreview = session.canShowPreview && !settings.noPreview
        // After the editor, which installs its own SIGINT action: Ctrl-C during an evaluation
        // stops it (at the prompt, Ctrl-C is a key to the editor).
        InterruptSignal.install()
        brain.interruption = InterruptSignal.interruption
        session.interruptedMessage = "\r" + session.interruptedMessage
        // As a line is evaluated: Ctrl-C stops the init file or the -i files, and keys typed
        // meanwhile wait for the first prompt.
        editor.whileEvaluating { prepare(session, settings: settings, environment: environment, warn: warn) }
        let controller = REPLController(session: session, source: editor, showsBanner: !settings.quiet)
        return controller.run()
    }

    /// Before the first prompt: the init file, quietly, then the `-i` inputs, as a batch run
    /// prints them; errors in either are reported and the REPL starts all the same.
    private static func prepare(
        _ session: REPLSession, settings: Settings, environment: [String: String], warn: (String) -> Void
    ) {
        session.plotSize = settings.plotSize
        if let (path, required) = REPLEnvironment.initPath(settings: settings, environment: environment) {
            if let problem = session.runInitFile(path), required { warn("init file: \(problem)") }
        }
        if !settings.inputs.isEmpty {
            var batch = settings
            batch.interactive = false
            let status = BatchController(brain: session.brain, settings: batch).run()
            // SIGTERM or SIGHUP while the files ran ends calc, as it does at the prompt.
            if TerminationSignal.isReceived { exit(status) }
            TerminationSignal.uninstall()
        }
        // Notes on readings are on in the REPL unless --no-notes (the batch run above sets its own).
        session.brain.options.notes = settings.notes != false
    }

    /// What Ctrl-D in a continued statement prints.
    static let droppedContinuationMessage = "the unfinished statement was dropped; Ctrl-D again quits\n"

    /// Reads and handles lines until the user leaves; returns the exit status.
    func run() -> Int32 {
        if showsBanner {
            let banner = "calc \(Self.version) · type :help for help, Ctrl-D to quit"
            session.console.write(MessageWrap.fold(banner, width: session.promptState.width) + "\n")
        }
        while true {
            source.prompt = session.prompt
            // Installed once the preview is first on: until then the editor's keys are libedit's own.
            if session.showsPreview, source.rightPrompt == nil {
                source.rightPrompt = { [unowned session] line in session.rightPrompt(typing: line) }
            }
            switch source.readLine() {
            case .line(let line):
                if !source.whileEvaluating({ session.handle(line) }) { return ExitStatus.success }
                if let editor = source as? LineEditor, editor.droppedLineCount > 0 {
                    // A pasted block stopped by Ctrl-C: its lines after the one running are gone.
                    let count = editor.droppedLineCount
                    session.console.writeError(
                        "\(count) more line\(count == 1 ? "" : "s"), typed or pasted ahead, \(count == 1 ? "was" : "were") dropped\n"
                    )
                }
            case .cancelled, .interrupted:
                session.cancel()
            case .endOfInput where session.isContinuing && source is LineEditor:
                // Ctrl-D in the middle of a statement typed over several lines: Python's REPL
                // drops the statement and stays, rather than losing it with the session.
                session.cancel()
                session.console.write(Self.droppedContinuationMessage)
            case .endOfInput:
                return ExitStatus.success
            }
            session.resize(width: REPLEnvironment.terminalWidth)
        }
    }
}
