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
    /// Lines of `-e` expressions so far: together they are numbered like lines of `<expr>`.
    private var expressionLines = 0
    private var failed = false

    public init(brain: CalculatorBrain, settings: Settings) {
        self.brain = brain
        self.settings = settings
        // Batch input has no commands, so the options cannot change once the run starts.
        let format = ValueFormat(brain.options)
        reporter =
            if settings.check {
                CheckReporter(format: format, arithmetic: brain.options.arithmetic, console: console)
            } else if settings.format == .json {
                JSONReporter(format: format, console: console)
            } else {
                TextReporter(format: format, console: console)
            }
    }

    /// Runs every input in order; returns the exit status (see ``ExitStatus``).
    ///
    /// A failed write to standard output (a full disk, `> /dev/full`) stops the run with
    /// `calc: write error: REASON` and status 1, as `bc` and `seq` do: results are never lost
    /// without a word.
    ///
    /// SIGINT stops the statement running and the run, with status 130 once what was printed
    /// is flushed (see ``InterruptSignal``); within a second even inside one long GMP or MPFR
    /// call (see ``LastWords``).
    public func run() -> Int32 {
        LastWords.register(console.pendingOutput)
        defer { LastWords.register(nil) }
        InterruptSignal.install()
        brain.interruption = InterruptSignal.interruption
        var status = runInputs()
        if InterruptSignal.isRequested { status = ExitStatus.interrupted }
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
        inputs: for input in settings.inputs {
            switch input {
            case .expression(let text):
                evaluate(expression: text)
                if settings.check { baseState = brain.state }
            case .file(let path):
                if settings.check { brain.state = baseState }
                if let problem = evaluate(file: path) {
                    console.diagnose("calc: \(problem)\n")
                    status = ExitStatus.noInput
                    break inputs
                }
            }
            if isStopping { break }
        }
        if !reporter.finish() { failed = true }
        if status == ExitStatus.success && failed { status = ExitStatus.failure }
        return status
    }

    private func evaluate(expression text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            expressionLines += 1
            var line = String(line)
            if line.hasSuffix("\r") { line.removeLast() }
            evaluate(line, at: LineLocation(sourceName: "<expr>", line: expressionLines))
            if isStopping { return }
        }
    }

    /// Evaluates a file line by line; returns a message when it cannot be read.
    ///
    /// As in the REPL, a statement continues over the next lines while a `(` is open, when its
    /// line stops where a statement cannot end (see ``endsUnfinished(_:operations:)``): the lines
    /// are joined into one statement, reported at its first line. A line `quit` or `exit` ends
    /// the file (a habit from bc), and a `:command` is an error: there is no REPL to run it.
    private func evaluate(file path: String) -> String? {
        let name = path == "-" ? "<stdin>" : path
        let console = console
        var continued = ContinuedInput(brain: brain)
        var firstLine = 0
        // No statement changes the table: read once, not copied for every line.
        let operations = brain.operations
        let problem = InputFile.readLines(path, willBlock: { console.flush() }) { number, line in
            let location = LineLocation(sourceName: name, line: number)
            switch line {
            case .text(let text):
                if continued.isEmpty {
                    switch Self.lineKind(text) {
                    case .quit: return false
                    case .command:
                        reportCommand(in: text, at: location)
                        return !isStopping
                    case .statement: break
                    }
                    firstLine = number
                }
                // A line that is complete as far as it goes (`(((1 + 2)`) is a statement with its own
                // error, not the start of one that swallows the lines after it.
                if continued.isEmpty && !Self.endsUnfinished(text, operations: operations) {
                    evaluate(text, at: location)
                    return !isStopping
                }
                guard let statement = continued.append(text) else { return true }
                evaluate(statement, at: LineLocation(sourceName: name, line: firstLine))
            case .invalid(let error, let display):
                if !reporter.report(invalid: error, line: display, at: location) { failed = true }
                if !reporter.endLine(display, at: location) { failed = true }
            }
            return !isStopping
        }
        // Brackets still open at the end: the statement's own error says which.
        if let statement = continued.takeUnfinished(), !isStopping {
            evaluate(statement, at: LineLocation(sourceName: name, line: firstLine))
        }
        return problem
    }

    /// Whether `line` stops where a statement cannot end: after `(`, `,` or a prefix or infix
    /// operator (`max(1,`, `(1 +`). Only such a line with a bracket open continues on the next.
    static func endsUnfinished(_ line: String, operations: OperationTable) -> Bool {
        // Every line of a file asks, so the C library's `memchr` finds where the code ends (at a
        // comment) and whether it has a `(` (without one no bracket is open); then the last
        // non-blank byte of the code is looked at, from the end.
        var line = line
        let end: Int? = line.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return nil }
            let code =
                memchr(base, Int32(UInt8(ascii: "#")), bytes.count).map {
                    UnsafeRawPointer($0) - UnsafeRawPointer(base)
                } ?? bytes.count
            guard memchr(base, Int32(UInt8(ascii: "(")), code) != nil else { return nil }
            var end = code - 1
            while end >= 0 && isBlank(bytes[end]) { end -= 1 }
            guard end >= 0 else { return nil }
            let last = bytes[end]
            if last == UInt8(ascii: "(") || last == UInt8(ascii: ",") || last == UInt8(ascii: "=") { return -1 }
            return end
        }
        guard let end else { return false }
        if end < 0 { return true }
        let utf8 = line.utf8
        return operations.endsWithOperator(Substring(utf8[...utf8.index(utf8.startIndex, offsetBy: end)]))
    }

    enum LineKind {
        case statement, quit, command
    }

    /// `quit` or `exit` alone (bc's habit), a `:command`, or a statement; read from the bytes,
    /// since every line of a file asks.
    static func lineKind(_ line: String) -> LineKind {
        let bytes = line.utf8
        guard let first = bytes.firstIndex(where: { !isBlank($0) }) else { return .statement }
        if bytes[first] == UInt8(ascii: ":") { return .command }
        guard bytes[first] == UInt8(ascii: "q") || bytes[first] == UInt8(ascii: "e") else { return .statement }
        let last = bytes.lastIndex { !isBlank($0) }!
        let word = bytes[first...last]
        return word.elementsEqual("quit".utf8) || word.elementsEqual("exit".utf8) ? .quit : .statement
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// `:precision 20` in a file: an error at the colon.
    private func reportCommand(in line: String, at location: LineLocation) {
        let column = line.prefix { $0 == " " || $0 == "\t" }.count
        let offset = line.utf8.prefix(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }).count
        let error = CalculatorError(
            kind: .syntax, message: "REPL commands work only in the REPL",
            range: SourceRange(utf8Offsets: offset..<offset + 1, line: 1, column: column + 1),
            note: "start calc without a file to use the REPL, or calc -i FILE to load it first")
        if !reporter.report(invalid: error, line: line, at: location) { failed = true }
        if !reporter.endLine(line, at: location) { failed = true }
    }

    /// Runs a line's statements, reporting each as it is run.
    private func evaluate(_ line: String, at location: LineLocation) {
        let reporter = reporter
        var succeeded = true
        brain.execute(line) { statement in
            // Statements stopped by a SIGINT are not reported: the run ends with status 130.
            if statement.error?.kind == .interrupted && InterruptSignal.isRequested { return }
            if !reporter.report(statement, line: line, at: location) { succeeded = false }
        }
        if InterruptSignal.isRequested { return }
        if !reporter.endLine(line, at: location) { succeeded = false }
        if !succeeded { failed = true }
    }
}
