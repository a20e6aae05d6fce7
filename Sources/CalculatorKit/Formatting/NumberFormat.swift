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
    /// The base integer results are shown in (`:base hex`); other values stay decimal.
    ///
    /// ```swift
    /// var format = NumberFormat()
    /// format.base = .bin
    /// format.string(for: 10)    // "0b1010"
    /// format.string(for: 0.5)   // "0.5"
    /// ```
    public var base: IntegerBase = .dec

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
        base = options.base
    }

    /// `value` as a result is displayed (see ``ResultFormatter``).
    ///
    /// ```swift
    /// NumberFormat().string(for: -0.0)   // "0"
    /// ```
    public func string(for value: Double) -> String {
        if base != .dec, let integer = Self.integer(value), let text = try? integer.formatted(radix: base.radix) {
            return text
        }
        return ResultFormatter.string(for: value, precision: precision)
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
        if base != .dec, number.isExact, number.isInteger, let text = try? number.formatted(radix: base.radix) {
            return text
        }
        return number.formatted(precision: precision)
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

    /// Whether `number` written in `format` (the ordinary display when nil) is its exact value:
    /// always in `hex`, `bin`, `oct` and `frac`, which take only exact values; in `sci` when
    /// the precision's digits hold all of them.
    ///
    /// ```swift
    /// NumberFormat().isExact(try brain.evaluateNumber("1/3"), as: .frac)   // true
    /// ```
    public func isExact(_ number: Number, as format: OutputFormat?) -> Bool {
        switch format {
        case .hex?, .bin?, .oct?, .frac?: number.isExact
        case .sci?: number.isScientificExact(precision: precision)
        case .dec?, nil: isExact(number)
        }
    }

    /// Why a value cannot be written in a format.
    enum ConversionProblem: Error, Equatable {
        /// Not a whole number, for `hex`, `bin` and `oct`; with the value as displayed.
        case notInteger(String)
        /// An approximation, for `hex`, `bin`, `oct` and `frac`.
        case notExact
        /// `inf` or `nan` (IEEE arithmetic), as displayed.
        case notFinite(String)
    }

    /// A statement's value written in `format`: its ``StatementResult/number`` when exact
    /// arithmetic computed one, else its `Double`, whose value is exact as it stands (a
    /// `Double` is a binary fraction: 0.1 in `Double` arithmetic is
    /// 3602879701896397/36028797018963968, as Python's `Fraction(0.1)` says).
    func string(for value: Double, number: Number?, as format: OutputFormat) throws(ConversionProblem) -> String {
        if format == .dec {
            var decimal = self
            decimal.base = .dec
            return decimal.string(for: value, number: number)
        }
        guard let exact = number ?? Number(exactly: value) else { throw .notFinite(string(for: value)) }
        if format == .sci { return exact.scientific(precision: number == nil ? min(precision, 17) : precision) }
        guard exact.isExact else { throw .notExact }
        if let base = format.base {
            guard exact.isInteger else { throw .notInteger(string(for: value, number: number)) }
            do { return try exact.formatted(radix: base.radix) } catch { throw .notExact }
        }
        do { return try exact.fraction() } catch { throw .notExact }
    }

    /// A `Double` that is a whole number, exactly.
    private static func integer(_ value: Double) -> Number? {
        guard MathFunctions.isInteger(value) else { return nil }
        return Number(exactly: value)
    }
}
