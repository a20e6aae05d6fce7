/// One statement of the language, parsed.
enum Statement: Sendable {
    /// An expression: its value becomes `ans`; a `to` after it says how to write the value.
    case expression(SyntaxTree, conversion: Conversion?)
    /// `name = expression`.
    case assignment(name: String, nameSpan: Span, value: SyntaxTree)
    /// `name(parameters) = body`.
    case definition(name: String, nameSpan: Span, parameters: [String], body: SyntaxTree)
}

/// `to FORMAT` (or `-> FORMAT`) at the end of an expression statement.
struct Conversion: Sendable {
    var format: OutputFormat
    /// The `to` or `->`: a value that cannot be converted is an error there.
    var span: Span
}

/// A statement with the span it covers in the source, or the error that stopped its parsing.
struct ParsedStatement: Sendable {
    var span: Span
    var result: Result<Statement, Failure>
}
