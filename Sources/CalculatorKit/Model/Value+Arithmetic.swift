import CalculatorNumbers

/// An operation on values, dispatched over their kinds in this one place: numbers compute with
/// the operation's ``Number`` body, `Double`s with its `Double` body, and a mix of the two
/// computes with numbers, a `Double` taken exactly (as a `Double` variable read in exact
/// arithmetic is). A new kind of value adds its case to ``Value/Kinds`` and the compiler points
/// at every switch here that must learn it.
///
/// The statement evaluators compute on their own stacks of `Number` or `Double` (the number
/// machine's four operations and comparisons are ``DirectOperation``'s, which ``apply(_:_:_:)``
/// dispatches over kinds here) and hand back a ``Value`` at the end; what reaches values one
/// operation at a time (the keypad) comes here.
///
/// ```swift
/// try Value.perform(table.named("+")!, on: [.number(Number(1)), .number(Number(2))], options: options)
/// // .number(3)
/// ```
extension Value {
    /// The kinds of a list of operands: what decides which body computes them.
    enum Kinds {
        /// No operands (a constant): the arithmetic in force decides.
        case none
        /// Every operand a ``Value/number(_:)``.
        case numbers([Number])
        /// Every operand a ``Value/float(_:)``.
        case floats([Double])
        /// Numbers and `Double`s together: computed as numbers, nil when a `Double` is not
        /// finite (IEEE arithmetic's `inf` and `nan` have no exact value).
        case mixed([Number]?)

        init(_ operands: [Value]) {
            guard let first = operands.first else {
                self = .none
                return
            }
            switch first {
            case .number:
                let numbers = operands.compactMap { if case .number(let number) = $0 { number } else { nil } }
                self = numbers.count == operands.count ? .numbers(numbers) : .mixed(Self.numbers(operands))
            case .float:
                let doubles = operands.compactMap { if case .float(let double) = $0 { double } else { nil } }
                self = doubles.count == operands.count ? .floats(doubles) : .mixed(Self.numbers(operands))
            }
        }

        private static func numbers(_ operands: [Value]) -> [Number]? {
            let numbers = operands.compactMap(\.number)
            return numbers.count == operands.count ? numbers : nil
        }
    }

    /// `operation` on `operands`, in `options`' angle unit and precision: nil when it has no
    /// result (an error, a constant with no value in this arithmetic, another number of
    /// operands). A constant takes the kind of the arithmetic in force: ``number(_:)`` in exact
    /// arithmetic, ``float(_:)`` in checked and IEEE arithmetic.
    ///
    /// ```swift
    /// Value.perform(sqrt, on: [.number(Number(16))], options: options)   // .number(4)
    /// Value.perform(sqrt, on: [.float(-1)], options: options)            // .float(nan)
    /// ```
    static func perform(_ operation: Operation, on operands: [Value], options: CalculatorOptions) -> Value? {
        if operands.count == 2, let direct = DirectOperation(operation.builtin) {
            return try? Self.apply(direct, operands[0], operands[1])
        }
        switch Kinds(operands) {
        case .none:
            if options.arithmetic == .exact { return numbers(operation, [], options) }
            return operation.constantValue.map(Value.float)
        case .numbers(let numbers), .mixed(let numbers?):
            return self.numbers(operation, numbers, options)
        case .mixed(nil):
            return nil
        case .floats(let doubles):
            let result = operation.body(in: options.angleUnit).result(count: doubles.count) { doubles[$0] }
            return result.map(Value.float)
        }
    }

    /// `x` and `y` through one of the four operations or a comparison, with the arithmetic the
    /// statement evaluators run for them (``DirectOperation``): numbers as numbers, `Double`s as
    /// `Double`s, a mix as numbers; nil when a `Double` of the mix is not finite.
    ///
    /// ```swift
    /// try Value.apply(.add, .number(Number(1)), .float(0.5))   // .number(3/2)
    /// ```
    static func apply(_ operation: DirectOperation, _ x: Value, _ y: Value) throws(NumberError) -> Value? {
        switch (x, y) {
        case (.number(let a), .number(let b)): return .number(try operation.apply(a, b))
        case (.float(let a), .float(let b)): return .float(operation.apply(a, b))
        case (.number, .float), (.float, .number):
            guard let a = x.number, let b = y.number else { return nil }
            return .number(try operation.apply(a, b))
        }
    }

    private static func numbers(_ operation: Operation, _ numbers: [Number], _ options: CalculatorOptions) -> Value? {
        let body = NumberCompiler.body(of: operation, options: options)
        return (try? body.result(numbers)).map(Value.number)
    }
}
