/// Splits UTF-8 source into tokens on demand, one token of lookahead for the parser.
///
/// Operator symbols are not hard-coded: they come from the operation table's ``SymbolSet``, so a
/// custom operator such as `⊕` tokenizes as soon as it is in the table.
struct Tokenizer {
    let bytes: UnsafeBufferPointer<UInt8>
    let symbols: SymbolSet
    private(set) var position = 0
    private let numbers: NumberScanner

    init(bytes: UnsafeBufferPointer<UInt8>, symbols: SymbolSet) {
        self.bytes = bytes
        self.symbols = symbols
        self.numbers = NumberScanner(bytes: bytes)
    }

    /// Restarts scanning at `offset`. The position is the only state: the number scanner reads
    /// the same bytes and keeps nothing between numbers.
    mutating func reset(to offset: Int) { position = offset }

    /// The source text of `span`.
    func text(_ span: Span) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[span.start..<span.end]), as: UTF8.self)
    }

    mutating func next() throws(Failure) -> Token {
        skipBlanksAndComments()
        let start = position
        guard start < bytes.count else { return Token(kind: .end, span: Span(start, start)) }
        let byte = bytes[start]
        if numbers.startsNumber(at: start) {
            let (value, end) = try numbers.scan(at: start)
            position = end
            return Token(kind: .number, span: Span(start, end), number: value)
        }
        let (scalar, length) = Lexicon.scalar(in: bytes, at: start)
        if Lexicon.isNameScalar(scalar) {
            position = start + length
            scanNameTail()
            return Token(kind: .name, span: Span(start, position))
        }
        if let (length, symbol) = symbols.longestMatch(in: bytes, at: start) {
            position = start + length
            return Token(kind: .symbol, span: Span(start, position), symbol: symbol)
        }
        let kind: Token.Kind? =
            switch byte {
            case UInt8(ascii: "("): .leftParen
            case UInt8(ascii: ")"): .rightParen
            case UInt8(ascii: ","): .comma
            case UInt8(ascii: "="): .equals
            case UInt8(ascii: ";"), UInt8(ascii: "\n"): .separator
            default: nil
            }
        if let kind {
            position = start + 1
            return Token(kind: kind, span: Span(start, start + 1))
        }
        throw Failure.unexpectedCharacter(scalar, at: Span(start, start + length))
    }

    /// A character as an error message shows it: quoted when it can be seen on its own, else by
    /// code point (a no-break space, a byte order mark or a lone accent would look like nothing).
    static func shown(_ scalar: Unicode.Scalar) -> String {
        if scalar == "'" { return "\"'\"" }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .nonspacingMark,
            .enclosingMark, .spacingMark, .privateUse, .unassigned, .surrogate:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        default:
            return "'\(scalar)'"
        }
    }

    private mutating func scanNameTail() {
        while position < bytes.count {
            let (scalar, length) = Lexicon.scalar(in: bytes, at: position)
            guard Lexicon.isNameScalar(scalar) || Lexicon.isDigit(bytes[position]) else { return }
            position += length
        }
    }

    private mutating func skipBlanksAndComments() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                position += 1
            case UInt8(ascii: "#"):
                while position < bytes.count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
            default:
                return
            }
        }
    }
}
