/// How a value is shown, apart from the value itself: what a statement's `to` chain leaves
/// (`255 to hex`), and what ``ValueFormat`` reads to write the value once. The value, in `ans`
/// and in ``StatementResult/outcome``, is unchanged by it.
///
/// Today a presentation is a format of the magnitude (``OutputFormat``, or the ordinary display);
/// a unit to show a quantity in joins it as a second part (issue 30).
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

    /// This presentation after one more step of a chain (`x to frac to hex`): a format replaces
    /// the format before it.
    func then(_ target: ConversionTarget) -> Presentation {
        switch target {
        case .format(let format): Presentation(format: format)
        }
    }
}

/// The right side of one `to`, resolved: what the step of a chain changes. The parser reads it
/// as an expression (a name; in time a unit expression such as `m/s` or `ft+in`) and resolves
/// its names against the table's presentations.
enum ConversionTarget: Sendable, Hashable {
    /// One of the formats: `to hex`.
    case format(OutputFormat)

    /// How a parse tree prints it: `hex`.
    var name: String {
        switch self {
        case .format(let format): format.rawValue
        }
    }
}
