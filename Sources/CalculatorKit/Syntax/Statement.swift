/// One statement of the language, parsed.
enum Statement: Sendable {
    /// An expression: its value becomes `ans`.
    case expression(SyntaxTree)
    /// `name = expression`.
    case assignment(name: String, nameSpan: Span, value: SyntaxTree)
    /// `name(parameters) = body`.
    case definition(name: String, nameSpan: Span, parameters: [String], body: SyntaxTree)
}

/// A statement with the span it covers in the source, or the error that stopped its parsing.
struct ParsedStatement: Sendable {
    var span: Span
    var result: Result<Statement, Failure>
}
