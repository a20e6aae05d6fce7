/// One statement of the language, parsed.
enum Statement: Sendable {
    /// An expression: its value becomes `ans`; the `to`s after it, in source order (empty
    /// without one), say how to write the value.
    case expression(SyntaxTree, conversions: [Conversion])
    /// `name = expression`.
    case assignment(name: String, nameSpan: Span, value: SyntaxTree)
    /// `name(parameters) = body`.
    case definition(name: String, nameSpan: Span, parameters: [String], body: SyntaxTree)
}

/// `to NAME` (or `-> NAME`), the loosest operator (``Precedence/conversion``), which only a
/// statement's outermost expression reaches. It keeps the value and changes how it is shown. In a
/// chain (`x to frac to hex`, left-associative) each conversion applies to the one before: every
/// presentation must be able to write the value (`0.5 to frac to hex` fails at its second `to`),
/// and the last one shows it. Units will make a step of the chain change the value too
/// (`1 kg to lb to frac`).
struct Conversion: Sendable {
    /// The presentation named, an index into ``OperationTable/presentations``.
    var presentation: Int
    /// The `to` or `->`: a value that cannot be converted is an error there.
    var span: Span
}

/// A statement with the span it covers in the source, or the error that stopped its parsing.
struct ParsedStatement: Sendable {
    var span: Span
    var result: Result<Statement, Failure>
}
