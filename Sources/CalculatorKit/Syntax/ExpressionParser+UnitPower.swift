/// The power of a unit, after its `^`: an integer (`s^2`, `m^-1`), a decimal (`m^0.5`) or a
/// fraction in parentheses (`m^(1/2)`, `s^(-3/2)`, `m^(2)`), as calc prints a unit's rational
/// powers. Read the same way after a number (`1.4142135623731 m^(1/2)`) and after `to`
/// (`to m^(1/2)`), so that every unit calc prints is valid input again; `3 s^0.5` is 3 s^(1/2)
/// as `3 s^2` is 3 s^2, not (3 s)^0.5.
///
///     unit_power ::= '^' ( '-'? decimal | '(' '-'? decimal ( '/' digit+ )? ')' )
extension ExpressionParser {
    /// The exponent after the current `^` and how many tokens it takes, the `^` included; nil,
    /// with nothing consumed, when no such exponent follows (`m^x`, `m^(1+1)`: then `^` is the
    /// ordinary power of what stands before it).
    func exponentAfterPower() -> (value: DimensionExponent, tokens: Int)? {
        var ahead = tokenizer
        var tokens = 1
        func next() -> Token? {
            tokens += 1
            return try? ahead.next()
        }
        guard var token = next() else { return nil }
        let parenthesized = token.kind == .leftParen
        if parenthesized {
            guard let inside = next() else { return nil }
            token = inside
        }
        var sign = 1
        if isNegation(token) {
            sign = -1
            guard let number = next() else { return nil }
            token = number
        }
        guard let (numerator, tenths) = smallDecimal(token) else { return nil }
        var denominator = tenths
        if parenthesized {
            guard var closing = next() else { return nil }
            if closing.kind == .nonWord, targetOperator(closing) == .divide {
                guard let below = next(), let value = smallInteger(below), value != 0, let after = next() else {
                    return nil
                }
                denominator *= value
                closing = after
            }
            guard closing.kind == .rightParen else { return nil }
        }
        guard let exponent = DimensionExponent(sign * numerator, denominator) else { return nil }
        return (exponent, tokens)
    }

    /// Reads the exponent ``exponentAfterPower()`` found, the current token its first (after
    /// the `^`), as the operands and operations it is written with, for the sink.
    mutating func exponentOperand() throws(Failure) -> Sink.Operand {
        let start = current.span
        let parenthesized = current.kind == .leftParen
        if parenthesized { try advance() }
        let contentStart = current.span.start
        var operand: Sink.Operand
        if isNegation(current) {
            let minus = current
            let negate = table.roles(ofNonWord: minus.spellingIndex).prefix!
            try advance()
            let number = current
            try advance()
            operand = try sink.number(number, in: tokenizer)
            operand = try sink.prefix(negate, operand, span: minus.span.union(number.span), operatorSpan: minus.span)
        } else {
            let number = current
            try advance()
            operand = try sink.number(number, in: tokenizer)
        }
        if parenthesized {
            if current.kind != .rightParen, let divide = table.roles(ofNonWord: current.spellingIndex).infix {
                let slash = current
                try advance()
                let number = current
                try advance()
                let below = try sink.number(number, in: tokenizer)
                operand = try sink.infix(
                    divide, operand, below, span: Span(contentStart, number.span.end), operatorSpan: slash.span)
            }
            let inner = Span(contentStart, previous.span.end)
            try advance()  // `)`, which exponentAfterPower() has seen
            operand = sink.parenthesized(operand, from: inner, to: start.union(previous.span))
        }
        return operand
    }

    /// The exponent the current token writes when it is superscript digits (`m²`, `s⁻¹`) within
    /// ``ConversionTargetSyntax/maximumExponent``; nil for any other token.
    func superscriptExponent() -> DimensionExponent? {
        guard current.kind == .superscript else { return nil }
        let (magnitude, negative) = current.superscript
        guard magnitude <= UInt64(ConversionTargetSyntax.maximumExponent) else { return nil }
        return DimensionExponent(negative ? -Int(magnitude) : Int(magnitude), 1)
    }

    /// Reads the current superscript token as the exponent's operand (a number, negated for
    /// `⁻`), for the sink.
    mutating func superscriptOperand() throws(Failure) -> Sink.Operand {
        let token = current
        try advance()
        let (magnitude, negative) = token.superscript
        let digits = Token(number: NumberLiteral.Short(significand: magnitude), span: token.span)
        var operand = try sink.number(digits, in: tokenizer)
        if negative, let negate = table.prefix("-") {
            operand = try sink.prefix(negate, operand, span: token.span, operatorSpan: token.span)
        }
        return operand
    }

    /// Whether `token` is the table's negation (`-`, `−`).
    private func isNegation(_ token: Token) -> Bool {
        guard token.kind == .nonWord, let prefix = table.roles(ofNonWord: token.spellingIndex).prefix else {
            return false
        }
        return table.operations[prefix].builtin == .negate
    }

    /// The value of a plain decimal integer token within ``ConversionTargetSyntax/maximumExponent``.
    private func smallInteger(_ token: Token) -> Int? {
        guard let (value, denominator) = smallDecimal(token), denominator == 1 else { return nil }
        return value
    }

    /// A decimal token within ``ConversionTargetSyntax/maximumExponent`` with at most six
    /// places, as significand and power of ten (`0.38` is 38 and 100); nil for any other token.
    private func smallDecimal(_ token: Token) -> (Int, Int)? {
        guard token.kind == .number, let literal = token.literal, literal.radix == 10,
            (-6...0).contains(literal.exponent)
        else { return nil }
        var scale = 1
        for _ in 0 ..< -literal.exponent { scale *= 10 }
        guard literal.significand <= UInt64(ConversionTargetSyntax.maximumExponent * scale) else { return nil }
        return (Int(literal.significand), scale)
    }
}
