/// What a statement's `to` (or `->`) converts its result to: `255 to hex`, `0.75 to frac`.
/// A format only changes how the result is written: `ans` keeps the number. (`to` a unit is
/// no format: it converts the value.)
///
/// ```swift
/// brain.execute("255 to hex")[0].conversion   // .hex
/// OutputFormat(rawValue: "frac")?.summary        // "an exact value as p/q in lowest terms"
/// ```
public enum OutputFormat: String, CaseIterable, Sendable {
    /// An exact integer in base 16: `0xff`, `-0xff`.
    case hex
    /// An exact integer in base 2: `0b1010`.
    case bin
    /// An exact integer in base 8: `0o10`.
    case oct
    /// An exact value as `p/q` in lowest terms: `3/4`, `-5/4`, `6`.
    case frac
    /// The ordinary decimal display, whatever ``ValueFormat/base`` is.
    case dec
    /// Scientific notation with the precision's digits: `1.2345e4`.
    case sci
    /// A complex number (or a real) in polar form `r∠θ`, θ in the angle unit: `5∠0.927295218001612`.
    case polar
    /// A complex number as `a + bi`: the ordinary display.
    case rect
    /// A percent: the value × 100 and `%`, in decimal whatever the base: `0.25 to %` is `25%`,
    /// which reads back as 0.25.
    case percent = "%"

    /// One line for `:help to`.
    ///
    /// ```swift
    /// OutputFormat.hex.summary   // "an integer in base 16: 255 to hex is 0xff"
    /// ```
    public var summary: String {
        switch self {
        case .hex: "an integer in base 16: 255 to hex is 0xff"
        case .bin: "an integer in base 2: 10 to bin is 0b1010"
        case .oct: "an integer in base 8: 8 to oct is 0o10"
        case .frac: "an exact value as p/q in lowest terms: 0.75 to frac is 3/4"
        case .dec: "the ordinary decimal display (after :base hex, say)"
        case .sci: "scientific notation to the precision: 12345 to sci is 1.2345e4"
        case .polar: "r∠θ, θ in the angle unit: 3+4i to polar is 5∠0.927…"
        case .rect: "a complex number as a + bi, the ordinary display"
        case .percent: "a percent: 0.25 to % is 25%, 1/8 to % is 12.5%"
        }
    }

    /// The base of an integer format; nil for the others.
    ///
    /// ```swift
    /// OutputFormat.bin.base   // .bin
    /// ```
    public var base: IntegerBase? {
        switch self {
        case .hex: .hex
        case .bin: .bin
        case .oct: .oct
        case .frac, .dec, .sci, .polar, .rect, .percent: nil
        }
    }
}

/// The base integer results are shown in (`:base`, `--base`): decimal unless changed. Values
/// that are not integers stay decimal.
///
/// ```swift
/// var format = ValueFormat()
/// format.base = .hex
/// format.string(for: 255)   // "0xff"
/// ```
public enum IntegerBase: String, CaseIterable, Sendable {
    case dec, hex, bin, oct

    /// 10, 16, 2 or 8.
    ///
    /// ```swift
    /// IntegerBase.oct.radix   // 8
    /// ```
    public var radix: Int {
        switch self {
        case .dec: 10
        case .hex: 16
        case .bin: 2
        case .oct: 8
        }
    }
}
