/// Splits UTF-8 source into tokens on demand, one token of lookahead for the parser.
///
/// Operators spelled with symbols are not hard-coded: they come from the operation table's
/// ``NonWordSpellings``, so a custom operator such as `⊕` tokenizes as soon as it is in the table.
struct Tokenizer {
    let bytes: UnsafeBufferPointer<UInt8>
    let nonWords: NonWordSpellings
    private(set) var position = 0
    private let numbers: NumberScanner
    /// Whether a literal beyond `Double`'s range is an error where it is written: in `Double`
    /// arithmetic, not in exact arithmetic (where `1e400` is 10^400).
    let literalsFitDouble: Bool
    /// Whether the tokenizer reads for a fast path (``ExpressionSink/readsWholeLanguage`` false):
    /// it then gives up (``Failure/gaveUp``) at a comment and at a byte beyond ASCII, which are
    /// the general path's.
    let commonShapesOnly: Bool

    init(
        bytes: UnsafeBufferPointer<UInt8>, nonWords: NonWordSpellings, literalsFitDouble: Bool = true,
        commonShapesOnly: Bool = false
    ) {
        self.bytes = bytes
        self.nonWords = nonWords
        self.numbers = NumberScanner(bytes: bytes)
        self.literalsFitDouble = literalsFitDouble
        self.commonShapesOnly = commonShapesOnly
    }

    /// Restarts scanning at `offset`. The position is the only state: the number scanner reads
    /// the same bytes and keeps nothing between numbers.
    mutating func reset(to offset: Int) { position = offset }

    /// Whether `<` or `>` follows `equals` at once: `=<` and `=>` are comparisons typed
    /// backwards, not assignments of `<2`.
    func isReversedComparison(_ equals: Token) -> Bool {
        let next = equals.span.end
        return next < bytes.count && (bytes[next] == UInt8(ascii: "<") || bytes[next] == UInt8(ascii: ">"))
    }

    /// Where the statement that reaches `offset` ends: the next `;` or newline that is not inside
    /// a comment, or the end of the source.
    func statementEnd(from offset: Int) -> Int {
        var position = offset
        var inComment = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: ";") && !inComment) { break }
            if byte == UInt8(ascii: "#") { inComment = true }
            position += 1
        }
        return position
    }

    /// The literal of a number token too long to be held in the token, read again.
    func longLiteral(_ token: Token) -> NumberLiteral {
        do {
            return try numbers.literal(at: token.span.start).literal
        } catch {
            preconditionFailure("a number token that scanned without error did not scan again: \(error.message)")
        }
    }

    /// The source text of `span`.
    func text(_ span: Span) -> String {
        String(decoding: word(span), as: UTF8.self)
    }

    /// The source bytes of `span`.
    func word(_ span: Span) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[span.start..<span.end])
    }

    /// The next token. The common ASCII ones (blanks, plain decimals, names, the table's symbols,
    /// parentheses and commas) are read here, in the order ``scan()`` reads them, and marked for
    /// inlining into the parser: the one-pass compiler's row in the benchmarks is mostly
    /// tokens. Everything else (comments, other literals, beyond ASCII) is ``scan()``'s. The
    /// conversion operator is no exception: `to` is a name and `->` one of the table's symbols,
    /// which the parser finds in the table.
    @inline(__always)
    mutating func next() throws(Failure) -> Token {
        while position < bytes.count, bytes[position].isCalculatorBlank { position += 1 }
        let start = position
        guard start < bytes.count else { return Token(kind: .end, span: Span(start, start)) }
        let byte = bytes[start]
        // The common ASCII tokens here, inlined into the parser; the rest below.
        if byte < 0x80 {
            if numbers.startsNumber(at: start) {
                guard let (literal, end) = numbers.plainDecimal(at: start) else { return try scan() }
                position = end
                return Token(number: literal, span: Span(start, end), isPlainDecimal: true)
            }
            if Lexicon.isASCIILetter(byte) {
                var end = start + 1
                while end < bytes.count, Lexicon.isASCIILetter(bytes[end]) || Lexicon.isDigit(bytes[end]) { end += 1 }
                // A name running on into a letter beyond ASCII (`xπ`) is read below (or given
                // up, as any byte beyond ASCII is in the common-shapes mode).
                guard end == bytes.count || bytes[end] < 0x80 else {
                    if commonShapesOnly { throw .gaveUp }
                    return try scan()
                }
                position = end
                return Token(kind: .name, span: Span(start, end))
            }
            // A comment below.
            if byte != UInt8(ascii: "#"), let (length, index) = nonWords.longestMatch(in: bytes, at: start) {
                position = start + length
                return Token(nonWord: index, span: Span(start, position))
            }
            switch byte {
            case UInt8(ascii: "("):
                position = start + 1
                return Token(kind: .leftParen, span: Span(start, start + 1))
            case UInt8(ascii: ")"):
                position = start + 1
                return Token(kind: .rightParen, span: Span(start, start + 1))
            case UInt8(ascii: ","):
                position = start + 1
                return Token(kind: .comma, span: Span(start, start + 1))
            default:
                break
            }
        }
        return try scan()
    }

    /// The next token, any token: the general path of ``next()``.
    private mutating func scan() throws(Failure) -> Token {
        skipBlanksAndComments()
        let start = position
        guard start < bytes.count else { return Token(kind: .end, span: Span(start, start)) }
        let byte = bytes[start]
        if commonShapesOnly && (byte >= 0x80 || byte == UInt8(ascii: "#")) { throw .gaveUp }
        if numbers.startsNumber(at: start) {
            // ``next()`` has tried a plain decimal already: this is any other literal.
            let (literal, end) = try numbers.scan(at: start)
            // In Double arithmetic, a literal beyond its range is an error where it is written,
            // before the statement is evaluated.
            if literalsFitDouble, literal?.mayOverflowDouble ?? true,
                try numbers.literal(at: start).literal.overflowsDouble
            {
                throw Failure.tooLarge(at: Span(start, end))
            }
            position = end
            return Token(number: literal, span: Span(start, end))
        }
        // ``next()`` reads an ASCII name; one that runs on into a letter beyond ASCII (`xπ`),
        // and every other name, is read here.
        if let length = letter(at: start) {
            position = start + length
            scanNameTail()
            return Token(kind: .name, span: Span(start, position))
        }
        if let (length, index) = nonWords.longestMatch(in: bytes, at: start) {
            position = start + length
            return Token(nonWord: index, span: Span(start, position))
        }
        // `°` starts a unit's name (`°C`, `°F`, and alone the degree of angle: `sin(30°)`), unless
        // the table spells an operator with it.
        if Self.startsDegreeSign(bytes, at: start) {
            position = start + 2
            scanNameTail()
            return Token(kind: .name, span: Span(start, position))
        }
        // A date literal, `@2024-01-31T12:30[Europe/Berlin]`, is one token, a name that the name
        // resolver reads as its value (DateLiteral): the general path's.
        if byte == UInt8(ascii: "@"), DateLiteral.starts(bytes, at: start) {
            if commonShapesOnly { throw .gaveUp }
            position = start + DateLiteral.scanLength(bytes, at: start)
            return Token(kind: .name, span: Span(start, position))
        }
        if let (magnitude, negative, length) = Self.superscript(bytes, at: start) {
            position = start + length
            return Token(superscript: magnitude, negative: negative, span: Span(start, position))
        }
        if let (numerator, denominator, length) = Self.vulgarFraction(bytes, at: start) {
            position = start + length
            return Token(fraction: numerator, over: denominator, span: Span(start, position))
        }
        let kind: Token.Kind? =
            switch byte {
            case UInt8(ascii: "("): .leftParen
            case UInt8(ascii: ")"): .rightParen
            case UInt8(ascii: ","): .comma
            case UInt8(ascii: "["): .leftBracket
            case UInt8(ascii: "]"): .rightBracket
            case UInt8(ascii: "="): .equals
            case UInt8(ascii: ";"), UInt8(ascii: "\n"): .separator
            default: nil
            }
        if let kind {
            position = start + 1
            return Token(kind: kind, span: Span(start, start + 1))
        }
        let (scalar, length) = Lexicon.scalar(in: bytes, at: start)
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

    /// Superscript digits at `offset`, with a superscript minus before them (`²`, `⁻³`, `¹⁰`):
    /// the exponent's magnitude and sign, and the bytes they take; nil when none, or past 18
    /// digits.
    static func superscript(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (UInt64, Bool, Int)? {
        /// The digit the superscript at `position` is (`nil` for none) and its length in bytes.
        func digit(at position: Int) -> (UInt64, Int)? {
            guard position + 1 < bytes.count else { return nil }
            let (b0, b1) = (bytes[position], bytes[position + 1])
            if b0 == 0xC2 {
                switch b1 {
                case 0xB9: return (1, 2)
                case 0xB2: return (2, 2)
                case 0xB3: return (3, 2)
                default: return nil
                }
            }
            guard b0 == 0xE2, b1 == 0x81, position + 2 < bytes.count else { return nil }
            let b2 = bytes[position + 2]
            if b2 == 0xB0 { return (0, 3) }
            if (0xB4...0xB9).contains(b2) { return (UInt64(b2 - 0xB0), 3) }
            return nil
        }
        var position = offset
        let negative =
            position + 2 < bytes.count && bytes[position] == 0xE2 && bytes[position + 1] == 0x81
            && bytes[position + 2] == 0xBB
        if negative { position += 3 }
        var magnitude: UInt64 = 0
        var digits = 0
        while let (value, length) = digit(at: position) {
            guard digits < 18 else { return nil }
            magnitude = magnitude * 10 + value
            digits += 1
            position += length
        }
        return digits == 0 ? nil : (magnitude, negative, position - offset)
    }

    /// The vulgar fraction at `offset` (`¼ ½ ¾`, U+00BC–U+00BE, and `⅐` to `⅞`, U+2150–U+215E):
    /// its numerator and denominator and the bytes it takes; nil when none.
    static func vulgarFraction(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (UInt64, Int16, Int)? {
        guard offset + 1 < bytes.count else { return nil }
        let (b0, b1) = (bytes[offset], bytes[offset + 1])
        if b0 == 0xC2, (0xBC...0xBE).contains(b1) {
            return [(1, 4, 2), (1, 2, 2), (3, 4, 2)][Int(b1 - 0xBC)]
        }
        guard b0 == 0xE2, b1 == 0x85, offset + 2 < bytes.count, (0x90...0x9E).contains(bytes[offset + 2]) else {
            return nil
        }
        let fractions: [(UInt64, Int16)] = [
            (1, 7), (1, 9), (1, 10), (1, 3), (2, 3), (1, 5), (2, 5), (3, 5), (4, 5), (1, 6), (5, 6), (1, 8), (3, 8),
            (5, 8), (7, 8),
        ]
        let (numerator, denominator) = fractions[Int(bytes[offset + 2] - 0x90)]
        return (numerator, denominator, 3)
    }

    /// Whether `°` (U+00B0, two bytes in UTF-8) stands at `offset`.
    static func startsDegreeSign(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        bytes[offset] == 0xC2 && offset + 1 < bytes.count && bytes[offset + 1] == 0xB0
    }

    /// The length of the letter at `offset`, which may start or continue a name, or nil. An
    /// ASCII byte is decided without decoding a scalar: nearly every name is ASCII.
    private func letter(at offset: Int) -> Int? {
        let byte = bytes[offset]
        if byte < 0x80 { return Lexicon.isASCIILetter(byte) ? 1 : nil }
        let (scalar, length) = Lexicon.scalar(in: bytes, at: offset)
        return Lexicon.isNameScalar(scalar) ? length : nil
    }

    private mutating func scanNameTail() {
        while position < bytes.count {
            if Lexicon.isDigit(bytes[position]) {
                position += 1
            } else if let length = letter(at: position) {
                position += length
            } else {
                return
            }
        }
    }

    private mutating func skipBlanksAndComments() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte.isCalculatorBlank {
                position += 1
            } else if byte == UInt8(ascii: "#") {
                if commonShapesOnly { return }
                while position < bytes.count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
            } else {
                return
            }
        }
    }
}
