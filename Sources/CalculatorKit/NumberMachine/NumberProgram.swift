import CalculatorNumbers

/// An expression compiled for exact evaluation (``CalculatorOptions/Arithmetic-swift.enum/exact``):
/// the code that ``NumberMachine`` runs on ``Number``s, with the user functions it calls.
///
/// The `Double` path's ``Program`` is built for speed (fused instructions, folded constants,
/// a stack of plain doubles); this one for exactness, and is compiled per statement. It shares the
/// syntax tree, the name resolution and the error spans, so both report the same errors at the
/// same places.
struct NumberProgram {
    enum Instruction {
        case constant(Number)
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

    /// An operation as the machine calls it.
    struct Callee {
        var name: String
        var body: Body<Number>
        /// The body as an operation the machine calls directly, when it is one.
        var direct: DirectOperation?
    }

    var code: [Instruction] = []
    /// The source span of each instruction, for errors.
    var spans: [Span] = []
    var callees: [Callee] = []
    var functions: [LinkedFunction] = []
    var failures: [Failure] = []
    /// Significant digits for an exact result of the four operations that passes the size limit
    /// and is approximated instead (the other operations' bodies hold it already).
    var precision = 15
}

extension NumberProgram: BuiltCode {
    var count: Int { code.count }

    mutating func reserveCapacity(_ count: Int) {
        code.reserveCapacity(count)
        spans.reserveCapacity(count)
    }

    mutating func append(_ instruction: Instruction, _ span: Span) {
        code.append(instruction)
        spans.append(span)
    }

    mutating func insert(_ instruction: Instruction, _ span: Span, at index: Int) {
        code.insert(instruction, at: index)
        spans.insert(span, at: index)
    }

    mutating func truncate(to count: Int) {
        code.removeLast(code.count - count)
        spans.removeLast(spans.count - count)
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
        case .divisionByZero, .domain, .overflow: break
        }
        return failure
    }
}
