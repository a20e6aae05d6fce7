import CalculatorNumbers

/// The calculator's model: an operation table, the user's variables and functions, the last
/// result, and options. Evaluates statements, compiles expressions, and tells observers when
/// its result changes. It knows nothing of terminals or files.
///
/// ```swift
/// let brain = CalculatorBrain()
/// try brain.evaluate("2 + 3 * 4")          // 14
/// try brain.evaluate("f(x) = x^2; f(3)")   // 9
/// brain.result                             // 9
/// ```
public final class CalculatorBrain {
    // The table, the options and the state are read at every compile and evaluation: their
    // exclusivity is unchecked, as a check at each read (a call into the runtime) cost 250
    // instructions of each compile. A brain is used from one thread, and none of its methods
    // lends one of them out while writing it.

    /// The operations this brain knows. Add to it to extend the language.
    ///
    /// ```swift
    /// brain.operations.add(.function("sq", summary: "square") { $0 * $0 })
    /// try brain.evaluate("sq(3)")   // 9
    /// ```
    @exclusivity(unchecked) public var operations: OperationTable {
        didSet { (plainPath, memo) = (nil, Compiler.Memo()) }
    }
    /// Angle unit, checked or IEEE arithmetic, and display precision; read at each evaluation.
    ///
    /// ```swift
    /// brain.options.angleUnit = .degrees
    /// try brain.evaluate("sin(90)")   // 1
    /// ```
    @exclusivity(unchecked) public var options: CalculatorOptions {
        didSet { memo = Compiler.Memo() }
    }
    /// Variables, functions and `ans`: everything the user defined.
    ///
    /// ```swift
    /// try brain.evaluate("x = 3")
    /// brain.state.variables   // ["x": 3]
    /// ```
    @exclusivity(unchecked) public var state = CalculatorState()

    /// Where a running evaluation looks for a request to stop (Ctrl-C, a time limit); none by
    /// default. A stopped statement fails with kind ``CalculatorError/Kind-swift.enum/interrupted``
    /// and changes nothing; the request stays until ``Interruption/reset()``.
    ///
    /// ```swift
    /// let stop = Interruption()
    /// brain.interruption = stop
    /// stop.requestStop(.interrupted)
    /// brain.execute("1 + 1").first?.error?.message   // "interrupted"
    /// stop.reset()
    /// ```
    public var interruption: Interruption?

    /// The brain's one display: the last value computed, by an expression statement or the
    /// keypad. Observers hear of every change.
    ///
    /// ```swift
    /// try brain.evaluate("2 + 3")
    /// brain.result   // 5
    /// ```
    public internal(set) var result: Double? {
        didSet { for (_, observer) in observers { observer(result) } }
    }

    /// The keypad's keys since the last string evaluated (see CalculatorBrain+Keypad.swift).
    var keypad: Keypad {
        get { keypadSeed.map { Keypad(seed: $0) } ?? keys }
        set { (keys, keypadSeed) = (newValue, nil) }
    }
    private var keys = Keypad()
    /// The result an evaluated string left for the keypad to go on from, when no key has been
    /// pressed since: the keypad is made from it when first read. Storing the seed is cheap, and
    /// a batch run evaluates a million strings and presses no key.
    var keypadSeed: Keypad.Operand?

    /// ``PlainArithmetic`` for ``operations``, made when first needed (the outer nil), or nil
    /// inside when the table turns it off.
    var plainPath: PlainArithmetic??
    /// False to send every statement through the general path: for the test that compares the two.
    var takesPlainPath = true

    /// What each compile passes on to the next (see ``Compiler/Memo``): made for ``operations``
    /// and ``options``, and emptied when either changes. (For row 2's expressions, with a call
    /// of `sin` and the variables `x, y, z`, sharing the callee lists saved 308 of 10,570
    /// instructions a compile and release, sharing the variable list 420 more, callgrind.)
    @exclusivity(unchecked) var memo = Compiler.Memo()

    private var observers: [(id: Int, observer: (Double?) -> Void)] = []
    private var nextObserverID = 0

    /// A brain with an operation table (the standard one unless given) and options.
    ///
    /// ```swift
    /// let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .ieee))
    /// try brain.evaluate("1/0")   // inf
    /// ```
    public init(operations: OperationTable = .standard, options: CalculatorOptions = CalculatorOptions()) {
        self.operations = operations
        self.options = options
    }

    // MARK: Observation

    /// A registration made by ``observeResult(_:)``, for ``removeObserver(_:)``.
    ///
    /// ```swift
    /// let observation = brain.observeResult { print($0 ?? 0) }
    /// ```
    public struct Observation: Hashable, Sendable {
        let id: Int
    }

    /// Calls `observer` with the new result each time ``result`` is set.
    ///
    /// ```swift
    /// brain.observeResult { prompt = "\($0.map(brain.format) ?? "") ›" }
    /// ```
    @discardableResult
    public func observeResult(_ observer: @escaping (Double?) -> Void) -> Observation {
        nextObserverID += 1
        observers.append((nextObserverID, observer))
        return Observation(id: nextObserverID)
    }

    /// Stops calling the observer that ``observeResult(_:)`` registered.
    ///
    /// ```swift
    /// let observation = brain.observeResult { print($0 ?? 0) }
    /// brain.removeObserver(observation)
    /// ```
    public func removeObserver(_ observation: Observation) {
        observers.removeAll { $0.id == observation.id }
    }

    // MARK: Evaluating

    /// Runs every statement of `source` and returns the value of the last one that has a value
    /// (an expression or an assignment), or `ans` when none has. Stops at the first error.
    ///
    /// ```swift
    /// try brain.evaluate("x = 3")      // 3
    /// try brain.evaluate("x + 1")      // 4, and ans is now 4
    /// ```
    @discardableResult
    public func evaluate(_ source: String) throws(CalculatorError) -> Double {
        var last: (value: Double, span: Span)?
        try evaluateStatements(source, arithmetic: options.arithmetic) { result in
            switch result.outcome {
            case .success(.value(let value)), .success(.assignment(_, let value)): last = (value, result.span)
            default: break
            }
        }
        guard let last else { return state.ans }
        // Exact arithmetic's values may be past Double's range (10^400); checked arithmetic's never are.
        if !last.value.isFinite && options.arithmetic == .exact {
            throw Failure(.arithmetic, "overflow", at: last.span).located(in: source)
        }
        return last.value
    }

    /// Runs the statements of `source` until the first error, which it throws, handing each
    /// statement's result to `body`.
    func evaluateStatements(
        _ source: String, arithmetic: CalculatorOptions.Arithmetic, _ body: (StatementResult) -> Void
    ) throws(CalculatorError) {
        let locator = SourceLocator(source)
        var failure: CalculatorError?
        var any = false
        // Statements run as they are parsed, so memory does not grow with their number.
        Parser.parse(source, table: operations, literalsFitDouble: arithmetic != .exact) { statement in
            any = true
            let result = run(statement, in: locator, arithmetic: arithmetic)
            if case .failure(let error) = result.outcome {
                failure = error
                return false
            }
            body(result)
            return true
        }
        if let failure { throw failure }
        guard any else { throw Failure.expectedExpression.located(in: locator) }
    }

    /// Runs every statement of `source`, going on after errors, and reports each.
    ///
    /// ```swift
    /// brain.execute("x = 2; sni(x); x^2").map(\.error?.message)
    /// // [nil, "unknown name 'sni'", nil]
    /// ```
    public func execute(_ source: String) -> [StatementResult] {
        var results: [StatementResult] = []
        execute(source) { results.append($0) }
        return results
    }

    /// Runs every statement of `source`, going on after errors, and hands each result to `body`
    /// as soon as it is known: a line of a million statements is run in constant memory, and
    /// each result can be shown before the next statement runs.
    ///
    /// ```swift
    /// brain.execute("1; 1/0; 3") { print($0.error?.message ?? "ok") }
    /// // ok
    /// // division by zero
    /// // ok
    /// ```
    public func execute(_ source: String, _ body: (StatementResult) -> Void) {
        if plainStatement(source, body) { return }
        let locator = SourceLocator(source)
        Parser.parse(source, table: operations, literalsFitDouble: options.arithmetic != .exact) { statement in
            body(run(statement, in: locator, arithmetic: options.arithmetic))
            return true
        }
    }

    /// Displays `value` with this brain's precision.
    ///
    /// ```swift
    /// brain.format(1.0 / 3)   // "0.333333333333333"
    /// ```
    public func format(_ value: Double) -> String {
        NumberFormat(options).string(for: value)
    }

    /// Forgets every variable, function and result, and the keypad's keys.
    ///
    /// ```swift
    /// brain.reset()
    /// brain.result   // nil
    /// ```
    public func reset() {
        state = CalculatorState()
        keypad = Keypad()
        result = nil
    }

    /// Puts back a state and result saved earlier (an undo); observers hear of the result.
    ///
    /// ```swift
    /// let saved = (brain.state, brain.result)
    /// try brain.evaluate("x = 5; x * 2")
    /// brain.restore(saved.0, result: saved.1)   // no x, result as before
    /// ```
    public func restore(_ state: CalculatorState, result: Double?) {
        self.state = state
        self.result = result
    }

    func run(_ statement: ParsedStatement, in source: SourceLocator, arithmetic: CalculatorOptions.Arithmetic)
        -> StatementResult
    {
        do throws(CalculatorError) {
            if interruption?.isRequested == true {
                throw Failure.interrupted(at: statement.span).located(in: source)
            }
            var note: String?
            var number: Number?
            var converted: String?
            let outcome = try perform(
                statement, in: source, arithmetic: arithmetic, note: &note, number: &number, converted: &converted)
            var result = StatementResult(
                span: statement.span, source: source.source, outcome: .success(outcome), note: note)
            result.number = number
            result.convertedText = converted
            if converted != nil, case .success(.expression(_, let conversion?)) = statement.result {
                result.conversion = conversion.format
            }
            return result
        } catch {
            return StatementResult(span: statement.span, source: source.source, outcome: .failure(error))
        }
    }

    /// Runs one statement; `note` receives a remark on a name that changes kind, `number` the
    /// value as a ``Number`` in exact arithmetic, `converted` the text of a `to` conversion.
    private func perform(
        _ parsed: ParsedStatement, in source: SourceLocator, arithmetic: CalculatorOptions.Arithmetic,
        note: inout String?, number: inout Number?, converted: inout String?
    ) throws(CalculatorError) -> StatementResult.Outcome {
        let statement: Statement
        switch parsed.result {
        case .failure(let failure): throw failure.located(in: source)
        case .success(let parsed): statement = parsed
        }
        switch statement {
        case .expression(let tree, let conversion):
            let value: Double
            if arithmetic == .exact {
                let exact = try self.number(of: tree, in: source)
                (value, number) = (Double(exact), exact)
                // A value that cannot be converted is an error, and changes nothing.
                if let conversion { converted = try convert(value, exact, conversion, of: tree, in: source) }
                state.setAns(exact)
            } else {
                value = try self.value(of: tree, in: source)
                if let conversion { converted = try convert(value, nil, conversion, of: tree, in: source) }
                state.setAns(value)
            }
            finishExpression(value, number)
            return .value(value)
        case .assignment(let name, let span, let tree):
            try checkDefinable(name, at: span, in: source)
            let value: Double
            let exact = arithmetic == .exact ? try self.number(of: tree, in: source) : nil
            if let exact {
                (value, number) = (Double(exact), exact)
            } else {
                value = try self.value(of: tree, in: source)
            }
            if case .function(let function) = state.bindings[name] {
                note = "'\(name)' was the function \(function.definition); it is now a variable"
            }
            if let exact { state.assign(name, exact) } else { state.assign(name, value) }
            return .assignment(name: name, value: value)
        case .definition(let name, let span, let parameters, let body):
            try checkDefinable(name, at: span, in: source)
            let definition = source.text(of: parsed.span)
            let function = UserFunction(name: name, parameters: parameters, definition: definition, body: body)
            try Failure.locating(in: source) { () throws(Failure) in
                try Compiler(table: operations, options: options, state: state).check(function)
            }
            if case .variable(let value) = state.bindings[name] {
                note = "'\(name)' was a variable (\(name) = \(format(value))); it is now a function"
            }
            state.define(name, function)
            return .definition(name: name, signature: function.signature)
        }
    }

    /// What an expression statement leaves behind, besides `ans`: the keypad goes on from its
    /// value, and observers hear of the new result.
    private func finishExpression(_ value: Double, _ number: Number?) {
        continueKeypad(from: value, number: number)
        result = value
    }

    /// `source` run through ``PlainArithmetic`` when it is one plain expression statement: true,
    /// its result handed to `body`, with the effects the general path would have had; false, with
    /// no effect, otherwise. The result goes to `body` as it is made rather than given back as an
    /// optional: each copy of a `StatementResult` (176 bytes) was a `memmove` of a value just
    /// written, stalled on its stores, 8% of a `--ieee` batch line (perf).
    private func plainStatement(_ source: String, _ body: (StatementResult) -> Void) -> Bool {
        guard takesPlainPath, interruption?.isRequested != true else { return false }
        if plainPath == nil { plainPath = PlainArithmetic(table: operations) }
        guard let path = plainPath ?? nil else { return false }
        let value: Double
        let number: Number?
        let span: Span
        switch options.arithmetic {
        case .exact:
            guard let (small, at) = path.evaluate(source, in: ExactPlainArithmetic()) else { return false }
            let exact = small.number
            (value, number, span) = (Double(exact), exact, at)
            state.setAns(exact, value)
        case .checked, .ieee:
            // Checked arithmetic's errors are the general path's to report.
            let arithmetic = DoublePlainArithmetic(checked: options.arithmetic == .checked)
            guard let (double, at) = path.evaluate(source, in: arithmetic) else { return false }
            (value, number, span) = (double, nil, at)
            state.setAns(double)
        }
        finishExpression(value, number)
        body(StatementResult(span: span, source: source, outcome: .success(.value(value)), number: number))
        return true
    }

    /// The text of `value` (`number` in exact arithmetic) in the conversion's format, or the
    /// error at its `to`.
    private func convert(
        _ value: Double, _ number: Number?, _ conversion: Conversion, of tree: SyntaxTree, in source: SourceLocator
    ) throws(CalculatorError) -> String {
        do throws(NumberFormat.ConversionProblem) {
            return try NumberFormat(options).string(for: value, number: number, as: conversion.format)
        } catch {
            let expression = source.text(of: tree.nodes[tree.root].span)
            let failure = Failure.cannotConvert(
                error, expression: expression.utf8.count <= 40 ? expression : "the value", to: conversion.format,
                at: conversion.span)
            throw failure.located(in: source)
        }
    }

    private func checkDefinable(_ name: String, at span: Span, in source: SourceLocator) throws(CalculatorError) {
        try Failure.locating(in: source) { () throws(Failure) in
            try NameResolver.checkDefinable(name, at: span, in: operations)
        }
    }

    private func number(of tree: SyntaxTree, in source: SourceLocator) throws(CalculatorError) -> Number {
        try Failure.locating(in: source) { () throws(Failure) in
            do throws(Failure) {
                if let value = try NumberEvaluator.evaluate(tree, table: operations, state: state, options: options) {
                    return value
                }
                var compiler = NumberCompiler(table: operations, options: options, state: state)
                return try compiler.compile(tree).run(
                    stop: StopConditions(interruption: interruption, options: options))
            } catch {
                throw tree.pointingAtOperand(error)
            }
        }
    }

    private func value(of tree: SyntaxTree, in source: SourceLocator) throws(CalculatorError) -> Double {
        var compiler = Compiler(table: operations, options: options, state: state)
        let program = try Failure.locating(in: source) { () throws(Failure) in
            try compiler.compile(tree, freeNames: .error)
        }
        var failure: RuntimeFailure?
        let value = program.run(
            variables: UnsafeBufferPointer(start: nil, count: 0), checked: options.arithmetic != .ieee,
            stop: StopConditions(interruption: interruption, options: options), failure: &failure)
        if let failure { throw tree.pointingAtOperand(program.failure(for: failure)).located(in: source) }
        return value
    }
}
