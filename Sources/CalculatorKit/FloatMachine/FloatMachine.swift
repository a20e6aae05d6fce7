/// What the rest of the model calls of the float machine: compile a source or a syntax tree to
/// a ``Program``, and evaluate a statement, a compiled expression at one point, or one over
/// columns of points. Which layer answers (the one-pass compiler or the two, the stack
/// machine, the point kernel, the lanes) is decided here and below, never by the caller; so
/// the brain and `CompiledExpression` know a `Program` and a ``CompileCache``, and nothing of
/// how either is made fast (see README.md in this folder for the layers).
///
/// ```swift
/// var cache = FloatMachine.CompileCache()
/// let (program, names) = FloatMachine.compile(
///     "x^2 + y", table: .standard, options: options, state: state, cache: &cache)!
/// names   // ["x", "y"]
/// var failure: RuntimeFailure?
/// FloatMachine.value(of: program, at: [3, 1], checked: true, failure: &failure)   // 10
/// ```
enum FloatMachine {
    /// What one compile passes on to the next, kept by its caller between compiles (the brain
    /// keeps one) and made anew when the table or the options change: opaque outside this
    /// file. It holds the table's functions made into callees so far, and the variables of the
    /// compile before, which expressions compiled one after another often share (see
    /// ``Compiler/Memo`` and ``VariableList``); it changes no result, only what a compile
    /// allocates.
    ///
    /// ```swift
    /// var cache = FloatMachine.CompileCache()
    /// _ = FloatMachine.compile("sin(x)", table: table, options: options, state: state, cache: &cache)
    /// _ = FloatMachine.compile("2 * sin(x)", table: table, options: options, state: state, cache: &cache)
    /// // the second reuses the callee `sin` and the list ["x"]
    /// ```
    struct CompileCache {
        fileprivate var memo = Compiler.Memo()

        /// An empty cache: for a new table or new options.
        init() {}

        /// Keeps what the next compile starts from. Written only when it changed: the program's
        /// lists grow from the memo's, and an unchanged memo costs nothing to keep.
        fileprivate mutating func remember(_ program: Program, _ variableNames: [String]) {
            if program.unaryFunctions.count != memo.callees.unary.count
                || program.binaryFunctions.count != memo.callees.binary.count
                || program.variadicFunctions.count != memo.callees.variadic.count
            {
                memo.callees = program.callees
            }
            if variableNames != memo.variableNames { memo.variableNames = variableNames }
        }
    }

    /// The compiled expression: its program and its free variables' names, in order of first
    /// appearance.
    typealias Compiled = (program: Program, variableNames: [String])

    // MARK: Compiling

    /// `source` compiled in one pass (``DirectCompiler``), with its free names as variables; nil
    /// where the source needs the parser's tree, which includes every error: then parse it and
    /// call ``compile(_:table:options:state:cache:)-(SyntaxTree,_,_,_,_)``.
    static func compile(
        _ source: String, table: OperationTable, options: CalculatorOptions, state: CalculatorState,
        cache: inout CompileCache
    ) -> Compiled? {
        guard
            let compiled = DirectCompiler.compile(
                source, table: table, options: options, state: state, memo: cache.memo)
        else { return nil }
        cache.remember(compiled.program, compiled.variableNames)
        return compiled
    }

    /// `tree` compiled, with its free names as variables.
    static func compile(
        _ tree: SyntaxTree, table: OperationTable, options: CalculatorOptions, state: CalculatorState,
        cache: inout CompileCache
    ) throws(Failure) -> Compiled {
        var compiler = Compiler(table: table, options: options, state: state, memo: cache.memo)
        let program = try compiler.compile(tree, freeNames: .variables)
        let variableNames = compiler.variableNames
        cache.remember(program, variableNames)
        return (program, variableNames)
    }

    // MARK: Evaluating

    /// The value of a statement's expression `tree`, whose free names are errors: compiled
    /// and run on the stack machine, which keeps call frames for user functions and checks
    /// `stop`. A failure at run time points at the operand it is about.
    static func value(
        of tree: SyntaxTree, table: OperationTable, options: CalculatorOptions, state: CalculatorState,
        stop: StopConditions
    ) throws(Failure) -> Double {
        var compiler = Compiler(table: table, options: options, state: state)
        let program = try compiler.compile(tree, freeNames: .error)
        var failure: RuntimeFailure?
        let value = program.run(
            variables: UnsafeBufferPointer(start: nil, count: 0), checked: options.arithmetic != .ieee, stop: stop,
            failure: &failure)
        if let failure { throw tree.pointingAtOperand(program.failure(for: failure)) }
        return value
    }

    /// The value of `program` at `variables`, with what failed: NaN and `failure` set when it
    /// fails. For the callers that report errors.
    static func value(
        of program: Program, at variables: UnsafeBufferPointer<Double>, checked: Bool,
        failure: inout RuntimeFailure?
    ) -> Double {
        program.run(variables: variables, checked: checked, failure: &failure)
    }

    /// The value of `program` at one point, NaN where it fails: the point kernel once `kernel`
    /// holds one, else the per-point machine (which builds the kernel for the next call).
    /// Inlined, so that the kernel's call is the caller's.
    @inline(__always)
    static func value(
        of program: Program, at variables: UnsafeBufferPointer<Double>, checked: Bool, kernel: PointKernelCache
    ) -> Double {
        kernel.value(at: variables.baseAddress!) ?? valueOnTheMachine(program, at: variables, checked, kernel)
    }

    /// The value at a point the kernel leaves to the machine (see ``PointKernel``): the first
    /// point, which builds the kernel, a non-finite value in checked arithmetic, and every point
    /// of a program the kernel cannot run. Out of line, so that the fast path stays small.
    @inline(never)
    private static func valueOnTheMachine(
        _ program: Program, at variables: UnsafeBufferPointer<Double>, _ checked: Bool, _ kernel: PointKernelCache
    ) -> Double {
        kernel.build(program, checked: checked)
        return program.value(at: variables, checked: checked)
    }

    /// The values of `program` at `count` points given column by column (`columns[k][i]` is
    /// variable `k` at point `i`), written to `results`: in lanes of points where the program
    /// allows, else point by point; NaN where a point fails.
    static func values(
        of program: Program, columns: [UnsafeBufferPointer<Double>], count: Int, checked: Bool,
        into results: UnsafeMutableBufferPointer<Double>
    ) {
        if program.runsInLanes {
            program.runLanes(columns: columns, count: count, checked: checked, into: results.baseAddress!)
            return
        }
        var values = [Double](repeating: 0, count: columns.count)
        values.withUnsafeMutableBufferPointer { values in
            for point in 0..<count {
                for slot in columns.indices { values[slot] = columns[slot][point] }
                results[point] = program.value(at: UnsafeBufferPointer(values), checked: checked)
            }
        }
    }
}
