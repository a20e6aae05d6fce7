import CalculatorNumbers

/// Evaluates a syntax tree straight from its nodes, which are in post-order, on a stack of
/// ``Number``s: no ``NumberProgram`` is built. It takes the trees that call no user function and
/// no `if` (nearly every line of a batch file); ``evaluate(_:table:state:options:)`` returns nil
/// for the others, which ``NumberCompiler`` compiles, since only a program has jumps and frames.
///
/// Names resolve through ``NameResolver`` and literals convert through
/// ``NumberCompiler/number(_:at:)``, so values and errors (message and span) are the compiled
/// program's. The operations of ``DirectOperation`` and negation are called directly; others
/// through their body from Number+Builtins.swift.
struct NumberEvaluator {
    private let resolver: NameResolver
    private let options: CalculatorOptions
    private var stack: [Number] = []

    private init(table: OperationTable, state: CalculatorState, options: CalculatorOptions) {
        resolver = NameResolver(table: table, state: state, context: .expression(.error))
        self.options = options
    }

    /// The tree's value; nil when it calls a user function or `if`.
    static func evaluate(
        _ tree: SyntaxTree, table: OperationTable, state: CalculatorState, options: CalculatorOptions
    ) throws(Failure) -> Number? {
        var evaluator = NumberEvaluator(table: table, state: state, options: options)
        guard evaluator.isStraight(tree) else { return nil }
        return try evaluator.run(tree)
    }

    /// Whether every call in `tree` is of a builtin other than `if`. A call that does not resolve
    /// counts as straight: evaluating it throws the resolver's error in its turn.
    private func isStraight(_ tree: SyntaxTree) -> Bool {
        for node in tree.nodes {
            guard case .call(let name, let count) = node.kind,
                let callee = try? resolver.callee(
                    tree.names[name], arguments: count, at: node.span, nameSpan: node.operatorSpan)
            else { continue }
            switch callee {
            case .builtin(let index) where resolver.table.operations[index].builtin == .conditional: return false
            case .function: return false
            case .builtin, .failure: continue
            }
        }
        return true
    }

    /// The nodes in order. An error the compiler finds (a name, a literal, an operation with no
    /// exact meaning) is thrown at once, as compiling would; an error found computing is thrown
    /// only if no later node has one of the first kind, since compiling ends before running.
    private mutating func run(_ tree: SyntaxTree) throws(Failure) -> Number {
        stack.reserveCapacity(8)
        for (index, node) in tree.nodes.enumerated() {
            switch node.kind {
            case .number(let literal):
                stack.append(
                    try NumberCompiler.number(tree.literal(literal), at: node.span, precision: options.precision))
            case .name(let name):
                switch try lookUp(tree.names[name], node) {
                case .number(let value): stack.append(value)
                case .constant(let constant): try perform(constant, count: 0, at: index, in: tree)
                }
            case .prefix(let operation), .postfix(let operation):
                try perform(resolve(operation, node), count: 1, at: index, in: tree)
            case .infix(let operation):
                try perform(resolve(operation, node), count: 2, at: index, in: tree)
            case .call(let name, let count):
                try perform(resolveCall(tree.names[name], count, node), count: count, at: index, in: tree)
            }
        }
        return stack.removeLast()
    }

    /// Applies an operation; an error computing it is thrown only if no later node has an error
    /// that compiling would have found.
    private mutating func perform(_ resolved: Resolved, count: Int, at index: Int, in tree: SyntaxTree)
        throws(Failure)
    {
        do throws(NumberError) {
            try apply(resolved, count: count)
        } catch {
            throw firstCompileFailure(tree, after: index) ?? Failure.number(error, at: tree.nodes[index].span)
        }
    }

    /// An operation with its body on numbers, or the compiler's error for it.
    private typealias Resolved = (operation: Operation, body: Body<Number>?)

    private func resolve(_ index: Int, _ node: SyntaxTree.Node) throws(Failure) -> Resolved {
        let operation = resolver.table.operations[index]
        // Called directly in apply(_:count:).
        if DirectOperation(operation.builtin) != nil || operation.builtin == .plus || operation.builtin == .negate {
            return (operation, nil)
        }
        return (operation, try NumberCompiler.availableBody(of: operation, options: options, at: node.span))
    }

    private func resolveCall(_ name: String, _ count: Int, _ node: SyntaxTree.Node) throws(Failure) -> Resolved {
        switch try resolver.callee(name, arguments: count, at: node.span, nameSpan: node.operatorSpan) {
        case .builtin(let index): return try resolve(index, node)
        case .failure(let failure): throw failure
        case .function: preconditionFailure("isStraight(_:) sends user function calls to the compiler")
        }
    }

    /// What a name stands for: a variable's or `ans`'s number, or a constant, an operation of no
    /// operands, to be performed.
    private enum Named {
        case number(Number)
        case constant(Resolved)
    }

    private func lookUp(_ name: String, _ node: SyntaxTree.Node) throws(Failure) -> Named {
        let state = resolver.state
        switch try resolver.value(name, at: node.span) {
        case .ans: return .number(try NumberCompiler.number(of: state.ans, named: name, node.span))
        case .variable(let value): return .number(try NumberCompiler.number(of: value, named: name, node.span))
        case .constant(let index): return .constant(try resolve(index, node))
        case .failure(let failure): throw failure
        case .parameter, .free:
            preconditionFailure("an expression has no parameters, and its free names are errors")
        }
    }

    private mutating func apply(_ resolved: Resolved, count: Int) throws(NumberError) {
        if count == 2, let direct = DirectOperation(resolved.operation.builtin) {
            return try direct.apply(to: &stack, precision: options.precision)
        }
        switch resolved.operation.builtin {
        case .plus?: return
        case .negate?: stack.append(-stack.removeLast())
        default:
            guard let body = resolved.body, try body.apply(to: &stack, count: count) else {
                throw .domain("\(resolved.operation.symbol) cannot take \(count) operands")
            }
        }
    }

    /// The first error compiling would find in the nodes after `index`.
    private func firstCompileFailure(_ tree: SyntaxTree, after index: Int) -> Failure? {
        for node in tree.nodes[(index + 1)...] {
            do throws(Failure) {
                switch node.kind {
                case .number(let literal):
                    _ = try NumberCompiler.number(tree.literal(literal), at: node.span)
                case .name(let name):
                    _ = try lookUp(tree.names[name], node)
                case .prefix(let operation), .postfix(let operation), .infix(let operation):
                    _ = try resolve(operation, node)
                case .call(let name, let count):
                    _ = try resolveCall(tree.names[name], count, node)
                }
            } catch {
                return error
            }
        }
        return nil
    }
}
