import CalculatorKit

/// The REPL's line handling, without a terminal: takes each line typed, evaluates it or runs the
/// command, writes what to show, and gives the prompt's state. It observes the brain, as the
/// design's controller does: each new value the brain announces is the prompt's next display.
///
/// ```swift
/// let session = REPLSession(brain: CalculatorBrain(), console: REPLConsole(output: { print($0, terminator: "") }))
/// session.handle("x = 3")   // writes "x = 3\n"
/// session.handle("x * 2")   // writes "6\n"; session.prompt is now "6 › "
/// ```
final class REPLSession {
    let brain: CalculatorBrain
    var console: REPLConsole
    /// What the prompt shows besides the result: open brackets, colour, width.
    private(set) var promptLayout: PromptView.State
    /// The history, for `:history`; the line editor owns it.
    var historyEntries: () -> [String] = { [] }
    /// Lines typed while brackets are open.
    private(set) var continued: ContinuedInput
    /// Whether the line being typed shows what it evaluates to (`:preview on|off`). Only a
    /// terminal's line editor draws it.
    var showsPreview = false
    /// Whether the REPL draws the preview at all: a line editor on a terminal that is not dumb.
    var canShowPreview = false
    /// A preview given up on that still computes (see ``LivePreview``).
    var previewJob: BackgroundJob<String?>?
    /// How long a key waits for its preview, and how long the preview may evaluate: the REPL's
    /// 200 and 25 ms (``LivePreview``); tests that check what is shown give seconds.
    var previewLimits = (wait: LivePreview.waitLimit, time: LivePreview.timeLimit)
    /// Told of each complete input (lines joined once their brackets close), for the history.
    var onInput: (String) -> Void = { _ in }
    /// What `:undo` goes back to: the brain before each line that changed it.
    var undoStack: [Snapshot] = []
    /// How many `:load`s are running, one inside another.
    var loadDepth = 0
    /// `--plot-size`: the size of `:plot`'s text plots, or the terminal's width and 20 rows.
    var plotSize: PlotSize?
    /// The statement that last assigned each variable (`p = pi`), for `:save`, which writes it
    /// back when it alone gives the variable's value (see REPLSession+Commands.swift).
    var assignments: [String: String] = [:]

    /// The names whose hiding of a unit the REPL has told of (``CalculatorBrain/shadowedUnit(named:)``).
    var shadowNotes: Set<String> = []
    /// The most lines `:undo` can take back.
    static let undoLimit = 1000

    /// The value the prompt shows: the brain's, as its observer last heard it.
    private var promptValue: Value?
    /// The session's registration with the brain, taken back when the session ends.
    private var observation: CalculatorBrain.Observation?

    /// The brain as it was before a line, and the line.
    struct Snapshot {
        var state: CalculatorState
        var value: Value?
        var options: CalculatorOptions
        var line: String
    }

    init(brain: CalculatorBrain, console: REPLConsole, color: Bool = false, width: Int = 80) {
        self.brain = brain
        self.console = console
        promptLayout = PromptView.State(color: color, width: width)
        continued = ContinuedInput(brain: brain)
        promptValue = brain.value
        // The brain tells of every new value: a line's result, an undo, a reset. (Weak: the brain
        // outlives no session, but its observer must not keep one alive.)
        observation = brain.observeValue { [weak self] value in self?.promptValue = value }
    }

    deinit {
        if let observation { brain.removeObserver(observation) }
    }

    /// The prompt view's state: the value the brain last announced, written in the brain's
    /// options at each render, so that a changed precision or base shows at once.
    var promptState: PromptView.State {
        var state = promptLayout
        if let promptValue {
            (state.result, state.isApproximate) = StatementView(brain.options).shown(promptValue)
        }
        return state
    }

    /// The prompt to show before the next line.
    var prompt: String { PromptView.render(promptState) }

    /// Whether lines are being collected because brackets are open.
    var isContinuing: Bool { !continued.isEmpty }

    /// Handles one typed line; returns false when the user asked to quit.
    @discardableResult
    func handle(_ line: String) -> Bool {
        let promptWidth = PromptView.width(promptState)
        let wasContinuing = isContinuing
        if !wasContinuing {
            let trimmed = line.trimmingWhitespace()
            switch LineKind(of: trimmed) {
            case .command, .quit:
                // A command is one line whatever brackets it holds: `:help sin(` asks about sin.
                onInput(line)
                return run(command: trimmed)
            case .blank where trimmed.isEmpty:
                return true
            case .blank, .statement:
                // A comment alone is kept in the history like any line typed.
                break
            }
        }
        // Typed lines join while any bracket is open, with a prompt showing how many: the person
        // typing sees the statement is not done (a file's lines join as ``StatementReader`` says).
        var joined = continued.append(line)
        // After the first line, the rule of files holds: a line that does not stop after `(`,
        // `,` or an operator ends the statement, and its open bracket is the error.
        if joined == nil, wasContinuing, !LineKind.continuesOpenStatement(line, operations: brain.operations) {
            joined = continued.takeUnfinished()
        }
        guard let input = joined else {
            promptLayout.openBrackets = continued.openBrackets
            return true
        }
        promptLayout.openBrackets = 0
        onInput(input)
        // A line wider than the terminal wrapped: a caret under its last row could stand under
        // the wrong token, so the error shows the line again.
        let wrapped = promptWidth + line.terminalColumns > promptLayout.width
        evaluate(input, promptWidth: wasContinuing || wrapped ? nil : promptWidth)
        return true
    }

    /// Drops a half-entered continued input (Ctrl-C).
    func cancel() {
        // A SIGINT from outside while reading counts as this Ctrl-C, not as a second one.
        brain.interruption?.reset()
        continued.discard()
        promptLayout.openBrackets = 0
    }

    /// Sets the terminal width the prompt fits into.
    func resize(width: Int) { promptLayout.width = width }

    /// Evaluates every statement of `input` and shows each outcome. The statements run on a copy
    /// of the brain, on a ``BackgroundJob``; the brain takes the copy's state when they end. A
    /// Ctrl-C stops the line at once, even inside one long GMP or MPFR call: the job is given up
    /// (its output dropped), the brain is as it was before the line, and ``interruptedMessage``
    /// says so.
    private func evaluate(_ input: String, promptWidth: Int?) {
        let before = snapshot(input)
        let color = promptState.color
        brain.interruption?.reset()
        // The caret can line up with the input only while the input is the line above it: not
        // once an earlier statement of the line has printed (`1; 2; 1/0`), and not when no
        // prompt is drawn (output to a pipe).
        let width = drawsPrompt ? promptWidth : nil
        let columns = drawsPrompt ? promptLayout.width : nil
        let worker = brain.workingCopy()
        let gate = BackgroundJob<Bool>.Gate()
        let handover = Handover((session: self, worker: worker))
        let job = BackgroundJob {
            handover.value.session.execute(input, on: handover.value.worker, gate: gate, color: color) {
                error, afterOutput in
                DiagnosticView.render(
                    error, source: input, promptWidth: afterOutput ? nil : width, width: columns, color: color)
            }
        }
        let interruption = brain.interruption
        guard let changed = job.wait(stop: { interruption?.isRequested == true }) else {
            gate.close()
            job.abandon()
            worker.interruption?.requestStop()
            brain.interruption?.reset()
            console.writeError(interruptedMessage)
            return
        }
        brain.restore(worker.state, value: worker.value)
        if changed { remember(before) }
    }

    /// Whether a prompt is drawn before each line (not when output goes to a pipe): carets line up
    /// under the input only after one.
    var drawsPrompt = true

    /// What a Ctrl-C during an evaluation prints; the controller starts it with a carriage
    /// return on a terminal, to write over the `^C` the terminal echoed.
    /// It says that the whole line is taken back, results it printed before the Ctrl-C included.
    var interruptedMessage = "interrupted: nothing on this line was kept\n"

    /// Runs the statements of `text`, writing each outcome as it comes and each error as
    /// `diagnostic` renders it; returns whether any statement succeeded (and so changed something).
    /// Once a Ctrl-C has stopped a statement, the rest are neither run nor shown.
    /// `diagnostic` is told whether anything of `text` was shown before the error.
    ///
    /// A file's line (`:load`, `-i`, the init file) stops at its first failure as a typed line
    /// does: a stop of its own, which a Ctrl-C still reaches, ends it.
    func execute(
        _ text: String, stopsAtFailure: Bool = false, diagnostic: (CalculatorError, _ afterOutput: Bool) -> String
    ) -> Bool {
        guard stopsAtFailure else {
            return execute(text, on: brain, gate: nil, color: promptState.color, diagnostic: diagnostic)
        }
        let signal = brain.interruption
        brain.interruption = signal.map { Interruption(following: $0) } ?? Interruption()
        defer { brain.interruption = signal }
        return execute(
            text, on: brain, gate: nil, stopsAtFailure: true, color: promptState.color, diagnostic: diagnostic)
    }

    /// ``execute(_:diagnostic:)`` on `target`, each write let through by `gate` when there is one.
    func execute(
        _ text: String, on target: CalculatorBrain, gate: BackgroundJob<Bool>.Gate?, stopsAtFailure: Bool = false,
        color: Bool, diagnostic: (CalculatorError, _ afterOutput: Bool) -> String
    ) -> Bool {
        var changed = false
        var shown = false
        // A line typed at the prompt (run on a job's brain, behind a gate) stops at its first
        // failure: `f(3); ans * 2` would go on with the `ans` before the line. Its brain's own
        // interruption stops it, and the statements not run are counted for the note.
        let stopsAtFailure = stopsAtFailure || gate != nil
        var failed = false
        var skipped = 0
        let view = StatementView(target.options)
        func write(_ body: () -> Void) {
            if let gate { gate.pass(body) } else { body() }
        }
        target.execute(text) { statement in
            if failed {
                skipped += 1
                return
            }
            if target.interruption?.isRequested == true { return }
            switch statement.outcome {
            case .success:
                changed = true
                if case .success(.assignment(let name, _)) = statement.outcome,
                    let source = Self.text(of: statement, in: text)
                {
                    write { self.assignments[name] = source }
                }
                // A line given up on (Ctrl-C) stops converting its value to text, which would
                // otherwise take seconds for every digit of a huge number, and shows nothing.
                var line: String?
                if gate != nil, let interruption = target.interruption {
                    guard let converted = interruption.converting({ view.line(statement, marked: true, color: color) })
                    else { return }
                    line = converted
                } else {
                    line = view.line(statement, marked: true, color: color)
                }
                let text = (line ?? "") + "\n"
                shown = true
                write { console.write(text) }
                for note in statement.notes {
                    // A reading is said without getting in the way: dim, under the result.
                    let line =
                        note.kind == .reading
                        ? ANSI.paint("note: " + note.message, ANSI.dim, color)
                        : ANSI.paint("note:", ANSI.bold, color) + " " + note.message
                    write { console.write(line + "\n") }
                }
                if let name = Self.definedName(statement.outcome), let shadowing = target.shadowedUnit(named: name) {
                    write {
                        // Once per name: the second `m = 6` needs no telling.
                        guard self.shadowNotes.insert(name).inserted else { return }
                        console.write(ANSI.paint("note: " + shadowing, ANSI.dim, color) + "\n")
                    }
                }
            case .failure(let error):
                let rendered = diagnostic(error, shown)
                write { console.writeError(rendered) }
                shown = true
                if stopsAtFailure {
                    failed = true
                    target.interruption?.requestStop()
                }
            }
        }
        if skipped > 0 {
            let statements =
                skipped == 1 ? "1 statement after the error was" : "\(skipped) statements after the error were"
            let note = ANSI.paint("note:", ANSI.bold, color) + " \(statements) not run\n"
            write { console.writeError(note) }
        }
        return changed
    }

    /// The name an assignment or a definition of a function binds; nil for anything else (a
    /// `unit` statement defines a unit, and hides none).
    private static func definedName(_ outcome: Result<StatementResult.Outcome, CalculatorError>) -> String? {
        switch outcome {
        case .success(.assignment(let name, _)): name
        case .success(.definition(let name, let signature)) where !signature.hasPrefix("unit "): name
        default: nil
        }
    }

    /// The text of a short statement of `source`, for ``assignments``; nil for a long one.
    private static func text(of statement: StatementResult, in source: String) -> String? {
        let offsets = statement.utf8Offsets
        guard offsets.count <= 200 else { return nil }
        let utf8 = source.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
        let end = utf8.index(start, offsetBy: offsets.count)
        return String(source[start..<end])
    }

    func snapshot(_ line: String) -> Snapshot {
        Snapshot(state: brain.state, value: brain.value, options: brain.options, line: line)
    }

    func remember(_ snapshot: Snapshot) {
        undoStack.append(snapshot)
        if undoStack.count > Self.undoLimit { undoStack.removeFirst() }
    }

    /// Puts the brain back as it was before the last line that changed it; returns that line.
    func undo() -> String? {
        guard let last = undoStack.popLast() else { return nil }
        brain.options = last.options
        brain.restore(last.state, value: last.value)
        return last.line
    }
}

/// Where the REPL writes: results and messages, and errors.
struct REPLConsole {
    var output: (String) -> Void
    var errors: (String) -> Void

    init(output: @escaping (String) -> Void, errors: ((String) -> Void)? = nil) {
        self.output = output
        self.errors = errors ?? output
    }

    func write(_ text: String) { output(text) }
    func writeError(_ text: String) { errors(text) }
}

extension String {
    /// Without leading and trailing white space of any kind. Wider than the language's blanks on
    /// purpose: a line that only looks empty to the person typing it (a no-break space, say) is
    /// skipped, and a command is recognised as they see it.
    func trimmingWhitespace() -> String {
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
            let last = characters.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(characters[first...last])
    }
}
