import CalculatorNumbers

/// Compiles a syntax tree to a ``NumberProgram``: names resolved by ``NameResolver`` (so the
/// misuse errors are the `Double` compiler's), literals converted exactly (`0.1` is 1/10), each
/// operation's ``Number`` body from the one switch in Number+Builtins.swift, `if` as jumps so only
/// the branch taken runs, and the user functions called linked in after the expression.
struct NumberCompiler: CodeCompiler {
    private var resolver: NameResolver
    var table: OperationTable { resolver.table }
    var state: CalculatorState { resolver.state }
    let options: CalculatorOptions
    /// The program being built (`builder.code`), and the skeleton that builds it.
    var builder = CodeBuilder<NumberProgram>()
    private var calleeIndex: [Int: Int] = [:]
    var context: NameResolver.Context {
        get { resolver.context }
        set { resolver.context = newValue }
    }

    init(table: OperationTable, options: CalculatorOptions, state: CalculatorState) {
        resolver = NameResolver(table: table, state: state, context: .expression(.error))
        self.options = options
    }

    mutating func compile(_ tree: SyntaxTree) throws(Failure) -> NumberProgram {
        try compileTree(tree, context: .expression(.error))
        emit(.return, tree.nodes[tree.root].span)
        compileLinkedFunctions()
        var program = builder.take()
        program.precision = options.precision
        return program
    }

    // MARK: Nodes (an operand is where its code starts: `if` puts its jumps there)

    mutating func compileLiteral(_ literal: SyntaxTree.Literal, of tree: SyntaxTree, _ node: SyntaxTree.Node)
        throws(Failure) -> Int
    {
        let start = builder.count
        emit(.constant(try Self.number(tree.literal(literal), at: node.span, precision: options.precision)), node.span)
        return start
    }

    mutating func compileName(_ name: String, _ node: SyntaxTree.Node) throws(Failure) -> Int {
        let start = builder.count
        try value(name, node)
        return start
    }

    mutating func compileOperator(_ index: Int, _ operands: ArraySlice<Int>, _ node: SyntaxTree.Node)
        throws(Failure) -> Int
    {
        try apply(index, operands: operands.count, node)
        return operands[operands.startIndex]
    }

    mutating func compileCall(_ name: String, _ arguments: ArraySlice<Int>, _ node: SyntaxTree.Node)
        throws(Failure) -> Int
    {
        let start = arguments.first ?? builder.count
        try call(name, Array(arguments), node)
        return start
    }

    /// The exact value of a literal; one past the size limit (`1e20000000`) is approximated at
    /// `precision` significant digits.
    static func number(_ literal: NumberLiteral, at span: Span, precision: Int = 15) throws(Failure) -> Number {
        do throws(NumberError) {
            if literal.longDigits == nil {
                return try Number(
                    radix: literal.radix, significand: literal.significand, exponent: literal.exponent,
                    precision: precision)
            }
            guard
                let value = try Number(
                    radix: literal.radix, significand: literal.digits, exponent: literal.exponent, precision: precision)
            else { preconditionFailure("the scanner keeps only digits of the literal's radix") }
            return value
        } catch {
            throw Failure.number(error, at: span)
        }
    }

    // MARK: Names

    private mutating func value(_ name: String, _ node: SyntaxTree.Node) throws(Failure) {
        switch try resolver.value(name, at: node.span) {
        case .parameter(let index): emit(.parameter(index), node.span)
        case .ans: emit(.constant(try Self.number(of: state.ans, named: name, node.span)), node.span)
        case .constant(let index): try emitOperation(index, operands: 0, node)
        case .variable(let value): emit(.constant(try Self.number(of: value, named: name, node.span)), node.span)
        case .free: preconditionFailure("exact evaluation has no free variables")
        case .failure(let failure):
            // A unit in a function's body (`f(x) = x + 1 cm`): the quantity evaluator's.
            if resolver.context.isFunctionBody, case .unit? = state.unitTable.lookUp(name) {
                throw Failure(.misuse, Failure.quantityOperandMessage, at: node.span)
            }
            try misuse(failure, node)
        }
    }

    /// A variable's number (a `Double` taken exactly); its IEEE value (`inf`, `nan`) is no number
    /// of exact arithmetic.
    static func number(of value: Value, named name: String, _ span: Span) throws(Failure) -> Number {
        // A quantity goes to the quantity evaluator, which the brain runs on this message.
        if case .quantity = value { throw Failure(.misuse, Failure.quantityOperandMessage, at: span) }
        // So does a complex number, to the complex evaluator.
        if case .complex = value { throw Failure(.misuse, Failure.complexWithUnitsMessage, at: span) }
        guard let number = value.number else {
            throw Failure(
                .arithmetic, "\(name) is \(ValueFormat().string(for: value)), which only IEEE arithmetic has",
                at: span)
        }
        return number
    }

    private mutating func call(_ name: String, _ arguments: [Int], _ node: SyntaxTree.Node) throws(Failure) {
        switch try resolver.callee(name, arguments: arguments.count, at: node.span, nameSpan: node.operatorSpan) {
        case .builtin(let index):
            if table.operations[index].builtin == .conditional {
                return builder.conditional(then: arguments[1], otherwise: arguments[2], at: node.span)
            }
            try emitOperation(index, operands: arguments.count, node)
        case .function(let function):
            emit(.call(builder.link(function), arguments: arguments.count), node.span)
        case .failure(let failure):
            try misuse(failure, node)
        }
    }

    /// A misused name (see ``CodeBuilder/misuse(_:in:at:)``).
    private mutating func misuse(_ failure: Failure, _ node: SyntaxTree.Node) throws(Failure) {
        try builder.misuse(failure, in: context, at: node.span)
    }

    // MARK: Operations

    private mutating func apply(_ index: Int, operands: Int, _ node: SyntaxTree.Node) throws(Failure) {
        if table.operations[index].builtin == .plus { return }
        try emitOperation(index, operands: operands, node)
    }

    private mutating func emitOperation(_ index: Int, operands: Int, _ node: SyntaxTree.Node) throws(Failure) {
        let callee: Int
        if let known = calleeIndex[index] {
            callee = known
        } else {
            let operation = table.operations[index]
            let body = try Self.availableBody(of: operation, options: options, at: node.span)
            builder.code.callees.append(
                NumberProgram.Callee(name: operation.symbol, body: body, direct: DirectOperation(operation.builtin)))
            callee = builder.code.callees.count - 1
            calleeIndex[index] = callee
        }
        emit(.operation(callee, arguments: operands), node.span)
    }

    /// The operation's body on numbers (``Operation/body(in:)-(ArithmeticContext)``), or the
    /// error at `span` of an operation with no meaning in exact arithmetic (`inf`), which
    /// compiling reports.
    static func availableBody(of operation: Operation, options: CalculatorOptions, at span: Span) throws(Failure)
        -> Body<Number>
    {
        let body: Body<Number> = operation.body(in: ArithmeticContext(options))
        if case .unavailable(let reason) = body { throw Failure(.arithmetic, reason, at: span) }
        return body
    }

    // MARK: Emitting

    private mutating func emit(_ instruction: NumberProgram.Instruction, _ span: Span) {
        builder.emit(instruction, span)
    }
}
