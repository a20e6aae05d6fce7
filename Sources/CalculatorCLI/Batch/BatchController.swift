import CalculatorKit
import Platform

/// Evaluates non-interactive input: `-e` expressions, files and standard input, in
/// command-line order with one shared state, one line at a time, streaming.
///
/// Before evaluating anything it checks that every FILE can be opened: a misspelt file name
/// stops the run with status 66 and no output, rather than evaluating the other inputs
/// without the definitions the missing file would have made.
///
/// With `--check`, each file starts from the state the `-e` expressions before it left, so a
/// file verifies on its own whatever other files are named with it.
public final class BatchController {
    private let brain: CalculatorBrain
    private let settings: Settings
    private let console = Console()
    private var reporter: any BatchReporter
    /// Whether lines are offered to the brain as bytes first (``fastLine(_:)``): when the
    /// reporter shows values alone.
    private let takesFastLines: Bool
    /// Lines of `-e` expressions so far: together they are numbered like lines of `<expr>`.
    private var expressionLines = 0
    private var failed = false
    /// The brain's interruption: a SIGINT's, and a line's own stop after its first failure.
    private let lineStop = Interruption(following: InterruptSignal.interruption)

    public init(brain: CalculatorBrain, settings: Settings) {
        self.brain = brain
        self.settings = settings
        // Notes on readings are made only where they are shown: JSON unless --no-notes, text
        // with --notes. Batch input has no commands, so the options cannot change once the run starts.
        brain.options.notes =
            settings.check ? false : settings.format == .json ? settings.notes != false : settings.notes == true
        let format = ValueFormat(brain.options)
        reporter =
            if settings.check {
                CheckReporter(format: format, arithmetic: brain.options.arithmetic, console: console)
            } else if settings.format == .json {
                JSONReporter(format: format, console: console)
            } else {
                TextReporter(
                    format: format, console: console, color: settings.color == .always,
                    showsDecisions: settings.notes == true)
            }
        takesFastLines = reporter.takesFastLines
    }

    /// Runs every input in order; returns the exit status (see ``ExitStatus``).
    ///
    /// A failed write to standard output (a full disk, `> /dev/full`) stops the run with
    /// `calc: write error: REASON` and status 1, as `bc` and `seq` do: results are never lost
    /// without a word.
    ///
    /// SIGINT stops the statement running and the run, with status 130 once what was printed
    /// is flushed (see ``InterruptSignal``); within a second even inside one long GMP or MPFR
    /// call (see ``LastWords``). SIGTERM and SIGHUP do the same, with 143 and 129
    /// (see ``TerminationSignal``).
    public func run() -> Int32 {
        LastWords.register(console.pendingOutput)
        defer { LastWords.register(nil) }
        InterruptSignal.install()
        TerminationSignal.install()
        brain.interruption = lineStop
        var status = runInputs()
        if InterruptSignal.isRequested { status = TerminationSignal.exitStatus }
        console.flush()
        if let failure = console.outputFailure {
            console.diagnose("calc: write error: \(String(cString: strerror(failure)))\n")
            if status == ExitStatus.success { status = ExitStatus.failure }
        }
        return status
    }

    /// Whether to evaluate nothing more: a failure under `--fail-fast`, output that cannot be
    /// written, or a SIGINT.
    private var isStopping: Bool {
        (failed && settings.failFast) || console.outputFailure != nil || InterruptSignal.isRequested
    }

    private func runInputs() -> Int32 {
        var openable = true
        for case .file(let path) in settings.inputs where path != "-" {
            if let problem = InputFile.problem(opening: path) {
                console.diagnose("calc: \(problem)\n")
                openable = false
            }
        }
        guard openable else { return ExitStatus.noInput }
        var baseState = brain.state
        var status = ExitStatus.success
        if settings.inputs.isEmpty {
            // Standard input, not through a `[.file("-")]` made for it: building an array of
            // `Input`s had the runtime make its type's metadata (echo 1+1 | calc: 11,000
            // instructions, a twentieth of the start).
            status = run(.file("-"), baseState: &baseState)
        }
        for input in settings.inputs {
            status = run(input, baseState: &baseState)
            if status != ExitStatus.success || isStopping { break }
        }
        if !reporter.finish() { failed = true }
        if status == ExitStatus.success && failed { status = ExitStatus.failure }
        return status
    }

    /// Evaluates one input; returns ``ExitStatus/noInput`` when a file cannot be read.
    private func run(_ input: Settings.Input, baseState: inout CalculatorState) -> Int32 {
        switch input {
        case .expression(let text):
            evaluate(expression: text)
            if settings.check { baseState = brain.state }
        case .file(let path):
            if settings.check { brain.state = baseState }
            if let problem = evaluate(file: path) {
                console.diagnose("calc: \(problem)\n")
                return ExitStatus.noInput
            }
        }
        return ExitStatus.success
    }

    /// Evaluates the lines of one `-e`: numbered on from the `-e` lines before it, as lines of
    /// `<expr>`, and read as a file's lines are.
    private func evaluate(expression text: String) {
        let (lines, count) = SourceRunner.text(text, firstLine: expressionLines + 1)
        _ = SourceRunner.run(lines, named: "<expr>", brain: brain, into: self)
        expressionLines += count
    }

    /// Evaluates a file line by line (see ``StatementReader``); returns a message when it cannot
    /// be read.
    ///
    /// As every `.calc` source is read (``StatementReader``, ``LineKind/endsUnfinished``), a
    /// statement continues over the next lines while a `(` is open, when its line stops where a
    /// statement cannot end: the lines are joined into one statement, reported
    /// at its first line. A line `quit` or `exit` ends the file (a habit from bc), and a
    /// `:command` is an error: there is no REPL to run it.
    private func evaluate(file path: String) -> String? {
        let name = path == "-" ? "<stdin>" : path
        let console = console
        let lines = SourceRunner.file(path, willBlock: { console.flush() })
        return SourceRunner.run(lines, named: name, brain: brain, into: self)
    }

    /// Runs a line's statements, reporting each as it is run, up to its first failure: as in
    /// the REPL, `f(3); ans * 2` must not go on with the `ans` from before the line. The
    /// statements after it are stopped through ``lineStop`` and counted for a note.
    private func evaluate(_ line: String, at location: LineLocation) {
        let reporter = reporter
        let lineStop = lineStop
        var succeeded = true
        var failedStatement = false
        var notRun = 0
        // Where the first statement not run is, not the statement: a StatementResult kept in
        // the closure's box has its metadata made at run time on its release, a search of every
        // conformance in the program that start-up (`echo 1+1 | calc`) would pay.
        var firstNotRun: SourceRange?
        brain.execute(line) { statement in
            // Statements stopped by a SIGINT are not reported: the run ends with status 130.
            if InterruptSignal.isRequested && statement.error?.kind == .interrupted { return }
            if failedStatement {
                notRun += 1
                if firstNotRun == nil { firstNotRun = statement.range }
                return
            }
            if !reporter.report(statement, line: line, at: location) { succeeded = false }
            if statement.failed {
                failedStatement = true
                lineStop.requestStop()
            }
        }
        lineStop.reset()
        if InterruptSignal.isRequested { return }
        if let firstNotRun { reporter.report(notRun: notRun, firstAt: firstNotRun, at: location) }
        if !reporter.endLine(line, at: location) { succeeded = false }
        if !succeeded { failed = true }
    }
}

extension BatchController: SourceHandler {
    func statement(_ line: String, at location: LineLocation) -> Bool {
        evaluate(line, at: location)
        return !isStopping
    }

    /// A plain or quantity line, run by the brain from its bytes when the reporter shows values
    /// alone: the commonest line of a batch file, at a fraction of a statement's cost (rows 3
    /// and 9 of BENCHMARKS.md). It cannot fail, so it needs no line stop.
    func fastLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard takesFastLines, let (value, presentation) = brain.executeFastLine(bytes) else { return nil }
        reporter.report(value: value, in: presentation)
        return !isStopping
    }

    func blank(_ line: String, at location: LineLocation) -> Bool {
        if !reporter.endLine(line, at: location) { failed = true }
        return !isStopping
    }

    /// A command in batch input is an error at its colon: there is no REPL to run it.
    func command(_ line: String, at location: LineLocation) -> Bool {
        problem(SourceRunner.commandOutsideREPL(line), line: line, at: location)
    }

    func problem(_ error: CalculatorError, line: String, at location: LineLocation) -> Bool {
        if !reporter.report(invalid: error, line: line, at: location) { failed = true }
        if !reporter.endLine(line, at: location) { failed = true }
        return !isStopping
    }
}
