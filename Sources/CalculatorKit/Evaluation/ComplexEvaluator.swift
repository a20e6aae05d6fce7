import CalculatorNumbers

/// Evaluates a syntax tree with complex numbers in it (`3 + 4i`, `sqrt(-1)`, a variable holding
/// `2i`) straight from its nodes, on a stack of ``Value``s. The brain sends it the statements the
/// number evaluators fail with ``Failure/callsForComplexNumbers``: a real-only statement never
/// comes here, and pays nothing for complex numbers.
///
/// Each operation takes its real body first when its operands are real, so that real results
/// stay as they are (`sqrt(4)` is 2, `cbrt(-8)` is -2); a real body with no real value there
/// (`sqrt(-4)`), or a complex operand, takes the principal branch (ComplexFunctions.swift).
/// Operations that need an order or an integer are errors at the operator. A user's function
/// runs its body here, its parameters bound to the arguments' values. `if` evaluates its
/// condition, which must be real, then one branch only, which may be complex: a recursion ends at
/// its base case as in the number machines.
struct ComplexEvaluator {
    private let resolver: NameResolver
    private let options: CalculatorOptions
    private let arguments: [Value]
    private let depth: Int
    private var stack: [Value] = []

    private init(
        table: OperationTable, state: CalculatorState, options: CalculatorOptions,
        context: NameResolver.Context, arguments: [Value], depth: Int
    ) {
        resolver = NameResolver(table: table, state: state, context: context)
        self.options = options
        self.arguments = arguments
        self.depth = depth
    }

    /// The value of `tree`: a number, or a complex number that is not a real.
    static func evaluate(
        _ tree: SyntaxTree, table: OperationTable, state: CalculatorState, options: CalculatorOptions
    ) throws(Failure) -> Value {
        var evaluator = ComplexEvaluator(
            table: table, state: state, options: options, context: .expression(.error), arguments: [], depth: 0)
        return try evaluator.run(tree)
    }

    private mutating func run(_ tree: SyntaxTree) throws(Failure) -> Value {
        let conditionals = conditionalCalls(in: tree)
        try walk(tree, from: 0, through: tree.root, conditionals: conditionals)
        return stack.removeLast()
    }

    /// The nodes `first...last` of `tree` in order (the nodes of a subtree, children first),
    /// each pushing its value; an `if` met there is taken as a whole by ``branch(_:in:conditionals:)``.
    /// `conditionals` lists the `if` calls by the first node of their subtree, outermost first.
    private mutating func walk(
        _ tree: SyntaxTree, from first: Int, through last: Int, conditionals: [Int: [Int]]
    ) throws(Failure) {
        var index = first
        while index <= last {
            // An `if` whose subtree starts here and ends within the range: its arguments are not
            // all evaluated, so the walk goes round them.
            if let call = conditionals[index]?.first(where: { $0 <= last }) {
                try branch(call, in: tree, conditionals: conditionals)
                index = call + 1
                continue
            }
            try visit(index, in: tree)
            index += 1
        }
    }

    /// `if(c, a, b)` at node `call`: `c`, which must be a real number, then `a` when it is not
    /// zero, else `b`.
    private mutating func branch(_ call: Int, in tree: SyntaxTree, conditionals: [Int: [Int]]) throws(Failure) {
        let children = tree.children(of: call, count: 3)
        try walk(tree, from: tree.nodes[children[0]].start, through: children[0], conditionals: conditionals)
        guard case .number(let condition) = stack.removeLast() else {
            throw Failure.complexCondition(at: tree.nodes[children[0]].span)
        }
        let isZero: Bool
        do throws(NumberError) {
            isZero = try Number.decidedIsZero(condition)
        } catch {
            throw Failure.number(error, at: tree.nodes[children[0]].span)
        }
        let chosen = isZero ? children[2] : children[1]
        try walk(tree, from: tree.nodes[chosen].start, through: chosen, conditionals: conditionals)
    }

    /// The calls of `if` in `tree`, by the first node of their subtree, outermost first (an
    /// `if` in another's condition starts where that one does).
    private func conditionalCalls(in tree: SyntaxTree) -> [Int: [Int]] {
        var calls: [Int: [Int]] = [:]
        for (index, node) in tree.nodes.enumerated().reversed() {
            guard case .call(let name, 3) = node.kind, let operation = resolver.table.name(tree.names[name]),
                resolver.table.operations[operation].builtin == .conditional
            else { continue }
            calls[node.start, default: []].append(index)
        }
        return calls
    }

    /// One node other than an `if`: a leaf's value pushed, or an operation applied to the values
    /// its children pushed.
    private mutating func visit(_ index: Int, in tree: SyntaxTree) throws(Failure) {
        let node = tree.nodes[index]
        switch node.kind {
        case .number(let literal):
            stack.append(.number(try NumberCompiler.number(tree.literal(literal), at: node.span)))
        case .name(let name):
            let spelling = tree.names[name]
            if tree.isUnit(index) { throw Failure(.misuse, Failure.complexWithUnitsMessage, at: node.span) }
            switch try resolver.value(spelling, at: node.span) {
            case .ans: stack.append(try Self.operand(resolver.state.ans, node.span))
            case .variable(let value): stack.append(try Self.operand(value, node.span))
            case .parameter(let index): stack.append(arguments[index])
            case .constant(let operation): try apply(operation, count: 0, node)
            case .failure(let failure): throw failure
            case .free: preconditionFailure("an expression's free names are errors")
            }
        case .prefix(let operation), .postfix(let operation):
            try apply(operation, count: 1, node)
        case .infix(let operation):
            try apply(operation, count: 2, node)
        case .call(let name, let count):
            let spelling = tree.names[name]
            switch try resolver.callee(spelling, arguments: count, at: node.span, nameSpan: node.operatorSpan) {
            case .builtin(let index):
                try apply(index, count: count, node)
            case .function(let function):
                try call(function, count: count, node)
            case .failure(let failure):
                throw failure
            }
        }
    }

    /// A variable's value as an operand: a quantity is refused, a `Double` taken exactly.
    private static func operand(_ value: Value, _ span: Span) throws(Failure) -> Value {
        switch value {
        case .number, .complex: return value
        case .quantity: throw Failure(.misuse, Failure.complexWithUnitsMessage, at: span)
        case .float(let double):
            guard let number = Number(exactly: double) else {
                throw Failure(.arithmetic, "\(double) is a value of IEEE arithmetic only", at: span)
            }
            return .number(number)
        }
    }

    /// A user's function on the last `count` values: its body evaluated with them as parameters.
    private mutating func call(_ function: UserFunction, count: Int, _ node: SyntaxTree.Node) throws(Failure) {
        guard depth < Limits.maximumNestingDepth else {
            throw Failure(.limit, "calls nest too deeply", at: node.operatorSpan)
        }
        let values = Array(stack.suffix(count))
        stack.removeLast(count)
        var inner = ComplexEvaluator(
            table: resolver.table, state: resolver.state, options: options,
            context: .functionBody(parameters: function.parameters), arguments: values, depth: depth + 1)
        stack.append(try inner.run(function.body))
    }

    /// The table's operation at `index` on the last `count` values of the stack, which it
    /// replaces.
    private mutating func apply(_ index: Int, count: Int, _ node: SyntaxTree.Node) throws(Failure) {
        let operands = Array(stack.suffix(count))
        stack.removeLast(count)
        stack.append(try Self.result(of: resolver.table.operations[index], operands, options: options, at: node))
    }

    /// `operation` on `operands`, each a number or a complex number: its real body when they are
    /// all real and it has a real value there, else its principal branch; an error at the
    /// operator when it takes real numbers only. ``QuantityEvaluator`` computes with it too,
    /// where no operand is a quantity.
    static func result(
        of operation: Operation, _ operands: [Value], options: CalculatorOptions, at node: SyntaxTree.Node
    ) throws(Failure) -> Value {
        if operation.builtin == .imaginaryUnit { return .complex(.i) }
        var reals: [Number] = []
        for operand in operands {
            guard case .number(let number) = operand else { break }
            reals.append(number)
        }
        if reals.count == operands.count, operation.builtin != .polar {
            let body = try NumberCompiler.availableBody(of: operation, options: options, at: node.span)
            do throws(NumberError) {
                guard let result = try body.result(reals) else {
                    throw .domain("\(operation.symbol) cannot take \(reals.count) operands")
                }
                return .number(result)
            } catch {
                // A real function with no real value here has a complex one.
                guard Failure.noRealValueMessages.contains(error.message) else {
                    throw Failure.number(error, at: node.span)
                }
            }
        }
        guard let builtin = operation.builtin else {
            throw Failure.notReal(operation.symbol, at: node.operatorSpan)
        }
        let complexOperands = operands.map { operand -> ComplexNumber in
            switch operand {
            case .complex(let complex): complex
            case .number(let number): ComplexNumber(number)
            case .float, .quantity: preconditionFailure("operands are numbers and complex numbers")
            }
        }
        let result: Value?
        do throws(NumberError) {
            result = try ComplexOperations(options: options).apply(builtin, complexOperands)
        } catch {
            throw Failure.number(error, at: node.span)
        }
        guard let result else { throw Failure.notReal(operation.symbol, at: node.operatorSpan) }
        return result
    }
}
