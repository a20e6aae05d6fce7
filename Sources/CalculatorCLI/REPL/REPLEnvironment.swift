import Platform

/// What the REPL takes from its surroundings: where history lives, whether to colour, the
/// terminal's width. Pure functions of an environment, so they are tested without a terminal.
enum REPLEnvironment {
    /// The most history entries kept.
    static let historySize = 1000

    /// The history file: `--history-file`, else `$CALC_HISTORY`, else
    /// `$XDG_STATE_HOME/calc/history`, else `~/.local/state/calc/history`; nil with
    /// `--no-history` or when there is no home to put it in.
    static func historyPath(settings: Settings, environment: [String: String]) -> String? {
        if settings.noHistory { return nil }
        if let path = settings.historyFile { return path }
        if let path = environment["CALC_HISTORY"], !path.isEmpty { return path }
        // The XDG base directory spec says a relative value is invalid and must be ignored.
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/calc/history" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/state/calc/history" }
        return nil
    }

    /// The warning for a history file named by `--history-file` or `$CALC_HISTORY` whose
    /// directory does not exist, or nil. Only the default place is created: a mistyped name
    /// (`CALC_HISTORY=no/such/dir/h`) must not make directories where nobody looks for them.
    static func missingHistoryDirectory(_ path: String, settings: Settings, environment: [String: String]) -> String? {
        let named = settings.historyFile != nil || !(environment["CALC_HISTORY"] ?? "").isEmpty
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        var status = stat()
        guard named, !directory.isEmpty, fileStatus(directory, &status) != 0 || status.st_mode & S_IFMT != S_IFDIR
        else { return nil }
        return "history file \(path): \(directory) is not a directory; history is kept for this session only"
    }

    /// The init file the REPL evaluates before its first prompt: `$CALC_INIT`, else
    /// `$XDG_CONFIG_HOME/calc/init.calc`, else `~/.config/calc/init.calc`; nil with `--no-init`.
    /// `required` is true for `$CALC_INIT`, which names a file that must exist.
    static func initPath(settings: Settings, environment: [String: String]) -> (path: String, required: Bool)? {
        if settings.noInit { return nil }
        if let path = environment["CALC_INIT"], !path.isEmpty { return (path, true) }
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return (config + "/calc/init.calc", false)
        }
        if let home = environment["HOME"], !home.isEmpty { return (home + "/.config/calc/init.calc", false) }
        return nil
    }

    /// Whether to colour: `--color always`/`never` decide; `auto` colours a terminal that is
    /// not `dumb` when `NO_COLOR` is unset or empty (https://no-color.org).
    static func usesColor(_ choice: Settings.ColorChoice, isTerminal: Bool, environment: [String: String]) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return false }
            return isTerminal
        }
    }

    /// The process's environment variables.
    static var processEnvironment: [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return result
    }

    /// The width of the terminal on standard output, or 80 when it cannot be told.
    static var terminalWidth: Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
