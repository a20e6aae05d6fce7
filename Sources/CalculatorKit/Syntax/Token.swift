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
        /// Superscript digits after an operand, a power as pasted text writes one: `2²`, `10⁻³`.
        case superscript
        /// A vulgar fraction, as pasted text writes one: `½`, `¾`, `⅓`; after a number, the
        /// fraction part of a mixed number (`3½` is 3 + 1/2).
        case fraction
        /// `[` and `]` of a list: `[1, 2, 4]`.
        case leftBracket
        case rightBracket
        case comma
        /// `=` of an assignment or definition.
        case equals
        /// `;` or a newline: the end of a statement.
        case separator
        case end
    }

    // The fields are ordered, and a number's literal shares `payload` with a non-word's index, so
    // that a token is 32 bytes: the parser keeps tokens in its stack of nested expressions.
    var kind: Kind
    /// A number token's radix, or 0 when its literal is too long to be held in the token.
    private var radix: UInt8 = 0
    private var exponent: Int16 = 0
    /// Whether a number token is a plain decimal (see ``NumberScanner/plainDecimal(at:)``), which
    /// is always within `Double`'s range: the one-pass compiler need not ask.
    private(set) var isPlainDecimal = false
    var span: Span
    /// A non-word token's index, or a number token's significand.
    private var payload: UInt64 = 0

    init(kind: Kind, span: Span) {
        self.kind = kind
        self.span = span
    }

    /// A non-word token.
    init(nonWord index: Int, span: Span) {
        self.init(kind: .nonWord, span: span)
        payload = UInt64(index)
    }

    /// A number token, holding its literal when it is short (nearly always).
    init(number literal: NumberLiteral.Short?, span: Span, isPlainDecimal: Bool = false) {
        self.init(kind: .number, span: span)
        if let literal { (payload, exponent, radix) = (literal.significand, literal.exponent, literal.radix) }
        self.isPlainDecimal = isPlainDecimal
    }

    /// A superscript token: its exponent's magnitude and sign (`⁻³` is 3, negative).
    init(superscript magnitude: UInt64, negative: Bool, span: Span) {
        self.init(kind: .superscript, span: span)
        payload = magnitude
        radix = negative ? 1 : 0
    }

    /// A vulgar fraction token: its numerator and denominator (`⅜` is 3 and 8).
    init(fraction numerator: UInt64, over denominator: Int16, span: Span) {
        self.init(kind: .fraction, span: span)
        payload = numerator
        exponent = denominator
    }

    /// A vulgar fraction token's numerator and denominator.
    var fraction: (numerator: UInt64, denominator: UInt64) { (payload, UInt64(exponent)) }

    /// A superscript token's exponent: its magnitude and whether it is negative.
    var superscript: (magnitude: UInt64, negative: Bool) { (payload, radix == 1) }

    /// A non-word token's index in the table's ``NonWordSpellings``.
    var spellingIndex: Int { Int(payload) }

    /// A number token's literal, or nil when it is too long to be held in the token
    /// (``Tokenizer/longLiteral(_:)`` reads it again).
    var literal: NumberLiteral.Short? {
        radix == 0 ? nil : NumberLiteral.Short(significand: payload, exponent: exponent, radix: radix)
    }
}
