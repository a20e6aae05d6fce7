import CalculatorKit

extension REPLSession {
    /// Runs `:command [argument]` (or `quit`, `exit`); returns false to quit.
    func run(command text: String) -> Bool {
        if LineKind(of: text) == .quit { return false }
        let body = text.hasPrefix(":") ? String(text.dropFirst()) : text
        let name = String(body.prefix { !$0.isWhitespace })
        let argument = String(body.dropFirst(name.count)).trimmingWhitespace()
        // `:save! FILE` is `:save` replacing a file that is not a save.
        let overwriting = name == "save!"
        guard let command = REPLCommand.named(overwriting ? "save" : name) else {
            let note =
                ForeignSpelling.note(forCommand: name, among: REPLCommand.all.flatMap(\.spellings))
                ?? "type :help for the commands"
            console.writeError(DiagnosticView.message("unknown command ':\(name)'", note: note, color: color))
            return true
        }
        if command.argument == nil, !argument.isEmpty {
            console.writeError(DiagnosticView.message("\(command.usage) takes no argument", color: color))
            return true
        }
        switch command.action {
        case .quit: return false
        case .help: help(argument)
        case .variables: listVariables()
        case .functions: listFunctions()
        case .reset:
            remember(snapshot(text))
            brain.reset()
            console.write("forgot every variable, function and result\n")
        case .undo:
            if let line = undo() {
                console.write("undid: \(line)\n")
            } else {
                console.write("nothing to undo\n")
            }
        case .degrees: setAngleUnit(.degrees, text)
        case .radians: setAngleUnit(.radians, text)
        case .precision: setPrecision(argument, text)
        case .base: setBase(argument, text)
        case .load: load(argument, text)
        case .save: save(argument, overwriting: overwriting)
        case .preview: setPreview(argument)
        case .real: setReal(argument, text)
        case .notes: setNotes(argument)
        case .plot: plot(argument, line: text)
        case .units: listUnits(argument)
        case .constants:
            let format = ValueFormat(brain.options)
            console.write(ConstantHelp.listing { (value: Value) in format.string(for: value) })
        case .history: listHistory(argument)
        case .clear:
            // Home, then erase the screen: the prompt is drawn again at the top.
            console.write("\u{1B}[H\u{1B}[2J")
        }
        return true
    }

    var color: Bool { promptState.color }

    private func help(_ topic: String) {
        // `:help sin(`, `:help sin()` and `:help sin(x)` ask about sin.
        let topic = topic.firstIndex(of: "(").map { String(topic[..<$0]).trimmingWhitespace() } ?? topic
        guard !topic.isEmpty else {
            console.write(
                HelpView.overview(
                    table: brain.operations, commands: REPLCommand.all, format: ValueFormat(brain.options).string(for:)
                ))
            return
        }
        let format = ValueFormat(brain.options).string(for:)
        // `min` is a function and a unit: both are said.
        let unit = unitHelp(topic)
        if let section = HelpView.section(topic, table: brain.operations, format: format) {
            console.write(section)
        } else if UnitHelp.pageTopics.contains(topic) {
            console.write(UnitHelp.page)
        } else if topic == "ans" {
            let value = StatementView(brain.options).text(of: brain.state.ans)
            console.write("ans: the last result, now \(value)\n  use it as a value, as in ans * 2\n")
        } else if let text = HelpView.topic(topic, brain: brain) {
            console.write(text + (unit ?? ""))
        } else if let constant = ConstantHelp.describe(
            topic, format: { [options = brain.options] (value: Value) in ValueFormat(options).string(for: value) })
        {
            // A constant's name the user has taken is the user's: said by HelpView.topic above.
            console.write(constant + (unit ?? ""))
        } else if let unit {
            console.write(unit)
        } else if brain.operations.presentation(named: topic) != nil {
            // A presentation (`:help hex`) is explained with the conversions that name it.
            console.write(HelpView.conversions)
        } else {
            let names = brain.operations.nameSpellings + brain.state.bindings.keys
            let note =
                ForeignSpelling.note(forName: topic, among: names) ?? "type :help for every function and operator"
            console.writeError(DiagnosticView.message("nothing is called '\(topic)'", note: note, color: color))
        }
    }

    /// `:vars`: each variable as its assignment echoed, `≈` before a value whose digits are not
    /// its exact value.
    private func listVariables() {
        let variables = brain.state.values.sorted { $0.key < $1.key }
        if variables.isEmpty { console.write("no variables yet: assign one with x = 3\n") }
        let view = StatementView(brain.options)
        for (name, value) in variables { console.write("\(name) = " + view.marked(value, color: color) + "\n") }
    }

    /// `:history [N]`: the lines entered, numbered from the oldest, the numbers aligned; the last
    /// N when N is given.
    private func listHistory(_ argument: String) {
        let entries = historyEntries()
        var first = 0
        if !argument.isEmpty {
            guard let count = Int(argument), count > 0 else {
                console.writeError(
                    DiagnosticView.message(":history takes a count of lines, as in :history 3", color: color))
                return
            }
            first = max(entries.count - count, 0)
        }
        let width = String(entries.count).count
        for index in first..<entries.count {
            let number = String(index + 1)
            let padded = String(repeating: " ", count: width - number.count) + number
            console.write("\(padded)  \(entries[index].escapingControlCharacters)\n")
        }
    }

    private func listFunctions() {
        let functions = brain.state.functions.sorted { $0.key < $1.key }
        if functions.isEmpty { console.write("no functions yet: define one with f(x) = x^2\n") }
        for (_, function) in functions { console.write(function.definition + "\n") }
    }

    private func setAngleUnit(_ unit: CalculatorOptions.AngleUnit, _ line: String) {
        if brain.options.angleUnit != unit {
            remember(snapshot(line))
            brain.options.angleUnit = unit
        }
        console.write("angles in \(unit.rawValue)\n")
    }

    private func setPrecision(_ argument: String, _ line: String) {
        if argument.isEmpty {
            console.write("precision \(brain.options.precision)\n")
            return
        }
        guard let digits = Int(argument), CalculatorOptions.validPrecision.contains(digits) else {
            console.writeError(
                DiagnosticView.message(
                    "precision takes a number from \(CalculatorOptions.validPrecisionText), got '\(argument)'",
                    color: color))
            return
        }
        remember(snapshot(line))
        brain.options.precision = digits
        console.write("precision \(digits)\n")
    }

    private func setBase(_ argument: String, _ line: String) {
        if argument.isEmpty {
            console.write("base \(brain.options.base.rawValue)\n")
            return
        }
        guard let base = IntegerBase(rawValue: argument.lowercased()) else {
            console.writeError(
                DiagnosticView.message("base takes hex, bin, oct or dec, got '\(argument)'", color: color))
            return
        }
        if brain.options.base != base {
            remember(snapshot(line))
            brain.options.base = base
        }
        let shown = base == .dec ? "results in decimal" : "integer results in \(base.rawValue); others in decimal"
        console.write("base \(base.rawValue): \(shown)\n")
    }

    /// The most statements ``variableLines()`` tries before it writes the rest as digits: each
    /// try evaluates a statement, and a long chain of names, each defined from one that sorts
    /// after it, takes one pass per link.
    static let saveTryLimit = 2000

    /// The variables as lines that `:load` reads back to the same values at the precision in force.
    ///
    /// An approximation is written as the statement that assigned it when that statement, run
    /// after the lines written before it, gives the same value again (`p = pi`, `y = sqrt(x)`):
    /// its digits would read back as an exact decimal, which `p == pi` tells apart (issue 35).
    /// The lines are run on a brain as `:load` will run them, with this one's options, so a
    /// statement that needs other variables follows them; passes go on while one is placed.
    /// Exact values and Doubles read back as themselves from their text
    /// (``ValueFormat/inputText(for:)``) and come first; an approximation no statement gives
    /// again comes last, as its digits.
    private func variableLines() -> [String] {
        var options = brain.options
        options.timeLimit = min(options.timeLimit ?? LivePreview.timeLimit, LivePreview.timeLimit)
        let replay = CalculatorBrain(operations: brain.operations, options: options)
        replay.state.units = brain.state.units
        for (_, function) in brain.state.functions.sorted(by: { $0.key < $1.key }) {
            _ = replay.execute(function.definition)
        }
        let format = ValueFormat(brain.options)
        var lines: [String] = []
        var remaining: [(key: String, value: Value)] = []
        // Exact values and Doubles first, as their text: the statements after may use them.
        for (name, value) in brain.state.values.sorted(by: { $0.key < $1.key }) {
            if case .number(let number) = value, !number.isExact, assignments[name] != nil {
                remaining.append((name, value))
            } else {
                lines.append("\(name) = \(format.inputText(for: value))")
                _ = replay.execute(lines[lines.count - 1])
            }
        }
        var tries = 0
        var placed = true
        while placed && !remaining.isEmpty {
            placed = false
            remaining = remaining.filter { name, value in
                guard let statement = assignments[name], tries < Self.saveTryLimit else { return true }
                tries += 1
                let (state, result) = (replay.state, replay.value)
                let results = replay.execute(statement)
                guard results.count == 1, case .success(.assignment(name, value)) = results[0].outcome else {
                    replay.restore(state, value: result)
                    return true
                }
                lines.append(statement)
                placed = true
                return false
            }
        }
        for (name, value) in remaining { lines.append("\(name) = \(format.inputText(for: value))") }
        return lines
    }

    /// Writes the variables and functions as statements that `:load` and `calc -i` read back to
    /// the same state: functions as they were defined, then the variables (``variableLines()``).
    private func save(_ path: String, overwriting: Bool) {
        guard !path.isEmpty else {
            console.writeError(DiagnosticView.message(":save takes a file name", color: color))
            return
        }
        var text = "# calc session, saved with :save; read it back with :load or calc -i\n"
        // Units first: functions and variables may be in them.
        let units = brain.state.units?.userStatements ?? []
        for line in units { text += line + "\n" }
        for (_, function) in brain.state.functions.sorted(by: { $0.key < $1.key }) {
            text += function.definition + "\n"
        }
        for line in variableLines() { text += line + "\n" }
        if let problem = SessionFile.write(text, to: InputFile.expandingTilde(path), overwriting: overwriting) {
            console.writeError(DiagnosticView.message(problem, color: color))
            return
        }
        let count = units.count + brain.state.functions.count + brain.state.variables.count
        console.write("saved \(count) definition\(count == 1 ? "" : "s") to \(path)\n")
    }
}
