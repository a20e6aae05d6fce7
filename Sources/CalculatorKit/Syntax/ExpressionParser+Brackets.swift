// Brackets: a list, `[a, b, c]`, whose elements the parser reads as a call's arguments
// (`Resumption.element`) and hands the sink as a call of the table's `list` when the `]` comes;
// and the errors for a `[` or a `(` left open.

extension ExpressionParser {
    /// Consumes the `]` of a list opened at `open` and makes `level`'s operand of it: a call of
    /// the table's `list`, which a list is (`[1, 2]` is `list(1, 2)`).
    mutating func list(_ level: inout Level, open: Int, elements: Int, first: Sink.Operand?) throws(Failure) {
        guard current.kind == .rightBracket else { throw unclosedList(open) }
        guard let builtin = table.roles(ofWord: "list").name else {
            throw Failure(.syntax, "this table has no lists", at: Span(open, open + 1))
        }
        try advance()
        let span = Span(open, previous.span.end)
        level.left = try listCallName.withUnsafeBufferPointer { name throws(Failure) in
            try sink.call(
                name, builtin: builtin, arguments: elements, first: first, span: span, nameSpan: Span(open, open + 1))
        }
        level.span = span
    }

    /// The error for a `[` opened at `open` and not closed where the current token stands.
    mutating func unclosedList(_ open: Int) -> Failure {
        let opened = lines.location(of: open, in: tokenizer.bytes)
        let found = current.kind == .end || current.kind == .separator ? nil : text(current)
        return Failure.unclosedList(line: opened.line, column: opened.column, found: found, at: current.span)
    }

    /// The error for a `(` opened at `open` and not closed where the current token stands.
    mutating func unclosed(_ open: Int) -> Failure {
        guard Sink.readsWholeLanguage else { return .gaveUp }
        let opened = lines.location(of: open, in: tokenizer.bytes)
        let found = current.kind == .end || current.kind == .separator ? nil : text(current)
        var failure = Failure.unclosedParenthesis(
            line: opened.line, column: opened.column, found: found, at: current.span)
        if isConversion(current) {
            failure.note = "a conversion ('\(found ?? "to") hex') goes at the end of a statement, outside parentheses"
        }
        return failure
    }
}

/// The name a list's `[` calls (``ExpressionParser/list(_:open:elements:first:)``).
private let listCallName = Array("list".utf8)
