/// What the rest of the model calls of the float machine: compile a source or a syntax tree to
/// a `CompiledExpression` (its ``Program`` and variables), and evaluate a statement, a program
/// at one point, or one over columns of points. Which layer answers (the one-pass compiler or
/// the two, the stack machine, the point kernel, the lanes) is decided here and below, never by
/// the caller; so the brain and `CompiledExpression` hold a `Program`, a ``CompileCache`` and a
/// ``PointKernelCache`` as opaque values, and call nothing of how they are made fast (see
/// README.md in this folder for the layers).
///
/// ```swift
/// var cache = FloatMachine.CompileCache()
/// let compiled = FloatMachine.compile(
///     "x^2 + y", table: .standard, options: options, state: state, cache: &cache)!
/// compiled.variableNames   // ["x", "y"]
/// var failure: RuntimeFailure?
/// [3.0, 1].withUnsafeBufferPointer {
///     FloatMachine.value(of: compiled.program, at: $0, checked: true, failure: &failure)   // 10
/// }
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

    // MARK: Compiling

    /// `source` compiled in one pass (``DirectCompiler``), with its free names as variables; nil
    /// where the source needs the parser's tree, which includes every error: then parse it and
    /// call ``compile(_:source:table:options:state:cache:)``. (It makes the
    /// `CompiledExpression` itself, and inlined: a program handed back in a tuple to be made
    /// into one by the caller was copied and destroyed once more at each compile, through the
    /// runtime's generic tuple code, which row 2 showed.)
    @inline(__always)
    static func compile(
        _ source: String, table: OperationTable, options: CalculatorOptions, state: CalculatorState,
        cache: inout CompileCache
    ) -> CompiledExpression? {
        guard
            let (program, variableNames) = DirectCompiler.compile(
                source, table: table, options: options, state: state, memo: cache.memo)
        else { return nil }
        cache.remember(program, variableNames)
        return CompiledExpression(
            program: program, checked: options.arithmetic != .ieee, table: table, source: source,
            variableNames: variableNames)
    }

    /// `tree`, the expression of `source`, compiled, with its free names as variables.
    @inline(__always)
    static func compile(
        _ tree: SyntaxTree, source: String, table: OperationTable, options: CalculatorOptions,
        state: CalculatorState, cache: inout CompileCache
    ) throws(Failure) -> CompiledExpression {
        var compiler = Compiler(table: table, options: options, state: state, memo: cache.memo)
        let program = try compiler.compile(tree, freeNames: .variables)
        let variableNames = compiler.variableNames
        cache.remember(program, variableNames)
        return CompiledExpression(
            program: program, checked: options.arithmetic != .ieee, table: table, source: source,
            variableNames: variableNames)
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

    /// The value at one point from what `kernel` holds, the point kernel or once mapped the
    /// machine code (see ``PointKernelCache``): nil until it is built, for a program neither can
    /// run, and where the machine must decide; then
    /// call ``value(of:at:checked:buildingKernel:)``. Two calls, not one taking the program:
    /// handing a `Program` to the slow path at every point, though it is rarely taken, made
    /// row 1b measurably dearer, so the caller passes it only when it takes that path.
    @inline(__always)
    static func value(at variables: UnsafeBufferPointer<Double>, kernel: PointKernelCache) -> Double? {
        kernel.value(at: variables.baseAddress!)
    }

    /// The value at a point the kernel leaves to the machine: the first point, which builds
    /// the kernel for the next, a non-finite value in checked arithmetic, and every point of a
    /// program the kernel cannot run. NaN where it fails.
    static func value(
        of program: Program, at variables: UnsafeBufferPointer<Double>, checked: Bool,
        buildingKernel kernel: PointKernelCache
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
