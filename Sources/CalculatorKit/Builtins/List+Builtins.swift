import CalculatorNumbers

/// The arithmetic of lists, the file ``Value/apply(_:_:at:)`` hands an operation with a list
/// among its operands: element by element, a scalar beside a list taking part in each
/// (`[1, 2, 3] * 2`, `sqrt([1, 4, 9])`, `[1, 2] + [10, 20]`), as numpy and qalc broadcast; `min`
/// and `max` of one list take its elements. An order or a bit pattern of a list means nothing
/// calc should guess: comparisons, `%` and the bitwise operators refuse one.
extension Value {
    static func applyToLists(_ operation: ValueOperation, _ operands: [Value], at site: OperationSite)
        throws(Failure) -> Value
    {
        if let builtin = operation.builtin {
            if builtin == .minimum || builtin == .maximum {
                let values = try ListFunctions.values(operands, symbol: operation.symbol, at: site)
                guard !values.isEmpty else {
                    throw ListFunctions.atArgument(
                        .tooFewValues(operation.symbol, count: 0, least: 1, at: site.span), operands)
                }
                return try Value.apply(operation, values, at: site)
            }
            if let note = refusal(builtin) { throw Failure.takesNoList(operation.symbol, at: site.span, note: note) }
        }
        var length: Int?
        for operand in operands {
            guard case .list(let elements) = operand else { continue }
            if let length, length != elements.count {
                throw Failure.unequalLengths(length, elements.count, symbol: operation.symbol, at: site.operatorSpan)
            }
            length = elements.count
        }
        var results: [Value] = []
        results.reserveCapacity(length ?? 0)
        var elementOperands = operands
        for index in 0..<(length ?? 0) {
            for (position, operand) in operands.enumerated() {
                if case .list(let elements) = operand { elementOperands[position] = elements[index] }
            }
            results.append(try Value.apply(operation, elementOperands, at: site))
        }
        return .list(results)
    }

    /// Why `builtin` takes no list, or nil when it takes one element by element.
    private static func refusal(_ builtin: Builtin) -> String? {
        switch builtin {
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual:
            "a comparison is of two numbers: compare a statistic of the list, as in max(xs) < 3"
        case .remainder:
            "% is the remainder of two numbers; mod(x, n) takes each element of a list"
        case .bitwiseAnd, .bitwiseOr, .shiftLeft, .shiftRight, .bitwiseXor, .bitwiseNot:
            "bitwise operators take integers"
        default:
            nil
        }
    }
}

/// The functions that make and reorder lists: `list` (what `[a, b, c]` calls), `len`, `sort`,
/// `reverse` and `seq`. Rows of the standard table, each a function of values (``ValueFunction``).
enum ListFunctions {
    static let rows: [Operation] = [
        Operation(
            "list", .function(.atLeast(0)), ValueFunction(list), summary: "the list of the arguments, as [a, b, c] is"),
        Operation(
            "len", .function(.atLeast(1)), ValueFunction(length),
            summary: "the number of elements of a list (or of the arguments)"),
        Operation(
            "sort", .function(.atLeast(1)), ValueFunction(sort),
            summary: "the elements in ascending order, each in its own unit"),
        Operation("reverse", .function(.atLeast(1)), ValueFunction(reverse), summary: "the elements in reverse order"),
        Operation(
            "seq", .function(.between(2, 3)), ValueFunction(sequence),
            summary: "a, a + step, … while not past b (step 1 by default): seq(1, 5) is [1, 2, 3, 4, 5]",
            parameters: ["a", "b", "step"]),
    ]

    /// The values a function of one list or of several arguments takes: the list's elements, or
    /// the arguments themselves; a list among other arguments is an error.
    static func values(_ operands: [Value], symbol: String, at site: OperationSite) throws(Failure) -> [Value] {
        if operands.count == 1, case .list(let elements) = operands[0] { return elements }
        if let list = operands.firstIndex(where: { $0.elements != nil }) {
            var failure = Failure(
                .misuse, "\(symbol) takes one list or several values, not a list among others", at: site.span)
            failure.operand = list
            throw failure
        }
        return operands
    }

    /// `failure` shown at the argument when there is one (the list), else at the call.
    static func atArgument(_ failure: Failure, _ operands: [Value]) -> Failure {
        var failure = failure
        if operands.count == 1 { failure.operand = 0 }
        return failure
    }

    private static func list(_ operands: [Value], _ operation: ValueOperation, _ site: OperationSite) throws(Failure)
        -> Value
    {
        try Value.list(of: operands, at: site)
    }

    private static func length(_ operands: [Value], _ operation: ValueOperation, _ site: OperationSite)
        throws(Failure) -> Value
    {
        .number(Number(try values(operands, symbol: operation.symbol, at: site).count))
    }

    private static func reverse(_ operands: [Value], _ operation: ValueOperation, _ site: OperationSite)
        throws(Failure) -> Value
    {
        .list(try values(operands, symbol: operation.symbol, at: site).reversed())
    }

    /// Ascending by value, each element as it was written (`sort([1 m, 50 cm])` is `[50 cm, 1 m]`);
    /// equal values keep their order.
    private static func sort(_ operands: [Value], _ operation: ValueOperation, _ site: OperationSite)
        throws(Failure) -> Value
    {
        let elements = try values(operands, symbol: operation.symbol, at: site)
        let sample = try Sample(elements, operation, at: site, operands)
        return .list(try sample.ascendingOrder(at: site).map { elements[$0] })
    }

    /// `seq(a, b[, step])`: a, a + step, … up to b inclusive, as coreutils `seq` (`seq(5, 1)` is
    /// `[]`, `seq(5, 1, -1)` counts down). Its length is known before any element is made, so
    /// `seq(1, 10^9)` is an error at once.
    private static func sequence(_ operands: [Value], _ operation: ValueOperation, _ site: OperationSite)
        throws(Failure) -> Value
    {
        var numbers: [Number] = []
        for (index, operand) in operands.enumerated() {
            guard case .number(let number) = operand else {
                var failure = Failure(.misuse, "seq takes plain numbers", at: site.span)
                failure.operand = index
                throw failure
            }
            numbers.append(number)
        }
        let (start, end) = (numbers[0], numbers[1])
        let step = numbers.count == 3 ? numbers[2] : Number(1)
        let p = operation.options.precision
        let count: Number
        do throws(NumberError) {
            guard try Number.decidedSign(step, of: "the step") != 0 else {
                throw NumberError.invalidOperand(2, "seq's step is 0")
            }
            // How many steps fit: ⌊(b − a) / step⌋ + 1, none when b is behind a.
            let span = try Number.quotient(try Number.difference(end, start, precision: p), step, precision: p)
            count = try Number.sum(try Number.floor(span), Number(1), precision: p)
        } catch {
            throw Failure.number(error, at: site.span)
        }
        guard count.sign > 0 else { return .list([]) }
        guard let n = count.exactInt, n <= Value.maximumListLength else {
            throw Failure.listTooLong(count.description, at: site.span)
        }
        var elements: [Value] = []
        elements.reserveCapacity(n)
        var value = start
        do throws(NumberError) {
            for _ in 0..<n {
                elements.append(.number(value))
                value = try Number.sum(value, step, precision: p)
            }
        } catch {
            throw Failure.number(error, at: site.span)
        }
        return .list(elements)
    }
}
