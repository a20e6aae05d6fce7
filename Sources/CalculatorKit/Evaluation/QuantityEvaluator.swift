import CalculatorNumbers

/// Evaluates a syntax tree with quantities in it (`5 km`, a variable holding `3 m/s`) straight
/// from its nodes, on a stack of ``Value``s: the exact arithmetic of numbers, and the rules of
/// quantities (Value+Quantity.swift) where a quantity is an operand. The brain sends it the trees
/// whose parse found units, and those whose names hold quantities (the number evaluators hand
/// those back); every other tree keeps the number machine, so plain-number calls keep its speed.
///
/// Names resolve through ``NameResolver`` as everywhere. The walk is a loop over a stack of
/// tasks, not recursion: a user's function (`f(3 m)`) runs its body's nodes with its arguments
/// as parameters, and `if` evaluates its condition and then one branch only, so recursion ends
/// at its base case; calls go through ``CallFrames``, with the number machine's depth and count
/// limits, stop checks, and errors shown at the outermost call with the function's definition.
struct QuantityEvaluator {
    private var resolver: NameResolver
    private let options: CalculatorOptions
    private var stack: [Value] = []
    private var tasks: [Task] = []
    /// The trees being walked: the statement's (0), then each function body met, once each.
    private var trees: [SyntaxTree] = []
    private var functions: [UserFunction?] = [nil]
    /// How the names of each tree resolve: the statement's as a statement's, a body's with its
    /// parameters.
    private var contexts: [NameResolver.Context] = [.expression(.error)]
    /// Whether each tree has an `if`: a runaway recursion's hint depends on it.
    private var conditionals: [Bool] = [false]
    private var treeIndex: [String: Int] = [:]
    /// The arguments of the calls in progress, innermost last.
    private var parameters: [Value] = []
    private var frames: CallFrames
    /// The span, in the statement, of each call made from it, for errors inside functions.
    private var callSpans: [Span] = []

    /// One step of the walk.
    private enum Task {
        /// Evaluate the node: a leaf's value, or its children then the node.
        case visit(tree: Int, node: Int)
        /// Apply the node to its children's values, on the stack.
        case apply(tree: Int, node: Int)
        /// `if`: the condition is on the stack; visit the branch it picks.
        case branch(tree: Int, node: Int)
        /// A call returns: drop its frame and arguments, and go back to the caller's.
        case leave(callerBase: Int)
    }

    private init(table: OperationTable, state: CalculatorState, options: CalculatorOptions, stop: StopConditions?) {
        resolver = NameResolver(table: table, state: state, context: .expression(.error))
        self.options = options
        frames = CallFrames(stop: stop)
    }

    /// The value of `tree`, a number or a quantity.
    static func evaluate(
        _ tree: SyntaxTree, table: OperationTable, state: CalculatorState, options: CalculatorOptions,
        stop: StopConditions? = nil
    ) throws(Failure) -> Value {
        var evaluator = QuantityEvaluator(table: table, state: state, options: options, stop: stop)
        return try evaluator.run(tree)
    }

    private mutating func run(_ tree: SyntaxTree) throws(Failure) -> Value {
        // Never deeper than the tree has nodes: no growing on the way.
        stack.reserveCapacity(tree.nodes.count)
        trees = [tree]
        tasks.append(.visit(tree: 0, node: tree.root))
        while let task = tasks.popLast() {
            do throws(Failure) {
                try step(task)
            } catch {
                throw frames.shown(
                    error, definition: { functions[$0]?.definition ?? "" }, callSpan: { callSpans[$0] })
            }
        }
        return stack.removeLast()
    }

    private mutating func step(_ task: Task) throws(Failure) {
        switch task {
        case .visit(let treeIndex, let index):
            let node = trees[treeIndex].nodes[index]
            switch node.kind {
            case .number, .name:
                try leaf(node, at: index, in: treeIndex)
            case .prefix, .postfix:
                tasks.append(.apply(tree: treeIndex, node: index))
                tasks.append(.visit(tree: treeIndex, node: index - 1))
            case .infix:
                tasks.append(.apply(tree: treeIndex, node: index))
                for child in trees[treeIndex].children(of: index, count: 2).reversed() {
                    tasks.append(.visit(tree: treeIndex, node: child))
                }
            case .call(let name, let count):
                let children = trees[treeIndex].children(of: index, count: count)
                if count == 3, isConditional(trees[treeIndex].names[name]) {
                    tasks.append(.branch(tree: treeIndex, node: index))
                    tasks.append(.visit(tree: treeIndex, node: children[0]))
                    return
                }
                tasks.append(.apply(tree: treeIndex, node: index))
                for child in children.reversed() { tasks.append(.visit(tree: treeIndex, node: child)) }
            }
        case .apply(let treeIndex, let index):
            let node = trees[treeIndex].nodes[index]
            switch node.kind {
            case .prefix(let operation), .postfix(let operation):
                try apply(operation, count: 1, node)
            case .infix(let operation):
                try apply(operation, count: 2, node, joining: trees[treeIndex].isUnitJoin(index))
            case .call(let name, let count):
                try call(trees[treeIndex].names[name], count: count, node, from: treeIndex)
            case .number, .name:
                preconditionFailure("a leaf is visited, not applied")
            }
        case .branch(let treeIndex, let index):
            let children = trees[treeIndex].children(of: index, count: 3)
            let condition = stack.removeLast()
            if case .complex = condition {
                throw Failure.complexCondition(at: trees[treeIndex].nodes[children[0]].span)
            }
            guard case .number(let number) = condition else {
                throw Failure(
                    .misuse, "the condition of 'if' takes no unit: \(Value.described(Value.asQuantity(condition)))",
                    at: trees[treeIndex].nodes[children[0]].span, note: "compare it with a quantity: if(x > 0 m, …)")
            }
            let isZero: Bool
            do throws(NumberError) {
                isZero = try Number.decidedIsZero(number)
            } catch {
                throw Failure.number(error, at: trees[treeIndex].nodes[children[0]].span)
            }
            tasks.append(.visit(tree: treeIndex, node: isZero ? children[2] : children[1]))
        case .leave(let callerBase):
            _ = frames.leave()
            parameters.removeSubrange(frameBase...)
            frameBase = callerBase
        }
    }

    /// A number, unit or name leaf's value, pushed.
    private mutating func leaf(_ node: SyntaxTree.Node, at index: Int, in treeIndex: Int) throws(Failure) {
        let tree = trees[treeIndex]
        switch node.kind {
        case .number(let literal):
            stack.append(
                .number(try NumberCompiler.number(tree.literal(literal), at: node.span, precision: options.precision)))
        case .name(let name):
            let spelling = tree.names[name]
            let isUnit = tree.isUnit(index)
            if isUnit && treeIndex == 0 {
                stack.append(try Self.unit(spelling, in: resolver.state.unitTable, at: node.span))
                return
            }
            resolver.context = contexts[treeIndex]
            let resolved = try resolver.value(spelling, at: node.span)
            // A unit in a body is the unit unless, when called, the name is the user's
            // (`g(x) = x * s; s = 4; g(2)` is 8).
            if isUnit, case .failure = resolved {
                stack.append(try Self.unit(spelling, in: resolver.state.unitTable, at: node.span))
                return
            }
            switch resolved {
            case .ans: stack.append(resolver.state.ans)
            case .variable(let value): stack.append(value)
            case .constant(let operation): try apply(operation, count: 0, node)
            case .parameter(let position): stack.append(parameters[frameBase + position])
            case .failure(let failure): throw failure
            case .free: preconditionFailure("a statement's free names are errors")
            }
        default:
            preconditionFailure("only leaves are leaves")
        }
    }

    /// Where the innermost call's arguments start.
    private var frameBase: Int = 0

    private func isConditional(_ spelling: String) -> Bool {
        guard let index = resolver.table.name(spelling) else { return false }
        return resolver.table.operations[index].builtin == .conditional
    }

    /// A call of `spelling` with `count` arguments on the stack: a built-in applied, or a user's
    /// function entered (its body visited, then its frame left).
    private mutating func call(_ spelling: String, count: Int, _ node: SyntaxTree.Node, from treeIndex: Int)
        throws(Failure)
    {
        switch try resolver.callee(spelling, arguments: count, at: node.span, nameSpan: node.operatorSpan) {
        case .builtin(let index):
            try apply(index, count: count, node)
        case .function(let function):
            let body = bodyIndex(of: function)
            if treeIndex == 0 { callSpans.append(node.span) }
            let frame = CallFrames.Frame(returnTo: callSpans.count, base: frameBase, function: body)
            let conditional = conditionals[body]
            if let failure = frames.enter(frame, at: node.span, isConditional: conditional) { throw failure }
            let base = parameters.count
            parameters.append(contentsOf: stack.suffix(count))
            stack.removeLast(count)
            tasks.append(.leave(callerBase: frameBase))
            frameBase = base
            tasks.append(.visit(tree: body, node: trees[body].root))
        case .failure(let failure):
            throw failure
        }
    }

    /// The index of `function`'s body among the trees, added at its first call.
    private mutating func bodyIndex(of function: UserFunction) -> Int {
        if let index = treeIndex[function.name] { return index }
        trees.append(function.body)
        functions.append(function)
        contexts.append(.functionBody(parameters: function.parameters))
        conditionals.append(
            function.body.nodes.contains { node in
                if case .call(let name, 3) = node.kind { return isConditional(function.body.names[name]) }
                return false
            })
        treeIndex[function.name] = trees.count - 1
        return trees.count - 1
    }

    /// One of the unit `spelling` names, as a quantity.
    private static func unit(_ spelling: String, in table: UnitTable, at span: Span) throws(Failure) -> Value {
        guard case .unit(let match)? = table.lookUp(spelling) else {
            // `4.85 in`: the parser read `in` as the inch where no conversion could follow.
            guard let inch = table.inchWhereNoConversion(spelling) else {
                preconditionFailure("the parser reads a name as a unit only when the table has it")
            }
            return .quantity(Quantity(Number(1), UnitProduct(inch, spelled: spelling)))
        }
        return .quantity(Quantity(Number(1), UnitProduct(match, spelled: spelling)))
    }

    /// The table's operation at `index` on the last `count` values of the stack, which it
    /// replaces: by its body on numbers when they are all numbers, by the rules of quantities
    /// when one is a quantity.
    private mutating func apply(_ index: Int, count: Int, _ node: SyntaxTree.Node, joining: Bool = false)
        throws(Failure)
    {
        let operation = resolver.table.operations[index]
        let operands = Array(stack.suffix(count))
        stack.removeLast(count)
        if let complex = try complexResult(of: operation, operands, node) {
            stack.append(complex)
            return
        }
        let body = try NumberCompiler.availableBody(of: operation, options: options, at: node.span)
        func numbers(_ numbers: [Number]) throws(NumberError) -> Number {
            guard let result = try body.result(numbers) else {
                throw .domain("\(operation.symbol) cannot take \(numbers.count) operands")
            }
            return result
        }
        do throws(NumberError) {
            var plain: [Number] = []
            for operand in operands {
                guard case .number(let number) = operand else { break }
                plain.append(number)
            }
            if plain.count == operands.count {
                stack.append(.number(try numbers(plain)))
                return
            }
        } catch {
            // `sqrt(-1) * 1 m`: the complex value, refused where it meets the unit.
            guard !options.real, Failure.noRealValueMessages.contains(error.message) else {
                throw Failure.number(error, at: node.span)
            }
            stack.append(try ComplexEvaluator.result(of: operation, operands, options: options, at: node))
            return
        }
        // The body in radians only when an angle reaches a function (`sin(30 deg)`): most
        // operations on quantities (`+ * /`) never ask for it.
        var radians = options
        radians.angleUnit = .radians
        do throws(Value.QuantityProblem) {
            stack.append(
                try Value.quantityResult(
                    of: operation.builtin, symbol: operation.symbol, operands, precision: options.precision,
                    joining: joining, numbers: numbers,
                    inRadians: { numbers throws(NumberError) in
                        let inRadians: Body<Number>
                        do throws(Failure) {
                            inRadians = try NumberCompiler.availableBody(of: operation, options: radians, at: node.span)
                        } catch {
                            throw .domain(error.message)
                        }
                        guard let result = try inRadians.result(numbers) else {
                            throw .domain("\(operation.symbol) cannot take \(numbers.count) operands")
                        }
                        return result
                    }))
        } catch {
            // `(2 + 3i) m`: a number joined to its unit has no operator to show; the unit is where
            // the complex number stops being one.
            guard joining, operands[0].complex != nil else {
                throw Failure.quantity(realOnly(error, operands), at: node.operatorSpan)
            }
            var failure = Failure.quantity(error, at: node.span)
            failure.operand = 1
            throw failure
        }
    }

    /// `i`, `polar`, or an operation with a complex operand and no quantity: its value, by the
    /// complex evaluator's rules (a complex operand meets a quantity in ``Value/quantityResult``,
    /// which refuses it); nil for every other operation.
    private func complexResult(of operation: Operation, _ operands: [Value], _ node: SyntaxTree.Node)
        throws(Failure) -> Value?
    {
        let makesComplex = operation.builtin == .imaginaryUnit || operation.builtin == .polar
        guard makesComplex || operands.contains(where: { $0.complex != nil }) else { return nil }
        if options.real && makesComplex {
            throw Failure(
                .misuse, Failure.complexInRealModeMessage, at: node.span, note: Failure.complexInRealModeNote)
        }
        var numbers: [Value] = []
        var inRadians = false
        for (position, operand) in operands.enumerated() {
            switch operand {
            case .number, .complex: numbers.append(operand)
            // An angle, `polar(2, 30 deg)`: the number it is in radians.
            case .quantity(let quantity) where operation.builtin == .polar && quantity.dimension.isDimensionless:
                let factor = quantity.unit.factor.number(precision: options.precision + 10)
                do throws(NumberError) {
                    numbers.append(.number(try quantity.magnitude * factor))
                } catch {
                    throw Failure.number(error, at: node.span)
                }
                // θ, the second operand, is in radians; a plain θ stays in the angle mode.
                if position == 1 { inRadians = true }
            case .quantity, .float: return nil
            }
        }
        var options = options
        if inRadians { options.angleUnit = .radians }
        return try ComplexEvaluator.result(of: operation, numbers, options: options, at: node)
    }

    /// A real operation's failure on a quantity with no real value there (`sqrt(-1 m^2)`): with
    /// complex numbers allowed, said as a quantity's, whose magnitude must be real; with
    /// ``CalculatorOptions/real``, the real error as it is.
    private func realOnly(_ problem: Value.QuantityProblem, _ operands: [Value]) -> Value.QuantityProblem {
        guard !options.real, Failure.noRealValueMessages.contains(problem.message),
            case .quantity(let quantity)? = operands.first
        else { return problem }
        return Failure.noRealQuantity(problem.message, ValueFormat(options).string(for: .quantity(quantity)))
    }
}
