/// The language's one expression parser: a Pratt loop over ``Tokenizer``'s tokens, with the
/// operation table's binding powers, handing what it reads to a sink (``ExpressionSink``): the
/// statement parser's syntax tree, the one-pass compiler's program, or the batch fast path's value.
///
/// No recursion: each expression being parsed is a level on a stack in memory lent for the
/// parse (``FixedStack``), so the native stack use is the same for `1` as for 256 levels of
/// `((((…`, in any build and on any thread.
///
/// ```swift
/// var parser = ExpressionParser(tokenizer: tokenizer, table: .standard, sink: TreeSink())
/// try parser.advance()
/// let (root, span) = try parser.expression(minimum: 0)   // then `parser.current` follows it
/// ```
struct ExpressionParser<Sink: ExpressionSink> {
    var tokenizer: Tokenizer
    let table: OperationTable
    var current: Token
    /// The last token consumed, for implicit multiplication and "missing operator" errors.
    var previous: Token
    var sink: Sink
    /// Lines and columns for messages that name a place ("to close '(' at 1:5").
    var lines = SourceLocator.Cursor()
    let multiply: Int?

    init(tokenizer: Tokenizer, table: OperationTable, sink: Sink) {
        self.tokenizer = tokenizer
        self.table = table
        self.sink = sink
        current = Token(kind: .separator, span: Span(0, 0))
        previous = current
        multiply = table.multiplication
    }

    /// One expression being parsed: what a recursive Pratt parser keeps in a stack frame.
    struct Level {
        /// The binding power an infix operator must exceed to continue this expression.
        var minimum: Int
        /// The level of the operator just applied when it limits what may follow: a
        /// non-associative one, to reject `a < b < c`, or ``Precedence/conversion``, after which
        /// only another conversion may follow (`255 to hex + 1` ends at the `+`).
        var chained: Precedence?
        /// The operand parsed so far; nil until the first one is complete.
        var left: Sink.Operand?
        /// The source `left` spans.
        var span = Span(0, 0)
        /// What the enclosing level does with this expression once it ends.
        var then: Resumption

        init(minimum: Int, then: Resumption) {
            self.minimum = minimum
            self.then = then
        }
    }

    enum Resumption {
        /// The statement's whole expression.
        case done
        /// The right operand of an infix operator (`implicit`: a multiplication not written);
        /// the enclosing level holds the left.
        case rightOperand(operation: Int, operatorSpan: Span, implicit: Bool)
        /// The operand of a prefix operator.
        case prefixOperand(operation: Int, operatorSpan: Span)
        /// Inside parentheses opened at this offset.
        case parenthesized(open: Int)
        /// An argument of a call: the name, the table's function of that name if any, the
        /// offset of the call's `(`, the first argument and how many came before this one.
        case argument(nameSpan: Span, builtin: Int?, open: Int, first: Sink.Operand?, count: Int)
        /// An element of a list whose `[` is at `open`: the first element and how many came
        /// before this one.
        case element(open: Int, first: Sink.Operand?, count: Int)
    }

    /// What follows an operand, as decided by ``continuation(after:span:minimum:chained:)``.
    enum Continuation {
        /// The expression ends here (for this binding power).
        case end
        /// A postfix operator or a conversion (`to hex`) was applied: the new operand and its span.
        case postfix(Sink.Operand, Span)
        /// An infix operator (or implicit multiplication) whose right operand comes next.
        case infix(operation: Int, operatorSpan: Span, rightPower: Int, implicit: Bool)
    }

    /// Parses an expression, then returns at the first token that cannot continue it, with
    /// what the sink made of it and its span.
    mutating func expression(minimum: Int) throws(Failure) -> (operand: Sink.Operand, span: Span) {
        try withUnsafeTemporaryAllocation(of: Level.self, capacity: Sink.levelCapacity) { buffer throws(Failure) in
            var levels = FixedStack(buffer)
            defer { levels.removeAll() }
            return try parse(&levels, minimum: minimum)
        }
    }

    private mutating func parse(
        _ levels: inout FixedStack<Level>, minimum: Int
    ) throws(Failure) -> (operand: Sink.Operand, span: Span) {
        try Self.enter(&levels, Level(minimum: minimum, then: .done), at: current.span)
        while true {
            let top = levels.count - 1
            guard let left = levels[top].left else {
                try operandStart(&levels)
                continue
            }
            let span = levels[top].span
            switch try continuation(
                after: left, span: span, minimum: levels[top].minimum, chained: &levels[top].chained)
            {
            case .postfix(let operand, let span):
                levels[top].left = operand
                levels[top].span = span
            case .infix(let operation, let operatorSpan, let rightPower, let implicit):
                let then = Resumption.rightOperand(operation: operation, operatorSpan: operatorSpan, implicit: implicit)
                try Self.enter(&levels, Level(minimum: rightPower, then: then), at: current.span)
            case .end:
                let finished = levels.removeLast()
                let outer = levels.count - 1
                switch finished.then {
                case .done:
                    return (left, span)
                case .rightOperand(let operation, let operatorSpan, let implicit):
                    let whole = levels[outer].span.union(span)
                    let operand = try sink.infix(
                        operation, levels[outer].left!, left, span: whole, operatorSpan: operatorSpan)
                    if implicit { sink.implicitMultiplication(operand) }
                    levels[outer].left = operand
                    levels[outer].span = whole
                case .prefixOperand(let operation, let operatorSpan):
                    let whole = operatorSpan.union(span)
                    levels[outer].left = try sink.prefix(operation, left, span: whole, operatorSpan: operatorSpan)
                    levels[outer].span = whole
                case .parenthesized(let open):
                    guard current.kind == .rightParen else { throw unclosed(open) }
                    try advance()
                    let whole = Span(open, previous.span.end)
                    levels[outer].left = sink.parenthesized(left, from: span, to: whole)
                    levels[outer].span = whole
                case .argument(let nameSpan, let builtin, let open, let first, let count):
                    if try nextArgument(after: open) {
                        let then = Resumption.argument(
                            nameSpan: nameSpan, builtin: builtin, open: open, first: first ?? left, count: count + 1)
                        try Self.enter(&levels, Level(minimum: 0, then: then), at: current.span)
                    } else {
                        try call(
                            &levels[outer], nameSpan: nameSpan, builtin: builtin, arguments: count + 1,
                            first: first ?? left)
                    }
                case .element(let open, let first, let count):
                    if current.kind == .comma {
                        try advance()
                        let then = Resumption.element(open: open, first: first ?? left, count: count + 1)
                        try Self.enter(&levels, Level(minimum: 0, then: then), at: current.span)
                    } else {
                        try list(&levels[outer], open: open, elements: count + 1, first: first ?? left)
                    }
                }
            }
        }
    }

    /// Reads the next token into `current`.
    @inline(__always)
    mutating func advance() throws(Failure) {
        previous = current
        current = try tokenizer.next()
    }

    func text(_ token: Token) -> String { tokenizer.text(token.span) }

    /// `failure`, or for a fast sink ``Failure/gaveUp``, without the cost of the message.
    private static func fail(_ failure: @autoclosure () -> Failure) -> Failure {
        Sink.readsWholeLanguage ? failure() : .gaveUp
    }

    /// Starts a nested expression, unless that would pass the sink's stack or
    /// ``Limits/maximumNestingDepth``.
    private static func enter(_ levels: inout FixedStack<Level>, _ level: Level, at span: Span) throws(Failure) {
        guard levels.count < Swift.min(Sink.levelCapacity, Limits.maximumNestingDepth) else {
            throw Sink.levelCapacity >= Limits.maximumNestingDepth
                ? Self.fail(Failure.nestedTooDeeply(at: span)) : .gaveUp
        }
        levels.append(level)
    }

    // MARK: Operands

    /// Consumes the start of an operand: hands a number or a name to the sink as the top level's
    /// operand, or opens a level for a prefix operator's operand, a parenthesis or a call's
    /// first argument. Never recurses.
    @inline(__always)
    private mutating func operandStart(_ levels: inout FixedStack<Level>) throws(Failure) {
        let top = levels.count - 1
        let token = current
        switch token.kind {
        case .number:
            try advance()
            levels[top].left = try sink.number(token, in: tokenizer)
            levels[top].span = token.span
            if current.kind == .fraction {
                guard Sink.readsWholeLanguage else { throw .gaveUp }
                try mixedNumber(&levels[top])
            }
            // `1e`, `1e3e`: an exponent without its digits, not a silent product with Euler's e.
            if Sink.readsWholeLanguage, current.kind == .name, current.span.start == token.span.end,
                current.span.end - current.span.start == 1, text(current) == "e" || text(current) == "E"
            {
                throw Failure.exponentWithoutDigits(number: text(token), at: current.span)
            }
            // `5 km`, `9.81 m/s^2`: units right after a number make one operand with it.
            if Sink.readsWholeLanguage, sink.units != nil {
                if current.kind == .name {
                    try quantity(after: token, &levels[top])
                } else if current.span.start == token.span.end {
                    try fractionOfUnits(after: token, &levels[top])
                }
            }
        case .name:
            let word = tokenizer.word(token.span)
            let roles: OperationTable.Roles
            if Sink.readsWholeLanguage {
                roles = table.roles(ofWord: text(token))
            } else {
                // The table is asked once, with the bytes (ASCII only here: no question of
                // canonical equivalence). A word operator (`mod`, `not`) is the general path's.
                roles = table.roles(ofWord: word)
                guard !roles.isOperator && !roles.isConversion else { throw .gaveUp }
            }
            if roles.isConversion { throw Failure.conversionWithoutValue(text(token), at: token.span) }
            if let operation = roles.prefix {
                try advance()
                let then = Resumption.prefixOperand(operation: operation, operatorSpan: token.span)
                try Self.enter(&levels, Level(minimum: 2 * Precedence.prefix.rawValue, then: then), at: current.span)
                return
            }
            // `km`, `km/h`, `2 * km`: a unit's name alone is one of that unit.
            if Sink.readsWholeLanguage, sink.units != nil, let units = try unitsAlone() {
                (levels[top].left, levels[top].span) = (units.operand, units.span)
                return
            }
            try advance()
            guard current.kind == .leftParen else {
                levels[top].left = try sink.name(word, builtin: roles.name, span: token.span)
                levels[top].span = token.span
                return
            }
            let open = current.span.start
            try advance()
            if current.kind == .rightParen {
                try call(&levels[top], nameSpan: token.span, builtin: roles.name, arguments: 0, first: nil)
            } else {
                let then = Resumption.argument(
                    nameSpan: token.span, builtin: roles.name, open: open, first: nil, count: 0)
                try Self.enter(&levels, Level(minimum: 0, then: then), at: current.span)
            }
        case .nonWord:
            let roles = table.roles(ofNonWord: token.spellingIndex)
            if let operation = roles.prefix {
                try advance()
                let then = Resumption.prefixOperand(operation: operation, operatorSpan: token.span)
                try Self.enter(&levels, Level(minimum: 2 * Precedence.prefix.rawValue, then: then), at: current.span)
                return
            }
            guard Sink.readsWholeLanguage else { throw .gaveUp }
            if roles.isConversion { throw Failure.conversionWithoutValue(text(token), at: token.span) }
            guard roles.name != nil else { throw Failure.needsLeftOperand(text(token), at: token.span) }
            try advance()
            levels[top].left = try sink.name(tokenizer.word(token.span), builtin: roles.name, span: token.span)
            levels[top].span = token.span
        case .leftParen:
            try advance()
            try Self.enter(&levels, Level(minimum: 0, then: .parenthesized(open: token.span.start)), at: current.span)
        case .rightParen:
            throw Self.fail(Failure.expectedExpression(before: ")", at: token.span))
        case .leftBracket:
            // A list is the general path's: the fast sinks compute numbers.
            guard Sink.readsWholeLanguage else { throw .gaveUp }
            try advance()
            if current.kind == .rightBracket {
                try list(&levels[top], open: token.span.start, elements: 0, first: nil)
            } else {
                let then = Resumption.element(open: token.span.start, first: nil, count: 0)
                try Self.enter(&levels, Level(minimum: 0, then: then), at: current.span)
            }
        case .fraction:
            guard Sink.readsWholeLanguage else { throw .gaveUp }
            try advance()
            levels[top].left = try fractionOperand(token)
            levels[top].span = token.span
        case .rightBracket:
            throw Self.fail(Failure.expectedExpression(before: "]", at: token.span))
        case .end, .separator:
            guard Sink.readsWholeLanguage else { throw .gaveUp }
            if previous.span.end == 0 { throw Failure.expectedExpression(at: token.span) }
            // Right after the operator: the end of the statement may be past blanks and a comment.
            let after = Span(previous.span.end, previous.span.end)
            throw Failure.expectedExpression(after: text(previous), at: after)
        case .comma:
            throw Self.fail(Failure.expectedExpression(before: ",", at: token.span))
        case .superscript:
            throw Self.fail(Failure.expectedExpression(before: text(token), at: token.span))
        case .equals:
            throw Self.fail(Failure.expectedExpression(before: "=", at: token.span))
        }
    }

    /// Consumes the `)` of a call and makes `level`'s operand of it.
    @inline(__always)
    private mutating func call(
        _ level: inout Level, nameSpan: Span, builtin: Int?, arguments: Int, first: Sink.Operand?
    ) throws(Failure) {
        try advance()
        let span = nameSpan.union(previous.span)
        level.left = try sink.call(
            tokenizer.word(nameSpan), builtin: builtin, arguments: arguments, first: first, span: span,
            nameSpan: nameSpan)
        level.span = span
    }

    /// After an argument: true (and the `,` consumed) when another follows, false at `)`.
    @inline(__always)
    private mutating func nextArgument(after open: Int) throws(Failure) -> Bool {
        if current.kind == .comma {
            try advance()
            return true
        }
        guard current.kind == .rightParen else { throw unclosed(open) }
        return false
    }

    // MARK: Operators

    /// Looks at the token after an operand (`left`, spanning `span`): applies a postfix
    /// operator, consumes an infix one, or ends the expression. Never recurses.
    @inline(__always)
    private mutating func continuation(
        after left: Sink.Operand, span: Span, minimum: Int, chained: inout Precedence?
    ) throws(Failure) -> Continuation {
        let token = current
        var infixIndex: Int?
        switch token.kind {
        case .nonWord, .name:
            // A word operator or implicit multiplication (`2 mod 3`, `2 x`): the general path's.
            guard Sink.readsWholeLanguage || token.kind == .nonWord else { throw .gaveUp }
            let roles =
                token.kind == .nonWord
                ? table.roles(ofNonWord: token.spellingIndex) : table.roles(ofWord: text(token))
            if roles.isConversion {
                // A fast sink gives up a conversion at the statement's end: the general path reads it.
                guard Sink.readsWholeLanguage else { return .end }
                return try conversion(after: left, span: span, minimum: minimum, chained: &chained)
            }
            // A converted value is shown, not computed with: only another conversion goes on.
            if Sink.readsWholeLanguage && chained == .conversion { return .end }
            // A spelling both postfix and infix (`%`) is postfix where no operand follows it.
            if let operation = roles.postfix, roles.infix == nil || isPostfix(token) {
                guard 2 * Precedence.postfix.rawValue > minimum else { return .end }
                // A percent changes what `+` means on its left: the syntax tree's rule.
                guard Sink.readsWholeLanguage || roles.infix == nil else { throw .gaveUp }
                try advance()
                let whole = span.union(token.span)
                return .postfix(try sink.postfix(operation, left, span: whole, operatorSpan: token.span), whole)
            }
            infixIndex = roles.infix
            // `(1/3) km`, `x m`: units after any operand join it as after a number.
            // (After a number, ``quantity(after:_:)`` has decided: `0x1g` takes no unit.)
            if Sink.readsWholeLanguage, infixIndex == nil, token.kind == .name, previous.kind != .number,
                sink.units != nil,
                let joined = try units(after: left, span: span)
            {
                return .postfix(joined.operand, joined.span)
            }
        case .number, .leftParen, .fraction:
            guard Sink.readsWholeLanguage else { throw .gaveUp }
            if chained == .conversion { return .end }
        case .superscript:
            guard Sink.readsWholeLanguage else { throw .gaveUp }
            if chained == .conversion { return .end }
            return try superscriptPower(after: left, span: span, minimum: minimum)
        default:
            return .end
        }
        let index: Int
        let operatorSpan: Span
        if let infixIndex {
            index = infixIndex
            operatorSpan = token.span
        } else if Sink.readsWholeLanguage, let multiply, impliesMultiplication(before: token) {
            index = multiply
            operatorSpan = Span(previous.span.end, token.span.start)
        } else {
            throw Self.fail(missingOperator(before: token))
        }
        guard case .infix(let precedence, let associativity) = table.operations[index].role else { return .end }
        // A comparison (non-associative) is the general path's: it alone checks chains.
        guard Sink.readsWholeLanguage || associativity != .none else { throw .gaveUp }
        let (leftPower, rightPower) = precedence.bindingPowers(associativity)
        guard leftPower > minimum else { return .end }
        if associativity == .none && chained == precedence {
            throw Failure.chainedComparison(table.operations[index].symbol, at: token.span)
        }
        if infixIndex != nil { try advance() }
        chained = associativity == .none ? precedence : nil
        return .infix(operation: index, operatorSpan: operatorSpan, rightPower: rightPower, implicit: infixIndex == nil)
    }
}
