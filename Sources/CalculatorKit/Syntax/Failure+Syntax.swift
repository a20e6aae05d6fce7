/// The errors of reading statements: input that is not in the language. (The number scanner's
/// own are beside it, in NumberScanner.swift; those of the limits in Model/Limits.swift.)
extension Failure {
    // MARK: Tokens

    /// A character that starts no token: `x₁`, `🙂 + 1`. The character is shown as
    /// ``Tokenizer/shown(_:)`` does, by code point when it could not be seen.
    static func unexpectedCharacter(_ scalar: Unicode.Scalar, at span: Span) -> Failure {
        Failure(.syntax, "unexpected character \(Tokenizer.shown(scalar))", at: span)
    }

    // MARK: Operands and operators

    /// Input with no statement in it (empty, blank or only a comment).
    static let expectedExpression = expectedExpression(at: Span(0, 0))

    /// No operand at the very start of the source, before a `;` or newline.
    static func expectedExpression(at span: Span) -> Failure {
        Failure(.syntax, "expected an expression", at: span)
    }

    /// No operand after `text`, an operator or `=`: `2 *`, `x =`. The span is just past it.
    static func expectedExpression(after text: String, at span: Span) -> Failure {
        // A trailing `%` is most likely a percentage (`50%`, `200 * 5%`), which calc does not have.
        let note = text == "%" ? "'%' is the remainder of a division; for a percentage, write 50/100" : nil
        return Failure(.syntax, "expected an expression after '\(text)'", at: span, note: note)
    }

    /// No operand before `text`, one of `)`, `,` and `=`: `()`, `max(, 1)`, `= 2`.
    static func expectedExpression(before text: String, at span: Span) -> Failure {
        Failure(.syntax, "expected an expression before '\(text)'", at: span)
    }

    /// An operator that only follows a value, where an operand should start: `1 + * 2`.
    static func needsLeftOperand(_ spelling: String, at span: Span) -> Failure {
        Failure(.syntax, "'\(spelling)' needs a value on its left", at: span)
    }

    /// Two operands side by side that do not multiply implicitly: `a b`, `1.2.3`. When the
    /// first is a function's name (`isCallable`), the note says how to call it.
    static func missingOperator(between before: String, and after: String, isCallable: Bool, at span: Span) -> Failure {
        Failure(
            .syntax, "missing operator between '\(before)' and '\(after)'", at: span,
            note: isCallable ? "to call \(before), write \(before)(…)" : nil)
    }

    /// A second non-associative operator of one level, `symbol`: `a < b < c`. The note's example
    /// uses the operator typed (`==` for `1 == 2 == 3`).
    static func chainedComparison(_ symbol: String, at span: Span) -> Failure {
        Failure(
            .syntax, "comparisons cannot be chained", at: span,
            note: "compare two values at a time, with parentheses: (a \(symbol) b) == 1")
    }

    // MARK: Parentheses and statement ends

    /// A `(` at `line`:`column` still open at `span`, where `found` stands instead of its `)`
    /// (nil at the statement's end): `(1 + 2`, `max(1 2)`.
    static func unclosedParenthesis(line: Int, column: Int, found: String?, at span: Span) -> Failure {
        let found = found.map { ", found '\($0)'" } ?? ""
        return Failure(.syntax, "expected ')' to close '(' at \(line):\(column)\(found)", at: span)
    }

    /// A list's `[` not closed where `span` stands: `[1, 2`.
    static func unclosedList(line: Int, column: Int, found: String?, at span: Span) -> Failure {
        let found = found.map { ", found '\($0)'" } ?? ""
        return Failure(.syntax, "expected ']' to close '[' at \(line):\(column)\(found)", at: span)
    }

    /// A `]` with no `[` to close.
    static func unmatchedBracket(at span: Span) -> Failure {
        Failure(.syntax, "unmatched ']'", at: span)
    }

    /// `1e`, `1e3e`: an `e` written against a number, which starts an exponent, and no digits.
    static func exponentWithoutDigits(number: String, at span: Span) -> Failure {
        Failure(
            .syntax, "an exponent needs digits after 'e'", at: span,
            note: "1e6 is a million; for Euler's number e write \(number) * e")
    }

    /// A `)` with no `(` to close.
    static func unmatchedParenthesis(at span: Span) -> Failure {
        Failure(.syntax, "unmatched ')'", at: span)
    }

    /// A token after a complete statement: `1, 2` stops at `,`, `x = 1 = 2` at the second `=`.
    static func unexpected(_ text: String, at span: Span) -> Failure {
        Failure(.syntax, "unexpected '\(text)'", at: span)
    }

    // MARK: Assignments and definitions

    /// `=<` or `=>`, the two characters at `span`: comparisons written backwards.
    static func reversedComparison(at span: Span, in bytes: UnsafeBufferPointer<UInt8>) -> Failure {
        let meant = bytes[span.end - 1] == UInt8(ascii: "<") ? "<=" : ">="
        let typed = meant == "<=" ? "=<" : "=>"
        return Failure(.syntax, "'\(typed)' is not an operator", at: span, note: "did you mean '\(meant)'?")
    }

    /// A left side of `=` that is neither a name nor a call: `2 = x`, `x + 1 = 3`.
    static func invalidAssignmentTarget(at span: Span) -> Failure {
        Failure(
            .invalidAssignment, "cannot assign to this expression", at: span,
            note: "the left side of '=' must be a name, as in x = 2, or a function, as in f(x) = x^2")
    }

    /// A parameter that is not a plain name: `f(2) = 3`, `f(x + 1) = x`.
    static func parameterNotAName(of function: String, at span: Span) -> Failure {
        Failure(.invalidAssignment, "a parameter of '\(function)' must be a name", at: span)
    }

    /// A parameter named twice: `f(x, x) = x`.
    static func repeatedParameter(_ name: String, at span: Span) -> Failure {
        Failure(.invalidAssignment, "parameter '\(name)' appears twice", at: span)
    }

    // MARK: Conversions

    /// `to` or `->` where an operand should be: `to = 3`, `1 + to hex`.
    static func conversionWithoutValue(_ keyword: String, at span: Span) -> Failure {
        Failure(
            .syntax, "expected an expression before '\(keyword)'", at: span,
            note: "'\(keyword)' converts a statement's result, as in 255 \(keyword) hex; it cannot be a name")
    }

    /// `to` with no format after it, or something else than a name: `255 to`, `255 to 16`.
    /// `known`: the table's presentations.
    static func expectedFormat(after keyword: String, found: String?, known: [String], at span: Span) -> Failure {
        let found = found.map { ", found '\($0)'" } ?? ""
        return Failure(
            .syntax, "expected a format after '\(keyword)'\(found)", at: span,
            note: "the formats are \(spoken(known))")
    }

    /// A format that does not exist: `255 to hexa`. `known`: the table's presentations.
    static func unknownFormat(_ name: String, known: [String], at span: Span) -> Failure {
        let guess = NameSuggestion.suggestion(for: name, among: known).map { "did you mean '\($0)'? " } ?? ""
        return Failure(
            .syntax, "unknown format '\(name)'", at: span, note: "\(guess)the formats are \(spoken(known))")
    }

    /// A format inside a longer target, where only units can go: `255 to hex^2`, `1 to hex*bin`.
    static func formatInExpression(_ name: String, at span: Span) -> Failure {
        Failure(
            .syntax, "the format '\(name)' cannot be part of an expression", at: span,
            note: "a format stands alone after 'to', as in 255 to \(name)")
    }

    /// Names as a list for messages: "hex, bin, oct, frac, dec, sci, polar or rect".
    private static func spoken(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// `f(x) = x to km`: a conversion ends a statement, and a body is part of the expressions
    /// that call it (an assignment takes one: `d = 5 km to mile`).
    static func conversionOfDefinition(call: String, at span: Span) -> Failure {
        Failure(
            .syntax, "a definition takes no conversion", at: span,
            note: "a conversion ends a statement: convert a call instead, as in \(call) to …")
    }
}

extension Failure {
    // MARK: Units

    /// A name the unit table refuses (`in`, `ton`), with what to write instead.
    static func refusedUnit(_ name: String, hint: String, at span: Span) -> Failure {
        Failure(.unknownName, "'\(name)' is not a unit calc knows", at: span, note: hint)
    }
}
