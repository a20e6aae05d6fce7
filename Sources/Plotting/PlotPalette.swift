/// The look of each curve, by its place in the plot: a terminal colour, an SVG colour, and the
/// marker that tells curves apart where there is no colour. Cycles past its length.
///
/// ```swift
/// PlotPalette.style(1).svg      // "#d95f02"
/// PlotPalette.style(1).marker   // "+"
/// ```
public enum PlotPalette {
    /// One curve's look.
    public struct Style: Sendable, Equatable {
        /// The ANSI SGR sequence that colours its cells: `ESC[34m`.
        public var ansi: String
        /// Its SVG stroke colour, `#rrggbb`.
        public var svg: String
        /// The character set on the curve every few columns, and before its name in the
        /// legend, when the terminal shows no colour.
        public var marker: Character
    }

    /// Blue, orange, green, magenta, cyan, red: apart for most colour-blind eyes in the order
    /// they come (ColorBrewer's Dark2 for SVG), and six of the eight colours every terminal has.
    static let styles: [Style] = [
        Style(ansi: "\u{1B}[34m", svg: "#1b62b3", marker: "•"),
        Style(ansi: "\u{1B}[33m", svg: "#d95f02", marker: "+"),
        Style(ansi: "\u{1B}[32m", svg: "#1b9e77", marker: "×"),
        Style(ansi: "\u{1B}[35m", svg: "#7570b3", marker: "o"),
        Style(ansi: "\u{1B}[36m", svg: "#0f8fa3", marker: "*"),
        Style(ansi: "\u{1B}[31m", svg: "#c0392b", marker: "#"),
    ]

    /// The style of curve `index` (from 0).
    ///
    /// ```swift
    /// PlotPalette.style(0).ansi   // "\u{1B}[34m"
    /// ```
    public static func style(_ index: Int) -> Style { styles[index % styles.count] }

    /// The ANSI sequence that ends a colour.
    static let reset = "\u{1B}[0m"
    /// Dim, for the axes and their labels.
    static let dim = "\u{1B}[2m"
}
