import CalculatorNumbers

/// How results are written, as a value a view can own: a view that shows numbers needs this, not
/// the brain that computed them.
///
/// Built from a brain's options, it writes numbers as ``CalculatorBrain/format(_:)`` does.
///
/// ```swift
/// let format = NumberFormat(CalculatorOptions(precision: 5))
/// format.string(for: 1.0 / 3)   // "0.33333"
/// NumberFormat().string(for: 0.1 + 0.2)   // "0.3"
/// ```
public struct NumberFormat: Sendable, Hashable {
    /// Significant digits, within ``CalculatorOptions/validPrecision`` (clamped to it).
    public var precision: Int

    /// A format with `precision` significant digits; 15 by default, as ``CalculatorOptions``.
    ///
    /// ```swift
    /// NumberFormat(precision: 3).string(for: 2.0 / 3)   // "0.667"
    /// ```
    public init(precision: Int = 15) {
        self.precision = CalculatorOptions.validPrecision.clamped(precision)
    }

    /// The format results have under `options`.
    ///
    /// ```swift
    /// NumberFormat(brain.options).string(for: 1e20)   // "1e20"
    /// ```
    public init(_ options: CalculatorOptions) {
        self.init(precision: options.precision)
    }

    /// `value` as a result is displayed (see ``ResultFormatter``).
    ///
    /// ```swift
    /// NumberFormat().string(for: -0.0)   // "0"
    /// ```
    public func string(for value: Double) -> String {
        ResultFormatter.string(for: value, precision: precision)
    }

    /// Displays a number of exact arithmetic: an exact integer with every digit, an exact value
    /// whose decimals end within the precision in full (`0.0009765625`), anything else rounded to
    /// the precision's significant digits (`0.333333333333333`), an approximation with no more
    /// digits than its error bound leaves meaningful (`sin(pi)` is `0`).
    ///
    /// ```swift
    /// NumberFormat().string(forNumber: try brain.evaluateNumber("2^64"))   // "18446744073709551616"
    /// ```
    public func string(forNumber number: Number) -> String {
        number.formatted(precision: precision)
    }

    /// A statement's value as shown: its ``StatementResult/number`` when exact arithmetic computed
    /// one, else its `Double`.
    ///
    /// ```swift
    /// format.string(for: value, number: statement.number)
    /// ```
    public func string(for value: Double, number: Number?) -> String {
        number.map(string(forNumber:)) ?? string(for: value)
    }

    /// An exact value as `p/q` in lowest terms (`-5/4`), an integer as itself; nil for an
    /// approximation. Read back in exact arithmetic, it is the same number.
    ///
    /// ```swift
    /// NumberFormat().fraction(try brain.evaluateNumber("0.75"))   // "3/4"
    /// ```
    public func fraction(_ number: Number) -> String? {
        try? number.fraction()
    }

    /// Whether ``string(forNumber:)`` shows the number's exact value: false for an
    /// approximation and for an exact value rounded for display, which the REPL marks with `≈`.
    public func isExact(_ number: Number) -> Bool {
        number.isDisplayExact(precision: precision)
    }
}
