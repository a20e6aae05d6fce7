/// One statement of the language, parsed.
enum Statement: Sendable {
    /// An expression: its value becomes `ans`; the `to`s after it, in source order (empty
    /// without one), convert it to a unit or give it a ``Presentation``.
    case expression(SyntaxTree, conversions: [Conversion])
    /// `name = expression`, perhaps ending in `to`s as an expression statement may
    /// (`d = 5 km to mile` binds `3.10685596118667 mile`).
    case assignment(name: String, nameSpan: Span, value: SyntaxTree, conversions: [Conversion])
    /// `name(parameters) = body`.
    case definition(name: String, nameSpan: Span, parameters: [String], body: SyntaxTree)
    /// `unit NAME` (a new base dimension) or `unit NAME = DEFINITION`, the definition's text
    /// and span: read by the units' own grammar (``UnitExpression``) against the brain's table.
    case unit(name: String, nameSpan: Span, definition: (text: String, span: Span)?)
}

/// `to TARGET` (or `-> TARGET`), the loosest operator (``Precedence/conversion``), which only a
/// statement's outermost expression (an expression statement's, an assignment's right side)
/// reaches. It takes the value on its left and gives it back converted to a unit (`to m/s`),
/// or with how to show it (a format, a sum of units: ``Presentation``). In a chain
/// (`x to frac to hex`, left-associative) each conversion applies to the one before: every
/// step must be able to take the value (`0.5 to frac to hex` fails at its second `to`), and
/// the last format shows it.
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
