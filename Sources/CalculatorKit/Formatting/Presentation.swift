/// How a value is shown, apart from the value itself: what a statement's `to` chain leaves
/// (`255 to hex`), and what ``ValueFormat`` reads to write the value once. A format is a
/// presentation: the value, in `ans` and in ``StatementResult/outcome``, stays the number. A unit
/// is not: `60 mph to m/s` converts the value, which is then `26.8224 m/s`, and only a sum of
/// units (`to ft+inch`) is kept here, as a way of writing one quantity.
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
    /// The units of a sum a quantity is shown as (`5 m to ft+inch` is `16 ft + 4.8503937007874
    /// inch`), largest first; nil for a value shown in its own unit. The value is the quantity
    /// in the first of them (`16.4041994750656 ft`).
    package var mixedUnits: [UnitProduct]?

    /// The sum of units a quantity is shown as, as calc writes it (`ft+inch`); nil when it is
    /// shown in its own unit, which after `to m/s` is m/s (``Value/unitText``).
    ///
    /// ```swift
    /// brain.execute("5 m to ft+inch")[0].presentation.unitText   // "ft+inch"
    /// brain.execute("60 mph to m/s")[0].presentation.unitText    // nil: the value is in m/s
    /// ```
    public var unitText: String? { mixedUnits?.map(\.text).joined(separator: "+") }

    /// A presentation in `format` (the ordinary display when nil).
    ///
    /// ```swift
    /// Presentation()                 // the ordinary display
    /// Presentation(format: .hex)     // as `to hex` shows
    /// ```
    public init(format: OutputFormat? = nil) {
        self.format = format
    }

    /// Whether it is the ordinary display (``plain``): no format, no sum of units.
    var isPlain: Bool { format == nil && mixedUnits == nil }

    /// The ordinary display: what a statement without `to` has.
    ///
    /// ```swift
    /// Presentation.plain.format   // nil
    /// ```
    public static let plain = Presentation()

    /// This presentation after one more step of a chain (`x to frac to hex`, `1 kg to lb to frac`):
    /// a format replaces the format before it; a unit, which converted the value, ends a sum
    /// before it, and a sum replaces one.
    func then(_ target: ConversionTarget) -> Presentation {
        var next = self
        switch target {
        case .format(let format): next.format = format
        case .unit: next.mixedUnits = nil
        case .mixed(let units): next.mixedUnits = units
        case .zone: next.mixedUnits = nil
        }
        return next
    }
}

/// The right side of one `to`, resolved: what the step of a chain does. The parser reads it
/// as an expression (a format's name, or a unit expression such as `m/s` or `ft+inch`) and
/// resolves its names against the table's presentations and the units.
enum ConversionTarget: Sendable, Hashable {
    /// One of the formats: `to hex`.
    case format(OutputFormat)
    /// A unit expression: `to m/s`, `to km^2`.
    case unit(UnitProduct)
    /// A sum of units of one dimension, largest first: `to ft+inch`, `to h+min+s`.
    case mixed([UnitProduct])
    /// A zone for a date (`to Europe/Berlin`, `to UTC`, `to local`), or its Unix time (`to unix`).
    case zone(ZoneTarget)

    /// How a parse tree prints it: `hex`.
    var name: String {
        switch self {
        case .format(let format): format.rawValue
        case .unit(let unit): unit.text
        case .mixed(let units): units.map(\.text).joined(separator: "+")
        case .zone(let zone): zone.name
        }
    }
}
