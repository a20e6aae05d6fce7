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

    package init(line: Int, column: Int, _ message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    package var description: String { "units.def:\(line):\(column): error: \(message)" }
}
