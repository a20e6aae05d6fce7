import CalculatorKit

/// A REPL command (`:help`, `:undo`…): its spellings, argument and one line for `:help`.
///
/// The table drives dispatch, `:help` and TAB completion alike.
struct REPLCommand: Sendable {
    enum Action: Sendable {
        case help, variables, functions, reset, undo, degrees, radians, precision, base, load, save, history, preview,
            notes, plot, units, constants, quit, real, clear
    }

    /// The main spelling, without its colon.
    var name: String
    var aliases: [String] = []
    /// How the argument is shown in `:help` (`NAME`, `N`), or nil for none.
    var argument: String?
    var summary: String
    var action: Action
    /// How the `:help` overview lists it, when not as ``usage`` and ``summary``: a pair of
    /// commands shares a row (`:deg, :rad`), so that the overview fits a 24-row terminal.
    var overviewRow: [String]?
    /// Whether the overview lists it at all (not when its pair's row speaks for it).
    var inOverview = true

    var spellings: [String] { [name] + aliases }

    /// How `:help` shows it: `:precision N`.
    var usage: String { ":" + name + (argument.map { " " + $0 } ?? "") }

    static let all: [REPLCommand] = [
        REPLCommand(
            name: "help", aliases: ["h"], argument: "[NAME]",
            summary: "this overview, or what NAME is or does", action: .help),
        REPLCommand(
            name: "vars", summary: "list your variables", action: .variables,
            overviewRow: [":vars, :funcs", "list your variables, or functions"]),
        REPLCommand(name: "funcs", summary: "list your functions", action: .functions, inOverview: false),
        REPLCommand(name: "undo", summary: "take back the last line that changed something", action: .undo),
        REPLCommand(name: "reset", summary: "forget every variable, function and result", action: .reset),
        REPLCommand(
            name: "deg", summary: "angles in degrees", action: .degrees,
            overviewRow: [":deg, :rad", "angles in degrees, or radians"]),
        REPLCommand(name: "rad", summary: "angles in radians", action: .radians, inOverview: false),
        REPLCommand(
            name: "real", argument: "[on|off]", summary: "real numbers only: sqrt(-1) an error, not i",
            action: .real, inOverview: false),
        REPLCommand(
            name: "precision", argument: "[N]",
            summary: "show results with N significant digits (\(CalculatorOptions.validPrecisionText))",
            action: .precision),
        REPLCommand(
            name: "base", argument: "[B]",
            summary: "show integers in B: hex, bin, oct or dec (:help to)", action: .base),
        REPLCommand(name: "load", argument: "FILE", summary: "evaluate the statements of FILE", action: .load),
        REPLCommand(
            name: "save", argument: "FILE", summary: "write your variables and functions to FILE, for :load",
            action: .save),
        REPLCommand(
            name: "history", argument: "[N]", summary: "list the lines entered, oldest first (the last N)",
            action: .history),
        REPLCommand(name: "clear", summary: "clear the screen", action: .clear, inOverview: false),
        REPLCommand(
            name: "preview", argument: "[on|off]",
            summary: "show the result, dim, as you type",
            action: .preview, overviewRow: [":preview, :notes", "the result as you type; how 2^3^2 was read"]),
        REPLCommand(
            name: "notes", argument: "[on|off]",
            summary: "say, dim under the result, how a contested expression was read (6/2(1+2), -2^2)",
            action: .notes, inOverview: false),
        REPLCommand(
            name: "units", argument: "[WORD]", summary: "list units, or a dimension's (:units length) (:help units)",
            action: .units,
            overviewRow: [":units, :constants", "list units (:units length), or physical constants"]),
        REPLCommand(
            name: "constants", summary: "list the physical constants, CODATA 2022 (:help G for one)",
            action: .constants, inOverview: false),
        REPLCommand(
            name: "plot", argument: "EXPR…", summary: "draw expressions of x, or write an SVG (:help plot)",
            action: .plot),
        REPLCommand(name: "quit", aliases: ["q"], summary: "leave (so do quit, exit and Ctrl-D)", action: .quit),
    ]

    /// The command spelled `spelling` (without its colon).
    static func named(_ spelling: String) -> REPLCommand? {
        all.first { $0.spellings.contains(spelling) }
    }
}
