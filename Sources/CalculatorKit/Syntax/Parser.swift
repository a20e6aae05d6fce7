/// A Pratt parser for the calculator language. Binding powers come from the operation table.
///
///     program    ::= statement ((';' | newline) statement)*
///     statement  ::= expression | name '=' expression | name '(' parameters? ')' '=' expression
///     expression ::= prefix (infix expression | postfix | implicit-multiplication)*
///
/// (`grammar/calc.ebnf` has the whole grammar.) Each infix operator's binding power is a pair
/// (left, right) derived from its precedence and associativity, so associativity is data.
/// Nesting (parentheses, prefix operands, right operands, arguments) is kept on a stack lent for
/// the parse, not by recursion, and is bounded by ``Limits/maximumNestingDepth``.
///
/// The expressions themselves are read by ``ExpressionParser``, the language's one Pratt loop,
/// into a ``TreeSink``; this struct reads what is around them (assignments, definitions,
/// separators) and recovers after an error.
struct Parser {
    var expressions: ExpressionParser<TreeSink>

    private init(bytes: UnsafeBufferPointer<UInt8>, table: OperationTable, literalsFitDouble: Bool, units: UnitNames?) {
        let tokenizer = Tokenizer(
            bytes: bytes, nonWords: table.nonWordSpellings, literalsFitDouble: literalsFitDouble)
        expressions = ExpressionParser(tokenizer: tokenizer, table: table, sink: TreeSink())
        expressions.sink.units = units
        expressions.sink.percent = table.percentRule
        statementUnits = units
    }

    /// The units of a statement's expressions (``ExpressionSink/units``), put back after a
    /// function's body, which reads none.
    private let statementUnits: UnitNames?

    var tokenizer: Tokenizer {
        get { expressions.tokenizer }
        _modify { yield &expressions.tokenizer }
    }
    var table: OperationTable { expressions.table }
    var current: Token { expressions.current }
    /// The last token consumed, for errors placed just after it.
    var previous: Token { expressions.previous }
    var tree: SyntaxTree {
        get { expressions.sink.tree }
        _modify { yield &expressions.sink.tree }
    }

    /// Parses the statements of `source` one at a time, handing each to `body` until it returns
    /// false. A statement with an error does not stop the others: parsing resumes after the
    /// next `;` or newline. `literalsFitDouble`: see ``Tokenizer/literalsFitDouble``. `units`:
    /// the names read as units (none when nil: every name is a name).
    static func parse(
        _ source: String, table: OperationTable, literalsFitDouble: Bool = true, units: UnitNames? = nil,
        _ body: (ParsedStatement) -> Bool
    ) {
        var source = source
        source.withUTF8 { bytes in
            if let failure = tooLong(byteCount: bytes.count) {
                _ = body(ParsedStatement(span: Span(0, 0), result: .failure(failure)))
                return
            }
            var parser = Parser(bytes: bytes, table: table, literalsFitDouble: literalsFitDouble, units: units)
            parser.statements(body)
        }
    }

    /// The error for a source of `byteCount` bytes, when that passes ``Limits/maximumSourceLength``
    /// (a function of the count, so that tests need not allocate gigabytes).
    static func tooLong(byteCount: Int) -> Failure? {
        byteCount > Limits.maximumSourceLength ? .inputTooLong : nil
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

    mutating func statements(_ body: (ParsedStatement) -> Bool) {
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
    mutating func skipToNextStatement(from offset: Int) -> Int {
        let position = tokenizer.statementEnd(from: offset)
        tokenizer.reset(to: position)
        return position
    }

    mutating func advance() throws(Failure) { try expressions.advance() }

    func text(_ token: Token) -> String { tokenizer.text(token.span) }

    /// The tree's expression at the current token, and the index of its root. `conversions`:
    /// whether the expression may end in `to TARGET` (a statement's outermost expression); the
    /// conversions read are left in `expressions.sink.conversions`.
    mutating func expression(conversions: Bool = false) throws(Failure) -> Int {
        tree = newTree()
        expressions.sink.conversions.removeAll()
        // Below the conversion's left binding power only here: everywhere else a `to` ends the
        // expression, which is what makes `(255 to hex) + 1` an error at the `to`.
        let minimum = conversions ? Precedence.conversion.bindingPowers(.left).left - 1 : 0
        return try expressions.expression(minimum: minimum).operand
    }

    // MARK: Statements

    mutating func statement() throws(Failure) -> Statement {
        if startsUnitStatement { return try unitStatement() }
        let target = try expression(conversions: true)
        if !expressions.sink.conversions.isEmpty {
            try expectEndOfStatement()
            return .expression(tree, conversions: expressions.sink.conversions)
        }
        guard current.kind == .equals else {
            try expectEndOfStatement()
            return .expression(tree, conversions: [])
        }
        let equals = current
        if tokenizer.isReversedComparison(equals) {
            throw Failure.reversedComparison(at: Span(equals.span.start, equals.span.end + 1), in: tokenizer.bytes)
        }
        let assigned = try assignmentTarget(target)
        // A body reads units as a statement does, but for its parameters' names (`f(m) = m * 2`);
        // a unit's name there that the user defines later is the user's (see ValueCompiler.compileUnit).
        if case .function(_, _, let parameters) = assigned {
            expressions.sink.units = statementUnits?.hiding(parameters)
        }
        defer { expressions.sink.units = statementUnits }
        try advance()
        if current.kind == .separator || current.kind == .end {
            // Just past the `=`, as for an operator: `x =` and `1 +` point at the same place.
            throw Failure.expectedExpression(after: "=", at: Span(equals.span.end, equals.span.end))
        }
        switch assigned {
        case .variable(let name, let span):
            // `d = 5 km to mile`: the value bound is the converted one, as a statement's is.
            _ = try expression(conversions: true)
            try expectEndOfStatement()
            return .assignment(
                name: name, nameSpan: span, value: tree, conversions: expressions.sink.conversions)
        case .function(let name, let span, let parameters):
            _ = try expression()
            if expressions.isConversion(current) {
                let call = "\(name)(\(parameters.joined(separator: ", ")))"
                throw Failure.conversionOfDefinition(call: call, at: current.span)
            }
            try expectEndOfStatement()
            return .definition(name: name, nameSpan: span, parameters: parameters, body: tree)
        }
    }

    /// What the left side of `=` names.
    enum AssignmentTarget {
        /// `x = …`: the name and its span.
        case variable(String, Span)
        /// `f(x, y) = …`: the name, its span, and the parameter names.
        case function(String, Span, parameters: [String])
    }

    /// An empty tree for the expression at the current token.
    func newTree() -> SyntaxTree {
        var tree = SyntaxTree()
        let remaining = tokenizer.bytes.count - current.span.start
        // A node for every few bytes of a typical line: the tree rarely has to grow.
        tree.nodes.reserveCapacity(Swift.min(64, remaining))
        // Every node but the infix ones takes at least a byte, and they are fewer than leaves.
        tree.nodeBound = 2 * remaining
        return tree
    }

    /// The variable or function that the expression at `target` (the root of the tree) names;
    /// an error for anything else.
    func assignmentTarget(_ target: Int) throws(Failure) -> AssignmentTarget {
        let node = tree.nodes[target]
        switch node.kind {
        case .name(let nameIndex) where target == 0:
            return .variable(tree.names[nameIndex], node.span)
        case .call(let nameIndex, let count):
            let name = tree.names[nameIndex]
            // `sin(1) = x` is first of all a redefinition of a built-in, whatever its parameters.
            if let operation = table.named(name) {
                throw Failure.redefinition(of: operation, named: name, at: node.operatorSpan)
            }
            var parameters: [String] = []
            for child in tree.children(of: target, count: count) {
                // A name node is always a leaf (`SyntaxTree.leaf(name:_:)`), so nothing is under it.
                guard case .name(let index) = tree.nodes[child].kind else {
                    throw Failure.parameterNotAName(of: name, at: tree.nodes[child].span)
                }
                let parameter = tree.names[index]
                if parameters.contains(parameter) {
                    throw Failure.repeatedParameter(parameter, at: tree.nodes[child].span)
                }
                parameters.append(parameter)
            }
            return .function(name, node.operatorSpan, parameters: parameters)
        default:
            throw Failure.invalidAssignmentTarget(at: node.span)
        }
    }

    mutating func expectEndOfStatement() throws(Failure) {
        switch current.kind {
        case .separator, .end: return
        case .rightParen: throw Failure.unmatchedParenthesis(at: current.span)
        case .rightBracket: throw Failure.unmatchedBracket(at: current.span)
        case .equals: throw Failure.unexpected("=", at: current.span)
        default: throw Failure.unexpected(text(current), at: current.span)
        }
    }
}
