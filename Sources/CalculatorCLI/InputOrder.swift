/// Recovers the command-line order of `-e` expressions and FILE arguments, which an argument
/// parser collects into two separate lists.
public enum InputOrder {
    /// Options that take a value as the next argument, besides `-e`/`--expression`.
    public static let valueOptions: Set<String> = ["--precision", "--format", "--history-file", "--color"]

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
            } else if argument == "-e" || argument == "--expression" {
                if index < arguments.count { inputs.append(.expression(arguments[index])) }
                index += 1
            } else if argument.hasPrefix("--expression=") {
                inputs.append(.expression(String(argument.dropFirst("--expression=".count))))
            } else if valueOptions.contains(argument) {
                index += 1
            } else if argument == "-" || !argument.hasPrefix("-") {
                inputs.append(.file(argument))
            }
        }
        let scannedExpressions = inputs.compactMap { if case .expression(let text) = $0 { text } else { nil } }
        let scannedFiles = inputs.compactMap { if case .file(let path) = $0 { path } else { nil } }
        guard scannedExpressions == expressions && scannedFiles == files else {
            return expressions.map(Settings.Input.expression) + files.map(Settings.Input.file)
        }
        return inputs
    }
}
