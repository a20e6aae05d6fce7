extension CalculatorBrain {
    /// Compiles an expression for evaluating many times. Names the brain knows now are
    /// captured; other names become the expression's variables.
    ///
    /// ```swift
    /// let area = try brain.compile("pi * r^2")
    /// area.evaluate([2])   // 12.566370614359172
    /// ```
    public func compile(_ source: String) throws(CalculatorError) -> CompiledExpression {
        // The common shapes in one pass; anything else, and every error, in two.
        if let (program, variableNames) = DirectCompiler.compile(
            source, table: operations, options: options, state: state, memo: memo)
        {
            remember(program, variableNames)
            return CompiledExpression(
                program: program, checked: options.arithmetic != .ieee, table: operations, source: source,
                variableNames: variableNames)
        }
        return try compileInTwoPasses(source)
    }

    /// Compiles `source` through the parser's syntax tree: whatever ``DirectCompiler`` leaves.
    func compileInTwoPasses(_ source: String) throws(CalculatorError) -> CompiledExpression {
        // The first statement, and the span of a second if there is one (an error): no array.
        var first: ParsedStatement?
        var extra: Span?
        Parser.parse(source, table: operations) { statement in
            if first == nil {
                first = statement
                return true
            }
            extra = statement.span
            return false
        }
        guard let statement = first, extra == nil else {
            let failure = extra.map(Failure.compileTakesOneExpression(extra:)) ?? Failure.expectedExpression
            throw failure.located(in: source)
        }
        let tree: SyntaxTree
        switch statement.result {
        case .failure(let failure): throw failure.located(in: source)
        case .success(.expression(let expression, let conversions)):
            if let conversion = conversions.first {
                throw Failure.compileTakesNoConversion(at: conversion.span).located(in: source)
            }
            tree = expression
        case .success(.assignment), .success(.definition):
            throw Failure.compileTakesNoAssignment(at: statement.span).located(in: source)
        }
        var compiler = Compiler(table: operations, options: options, state: state, memo: memo)
        let program = try Failure.locating(in: SourceLocator(source)) { () throws(Failure) in
            try compiler.compile(tree, freeNames: .variables)
        }
        let variableNames = compiler.variableNames
        remember(program, variableNames)
        return CompiledExpression(
            program: program, checked: options.arithmetic != .ieee, table: operations, source: source,
            variableNames: variableNames)
    }

    /// Keeps what the next compile starts from (see ``Compiler/Memo``). Written only when it
    /// changed: the program's lists grow from the memo's, and an unchanged memo costs nothing
    /// to keep.
    private func remember(_ program: Program, _ variableNames: [String]) {
        if program.unaryFunctions.count != memo.callees.unary.count
            || program.binaryFunctions.count != memo.callees.binary.count
            || program.variadicFunctions.count != memo.callees.variadic.count
        {
            memo.callees = program.callees
        }
        if variableNames != memo.variableNames { memo.variableNames = variableNames }
    }
}
