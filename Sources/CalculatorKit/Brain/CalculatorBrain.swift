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
    // The table, the options, the state and the compile cache are read at every compile and
    // evaluation: their exclusivity is unchecked, because a dynamic check at each read is a
    // call into the runtime, a large share of a one-pass compile (row 2 of BENCHMARKS.md;
    // measured in its history). So are the value, its observers, the keypad's seed, the fast
    // paths and the interruption, which every line of a batch file reads or writes (their
    // checks were 4% of a plain line's instructions, row 3d). That is safe here: a brain is
    // used from one thread, and none of its methods lends one of them out while writing it.
    // The float machine's other tricks stay behind `FloatMachine` (FloatMachine/FloatMachine.swift).

    /// The operations this brain knows. Add to it to extend the language.
    ///
    /// ```swift
    /// brain.operations.add(.function("sq", summary: "square") { $0 * $0 })
    /// try brain.evaluate("sq(3)")   // 9
    /// ```
    public var operations: OperationTable {
        get {
            if let table { return table }
            table = .standard
            return table!
        }
        _modify {
            if table == nil { table = .standard }
            yield &table!
            (plainPath, quantityPath, compileCache) = (nil, nil, FloatMachine.CompileCache())
        }
    }
    /// ``operations``, or nil for the standard table until it is first read: a brain made by
    /// ``withStandardOperations(options:)`` whose lines all take the plain path never needs it.
    /// (Building the standard table's index is most of a start's work: `echo 1+1 | calc` ran
    /// 294,000 instructions with it, 98,000 without.)
    @exclusivity(unchecked) private var table: OperationTable?
    /// Angle unit, checked or IEEE arithmetic, and display precision; read at each evaluation.
    ///
    /// ```swift
    /// brain.options.angleUnit = .degrees
    /// try brain.evaluate("sin(90)")   // 1
    /// ```
    @exclusivity(unchecked) public var options: CalculatorOptions {
        didSet { compileCache = FloatMachine.CompileCache() }
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
    @exclusivity(unchecked) public var interruption: Interruption?

    /// The notes on decisions taken at the refinement cap by the statement ``compute(_:in:arithmetic:)``
    /// computed last (CalculatorBrain+Refinement.swift).
    var decisionNotes: [Note] = []

    /// The brain's one display: the last value computed, by an expression statement or the
    /// keypad, as its nearest `Double` (±∞ past `Double`'s range; ``value`` keeps it whole).
    /// Observers hear of every change.
    ///
    /// ```swift
    /// try brain.evaluate("2 + 3")
    /// brain.result   // 5
    /// ```
    public var result: Double? { value.map(Double.init) }

    /// The brain's one display as the value it keeps: exact in exact arithmetic (`2^64` has
    /// every digit, `1/3` is a third), a `Double` in checked and IEEE arithmetic. Set by the same
    /// statements and keys as ``result``; ``observeValue(_:)`` hears of each change.
    ///
    /// ```swift
    /// try brain.evaluate("1/3")
    /// brain.value                           // .number(1/3), exactly
    /// ValueFormat(brain.options).text(of: brain.value!).text   // "0.333333333333333"
    /// ```
    @exclusivity(unchecked) public internal(set) var value: Value? {
        didSet { for (_, observer) in observers { observer(value) } }
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
    @exclusivity(unchecked) var keypadSeed: Keypad.Operand?

    /// ``PlainArithmetic`` for ``operations``, made when first needed (the outer nil), or nil
    /// inside when the table turns it off.
    @exclusivity(unchecked) var plainPath: PlainArithmetic??
    /// ``QuantityLine`` for ``operations``, made when first needed, as ``plainPath``.
    @exclusivity(unchecked) var quantityPath: QuantityLine??
    /// False to send every statement through the general path: for the test that compares the two.
    var takesPlainPath = true

    /// What each compile passes on to the next (see ``FloatMachine/CompileCache``): made for
    /// ``operations`` and ``options``, and emptied when either changes. Unchecked, as the
    /// properties above are: each compile reads and writes it.
    @exclusivity(unchecked) var compileCache = FloatMachine.CompileCache()

    @exclusivity(unchecked) private var observers: [(id: Int, observer: (Value?) -> Void)] = []
    private var nextObserverID = 0

    /// A brain with an operation table (the standard one unless given) and options.
    ///
    /// ```swift
    /// let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .ieee))
    /// try brain.evaluate("1/0")   // inf
    /// ```
    public convenience init(operations: OperationTable = .standard, options: CalculatorOptions = CalculatorOptions()) {
        self.init(table: operations, options: options)
    }

    private init(table: OperationTable?, options: CalculatorOptions) {
        self.table = table
        self.options = options
    }

    /// A brain with the standard operation table, made when the brain first needs it, and
    /// `options`: for a program that starts, runs a few lines and stops (calc's own start).
    ///
    /// ```swift
    /// let brain = CalculatorBrain.withStandardOperations(options: CalculatorOptions())
    /// try brain.evaluate("1 + 1")   // 2
    /// ```
    package static func withStandardOperations(options: CalculatorOptions) -> CalculatorBrain {
        CalculatorBrain(table: nil, options: options)
    }

    /// Whether ``operations`` is the standard table not yet read (see ``table``).
    var hasUnreadStandardTable: Bool { table == nil }

    // MARK: Observation

    /// A registration made by ``observeResult(_:)`` or ``observeValue(_:)``, for
    /// ``removeObserver(_:)``.
    ///
    /// ```swift
    /// let observation = brain.observeResult { print($0 ?? 0) }
    /// ```
    public struct Observation: Hashable, Sendable {
        let id: Int
    }

    /// Calls `observer` with the new result, as its nearest `Double`, each time ``result`` is set:
    /// for a display that shows `Double`s (the CS193p keypad's).
    ///
    /// ```swift
    /// brain.observeResult { display.text = $0.map(brain.format) ?? "" }
    /// ```
    @discardableResult
    public func observeResult(_ observer: @escaping (Double?) -> Void) -> Observation {
        observeValue { observer($0.map(Double.init)) }
    }

    /// Calls `observer` with the new value each time ``value`` (and so ``result``) is set: for a
    /// display that shows what the brain keeps, every digit of `2^64` and the `≈` of `1/3`.
    ///
    /// ```swift
    /// let format = ValueFormat(brain.options)
    /// brain.observeValue { prompt = $0.map { format.text(of: $0).text } ?? "" }
    /// ```
    @discardableResult
    public func observeValue(_ observer: @escaping (Value?) -> Void) -> Observation {
        nextObserverID += 1
        observers.append((nextObserverID, observer))
        return Observation(id: nextObserverID)
    }

    /// Stops calling the observer that ``observeResult(_:)`` or ``observeValue(_:)`` registered.
    ///
    /// ```swift
    /// let observation = brain.observeResult { print($0 ?? 0) }
    /// brain.removeObserver(observation)
    /// ```
    public func removeObserver(_ observation: Observation) {
        observers.removeAll { $0.id == observation.id }
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
        switch fastPath(source, arithmetic: options.arithmetic) {
        case .expression(let value, let presentation, let span)?:
            body(commitExpression(value, presentation: presentation, span: span, source: source))
            return
        case .effect(let effect, let span)?:
            body(commit(effect, span: span, source: source))
            return
        case .failure(let failure, let span)?:
            let error = failure.located(in: SourceLocator(source))
            body(StatementResult(span: span, source: source, outcome: .failure(error)))
            return
        case nil:
            break
        }
        let locator = SourceLocator(source)
        Parser.parse(source, table: operations, literalsFitDouble: options.arithmetic != .exact, units: unitNames) {
            statement in
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
        ValueFormat(options).string(for: value)
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
        value = nil
    }

    /// Puts back a state and value saved earlier (an undo); observers hear of the value.
    ///
    /// ```swift
    /// let saved = (brain.state, brain.value)
    /// try brain.evaluate("x = 5; x * 2")
    /// brain.restore(saved.0, value: saved.1)   // no x, result as before
    /// ```
    public func restore(_ state: CalculatorState, value: Value?) {
        self.state = state
        self.value = value
    }

    /// Puts back a state and a result saved as a `Double` (``result``); observers hear of it.
    /// ``restore(_:value:)`` puts back the value whole.
    ///
    /// ```swift
    /// let saved = (brain.state, brain.result)
    /// try brain.evaluate("x = 5; x * 2")
    /// brain.restore(saved.0, result: saved.1)   // no x, result as before
    /// ```
    public func restore(_ state: CalculatorState, result: Double?) {
        restore(state, value: result.map(Value.float))
    }

    func run(_ statement: ParsedStatement, in source: SourceLocator, arithmetic: CalculatorOptions.Arithmetic)
        -> StatementResult
    {
        switch compute(statement, in: source, arithmetic: arithmetic) {
        case .success(let effect):
            let decided = decisionNotes
            // The notes the kinds of value took (ValueNotes): readings, which --no-notes turns off.
            let taken = ValueNotes.take().map { Note($0.message, kind: .reading, at: $0.span, in: source.source) }
            var result = commit(effect, span: statement.span, source: source.source)
            result.notes += decided + (options.notes ? taken : []) + readingNotes(of: statement, in: source)
            return result
        case .failure(let error):
            return StatementResult(span: statement.span, source: source.source, outcome: .failure(error))
        }
    }

    /// The value of `tree` in `arithmetic`: in exact arithmetic, the value machine's (a number, a
    /// quantity or a complex number: every kind runs there); a `Double` else.
    func value(of tree: SyntaxTree, in source: SourceLocator, arithmetic: CalculatorOptions.Arithmetic)
        throws(CalculatorError) -> Value
    {
        switch arithmetic {
        case .exact:
            return try Failure.locating(in: source) { () throws(Failure) in
                do throws(Failure) {
                    var compiler = ValueCompiler(table: operations, options: options, state: state)
                    return try compiler.compile(tree).run(
                        stop: StopConditions(interruption: interruption, options: options))
                } catch {
                    throw tree.pointingAtOperand(error)
                }
            }
        case .checked, .ieee:
            if let unit = tree.unitLeaves.first {
                throw Failure.unitsNeedExactArithmetic(at: tree.nodes[unit].span).located(in: source)
            }
            return .float(try double(of: tree, in: source))
        }
    }

    /// The names a statement's parser reads as units: those of the unit table that no name of
    /// the user's shadows, as the statements run.
    var unitNames: UnitNames {
        UnitNames(
            isUserName: { [unowned self] name in self.state.bindings[name] != nil },
            userUnits: { [unowned self] in self.state.units })
    }

    /// ``unitNames`` made once, for the quantity fast path: its closures read the state as it is
    /// when they are called, so one value serves every line (and a batch file's lines pay no
    /// closures each).
    lazy var lineUnitNames = unitNames

    private func double(of tree: SyntaxTree, in source: SourceLocator) throws(CalculatorError) -> Double {
        try Failure.locating(in: source) { () throws(Failure) in
            try FloatMachine.value(
                of: tree, table: operations, options: options, state: state,
                stop: StopConditions(interruption: interruption, options: options))
        }
    }
}
