import CalculatorNumbers

// What exact arithmetic's machine asks of a value apart from operations: whether it is an `if`'s
// zero, and whether a variable holding it can be an operand. Each kind answers here, so that the
// compiler and the machine have no `switch` over kinds: a new kind of value changes nothing there.

extension Value {
    /// Whether the value, an `if`'s condition, is zero: a number decided with certainty (an
    /// error at `span`, the `if`, when it cannot be); a value of another kind is no condition,
    /// an error at `conditionSpan`.
    func isZeroAsCondition(span: Span, conditionSpan: Span) throws(Failure) -> Bool {
        switch self {
        case .number(let number):
            do throws(NumberError) {
                return try Number.decidedIsZero(number)
            } catch {
                throw Failure.number(error, at: span)
            }
        case .complex:
            throw Failure.complexCondition(at: conditionSpan)
        case .quantity(let quantity):
            throw Failure.conditionWithUnit(Value.described(quantity), at: conditionSpan)
        case .list:
            throw Failure.listCondition(at: conditionSpan)
        case .date:
            throw Failure.dateCondition(at: conditionSpan)
        case .float(let double):
            return double == 0
        }
    }

    /// The value of `ans` or a variable `name` as an operand of exact arithmetic: a `Double`
    /// taken exactly; its IEEE value (`inf`, `nan`) is no value of exact arithmetic, and a
    /// complex number none of real arithmetic (``CalculatorOptions/real``).
    func exactOperand(named name: String, options: CalculatorOptions, at span: Span) throws(Failure) -> Value {
        switch self {
        case .number, .quantity, .list, .date:
            return self
        case .complex:
            if options.real { throw Failure.complexInRealMode(at: span) }
            return self
        case .float:
            guard let number else {
                throw Failure(
                    .arithmetic, "\(name) is \(ValueFormat().string(for: self)), which only IEEE arithmetic has",
                    at: span)
            }
            return .number(number)
        }
    }
}
