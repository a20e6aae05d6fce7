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
    /// The fast paths of ``evaluate(_:)-([Double])``, built at its first call.
    @usableFromInline let kernel = PointKernelCache()
    /// The table it was compiled with, to find where a variable first appears when an error
    /// needs it (see ``variableSpan(_:)``).
    let table: OperationTable
    /// The text the expression was compiled from, which its errors' ranges point into.
    ///
    /// ```swift
    /// try brain.compile("x^2 + y").source   // "x^2 + y"
    /// ```
    public let source: String
    /// The expression's free variables, in order of first appearance: the order of the values
    /// given to ``evaluate(_:)-([Double])``.
    ///
    /// ```swift
    /// try brain.compile("y * x + y").variableNames   // ["y", "x"]
    /// ```
    public let variableNames: [String]

    /// Evaluates with the variables given by name. Throws for a missing variable, and for
    /// checked arithmetic that fails.
    ///
    /// ```swift
    /// let f = try brain.compile("1 / (x - y)")
    /// try f.evaluate(["x": 3, "y": 1])   // 0.5
    /// try f.evaluate(["x": 1, "y": 1])   // throws: division by zero
    /// ```
    public func evaluate(_ variables: [String: Double] = [:]) throws(CalculatorError) -> Double {
        var values = [Double](repeating: 0, count: variableNames.count)
        for (slot, name) in variableNames.enumerated() {
            guard let value = variables[name] else {
                throw Failure.missingVariable(name, at: variableSpan(slot)).located(in: source)
            }
            values[slot] = value
        }
        var failure: RuntimeFailure?
        let result = values.withUnsafeBufferPointer {
            FloatMachine.value(of: program, at: $0, checked: checked, failure: &failure)
        }
        if let failure { throw program.error(for: failure, in: SourceLocator(source)) }
        return result
    }

    /// Evaluates an expression meant to have no variables, such as a plot's range end (`-pi`):
    /// a name that is neither a constant nor the brain's is then an unknown name, with the
    /// nearest one, as in a statement, rather than a variable given no value.
    ///
    /// ```swift
    /// try brain.compile("-pi").evaluateConstant()   // -3.141592653589793
    /// try brain.compile("p1").evaluateConstant()    // throws: unknown name 'p1' (did you mean 'pi'?)
    /// ```
    public func evaluateConstant() throws(CalculatorError) -> Double {
        if let name = variableNames.first {
            let suggestion = NameSuggestion.suggestion(
                for: name, among: table.unorderedNameSpellings, where: Lexicon.isWord)
            throw Failure.unknownName(name, suggestion: suggestion, at: variableSpan(0)).located(in: source)
        }
        return try evaluate()
    }

    /// Where variable `slot` first appears: its node in the source parsed again, as the compiler
    /// read it (`(x)` with its parentheses). Worked out when an error needs it rather than kept
    /// from the compile: an array, and its allocation, for each expression compiled.
    func variableSpan(_ slot: Int) -> Span {
        var found: Span?
        Parser.parse(source, table: table) { statement in
            if case .success(.expression(let tree, _)) = statement.result {
                found =
                    tree.nodes.first { node in
                        if case .name(let name) = node.kind { tree.names[name] == variableNames[slot] } else { false }
                    }?.span
            }
            return false
        }
        return found ?? Span(0, source.utf8.count)
    }

    /// Evaluates with the variables' values in ``variableNames`` order: the fast path, for
    /// evaluating over many points. Never throws: where ``evaluate(_:)-([String:Double])``
    /// would report an error, or when too few values are given, the result is NaN.
    ///
    /// ```swift
    /// let f = try brain.compile("x^2 + y")
    /// f.evaluate([3, 1])   // 10
    /// f.evaluate([3])      // nan: no value for y
    /// ```
    ///
    /// Inlined into the caller's loop, where it calls the expression's machine code (see
    /// `MachineCode`) directly: a call a point, and the code's own.
    @inlinable
    public func evaluate(_ values: [Double]) -> Double {
        guard values.count >= variableNames.count else { return .nan }
        return values.withUnsafeBufferPointer { values in
            if let code = kernel.machineCode() {
                let value = code(values.baseAddress!)
                // A finite value is the answer (`v - v` is 0 just for those: three instructions
                // where `isFinite` takes six). A non-finite one may be a failure in checked
                // arithmetic, which the machine decides; `valueWithoutCode` knows which.
                if _fastPath(value - value == 0) { return value }
            }
            return valueWithoutCode(at: values)
        }
    }

    /// The value where there is no machine code, or where its value is not finite: the machine
    /// code's or the point kernel's where that is the answer, else the machine's. Out of line,
    /// so that the inlined fast path stays small.
    @usableFromInline @inline(never)
    func valueWithoutCode(at values: UnsafeBufferPointer<Double>) -> Double {
        FloatMachine.value(at: values, kernel: kernel) ?? valueOnTheMachine(at: values)
    }

    /// The value where the kernel gives none (see ``FloatMachine/value(at:kernel:)``).
    @inline(never)
    private func valueOnTheMachine(at values: UnsafeBufferPointer<Double>) -> Double {
        FloatMachine.value(of: program, at: values, checked: checked, buildingKernel: kernel)
    }

    /// Evaluates at many points at once, given column by column: `columns[k][i]` is the value
    /// of variable `k` (in ``variableNames`` order) at point `i`. The fastest way to evaluate
    /// over many points: an expression without `if`, user functions or calls of functions that
    /// take their arguments as an array (`min`, `max`, `log`, `gcd`, `lcm`, `rand`, and those
    /// added with an `arity:`) runs over chunks of points, so each instruction is dispatched once
    /// per chunk rather than once per point. Other expressions run point by point, with the same
    /// results.
    ///
    /// Returns one value per point, as many as the shortest column has: the same values as
    /// ``evaluate(_:)-([Double])`` at each point, NaN where that would be NaN (an error at that
    /// point does not affect the others). With fewer columns than variables, every value is
    /// NaN. For an expression without variables, pass any column to say how many points.
    ///
    /// ```swift
    /// let f = try brain.compile("x^2 + y")
    /// f.evaluate(columns: [[1, 2, 3], [10, 20, 30]])   // [11, 24, 39]
    /// try brain.compile("1 / x").evaluate(columns: [[2, 0]])   // [0.5, nan]
    /// ```
    public func evaluate(columns: [[Double]]) -> [Double] {
        let count = columns.lazy.map(\.count).min() ?? 0
        guard columns.count >= variableNames.count else { return [Double](repeating: .nan, count: count) }
        let variables = Array(columns.prefix(variableNames.count))
        return [Double](unsafeUninitializedCapacity: count) { results, initialized in
            withBuffers(variables) { columns in
                FloatMachine.values(of: program, columns: columns, count: count, checked: checked, into: results)
            }
            initialized = count
        }
    }
}

/// Calls `body` with an unsafe buffer for each array, all valid during the call (also how
/// `LanePlanTests` hand columns to the lane machine).
func withBuffers<Result>(
    _ arrays: [[Double]], _ body: ([UnsafeBufferPointer<Double>]) -> Result
) -> Result {
    var buffers: [UnsafeBufferPointer<Double>] = []
    buffers.reserveCapacity(arrays.count)
    func next(_ index: Int) -> Result {
        guard index < arrays.count else { return body(buffers) }
        return arrays[index].withUnsafeBufferPointer { buffer in
            buffers.append(buffer)
            return next(index + 1)
        }
    }
    return next(0)
}
