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
        case .plot: plot(argument, line: text)
        case .history:
            for (index, entry) in historyEntries().enumerated() {
                console.write("\(index + 1)  \(entry.escapingControlCharacters)\n")
            }
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
        if let section = HelpView.section(topic, table: brain.operations, format: format) {
            console.write(section)
        } else if topic == "ans" {
            let value = StatementView(brain.options).text(of: brain.state.ans)
            console.write("ans: the last result, now \(value)\n  use it as a value, as in ans * 2\n")
        } else if let text = HelpView.topic(topic, brain: brain) {
            console.write(text)
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

    private func listVariables() {
        let variables = brain.state.values.sorted { $0.key < $1.key }
        if variables.isEmpty { console.write("no variables yet: assign one with x = 3\n") }
        let view = StatementView(brain.options)
        for (name, value) in variables { console.write(view.assignment(name, value) + "\n") }
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

    /// For an approximation, the statement that assigned `name`, if it alone, run on a brain with
    /// nothing defined and this one's options, gives `value` again: `p = pi` reads back as pi, where its digits would
    /// read back as an exact decimal, which `p == pi` tells apart (issue 35). A statement that
    /// uses other variables, `ans` or functions gives another value there, or none, and is not used.
    private func definition(of name: String, as value: Value) -> String? {
        // Exact values and Doubles read back as themselves from their text already.
        guard case .number(let number) = value, !number.isExact, let statement = assignments[name] else { return nil }
        var options = brain.options
        options.timeLimit = min(options.timeLimit ?? LivePreview.timeLimit, LivePreview.timeLimit)
        let fresh = CalculatorBrain(operations: brain.operations, options: options)
        let results = fresh.execute(statement)
        guard results.count == 1, case .success(.assignment(name, value)) = results[0].outcome else { return nil }
        return statement
    }

    /// Writes the variables and functions as statements that `:load` and `calc -i` read back to
    /// the same state: functions as they were defined, variables as the statement that assigned
    /// them when it gives the same value alone (``definition(of:as:)``), else as input that reads
    /// back as the same value (``ValueFormat/inputText(for:)``).
    private func save(_ path: String, overwriting: Bool) {
        guard !path.isEmpty else {
            console.writeError(DiagnosticView.message(":save takes a file name", color: color))
            return
        }
        var text = "# calc session, saved with :save; read it back with :load or calc -i\n"
        for (_, function) in brain.state.functions.sorted(by: { $0.key < $1.key }) {
            text += function.definition + "\n"
        }
        let format = ValueFormat(brain.options)
        for (name, value) in brain.state.values.sorted(by: { $0.key < $1.key }) {
            text += (definition(of: name, as: value) ?? "\(name) = \(format.inputText(for: value))") + "\n"
        }
        if let problem = SessionFile.write(text, to: InputFile.expandingTilde(path), overwriting: overwriting) {
            console.writeError(DiagnosticView.message(problem, color: color))
            return
        }
        let count = brain.state.functions.count + brain.state.variables.count
        console.write("saved \(count) definition\(count == 1 ? "" : "s") to \(path)\n")
    }
}
