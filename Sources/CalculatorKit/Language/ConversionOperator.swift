/// The conversion operator, `to` (or `->`): a row of the operation table apart from
/// ``Operation``, since it computes nothing. Its left side is a statement's value, its right
/// side an expression naming how to show it (``ConversionTarget``); the table records its
/// spellings for the tokenizer and the parser (`to` as a word operator, `->` as a symbol), and
/// its level, the loosest of all.
///
/// ```swift
/// ConversionOperator.standard.spellings   // ["to", "->"]
/// ```
struct ConversionOperator: Sendable {
    /// The main spelling, then the others.
    let spellings: [String]
    /// ``Precedence/conversion``: below every other level, so it ends every expression but a
    /// statement's outermost one.
    let precedence: Precedence
    /// One line for `:help`.
    let summary: String

    /// The language's: `to` and `->`.
    static let standard = ConversionOperator(
        spellings: ["to", "->"], precedence: .conversion,
        summary: "shows a statement's result another way: 255 to hex is 0xff")
}
