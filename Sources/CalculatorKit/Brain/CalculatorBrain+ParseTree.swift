extension CalculatorBrain {
    /// How the brain groups `source`, without evaluating it: one string per statement, its
    /// syntax tree printed as an S-expression (`(= x (+ 1 2))`, `(define (f x) (^ x 2))`), or
    /// `error: …` with the message of a statement that does not parse.
    ///
    /// It answers "which operand does this operator take?": use it to check the precedence and
    /// associativity of a custom operator, or to show a user how their input was read. The
    /// strings are for reading and comparing; operators print by their main spelling
    /// (``Operation/symbol``) and numbers as their values to 17 significant digits.
    ///
    /// ```swift
    /// brain.parseTree("1 + 2 * 3")   // ["(+ 1 (* 2 3))"]
    /// brain.parseTree("2x; 1 +")     // ["(* 2 x)", "error: expected an expression after '+'"]
    /// ```
    public func parseTree(_ source: String) -> [String] {
        Parser.parse(source, table: operations).map { parsed in
            switch parsed.result {
            case .success(.expression(let tree, let conversions)):
                // `x to frac to hex` is `(to hex (to frac x))`: the operator is left-associative.
                converted(tree, by: conversions)
            case .success(.assignment(let name, _, let value, let conversions)):
                "(= \(name) \(converted(value, by: conversions)))"
            case .success(.definition(let name, _, let parameters, let body)):
                "(define (\(([name] + parameters).joined(separator: " "))) \(body.sExpression(table: operations)))"
            case .success(.unit(let name, _, let definition)):
                "(unit \(name)\(definition.map { " " + $0.text } ?? ""))"
            case .failure(let failure):
                "error: \(failure.message)"
            }
        }
    }

    private func converted(_ tree: SyntaxTree, by conversions: [Conversion]) -> String {
        conversions.reduce(tree.sExpression(table: operations)) { inner, conversion in
            "(to \(conversion.target.name) \(inner))"
        }
    }
}
