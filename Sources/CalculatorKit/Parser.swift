/// A Pratt parser for the calculator language. Binding powers come from the operation table.
///
///     program    ::= statement ((';' | newline) statement)*
///     statement  ::= expression | name '=' expression | name '(' names ')' '=' expression
///     expression ::= prefix (infix expression | postfix | implicit-multiplication)*
///
/// (`grammar/calc.ebnf` has the whole grammar.) Each infix operator's binding power is a pair
/// (left, right) derived from its precedence and associativity, so associativity is data.
/// Nesting (parentheses, prefix operands, right operands, arguments) is kept on a heap-allocated
/// stack, not by recursion, and is bounded by ``Limits/maximumNestingDepth``.
struct Parser {
    private var tokenizer: Tokenizer
    private let table: OperationTable
    private var current: Token
    /// The last token consumed, for implicit multiplication and "missing operator" errors.
    private var previous: Token
    private var tree = SyntaxTree()
    /// Lines and columns for messages that name a place ("to close '(' at 1:5").
    private var lines = LineCursor()
    private let multiply: Int?

    private init(bytes: UnsafeBufferPointer<UInt8>, table: OperationTable) {
        tokenizer = Tokenizer(bytes: bytes, symbols: table.symbols)
        self.table = table
        current = Token(kind: .separator, span: Span(0, 0))
        previous = current
        multiply = table.infix("*")
    }

    /// Parses the statements of `source` one at a time, handing each to `body` until it returns
    /// false. A statement with an error does not stop the others: parsing resumes after the
    /// next `;` or newline.
    static func parse(_ source: String, table: OperationTable, _ body: (ParsedStatement) -> Bool) {
        var source = source
        source.withUTF8 { bytes in
            if let failure = tooLong(byteCount: bytes.count) {
                _ = body(ParsedStatement(span: Span(0, 0), result: .failure(failure)))
                return
            }
            var parser = Parser(bytes: bytes, table: table)
            parser.statements(body)
        }
    }

    /// The error for a source of `byteCount` bytes, when that passes ``Limits/maximumSourceLength``
    /// (a function of the count, so that tests need not allocate gigabytes).
    static func tooLong(byteCount: Int) -> Failure? {
        guard byteCount > Limits.maximumSourceLength else { return nil }
        return Failure(
            .limit, "input is too long: the limit is \(Limits.maximumSourceLength) bytes", at: Span(0, 0))
    }

    /// Every statement of `source`, parsed.
    static func parse(_ source: String, table: OperationTable) -> [ParsedStatement] {
        var statements: [ParsedStatement] = []
        parse(source, table: table) { statement in
            statements.append(statement)
            return true
        }
        return statements
    }

    private mutating func statements(_ body: (ParsedStatement) -> Bool) {
        var primed = false
        while true {
            // Where the current statement starts; nil while separators are skipped, so that an
            // error there is not blamed on the statement before.
            var start: Int?
            let parsed: ParsedStatement
            do throws(Failure) {
                if !primed {
                    try advance()
                    primed = true
                }
                while current.kind == .separator { try advance() }
                if current.kind == .end { return }
                start = current.span.start
                let statement = try statement()
                parsed = ParsedStatement(span: Span(start ?? 0, previous.span.end), result: .success(statement))
            } catch {
                let end = skipToNextStatement(from: error.span.start)
                let from = min(start ?? error.span.start, error.span.start)
                parsed = ParsedStatement(span: Span(from, end), result: .failure(error))
                primed = false
            }
            guard body(parsed) else { return }
        }
    }

    /// Moves past a statement that failed: to the next `;` or newline that is not inside a
    /// comment. Returns where the statement ended.
    private mutating func skipToNextStatement(from offset: Int) -> Int {
        let bytes = tokenizer.bytes
        var position = offset
        var inComment = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: ";") && !inComment) { break }
            if byte == UInt8(ascii: "#") { inComment = true }
            position += 1
        }
        tokenizer.reset(to: position)
        return position
    }

    private mutating func advance() throws(Failure) {
        previous = current
        current = try tokenizer.next()
    }

    private func text(_ token: Token) -> String { tokenizer.text(token.span) }

    /// What a symbol or name token can be: an array lookup for a symbol, one hash for a name.
    private func roles(of token: Token) -> OperationTable.Roles {
        token.kind == .symbol ? table.roles(ofSymbol: token.symbol) : table.roles(ofWord: text(token))
    }

    // MARK: Statements

    private mutating func statement() throws(Failure) -> Statement {
        tree = newTree()
        let target = try expression(minimum: 0)
        guard current.kind == .equals else {
            try expectEndOfStatement()
            return .expression(tree)
        }
        let equals = current
        let node = tree.nodes[target]
        let names = tree.names
        let parameters = try definitionParameters(of: target)
        try advance()
        if current.kind == .separator || current.kind == .end {
            throw Failure(.syntax, "expected an expression after '='", at: equals.span)
        }
        tree = newTree()
        _ = try expression(minimum: 0)
        try expectEndOfStatement()
        switch node.kind {
        case .name(let name) where target == 0:
            return .assignment(name: names[name], nameSpan: node.span, value: tree)
        case .call(let name, _):
            return .definition(
                name: names[name], nameSpan: node.operatorSpan, parameters: parameters ?? [], body: tree)
        default:
            throw Failure(.invalidAssignment, "cannot assign to this expression", at: node.span)
        }
    }

    /// An empty tree for the expression at the current token.
    private func newTree() -> SyntaxTree {
        var tree = SyntaxTree()
        let remaining = tokenizer.bytes.count - current.span.start
        // A node for every few bytes of a typical line: the tree rarely has to grow.
        tree.nodes.reserveCapacity(Swift.min(64, remaining))
        // Every node but the infix ones takes at least a byte, and they are fewer than leaves.
        tree.nodeBound = 2 * remaining
        return tree
    }

    /// For `f(x, y) = …`, the parameter names; nil for `x = …`; an error for anything else.
    private func definitionParameters(of target: Int) throws(Failure) -> [String]? {
        let node = tree.nodes[target]
        switch node.kind {
        case .name where target == 0:
            return nil
        case .call(let nameIndex, let count):
            let name = tree.names[nameIndex]
            // `sin(1) = x` is first of all a redefinition of a built-in, whatever its parameters.
            if let operation = table.named(name) {
                throw Failure.redefinition(of: operation, named: name, at: node.operatorSpan)
            }
            var parameters: [String] = []
            for child in tree.children(of: target, count: count) {
                guard case .name(let index) = tree.nodes[child].kind, tree.nodes[child].start == child else {
                    throw Failure(
                        .invalidAssignment, "a parameter of '\(name)' must be a name", at: tree.nodes[child].span)
                }
                let parameter = tree.names[index]
                if parameters.contains(parameter) {
                    throw Failure(
                        .invalidAssignment, "parameter '\(parameter)' appears twice", at: tree.nodes[child].span)
                }
                parameters.append(parameter)
            }
            return parameters
        default:
            throw Failure(
                .invalidAssignment, "cannot assign to this expression", at: node.span,
                note: "the left side of '=' must be a name, as in x = 2, or a function, as in f(x) = x^2")
        }
    }

    private mutating func expectEndOfStatement() throws(Failure) {
        switch current.kind {
        case .separator, .end: return
        case .rightParen: throw Failure(.syntax, "unmatched ')'", at: current.span)
        case .equals: throw Failure(.syntax, "unexpected '='", at: current.span)
        default: throw Failure(.syntax, "unexpected '\(text(current))'", at: current.span)
        }
    }

    // MARK: Expressions
    //
    // No recursion: each expression being parsed is a `Level` on a heap-allocated stack, so the
    // native stack use is the same for `1` as for 256 levels of `((((…`, in any build and on any
    // thread. (Recursive, a debug build used about 8 KB of stack a level.)

    /// What follows an operand, as decided by ``continuation(after:minimum:chained:)``.
    private enum Continuation {
        /// The expression ends here (for this binding power).
        case end
        /// A postfix operator was applied: the new operand.
        case postfix(Int)
        /// An infix operator (or implicit multiplication) whose right operand comes next.
        case infix(index: Int, operatorSpan: Span, rightPower: Int)
    }

    /// How an operand starts, as decided by ``operandStart()``.
    private enum OperandStart {
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
    private struct Level {
        /// The binding power an infix operator must exceed to continue this expression.
        var minimum: Int
        /// The level of a non-associative operator just applied, to reject `a < b < c`.
        var chained: Precedence?
        /// The operand parsed so far; nil until the first one is complete.
        var left: Int?
        /// What the enclosing level does with this expression once it ends.
        var then: Resumption
    }

    private enum Resumption {
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
    private mutating func expression(minimum: Int) throws(Failure) -> Int {
        var levels: [Level] = []
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
    private func enter(_ levels: inout [Level], _ level: Level) throws(Failure) {
        guard levels.count < Limits.maximumNestingDepth else { throw nestedTooDeeply() }
        levels.append(level)
    }

    private func nestedTooDeeply() -> Failure {
        Failure(
            .limit, "expression is nested too deeply (the limit is \(Limits.maximumNestingDepth) levels)",
            at: current.span)
    }

    private mutating func infixNode(_ index: Int, _ left: Int, _ right: Int, _ operatorSpan: Span) -> Int {
        tree.node(
            .infix(index), first: left, span: tree.nodes[left].span.union(tree.nodes[right].span),
            operatorSpan: operatorSpan)
    }

    /// Looks at the token after an operand: applies a postfix operator, consumes an infix one,
    /// or ends the expression. Never recurses.
    private mutating func continuation(
        after left: Int, minimum: Int, chained: inout Precedence?
    ) throws(Failure) -> Continuation {
        let token = current
        var infixIndex: Int?
        switch token.kind {
        case .symbol, .name:
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
            throw Failure(
                .syntax, "comparisons cannot be chained", at: token.span,
                note: "compare two values at a time, with parentheses: (a < b) == 1")
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
    private func impliesMultiplication(before token: Token) -> Bool {
        let next: Bool
        switch token.kind {
        case .name, .leftParen:
            next = true
        case .symbol:
            let roles = table.roles(ofSymbol: token.symbol)
            next = (roles.prefix != nil && roles.infix == nil) || roles.name != nil
        default:
            next = false
        }
        guard next else { return false }
        switch previous.kind {
        case .number: return true
        case .rightParen: return token.kind != .symbol || table.roles(ofSymbol: token.symbol).name != nil
        default: return false
        }
    }

    private func missingOperator(before token: Token) -> Failure {
        let before = text(previous)
        var note: String?
        if previous.kind == .name, let operation = table.named(before), operation.isFunction {
            note = "to call \(before), write \(before)(…)"
        }
        return Failure(
            .syntax, "missing operator between '\(before)' and '\(text(token))'", at: token.span, note: note)
    }

    /// Consumes the start of an operand. Never recurses.
    private mutating func operandStart() throws(Failure) -> OperandStart {
        let token = current
        switch token.kind {
        case .number:
            try advance()
            return .operand(tree.leaf(.number(token.number), token.span))
        case .name, .symbol:
            let roles = roles(of: token)
            if let index = roles.prefix {
                try advance()
                return .prefixOperator(index: index, span: token.span)
            }
            let spelling = text(token)
            if token.kind == .name {
                try advance()
                if current.kind == .leftParen { return .call(spelling, token) }
                return .operand(tree.leaf(name: spelling, token.span))
            }
            if roles.name != nil {
                try advance()
                return .operand(tree.leaf(name: spelling, token.span))
            }
            throw Failure(.syntax, "'\(spelling)' needs a value on its left", at: token.span)
        case .leftParen:
            try advance()
            return .parenthesis(token)
        case .rightParen:
            throw Failure(.syntax, "expected an expression before ')'", at: token.span)
        case .end, .separator:
            if previous.span.end == 0 { throw Failure(.syntax, "expected an expression", at: token.span) }
            // Right after the operator: the end of the statement may be past blanks and a comment.
            let after = Span(previous.span.end, previous.span.end)
            throw Failure(.syntax, "expected an expression after '\(text(previous))'", at: after)
        case .comma:
            throw Failure(.syntax, "expected an expression before ','", at: token.span)
        case .equals:
            throw Failure(.syntax, "expected an expression before '='", at: token.span)
        }
    }

    /// Consumes the `)` that closes `open`, and widens the inner expression's span over both.
    private mutating func close(_ open: Token, around inner: Int) throws(Failure) -> Int {
        guard current.kind == .rightParen else { throw unclosed(open) }
        try advance()
        tree.nodes[inner].span = open.span.union(previous.span)
        return inner
    }

    /// After an argument: true (and the `,` consumed) when another follows, false at `)`.
    private mutating func nextArgument(after open: Token) throws(Failure) -> Bool {
        if current.kind == .comma {
            try advance()
            return true
        }
        guard current.kind == .rightParen else { throw unclosed(open) }
        return false
    }

    /// Consumes the `)` of a call and adds its node.
    private mutating func callNode(_ name: String, _ nameToken: Token, first: Int?, count: Int) throws(Failure) -> Int {
        try advance()
        let span = nameToken.span.union(previous.span)
        return tree.call(name, arguments: count, first: first, span: span, nameSpan: nameToken.span)
    }

    private mutating func unclosed(_ open: Token) -> Failure {
        let location = lines.location(of: open.span.start, in: tokenizer.bytes)
        let found = current.kind == .end || current.kind == .separator ? "" : ", found '\(text(current))'"
        return Failure(
            .syntax, "expected ')' to close '(' at \(location.line):\(location.column)\(found)", at: current.span)
    }
}

extension Tokenizer {
    /// Restarts scanning at `offset`.
    mutating func reset(to offset: Int) { self = Tokenizer(bytes: bytes, symbols: symbols, position: offset) }
}
