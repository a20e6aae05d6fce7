import CalculatorKit

/// The REPL's line handling, without a terminal: takes each line typed, evaluates it or runs the
/// command, writes what to show, and gives the prompt's state, read from the brain when asked.
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
    private var promptLayout: PromptView.State
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

    /// The most lines `:undo` can take back.
    static let undoLimit = 1000

    /// The brain as it was before a line, and the line.
    struct Snapshot {
        var state: CalculatorState
        var result: Double?
        var options: CalculatorOptions
        var line: String
    }

    init(brain: CalculatorBrain, console: REPLConsole, color: Bool = false, width: Int = 80) {
        self.brain = brain
        self.console = console
        promptLayout = PromptView.State(color: color, width: width)
        continued = ContinuedInput(brain: brain)
    }

    /// The prompt view's state: the brain's result as its options display it, read at each
    /// render, so a new result, a changed precision, a reset or an undo all show without being
    /// told.
    var promptState: PromptView.State {
        var state = promptLayout
        let format = NumberFormat(brain.options)
        // In exact arithmetic the result of an expression is ans, whose exact value is kept.
        if brain.options.arithmetic == .exact, let result = brain.result, result == brain.state.ans,
            let number = brain.state.ansNumber
        {
            state.result = format.string(forNumber: number)
            state.isApproximate = !format.isExact(number)
        } else {
            state.result = brain.result.map(format.string(for:))
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
        guard let input = continued.append(line) else {
            promptLayout.openBrackets = continued.openBrackets
            return true
        }
        promptLayout.openBrackets = 0
        onInput(input)
        evaluate(input, promptWidth: wasContinuing ? nil : promptWidth)
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
        let worker = brain.workingCopy()
        let gate = BackgroundJob<Bool>.Gate()
        let handover = Handover((session: self, worker: worker))
        let job = BackgroundJob {
            handover.value.session.execute(input, on: handover.value.worker, gate: gate, color: color) {
                error, afterOutput in
                DiagnosticView.render(error, source: input, promptWidth: afterOutput ? nil : width, color: color)
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
        brain.restore(worker.state, result: worker.result)
        if changed { remember(before) }
    }

    /// Whether a prompt is drawn before each line (not when output goes to a pipe): carets line up
    /// under the input only after one.
    var drawsPrompt = true

    /// What a Ctrl-C during an evaluation prints; the controller starts it with a carriage
    /// return on a terminal, to write over the `^C` the terminal echoed.
    var interruptedMessage = "interrupted\n"

    /// Runs the statements of `text`, writing each outcome as it comes and each error as
    /// `diagnostic` renders it; returns whether any statement succeeded (and so changed something).
    /// Once a Ctrl-C has stopped a statement, the rest are neither run nor shown.
    /// `diagnostic` is told whether anything of `text` was shown before the error.
    func execute(_ text: String, diagnostic: (CalculatorError, _ afterOutput: Bool) -> String) -> Bool {
        execute(text, on: brain, gate: nil, color: promptState.color, diagnostic: diagnostic)
    }

    /// ``execute(_:diagnostic:)`` on `target`, each write let through by `gate` when there is one.
    func execute(
        _ text: String, on target: CalculatorBrain, gate: BackgroundJob<Bool>.Gate?, color: Bool,
        diagnostic: (CalculatorError, _ afterOutput: Bool) -> String
    ) -> Bool {
        var changed = false
        var shown = false
        let format = NumberFormat(target.options)
        func write(_ body: () -> Void) {
            if let gate { gate.pass(body) } else { body() }
        }
        target.execute(text) { statement in
            if target.interruption?.isRequested == true { return }
            switch statement.outcome {
            case .success(let outcome):
                changed = true
                let text = Self.describe(
                    outcome, number: statement.number,
                    converted: statement.conversion.flatMap { format in statement.convertedText.map { (format, $0) } },
                    format: format,
                    color: color)
                shown = shown || !text.isEmpty
                write { console.write(text) }
                if let note = statement.note {
                    write { console.write(ANSI.paint("note:", ANSI.bold, color) + " " + note + "\n") }
                }
            case .failure(let error):
                let rendered = diagnostic(error, shown)
                write { console.writeError(rendered) }
                shown = true
            }
        }
        return changed
    }

    /// `5`, `x = 3`, `f(x)`.
    /// A value whose digits are not its exact value (`1/3`, `sqrt(2)` in exact arithmetic) gets a
    /// dim `≈` before it.
    static func describe(
        _ outcome: StatementResult.Outcome, number: Number? = nil,
        converted: (format: OutputFormat, text: String)? = nil, format: NumberFormat, color: Bool = false
    ) -> String {
        func shown(_ value: Double) -> String {
            // A conversion's text; hex, bin, oct and frac are exact (or fail), sci may be rounded.
            let text = converted?.text ?? format.string(for: value, number: number)
            guard let number, !format.isExact(number, as: converted?.format) else { return text }
            return ANSI.paint(PromptView.approximately, ANSI.dim, color) + " " + text
        }
        switch outcome {
        case .value(let value): return shown(value) + "\n"
        case .assignment(let name, let value): return "\(name) = \(shown(value))\n"
        case .definition(_, let signature): return signature + "\n"
        }
    }

    func snapshot(_ line: String) -> Snapshot {
        Snapshot(state: brain.state, result: brain.result, options: brain.options, line: line)
    }

    func remember(_ snapshot: Snapshot) {
        undoStack.append(snapshot)
        if undoStack.count > Self.undoLimit { undoStack.removeFirst() }
    }

    /// Puts the brain back as it was before the last line that changed it; returns that line.
    func undo() -> String? {
        guard let last = undoStack.popLast() else { return nil }
        brain.options = last.options
        brain.restore(last.state, result: last.result)
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
