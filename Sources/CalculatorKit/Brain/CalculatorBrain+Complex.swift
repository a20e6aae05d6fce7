/// The complex path of exact arithmetic: a statement the number evaluators fail on `i`, on a
/// complex variable or on a real function with no real value there.
extension CalculatorBrain {
    /// The value of `tree` with complex numbers, after the number evaluators' `failure`; with
    /// ``CalculatorOptions/real`` set, the real error (`sqrt(-1)`'s), or a refusal of `i`.
    func complex(of tree: SyntaxTree, in source: SourceLocator, failure: CalculatorError) throws(CalculatorError)
        -> Value
    {
        if options.real {
            guard failure.message == Failure.complexWithUnitsMessage else { throw failure }
            var refusal = failure
            refusal.message = Failure.complexInRealModeMessage
            refusal.note = Failure.complexInRealModeNote
            throw refusal
        }
        do throws(CalculatorError) {
            return try Failure.locating(in: source) { () throws(Failure) in
                do throws(Failure) {
                    return try ComplexEvaluator.evaluate(tree, table: operations, state: state, options: options)
                } catch {
                    throw tree.pointingAtOperand(error)
                }
            }
        } catch {
            // A unit or a quantity on the way (in a function's body, `g(x) = x * 1 m; g(i)`):
            // the quantity evaluator computes the complex numbers too, and refuses one where it
            // meets a quantity, at that operator.
            guard error.message == Failure.complexWithUnitsMessage else { throw error }
            return try quantity(of: tree, in: source)
        }
    }
}
