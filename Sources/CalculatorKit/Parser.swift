/// A Pratt parser for the calculator language. Binding powers come from the operation table.
///
///     program    ::= statement ((';' | newline) statement)*
///     statement  ::= expression | name '=' expression | name '(' names ')' '=' expression
///     expression ::= prefix (infix expression | postfix | implicit-multiplication)*
///
/// (`grammar/calc.ebnf` has the whole grammar.) Each infix operator's binding power is a pair
/// (left, right) derived from its precedence and associativity, so associativity is data.
/// Recursion happens only for nesting (parentheses, prefix operands, right operands, arguments)
/// and is bounded by ``Limits/maximumNestingDepth``; left-associative chains are parsed in a loop.
struct Parser {
    private var tokenizer: Tokenizer
    private let table: OperationTable
    private var current: Token
    /// The last token consumed, for implicit multiplication and "missing operator" errors.
    private var previous: Token
    private var tree = SyntaxTree()
    private var depth = 0
    private let multiply: Int?

    private init(bytes: UnsafeBufferPointer<UInt8>, table: OperationTable) {
        tokenizer = Tokenizer(bytes: bytes, symbols: table.symbols)
        self.table = table
        current = Token(kind: .separator, span: Span(0, 0))
        previous = current
        multiply = table.infix("*")
    }

    /// Parses every statement of `source`. A statement with an error does not stop the others:
    /// parsing resumes after the next `;` or newline.
    static func parse(_ source: String, table: OperationTable) -> [ParsedStatement] {
        var source = source
        return source.withUTF8 { bytes in
            var parser = Parser(bytes: bytes, table: table)
            return parser.statements()
        }
    }

    private mutating func statements() -> [ParsedStatement] {
        var statements: [ParsedStatement] = []
        var primed = false
        var start = Int.max  // where the current statement began, once known
        while true {
            do throws(Failure) {
                if !primed {
                    try advance()
                    primed = true
                }
                while current.kind == .separator { try advance() }
                if current.kind == .end { return statements }
                start = current.span.start
                let statement = try statement()
                statements.append(ParsedStatement(span: Span(start, previous.span.end), result: .success(statement)))
                start = .max
            } catch {
                let end = skipToNextStatement(from: error.span.start)
                statements.append(
                    ParsedStatement(span: Span(min(start, error.span.start), end), result: .failure(error)))
                primed = false
                start = .max
            }
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
        tree = SyntaxTree()
        // A node for every few bytes of a typical line: the tree rarely has to grow.
        tree.nodes.reserveCapacity(Swift.min(64, tokenizer.bytes.count - current.span.start))
        depth = 0
        let target = try expression(minimum: 0)
        guard current.kind == .equals else {
            try expectEndOfStatement()
            return .expression(tree)
        }
        let equals = current
        let node = tree.nodes[target]
        let parameters = try definitionParameters(of: target)
        try advance()
        if current.kind == .separator || current.kind == .end {
            throw Failure(.syntax, "expected an expression after '='", at: equals.span)
        }
        tree = SyntaxTree()
        _ = try expression(minimum: 0)
        try expectEndOfStatement()
        switch node.kind {
        case .name(let name) where target == 0:
            return .assignment(name: name, nameSpan: node.span, value: tree)
        case .call(let name, _):
            return .definition(name: name, nameSpan: node.operatorSpan, parameters: parameters ?? [], body: tree)
        default:
            throw Failure(.invalidAssignment, "cannot assign to this expression", at: node.span)
        }
    }

    /// For `f(x, y) = …`, the parameter names; nil for `x = …`; an error for anything else.
    private func definitionParameters(of target: Int) throws(Failure) -> [String]? {
        let node = tree.nodes[target]
        switch node.kind {
        case .name where target == 0:
            return nil
        case .call(let name, let count):
            var parameters: [String] = []
            for child in tree.children(of: target, count: count) {
                guard case .name(let parameter) = tree.nodes[child].kind, tree.nodes[child].start == child else {
                    throw Failure(
                        .invalidAssignment, "a parameter of '\(name)' must be a name", at: tree.nodes[child].span)
                }
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

    private mutating func expression(minimum: Int) throws(Failure) -> Int {
        depth += 1
        defer { depth -= 1 }
        if depth > Limits.maximumNestingDepth {
            throw Failure(
                .limit, "expression is nested too deeply (the limit is \(Limits.maximumNestingDepth) levels)",
                at: current.span)
        }
        var left = try prefix()
        var chained: Precedence?  // the level of a non-associative operator just applied
        while true {
            let token = current
            var infixIndex: Int?
            switch token.kind {
            case .symbol, .name:
                let roles = roles(of: token)
                if let index = roles.postfix {
                    guard 2 * Precedence.postfix.rawValue > minimum else { return left }
                    try advance()
                    left = tree.node(
                        .postfix(index), first: left, span: tree.nodes[left].span.union(token.span),
                        operatorSpan: token.span)
                    continue
                }
                infixIndex = roles.infix
            case .number, .leftParen:
                break
            default:
                return left
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
            guard case .infix(let precedence, let associativity) = table.operations[index].role else { return left }
            let (leftPower, rightPower) = Self.bindingPowers(precedence, associativity)
            guard leftPower > minimum else { return left }
            if associativity == .none && chained == precedence {
                throw Failure(
                    .syntax, "comparisons cannot be chained", at: token.span,
                    note: "compare two values at a time, with parentheses: (a < b) == 1")
            }
            if infixIndex != nil { try advance() }
            let right = try expression(minimum: rightPower)
            left = tree.node(
                .infix(index), first: left, span: tree.nodes[left].span.union(tree.nodes[right].span),
                operatorSpan: operatorSpan)
            chained = associativity == .none ? precedence : nil
        }
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

    private mutating func prefix() throws(Failure) -> Int {
        let token = current
        switch token.kind {
        case .number:
            try advance()
            return tree.leaf(.number(token.number), token.span)
        case .name, .symbol:
            let roles = roles(of: token)
            if let index = roles.prefix {
                try advance()
                let operand = try expression(minimum: 2 * Precedence.prefix.rawValue)
                return tree.node(
                    .prefix(index), first: operand, span: token.span.union(tree.nodes[operand].span),
                    operatorSpan: token.span)
            }
            let spelling = text(token)
            if token.kind == .name {
                try advance()
                if current.kind == .leftParen { return try call(spelling, token) }
                return tree.leaf(.name(spelling), token.span)
            }
            if roles.name != nil {
                try advance()
                return tree.leaf(.name(spelling), token.span)
            }
            throw Failure(.syntax, "'\(spelling)' needs a value on its left", at: token.span)
        case .leftParen:
            try advance()
            let inner = try expression(minimum: 0)
            guard current.kind == .rightParen else { throw unclosed(token) }
            try advance()
            tree.nodes[inner].span = token.span.union(previous.span)
            return inner
        case .rightParen:
            throw Failure(.syntax, "expected an expression before ')'", at: token.span)
        case .end, .separator:
            if previous.span.end == 0 { throw Failure(.syntax, "expected an expression", at: token.span) }
            throw Failure(.syntax, "expected an expression after '\(text(previous))'", at: token.span)
        case .comma:
            throw Failure(.syntax, "expected an expression before ','", at: token.span)
        case .equals:
            throw Failure(.syntax, "expected an expression before '='", at: token.span)
        }
    }

    private mutating func call(_ name: String, _ nameToken: Token) throws(Failure) -> Int {
        let open = current
        try advance()
        var first: Int?
        var count = 0
        if current.kind != .rightParen {
            while true {
                let argument = try expression(minimum: 0)
                if first == nil { first = argument }
                count += 1
                if current.kind == .comma {
                    try advance()
                    continue
                }
                guard current.kind == .rightParen else { throw unclosed(open) }
                break
            }
        }
        try advance()
        let span = nameToken.span.union(previous.span)
        if let first {
            return tree.node(.call(name, arguments: count), first: first, span: span, operatorSpan: nameToken.span)
        }
        return tree.leafCall(name, span: span, nameSpan: nameToken.span)
    }

    private func unclosed(_ open: Token) -> Failure {
        let location = tokenizer.location(of: open.span.start)
        let found = current.kind == .end || current.kind == .separator ? "" : ", found '\(text(current))'"
        return Failure(
            .syntax, "expected ')' to close '(' at \(location.line):\(location.column)\(found)", at: current.span)
    }
}

extension SyntaxTree {
    /// A call with no arguments, `rand()`: a leaf.
    mutating func leafCall(_ name: String, span: Span, nameSpan: Span) -> Int {
        nodes.append(Node(kind: .call(name, arguments: 0), span: span, operatorSpan: nameSpan, start: nodes.count))
        return nodes.count - 1
    }
}

extension Tokenizer {
    /// Restarts scanning at `offset`.
    mutating func reset(to offset: Int) { self = Tokenizer(bytes: bytes, symbols: symbols, position: offset) }

    /// 1-based line and column of a byte offset.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for index in 0..<min(offset, bytes.count) {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
