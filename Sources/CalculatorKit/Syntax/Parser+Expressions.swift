// The expression half of the parser (the statement half is Parser.swift): operands, operators,
// parentheses, calls and implicit multiplication.
//
// No recursion: each expression being parsed is a `Level` on a heap-allocated stack, so the
// native stack use is the same for `1` as for 256 levels of `((((…`, in any build and on any
// thread. (Recursive, a debug build would take about 8 KB of stack a level.)
extension Parser {
    /// What follows an operand, as decided by ``continuation(after:minimum:chained:)``.
    enum Continuation {
        /// The expression ends here (for this binding power).
        case end
        /// A postfix operator was applied: the new operand.
        case postfix(Int)
        /// An infix operator (or implicit multiplication) whose right operand comes next.
        case infix(index: Int, operatorSpan: Span, rightPower: Int)
    }

    /// How an operand starts, as decided by ``operandStart()``.
    enum OperandStart {
        /// A complete operand: a number, a name.
        case operand(Int)
        /// A prefix operator, already consumed; its operand comes next.
        case prefixOperator(index: Int, span: Span)
        /// A `(`, already consumed.
        case parenthesis(Token)
        /// A name followed by `(`; the `(` is current.
        case call(String, Token)
    }

    /// One expression being parsed: what a recursive Pratt parser keeps in a stack frame.
    struct Level {
        /// The binding power an infix operator must exceed to continue this expression.
        var minimum: Int
        /// The level of a non-associative operator just applied, to reject `a < b < c`.
        var chained: Precedence?
        /// The operand parsed so far; nil until the first one is complete.
        var left: Int?
        /// What the enclosing level does with this expression once it ends.
        var then: Resumption
    }

    enum Resumption {
        /// The statement's whole expression.
        case done
        /// The right operand of an infix operator; the enclosing level holds the left.
        case rightOperand(index: Int, operatorSpan: Span)
        /// The operand of a prefix operator.
        case prefixOperand(index: Int, span: Span)
        /// Inside parentheses opened by this token.
        case parenthesized(Token)
        /// An argument of a call: the arguments so far, and the call's `(`.
        case argument(name: String, nameToken: Token, open: Token, first: Int?, count: Int)
    }

    /// Parses an expression, then returns at the first token that cannot continue it.
    mutating func expression(minimum: Int) throws(Failure) -> Int {
        var levels: [Level] = []
        // Room for a few levels at once: `(x + 1) * sin(y)` reaches four, and growing one at a
        // time would reallocate three times.
        levels.reserveCapacity(8)
        try enter(&levels, Level(minimum: minimum, then: .done))
        while true {
            let top = levels.count - 1
            guard let left = levels[top].left else {
                switch try operandStart() {
                case .operand(let node):
                    levels[top].left = node
                case .prefixOperator(let index, let span):
                    try enter(
                        &levels,
                        Level(minimum: 2 * Precedence.prefix.rawValue, then: .prefixOperand(index: index, span: span)))
                case .parenthesis(let open):
                    try enter(&levels, Level(minimum: 0, then: .parenthesized(open)))
                case .call(let name, let nameToken):
                    let open = current
                    try advance()
                    if current.kind == .rightParen {
                        levels[top].left = try callNode(name, nameToken, first: nil, count: 0)
                    } else {
                        let then = Resumption.argument(
                            name: name, nameToken: nameToken, open: open, first: nil, count: 0)
                        try enter(&levels, Level(minimum: 0, then: then))
                    }
                }
                continue
            }
            switch try continuation(after: left, minimum: levels[top].minimum, chained: &levels[top].chained) {
            case .postfix(let node):
                levels[top].left = node
            case .infix(let index, let operatorSpan, let rightPower):
                try enter(
                    &levels, Level(minimum: rightPower, then: .rightOperand(index: index, operatorSpan: operatorSpan)))
            case .end:
                let finished = levels.removeLast()
                let outer = levels.count - 1
                switch finished.then {
                case .done:
                    return left
                case .rightOperand(let index, let operatorSpan):
                    levels[outer].left = infixNode(index, levels[outer].left!, left, operatorSpan)
                case .prefixOperand(let index, let span):
                    levels[outer].left = tree.node(
                        .prefix(index), first: left, span: span.union(tree.nodes[left].span), operatorSpan: span)
                case .parenthesized(let open):
                    levels[outer].left = try close(open, around: left)
                case .argument(let name, let nameToken, let open, let first, let count):
                    if try nextArgument(after: open) {
                        let then = Resumption.argument(
                            name: name, nameToken: nameToken, open: open, first: first ?? left, count: count + 1)
                        try enter(&levels, Level(minimum: 0, then: then))
                    } else {
                        levels[outer].left = try callNode(name, nameToken, first: first ?? left, count: count + 1)
                    }
                }
            }
        }
    }

    /// Starts a nested expression, unless that would pass ``Limits/maximumNestingDepth``.
    func enter(_ levels: inout [Level], _ level: Level) throws(Failure) {
        guard levels.count < Limits.maximumNestingDepth else { throw Failure.nestedTooDeeply(at: current.span) }
        levels.append(level)
    }

    mutating func infixNode(_ index: Int, _ left: Int, _ right: Int, _ operatorSpan: Span) -> Int {
        tree.node(
            .infix(index), first: left, span: tree.nodes[left].span.union(tree.nodes[right].span),
            operatorSpan: operatorSpan)
    }

    /// Looks at the token after an operand: applies a postfix operator, consumes an infix one,
    /// or ends the expression. Never recurses.
    mutating func continuation(
        after left: Int, minimum: Int, chained: inout Precedence?
    ) throws(Failure) -> Continuation {
        let token = current
        var infixIndex: Int?
        switch token.kind {
        case .nonWord, .name:
            let roles = roles(of: token)
            if let index = roles.postfix {
                guard 2 * Precedence.postfix.rawValue > minimum else { return .end }
                try advance()
                return .postfix(
                    tree.node(
                        .postfix(index), first: left, span: tree.nodes[left].span.union(token.span),
                        operatorSpan: token.span))
            }
            infixIndex = roles.infix
        case .number, .leftParen:
            break
        default:
            return .end
        }
        let index: Int
        let operatorSpan: Span
        if let infixIndex {
            index = infixIndex
            operatorSpan = token.span
        } else if let multiply, impliesMultiplication(before: token) {
            index = multiply
            operatorSpan = Span(previous.span.end, token.span.start)
        } else {
            throw missingOperator(before: token)
        }
        guard case .infix(let precedence, let associativity) = table.operations[index].role else { return .end }
        let (leftPower, rightPower) = Self.bindingPowers(precedence, associativity)
        guard leftPower > minimum else { return .end }
        if associativity == .none && chained == precedence {
            throw Failure.chainedComparison(at: token.span)
        }
        if infixIndex != nil { try advance() }
        chained = associativity == .none ? precedence : nil
        return .infix(index: index, operatorSpan: operatorSpan, rightPower: rightPower)
    }

    /// (left, right) binding powers: an operator continues an expression when its left power is
    /// above the minimum, and parses its right operand with its right power as the new minimum.
    static func bindingPowers(_ precedence: Precedence, _ associativity: Associativity) -> (Int, Int) {
        let power = 2 * precedence.rawValue
        return associativity == .right ? (power, power - 1) : (power, power + 1)
    }

    /// Implicit multiplication: a number followed by a name, `(` or a prefix-only operator
    /// (`2pi`, `2(3)`, `2√9`); `)` followed by `(` or a name (`(1+2)(3+4)`, `(1+2)x`).
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
        default: return false
        }
    }

    func missingOperator(before token: Token) -> Failure {
        let before = text(previous)
        let isCallable = previous.kind == .name && table.named(before)?.isFunction == true
        return Failure.missingOperator(between: before, and: text(token), isCallable: isCallable, at: token.span)
    }

    /// Consumes the start of an operand. Never recurses.
    mutating func operandStart() throws(Failure) -> OperandStart {
        let token = current
        switch token.kind {
        case .number:
            try advance()
            if let literal = token.literal { return .operand(tree.leaf(number: literal, token.span)) }
            return .operand(tree.leaf(number: tokenizer.longLiteral(token), token.span))
        case .name:
            let spelling = text(token)
            if let index = table.roles(ofWord: spelling).prefix {
                try advance()
                return .prefixOperator(index: index, span: token.span)
            }
            try advance()
            if current.kind == .leftParen { return .call(spelling, token) }
            return .operand(tree.leaf(name: spelling, token.span))
        case .nonWord:
            let roles = table.roles(ofNonWord: token.spellingIndex)
            if let index = roles.prefix {
                try advance()
                return .prefixOperator(index: index, span: token.span)
            }
            let spelling = text(token)
            if roles.name != nil {
                try advance()
                return .operand(tree.leaf(name: spelling, token.span))
            }
            throw Failure.needsLeftOperand(spelling, at: token.span)
        case .leftParen:
            try advance()
            return .parenthesis(token)
        case .rightParen:
            throw Failure.expectedExpression(before: ")", at: token.span)
        case .end, .separator:
            if previous.span.end == 0 { throw Failure.expectedExpression(at: token.span) }
            // Right after the operator: the end of the statement may be past blanks and a comment.
            let after = Span(previous.span.end, previous.span.end)
            throw Failure.expectedExpression(after: text(previous), at: after)
        case .comma:
            throw Failure.expectedExpression(before: ",", at: token.span)
        case .equals:
            throw Failure.expectedExpression(before: "=", at: token.span)
        case .conversion:
            throw Failure.conversionWithoutValue(text(token), at: token.span)
        }
    }

    /// Consumes the `)` that closes `open`, and widens the inner expression's span over both.
    mutating func close(_ open: Token, around inner: Int) throws(Failure) -> Int {
        guard current.kind == .rightParen else { throw unclosed(open) }
        try advance()
        tree.nodes[inner].span = open.span.union(previous.span)
        return inner
    }

    /// After an argument: true (and the `,` consumed) when another follows, false at `)`.
    mutating func nextArgument(after open: Token) throws(Failure) -> Bool {
        if current.kind == .comma {
            try advance()
            return true
        }
        guard current.kind == .rightParen else { throw unclosed(open) }
        return false
    }

    /// Consumes the `)` of a call and adds its node.
    mutating func callNode(_ name: String, _ nameToken: Token, first: Int?, count: Int) throws(Failure) -> Int {
        try advance()
        let span = nameToken.span.union(previous.span)
        return tree.call(name, arguments: count, first: first, span: span, nameSpan: nameToken.span)
    }

    mutating func unclosed(_ open: Token) -> Failure {
        let opened = lines.location(of: open.span.start, in: tokenizer.bytes)
        let found = current.kind == .end || current.kind == .separator ? nil : text(current)
        var failure = Failure.unclosedParenthesis(
            line: opened.line, column: opened.column, found: found, at: current.span)
        if current.kind == .conversion {
            failure.note = "a conversion ('\(found ?? "to") hex') goes at the end of a statement, outside parentheses"
        }
        return failure
    }
}
