import CalculatorNumbers

/// Compiles a syntax tree to a ``ValueProgram``: names resolved by ``NameResolver`` (so the
/// misuse errors are the `Double` compiler's), literals converted exactly (`0.1` is 1/10), units
/// as quantities of one (`km` is `1 km`), each operation as a ``ValueOperation`` whose meaning
/// for each kind of operand is ``Value/apply(_:_:at:)``'s, `if` as jumps so only the branch taken
/// runs, and the user functions called linked in after the expression.
struct ValueCompiler: CodeCompiler {
    /// Where an operand's code starts (`if` puts its jumps there), and the span of its expression.
    struct Operand {
        var start: Int
        var span: Span
    }

    private var resolver: NameResolver
    var table: OperationTable { resolver.table }
    var state: CalculatorState { resolver.state }
    let options: CalculatorOptions
    /// The program being built (`builder.code`), and the skeleton that builds it.
    var builder = CodeBuilder<ValueProgram>()
    /// Each operation's callee, by its index in the table and whether it joins units.
    private var calleeIndex: [Int: Int] = [:]
    var context: NameResolver.Context {
        get { resolver.context }
        set { resolver.context = newValue }
    }

    init(table: OperationTable, options: CalculatorOptions, state: CalculatorState) {
        resolver = NameResolver(table: table, state: state, context: .expression(.error))
        self.options = options
    }

    mutating func compile(_ tree: SyntaxTree) throws(Failure) -> ValueProgram {
        try compileTree(tree, context: .expression(.error))
        builder.emit(.return, tree.nodes[tree.root].span)
        compileLinkedFunctions()
        return builder.take()
    }

    // MARK: Nodes

    mutating func compileLiteral(_ literal: SyntaxTree.Literal, of tree: SyntaxTree, _ node: SyntaxTree.Node)
        throws(Failure) -> Operand
    {
        let start = builder.count
        let number = try Self.number(tree.literal(literal), at: node.span, precision: options.precision)
        builder.emit(.constant(.number(number)), node.span)
        return Operand(start: start, span: node.span)
    }

    mutating func compileName(_ name: String, _ node: SyntaxTree.Node) throws(Failure) -> Operand {
        let start = builder.count
        switch try resolver.value(name, at: node.span) {
        case .parameter(let index): builder.emit(.parameter(index), node.span)
        case .ans: builder.emit(.constant(try operand(state.ans, named: name, node.span)), node.span)
        case .constant(let index):
            // A constant of any kind (a quantity: `c`) is pushed as it is; a builtin one computed.
            if let value = table.operations[index].value {
                builder.emit(.constant(try operand(value, named: name, node.span)), node.span)
            } else {
                try emitOperation(index, operands: 0, node)
            }
        case .variable(let value): builder.emit(.constant(try operand(value, named: name, node.span)), node.span)
        case .free: preconditionFailure("exact evaluation has no free variables")
        case .failure(let failure): try misuse(failure, node)
        }
        return Operand(start: start, span: node.span)
    }

    /// A name the parser read as a unit: in the statement, the unit; in a function's body, the
    /// user's name if, when called, there is one (`g(x) = x * s; s = 4; g(2)` is 8), else the unit.
    mutating func compileUnit(_ name: String, _ node: SyntaxTree.Node) throws(Failure) -> Operand {
        if context.isFunctionBody {
            switch try resolver.value(name, at: node.span) {
            case .failure: break
            case .parameter, .ans, .constant, .variable, .free: return try compileName(name, node)
            }
        }
        let start = builder.count
        builder.emit(.constant(Self.unit(name, in: state.unitTable)), node.span)
        return Operand(start: start, span: node.span)
    }

    mutating func compileOperator(
        _ index: Int, _ operands: ArraySlice<Operand>, _ node: SyntaxTree.Node, joining: Bool
    ) throws(Failure) -> Operand {
        if table.operations[index].builtin != .plus {
            try emitOperation(index, operands: operands.count, node, joining: joining)
        }
        return Operand(start: operands[operands.startIndex].start, span: node.span)
    }

    mutating func compileCall(_ name: String, _ arguments: ArraySlice<Operand>, _ node: SyntaxTree.Node)
        throws(Failure) -> Operand
    {
        let start = arguments.first?.start ?? builder.count
        switch try resolver.callee(name, arguments: arguments.count, at: node.span, nameSpan: node.operatorSpan) {
        case .builtin(let index):
            if table.operations[index].builtin == .conditional {
                let first = arguments.startIndex
                let (condition, then, otherwise) = (arguments[first], arguments[first + 1], arguments[first + 2])
                builder.conditional(then: then.start, otherwise: otherwise.start, at: node.span)
                // The jump that tests the condition is where `then` started: errors about the
                // condition's kind point at the condition.
                builder.code.operatorSpans[then.start] = condition.span
            } else {
                try emitOperation(index, operands: arguments.count, node)
            }
        case .function(let function):
            builder.emit(.call(builder.link(function), arguments: arguments.count), node.span)
        case .failure(let failure):
            try misuse(failure, node)
        }
        return Operand(start: start, span: node.span)
    }

    /// A misused name (see ``CodeBuilder/misuse(_:in:at:)``).
    private mutating func misuse(_ failure: Failure, _ node: SyntaxTree.Node) throws(Failure) {
        try builder.misuse(failure, in: context, at: node.span)
    }

    // MARK: Operations

    private mutating func emitOperation(
        _ index: Int, operands: Int, _ node: SyntaxTree.Node, joining: Bool = false
    ) throws(Failure) {
        let key = joining ? ~index : index
        let callee: Int
        if let known = calleeIndex[key] {
            callee = known
        } else {
            let operation = ValueOperation(table.operations[index], options: options)
            if case .unavailable(let reason) = operation.numbers, !operation.takesValues {
                throw Failure(.arithmetic, reason, at: node.span)
            }
            builder.code.callees.append(operation)
            builder.code.joins.append(joining)
            callee = builder.code.callees.count - 1
            calleeIndex[key] = callee
        }
        builder.code.append(.operation(callee, arguments: operands), node.span, operatorSpan: node.operatorSpan)
    }

    // MARK: Values

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

    /// `ans` or a variable as an operand of exact arithmetic, as its kind allows
    /// (``Value/exactOperand(named:options:at:)``).
    private func operand(_ value: Value, named name: String, _ span: Span) throws(Failure) -> Value {
        try value.exactOperand(named: name, options: options, at: span)
    }

    /// One of the unit `spelling` names, as a quantity of one.
    static func unit(_ spelling: String, in table: UnitTable) -> Value {
        guard case .unit(let match)? = table.lookUp(spelling) else {
            // `4.85 in`: the parser read `in` as the inch where no conversion could follow.
            guard let inch = table.inchWhereNoConversion(spelling) else {
                preconditionFailure("the parser reads a name as a unit only when the table has it")
            }
            return .quantity(Quantity(Number(1), UnitProduct(inch, spelled: spelling)))
        }
        return .quantity(Quantity(Number(1), UnitProduct(match, spelled: spelling)))
    }
}
