import CalculatorNumbers

/// An expression compiled for exact arithmetic (``CalculatorOptions/Arithmetic-swift.enum/exact``):
/// the code that the value machine (ValueMachine.swift) runs on a stack of ``Value``s, with the
/// user functions it calls. Every kind of value of exact arithmetic (a number, a quantity, a
/// complex number) runs here, through the same `if`, calls, limits and stop checks.
///
/// The `Double` path's ``Program`` is built for speed (fused instructions, folded constants,
/// a stack of plain doubles); this one for exactness, and is compiled per statement. It shares the
/// syntax tree, the name resolution and the error spans, so both report the same errors at the
/// same places.
struct ValueProgram {
    enum Instruction {
        case constant(Value)
        /// The current function's parameter.
        case parameter(Int)
        /// A builtin or custom operation, ``callees``[index], on the top `arguments` values.
        case operation(Int, arguments: Int)
        /// The user function ``functions``[index].
        case call(Int, arguments: Int)
        /// Skip `offset` instructions when the top value is zero (it is popped).
        case jumpIfZero(Int)
        /// Skip `offset` instructions.
        case jump(Int)
        /// Fail with ``failures``[index] (a misused name in a function body, found when called).
        case fail(Int)
        case `return`
    }

    var code: [Instruction] = []
    /// The source span of each instruction, for errors: an operation's whole expression.
    var spans: [Span] = []
    /// A second span for each instruction: an operation's operator (where an error about its
    /// operands' kinds points, `1 m + 1 s` at the `+`), a conditional jump's condition.
    var operatorSpans: [Span] = []
    var callees: [ValueOperation] = []
    /// Whether each callee joins a number and its units (`20 °C`), where a temperature scale
    /// may stand (``OperationSite/joining``).
    var joins: [Bool] = []
    var functions: [LinkedFunction] = []
    var failures: [Failure] = []
}

extension ValueProgram: BuiltCode {
    var count: Int { code.count }

    mutating func reserveCapacity(_ count: Int) {
        code.reserveCapacity(count)
        spans.reserveCapacity(count)
        operatorSpans.reserveCapacity(count)
    }

    mutating func append(_ instruction: Instruction, _ span: Span) {
        append(instruction, span, operatorSpan: span)
    }

    mutating func append(_ instruction: Instruction, _ span: Span, operatorSpan: Span) {
        code.append(instruction)
        spans.append(span)
        operatorSpans.append(operatorSpan)
    }

    mutating func insert(_ instruction: Instruction, _ span: Span, at index: Int) {
        code.insert(instruction, at: index)
        spans.insert(span, at: index)
        operatorSpans.insert(span, at: index)
    }

    mutating func truncate(to count: Int) {
        code.removeLast(code.count - count)
        spans.removeLast(spans.count - count)
        operatorSpans.removeLast(operatorSpans.count - count)
    }

    mutating func placeFunction(_ index: Int, at entry: Int) {
        functions[index].isConditional = code[entry...].contains {
            if case .jumpIfZero = $0 { true } else { false }
        }
    }

    static func jump(_ offset: Int) -> Instruction { .jump(offset) }
    static func jumpIfZero(_ offset: Int) -> Instruction { .jumpIfZero(offset) }
    static func fail(_ index: Int) -> Instruction { .fail(index) }
    static var `return`: Instruction { .return }
}

extension Failure {
    /// A number operation's error at `span`, in checked arithmetic's words.
    static func number(_ error: NumberError, at span: Span) -> Failure {
        var failure = Failure(.arithmetic, error.message, at: span)
        switch error {
        case .limit: failure.kind = .limit
        case .stopped: failure.kind = .interrupted
        case .invalidOperand(let operand, _): failure.operand = operand
        case .undecided: failure.isUndecided = true
        case .divisionByZero, .domain, .overflow, .noRealValue: break
        }
        return failure
    }
}
