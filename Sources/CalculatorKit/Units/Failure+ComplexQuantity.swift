import CalculatorNumbers

/// Where complex numbers meet quantities: a quantity's magnitude is real, so an operation that
/// would give one a complex magnitude is an error at its operator (`(2 + 3i) m`, `2 m * i`) or at
/// the function with no real value (`sqrt(-1 m^2)`). Complex numbers without units, and
/// quantities without complex numbers, compute as ever.
extension Failure {
    /// What every such error adds: the rule, and what to do instead.
    static let realMagnitudeNote = "complex numbers do not combine with units; compute the complex number without them"

    /// A complex operand of an operation on quantities: the message shows the operation as
    /// written, `(2 + 3i) m` for a number joined to its unit, `2 m * i` for an operator,
    /// `max(1 m, i)` for a function.
    ///
    /// ```swift
    /// Failure.complexQuantity(symbol: "*", [.complex(.i), .quantity(Quantity(Number(1), metre))], joining: true)
    /// // "a quantity's magnitude must be real: i m"
    /// ```
    static func complexQuantity(symbol: String, _ operands: [Value], joining: Bool) -> Value.QuantityProblem {
        let format = ValueFormat()
        let texts = operands.map { operand -> String in
            let text = format.string(for: operand)
            return operand.complex != nil && text.contains(" ") ? "(\(text))" : text
        }
        let written: String
        if joining, operands.count == 2, case .quantity(let unit) = operands[1] {
            written = "\(texts[0]) \(unit.unit.text)"
        } else if operands.count == 2, !symbol.contains(where: \.isLetter) {
            written = "\(texts[0]) \(symbol) \(texts[1])"
        } else {
            written = "\(symbol)(\(texts.joined(separator: ", ")))"
        }
        return Value.QuantityProblem(
            message: "a quantity's magnitude must be real: \(written)", note: realMagnitudeNote)
    }

    /// A complex value converted to a unit, `i to deg`: refused at the `to`.
    static func complexConverted(_ value: Value, to unit: String, at span: Span) -> Failure {
        Failure(
            .misuse, "a quantity's magnitude must be real: \(ValueFormat().string(for: value)) to \(unit)", at: span,
            note: realMagnitudeNote)
    }

    /// A real function's failure on a quantity with no real value there, `reason` being the
    /// failure on numbers: `sqrt(-1 m^2)` is "square root of a negative quantity: -1 m^2".
    static func noRealQuantity(_ reason: NoRealValue, _ quantity: String) -> Value.QuantityProblem {
        let said =
            switch reason {
            case .squareRoot: "square root of a negative quantity"
            case .fractionalPower: "a negative quantity to a fractional power has no real value"
            case .logarithm, .arcsine, .arccosine, .inverseHyperbolicCosine, .inverseHyperbolicTangent,
                .logarithmBase:
                reason.message
            }
        return Value.QuantityProblem(
            message: "\(said): \(quantity)", note: "a quantity's magnitude must be real: \(realMagnitudeNote)")
    }
}
