/// An expression compiled once to be evaluated many times, with different values for its
/// variables. An immutable value: share it between threads freely.
///
/// Names bound in the brain when it was compiled (constants, variables, functions) are captured;
/// every other name is a variable, in order of first appearance.
///
/// ```swift
/// let f = try brain.compile("x^2 + y")
/// f.variableNames                      // ["x", "y"]
/// try f.evaluate(["x": 3, "y": 1])     // 10
/// f.evaluate([3, 1])                   // 10, without names or throwing
/// ```
public struct CompiledExpression: Sendable {
    let program: Program
    let checked: Bool
    let variableSpans: [Span]
    /// The text the expression was compiled from.
    public let source: String
    /// The expression's free variables, in order of first appearance.
    public let variableNames: [String]

    /// Evaluates with the variables given by name. Throws for a missing variable, and for
    /// checked arithmetic that fails.
    public func evaluate(_ variables: [String: Double] = [:]) throws(CalculatorError) -> Double {
        var values = [Double](repeating: 0, count: variableNames.count)
        for (slot, name) in variableNames.enumerated() {
            guard let value = variables[name] else {
                throw Failure(.missingVariable, "no value for variable '\(name)'", at: variableSpans[slot])
                    .located(in: source)
            }
            values[slot] = value
        }
        var failure: RuntimeFailure?
        let result = values.withUnsafeBufferPointer {
            program.run(variables: $0, checked: checked, failure: &failure)
        }
        if let failure { throw program.error(for: failure, in: SourceLocator(source)) }
        return result
    }

    /// Evaluates with the variables' values in ``variableNames`` order: the fast path, for
    /// evaluating over many points. Never throws: where ``evaluate(_:)-(Dictionary<String,Double>)``
    /// would report an error, or when too few values are given, the result is NaN.
    public func evaluate(_ values: [Double]) -> Double {
        guard values.count >= variableNames.count else { return .nan }
        var failure: RuntimeFailure?
        return values.withUnsafeBufferPointer {
            program.run(variables: $0, checked: checked, failure: &failure)
        }
    }
}

extension CalculatorBrain {
    /// Compiles an expression for evaluating many times. Names the brain knows now are
    /// captured; other names become the expression's variables.
    ///
    /// ```swift
    /// let area = try brain.compile("pi r^2")
    /// area.evaluate([2])   // 12.566370614359172
    /// ```
    public func compile(_ source: String) throws(CalculatorError) -> CompiledExpression {
        var statements: [ParsedStatement] = []
        Parser.parse(source, table: operations) { statement in
            statements.append(statement)
            return statements.count < 2
        }
        guard statements.count == 1, let statement = statements.first else {
            let span = statements.count > 1 ? statements[1].span : Span(0, 0)
            throw Failure(
                .syntax, statements.isEmpty ? "expected an expression" : "compile takes a single expression", at: span
            )
            .located(in: source)
        }
        let tree: SyntaxTree
        switch statement.result {
        case .failure(let failure): throw failure.located(in: source)
        case .success(.expression(let expression)): tree = expression
        case .success(.assignment), .success(.definition):
            throw Failure(
                .invalidAssignment, "compile takes an expression, not an assignment or definition", at: statement.span
            ).located(in: source)
        }
        var compiler = Compiler(table: operations, options: options, state: state)
        let program: Program
        do throws(Failure) {
            program = try compiler.compile(tree, freeNames: .variables)
        } catch {
            throw error.located(in: source)
        }
        return CompiledExpression(
            program: program, checked: options.arithmetic == .checked, variableSpans: compiler.variableSpans,
            source: source, variableNames: compiler.variableNames)
    }
}
