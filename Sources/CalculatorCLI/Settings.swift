import CalculatorKit

/// Everything the command line decided, handed from `main` to a controller.
public struct Settings: Sendable {
    public enum OutputFormat: String, Sendable, CaseIterable {
        case text, json
    }

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

    public var options = CalculatorOptions()
    public var inputs: [Input] = []
    public var format = OutputFormat.text
    public var check = false
    public var failFast = false
    public var historyFile: String?
    public var noHistory = false
    public var color = ColorChoice.auto
    public var quiet = false
    /// `--no-preview`: the REPL does not show what the line evaluates to while it is typed.
    public var noPreview = false

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
}
