/// One statement of the language, parsed.
enum Statement: Sendable {
    /// An expression: its value becomes `ans`; the `to`s after it, in source order (empty
    /// without one), take the value to a ``Presentation``.
    case expression(SyntaxTree, conversions: [Conversion])
    /// `name = expression`.
    case assignment(name: String, nameSpan: Span, value: SyntaxTree)
    /// `name(parameters) = body`.
    case definition(name: String, nameSpan: Span, parameters: [String], body: SyntaxTree)
    /// `unit NAME` (a new base dimension) or `unit NAME = DEFINITION`, the definition's tree and
    /// span: an expression of the language, reduced exactly (``UnitExpression``) against the
    /// brain's table when the statement runs.
    case unit(name: String, nameSpan: Span, definition: (tree: SyntaxTree, span: Span)?)
}

/// `to TARGET` (or `-> TARGET`), the loosest operator (``Precedence/conversion``), which only a
/// statement's outermost expression reaches. It takes the value on its left and gives it back
/// with how to show it (``Presentation``). In a chain (`x to frac to hex`, left-associative)
/// each conversion applies to the one before: every step must be able to write the value
/// (`0.5 to frac to hex` fails at its second `to`), and the last format shows it.
struct Conversion: Sendable {
    /// The right side, resolved against the table's presentations.
    var target: ConversionTarget
    /// The `to` or `->`: a value that cannot be converted is an error there.
    var span: Span
}

/// A statement with the span it covers in the source, or the error that stopped its parsing.
struct ParsedStatement: Sendable {
    var span: Span
    var result: Result<Statement, Failure>
}
