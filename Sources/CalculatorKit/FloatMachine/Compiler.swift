/// Turns syntax trees into a ``Program`` for the stack machine.
///
/// The loop over the tree, the linking of user functions (each compiled once per program) and
/// `if`'s jumps are ``CodeBuilder``'s, shared with the exact compiler. What is this compiler's
/// own: names become code (constants, captured variables, parameters, variable slots, as
/// ``NameResolver`` says), constant sub-expressions are folded, and instructions are fused.
struct Compiler: CodeCompiler {
    /// What the names of the tree being compiled mean; it holds the table and the state.
    private var resolver: NameResolver
    /// The resolver's table, lent rather than copied: no retain and release of its storage for
    /// each look-up.
    var table: OperationTable {
        _read { yield resolver.table }
    }
    var state: CalculatorState { resolver.state }
    let options: CalculatorOptions
    /// The program being built (`builder.code`), and the skeleton that builds it.
    var builder = CodeBuilder<Program>()
    var context: NameResolver.Context {
        get { resolver.context }
        set { resolver.context = newValue }
    }
    /// The free names of a compiled expression, in order of first appearance: its variables.
    private var variables: VariableList
    /// Whether the main expression is one given to `compile` (or a plot), not a statement of
    /// checked or IEEE arithmetic: what a refused value of `ans` or a variable is told.
    private var isCompiledExpression = false

    /// What a brain's compiles pass on, each to the next: the table's functions made into
    /// callees so far, which a program's lists start from (a function is made into a callee
    /// once, and the lists are shared rather than allocated for each expression), and the
    /// variables of the compile before (see ``VariableList``). Valid for one table and one set
    /// of options.
    struct Memo {
        var callees = Program.Callees()
        var variableNames: [String] = []
    }

    /// A compiler starting from `memo`, the memo of the compile before with the same table and
    /// options.
    init(table: OperationTable, options: CalculatorOptions, state: CalculatorState, memo: Memo = Memo()) {
        resolver = NameResolver(table: table, state: state, context: .expression(.error))
        self.options = options
        builder.code.callees = memo.callees
        variables = VariableList(previous: memo.variableNames)
    }

    /// An operand on the compile-time stack: where its code starts, and its value when known.
    struct Operand {
        var start: Int
        var constant: Double?
    }

    /// Compiles the main expression, then every user function it reaches.
    mutating func compile(_ tree: SyntaxTree, freeNames: NameResolver.FreeNames) throws(Failure) -> Program {
        isCompiledExpression = freeNames == .variables
        try compileTree(tree, context: .expression(freeNames))
        return finish(at: tree.nodes[tree.root].span)
    }

    /// Readies the compiler for a main expression given node by node (``constant(_:_:)``,
    /// ``value(_:at:)``, ``apply(_:to:at:)``, ``call(_:_:at:nameSpan:)``), with room for
    /// `reserve` instructions: the way ``DirectCompiler`` uses it.
    mutating func startExpression(freeNames: NameResolver.FreeNames, reserve: Int) {
        resolver.context = .expression(freeNames)
        isCompiledExpression = freeNames == .variables
        builder.code.code.reserveCapacity(reserve)
    }

    /// Ends the main code, the whole expression spanning `span`, and compiles every user
    /// function it reaches.
    mutating func finish(at span: Span) -> Program {
        emit(.return, span)
        builder.code.maximumStack = builder.code.stackNeeded(from: 0)
        compileLinkedFunctions()
        return builder.take()
    }

    /// The variables' names, for the compiled expression once the compiler is done.
    var variableNames: [String] { variables.names }

    /// Checks a function body at definition time for errors that cannot depend on later
    /// definitions (a built-in function with the wrong number of arguments).
    func check(_ function: UserFunction) throws(Failure) {
        var compiler = Compiler(table: table, options: options, state: state)
        try compiler.compileTree(function.body, context: .functionBody(parameters: function.parameters))
    }

    // MARK: Nodes, for the builder's loop

    mutating func compileLiteral(_ literal: SyntaxTree.Literal, of tree: SyntaxTree, _ node: SyntaxTree.Node)
        -> Operand
    {
        switch literal {
        case .inline(let literal): constant(Double(literal), node.span)
        case .stored(let index): constant(Double(tree.literals[index]), node.span)
        }
    }

    mutating func compileName(_ name: String, _ node: SyntaxTree.Node) throws(Failure) -> Operand {
        try value(name, at: node.span)
    }

    mutating func compileOperator(
        _ index: Int, _ operands: ArraySlice<Operand>, _ node: SyntaxTree.Node, joining: Bool
    )
        throws(Failure) -> Operand
    {
        try apply(index, to: operands, at: node.span)
    }

    mutating func compileCall(_ name: String, _ arguments: ArraySlice<Operand>, _ node: SyntaxTree.Node)
        throws(Failure) -> Operand
    {
        try call(name, arguments, at: node.span, nameSpan: node.operatorSpan)
    }

    // MARK: Names

    /// The code for `name` used as a value.
    mutating func value(_ name: String, at span: Span) throws(Failure) -> Operand {
        try emit(resolver.value(name, at: span), name, at: span)
    }

    /// The same, with the table asked already (see ``NameResolver/value(_:at:builtin:)``), and
    /// the bytes that spell the name (see ``VariableList/slot(of:spelledBy:)``).
    mutating func value(
        _ name: @autoclosure () -> String, at span: Span, builtin: Int?, spelling: UnsafeBufferPointer<UInt8>
    ) throws(Failure) -> Operand {
        try emit(resolver.value(name(), at: span, builtin: builtin), name(), spelling: spelling, at: span)
    }

    // Inlined into both callers: each name of every compiled expression comes through here
    // (`calc-bench --only compile` counted 2.3 million more instructions when it was a call).
    @inline(__always)
    private mutating func emit(
        _ value: NameResolver.Value, _ name: @autoclosure () -> String, spelling: UnsafeBufferPointer<UInt8>? = nil,
        at span: Span
    ) throws(Failure) -> Operand {
        switch value {
        case .parameter(let index):
            return emitValue(.parameter(index), span)
        case .ans:
            if !state.ans.isPlainNumber { return try refused(state.ans, named: "ans", at: span) }
            return constant(Double(state.ans), span)
        case .constant(let index):
            // A constant holding a quantity or a complex number, refused as a variable holding one.
            if let value = resolver.table.operations[index].value, !value.isPlainNumber {
                return try refused(value, named: name(), at: span)
            }
            // `i`, and a kind's own constants (`now`), have no `Double`: refused with their body's reason.
            guard let value = resolver.table.operations[index].constantValue else {
                return try complex(at: span, index: index)
            }
            return constant(value, span)
        case .variable(let value):
            if !value.isPlainNumber { return try refused(value, named: name(), at: span) }
            return constant(Double(value), span)
        case .free:
            return emitValue(.variable(variables.slot(of: name(), spelledBy: spelling)), span)
        case .failure(let failure):
            // A unit in a function's body, called in Double arithmetic (see unitsNeedExactArithmetic).
            if resolver.context.isFunctionBody, case .unit? = state.unitTable.lookUp(name()) {
                return try misuse(.unitsNeedExactArithmetic(at: span), at: span)
            }
            return try misuse(failure, at: span)
        }
    }

    /// `i`, which `Double` arithmetic has no value for: an error in a statement, a failing
    /// instruction in a body (`z(w) = 2 + i*w` is defined, and exact arithmetic calls it with
    /// complex numbers). Out of line: `emit` is inlined.
    @inline(never)
    private mutating func complex(at span: Span, index: Int) throws(Failure) -> Operand {
        var reason = Failure.complexNeedsExactArithmetic
        if case .unavailable(let why) = resolver.table.operations[index].body(in: .radians) { reason = why }
        return try misuse(Failure(.misuse, reason, at: span), at: span)
    }

    /// `ans` or a variable holding a quantity or a complex number, which a `Double` would
    /// lose the unit or the imaginary part of (`v = 5 km` plotted as 5): refused as `i` is, told
    /// why for a compiled expression or a plot, which compute with plain numbers.
    @inline(never)
    private mutating func refused(_ value: Value, named name: String, at span: Span) throws(Failure) -> Operand {
        let failure =
            isCompiledExpression
            ? Failure.compiledValue(value, named: name, at: span)
            : Failure.floatValue(value, named: name, at: span)
        return try misuse(failure, at: span)
    }

    /// The code for a call of `name` with `arguments`, whose code is emitted already. `span` is
    /// the whole call, `nameSpan` its name.
    mutating func call<Operands: RandomAccessCollection<Operand>>(
        _ name: String, _ arguments: Operands, at span: Span, nameSpan: Span
    ) throws(Failure) -> Operand where Operands.Index == Int {
        try call(name, arguments, at: span, nameSpan: nameSpan, builtin: resolver.table.name(name))
    }

    /// The same, with the table asked already (see ``NameResolver/value(_:at:builtin:)``).
    mutating func call<Operands: RandomAccessCollection<Operand>>(
        _ name: @autoclosure () -> String, _ arguments: Operands, at span: Span, nameSpan: Span, builtin: Int?
    ) throws(Failure) -> Operand where Operands.Index == Int {
        switch try resolver.callee(name(), arguments: arguments.count, at: span, nameSpan: nameSpan, builtin: builtin) {
        case .builtin(let index):
            if resolver.table.operations[index].builtin == .conditional { return conditional(arguments, span) }
            return try emitCall(index: index, arguments, at: span)
        case .function(let function):
            let start = arguments.first?.start ?? builder.code.code.count
            emit(.call(builder.link(function), arguments: arguments.count), span)
            return Operand(start: start, constant: nil)
        case .failure(let failure):
            return try misuse(failure, at: span, start: arguments.first?.start)
        }
    }

    /// A misused name (see ``CodeBuilder/misuse(_:in:at:)``).
    private mutating func misuse(
        _ failure: Failure, at span: Span, start: Int? = nil
    ) throws(Failure) -> Operand {
        let start = start ?? builder.code.code.count
        try builder.misuse(failure, in: resolver.context, at: span)
        return Operand(start: start, constant: nil)
    }

    // MARK: Operations

    /// The code for the operator `index` of the table applied to `operands`, the node spanning
    /// `span`.
    mutating func apply<Operands: RandomAccessCollection<Operand>>(
        _ index: Int, to operands: Operands, at span: Span
    ) throws(Failure) -> Operand where Operands.Index == Int {
        // Fields are read in place: a copy of the whole Operation costs a retain per field.
        if resolver.table.operations[index].builtin == .plus { return operands[operands.startIndex] }
        return try emitCall(index: index, operands, at: span)
    }

    /// Emits `operation` applied to `operands`, or folds it when they are all known.
    private mutating func emitCall<Operands: RandomAccessCollection<Operand>>(
        index: Int, _ operands: Operands, at span: Span
    ) throws(Failure) -> Operand where Operands.Index == Int {
        // The operation's fields are read in place: a copy of the whole Operation costs a retain
        // and a release of each of its fields. Its body is made only when it is needed: to
        // fold, or to call.
        let builtin = resolver.table.operations[index].builtin
        let start = operands.first?.start ?? builder.code.code.count
        if resolver.table.operations[index].isPure, operands.allSatisfy({ $0.constant != nil }),
            let value = fold(resolver.table.operations[index].body(in: options.angleUnit), operands),
            value.isFinite || options.arithmetic == .ieee
                || (operands.contains(where: { !$0.constant!.isFinite }) && builtin?.takesOnlyWholeNumbers != true)
        {
            builder.truncate(to: start)
            return constant(value, span)
        }
        // Arithmetic the machine does itself.
        if let builtin, let instruction = Instruction(builtin), 1 - instruction.stackEffect == operands.count {
            emitArithmetic(instruction, operands, span)
            return Operand(start: start, constant: nil)
        }
        let body = resolver.table.operations[index].body(in: options.angleUnit)
        let symbol = resolver.table.operations[index].symbol
        switch body {
        case .unary where operands.count == 1:
            let callee = Self.callee(index, &builder.code.unaryFunctions) {
                Program.UnaryCallee(
                    operation: index, name: symbol, body: body, builtin: builtin,
                    direct: builtin.flatMap { Double.cFunction(of: $0, angles: options.angleUnit) },
                    passesNonFinite: builtin.map(Double.passesNonFiniteOn) ?? false)!
            }
            emitFusingVariable(.unary(callee), onto: operands[operands.startIndex], span)
        case .binary where operands.count == 2:
            let callee = Self.callee(index, &builder.code.binaryFunctions) {
                Program.BinaryCallee(operation: index, name: symbol, body: body, builtin: builtin)!
            }
            emit(.binary(callee), span)
        case .variadic(let function):
            let callee = Self.callee(index, &builder.code.variadicFunctions) {
                .init(operation: index, name: symbol, function: function, builtin: builtin)
            }
            emit(.variadic(callee, arguments: operands.count), span)
        case .unavailable(let reason):
            // `polar`, whose value is complex: an error in a statement, a failure where a body
            // that exact arithmetic computes is called in `Double` arithmetic.
            return try misuse(Failure(.misuse, reason, at: span), at: span, start: start)
        default:
            throw Failure(.argumentCount, "\(symbol) cannot take \(operands.count) operands", at: span)
        }
        return Operand(start: start, constant: nil)
    }

    /// The program's index for the table's operation `index` in `list`, adding it the first
    /// time. A linear search: a program calls a few functions, and a dictionary beside the
    /// lists cost an allocation per compile. (Static, with the list passed inout: a key path
    /// into the program costs more than the rest.)
    private static func callee<Callee: ProgramCallee>(
        _ index: Int, _ list: inout [Callee], _ callee: () -> Callee
    ) -> Int {
        if let known = list.firstIndex(where: { $0.operation == index }) { return known }
        list.append(callee())
        return list.count - 1
    }

    /// `if(c, a, b)`: only the branch taken runs. With `c` known, only that branch is kept.
    private mutating func conditional<Operands: RandomAccessCollection<Operand>>(
        _ arguments: Operands, _ span: Span
    ) -> Operand where Operands.Index == Int {
        let first = arguments.startIndex
        let (condition, then, otherwise) = (arguments[first], arguments[first + 1], arguments[first + 2])
        if let known = condition.constant {
            if known != 0 {
                remove(otherwise.start..<builder.code.code.count)
                remove(condition.start..<then.start)
                return Operand(start: condition.start, constant: then.constant)
            }
            remove(condition.start..<otherwise.start)
            return Operand(start: condition.start, constant: otherwise.constant)
        }
        builder.conditional(then: then.start, otherwise: otherwise.start, at: span)
        return Operand(start: condition.start, constant: nil)
    }

    /// The value of `body` applied to `operands` when they are all known, else nil.
    private func fold<Operands: RandomAccessCollection<Operand>>(
        _ body: Body<Double>, _ operands: Operands
    ) -> Double? where Operands.Index == Int {
        guard operands.allSatisfy({ $0.constant != nil }) else { return nil }
        return body.result(count: operands.count) { operands[operands.startIndex + $0].constant! }
    }

    // MARK: Emitting

    mutating func constant(_ value: Double, _ span: Span) -> Operand {
        let start = builder.code.code.count
        emit(.constant(value), span)
        return Operand(start: start, constant: value)
    }

    private mutating func emitValue(_ instruction: Instruction, _ span: Span) -> Operand {
        let start = builder.code.code.count
        emit(instruction, span)
        return Operand(start: start, constant: nil)
    }

    private mutating func emit(_ instruction: Instruction, _ span: Span) {
        builder.emit(instruction, span)
    }

    /// Emits an instruction the machine runs itself; when its right operand is the constant just
    /// emitted, fuses the two (`x + 2` is one instruction, `x^2` a multiplication).
    private mutating func emitArithmetic<Operands: RandomAccessCollection<Operand>>(
        _ instruction: Instruction, _ operands: Operands, _ span: Span
    ) where Operands.Index == Int {
        if operands.count == 2, let right = operands.last, let b = right.constant,
            right.start == builder.code.code.count - 1,
            let fused = instruction.fused(withConstant: b)
        {
            builder.code.code.removeLast()
            emitFusingVariable(fused, onto: operands[operands.startIndex], span)
        } else {
            emit(instruction, span)
        }
    }

    /// Emits an instruction of one operand, `operand`; when that operand is a variable just
    /// emitted, fuses the two (`x + 2`, `x^2`, `sin(x)` are one instruction each).
    private mutating func emitFusingVariable(_ instruction: Instruction, onto operand: Operand, _ span: Span) {
        if operand.start == builder.code.code.count - 1,
            builder.code.code[operand.start].opcode == .variable,
            var fused = instruction.fused(withVariable: builder.code.code[operand.start].index)
        {
            // Written over the variable's instruction: one write, where removing it and
            // appending were two changes of the array, each checked for sharing.
            fused.span = span
            builder.code.code[operand.start] = fused
        } else {
            emit(instruction, span)
        }
    }

    /// Gives the last instruction the span `to` if it has the span `from`: when an operand's
    /// span widens over its parentheses after its code is emitted (``DirectCompiler``), the
    /// instruction that computed it widens too, as it does when a whole tree is compiled. (An
    /// operand that emitted no instruction of its own, `+x`, has a span no instruction has; no
    /// two nodes have the same span.)
    mutating func widenLastSpan(from: Span, to: Span) {
        if builder.code.code.last?.span == from { builder.code.code[builder.code.code.count - 1].span = to }
    }

    private mutating func remove(_ range: Range<Int>) {
        builder.code.code.removeSubrange(range)
    }
}
