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
        case .name, .leftParen:
            next = true
        case .nonWord:
            let roles = table.roles(ofNonWord: token.spellingIndex)
            next = (roles.prefix != nil && roles.infix == nil) || roles.name != nil
        default:
            next = false
        }
        guard next else { return false }
        switch previous.kind {
        case .number: return true
        case .rightParen: return token.kind != .nonWord || table.roles(ofNonWord: token.spellingIndex).name != nil
        case .name: return token.kind == .name && table.named(text(previous))?.isFunction != true
        default: return false
        }
    }

    func missingOperator(before token: Token) -> Failure {
        let before = text(previous)
        let isCallable = previous.kind == .name && table.named(before)?.isFunction == true
        return Failure.missingOperator(between: before, and: text(token), isCallable: isCallable, at: token.span)
    }
}

extension ExpressionParser {
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
