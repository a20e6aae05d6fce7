extension SyntaxTree {
    /// The tree as an S-expression, `(+ 1 (* 2 3))`, for tests that check shape without
    /// evaluating. Operators print by their main symbol (`×` prints as `*`); implicit
    /// multiplication prints as `*`. Built in one pass with a stack, like everything else here.
    func sExpression(table: OperationTable) -> String {
        var stack: [String] = []
        for index in nodes.indices {
            let node = nodes[index]
            let count = node.arity
            let operands = stack.suffix(count)
            let head: String
            switch node.kind {
            case .number(let literal): head = ResultFormatter.string(for: Double(self.literal(literal)), precision: 17)
            case .name(let name), .call(let name, _): head = names[name]
            case .prefix(let operation), .postfix(let operation), .infix(let operation):
                head = table.operations[operation].symbol
            }
            // A call is parenthesized even with no arguments: `rand()` prints as `(rand)`.
            let isCall = if case .call = node.kind { true } else { false }
            let text = count == 0 && !isCall ? head : "(" + ([head] + operands).joined(separator: " ") + ")"
            stack.removeLast(count)
            stack.append(text)
        }
        return stack.last ?? ""
    }
}
