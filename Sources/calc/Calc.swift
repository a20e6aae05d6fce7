import ArgumentParser
import CalculatorCLI
import CalculatorKit

#if canImport(Glibc)
    import Glibc
#endif

/// The `calc` command: wires the command line to a brain and a controller, nothing more.
@main
struct Calc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calc",
        abstract: "A calculator: evaluate expressions from the command line, files, or a REPL.",
        discussion: """
            With no FILE and no -e, calc starts a REPL when standard input is a terminal, and \
            otherwise reads standard input as a batch file.

            Examples:
              calc -e '2^10' -e 'sqrt(2)'
              calc -e 'f(x) = x^2 + 1' -e 'f(3)'
              calc --degrees -e 'sin(30)'
              calc finance.calc
              echo '1/3' | calc --precision 5

            Exit status: 0 all good; 1 some statement failed; 64 usage error; 66 a file cannot \
            be read.
            """,
        version: "calc \(REPLController.version)"
    )

    @Option(
        name: [.short, .customLong("expression")], parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Evaluate EXPR (repeatable; may start with '-').", valueName: "EXPR"))
    var expressions: [String] = []

    @Argument(help: ArgumentHelp("Files of statements to evaluate; '-' is standard input.", valueName: "FILE"))
    var files: [String] = []

    @Flag(help: "Trigonometric functions take, and inverse ones return, degrees.")
    var degrees = false

    @Flag(help: "IEEE arithmetic: 1/0 is inf and 0/0 is nan instead of errors.")
    var ieee = false

    @Option(help: ArgumentHelp("Significant digits in results, 1 to 17.", valueName: "N"))
    var precision: Int = 15

    @Option(
        help: ArgumentHelp(
            "The REPL's history file (default $CALC_HISTORY, else ~/.local/state/calc/history).", valueName: "PATH"))
    var historyFile: String?

    @Flag(help: "Keep no REPL history file.")
    var noHistory = false

    @Option(help: ArgumentHelp("Colour the REPL: auto, always or never.", valueName: "WHEN"))
    var color: String = "auto"

    @Flag(name: .shortAndLong, help: "Start the REPL without its banner.")
    var quiet = false

    func validate() throws {
        guard Settings.ColorChoice(rawValue: color) != nil else {
            throw ValidationError("--color takes auto, always or never, got '\(color)'")
        }
        guard CalculatorOptions.validPrecision.contains(precision) else {
            throw ValidationError("--precision takes a number from 1 to 17, got \(precision)")
        }
    }

    func run() throws {
        var settings = Settings()
        settings.options = CalculatorOptions(
            angleUnit: degrees ? .degrees : .radians, arithmetic: ieee ? .ieee : .checked, precision: precision)
        settings.inputs = expressions.map(Settings.Input.expression) + files.map(Settings.Input.file)
        settings.historyFile = historyFile
        settings.noHistory = noHistory
        settings.color = Settings.ColorChoice(rawValue: color) ?? .auto
        settings.quiet = quiet
        let brain = CalculatorBrain(options: settings.options)
        if settings.inputs.isEmpty && isatty(STDIN_FILENO) == 1 {
            let status = REPLController.run(brain: brain, settings: settings)
            if status != ExitStatus.success { throw ExitCode(status) }
            return
        }
        let status = BatchController(brain: brain, settings: settings).run()
        if status != ExitStatus.success { throw ExitCode(status) }
    }
}
