import CalculatorKit

/// The text of `:help`: an overview, then the operation table grouped as constants, operators
/// (tightest first, with precedence) and functions (with arity), every line read from the table.
enum HelpView {
    /// `:help` with no argument.
    static func overview(table: OperationTable, commands: [REPLCommand], format: (Double) -> String) -> String {
        var text = """
            Type an expression and press Return: 2^10, sqrt(2)*3, 10 % 4.
            Assign with x = 3, define a function with f(x) = x^2; ans is the last result.
            Up/Down walk the history, Ctrl-R searches, TAB completes names, units, files.
            Ctrl-C drops the line being typed, or stops an evaluation that takes too long.

            Commands:

            """
        text += columns(commands.filter(\.inOverview).map { $0.overviewRow ?? [$0.usage, $0.summary] })
        // The language's tables are 60 lines: pointed at, so the overview fits an 80×24 terminal.
        text += """

            The language: :help constants, :help operators, :help functions, :help all,
            or :help NAME. :help numbers, :help lists, :help dates; :help to: 255 to hex.

            """
        return text
    }

    /// The topics `:help` takes besides names: parts of ``operations(table:format:)``.
    static let sectionTopics: Set = [
        "constants", "operators", "functions", "all", "numbers", "to", "->", "base", "plot", "lists", "dates",
    ]

    /// One of ``sectionTopics``.
    static func section(_ topic: String, table: OperationTable, format: (Double) -> String) -> String? {
        let parts = sections(table: table, format: format)
        switch topic {
        case "constants": return parts.constants
        case "operators": return parts.operators
        case "functions": return parts.functions
        case "all": return operations(table: table, format: format)
        case "numbers": return numbers
        case "complex": return complex
        case "lists", "list", "statistics": return lists
        case "dates", "times", "zones": return dates
        case "=": return assignment
        case "#": return comment
        case "to", "->", "base": return conversions
        case "plot": return plot
        case "%", "percent": return percent
        default: return nil
        }
    }

    /// `:help =`: what `=` does, beside `==`.
    static let assignment = """
        x = 3 gives x a value; f(x) = x^2 + 1 defines a function (its body is kept, not computed).
        == compares: 2 == 2 is 1. ans is the last result. :vars and :funcs list yours.

        """

    /// `:help #`: comments, and the expectations --check reads after them.
    static let comment = """
        # starts a comment, to the end of the line: 2 + 2  # the sum
        calc --check FILE reads "# => 4" after a statement as the value it must have.

        """

    /// `:help numbers`: the number model, its examples worked out by an exact brain as they are
    /// shown, so the text cannot drift from what calc does.
    static var numbers: String {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .exact))
        let view = StatementView(brain.options)
        let examples: [(String, String)] = [
            ("2^64", "an integer shows every digit"),
            ("0.1 + 0.2", "a decimal is a fraction: 0.1 is 1/10"),
            ("1/3", "exact, shown to the precision"),
            ("sqrt(2)", "an approximation, correctly rounded"),
            ("sin(pi)", "no digits its rounding made meaningless"),
        ]
        let rows = examples.map { source, meaning -> [String] in
            guard let value = try? brain.evaluateValue(source) else { return [source, "error", meaning] }
            return [source, view.marked(value), meaning]
        }
        return "Numbers are exact where the answer is rational, approximations where it is not:\n"
            + columns(rows)
            + "\(PromptView.approximately) marks a result whose digits are not its exact value. "
            + ":precision N sets the\ndigits shown and computed (1 to 100000). "
            + "calc --arithmetic checked computes\nwith Doubles instead, --ieee with IEEE Doubles (1/0 is inf).\n"
    }

    /// The operation table, grouped.
    static func operations(table: OperationTable, format: (Double) -> String) -> String {
        let parts = sections(table: table, format: format)
        return parts.constants + "\n" + parts.operators + "\n" + parts.functions
    }

    /// The operation table's constants, operators and functions, each a titled list.
    static func sections(table: OperationTable, format: (Double) -> String) -> (
        constants: String, operators: String, functions: String
    ) {
        let current = table.current
        var constants: [[String]] = []
        var operators: [(Precedence, [String])] = []
        let levels = precedenceLevels(table)
        var functions: [[String]] = []
        for operation in current {
            let spellings = operation.spellings.joined(separator: " ")
            if case (let precedence, let kind)? = grammar(of: operation.role) {
                operators.append((precedence, [spellings, kind, "\(levels[precedence] ?? 0)", operation.summary]))
            } else if case .function(let arity) = operation.role {
                functions.append([operation.signature, arity.description, operation.summary])
            } else {
                // A plain `if let`, not `constantValue.map(format)`: Swift 6.3's optimizer crashes on
                // the map in a release build with -enable-testing (CopyPropagation, "outside of lifetime use").
                var value = ""
                if let constant = operation.constantValue {
                    value = format(constant)
                } else if let constant = operation.valueOfConstant {
                    value = ValueFormat().string(for: constant)
                }
                constants.append([spellings, value, operation.summary])
            }
        }
        // Stable: operators of equal precedence keep table order.
        let sorted = operators.enumerated().sorted { ($0.element.0, $1.offset) > ($1.element.0, $0.offset) }
        return (
            "Constants:\n" + columns(constants)
                + "  and the physical constants, CODATA 2022 (c, G, planck, m_e…): :constants lists them\n",
            "Operators, tightest first (precedence level, 1 binds loosest):\n" + columns(sorted.map(\.element.1)),
            "Functions:\n" + columns(functions)
        )
    }

    /// `:help to`: conversions and `:base`, the examples worked out by an exact brain as they are
    /// shown, like ``numbers``.
    static var conversions: String {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .exact))
        let examples = [
            "255 to hex", "-255 to hex", "10 to bin", "8 -> oct", "0.75 to frac", "1/3 + 1/6 to frac", "12345 to sci",
        ]
        let view = StatementView(brain.options)
        let rows = examples.map { source -> [String] in
            let statement = brain.execute(source).first
            return [source, statement.flatMap { view.line($0, marked: false) } ?? statement?.error?.message ?? "?"]
        }
        let formats = OperationTable.standard.presentations.map { ["to \($0.rawValue)", $0.summary] }
        return """
            Conversions: end a statement with 'to FORMAT' (or '-> FORMAT') to show its
            result another way; ans keeps the number (to a unit converts it: :help units).
            It converts the whole statement.

            """ + columns(rows) + "\nFormats:\n" + columns(formats)
                + """

                hex, bin and oct take integers and frac exact values: 0.5 to hex and
                sqrt(2) to frac are errors. The output is valid input again.
                :base hex (bin, oct, dec) shows every integer result in that base until
                changed; other values stay decimal. calc --base hex does the same.
                Bitwise operators on integers of any size, negative ones as two's complement:
                a & b, a | b, a << n, a >> n (floors), xor(a, b), bitnot(a); ^ is power.
                Tighter than comparisons, looser than + -: 1 + 2 << 3 is 24, 5 | 2 & 3 is 7.

                """
    }

    /// `:help NAME`: every operation spelled NAME, or the user's definition, or the command.
    static func topic(_ name: String, brain: CalculatorBrain) -> String? {
        var lines: [String] = []
        for operation in brain.operations.current where operation.spellings.contains(name) {
            lines.append(describe(operation, brain: brain))
        }
        if let function = brain.state.functions[name] {
            lines.append("\(function.definition)    (your function)")
        }
        if let value = brain.state.values[name] {
            lines.append(StatementView(brain.options).assignment(name, value) + "    (your variable)")
        }
        let bare = name.hasPrefix(":") ? String(name.dropFirst()) : name
        if let command = REPLCommand.named(bare) {
            lines.append("\(command.usage)    \(command.summary)")
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n") + "\n"
    }

    static func describe(_ operation: Operation, brain: CalculatorBrain) -> String {
        let names = operation.spellings.joined(separator: ", ")
        switch operation.role {
        case .constant:
            let format = ValueFormat(brain.options)
            // A constant with no Double (`i`, a quantity of the app's) is computed as a statement would.
            let value =
                operation.valueOfConstant.map { (value: Value) in format.string(for: value) }
                ?? (try? CalculatorBrain(operations: brain.operations, options: brain.options).evaluateValue(
                    operation.symbol)).map { format.string(for: $0) } ?? "?"
            return "\(names): constant = \(value)\n  \(operation.summary)"
        case .function(let arity):
            let other = operation.aliases.isEmpty ? "" : " (also \(operation.aliases.joined(separator: ", ")))"
            return "\(operation.signature)\(other): function of \(arity)\n  \(operation.summary)"
        case .prefix, .postfix, .infix:
            let levels = precedenceLevels(brain.operations)
            let level = grammar(of: operation.role).flatMap { levels[$0.0] } ?? 0
            var kind = "\(operation.role)"
            if case .infix(_, let associativity) = operation.role {
                kind = associativity == .none ? "infix" : "\(associativity.rawValue)-associative infix"
            }
            return "\(names): \(kind) operator, precedence level \(level) of \(levels.count)\n"
                + "  \(operation.summary)"
        }
    }

    /// An operator's precedence and a word for its place: `prefix`, `infix, right`; nil for
    /// constants and functions, which have neither.
    static func grammar(of role: Operation.Role) -> (Precedence, String)? {
        switch role {
        case .prefix: (.prefix, "prefix")
        case .postfix: (.postfix, "postfix")
        case .infix(let precedence, let associativity): (precedence, "infix, \(associativity.rawValue)")
        case .constant, .function: nil
        }
    }

    /// Each operator precedence in the table numbered from 1, the loosest, as the grammar numbers
    /// its levels; custom precedences between the built-in ones get their own numbers.
    static func precedenceLevels(_ table: OperationTable) -> [Precedence: Int] {
        var precedences = Set<Precedence>()
        for operation in table.current {
            if case (let precedence, _)? = grammar(of: operation.role) { precedences.insert(precedence) }
        }
        var levels: [Precedence: Int] = [:]
        for (index, precedence) in precedences.sorted().enumerated() { levels[precedence] = index + 1 }
        return levels
    }

    /// Rows laid out in left-aligned columns, two spaces apart, each line indented by two.
    static func columns(_ rows: [[String]]) -> String {
        var widths: [Int] = []
        for row in rows {
            for (index, cell) in row.enumerated() {
                if index >= widths.count { widths.append(0) }
                widths[index] = max(widths[index], cell.count)
            }
        }
        var text = ""
        for row in rows {
            var line = " "
            for (index, cell) in row.enumerated() {
                let padding = index == row.count - 1 ? "" : String(repeating: " ", count: widths[index] - cell.count)
                line += " " + cell + padding + (index == row.count - 1 ? "" : " ")
            }
            while line.last == " " { line.removeLast() }
            text += line + "\n"
        }
        return text
    }
}
