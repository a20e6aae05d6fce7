import CalculatorKit

/// What a line typed at the REPL evaluates to so far, worked out on every keystroke in a
/// scratch copy of the brain: no assignment, definition or option takes effect, and the result
/// and `ans` stay as they were.
///
/// ```swift
/// LivePreview.text(for: "1+2", brain: brain)     // "3"
/// LivePreview.text(for: "x = 5", brain: brain)   // "x = 5", and brain has no x
/// LivePreview.text(for: "(1+", brain: brain)     // nil: incomplete
/// LivePreview.text(for: "2^3^2", brain: brain)   // "512   read as 2^(3^2)"
/// ```
///
/// It shows what Return would print for the line's last statement that prints a value: `3`
/// for an expression, `x = 5` for an assignment (the value about to be stored, said as Return
/// says it), and after it the reading calc takes of a contested expression (``StatementResult/notes``)
/// while notes are on. Nothing for a definition alone (its signature is no result), a `:command`, `quit`,
/// a blank line, or a line in error anywhere, incomplete lines included.
enum LivePreview {
    /// The longest line previewed, in UTF-8 bytes: a longer line is pasted rather than typed.
    /// Past it the line editor also stops redrawing the whole line at every key (its right
    /// prompt's limit): each key's redraw and preview cost time in proportion to the line, which
    /// made typing quadratic (20 KB typed took 20.5 s of CPU; 4096 bytes still cost seconds).
    static let maximumLength = 1024
    /// How long a preview may evaluate: a recursive `fib(40)` stops after this instead of
    /// running for minutes, well within the time between two keys. Running out is an error, so
    /// shows nothing.
    static let timeLimit = Duration.milliseconds(25)

    /// How long a key waits for its preview. A statement under the preview's time limit refuses
    /// any GMP or MPFR call estimated to take long (`gamma(2.5)` at 10,000 digits, every digit of
    /// `3^(2*10^7)`) before it starts, and shows nothing; this bounds the rest (a loaded machine),
    /// and the keys typed while a job given up on still runs get no preview.
    static let waitLimit = Duration.milliseconds(200)

    /// The preview of `input` (the whole input: continued lines already joined), or nil. The
    /// limits are parameters for tests, which check what is shown apart from how fast a loaded
    /// machine shows it.
    static func text(
        for input: String, brain: CalculatorBrain, waitLimit: Duration = waitLimit, timeLimit: Duration = timeLimit
    ) -> String? {
        var running: BackgroundJob<String?>?
        return text(for: input, brain: brain, running: &running, waitLimit: waitLimit, timeLimit: timeLimit)
    }

    /// The preview of `input`, worked out on a ``BackgroundJob``; `running` keeps a job given up
    /// on, so that no second one starts beside it while it computes.
    static func text(
        for input: String, brain: CalculatorBrain, running: inout BackgroundJob<String?>?,
        waitLimit: Duration = waitLimit, timeLimit: Duration = timeLimit
    ) -> String? {
        guard input.utf8.count <= maximumLength else { return nil }
        // Told apart as `REPLSession.handle(_:)` does, so a command is recognised as it will be run.
        guard LineKind(of: input.trimmingWhitespace()) == .statement else { return nil }
        if let job = running, job.isRunning { return nil }
        running = nil
        let scratch = Handover(scratchCopy(of: brain, timeLimit: timeLimit))
        let stop = scratch.value.interruption
        let job = BackgroundJob { evaluate(input, on: scratch.value) }
        if let text = job.wait(for: waitLimit) { return text }
        job.abandon()
        // Given up on, it stops too: nothing goes on computing for a preview no one will see.
        stop?.requestStop()
        running = job
        return nil
    }

    /// What `scratch` shows for `input`'s last statement that prints a value; nil after an error.
    private static func evaluate(_ input: String, on scratch: CalculatorBrain) -> String? {
        let view = StatementView(scratch.options)
        var shown: String?
        var failed = false
        scratch.execute(input) { statement in
            if statement.error != nil { failed = true }
            // A definition's signature is no value: the preview keeps the last value.
            // Every digit of a huge value takes seconds: the preview does not start on them.
            guard statement.value != nil, let interruption = scratch.interruption,
                let converted = interruption.converting(refusingLong: true, { view.line(statement, marked: false) })
            else {
                if statement.value != nil { failed = true }
                return
            }
            if let line = converted { shown = line + reading(of: statement) }
        }
        return failed ? nil : shown
    }

    /// The reading calc takes of a contested statement, as the preview shows it after the value:
    /// `   read as (6/2)·(1+2)`, the first reading note's message up to its `;`. Empty for none.
    static func reading(of statement: StatementResult) -> String {
        guard let note = statement.notes.first(where: { $0.kind == .reading }) else { return "" }
        return "   " + (note.message.split(separator: ";").first.map(String.init) ?? note.message)
    }

    /// A new brain with `brain`'s operations, options and state (values, so copies), and the
    /// preview's time limit; nothing done to it reaches `brain` or `brain`'s observers.
    static func scratchCopy(of brain: CalculatorBrain, timeLimit: Duration = timeLimit) -> CalculatorBrain {
        let scratch = brain.workingCopy()
        scratch.options.timeLimit = min(brain.options.timeLimit ?? timeLimit, timeLimit)
        return scratch
    }
}

extension CalculatorBrain {
    /// A new brain with this one's operations, options, state and result (values, so copies) and
    /// an ``Interruption`` of its own: what a line or a preview runs on, away from the REPL's
    /// brain and its observers.
    func workingCopy() -> CalculatorBrain {
        let copy = CalculatorBrain(operations: operations, options: options)
        copy.restore(state, value: value)
        copy.interruption = Interruption()
        return copy
    }
}
