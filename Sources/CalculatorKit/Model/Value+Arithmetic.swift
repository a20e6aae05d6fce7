import CalculatorNumbers

/// Which arithmetic computes an operation on values, decided over their kinds in this one place:
/// numbers compute as numbers, `Double`s as `Double`s, and a mix of the two as numbers, a
/// `Double` taken exactly (as a `Double` variable read in exact arithmetic is). The operation's
/// bodies come from the caller (the operation table's, the number machine's): the floor knows kinds, not
/// operations. A new kind of value adds its case here, and the compiler points at each switch.
///
/// The statement evaluators compute on their own stacks of `Number` or `Double` and hand back a
/// ``Value`` at the end; what reaches values one operation at a time (the keypad) comes here.
///
/// ```swift
/// Value.Operands([.number(Number(1)), .float(0.5)])   // .numbers([1, 1/2])
/// try Value.combine(.number(Number(1)), .float(0.5), numbers: { x, y throws(NumberError) in try x + y }, floats: +)
/// // .number(3/2)
/// ```
extension Value {
    /// Operands, as the arithmetic that computes them takes them.
    enum Operands {
        /// No operands (a constant): the arithmetic in force decides.
        case none
        /// Numbers: every operand a ``Value/number(_:)``, or a mix with finite `Double`s.
        case numbers([Number])
        /// Every operand a ``Value/float(_:)``.
        case floats([Double])
        /// A mix with IEEE arithmetic's `inf` or `nan`, which have no exact value, or with a
        /// quantity or a complex number.
        case incompatible

        init(_ operands: [Value]) {
            guard !operands.isEmpty else {
                self = .none
                return
            }
            // The one rule: `Double`s alone compute as `Double`s; otherwise every operand must be
            // a number (a finite `Double` taken exactly), or the mix is incompatible.
            let doubles = operands.compactMap { if case .float(let double) = $0 { double } else { nil } }
            if doubles.count == operands.count {
                self = .floats(doubles)
                return
            }
            // A quantity computes through its own rules (Value+Quantity.swift), not as a bare number.
            let numbers = operands.compactMap { operand -> Number? in
                switch operand {
                case .number(let number): number
                case .float(let double): Number(exactly: double)
                case .quantity, .complex: nil
                }
            }
            self = numbers.count == operands.count ? .numbers(numbers) : .incompatible
        }
    }

    /// This value as an operand of `arithmetic`, of the kind it computes with: in exact arithmetic
    /// a number stays itself and a `Double` becomes the decimal it shows (`0.1` is 1/10, so that
    /// `0.1 + 0.2 == 0.3` on the keypad as in a line; `inf` and `nan` stay, no number being
    /// them); in checked and IEEE arithmetic a value is its nearest `Double`. How the keypad
    /// takes a typed number or a variable's value.
    ///
    /// ```swift
    /// Value.float(0.1).operand(in: .exact)              // .number(1/10)
    /// Value.number(Number(1)).operand(in: .ieee)        // .float(1.0)
    /// ```
    func operand(in arithmetic: CalculatorOptions.Arithmetic) -> Value {
        switch (self, arithmetic) {
        case (.number, .exact): self
        case (.float(let double), .exact): Number(decimal: double).map(Value.number) ?? self
        case (.quantity, .exact), (.complex, .exact): self
        case (.number, .checked), (.number, .ieee), (.float, .checked), (.float, .ieee), (.quantity, .checked),
            (.quantity, .ieee), (.complex, .checked), (.complex, .ieee):
            .float(Double(self))
        }
    }

    /// `x` and `y` through an operation of two operands, given its body for each arithmetic:
    /// numbers as numbers, `Double`s as `Double`s, a mix as numbers; nil when a `Double` of the
    /// mix is not finite.
    ///
    /// ```swift
    /// try Value.combine(.float(1), .float(0.5), numbers: { x, y throws(NumberError) in try x + y }, floats: +)
    /// // .float(1.5)
    /// ```
    static func combine(
        _ x: Value, _ y: Value, numbers: (Number, Number) throws(NumberError) -> Number,
        floats: (Double, Double) -> Double
    ) throws(NumberError) -> Value? {
        // The pair is decided by the one rule of ``Operands``.
        switch Operands([x, y]) {
        case .floats(let pair): return .float(floats(pair[0], pair[1]))
        case .numbers(let pair): return .number(try numbers(pair[0], pair[1]))
        case .none, .incompatible: return nil
        }
    }
}
