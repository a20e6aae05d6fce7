/// A line of the units definitions file that does not parse or reduce, with where: the file's
/// 1-based line and column, as the project's other diagnostics give them.
///
/// ```swift
/// // "furlong | - | - | 220 yard_"  →  "units.def:1:25: error: unknown unit 'yard_'"
/// ```
package struct UnitDefinitionError: Error, Equatable, Sendable, CustomStringConvertible {
    package let line: Int
    package let column: Int
    package let message: String
    /// The definitions file's name: units.def, or constants.def, whose definitions are in its
    /// language.
    package let file: String

    package init(line: Int, column: Int, _ message: String, file: String = "units.def") {
        self.line = line
        self.column = column
        self.message = message
        self.file = file
    }

    package var description: String { "\(file):\(line):\(column): error: \(message)" }
}
