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
    /// The units of a sum a quantity is shown as (`5 m to ft+inch` is `16 ft + 4.8503937007874
    /// inch`), largest first; nil for one unit.
    package var mixedUnits: [UnitProduct]? {
        get {
            guard case .mixed(let units)? = unitSlot else { return nil }
            return units
        }
        set { unitSlot = newValue.map(UnitSlot.mixed) }
    }
    /// Boxed: every statement result carries a presentation, nearly always without a unit.
    private var unitSlot: UnitSlot?
    private indirect enum UnitSlot: Hashable, Sendable {
        case unit(UnitProduct)
        case mixed([UnitProduct])
    }

    /// The unit a quantity is shown in, as calc writes it (`m/s`); nil for the quantity's own.
    ///
    /// ```swift
    /// brain.execute("60 mph to m/s")[0].presentation.unitText   // "m/s"
    /// ```
    public var unitText: String? { unit?.text ?? mixedUnits?.map(\.text).joined(separator: "+") }

    /// A presentation in `format` (the ordinary display when nil).
    ///
    /// ```swift
    /// Presentation()                 // the ordinary display
    /// Presentation(format: .hex)     // as `to hex` shows
    /// ```
    public init(format: OutputFormat? = nil) {
        self.format = format
    }

    /// Whether it is the ordinary display (``plain``): no format, no unit.
    var isPlain: Bool { format == nil && unitSlot == nil }

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
        case .mixed(let units): next.mixedUnits = units
        }
        return next
    }
}

/// The right side of one `to`, resolved: what the step of a chain changes. The parser reads it
/// as an expression (a format's name, or a unit expression such as `m/s` or `ft+inch`) and
/// resolves its names against the table's presentations and the units.
enum ConversionTarget: Sendable, Hashable {
    /// One of the formats: `to hex`.
    case format(OutputFormat)
    /// A unit expression: `to m/s`, `to km^2`.
    case unit(UnitProduct)
    /// A sum of units of one dimension, largest first: `to ft+inch`, `to h+min+s`.
    case mixed([UnitProduct])

    /// How a parse tree prints it: `hex`.
    var name: String {
        switch self {
        case .format(let format): format.rawValue
        case .unit(let unit): unit.text
        case .mixed(let units): units.map(\.text).joined(separator: "+")
        }
    }
}
