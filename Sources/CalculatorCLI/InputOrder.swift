/// Recovers the command-line order of `-e` expressions and FILE arguments, which an argument
/// parser collects into two separate lists.
public enum InputOrder {
    /// Options that take a value as the next argument, besides `-e`/`--expression`.
    ///
    /// An array, not a `Set`: the first `Set<String>` of a run makes the Swift runtime look up
    /// String's `Hashable` conformance among every conformance in the executable, 214,000
    /// instructions (a fifth of `calc -e 1+1`'s, callgrind) to search seven strings.
    public static let valueOptions: [String] = [
        "--precision", "--format", "--history-file", "--color", "--arithmetic", "--timeout", "--base",
    ]

    /// `arguments` with each `-e EXPR` and `--expression EXPR` joined into
    /// `--expression=EXPR`, so that an expression is taken whole whatever it starts with:
    /// the argument parser splits `---1` as an option before it knows `-e` takes it.
    ///
    /// ```swift
    /// InputOrder.joiningExpressions(["-e", "---1", "a.calc"])   // ["--expression=---1", "a.calc"]
    /// ```
    public static func joiningExpressions(_ arguments: [String]) -> [String] {
        var joined: [String] = []
        joined.reserveCapacity(arguments.count)
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                joined += arguments[(index - 1)...]
                break
            } else if (argument == "-e" || argument == "--expression") && index < arguments.count {
                joined += expressionOption(arguments[index])
                index += 1
            } else if argument == "--expression=" {
                joined += expressionOption("")
            } else if argument.hasPrefix("-e"), argument.utf8.count > 2 {
                // `-e5`, `-e'2+2'`: the expression written against its option, as getopt reads it.
                joined += expressionOption(String(argument.dropFirst(2)))
            } else if let flags = shortFlags(endingInE: argument), index < arguments.count {
                // `-qe EXPR`: the flags alone, then the expression joined.
                joined.append("-" + flags)
                joined += expressionOption(arguments[index])
                index += 1
            } else {
                joined.append(argument)
                if valueOptions.contains(argument) && index < arguments.count {
                    joined.append(arguments[index])
                    index += 1
                }
            }
        }
        return joined
    }

    /// `--expression=EXPR`; for an empty expression, which the parser would take for a missing
    /// value in that form, `--expression` and an empty argument (nothing can be mistaken for an
    /// option there).
    private static func expressionOption(_ expression: String) -> [String] {
        expression.isEmpty ? ["--expression", ""] : ["--expression=" + expression]
    }

    /// For a cluster of short flags ending in `e` (`-qe`), the flags before the `e` (`q`).
    private static func shortFlags(endingInE argument: String) -> Substring? {
        guard argument.count > 2, argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.hasSuffix("e") else {
            return nil
        }
        let flags = argument.dropFirst().dropLast()
        return flags.allSatisfy { $0.isASCII && $0.isLetter } ? flags : nil
    }

    /// The inputs of a command line of nothing but `-e EXPR` and FILEs (as
    /// ``joiningExpressions(_:)`` leaves it), the commonest one, which needs no option parser; nil
    /// for any other. (ArgumentParser's set-up alone costs more than the rest of a short run.)
    ///
    /// ```swift
    /// InputOrder.plainInputs(["--expression=1", "a.calc"])   // [.expression("1"), .file("a.calc")]
    /// InputOrder.plainInputs(["--precision", "5", "a.calc"])   // nil
    /// ```
    public static func plainInputs(_ arguments: [String]) -> [Settings.Input]? {
        var inputs: [Settings.Input] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                inputs += arguments[index...].map(Settings.Input.file)
                break
            } else if let input = input(argument) {
                inputs.append(input)
            } else if argument == "--expression", index < arguments.count {
                inputs.append(.expression(arguments[index]))
                index += 1
            } else {
                return nil
            }
        }
        return inputs
    }

    /// `expressions` and `files` interleaved as they appear in `arguments` (without the program
    /// name). When the scan disagrees with the parser's lists, which it cannot do for any
    /// command line the parser accepts, expressions come first, then files.
    ///
    /// ```swift
    /// InputOrder.inputs(arguments: ["-e", "x = 2", "a.calc", "-e", "x"],
    ///                   expressions: ["x = 2", "x"], files: ["a.calc"])
    /// // [.expression("x = 2"), .file("a.calc"), .expression("x")]
    /// ```
    public static func inputs(arguments: [String], expressions: [String], files: [String]) -> [Settings.Input] {
        var inputs: [Settings.Input] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                inputs += arguments[index...].map(Settings.Input.file)
                break
            } else if let input = input(argument) {
                inputs.append(input)
            } else if argument == "-e" || argument == "--expression" {
                if index < arguments.count { inputs.append(.expression(arguments[index])) }
                index += 1
            } else if valueOptions.contains(argument) {
                index += 1
            }
        }
        let scannedExpressions = inputs.compactMap { if case .expression(let text) = $0 { text } else { nil } }
        let scannedFiles = inputs.compactMap { if case .file(let path) = $0 { path } else { nil } }
        guard scannedExpressions == expressions && scannedFiles == files else {
            return expressions.map(Settings.Input.expression) + files.map(Settings.Input.file)
        }
        return inputs
    }

    /// The input one argument is by itself, by the rules the two scans share (besides `--`,
    /// after which every argument is a file): `--expression=EXPR` an expression, `-` (standard
    /// input) and anything not an option a file; nil for an option, which each scan reads its way.
    private static func input(_ argument: String) -> Settings.Input? {
        if argument.hasPrefix("--expression=") { return .expression(String(argument.dropFirst("--expression=".count))) }
        if argument == "-" || !argument.hasPrefix("-") { return .file(argument) }
        return nil
    }
}
