import CalculatorNumbers

/// Evaluates a syntax tree with quantities in it (`5 km`, a variable holding `3 m/s`) straight
/// from its nodes, on a stack of ``Value``s: the exact arithmetic of numbers, and the rules of
/// quantities (Value+Quantity.swift) where a quantity is an operand. The brain sends it the trees
/// whose parse found units, and those whose names hold quantities (the number evaluators hand
/// those back); every other tree keeps the number machine.
///
/// Names resolve through ``NameResolver`` as everywhere; a call of a user's function or of `if`
/// is not taken yet (each would need the number machine's frames to carry quantities).
struct QuantityEvaluator {
    private let resolver: NameResolver
    private let options: CalculatorOptions
    private var stack: [Value] = []

    private init(table: OperationTable, state: CalculatorState, options: CalculatorOptions) {
        resolver = NameResolver(table: table, state: state, context: .expression(.error))
        self.options = options
    }

    /// The value of `tree`, a number or a quantity.
    static func evaluate(
        _ tree: SyntaxTree, table: OperationTable, state: CalculatorState, options: CalculatorOptions
    ) throws(Failure) -> Value {
        var evaluator = QuantityEvaluator(table: table, state: state, options: options)
        return try evaluator.run(tree)
    }

    private mutating func run(_ tree: SyntaxTree) throws(Failure) -> Value {
        // Never deeper than the tree has nodes: no growing on the way.
        stack.reserveCapacity(tree.nodes.count)
        for (index, node) in tree.nodes.enumerated() {
            switch node.kind {
            case .number(let literal):
                stack.append(.number(try NumberCompiler.number(tree.literal(literal), at: node.span)))
            case .name(let name):
                let spelling = tree.names[name]
                if tree.isUnit(index) {
                    stack.append(try Self.unit(spelling, at: node.span))
                    continue
                }
                switch try resolver.value(spelling, at: node.span) {
                case .ans: stack.append(resolver.state.ans)
                case .variable(let value): stack.append(value)
                case .constant(let operation): try apply(operation, count: 0, node)
                case .failure(let failure): throw failure
                case .parameter, .free:
                    preconditionFailure("an expression has no parameters, and its free names are errors")
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
                case .builtin, .function:
                    throw Failure.quantityCall(spelling, at: node.operatorSpan)
                case .failure(let failure):
                    throw failure
                }
            }
        }
        return stack.removeLast()
    }

    /// One of the unit `spelling` names, as a quantity.
    private static func unit(_ spelling: String, at span: Span) throws(Failure) -> Value {
        guard case .unit(let match)? = UnitTable.standard.lookUp(spelling) else {
            preconditionFailure("the parser reads a name as a unit only when the table has it")
        }
        guard !match.unit.isAffine else {
            throw Failure(
                .misuse, "\(spelling) is a temperature scale, which calc does not compute with yet", at: span,
                note: "write the temperature in K")
        }
        return .quantity(Quantity(Number(1), UnitProduct(match, spelled: spelling)))
    }

    /// The table's operation at `index` on the last `count` values of the stack, which it
    /// replaces: by its body on numbers when they are all numbers, by the rules of quantities
    /// when one is a quantity.
    private mutating func apply(_ index: Int, count: Int, _ node: SyntaxTree.Node) throws(Failure) {
        let operation = resolver.table.operations[index]
        let operands = Array(stack.suffix(count))
        stack.removeLast(count)
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
            throw Failure.number(error, at: node.span)
        }
        // The body in radians only when an angle reaches a function (`sin(30 deg)`): most
        // operations on quantities (`+ * /`) never ask for it.
        var radians = options
        radians.angleUnit = .radians
        do throws(Value.QuantityProblem) {
            stack.append(
                try Value.quantityResult(
                    of: operation.builtin, symbol: operation.symbol, operands, precision: options.precision,
                    numbers: numbers,
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
            throw Failure.quantity(error, at: node.operatorSpan)
        }
    }
}
