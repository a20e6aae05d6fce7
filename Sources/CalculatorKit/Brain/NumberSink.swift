import CalculatorNumbers

/// The expression parser's sink that computes exact values as it reads: each operand and each
/// operation, handed over in post-order, is applied at once to a stack of ``Number``s, so no
/// syntax tree is kept and a statement's memory does not grow with its length (a syntax tree
/// takes 32 bytes a node, and `1+1+…` has a node for every byte).
///
/// It computes what the value machine would compute from the tree, in the same order and with
/// the same names, literals and bodies, and nothing else: at a shape it does not take (a user
/// function, `if`, implicit multiplication, a conversion, a percent, a power while notes are on)
/// or at the first error it stops computing (``stopped``), and its caller leaves the statement
/// to the general path, which reports it with the tree's rules. A syntax error is the parser's,
/// the same either way.
///
/// ```swift
/// var sink = NumberSink(table: .standard, state: state, options: options)
/// // … ExpressionParser(tokenizer: tokenizer, table: .standard, sink: sink) reads `1+2*3` …
/// parser.sink.value   // 7, or nil when the statement is the general path's
/// ```
struct NumberSink: ExpressionSink {
    typealias Operand = Void

    static var readsWholeLanguage: Bool { true }
    static var levelCapacity: Int { Limits.maximumNestingDepth }

    private let resolver: NameResolver
    private let options: CalculatorOptions
    private var stack: [Number] = []
    /// Set at the first shape or error the sink leaves to the general path; from then on
    /// nothing is computed, and the parse goes on only to find a syntax error.
    private(set) var stopped = false

    /// The most numbers the stack may hold. Only a call's arguments wait on it in numbers (an
    /// operator's operands are at most as many as the levels of nesting), and a number takes
    /// up to 32 bytes where an argument may take two (`max(1,1,…)`): a call of more arguments
    /// is the general path's, within its own limit.
    static let maximumPending = 1 << 16

    init(table: OperationTable, state: CalculatorState, options: CalculatorOptions) {
        resolver = NameResolver(table: table, state: state, context: .expression(.error))
        self.options = options
        stack.reserveCapacity(8)
    }

    /// The statement's value once the parse has ended; nil when the sink stopped.
    var value: Number? { stopped || stack.count != 1 ? nil : stack[0] }

    private mutating func stop() {
        stopped = true
        stack = []
    }

    mutating func number(_ token: Token, in tokenizer: Tokenizer) {
        guard !stopped else { return }
        let literal = token.literal.map(NumberLiteral.init) ?? tokenizer.longLiteral(token)
        push(try? ValueCompiler.number(literal, at: token.span))
    }

    mutating func name(_ word: UnsafeBufferPointer<UInt8>, builtin: Int?, span: Span) {
        guard !stopped else { return }
        let name = String(decoding: word, as: UTF8.self)
        switch try? resolver.value(name, at: span) {
        case .ans?:
            push(Self.number(resolver.state.ans))
        case .variable(let value)?:
            push(Self.number(value))
        case .constant(let index)?:
            perform(index, count: 0, span: span)
        case .failure?, .parameter?, .free?, nil:
            stop()
        }
    }

    mutating func prefix(_ operation: Int, _ operand: Void, span: Span, operatorSpan: Span) {
        perform(operation, count: 1, span: span)
    }

    mutating func postfix(_ operation: Int, _ operand: Void, span: Span, operatorSpan: Span) {
        // The percent rule rewrites the tree around a percent, and notes may be made of it.
        if operation == resolver.table.percentRule?.percent { return stop() }
        perform(operation, count: 1, span: span)
    }

    mutating func infix(_ operation: Int, _ left: Void, _ right: Void, span: Span, operatorSpan: Span) {
        // Every reading note but the percent's and the units' is about a power (`-2^2`, `2^3^2`,
        // `5 ^ 3`) or an implicit multiplication, which stops the sink below.
        if options.notes, resolver.table.operations[operation].builtin == .power { return stop() }
        perform(operation, count: 2, span: span)
    }

    mutating func implicitMultiplication(_ operand: Void) { stop() }

    mutating func call(
        _ word: UnsafeBufferPointer<UInt8>, builtin: Int?, arguments: Int, first: Void?, span: Span, nameSpan: Span
    ) {
        guard !stopped else { return }
        let name = String(decoding: word, as: UTF8.self)
        switch try? resolver.callee(name, arguments: arguments, at: span, nameSpan: nameSpan) {
        case .builtin(let index)? where resolver.table.operations[index].builtin != .conditional:
            perform(index, count: arguments, span: span)
        default:
            stop()
        }
    }

    mutating func parenthesized(_ operand: Void, from inner: Span, to outer: Span) {}

    mutating func conversion(_ operand: Void, target: ConversionTarget, span: Span, operatorSpan: Span)
        throws(Failure)
    {
        stop()
    }

    /// A variable's value as a number: a number, or a finite `Double` taken exactly; nil for a
    /// quantity, a complex number or IEEE arithmetic's `inf` and `nan`, which are the general
    /// path's.
    private static func number(_ value: Value) -> Number? { value.plainNumber }

    private mutating func push(_ number: Number?) {
        guard let number, stack.count < Self.maximumPending else { return stop() }
        stack.append(number)
    }

    /// Applies the table's operation `index` to the top `count` numbers, as
    /// the value machine does.
    private mutating func perform(_ index: Int, count: Int, span: Span) {
        guard !stopped else { return }
        let operation = resolver.table.operations[index]
        if operation.builtin == .increaseByPercent || operation.builtin == .decreaseByPercent { return stop() }
        do throws(NumberError) {
            if count == 2, let direct = DirectOperation(operation.builtin) {
                return try direct.apply(to: &stack, precision: options.precision)
            }
            switch operation.builtin {
            case .plus?: return
            case .negate?: stack.append(-stack.removeLast())
            default:
                let body: Body<Number> = operation.body(in: ArithmeticContext(options))
                guard try body.apply(to: &stack, count: count) else { return stop() }
            }
        } catch {
            stop()
        }
        // A constant (`pi`) is an operation that pushes.
        if stack.count > Self.maximumPending { stop() }
    }
}
