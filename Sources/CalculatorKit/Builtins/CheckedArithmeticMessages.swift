/// What checked arithmetic says when finite operands give a non-finite result: the reason
/// depends on the builtin and its operands. Worked out only after a result has gone
/// non-finite, so it costs nothing on the hot path.
enum CheckedArithmeticMessages {
    /// The message for `name`, the builtin `builtin` (nil for a custom operation), given
    /// `operands` and the non-finite `result`: the builtin's own reason, else "overflow" for an
    /// infinite result and "has no real value" for NaN.
    static func message(_ name: String, _ builtin: Builtin?, _ operands: [Double], _ result: Double) -> String {
        if let builtin, let reason = reason(builtin, operands) { return reason }
        if result.isInfinite { return "overflow" }
        let shown = operands.map { ResultFormatter.string(for: $0) }.joined(separator: ", ")
        return "\(name) has no real value at \(shown)"
    }

    /// The operand a failure of `builtin` is about, when it is about one (a bitwise operation's
    /// non-integer): the error is shown there.
    static func operand(_ builtin: Builtin?, _ operands: [Double]) -> Int? {
        guard let builtin, builtin.isBitwise else { return nil }
        return BitwiseFunctions.reason(operands)?.operand
    }

    /// Why `builtin` gave a non-finite result from the finite `operands`; nil when the generic
    /// message says it.
    static func reason(_ builtin: Builtin, _ operands: [Double]) -> String? {
        switch builtin {
        case .divide, .remainder, .flooredModulo:
            return operands[1] == 0 ? "division by zero" : "overflow"
        case .power:
            let (base, exponent) = (operands[0], operands[1])
            if base == 0 && exponent < 0 { return "division by zero" }
            if base < 0 && !MathFunctions.isInteger(exponent) {
                return "a negative number to a fractional power has no real value"
            }
            return "overflow"
        case .squareRoot:
            return "square root of a negative number"
        case .naturalLogarithm, .logarithm, .binaryLogarithm, .decimalLogarithm:
            if operands.count == 2 && (operands[1] <= 0 || operands[1] == 1) {
                return "the base of a logarithm must be positive and not 1"
            }
            return operands[0] == 0 ? "logarithm of zero" : "logarithm of a negative number"
        case .factorial:
            return MathFunctions.isInteger(operands[0]) && operands[0] < 0
                ? "factorial of a negative integer" : "overflow"
        case .gamma:
            return MathFunctions.isInteger(operands[0]) && operands[0] <= 0
                ? "gamma is undefined at zero and the negative integers" : "overflow"
        case .greatestCommonDivisor: return wholeNumbers("gcd", operands)
        case .leastCommonMultiple: return wholeNumbers("lcm", operands)
        case .combinations: return wholeNumbers("ncr", operands, countsFromZero: true)
        case .permutations: return wholeNumbers("npr", operands, countsFromZero: true)
        case .bitwiseAnd, .bitwiseOr, .shiftLeft, .shiftRight, .bitwiseXor, .bitwiseNot:
            return BitwiseFunctions.reason(operands)?.message ?? "overflow"
        case .tangent: return "tan is undefined at 90° + k·180°"
        case .arcsine: return "asin takes a value from -1 to 1"
        case .arccosine: return "acos takes a value from -1 to 1"
        case .inverseHyperbolicCosine: return "acosh takes a value ≥ 1"
        case .inverseHyperbolicTangent: return "atanh takes a value between -1 and 1, exclusive"
        case .pi, .tau, .e, .goldenRatio, .infinity, .notANumber,
            .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual,
            .add, .subtract, .multiply, .negate, .plus, .percent, .increaseByPercent, .decreaseByPercent,
            .cubeRoot, .absoluteValue, .sign, .floor, .ceiling, .round, .truncate, .exponential,
            .sine, .cosine, .arctangent, .angleOfPoint,
            .hyperbolicSine, .hyperbolicCosine, .hyperbolicTangent, .inverseHyperbolicSine,
            .minimum, .maximum, .hypotenuse, .radiansToDegrees, .degreesToRadians, .conditional, .random,
            .imaginaryUnit, .realPart, .imaginaryPart, .conjugate, .argument, .polar:
            return nil
        }
    }

    /// For gcd, lcm, ncr and npr. gcd and lcm take any whole numbers, negative too; only ncr and
    /// npr (`countsFromZero`) reject a negative n or k. Whole numbers in range can still overflow
    /// (`lcm` of large coprimes, `ncr(2000, 1000)`).
    private static func wholeNumbers(_ name: String, _ operands: [Double], countsFromZero: Bool = false) -> String {
        if !operands.allSatisfy(MathFunctions.isInteger) { return "\(name) takes whole numbers" }
        if countsFromZero && operands[0] < 0 { return "\(name) takes n ≥ 0" }
        if countsFromZero && operands[1] < 0 { return "\(name) takes k ≥ 0" }
        return "overflow"
    }
}
