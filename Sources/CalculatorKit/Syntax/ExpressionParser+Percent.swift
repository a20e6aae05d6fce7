/// A spelling that is both postfix and infix (`%`: percent and remainder) in the one Pratt loop:
/// which it is depends on what follows it. It is infix where an operand follows, postfix
/// elsewhere: `7 % 3` is a remainder; `50%`, `(100 + 10)%`, `10% + 20%`, `2 * 10%)` are percents.
///
/// A sign after it (`+`, `-`, both prefix and infix) is read as the infix operator it usually
/// is (`10% - 3`), unless it is written as a sign: apart from the `%`, against what follows it
/// or before another sign, with the `%` itself apart from its left operand (`7 % -3` and
/// `7 % - -3` are remainders, as before the percent existed).
extension ExpressionParser {
    /// Whether `token` (current, with both roles) is postfix where it stands.
    func isPostfix(_ token: Token) -> Bool {
        var ahead = tokenizer
        guard let next = try? ahead.next() else { return true }
        switch next.kind {
        case .number, .leftParen, .leftBracket, .fraction:
            return false
        case .name:
            let roles = table.roles(ofWord: tokenizer.word(next.span))
            return roles.isOperator || roles.isConversion
        case .nonWord:
            let roles = table.roles(ofNonWord: next.spellingIndex)
            if roles.name != nil { return false }
            guard roles.prefix != nil else { return true }
            guard roles.infix != nil || roles.postfix != nil else { return false }
            // Both a sign and an operator: a sign only as written in `7 % -3` (or `7 % - -3`).
            guard let after = try? ahead.next() else { return true }
            let signFollows = after.kind == .nonWord && table.roles(ofNonWord: after.spellingIndex).prefix != nil
            let isSign =
                token.span.start > previous.span.end && next.span.start > token.span.end
                && (after.span.start == next.span.end || signFollows)
            return !isSign
        case .rightParen, .rightBracket, .superscript, .comma, .equals, .separator, .end:
            return true
        }
    }
}
