import CalculatorNumbers

/// Compiles a syntax tree to a ``NumberProgram``: names resolved by ``NameResolver`` (so the
/// misuse errors are the `Double` compiler's), literals converted exactly (`0.1` is 1/10), each
/// operation's ``Number`` body from the one switch in Number+Builtins.swift, `if` as jumps so only
/// the branch taken runs, and the user functions called linked in after the expression.
struct NumberCompiler {
    private var resolver: NameResolver
    var table: OperationTable { resolver.table }
    var state: CalculatorState { resolver.state }
    let options: CalculatorOptions
    private(set) var program = NumberProgram()
    private var linked: [String: Int] = [:]
    private var unlinked: [(index: Int, function: UserFunction)] = []
    private var calleeIndex: [Int: Int] = [:]

    init(table: OperationTable, options: CalculatorOptions, state: CalculatorState) {
        resolver = NameResolver(table: table, state: state, context: .expression(.error))
        self.options = options
    }

    mutating func compile(_ tree: SyntaxTree) throws(Failure) -> NumberProgram {
        try compileTree(tree, context: .expression(.error))
        emit(.return, tree.nodes[tree.root].span)
        while let (index, function) = unlinked.popLast() {
            let entry = program.code.count
            program.functions[index].entry = entry
            let span = function.body.nodes[function.body.root].span
            do {
                try compileTree(function.body, context: .functionBody(parameters: function.parameters))
            } catch {
                // The table changed since the definition was checked: fail when called.
                truncate(to: entry)
                emitFailure(error, at: span)
            }
            emit(.return, span)
            program.functions[index].isConditional = program.code[entry...].contains {
                if case .jumpIfZero = $0 { true } else { false }
            }
        }
        return program
    }

    private mutating func compileTree(_ tree: SyntaxTree, context: NameResolver.Context) throws(Failure) {
        resolver.context = context
        // Where each operand's code starts: `if` puts its jumps there.
        var starts: [Int] = []
        for node in tree.nodes {
            let start = program.code.count
            switch node.kind {
            case .number(let literal):
                emit(.constant(try Self.number(tree.literal(literal), at: node.span)), node.span)
                starts.append(start)
            case .name(let name):
                try value(tree.names[name], node)
                starts.append(start)
            case .prefix(let operation), .postfix(let operation):
                try apply(operation, operands: 1, node)
            case .infix(let operation):
                starts.removeLast()
                try apply(operation, operands: 2, node)
            case .call(let name, let count):
                let arguments = Array(starts.suffix(count))
                starts.removeLast(count)
                try call(tree.names[name], arguments, node)
                starts.append(arguments.first ?? start)
            }
        }
    }

    /// The exact value of a literal.
    static func number(_ literal: NumberLiteral, at span: Span) throws(Failure) -> Number {
        do throws(NumberError) {
            if literal.longDigits == nil {
                return try Number(radix: literal.radix, significand: literal.significand, exponent: literal.exponent)
            }
            guard let value = try Number(radix: literal.radix, significand: literal.digits, exponent: literal.exponent)
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
        case .failure(let failure): try misuse(failure, node)
        }
    }

    /// A variable's number (a `Double` taken exactly); its IEEE value (`inf`, `nan`) is no number
    /// of exact arithmetic.
    static func number(of value: Value, named name: String, _ span: Span) throws(Failure) -> Number {
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
            if table.operations[index].builtin == .conditional { return conditional(arguments, node) }
            try emitOperation(index, operands: arguments.count, node)
        case .function(let function):
            emit(.call(link(function), arguments: arguments.count), node.span)
        case .failure(let failure):
            try misuse(failure, node)
        }
    }

    /// A misused name: an error now in the expression; in a function body, an error when the
    /// function runs (it may never, as in the branch of an `if` not taken).
    private mutating func misuse(_ failure: Failure, _ node: SyntaxTree.Node) throws(Failure) {
        guard resolver.context.isFunctionBody else { throw failure }
        emitFailure(failure, at: node.span)
    }

    private mutating func link(_ function: UserFunction) -> Int {
        if let index = linked[function.name] { return index }
        let index = program.functions.count
        program.functions.append(
            NumberProgram.Function(
                name: function.name, definition: function.definition, arity: function.parameters.count))
        linked[function.name] = index
        unlinked.append((index, function))
        return index
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
            program.callees.append(
                NumberProgram.Callee(name: operation.symbol, body: body, direct: DirectOperation(operation.builtin)))
            callee = program.callees.count - 1
            calleeIndex[index] = callee
        }
        emit(.operation(callee, arguments: operands), node.span)
    }

    /// ``body(of:options:)``, or the error at `span` of an operation with no meaning in exact
    /// arithmetic (`inf`), which compiling reports.
    static func availableBody(of operation: Operation, options: CalculatorOptions, at span: Span) throws(Failure)
        -> ThrowingOperationBody<Number, NumberError>
    {
        let body = body(of: operation, options: options)
        if case .unavailable(let reason) = body { throw Failure(.arithmetic, reason, at: span) }
        return body
    }

    /// An operation's body on numbers: a builtin's from Number+Builtins.swift; a custom
    /// operation's exact body (``Operation/exact(_:)``), or else its `Double` body on the operands'
    /// nearest doubles, its result approximate.
    static func body(of operation: Operation, options: CalculatorOptions) -> ThrowingOperationBody<Number, NumberError>
    {
        switch operation.definition {
        case .builtin(let builtin):
            return Number.body(of: builtin, angles: options.angleUnit, precision: options.precision)
        case .custom(let body):
            if let exact = operation.exactBody { return .variadic(exact) }
            let name = operation.symbol
            @Sendable func computed(_ operands: [Double], _ result: Double) throws(NumberError) -> Number {
                guard let number = Number(computed: result) else {
                    throw .domain(CheckedArithmeticMessages.message(name, nil, operands, result))
                }
                return number
            }
            switch body {
            case .constant(let value):
                return (try? computed([], value)).map { .constant($0) } ?? .unavailable("\(name) is not finite")
            case .unary(let function):
                return .unary { x throws(NumberError) in
                    let operand = Double(x)
                    return try computed([operand], function(operand))
                }
            case .binary(let function):
                return .binary { x, y throws(NumberError) in
                    let operands = (Double(x), Double(y))
                    return try computed([operands.0, operands.1], function(operands.0, operands.1))
                }
            case .variadic(let function):
                return .variadic { xs throws(NumberError) in
                    let operands = xs.map { Double($0) }
                    return try computed(operands, function(operands))
                }
            case .conditional:
                return .conditional
            case .unavailable(let reason):
                return .unavailable(reason)
            }
        }
    }

    /// `if(c, a, b)`: the condition, a jump past `a` when it is zero, `a`, a jump past `b`, `b`.
    /// The offsets are relative, so the jumps of an `if` nested in a branch stay right when an
    /// enclosing one inserts its own.
    private mutating func conditional(_ arguments: [Int], _ node: SyntaxTree.Node) {
        let (then, otherwise) = (arguments[1], arguments[2])
        insert(.jump(program.code.count - otherwise), node.span, at: otherwise)
        insert(.jumpIfZero(otherwise + 1 - then), node.span, at: then)
    }

    // MARK: Emitting

    private mutating func emit(_ instruction: NumberProgram.Instruction, _ span: Span) {
        program.code.append(instruction)
        program.spans.append(span)
    }

    private mutating func emitFailure(_ failure: Failure, at span: Span) {
        program.failures.append(failure)
        emit(.fail(program.failures.count - 1), span)
    }

    private mutating func insert(_ instruction: NumberProgram.Instruction, _ span: Span, at index: Int) {
        program.code.insert(instruction, at: index)
        program.spans.insert(span, at: index)
    }

    private mutating func truncate(to count: Int) {
        program.code.removeLast(program.code.count - count)
        program.spans.removeLast(program.spans.count - count)
    }
}
