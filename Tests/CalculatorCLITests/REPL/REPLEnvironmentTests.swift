import Testing

@testable import CalculatorCLI

/// What the REPL reads from its environment: where the history file goes, and whether to use
/// colour.
@Suite struct REPLEnvironmentTests {
    struct HistoryCase: CustomTestStringConvertible, Sendable {
        let id: String
        var historyFile: String? = nil
        var noHistory = false
        let environment: [String: String]
        let path: String?
        var testDescription: String { id }
    }

    static let historyCases: [HistoryCase] = [
        HistoryCase(id: "home", environment: ["HOME": "/h"], path: "/h/.local/state/calc/history"),
        HistoryCase(id: "XDG", environment: ["HOME": "/h", "XDG_STATE_HOME": "/s"], path: "/s/calc/history"),
        HistoryCase(
            id: "relative XDG is ignored", environment: ["HOME": "/h", "XDG_STATE_HOME": "s"],
            path: "/h/.local/state/calc/history"),
        HistoryCase(
            id: "CALC_HISTORY", environment: ["HOME": "/h", "XDG_STATE_HOME": "/s", "CALC_HISTORY": "/c"], path: "/c"),
        HistoryCase(
            id: "--history-file wins", historyFile: "/f", environment: ["CALC_HISTORY": "/c"], path: "/f"),
        HistoryCase(
            id: "--no-history", historyFile: "/f", noHistory: true, environment: ["HOME": "/h"], path: nil),
        HistoryCase(id: "no home", environment: [:], path: nil),
    ]

    @Test(arguments: historyCases)
    func historyPath(_ example: HistoryCase) {
        var settings = Settings()
        settings.historyFile = example.historyFile
        settings.noHistory = example.noHistory
        #expect(REPLEnvironment.historyPath(settings: settings, environment: example.environment) == example.path)
    }

    @Test(arguments: [
        (Settings.ColorChoice.auto, true, ["TERM": "xterm"], true),
        (.auto, false, ["TERM": "xterm"], false),
        (.auto, true, ["TERM": "dumb"], false),
        (.auto, true, [:], false),
        (.auto, true, ["TERM": "xterm", "NO_COLOR": "1"], false),
        (.auto, true, ["TERM": "xterm", "NO_COLOR": ""], true),
        (.always, false, ["TERM": "dumb", "NO_COLOR": "1"], true),
        (.never, true, ["TERM": "xterm"], false),
    ])
    func color(_ choice: Settings.ColorChoice, _ isTerminal: Bool, _ environment: [String: String], _ expected: Bool) {
        #expect(REPLEnvironment.usesColor(choice, isTerminal: isTerminal, environment: environment) == expected)
    }
}
