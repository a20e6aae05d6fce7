import CalculatorNumbers

extension Value: CustomStringConvertible {
    /// The value at the default precision, as calc shows it (``ValueFormat``).
    ///
    /// ```swift
    /// Value.number(Number(7)).description   // "7"
    /// ```
    public var description: String { ValueFormat().string(for: self) }
}

/// The name ``ValueFormat`` had when results were `Double`s with a `Number` beside them; kept so
/// that code written against it compiles.
///
/// ```swift
/// NumberFormat(brain.options).string(for: 0.5)   // "0.5"
/// ```
public typealias NumberFormat = ValueFormat

extension ValueFormat {
    /// A `Double` that is a whole number, exactly: what `to hex` writes in another base.
    static func integer(_ value: Double) -> Number? {
        guard MathFunctions.isInteger(value) else { return nil }
        return Number(exactly: value)
    }
}
