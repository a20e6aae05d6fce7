/// A token of the calculator language, with where it stands in the source.
struct Token: Sendable {
    enum Kind: Equatable, Sendable {
        case number
        /// A word: `x`, `sin`, `π`.
        case name
        /// A spelling from the operation table that is not a word: `+`, `**`, `√`, `∞`.
        case nonWord
        case leftParen
        case rightParen
        case comma
        /// `=` of an assignment or definition.
        case equals
        /// `;` or a newline: the end of a statement.
        case separator
        case end
    }

    var kind: Kind
    var span: Span
    /// The value of a number token.
    var number: Double = 0
    /// A non-word token's index in the table's ``NonWordSpellings``.
    var spellingIndex = 0
}
