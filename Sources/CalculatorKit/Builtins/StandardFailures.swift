/// Messages for checked arithmetic: why finite inputs gave a non-finite result. Worked out only
/// after a failure, so they cost nothing on the hot path.
enum StandardFailures {
    static let division: @Sendable ([Double]) -> String = { $0[1] == 0 ? "division by zero" : "overflow" }

    static let power: @Sendable ([Double]) -> String = { operands in
        let (base, exponent) = (operands[0], operands[1])
        if base == 0 && exponent < 0 { return "division by zero" }
        if base < 0 && !MathFunctions.isInteger(exponent) {
            return "a negative number to a fractional power has no real value"
        }
        return "overflow"
    }

    static let squareRoot: @Sendable ([Double]) -> String = { _ in "square root of a negative number" }

    static let logarithm: @Sendable ([Double]) -> String = { operands in
        if operands.count == 2 && (operands[1] <= 0 || operands[1] == 1) {
            return "the base of a logarithm must be positive and not 1"
        }
        return operands[0] == 0 ? "logarithm of zero" : "logarithm of a negative number"
    }

    static let factorial: @Sendable ([Double]) -> String = { operands in
        MathFunctions.isInteger(operands[0]) && operands[0] < 0 ? "factorial of a negative integer" : "overflow"
    }

    static let gamma: @Sendable ([Double]) -> String = { operands in
        MathFunctions.isInteger(operands[0]) && operands[0] <= 0
            ? "gamma is undefined at zero and the negative integers" : "overflow"
    }

    /// For gcd, lcm, ncr and npr. gcd and lcm take any whole numbers, negative too; only ncr and
    /// npr (`countsFromZero`) reject a negative n. Whole numbers in range can still overflow
    /// (`lcm` of large coprimes, `ncr(2000, 1000)`).
    static func wholeNumbers(_ name: String, countsFromZero: Bool = false) -> @Sendable ([Double]) -> String {
        { operands in
            if !operands.allSatisfy(MathFunctions.isInteger) { return "\(name) takes whole numbers" }
            return countsFromZero && operands[0] < 0 ? "\(name) takes n ≥ 0" : "overflow"
        }
    }

    static func domain(_ text: String) -> @Sendable ([Double]) -> String { { _ in text } }

    /// The message for an arithmetic instruction the machine runs itself.
    static func message(for instruction: Instruction, _ a: Double, _ b: Double) -> String {
        switch instruction {
        case .divide, .divideConstant, .remainder: division([a, b])
        case .power: power([a, b])
        default: "overflow"
        }
    }

    /// The message for a called operation: its own, or "overflow" / "no real value" by result.
    static func message(
        _ name: String, _ operands: [Double], _ result: Double, _ failure: (@Sendable ([Double]) -> String)?
    ) -> String {
        if let failure { return failure(operands) }
        if result.isInfinite { return "overflow" }
        let shown = operands.map { ResultFormatter.string(for: $0) }.joined(separator: ", ")
        return "\(name) has no real value at \(shown)"
    }
}
