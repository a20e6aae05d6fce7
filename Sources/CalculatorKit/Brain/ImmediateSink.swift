/// The batch fast path's sink: computes each operation as the expression parser reads it, on
/// the parser's levels (an operand is a value), with no tree and no program. ``PlainArithmetic``
/// runs it.
///
/// It takes plain decimal numbers, the table's `+ - * /` and prefix `- +`, and parentheses;
/// anything else (a name, another operator, a call, a literal in another form) and every
/// value that `Arithmetic` will not give (an error, a value past its range) make it give up,
/// before any effect. What it computes, it computes in the order the general path does: an
/// operator once its operands are complete, left to right.
///
/// ```swift
/// PlainArithmetic(table: .standard)!.evaluate("(1 + 2) * 3", in: DoublePlainArithmetic(checked: true))
/// // (9.0, 0..<11)
/// ```
struct ImmediateSink<Arithmetic: PlainArithmeticValues>: ExpressionSink {
    typealias Operand = Arithmetic.Value

    static var readsWholeLanguage: Bool { false }
    /// Deeper nesting than this is rare: the general path takes it, with its own limits.
    static var levelCapacity: Int { 32 }

    let arithmetic: Arithmetic
    let operations: PlainArithmetic.Operations

    func number(_ token: Token, in tokenizer: Tokenizer) throws(Failure) -> Operand {
        guard token.isPlainDecimal, let literal = token.literal, let value = arithmetic.literal(literal) else {
            throw .gaveUp
        }
        return value
    }

    func name(_ word: UnsafeBufferPointer<UInt8>, builtin: Int?, span: Span) throws(Failure) -> Operand {
        throw .gaveUp
    }

    func prefix(_ operation: Int, _ operand: Operand, span: Span, operatorSpan: Span) throws(Failure) -> Operand {
        if operation == operations.plus { return operand }
        guard operation == operations.negate, let result = arithmetic.negate(operand) else { throw .gaveUp }
        return result
    }

    func postfix(_ operation: Int, _ operand: Operand, span: Span, operatorSpan: Span) throws(Failure) -> Operand {
        throw .gaveUp
    }

    func infix(_ operation: Int, _ left: Operand, _ right: Operand, span: Span, operatorSpan: Span)
        throws(Failure) -> Operand
    {
        let direct: DirectOperation
        switch operation {
        case operations.add: direct = .add
        case operations.subtract: direct = .subtract
        case operations.multiply: direct = .multiply
        case operations.divide: direct = .divide
        default: throw .gaveUp
        }
        guard let result = arithmetic.apply(direct, left, right) else { throw .gaveUp }
        return result
    }

    func call(
        _ word: UnsafeBufferPointer<UInt8>, builtin: Int?, arguments: Int, first: Operand?, span: Span,
        nameSpan: Span
    ) throws(Failure) -> Operand {
        throw .gaveUp
    }

    func parenthesized(_ operand: Operand, from inner: Span, to outer: Span) -> Operand { operand }
}
