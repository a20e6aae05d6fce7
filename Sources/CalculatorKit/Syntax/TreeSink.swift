/// The statement parser's sink: builds the expression's ``SyntaxTree``, a node for each operand
/// and operation, in the order the parser hands them over (post-order).
///
/// ```swift
/// var parser = ExpressionParser(tokenizer: tokenizer, table: .standard, sink: TreeSink())
/// try parser.advance()
/// _ = try parser.expression(minimum: 0)
/// parser.sink.tree.sExpression(table: .standard)   // "(+ 1 (* 2 3))" for `1 + 2 * 3`
/// ```
struct TreeSink: ExpressionSink {
    static var readsWholeLanguage: Bool { true }
    static var levelCapacity: Int { Limits.maximumNestingDepth }

    var tree = SyntaxTree()
    /// The statement's conversions in source order (see ``Conversion``); the tree holds the
    /// value converted.
    var conversions: [Conversion] = []
    /// See ``ExpressionSink/units``.
    var units: UnitNames?
    /// The table's percent rule, applied as the tree is built: a percent node is flagged
    /// (``SyntaxTree/Node/Flags/percent``), and `a + b%` gets the form of `+`. Nil: no rule.
    var percent: PercentRule?

    mutating func number(_ token: Token, in tokenizer: Tokenizer) throws(Failure) -> Int {
        if let literal = token.literal { return try tree.leaf(number: literal, token.span) }
        return try tree.leaf(number: tokenizer.longLiteral(token), token.span)
    }

    mutating func name(_ word: UnsafeBufferPointer<UInt8>, builtin: Int?, span: Span) throws(Failure) -> Int {
        try tree.leaf(name: String(decoding: word, as: UTF8.self), span)
    }

    mutating func unit(_ word: UnsafeBufferPointer<UInt8>, span: Span) throws(Failure) -> Int {
        try tree.leaf(unit: String(decoding: word, as: UTF8.self), span)
    }

    mutating func prefix(_ operation: Int, _ operand: Int, span: Span, operatorSpan: Span) throws(Failure) -> Int {
        let node = try tree.node(.prefix(operation), first: operand, span: span, operatorSpan: operatorSpan)
        // `-5%` is a percent still.
        if tree.nodes[operand].flags.contains(.percent), percent?.isSign(operation) == true {
            tree.nodes[node].flags.insert(.percent)
        }
        return node
    }

    mutating func postfix(_ operation: Int, _ operand: Int, span: Span, operatorSpan: Span) throws(Failure) -> Int {
        let node = try tree.node(.postfix(operation), first: operand, span: span, operatorSpan: operatorSpan)
        if operation == percent?.percent { tree.nodes[node].flags.insert(.percent) }
        return node
    }

    mutating func infix(_ operation: Int, _ left: Int, _ right: Int, span: Span, operatorSpan: Span) throws(Failure)
        -> Int
    {
        // A percent on the right is rare: the rule costs an ordinary operation one test.
        if tree.nodes[right].flags.contains(.percent), let percent {
            return try percentInfix(operation, left, span: span, operatorSpan: operatorSpan, rule: percent)
        }
        return try tree.node(.infix(operation), first: left, span: span, operatorSpan: operatorSpan)
    }

    /// `operation` with a percent on its right: the percent form when the left operand is no
    /// percent (`100 + 10%`), a percent when both are and `operation` joins them (`10% + 5%`),
    /// else the operation as written (`200 * 15%`).
    @inline(never)
    private mutating func percentInfix(_ operation: Int, _ left: Int, span: Span, operatorSpan: Span, rule: PercentRule)
        throws(Failure) -> Int
    {
        let leftIsPercent = tree.nodes[left].flags.contains(.percent)
        if !leftIsPercent, let form = rule.form(of: operation) {
            return try tree.node(.infix(form), first: left, span: span, operatorSpan: operatorSpan)
        }
        let node = try tree.node(.infix(operation), first: left, span: span, operatorSpan: operatorSpan)
        if leftIsPercent && rule.joinsPercents(operation) { tree.nodes[node].flags.insert(.percent) }
        return node
    }

    /// Flags the node `operand` as an implicit multiplication.
    mutating func implicitMultiplication(_ operand: Int) {
        tree.nodes[operand].flags.insert(.implicit)
    }

    mutating func unitJoin(_ operation: Int, _ left: Int, _ right: Int, span: Span, operatorSpan: Span)
        throws(Failure) -> Int
    {
        let index = try infix(operation, left, right, span: span, operatorSpan: operatorSpan)
        tree.unitJoins.append(index)
        return index
    }

    mutating func call(
        _ word: UnsafeBufferPointer<UInt8>, builtin: Int?, arguments: Int, first: Int?, span: Span, nameSpan: Span
    ) throws(Failure) -> Int {
        try tree.call(
            String(decoding: word, as: UTF8.self), arguments: arguments, first: first, span: span, nameSpan: nameSpan)
    }

    /// The node itself, its span widened over the parentheses (its operator span, a number's
    /// own, stays).
    mutating func conversion(_ operand: Int, target: ConversionTarget, span: Span, operatorSpan: Span) -> Int {
        conversions.append(Conversion(target: target, span: operatorSpan))
        return operand
    }

    mutating func parenthesized(_ operand: Int, from inner: Span, to outer: Span) -> Int {
        tree.nodes[operand].span = outer
        return operand
    }
}
