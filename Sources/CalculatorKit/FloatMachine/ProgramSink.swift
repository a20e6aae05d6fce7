/// The one-pass compiler's sink: emits each operand and operation through ``Compiler`` as the
/// expression parser reads it (as clox does), with no syntax tree. ``DirectCompiler`` runs it.
///
/// It takes the common shapes only (``ExpressionSink/readsWholeLanguage`` is false): ASCII
/// numbers and names, the table's symbol operators, parentheses and calls. It also gives up on
/// a literal too long for a token or beyond `Double`'s range, `ans` (which the resolver reads
/// before the table, in the order of names), a call with no argument, and a full stack; every
/// error of the compiler makes it give up too. The two-pass path then compiles the source and
/// reports the error at the same place and in the same words.
///
/// ```swift
/// DirectCompiler.compile("(x + 2) * sin(y)", table: .standard, options: options, state: state)
/// ```
struct ProgramSink: ExpressionSink {
    /// Nothing: the operands are on the sink's own stack, the compiler's operands in the order
    /// the compiler takes them (a call's arguments side by side).
    struct Operand {}

    static var readsWholeLanguage: Bool { false }

    /// A kilobyte of levels: the standard library's `withUnsafeTemporaryAllocation` keeps that
    /// much on the native stack, and put the larger ones tried (1.5 and 4 KB) on the heap.
    static var levelCapacity: Int { 1024 / MemoryLayout<ExpressionParser<ProgramSink>.Level>.stride }

    var compiler: Compiler
    /// The operands compiled, innermost last.
    var operands: FixedStack<Compiler.Operand>

    mutating func number(_ token: Token, in tokenizer: Tokenizer) throws(Failure) -> Operand {
        guard let literal = token.literal, token.isPlainDecimal || !literal.mayOverflowDouble else { throw .gaveUp }
        try push(compiler.constant(Double(literal), token.span))
        return Operand()
    }

    mutating func name(_ word: UnsafeBufferPointer<UInt8>, builtin: Int?, span: Span) throws(Failure) -> Operand {
        guard !"ans".isSpelled(by: word) else { throw .gaveUp }
        try push(compiler.value(String(decoding: word, as: UTF8.self), at: span, builtin: builtin, spelling: word))
        return Operand()
    }

    mutating func prefix(_ operation: Int, _ operand: Operand, span: Span, operatorSpan: Span) throws(Failure)
        -> Operand
    {
        try apply(operation, operands: 1, span)
    }

    mutating func postfix(_ operation: Int, _ operand: Operand, span: Span, operatorSpan: Span) throws(Failure)
        -> Operand
    {
        try apply(operation, operands: 1, span)
    }

    mutating func infix(_ operation: Int, _ left: Operand, _ right: Operand, span: Span, operatorSpan: Span)
        throws(Failure) -> Operand
    {
        try apply(operation, operands: 2, span)
    }

    mutating func call(
        _ word: UnsafeBufferPointer<UInt8>, builtin: Int?, arguments: Int, first: Operand?, span: Span,
        nameSpan: Span
    ) throws(Failure) -> Operand {
        // `rand()`, with no argument, and `ans(…)`: the two-pass path.
        guard arguments > 0, !"ans".isSpelled(by: word) else { throw .gaveUp }
        let result = try compiler.call(
            String(decoding: word, as: UTF8.self), operands.top(arguments), at: span, nameSpan: nameSpan,
            builtin: builtin)
        replaceTop(arguments, with: result)
        return Operand()
    }

    /// Widens the span of the instruction that computed the operand over its parentheses: the
    /// parser widens the tree's node, which the compiler then gives that span.
    mutating func parenthesized(_ operand: Operand, from inner: Span, to outer: Span) -> Operand {
        compiler.widenLastSpan(from: inner, to: outer)
        return operand
    }

    /// The program, the whole expression spanning `span`, and its variables' names.
    mutating func finish(at span: Span) -> DirectCompiler.Result {
        let program = compiler.finish(at: span)
        return (program, compiler.variableNames)
    }

    /// Pushes an operand; gives up when the stack is full.
    private mutating func push(_ operand: Compiler.Operand) throws(Failure) {
        guard operands.append(operand) else { throw .gaveUp }
    }

    /// Compiles the operator `operation` applied to the top `count` operands, spanning `span`.
    private mutating func apply(_ operation: Int, operands count: Int, _ span: Span) throws(Failure) -> Operand {
        let result = try compiler.apply(operation, to: operands.top(count), at: span)
        replaceTop(count, with: result)
        return Operand()
    }

    /// Replaces the top `count` operands, just compiled into `operand`, with it.
    private mutating func replaceTop(_ count: Int, with operand: Compiler.Operand) {
        operands.removeLast(count - 1)
        operands[operands.count - 1] = operand
    }
}
