extension CalculatorBrain {
    /// Compiles an expression for evaluating many times. Names the brain knows now are
    /// captured; other names become the expression's variables.
    ///
    /// ```swift
    /// let area = try brain.compile("pi * r^2")
    /// area.evaluate([2])   // 12.566370614359172
    /// ```
    public func compile(_ source: String) throws(CalculatorError) -> CompiledExpression {
        var statements: [ParsedStatement] = []
        Parser.parse(source, table: operations) { statement in
            statements.append(statement)
            return statements.count < 2
        }
        guard statements.count == 1, let statement = statements.first else {
            let failure =
                statements.isEmpty
                ? Failure.expectedExpression
                : Failure.compileTakesOneExpression(extra: statements[1].span)
            throw failure.located(in: source)
        }
        let tree: SyntaxTree
        switch statement.result {
        case .failure(let failure): throw failure.located(in: source)
        case .success(.expression(let expression, nil)): tree = expression
        case .success(.expression(_, let conversion?)):
            throw Failure.compileTakesNoConversion(at: conversion.span).located(in: source)
        case .success(.assignment), .success(.definition):
            throw Failure.compileTakesNoAssignment(at: statement.span).located(in: source)
        }
        var compiler = Compiler(table: operations, options: options, state: state)
        let program = try Failure.locating(in: SourceLocator(source)) { () throws(Failure) in
            try compiler.compile(tree, freeNames: .variables)
        }
        return CompiledExpression(
            program: program, checked: options.arithmetic != .ieee, variableSpans: compiler.variableSpans,
            source: source, variableNames: compiler.variableNames)
    }
}
