import CalculatorNumbers

/// How ``PlainArithmetic`` reads literals and computes, for one kind of arithmetic: a conformer
/// per number type, so that the evaluation is specialized for each, with no closure calls.
protocol PlainArithmeticValues {
    associatedtype Value
    /// The literal's value; nil to give the line up.
    func literal(_ literal: NumberLiteral.Short) -> Value?
    /// `x op y`; nil to give the line up (an error the general path is to report).
    func apply(_ operation: DirectOperation, _ x: Value, _ y: Value) -> Value?
    func negate(_ x: Value) -> Value?
}

/// Exact arithmetic, on rationals of machine words: the values literals and operations have as
/// ``Number``s (``SmallRational`` does the arithmetic `Number` does on small values), made into
/// a `Number` at the end. A value that outgrows the words gives the line up: the general path
/// computes it with GMP.
struct ExactPlainArithmetic: PlainArithmeticValues {
    func literal(_ literal: NumberLiteral.Short) -> SmallRational? {
        SmallRational(significand: literal.significand, exponent: Int(literal.exponent))
    }

    func apply(_ operation: DirectOperation, _ x: SmallRational, _ y: SmallRational) -> SmallRational? {
        switch operation {
        case .add: x + y
        case .subtract: x - y
        case .multiply: x * y
        case .divide: x / y
        default: nil
        }
    }

    func negate(_ x: SmallRational) -> SmallRational? { -x }
}

/// Exact arithmetic on rationals of 128-bit parts (``WideRational``), for the lines
/// ``ExactPlainArithmetic`` gives up because a value outgrew 64 bits: the same values, made
/// into a `Number` at the end; a value past 128 bits gives the line up to
/// ``NumberPlainArithmetic``.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
struct WidePlainArithmetic: PlainArithmeticValues {
    func literal(_ literal: NumberLiteral.Short) -> WideRational? {
        SmallRational(significand: literal.significand, exponent: Int(literal.exponent)).map(WideRational.init)
    }

    func apply(_ operation: DirectOperation, _ x: WideRational, _ y: WideRational) -> WideRational? {
        switch operation {
        case .add: x + y
        case .subtract: x - y
        case .multiply: x * y
        case .divide: x / y
        default: nil
        }
    }

    func negate(_ x: WideRational) -> WideRational? { -x }
}

/// Exact arithmetic on ``Number``s, for the lines ``ExactPlainArithmetic`` and
/// ``WidePlainArithmetic`` give up because a value outgrew machine words: a further reading of
/// the line with GMP behind the values, which costs a fraction of the general path's tokens,
/// tree, compiled program and value machine. The operations are the value machine's own
/// (``DirectOperation/apply(_:_:precision:)``); an error, and a result that is not exact (past
/// the size limit, which a line this path reads cannot reach), give the line up.
struct NumberPlainArithmetic: PlainArithmeticValues {
    /// The significant digits an approximation would be computed with: the general path's.
    var precision: Int

    func literal(_ literal: NumberLiteral.Short) -> Number? {
        exact(
            try? Number(
                radix: 10, significand: literal.significand, exponent: Int(literal.exponent), precision: precision))
    }

    func apply(_ operation: DirectOperation, _ x: Number, _ y: Number) -> Number? {
        exact(try? operation.apply(x, y, precision: precision))
    }

    func negate(_ x: Number) -> Number? { -x }

    private func exact(_ number: Number?) -> Number? {
        guard let number, number.isExact else { return nil }
        return number
    }
}

/// `Double` arithmetic: literals as the float compiler reads them, operations as the machine
/// runs them; in checked arithmetic a non-finite result is the general path's error to report.
struct DoublePlainArithmetic: PlainArithmeticValues {
    var checked: Bool

    func literal(_ literal: NumberLiteral.Short) -> Double? { Double(literal) }

    func apply(_ operation: DirectOperation, _ x: Double, _ y: Double) -> Double? {
        let result = operation.apply(x, y)
        return checked && !result.isFinite ? nil : result
    }

    func negate(_ x: Double) -> Double? { DoubleArithmetic.negate(x) }
}
