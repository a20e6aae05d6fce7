/// The `unit` statement: `unit USD` declares a new base dimension, `unit furlong = 220 yd` a
/// unit in terms of others.
///
///     unit_statement ::= 'unit' name ( '=' unit_definition )?
///
/// `unit` is a statement's first word only when a name or a number follows it: `unit = 5` and
/// `unit * 2` keep reading a variable of that name. The definition is kept as text, for the
/// units' own grammar (numbers, units, `* / ^`, parentheses) to read against the brain's table
/// when the statement runs, and for `:save` to write back.
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
        var end = start
        while current.kind != .separator && current.kind != .end {
            end = current.span.end
            try advance()
        }
        let span = Span(start, end)
        return .unit(name: name, nameSpan: nameToken.span, definition: (tokenizer.text(span), span))
    }
}

extension Failure {
    /// `unit 5 = m`: no name after `unit`.
    static func expectedUnitName(after keyword: Token, at span: Span) -> Failure {
        Failure(.syntax, "expected a unit's name after 'unit'", at: span, note: "write unit furlong = 220 yd")
    }
}
