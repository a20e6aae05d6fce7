/// Turns syntax trees into a ``Program`` for the stack machine.
///
/// The tree is in post-order, so compiling is one loop over its nodes with a stack of
/// operands: no recursion, whatever the tree's height. Along the way names are resolved (constants,
/// captured variables, parameters, variable slots), constant sub-expressions are folded, `if` is
/// turned into jumps, and user functions are linked in, each compiled once per program.
struct Compiler {
    /// How names that are not built in and not defined are treated.
    enum FreeNames {
        /// A statement: an unknown name is an error now.
        case error
        /// A compiled expression: each becomes a variable, in order of first appearance.
        case variables
    }

    let table: OperationTable
    let options: CalculatorOptions
    let state: CalculatorState
    private(set) var program = Program()
    private(set) var variableNames: [String] = []
    /// Where each variable first appears, for "no value for variable" errors.
    private(set) var variableSpans: [Span] = []
    private var linked: [String: Int] = [:]
    private var unlinked: [(index: Int, function: UserFunction)] = []
    private var calleeIndex: [Int: Int] = [:]

    init(table: OperationTable, options: CalculatorOptions, state: CalculatorState) {
        self.table = table
        self.options = options
        self.state = state
    }

    /// An operand on the compile-time stack: where its code starts, and its value when known.
    private struct Operand {
        var start: Int
        var constant: Double?
    }

    /// Where the names of one tree come from.
    private struct Scope {
        var parameters: [String] = []
        var freeNames: FreeNames = .error
        /// In a function body, names are looked up when it is called: failures become
        /// instructions that raise only if reached.
        var isFunctionBody = false
    }

    /// Compiles the main expression, then every user function it reaches.
    mutating func compile(_ tree: SyntaxTree, freeNames: FreeNames) throws(Failure) -> Program {
        try compileTree(tree, scope: Scope(freeNames: freeNames))
        emit(.return, tree.nodes[tree.root].span)
        program.maximumStack = program.stackNeeded(from: 0)
        while let (index, function) = unlinked.popLast() {
            let entry = program.code.count
            program.functions[index].entry = entry
            do {
                try compileTree(function.body, scope: Scope(parameters: function.parameters, isFunctionBody: true))
            } catch {
                // The table changed since the definition was checked: fail when called.
                truncate(to: entry)
                emitFailure(error, at: function.body.nodes[function.body.root].span)
            }
            emit(.return, function.body.nodes[function.body.root].span)
            program.functions[index].maximumStack = program.stackNeeded(from: entry)
            program.functions[index].isConditional = program.code[entry...].contains {
                if case .jumpIfZero = $0 { true } else { false }
            }
        }
        return program
    }

    /// Checks a function body at definition time for errors that cannot depend on later
    /// definitions (a built-in function with the wrong number of arguments).
    func check(_ function: UserFunction) throws(Failure) {
        var compiler = Compiler(table: table, options: options, state: state)
        try compiler.compileTree(function.body, scope: Scope(parameters: function.parameters, isFunctionBody: true))
    }

    private mutating func compileTree(_ tree: SyntaxTree, scope: Scope) throws(Failure) {
        // Small reserves, and the arrays grow as needed: constant folding makes the code of
        // `1+1+…+1` one instruction and its operand stack two deep, however many nodes it has.
        // (The code is reserved only when empty: reserving an exact size for each function body
        // would defeat the arrays' geometric growth.)
        let reserve = min(tree.nodes.count, 64)
        var stack: [Operand] = []
        stack.reserveCapacity(reserve)
        if program.code.isEmpty {
            program.code.reserveCapacity(reserve + 1)
            program.spans.reserveCapacity(reserve + 1)
        }
        // Operands are passed as slices of the stack, which is changed only once they are done
        // with: no array is allocated per node.
        for index in tree.nodes.indices {
            let node = tree.nodes[index]
            switch node.kind {
            case .number(let value):
                stack.append(constant(value, node.span))
            case .name(let name):
                stack.append(try resolve(tree.names[name], node, scope))
            case .prefix(let operation), .postfix(let operation):
                let result = try apply(operation, to: stack[(stack.count - 1)...], node)
                stack[stack.count - 1] = result
            case .infix(let operation):
                let result = try apply(operation, to: stack[(stack.count - 2)...], node)
                stack.removeLast()
                stack[stack.count - 1] = result
            case .call(let name, let count):
                let arguments = Array(stack.suffix(count))
                stack.removeLast(count)
                stack.append(try call(tree.names[name], arguments, node, scope))
            }
        }
    }

    // MARK: Names

    private mutating func resolve(_ name: String, _ node: SyntaxTree.Node, _ scope: Scope) throws(Failure) -> Operand {
        func functionUsedAsValue() -> Failure {
            Failure(.misuse, "'\(name)' is a function; call it as \(name)(…)", at: node.span)
        }
        if let parameter = scope.parameters.firstIndex(of: name) {
            return emitValue(.parameter(parameter), node.span)
        }
        if name == "ans" { return constant(state.ans, node.span) }
        if let index = table.name(name) {
            let operation = table.operations[index]
            if let value = operation.constantValue { return constant(value, node.span) }
            throw functionUsedAsValue()
        }
        switch state.bindings[name] {
        case .variable(let value):
            return constant(value, node.span)
        case .function:
            return try misuse(functionUsedAsValue(), scope, node)
        case nil:
            break
        }
        if !scope.isFunctionBody && scope.freeNames == .variables {
            let slot = variableNames.firstIndex(of: name) ?? variableNames.count
            if slot == variableNames.count {
                variableNames.append(name)
                variableSpans.append(node.span)
            }
            return emitValue(.variable(slot), node.span)
        }
        let failure = Failure(
            .unknownName, "unknown name '\(name)'", at: node.span,
            note: NameSuggestion.note(
                for: name, among: table.unorderedNameSpellings + state.bindings.keys + ["ans"] + scope.parameters,
                where: Lexicon.isWord))
        return try misuse(failure, scope, node)
    }

    /// Throws now in a statement; in a function body, compiles to an instruction that throws
    /// when reached, since the name is looked up when the function is called.
    private mutating func misuse(
        _ failure: Failure, _ scope: Scope, _ node: SyntaxTree.Node, arguments: [Operand] = []
    ) throws(Failure) -> Operand {
        guard scope.isFunctionBody else { throw failure }
        let start = arguments.first?.start ?? program.code.count
        emitFailure(failure, at: node.span)
        return Operand(start: start, constant: nil)
    }

    // MARK: Operations

    private mutating func apply(
        _ index: Int, to operands: ArraySlice<Operand>, _ node: SyntaxTree.Node
    ) throws(Failure) -> Operand {
        // Fields are read in place: a copy of the whole Operation costs a retain per field.
        if table.operations[index].builtin == .plus { return operands[operands.startIndex] }
        return try emitCall(index: index, operands, node)
    }

    private mutating func call(
        _ name: String, _ arguments: [Operand], _ node: SyntaxTree.Node, _ scope: Scope
    ) throws(Failure) -> Operand {
        if let index = table.name(name) {
            let operation = table.operations[index]
            // Built-ins cannot change meaning later, so misusing one is an error even in a body.
            guard case .function(let arity) = operation.role else {
                throw Failure(.misuse, "'\(name)' is a constant, not a function", at: node.operatorSpan)
            }
            guard arity.accepts(arguments.count) else { throw argumentCount(name, arity, arguments.count, node) }
            if operation.builtin == .conditional { return conditional(arguments, node) }
            return try emitCall(index: index, arguments[...], node)
        }
        switch state.bindings[name] {
        case .function(let function):
            guard function.parameters.count == arguments.count else {
                let failure = argumentCount(name, .exactly(function.parameters.count), arguments.count, node)
                return try misuse(failure, scope, node, arguments: arguments)
            }
            let start = arguments.first?.start ?? program.code.count
            emit(.call(link(function), arguments: arguments.count), node.span)
            return Operand(start: start, constant: nil)
        case .variable:
            return try misuse(
                Failure(
                    .misuse, "'\(name)' is a variable, not a function", at: node.operatorSpan), scope, node,
                arguments: arguments)
        case nil:
            if name == "ans" {
                throw Failure(.misuse, "'ans' is the last result, not a function", at: node.operatorSpan)
            }
            if scope.parameters.contains(name) {
                return try misuse(
                    Failure(
                        .misuse, "'\(name)' is a parameter, not a function", at: node.operatorSpan), scope, node,
                    arguments: arguments)
            }
            let failure = Failure(
                .unknownName, "unknown name '\(name)'", at: node.operatorSpan,
                note: NameSuggestion.note(
                    for: name, among: table.unorderedNameSpellings + state.bindings.keys,
                    where: { spelling in
                        if let operation = table.named(spelling) { return operation.isFunction }
                        if case .function = state.bindings[spelling] { return true }
                        return false
                    }))
            return try misuse(failure, scope, node, arguments: arguments)
        }
    }

    private func argumentCount(_ name: String, _ arity: Arity, _ count: Int, _ node: SyntaxTree.Node) -> Failure {
        Failure(.argumentCount, "\(name) takes \(arity), got \(count)", at: node.span)
    }

    /// The program-wide index of a user function, queued for compiling the first time.
    private mutating func link(_ function: UserFunction) -> Int {
        if let index = linked[function.name] { return index }
        let index = program.functions.count
        program.functions.append(
            Program.UserFunctionCode(
                name: function.name, definition: function.definition, arity: function.parameters.count))
        linked[function.name] = index
        unlinked.append((index, function))
        return index
    }

    /// Emits `operation` applied to `operands`, or folds it when they are all known.
    private mutating func emitCall(
        index: Int, _ operands: ArraySlice<Operand>, _ node: SyntaxTree.Node
    ) throws(Failure) -> Operand {
        let body = table.operations[index].body(in: options.angleUnit)
        let start = operands.first?.start ?? program.code.count
        if table.operations[index].isPure, let value = fold(body, operands),
            value.isFinite || options.arithmetic == .ieee || operands.contains(where: { !$0.constant!.isFinite })
        {
            truncate(to: start)
            return constant(value, node.span)
        }
        let operation = table.operations[index]
        let builtin = operation.builtin
        switch body {
        case .unary where operands.count == 1:
            if let builtin, let instruction = Instruction(builtin) {
                emitArithmetic(instruction, operands, node.span)
            } else {
                let callee = Self.callee(
                    index, &calleeIndex, &program.unaryFunctions,
                    Program.UnaryCallee(name: operation.symbol, body: body, builtin: builtin)!)
                emit(.unary(callee), node.span)
            }
        case .binary where operands.count == 2:
            if let builtin, let instruction = Instruction(builtin) {
                emitArithmetic(instruction, operands, node.span)
            } else {
                let callee = Self.callee(
                    index, &calleeIndex, &program.binaryFunctions,
                    Program.BinaryCallee(name: operation.symbol, body: body, builtin: builtin)!)
                emit(.binary(callee), node.span)
            }
        case .variadic(let function):
            let callee = Self.callee(
                index, &calleeIndex, &program.variadicFunctions,
                .init(name: operation.symbol, function: function, builtin: builtin))
            emit(.variadic(callee, arguments: operands.count), node.span)
        default:
            throw Failure(.argumentCount, "\(operation.symbol) cannot take \(operands.count) operands", at: node.span)
        }
        return Operand(start: start, constant: nil)
    }

    /// The program's index for the table's operation `index`, adding it to `list` the first time.
    /// (Static, with the lists passed inout: a key path into the program costs more than the rest.)
    private static func callee<Callee>(
        _ index: Int, _ calleeIndex: inout [Int: Int], _ list: inout [Callee], _ callee: @autoclosure () -> Callee
    ) -> Int {
        if let known = calleeIndex[index] { return known }
        list.append(callee())
        calleeIndex[index] = list.count - 1
        return list.count - 1
    }

    /// `if(c, a, b)`: only the branch taken runs. With `c` known, only that branch is kept.
    private mutating func conditional(_ arguments: [Operand], _ node: SyntaxTree.Node) -> Operand {
        let (condition, then, otherwise) = (arguments[0], arguments[1], arguments[2])
        if let known = condition.constant {
            if known != 0 {
                remove(otherwise.start..<program.code.count)
                remove(condition.start..<then.start)
                return Operand(start: condition.start, constant: then.constant)
            }
            remove(condition.start..<otherwise.start)
            return Operand(start: condition.start, constant: otherwise.constant)
        }
        insert(.jump(program.code.count - otherwise.start), node.span, at: otherwise.start)
        insert(.jumpIfZero(otherwise.start + 1 - then.start), node.span, at: then.start)
        return Operand(start: condition.start, constant: nil)
    }

    /// The value of `body` applied to `operands` when they are all known, else nil.
    private func fold(_ body: OperationBody<Double>, _ operands: ArraySlice<Operand>) -> Double? {
        guard operands.allSatisfy({ $0.constant != nil }) else { return nil }
        return body.result(count: operands.count) { operands[operands.startIndex + $0].constant! }
    }

    // MARK: Emitting

    private mutating func constant(_ value: Double, _ span: Span) -> Operand {
        let start = program.code.count
        emit(.constant(value), span)
        return Operand(start: start, constant: value)
    }

    private mutating func emitValue(_ instruction: Instruction, _ span: Span) -> Operand {
        let start = program.code.count
        emit(instruction, span)
        return Operand(start: start, constant: nil)
    }

    private mutating func emit(_ instruction: Instruction, _ span: Span) {
        program.code.append(instruction)
        program.spans.append(span)
    }

    /// Emits an instruction the machine runs itself; when its right operand is the constant just
    /// emitted, fuses the two (`x + 2` is one instruction, `x^2` a multiplication).
    private mutating func emitArithmetic(_ instruction: Instruction, _ operands: ArraySlice<Operand>, _ span: Span) {
        if operands.count == 2, let right = operands.last, let b = right.constant,
            right.start == program.code.count - 1,
            let fused = instruction.fused(withConstant: b)
        {
            truncate(to: right.start)
            emit(fused, span)
        } else {
            emit(instruction, span)
        }
    }

    private mutating func emitFailure(_ failure: Failure, at span: Span) {
        program.failures.append(failure)
        emit(.fail(program.failures.count - 1), span)
    }

    private mutating func insert(_ instruction: Instruction, _ span: Span, at index: Int) {
        program.code.insert(instruction, at: index)
        program.spans.insert(span, at: index)
    }

    private mutating func remove(_ range: Range<Int>) {
        program.code.removeSubrange(range)
        program.spans.removeSubrange(range)
    }

    private mutating func truncate(to count: Int) {
        program.code.removeLast(program.code.count - count)
        program.spans.removeLast(program.spans.count - count)
    }
}
