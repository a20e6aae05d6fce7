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
        if let compiled = FloatMachine.compile(
            source, table: operations, options: options, state: state, cache: &compileCache)
        {
            return compiled
        }
        return try compileInTwoPasses(source)
    }

    /// Compiles `source` through the parser's syntax tree: whatever the one-pass compile leaves.
    func compileInTwoPasses(_ source: String) throws(CalculatorError) -> CompiledExpression {
        // The first statement, and the span of a second if there is one (an error): no array.
        var first: ParsedStatement?
        var extra: Span?
        // Units are read after an operand only, to be refused; a name alone is a variable.
        var units = unitNames
        units.readsUnitsAlone = false
        Parser.parse(source, table: operations, units: units) { statement in
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
            if let unit = expression.unitLeaves.first {
                let node = expression.nodes[unit]
                throw Failure.compileTakesNoUnits(at: node.span).located(in: source)
            }
            tree = expression
        case .success(.assignment), .success(.definition), .success(.unit):
            throw Failure.compileTakesNoAssignment(at: statement.span).located(in: source)
        }
        return try Failure.locating(in: SourceLocator(source)) { () throws(Failure) in
            try FloatMachine.compile(
                tree, source: source, table: operations, options: options, state: state, cache: &compileCache)
        }
    }

}
