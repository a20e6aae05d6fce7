import CalculatorKit

/// Everything the command line decided, handed from `main` to a controller.
public struct Settings: Sendable {
    /// How batch results are written (`--format`): plain text, or one JSON object per line.
    public enum OutputFormat: String, Sendable, CaseIterable {
        case text, json
    }

    /// Whether the REPL draws in colour (`--color`): `auto` when the terminal allows it.
    public enum ColorChoice: String, Sendable, CaseIterable {
        case auto, always, never
    }

    /// A source of statements, in command-line order.
    public enum Input: Sendable, Equatable {
        /// `-e EXPR`.
        case expression(String)
        /// A file path; `-` is standard input.
        case file(String)
    }

    /// The brain's options: angle unit (`--degrees`), arithmetic (`--ieee`), `--precision`.
    public var options = CalculatorOptions()
    /// `-e` expressions and files in command-line order; none means the REPL (or standard input
    /// when it is not a terminal).
    public var inputs: [Input] = []
    /// How batch results are written (`--format`).
    public var format = OutputFormat.text
    /// `--check`: verify `# =>` expectations instead of printing results.
    public var check = false
    /// `--fail-fast`: stop at the first statement that fails.
    public var failFast = false
    /// `--history-file`: where the REPL keeps its history, instead of the default place.
    public var historyFile: String?
    /// `--no-history`: the REPL neither reads nor writes a history file.
    public var noHistory = false
    /// `--color`: whether the REPL draws in colour.
    public var color = ColorChoice.auto
    /// `--quiet`: the REPL starts without its banner.
    public var quiet = false
    /// `-i`/`--interactive`: evaluate ``inputs``, then start the REPL with what they defined.
    public var interactive = false
    /// `--no-init`: the REPL starts without evaluating the init file.
    public var noInit = false
    /// `--notes`, `--no-notes`: whether notes on contested readings (`6/2(1+2)`) are shown; nil
    /// for the default: on in the REPL and in JSON, off in batch text output (scripts stay quiet).
    public var notes: Bool?
    /// `--no-preview`: the REPL does not show what the line evaluates to while it is typed.
    public var noPreview = false
    /// `--plot` (with `--from`, `--to`, `--svg`, `--plot-size`): draw a plot instead of
    /// evaluating inputs; `--plot-size` alone sizes the REPL's `:plot`.
    public var plot: PlotRequest?
    /// `--plot-size WxH`: the text plot's size, for `--plot` and the REPL's `:plot`.
    public var plotSize: PlotSize?

    /// The defaults: no inputs, text output, options as ``CalculatorOptions``' defaults.
    public init() {}
}

/// Exit statuses, as documented in `calc --help`.
public enum ExitStatus {
    public static let success: Int32 = 0
    /// Some statement failed, or a `--check` expectation did not hold.
    public static let failure: Int32 = 1
    /// The command line was wrong (BSD `EX_USAGE`).
    public static let usage: Int32 = 64
    /// An input file could not be read (BSD `EX_NOINPUT`).
    public static let noInput: Int32 = 66
    /// A SIGINT (Ctrl-C) stopped a batch run: 128 + SIGINT, as a shell reports a process the
    /// signal killed.
    public static let interrupted: Int32 = 130
}
