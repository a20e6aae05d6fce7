// Two operands side by side (`2 pi`, `(1+2)(3+4)`, `2 3`): an implicit multiplication, or a
// missing operator.

extension ExpressionParser {
    /// Implicit multiplication: a number followed by a name, `(` or a prefix-only operator
    /// (`2pi`, `2(3)`, `2√9`); `)` followed by `(` or a name (`(1+2)(3+4)`, `(1+2)x`); a name that
    /// is no function followed by a name (`2 pi r`, `pi r^2`, `r x`: a constant or a variable
    /// times what follows; `sin x` stays an error that says to call it).
    func impliesMultiplication(before token: Token) -> Bool {
        let next: Bool
        switch token.kind {
        case .name, .leftParen, .fraction:
            next = true
        case .nonWord:
            let roles = table.roles(ofNonWord: token.spellingIndex)
            next = (roles.prefix != nil && roles.infix == nil) || roles.name != nil
        default:
            next = false
        }
        guard next else { return false }
        switch previous.kind {
        case .number, .fraction: return true
        case .rightParen: return token.kind != .nonWord || table.roles(ofNonWord: token.spellingIndex).name != nil
        case .name:
            return (token.kind == .name || token.kind == .fraction) && table.named(text(previous))?.isFunction != true
        default: return false
        }
    }

    func missingOperator(before token: Token) -> Failure {
        let before = text(previous)
        let isCallable = previous.kind == .name && table.named(before)?.isFunction == true
        var failure = Failure.missingOperator(between: before, and: text(token), isCallable: isCallable, at: token.span)
        if let grouped = digitGroups(from: previous.span.start) {
            failure.note = "to group digits, write them with _: \(grouped)"
        }
        return failure
    }

    /// `1 234 567` as calc writes grouped digits, `1_234_567`: the groups of three digits, each
    /// after one blank, that follow the digits at `start`; nil when none does.
    private func digitGroups(from start: Int) -> String? {
        let bytes = tokenizer.bytes
        func digits(at position: Int) -> Int {
            var end = position
            while end < bytes.count, Lexicon.isDigit(bytes[end]) { end += 1 }
            return end - position
        }
        let first = digits(at: start)
        guard first > 0, first <= 3 else { return nil }
        var groups = [String(decoding: bytes[start..<(start + first)], as: UTF8.self)]
        var position = start + first
        while position + 4 <= bytes.count, bytes[position] == UInt8(ascii: " "), digits(at: position + 1) == 3 {
            groups.append(String(decoding: bytes[(position + 1)..<(position + 4)], as: UTF8.self))
            position += 4
        }
        return groups.count > 1 ? groups.joined(separator: "_") : nil
    }
}

extension ExpressionParser {
    /// `⅜`: a vulgar fraction is its numerator over its denominator, one operand (`⅜^2` is
    /// (3/8)², `2⅜` is 2 + 3/8), exact as a written fraction is.
    mutating func fractionOperand(_ token: Token) throws(Failure) -> Sink.Operand {
        guard let divide = table.division else {
            throw Failure(.syntax, "a fraction such as \(text(token)) needs the table's division", at: token.span)
        }
        let (numerator, denominator) = token.fraction
        let top = try sink.number(
            Token(number: NumberLiteral.Short(significand: numerator), span: token.span), in: tokenizer)
        let bottom = try sink.number(
            Token(number: NumberLiteral.Short(significand: denominator), span: token.span), in: tokenizer)
        return try sink.infix(divide, top, bottom, span: token.span, operatorSpan: token.span)
    }

    /// `3½`, `2 ¾`: a number then a vulgar fraction (blanks between or not) is a mixed number,
    /// their sum, one operand: `2 * 3½` is 7 and `3½ cups` is 3.5 cups, where a product would read
    /// 3 · ½.
    mutating func mixedNumber(_ level: inout Level) throws(Failure) {
        let token = current
        guard let add = table.addition else { return }
        try advance()
        let fraction = try fractionOperand(token)
        let whole = level.span.union(token.span)
        level.left = try sink.infix(add, level.left!, fraction, span: whole, operatorSpan: token.span)
        level.span = whole
    }

    /// `2²`, `x³`, `10⁻³`: superscript digits after an operand are a power, as `^` is (they bind
    /// as it does: `-2²` is -4, `2x²` is 2·x²), its exponent the number they write.
    mutating func superscriptPower(after left: Sink.Operand, span: Span, minimum: Int) throws(Failure) -> Continuation {
        let token = current
        guard let power = table.infix("^") else { return .end }
        let (leftPower, _) = Precedence.exponent.bindingPowers(.right)
        guard leftPower > minimum else { return .end }
        let exponent = try superscriptOperand()
        let whole = span.union(token.span)
        return .postfix(try sink.infix(power, left, exponent, span: whole, operatorSpan: token.span), whole)
    }
}
