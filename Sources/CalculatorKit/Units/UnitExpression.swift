import CalculatorNumbers

/// A unit's definition reduced to coherent SI base units: `550 ft*lbf/s` is
/// (745.69987158227022, mass*length^2/time^3).
///
/// The definition is an expression of the language, read by the one parser (``Parser``) like
/// any statement's: the right side of a `unit` statement, and every definition of
/// `data/units.def`. The reducer (UnitExpression+Reducer.swift) computes it exactly, as a
/// rational times a power of π (``UnitFactor``) and a ``Dimension``: numbers, units and the names
/// of earlier units, `+ - * / ^` (a power's exponent a fraction), parentheses, `pi`, and the
/// functions whose result is exact (`sqrt(4)`, `abs`, `floor`). As in a statement, units bind
/// tighter than `/` (`1 / 1000 kg` is 1/(1000 kg)) but for a tight fraction (`1/1000 kg` is
/// (1/1000) kg); the file writes `(1/1000) kg`.
///
/// ```swift
/// let table = UnitTable.standard
/// let hp = try UnitExpression.reduce("550 ft*lbf/s", in: table, line: 1, column: 1)
/// hp.factor.description        // "37284993579113511/50000000000000"
/// hp.dimension.description     // "power"
/// try UnitExpression.reduce("0.5 km + 1 m", in: table, line: 1, column: 1).factor.description   // "501"
/// ```
package struct UnitExpression: Sendable {
    package let factor: UnitFactor
    package let dimension: Dimension

    package init(factor: UnitFactor, dimension: Dimension) {
        self.factor = factor
        self.dimension = dimension
    }

    /// Parses `text` with the language's parser and reduces it against `table`; `text`'s first
    /// character stands at `line`:`column` of the definitions file, where an error points.
    package static func reduce(_ text: String, in table: UnitTable, line: Int, column: Int) throws(UnitDefinitionError)
        -> UnitExpression
    {
        do throws(Failure) {
            let tree = try Parser.unitDefinition(text, table: .standard, units: table)
            return try reduce(tree, in: table, operations: .standard)
        } catch {
            throw located(error, in: text, line: line, column: column, table: table)
        }
    }

    /// `failure` at its place in the file. A message that names a place (`expected ')' to close
    /// '(' at 2:13`) is the parser's, made again with `text` where it stands in the file, after
    /// as many blank lines and spaces as come before it there (blank lines are empty statements).
    private static func located(_ failure: Failure, in text: String, line: Int, column: Int, table: UnitTable)
        -> UnitDefinitionError
    {
        var failure = failure
        let padding = String(repeating: "\n", count: line - 1) + String(repeating: " ", count: column - 1)
        do throws(Failure) {
            _ = try Parser.unitDefinition(padding + text, table: .standard, units: table)
        } catch {
            failure.message = error.message
        }
        // The span counts bytes; the file's columns, characters.
        let before = text.utf8.prefix(failure.span.start)
        let characters = String(decoding: before, as: UTF8.self).unicodeScalars.count
        return UnitDefinitionError(line: line, column: column + characters, failure.message)
    }
}
