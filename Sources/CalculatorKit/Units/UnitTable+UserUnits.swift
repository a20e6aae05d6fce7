// The `unit` statement's two forms (issue 30), for the brain to call once the language has them:
// `unit USD` declares a new base dimension, `unit EUR = 1.08 USD` a unit in terms of others.

extension UnitTable {
    /// The section user units are listed under.
    package static let userSection = "User units"

    /// `unit NAME`: a new base dimension named `name`, whose unit it is, so that
    /// `unit EUR = 1.08 USD` then `100 EUR to USD` works offline.
    ///
    /// ```swift
    /// var table = UnitTable.standard
    /// try table.declareBase("USD")
    /// table.unit(named: "USD")?.dimension.description   // "USD"
    /// ```
    package mutating func declareBase(_ name: String) throws(UnitDefinitionError) {
        try defineUserUnit(name, body: .base(.custom(name)), text: "[\(name)]")
    }

    /// `unit NAME = EXPRESSION`: a unit defined by an expression of numbers and units, as in the
    /// definitions file (`220 yd`, `1.08 USD`, `m/s^2`). Errors give the column in `expression`
    /// (1-based) on line 1.
    ///
    /// ```swift
    /// var table = UnitTable.standard
    /// try table.define("furlong", as: "220 yd")
    /// table.unit(named: "furlong")?.factor.description   // "25146/125"
    /// ```
    package mutating func define(_ name: String, as expression: String) throws(UnitDefinitionError) {
        try defineUserUnit(name, body: .expression(expression, column: 1), text: expression)
    }

    /// `unit NAME = EXPRESSION` once the statement has reduced its right side (``UnitExpression``,
    /// from the tree the one parser made of `text`).
    package mutating func define(_ name: String, as reduced: UnitExpression, text: String)
        throws(UnitDefinitionError)
    {
        try defineUserUnit(name, body: .expression(text, column: 1), text: text, reduced: reduced)
    }

    private mutating func defineUserUnit(
        _ name: String, body: UnitDefinition.Body, text: String, reduced: UnitExpression? = nil
    ) throws(UnitDefinitionError) {
        guard !name.isEmpty, !name.contains(where: { $0.isWhitespace || $0 == "|" || $0 == "#" }) else {
            throw UnitDefinitionError(line: 1, column: 1, "'\(name)' cannot name a unit")
        }
        let definition = UnitDefinition(
            line: 1, section: Self.userSection, names: [name], symbols: [], body: body, definitionText: text)
        try define(definition, reduced: reduced)
    }

    /// The user's units as the statements that define them, in order: what `:save` writes.
    ///
    /// ```swift
    /// var table = UnitTable.standard
    /// try table.declareBase("USD")
    /// try table.define("EUR", as: "1.08 USD")
    /// table.userStatements   // ["unit USD", "unit EUR = 1.08 USD"]
    /// ```
    package var userStatements: [String] {
        addedUnits.filter { $0.definition.section == Self.userSection }.map(\.userStatement)
    }
}

extension Unit {
    /// `unit USD`, `unit EUR = 1.08 USD`: the statement that defines a user's unit.
    package var userStatement: String {
        if case .base = definition.body { return "unit \(name)" }
        return "unit \(name) = \(definition.definitionText)"
    }
}
