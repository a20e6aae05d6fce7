import ArgumentParser
import CalculatorCLI
import CalculatorKit
import Platform
import Plotting

/// The `calc` command: wires the command line to a brain and a controller, nothing more.
@main
struct Calc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calc",
        abstract: "A calculator: evaluate expressions from the command line, files, or a REPL.",
        discussion: """
            With no FILE and no -e, calc starts a REPL when standard input is a terminal (unless \
            --check or --format json asks for batch output), and otherwise reads standard input \
            as a batch file. While a line is typed, the REPL shows dim at the right what it \
            evaluates to so far (nothing while it is incomplete or in error; no assignment takes \
            effect before Return); --no-preview or :preview off turns that off, and a dumb \
            terminal has none.

            Inputs (-e expressions, FILEs, '-' for standard input) are evaluated in command-line \
            order, one line at a time, with one shared state: a variable or function defined in \
            one is visible in the next. Each expression prints its value on its own line; \
            assignments and definitions print nothing. Errors go to standard error as \
            FILE:LINE:COL: error: MESSAGE, and evaluation goes on (unless --fail-fast).

            --format json writes JSON Lines, one object per statement, with the keys file, line, \
            input, and then value and text (an expression), name, value and text (an \
            assignment), name and signature (a definition), or error: {line, column, kind, \
            message, note}. value is null for nan and inf; text is calc's display (or the text of \
            a conversion: '255 to hex' has value 255 and text "0xff").

            --check verifies expectations in comments, '2^10  # => 1024' or '1/0  # => error', \
            to 12 significant digits, prints FILE:LINE: expected X, got Y for each mismatch and \
            'N passed, N failed' at the end. Each file starts from the state the -e \
            expressions before it left.

            Examples:
              calc -e '2^10' -e 'sqrt(2)'
              calc -e 'f(x) = x^2 + 1' -e 'f(3)'
              calc --degrees -e 'sin(30)'
              calc finance.calc
              calc -e 'rate = 0.05' loans.calc -
              echo '1/3' | calc --precision 5
              calc --format json data.calc | jq .value
              calc --check examples/*.calc
              calc -e '255 to hex' -e '0.75 to frac' -e '0xff & 0x0f'
              calc --base hex -e '2^70'
              calc --plot 'sin(x), cos(x)' --from -pi --to pi
              calc --plot 'tan(x)' --svg tan.svg

            --plot 'sin(x), cos(x)' --from -pi --to pi draws each expression of x (or of its one \
            unknown name) in braille on standard output, --plot-size WxH wide and high (the \
            terminal's width and 20 rows by default; colour only with --color always); without \
            --from and --to the range is -10 to 10, narrowed to where the expressions have values. \
            A pole or a point with no value leaves a gap. --svg FILE writes the plot as SVG instead \
            (axes, grid, legend; - is standard output); an existing FILE that is not a plot calc \
            wrote is replaced only with --replace, and a device or FIFO is written through. The \
            REPL's :plot EXPR... [from A to B] [y from C to D] [> FILE.svg] does the same (>! \
            FILE.svg replaces).

            Shell completion: calc --generate-completion-script bash (or zsh, or fish) prints \
            a script that completes the options, their values and file names; make install \
            installs all three.

            A statement continues on the next line when its line stops inside an open '(' after \
            '(', ',' or an operator. A line 'quit' or 'exit' ends a file, as in bc.

            The REPL first evaluates an init file quietly: $CALC_INIT, else \
            $XDG_CONFIG_HOME/calc/init.calc (~/.config/calc/init.calc); --no-init skips it. \
            calc -i FILE... evaluates the files, then starts the REPL with what they defined.

            Ctrl-C (SIGINT) stops the statement being evaluated: the REPL says 'interrupted' and \
            keeps its state from before the line; a batch run stops, printing nothing more. A \
            second Ctrl-C before the first is answered ends calc at once.

            Exit status: 0 all good; 1 some statement failed (or a --check expectation, or the \
            output could not be written); 64 usage error; 66 a file cannot be read (nothing is \
            evaluated then); 130 a batch run was stopped by SIGINT.
            """,
        version: "calc \(REPLController.version)"
    )

    @Option(
        name: [.short, .customLong("expression")], parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Evaluate EXPR (repeatable; may start with '-').", valueName: "EXPR"))
    var expressions: [String] = []

    @Argument(
        help: ArgumentHelp("Files of statements to evaluate; '-' is standard input.", valueName: "FILE"),
        completion: .file())
    var files: [String] = []

    @Flag(help: "Trigonometric functions take, and inverse ones return, degrees.")
    var degrees = false

    @Flag(help: "IEEE arithmetic: 1/0 is inf and 0/0 is nan instead of errors (--arithmetic ieee).")
    var ieee = false

    @Flag(help: "Real numbers only: sqrt(-1) and ln(-1) are errors instead of complex numbers, and i is refused.")
    var real = false

    @Option(
        help: ArgumentHelp(
            "Arithmetic: exact (the default: rationals of any size, approximations where a result is irrational), checked (Double, errors for 1/0 and overflow) or ieee (Double, inf and nan).",
            valueName: "MODE"),
        completion: .list(CalculatorOptions.Arithmetic.allCases.map(\.rawValue)))
    var arithmetic: String?

    @Option(
        help: ArgumentHelp("Significant digits in results, \(CalculatorOptions.validPrecisionText).", valueName: "N"))
    var precision: Int = 15

    @Option(
        help: ArgumentHelp(
            "Show integer results in BASE: hex, bin, oct or dec (the default); other values stay decimal.",
            valueName: "BASE"),
        completion: .list(IntegerBase.allCases.map(\.rawValue)))
    var base: String = "dec"

    @Option(
        help: ArgumentHelp(
            "Stop a statement that runs longer than SECONDS, even inside one long GMP or MPFR call: it fails with an error (exit status 1), and the rest go on.",
            valueName: "SECONDS"))
    var timeout: Double?

    @Option(
        help: ArgumentHelp(
            "Fix the clock that now and today read, as a date literal with a zone: 2026-12-01T12:00:00Z (else $CALC_NOW, else the system clock).",
            valueName: "TIME"))
    var now: String?

    @Option(
        help: ArgumentHelp(
            "The local zone of now, today and to local, a name of the tz database (else $TZ, else /etc/localtime, else UTC).",
            valueName: "ZONE"))
    var tz: String?

    @Option(help: ArgumentHelp("Output format: text, or json (JSON Lines).", valueName: "FORMAT"))
    var format: Settings.OutputFormat = .text

    @Flag(help: "Verify '# => VALUE' and '# => error' expectations instead of printing results.")
    var check = false

    @Flag(help: "Stop at the first statement that fails.")
    var failFast = false

    @Option(
        help: ArgumentHelp(
            "The REPL's history file (default $CALC_HISTORY, else $XDG_STATE_HOME/calc/history or "
                + "~/.local/state/calc/history).", valueName: "PATH"),
        completion: .file())
    var historyFile: String?

    @Flag(help: "The REPL neither reads nor writes a history file.")
    var noHistory = false

    @Option(
        help: ArgumentHelp(
            "Colour in the REPL: auto, always or never; always colours a batch run's diagnostics too.",
            valueName: "WHEN"))
    var color: Settings.ColorChoice = .auto

    @Flag(name: .shortAndLong, help: "The REPL starts without its banner.")
    var quiet = false

    @Flag(
        name: [.short, .long],
        help: "Evaluate the -e expressions and FILEs, then start the REPL with what they defined.")
    var interactive = false

    @Flag(help: "The REPL starts without evaluating the init file ($CALC_INIT, else ~/.config/calc/init.calc).")
    var noInit = false

    @Flag(help: "The REPL does not show, dim at the right, what the line evaluates to as it is typed.")
    var noPreview = false

    @Flag(
        inversion: .prefixedNo,
        help:
            "Notes on contested readings (6/2(1+2), -2^2, 100 + 10%) and on decisions taken (floor(10*sin(pi/6))): on standard error in batch (off by default), under the result in the REPL (on)."
    )
    var notes: Bool?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Plot EXPRS (comma-separated, each of x or one unknown name) on standard output, in braille; "
                + "the REPL's :plot does the same.", valueName: "EXPRS"))
    var plot: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The plot's horizontal range starts at A, an expression such as -pi.", valueName: "A"))
    var from: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The plot's horizontal range ends at B (default: -10 to 10, narrowed to where the expressions have values).",
            valueName: "B"))
    var to: String?

    @Option(
        help: ArgumentHelp(
            "Write the plot to FILE as SVG (axes, grid, legend) instead of drawing it; - is standard output.",
            valueName: "FILE"),
        completion: .file(extensions: ["svg"]))
    var svg: String?

    @Flag(help: "With --svg, replace a FILE that is not a plot calc wrote.")
    var replace = false

    @Option(
        help: ArgumentHelp(
            "The text plot's width in columns and height in rows (default: the terminal's width, 20 rows).",
            valueName: "WxH"))
    var plotSize: String?

    func validate() throws {
        guard CalculatorOptions.validPrecision.contains(precision) else {
            throw ValidationError(
                "--precision takes a number from \(CalculatorOptions.validPrecisionText), got \(precision)")
        }
        if IntegerBase(rawValue: base) == nil {
            throw ValidationError("--base takes hex, bin, oct or dec, got '\(base)'")
        }
        if let timeout, !(timeout > 0 && timeout <= 1e9) {
            throw ValidationError("--timeout takes a number of seconds greater than 0, got \(timeout)")
        }
        if interactive && (check || format == .json) {
            throw ValidationError("--interactive starts the REPL: it cannot be combined with --check or --format json")
        }
        if interactive && files.contains("-") {
            throw ValidationError("--interactive reads the REPL's lines from standard input: '-' cannot be a FILE")
        }
        if let arithmetic {
            guard let mode = CalculatorOptions.Arithmetic(rawValue: arithmetic) else {
                let modes = CalculatorOptions.Arithmetic.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("--arithmetic takes one of \(modes), got '\(arithmetic)'")
            }
            if ieee && mode != .ieee { throw ValidationError("--ieee and --arithmetic \(arithmetic) disagree") }
        }
        if noHistory && historyFile != nil {
            throw ValidationError("--no-history and --history-file disagree: give one of them")
        }
        if check && format == .json {
            throw ValidationError("--check writes its own report: it cannot be combined with --format json")
        }
        try validatePlot()
        try validateClock()
    }

    /// `--now` names an instant, `--tz` a zone of the database.
    func validateClock() throws {
        if let now {
            let value: DateTime
            do { value = try DateTime(literal: now) } catch { throw ValidationError("--now: \(error.message)") }
            guard value.unixSeconds != nil else {
                throw ValidationError("--now takes a time with a zone, as 2026-12-01T12:00:00Z, got '\(now)'")
            }
        }
        if let tz {
            do { try DateZone.check(tz) } catch {
                throw ValidationError("--tz: \(error.message)" + (error.note.map { " (\($0))" } ?? ""))
            }
        }
    }

    /// `--plot` and the options that only it reads.
    func validatePlot() throws {
        if let plotSize, PlotSize(plotSize) == nil {
            throw ValidationError(
                "--plot-size takes WIDTHxHEIGHT, from \(TextPlotView.minimumWidth)x\(TextPlotView.minimumHeight) "
                    + "to \(PlotSize.limit)x\(PlotSize.limit), got '\(plotSize)'")
        }
        guard plot != nil else {
            if from != nil || to != nil || svg != nil {
                throw ValidationError("--from, --to and --svg go with --plot EXPRS")
            }
            if replace { throw ValidationError("--replace goes with --svg FILE") }
            return
        }
        if replace && svg == nil { throw ValidationError("--replace goes with --svg FILE") }
        if !expressions.isEmpty || !files.isEmpty || check || interactive || format == .json {
            throw ValidationError(
                "--plot draws a plot: it cannot be combined with -e, FILEs, --check, -i or --format json")
        }
        if (from == nil) != (to == nil) { throw ValidationError("--from and --to go together") }
    }

    /// `--arithmetic`, or `--ieee`, or exact.
    var arithmeticMode: CalculatorOptions.Arithmetic {
        arithmetic.flatMap(CalculatorOptions.Arithmetic.init(rawValue:)) ?? (ieee ? .ieee : .exact)
    }

    func run() throws {
        var settings = Settings()
        settings.options = CalculatorOptions(
            angleUnit: degrees ? .degrees : .radians, arithmetic: arithmeticMode, precision: precision,
            timeLimit: timeout.map { .seconds($0) })
        settings.options.base = IntegerBase(rawValue: base) ?? .dec
        settings.options.real = real
        if let seconds = now.flatMap({ try? DateTime(literal: $0).unixSeconds }) {
            settings.options.clock = .fixed(unixSeconds: seconds)
        }
        settings.options.timeZone = tz
        settings.inputs = InputOrder.inputs(arguments: Self.arguments, expressions: expressions, files: files)
        settings.format = format
        settings.check = check
        settings.failFast = failFast
        settings.historyFile = historyFile
        settings.noHistory = noHistory
        settings.color = color
        settings.quiet = quiet
        settings.interactive = interactive
        settings.noInit = noInit
        settings.noPreview = noPreview
        settings.notes = notes
        settings.plotSize = plotSize.flatMap(PlotSize.init)
        settings.plot = plot.map {
            PlotRequest(
                expressions: .init($0), from: from.map { .init($0) }, to: to.map { .init($0) }, svgPath: svg,
                replacesFile: replace, size: settings.plotSize)
        }
        let status = Self.start(settings)
        if status != ExitStatus.success { throw ExitCode(status) }
    }

    /// `calc` with no arguments (`echo 1+1 | calc`, or the REPL) runs with the default settings
    /// without going through ArgumentParser, whose set-up is a large part of a short run's
    /// start-up (docs/benchmarks-history.md, "What changed this round").
    static func main() {
        guard CommandLine.arguments.count > 1 else { terminate(start(Settings())) }
        // `calc FILE…` and `calc -e EXPR…` need no option parser either.
        if let inputs = InputOrder.plainInputs(arguments) {
            var settings = Settings()
            settings.inputs = inputs
            terminate(start(settings))
        }
        // Nor does `calc --ieee FILE…`, the commonest option of a batch run: ArgumentParser's
        // set-up for it took 11 million instructions (3 ms), a thirtieth of 200,000 lines' run.
        if arguments.first == "--ieee", let inputs = InputOrder.plainInputs(Array(arguments.dropFirst())) {
            var settings = Settings()
            settings.options.arithmetic = .ieee
            settings.inputs = inputs
            terminate(start(settings))
        }
        if let script = CompletionScript.requested(by: arguments) {
            terminate(writeOut(script + "\n"))
        }
        parseAndRun(arguments)
    }

    /// ArgumentParser's `main(_:)`, but with the help and the version written with the write
    /// checked (to `/dev/full` they exit 1 with a message, not 0 with nothing written), and with
    /// the control characters of an error message shown as symbols: the message may quote an
    /// argument, which may hold escape sequences.
    static func parseAndRun(_ arguments: [String]) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            terminate(ExitStatus.success)
        } catch {
            let code = exitCode(for: error).rawValue
            let message = fullMessage(for: error)
            if code == ExitStatus.success { terminate(writeOut(message.isEmpty ? "" : message + "\n")) }
            if !message.isEmpty {
                let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
                writeAll(lines.map { String($0).escapingControlCharacters }.joined(separator: "\n") + "\n", to: 2)
            }
            terminate(code)
        }
    }

    /// Writes `text` to standard output; the exit status: 1, with a message, when it could not be
    /// written whole (a full disk, `/dev/full`).
    static func writeOut(_ text: String) -> Int32 {
        guard let failure = writeAll(text, to: STDOUT_FILENO) else { return ExitStatus.success }
        writeAll("calc: cannot write to standard output: \(String(cString: strerror(failure)))\n", to: 2)
        return ExitStatus.failure
    }

    /// Writes all of `text` to `descriptor`; the `errno` of a failed write, or nil.
    @discardableResult
    static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return written < 0 ? errno : EIO }
            offset += written
        }
        return nil
    }

    /// The command line without the program name, each `-e EXPR` joined into one argument
    /// (see ``InputOrder/joiningExpressions(_:)``).
    static let arguments = InputOrder.joiningExpressions(Array(CommandLine.arguments.dropFirst()))

    /// Runs the REPL (no inputs, a terminal, text output) or a batch; returns the exit status.
    static func start(_ settings: Settings) -> Int32 {
        let brain = CalculatorBrain.withStandardOperations(options: settings.options)
        if let plot = settings.plot { return PlotController(brain: brain, settings: settings, request: plot).run() }
        if settings.interactive
            || (settings.inputs.isEmpty && isatty(0) == 1 && !settings.check && settings.format == .text)
        {
            return REPLController.run(brain: brain, settings: settings)
        }
        // No inputs: the batch controller reads standard input.
        return BatchController(brain: brain, settings: settings).run()
    }
}

/// The C library's `exit` (inside a command, `exit` is ArgumentParser's).
private func terminate(_ status: Int32) -> Never { exit(status) }

extension Settings.OutputFormat: ExpressibleByArgument {}
extension Settings.ColorChoice: ExpressibleByArgument {}
