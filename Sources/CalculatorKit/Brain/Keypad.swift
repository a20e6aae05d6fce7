/// The keypad brain's memory (Stanford CS193p, 2017, assignment 2): the keys pressed since the
/// brain last evaluated a string, replayed to answer `evaluate(using:)` and `undo()`.
///
/// Execution is immediate, as on a pocket calculator: `7 + 9 × 2 =` is `(7 + 9) × 2`. Keys are
/// spellings from the brain's operation table, so a custom operation is a key as soon as it is
/// in the table.
struct Keypad: Sendable {
    /// One key press, recorded.
    enum Step: Hashable, Sendable {
        case operand(Double)
        case variable(String)
        case operation(String)
    }

    /// The value the keypad starts from: the result of the last string evaluated, if any, so
    /// that `× 2 =` after evaluating `2 + 3` gives 10.
    var seed: Operand?
    /// Every key press that had an effect, oldest first.
    var steps: [Step] = []
    /// The state after `steps`, kept so that a key press costs one step, not a replay.
    var current = Run()

    /// An empty keypad, as every brain starts with: no seed to copy. (Copying a nil seed went
    /// through a merged outlined copy that made the runtime build `Optional<Operand>`'s metadata,
    /// 36,000 of the 426,000 instructions of `echo 1+1 | calc`.)
    init() {}

    init(seed: Operand?) {
        self.seed = seed
        current = Run(seed: seed)
    }

    /// A value entered or computed, and how it was written (`7`, `M`, `√(7 + 9)`).
    struct Operand: Sendable {
        /// A number in exact arithmetic, where the keys compute with numbers; a `Double` in
        /// checked and IEEE arithmetic, and after an error (NaN).
        var value: Value
        /// How it was written; nil for a result carried over from an evaluated string, which is
        /// formatted only if shown (a batch run evaluates a million strings and shows none).
        private var written: String?
        private var precision = 15

        var text: String {
            written ?? ValueFormat(precision: precision).string(for: value)
        }

        init(value: Value, text: String) {
            self.value = value
            written = text
        }

        /// A result, displayed with `precision` significant digits.
        init(result: Value, precision: Int) {
            value = result
            self.precision = precision
        }
    }

    /// A binary operation waiting for its second operand.
    struct PendingBinaryOperation: Sendable {
        var first: Operand
        var operation: Operation
        var symbol: String

        /// `7 +` while waiting; `7 + 9` once the second operand is known. Functions of two
        /// arguments read `hypot(3, …)`, then `hypot(3, 4)`.
        func text(second: String?) -> String {
            if case .function = operation.role { return "\(symbol)(\(first.text), \(second ?? "…"))" }
            return [first.text, symbol, second].compactMap { $0 }.joined(separator: " ")
        }
    }

    /// The keypad's registers after some steps: the accumulator and a pending binary operation.
    struct Run: Sendable {
        var accumulator: Operand?
        var pending: PendingBinaryOperation?

        init(seed: Operand? = nil) { accumulator = seed }

        /// The display: the accumulator, or the first operand of a pending operation.
        var value: Value? { accumulator?.value ?? pending?.first.value }
        /// The display as its nearest `Double`.
        var result: Double? { value.map(Double.init) }
        var isPending: Bool { pending != nil }
        var description: String { pending?.text(second: accumulator?.text) ?? accumulator?.text ?? "" }
    }

    /// What a key does, read from the operation table.
    enum Key {
        case equals
        case constant(Operation)
        case unary(Operation, format: (String) -> String)
        case binary(Operation)
    }

    /// The key a spelling stands for: `=`, a constant, a function of one or two arguments, an
    /// infix operator (preferred for `-`, which is also prefix), a prefix or postfix operator.
    /// Nil for unknown spellings and functions of other arities (`rand`, `if`).
    static func key(_ symbol: String, in table: OperationTable) -> Key? {
        if symbol == "=" { return .equals }
        if let index = table.name(symbol) {
            let operation = table.operations[index]
            switch operation.role {
            case .constant:
                return .constant(operation)
            case .function(let arity) where arity.accepts(1):
                return .unary(operation) { "\(symbol)(\($0))" }
            case .function(let arity) where arity.accepts(2):
                return .binary(operation)
            default:
                return nil
            }
        }
        if let index = table.infix(symbol) { return .binary(table.operations[index]) }
        if let index = table.prefix(symbol) { return .unary(table.operations[index]) { "\(symbol)(\($0))" } }
        if let index = table.postfix(symbol) { return .unary(table.operations[index]) { "(\($0))\(symbol)" } }
        return nil
    }
}

extension Keypad.Run {
    /// Applies one step. Returns false when the step has no effect (an operation with nothing to
    /// apply it to, an unknown symbol), so that it is not recorded and `undo()` skips nothing.
    mutating func apply(_ step: Keypad.Step, _ context: Keypad.Context) -> Bool {
        switch step {
        case .operand(let value):
            accumulator = context.operand(value, text: nil)
        case .variable(let name):
            accumulator = context.operand(context.variables[name] ?? .float(0), text: name)
        case .operation(let symbol):
            guard let key = Keypad.key(symbol, in: context.table) else { return false }
            switch key {
            case .equals:
                guard pending != nil, accumulator != nil else { return false }
                completePending(context)
            case .constant(let operation):
                guard let constant = context.apply(operation, [], text: symbol) else { return false }
                accumulator = constant
            case .unary(let operation, let format):
                guard let operand = accumulator else { return false }
                accumulator = context.apply(operation, [operand], text: format(operand.text))
            case .binary(let operation):
                if accumulator == nil {
                    // `7 + ×`: the second operator replaces the first.
                    guard pending != nil else { return false }
                    pending?.operation = operation
                    pending?.symbol = symbol
                    return true
                }
                completePending(context)
                if let first = accumulator {
                    pending = Keypad.PendingBinaryOperation(first: first, operation: operation, symbol: symbol)
                    accumulator = nil
                }
            }
        }
        return true
    }

    private mutating func completePending(_ context: Keypad.Context) {
        guard let waiting = pending, let second = accumulator else { return }
        accumulator = context.apply(
            waiting.operation, [waiting.first, second], text: waiting.text(second: second.text))
        pending = nil
    }
}

extension Keypad {
    /// What steps are evaluated against: the table, variables' values, the angle unit and the
    /// display precision of the brain.
    struct Context {
        var table: OperationTable
        var variables: [String: Value]
        var options: CalculatorOptions

        /// A typed number: in exact arithmetic the decimal it shows (`0.1` is 1/10), so that
        /// `0.1 + 0.2 == 0.3` on the keys as in a line.
        func operand(_ value: Double, text: String?) -> Operand {
            operand(.float(value), text: text)
        }

        /// A typed number or a variable's value, of the kind the arithmetic computes with
        /// (``Value/operand(in:)``).
        func operand(_ value: Value, text: String?) -> Operand {
            let operand = value.operand(in: options.arithmetic)
            guard let text else { return Operand(result: operand, precision: options.precision) }
            return Operand(value: operand, text: text)
        }

        /// `operation` on `operands`, shown as `text`, in the arithmetic their kinds pick
        /// (``Value/apply(_:_:at:)``, as a statement's operations): its `Number` body for numbers,
        /// its `Double` body in the brain's angle unit for `Double`s. The keypad shows an error as
        /// NaN (`√(-1)` is nan), as a pocket calculator shows "Error": it has no way to throw, and
        /// its keys hold real numbers. Nil for a constant with no value in this arithmetic (`inf`
        /// in exact arithmetic).
        func apply(_ operation: Operation, _ operands: [Operand], text: String) -> Operand? {
            if let value = value(of: operation, operands.map(\.value)) { return Operand(value: value, text: text) }
            return operands.isEmpty ? nil : Operand(value: .float(.nan), text: text)
        }

        private func value(of operation: Operation, _ operands: [Value]) -> Value? {
            // In exact arithmetic the keys hold numbers; a Double among them is an inf or a NaN
            // (typed, or left by an error), which no number is: an error, as in a statement.
            if options.arithmetic == .exact, operands.contains(where: { $0.number == nil }) { return nil }
            if operands.isEmpty && options.arithmetic != .exact { return operation.constantValue.map(Value.float) }
            var real = options
            real.real = true
            return try? Value.apply(ValueOperation(operation, options: real), operands, at: .keypad)
        }
    }

    /// Replays every step from the seed.
    func replay(_ context: Context) -> Run {
        var run = Run(seed: seed)
        for step in steps { _ = run.apply(step, context) }
        return run
    }
}
