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
/// runs its body here, its parameters bound to the arguments' values; `if` is not taken.
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
        for (index, node) in tree.nodes.enumerated() {
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
                case .builtin(let index) where resolver.table.operations[index].builtin != .conditional:
                    try apply(index, count: count, node)
                case .builtin:
                    throw Failure(.misuse, "if does not take complex numbers yet", at: node.operatorSpan)
                case .function(let function):
                    try call(function, count: count, node)
                case .failure(let failure):
                    throw failure
                }
            }
        }
        return stack.removeLast()
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
        let operation = resolver.table.operations[index]
        let operands = Array(stack.suffix(count))
        stack.removeLast(count)
        if operation.builtin == .imaginaryUnit {
            stack.append(.complex(.i))
            return
        }
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
                stack.append(.number(result))
                return
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
        stack.append(result)
    }
}
