/// Settings that change what expressions mean or how results look.
///
/// ```swift
/// let brain = CalculatorBrain(options: CalculatorOptions(angleUnit: .degrees))
/// try brain.evaluate("sin(30)")   // 0.5
/// ```
public struct CalculatorOptions: Hashable, Sendable {
    public enum AngleUnit: String, Hashable, Sendable {
        case radians, degrees
    }

    public enum Arithmetic: String, Hashable, Sendable {
        /// An operation that turns finite inputs into a non-finite result is an error.
        case checked
        /// IEEE 754: `1/0` is `inf`, `0/0` is `nan`.
        case ieee
    }

    /// What trigonometric functions take and inverse ones return.
    public var angleUnit: AngleUnit
    public var arithmetic: Arithmetic
    /// Significant digits in displayed results, 1 to 17.
    public var precision: Int {
        didSet { precision = Self.validPrecision.clamped(precision) }
    }

    /// The precisions a result can be shown with: 17 digits always round-trip a Double.
    public static let validPrecision = 1...17

    public init(angleUnit: AngleUnit = .radians, arithmetic: Arithmetic = .checked, precision: Int = 15) {
        self.angleUnit = angleUnit
        self.arithmetic = arithmetic
        self.precision = Self.validPrecision.clamped(precision)
    }
}

extension ClosedRange where Bound == Int {
    func clamped(_ value: Int) -> Int { Swift.min(Swift.max(value, lowerBound), upperBound) }
}
