/// The `unit` statement: `unit USD` declares a new base dimension, `unit furlong = 220 yd` a
/// unit in terms of others.
///
///     unit_statement ::= 'unit' name ( '=' expression )?
///
/// `unit` is a statement's first word only when a name or a number follows it: `unit = 5` and
/// `unit * 2` keep reading a variable of that name. The definition is an expression of the
/// language, parsed here as any other (``ExpressionParser``), with every unit of the table
/// read as a unit (the user's names are not read: a unit is defined by numbers and units), and
/// reduced exactly when the statement runs (``UnitExpression``). The name may not be a word the
/// language or calc gives a meaning to (`to`, `mod`, `i`, `hex`, `quit`, `unit`): `unit to = 1 m`
/// would make `5 km to mile` a product.
extension Parser {
    /// The keyword, which names no operation.
    static let unitKeyword = "unit"

    /// Whether the current token starts a `unit` statement.
    var startsUnitStatement: Bool {
        guard current.kind == .name, text(current) == Self.unitKeyword else { return false }
        var ahead = tokenizer
        guard let next = try? ahead.next() else { return false }
        return next.kind == .name || next.kind == .number
    }

    mutating func unitStatement() throws(Failure) -> Statement {
        let keyword = current
        try advance()
        let nameToken = current
        guard nameToken.kind == .name else { throw Failure.expectedUnitName(after: keyword, at: nameToken.span) }
        let name = text(nameToken)
        if let reason = Self.reservedUnitName(name, in: table) {
            throw Failure.reservedUnitName(name, reason, at: nameToken.span)
        }
        try advance()
        if current.kind == .separator || current.kind == .end {
            return .unit(name: name, nameSpan: nameToken.span, definition: nil)
        }
        guard current.kind == .equals else {
            throw Failure(
                .syntax, "expected '=' or the end of the statement after 'unit \(name)'", at: current.span,
                note: "unit \(name) declares a new base unit; unit \(name) = 220 yd defines one by others")
        }
        let equals = current
        try advance()
        guard current.kind != .separator && current.kind != .end else {
            throw Failure.expectedExpression(after: "=", at: Span(equals.span.end, equals.span.end))
        }
        let start = current.span.start
        // The statement's units (a function's body, which changes them, puts them back).
        let units = expressions.sink.units
        expressions.sink.units = UnitNames(isUserName: { _ in false }, userUnits: units?.userUnits ?? { nil })
        defer { expressions.sink.units = units }
        _ = try expression()
        if expressions.isConversion(current) { throw Failure.conversionInUnitDefinition(at: current.span) }
        try expectEndOfStatement()
        return .unit(name: name, nameSpan: nameToken.span, definition: (tree, Span(start, previous.span.end)))
    }

    /// Why `name` cannot name a unit, or nil when it can: it is this statement's keyword, the
    /// conversion's word (`to`), a word operator (`mod`), a format (`hex`, `frac`), the
    /// imaginary unit, or a word the command line reads as a command (`quit`, `exit`).
    static func reservedUnitName(_ name: String, in table: OperationTable) -> String? {
        let roles = table.roles(ofWord: name)
        if name == unitKeyword { return "the keyword of this statement" }
        if roles.isConversion { return "the conversion's word" }
        if roles.isOperator { return "an operator" }
        if table.presentation(named: name) != nil { return "a format: 5 to \(name)" }
        if let index = roles.name, table.operations[index].builtin == .imaginaryUnit { return "the imaginary unit" }
        if commandWords.contains(name) { return "the command that leaves calc" }
        return nil
    }

    /// The words a line of the command line or the REPL is a command by, alone (LineKind).
    static let commandWords: Set<String> = ["quit", "exit"]

    /// A `unit` statement's right side, `text`, alone: a definition of the units file, parsed
    /// as a statement's (``unitStatement()``), with every unit of `units` read as one.
    static func unitDefinition(_ text: String, table: OperationTable, units: UnitTable) throws(Failure) -> SyntaxTree {
        // Two optionals, not a `Result<SyntaxTree, Failure>`: that type's metadata has the
        // runtime search every conformance in the executable for `Failure: Error`, 160,000
        // instructions on the first unit a statement reduces (issue 47).
        var tree: SyntaxTree?
        var failure = Failure.expectedExpression(at: Span(0, 0))
        let names = UnitNames(isUserName: { _ in false }, userUnits: { units })
        var first = true
        parse(text, table: table, literalsFitDouble: false, units: names) { statement in
            defer { first = false }
            guard first else {
                tree = nil
                failure = Failure.notOneUnitExpression(at: statement.span)
                return false
            }
            switch statement.result {
            case .success(.expression(let expression, let conversions)) where conversions.isEmpty:
                tree = expression
            case .success(.expression(_, let conversions)):
                failure = Failure.conversionInUnitDefinition(at: conversions[0].span)
            case .success:
                failure = Failure.notOneUnitExpression(at: statement.span)
            case .failure(let error):
                failure = error
            }
            return true
        }
        guard let tree else { throw failure }
        return tree
    }
}

extension Failure {
    /// `unit 5 = m`: no name after `unit`.
    static func expectedUnitName(after keyword: Token, at span: Span) -> Failure {
        Failure(.syntax, "expected a unit's name after 'unit'", at: span, note: "write unit furlong = 220 yd")
    }

    /// `unit to = 1 m`, `unit hex`: a word the language or calc gives a meaning to.
    static func reservedUnitName(_ name: String, _ reason: String, at span: Span) -> Failure {
        Failure(
            .invalidAssignment, "'\(name)' cannot name a unit: it is \(reason)", at: span,
            note: "a unit needs a name of its own")
    }

    /// `unit x = 3 m to ft`: a definition is a value, not a presentation.
    static func conversionInUnitDefinition(at span: Span) -> Failure {
        Failure(.syntax, "a unit's definition takes no conversion", at: span, note: "write unit x = 3 ft")
    }

    /// A line of the units file whose definition is a statement (`x = 2`) or several (`2; 3`).
    static func notOneUnitExpression(at span: Span) -> Failure {
        Failure(.syntax, "expected one expression of numbers and units", at: span)
    }
}
