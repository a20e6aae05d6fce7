import CalculatorNumbers

// The reducer: a definition's syntax tree, from the one parser, computed exactly. The tree's
// nodes are in post-order, so one pass with a stack computes it, as a machine would, without
// recursion.

extension UnitExpression {
    /// Reduces `tree` (a definition's right side) against `table`; an error is a ``Failure`` at
    /// its span in the tree's source. `isUserName` tells the user's variables and functions,
    /// which a definition does not read, from unknown names.
    static func reduce(
        _ tree: SyntaxTree, in table: UnitTable, operations: OperationTable,
        isUserName: @escaping (String) -> Bool = { _ in false }
    ) throws(Failure) -> UnitExpression {
        var reducer = Reducer(tree: tree, table: table, operations: operations, isUserName: isUserName)
        let result = try reducer.run()
        guard result.factor.rational.sign > 0 else {
            throw Failure.unitNotPositive(at: tree.nodes[tree.root].span)
        }
        return result
    }

    private struct Reducer {
        let tree: SyntaxTree
        let table: UnitTable
        let operations: OperationTable
        let isUserName: (String) -> Bool
        /// The operands computed so far, with their spans.
        var stack: [(value: UnitExpression, span: Span)] = []

        mutating func run() throws(Failure) -> UnitExpression {
            for index in tree.nodes.indices {
                let node = tree.nodes[index]
                let value: UnitExpression
                switch node.kind {
                case .number(let literal):
                    value = try number(tree.literal(literal), at: node.operatorSpan)
                case .name(let name):
                    value = try self.name(tree.names[name], isUnit: tree.isUnit(index), at: node.span)
                case .prefix(let operation), .postfix(let operation):
                    value = try apply(operation, operands: 1, node)
                case .infix(let operation):
                    value = try apply(operation, operands: 2, node)
                case .call(let name, let count):
                    value = try call(tree.names[name], operands: count, node)
                }
                stack.append((value, node.span))
            }
            return stack[stack.count - 1].value
        }

        /// A literal's exact value; one too long to be held exactly is no unit's factor.
        func number(_ literal: NumberLiteral, at span: Span) throws(Failure) -> UnitExpression {
            // As a statement reads it (ValueCompiler.number): one past the size limit is an
            // approximation, which no unit's factor is.
            let value = try ValueCompiler.number(literal, at: span)
            guard value.isExact else { throw Failure.inexactUnitFactor("the number", at: span) }
            return UnitExpression(factor: UnitFactor(value), dimension: .dimensionless)
        }

        /// A unit (`km`, a user's `furlong`), or a constant of exact value (`pi`, `tau`).
        func name(_ name: String, isUnit: Bool, at span: Span) throws(Failure) -> UnitExpression {
            if !isUnit, let index = operations.name(name), case .constant = operations.operations[index].role {
                return try constant(index, named: name, at: span)
            }
            switch table.lookUp(name) {
            case .unit(let match)?:
                return UnitExpression(factor: match.factor, dimension: match.unit.dimension)
            case .refused(let hint)?:
                throw Failure.refusedUnit(name, hint: hint, at: span)
            case nil:
                if isUserName(name) { throw Failure.userNameInUnit(name, at: span) }
                throw Failure.unknownUnit(name, at: span)
            }
        }

        func constant(_ index: Int, named name: String, at span: Span) throws(Failure) -> UnitExpression {
            let operation = operations.operations[index]
            switch operation.builtin {
            case .imaginaryUnit?:
                throw Failure.imaginaryUnitInUnit(at: span)
            case .pi?:
                return UnitExpression(factor: UnitFactor(Number(1), piPower: 1), dimension: .dimensionless)
            case .tau?:
                return UnitExpression(factor: UnitFactor(Number(2), piPower: 1), dimension: .dimensionless)
            default:
                let body: Body<Number> = operation.body(in: .radians)
                guard case .constant(let value) = body, value.isExact else {
                    throw Failure.inexactUnitFactor("'\(name)'", at: span)
                }
                return UnitExpression(factor: UnitFactor(value), dimension: .dimensionless)
            }
        }

        /// The operation at `operations.operations[index]` on the top `count` operands.
        mutating func apply(_ index: Int, operands count: Int, _ node: SyntaxTree.Node) throws(Failure)
            -> UnitExpression
        {
            let operands = Array(stack.suffix(count))
            stack.removeLast(count)
            let operation = operations.operations[index]
            let at = node.operatorSpan
            switch operation.builtin {
            case .plus?:
                return operands[0].value
            case .negate?:
                let x = operands[0].value
                return UnitExpression(factor: x.factor.negated, dimension: x.dimension)
            case .multiply?:
                return try product(operands[0].value, operands[1].value, dividing: false, at: at)
            case .divide?:
                return try product(operands[0].value, operands[1].value, dividing: true, at: at)
            case .add?, .subtract?:
                return try sum(
                    operands[0].value, operands[1].value, subtracting: operation.builtin == .subtract, at: at)
            case .power?:
                return try power(operands[0].value, exponent: operands[1], at: at)
            case .percent?:
                let x = operands[0].value
                return try product(
                    x, UnitExpression(factor: UnitFactor(Number(100)), dimension: .dimensionless), dividing: true,
                    at: at)
            default:
                return try function(operation, operands, at: at, spelled: operation.symbol)
            }
        }

        /// A call `name(…)` on the top `count` operands: a function of the table.
        mutating func call(_ name: String, operands count: Int, _ node: SyntaxTree.Node) throws(Failure)
            -> UnitExpression
        {
            let operands = Array(stack.suffix(count))
            stack.removeLast(count)
            guard let index = operations.name(name), case .function = operations.operations[index].role else {
                if isUserName(name) { throw Failure.userNameInUnit(name, at: node.operatorSpan) }
                throw Failure.unknownFunctionInUnit(name, at: node.operatorSpan)
            }
            return try function(operations.operations[index], operands, at: node.operatorSpan, spelled: name)
        }

        /// A function or an operator that is not one of the factor's own operations: a root or
        /// `abs` of any operand, anything else of exact numbers with an exact result (`sqrt(4)`,
        /// `floor(7/2)`, `5!`).
        func function(
            _ operation: Operation, _ operands: [(value: UnitExpression, span: Span)], at span: Span,
            spelled name: String
        ) throws(Failure) -> UnitExpression {
            guard operation.arity.accepts(operands.count) else {
                throw Failure.argumentCount(name, takes: operation.arity, got: operands.count, at: span)
            }
            switch operation.builtin {
            case .squareRoot?:
                return try power(operands[0].value, DimensionExponent(1, 2)!, at: span, what: "the root")
            case .cubeRoot?:
                return try power(operands[0].value, DimensionExponent(1, 3)!, at: span, what: "the root")
            case .absoluteValue?:
                let x = operands[0].value
                return UnitExpression(factor: x.factor.magnitude, dimension: x.dimension)
            default:
                break
            }
            let body: Body<Number> = operation.body(in: .radians)
            switch body {
            case .conditional, .unavailable: throw Failure.unitFunctionUnavailable(name, at: span)
            case .constant, .unary, .binary, .variadic: break
            }
            var numbers: [Number] = []
            for operand in operands {
                guard operand.value.dimension.isDimensionless else {
                    throw Failure.unitFunctionOfQuantity(name, at: operand.span)
                }
                guard operand.value.factor.isExact else {
                    throw Failure.inexactUnitFactor("'\(name)' of a multiple of π", at: span)
                }
                numbers.append(operand.value.factor.rational)
            }
            let result: Number?
            do throws(NumberError) {
                result = try body.result(numbers)
            } catch {
                throw Failure.number(error, at: span)
            }
            guard let result else { throw Failure.unitFunctionUnavailable(name, at: span) }
            guard result.isExact else { throw Failure.inexactUnitFactor("'\(name)'", at: span) }
            return UnitExpression(factor: UnitFactor(result), dimension: .dimensionless)
        }

        func product(_ x: UnitExpression, _ y: UnitExpression, dividing: Bool, at span: Span) throws(Failure)
            -> UnitExpression
        {
            let factor: UnitFactor
            do throws(NumberError) {
                factor = dividing ? try x.factor.divided(by: y.factor) : try x.factor.multiplied(by: y.factor)
            } catch {
                throw Failure.number(error, at: span)
            }
            guard
                let dimension = dividing
                    ? x.dimension.divided(by: y.dimension) : x.dimension.multiplied(by: y.dimension)
            else { throw Failure.unitExponentTooLarge(at: span) }
            return UnitExpression(factor: factor, dimension: dimension)
        }

        /// `0.5 km + 1 m`: two amounts of one dimension, whose sum is exact (a rational, or two
        /// multiples of the same power of π).
        func sum(_ x: UnitExpression, _ y: UnitExpression, subtracting: Bool, at span: Span) throws(Failure)
            -> UnitExpression
        {
            guard x.dimension == y.dimension else {
                throw Failure.unitSumOfDimensions(x.dimension, y.dimension, subtracting: subtracting, at: span)
            }
            let factor: UnitFactor?
            do throws(NumberError) {
                factor = try x.factor.adding(y.factor, subtracting: subtracting)
            } catch {
                throw Failure.number(error, at: span)
            }
            guard let factor else { throw Failure.inexactUnitFactor("the sum", at: span) }
            return UnitExpression(factor: factor, dimension: x.dimension)
        }

        /// `m^2`, `(4 m^2)^(1/2)`, `10^-3`: the exponent a fraction of no dimension.
        func power(_ base: UnitExpression, exponent: (value: UnitExpression, span: Span), at span: Span)
            throws(Failure) -> UnitExpression
        {
            let e = exponent.value
            guard e.dimension.isDimensionless, e.factor.isExact,
                let exponentValue = DimensionExponent(exactly: e.factor.rational)
            else { throw Failure.unitExponentNotAFraction(at: exponent.span) }
            return try power(base, exponentValue, at: span)
        }

        func power(_ base: UnitExpression, _ exponent: DimensionExponent, at span: Span, what: String = "the power")
            throws(Failure) -> UnitExpression
        {
            guard let dimension = base.dimension.power(exponent) else { throw Failure.unitExponentTooLarge(at: span) }
            let factor: UnitFactor?
            do throws(NumberError) {
                factor = try base.factor.power(exponent)
            } catch {
                throw Failure.number(error, at: span)
            }
            guard let factor else { throw Failure.inexactUnitFactor(what, at: span) }
            return UnitExpression(factor: factor, dimension: dimension)
        }
    }
}
