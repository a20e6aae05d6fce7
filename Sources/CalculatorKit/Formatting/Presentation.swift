/// How a value is shown, apart from the value itself: what a statement's `to` chain leaves
/// (`255 to hex`), and what ``ValueFormat`` reads to write the value once. The value, in `ans`
/// and in ``StatementResult/outcome``, is unchanged by it.
///
/// A presentation is a format of the magnitude (``OutputFormat``, or the ordinary display) and,
/// for a quantity, the unit to show it in.
///
/// ```swift
/// let statement = brain.execute("255 to hex")[0]
/// statement.presentation.format                              // .hex
/// ValueFormat(brain.options).text(of: statement)?.text       // "0xff"
/// ```
public struct Presentation: Sendable, Hashable {
    /// The format the magnitude is written in; nil for the ordinary display.
    ///
    /// ```swift
    /// Presentation(format: .frac).format   // .frac
    /// ```
    public var format: OutputFormat?
    /// The unit a quantity is shown in (`60 mph to m/s`); nil for the quantity's own.
    package var unit: UnitProduct? {
        get {
            guard case .unit(let unit)? = unitSlot else { return nil }
            return unit
        }
        set { unitSlot = newValue.map(UnitSlot.unit) }
    }
    /// Boxed: every statement result carries a presentation, nearly always without a unit.
    private var unitSlot: UnitSlot?
    private indirect enum UnitSlot: Hashable, Sendable { case unit(UnitProduct) }

    /// The unit a quantity is shown in, as calc writes it (`m/s`); nil for the quantity's own.
    ///
    /// ```swift
    /// brain.execute("60 mph to m/s")[0].presentation.unitText   // "m/s"
    /// ```
    public var unitText: String? { unit?.text }

    /// A presentation in `format` (the ordinary display when nil).
    ///
    /// ```swift
    /// Presentation()                 // the ordinary display
    /// Presentation(format: .hex)     // as `to hex` shows
    /// ```
    public init(format: OutputFormat? = nil) {
        self.format = format
    }

    /// The ordinary display: what a statement without `to` has.
    ///
    /// ```swift
    /// Presentation.plain.format   // nil
    /// ```
    public static let plain = Presentation()

    /// This presentation after one more step of a chain (`x to frac to hex`, `1 kg to lb to frac`):
    /// a format replaces the format before it, a unit the unit.
    func then(_ target: ConversionTarget) -> Presentation {
        var next = self
        switch target {
        case .format(let format): next.format = format
        case .unit(let unit): next.unit = unit
        }
        return next
    }
}

/// The right side of one `to`, resolved: what the step of a chain changes. The parser reads it
/// as an expression (a name; in time a unit expression such as `m/s` or `ft+in`) and resolves
/// its names against the table's presentations.
enum ConversionTarget: Sendable, Hashable {
    /// One of the formats: `to hex`.
    case format(OutputFormat)
    /// A unit expression: `to m/s`, `to km^2`.
    case unit(UnitProduct)

    /// How a parse tree prints it: `hex`.
    var name: String {
        switch self {
        case .format(let format): format.rawValue
        case .unit(let unit): unit.text
        }
    }
}
