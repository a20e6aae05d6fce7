import CalculatorKit
import Plotting

/// What a plot was asked for, as text: `calc --plot … --from … --to …` or the REPL's
/// `:plot … from … to … y from … to … > FILE.svg`. Each part keeps the UTF-8 offset where it
/// starts in the text it came from, so that an error in it points at the spot there.
///
/// ```swift
/// PlotRequest(expressions: .init("sin(x), cos(x)"), from: .init("-pi"), to: .init("pi"))
/// ```
public struct PlotRequest: Sendable, Equatable {
    /// A piece of the command line or of the typed line.
    public struct Part: Sendable, Equatable {
        public var text: String
        /// Where `text` starts, in UTF-8 bytes, in what it was taken from.
        public var offset: Int

        public init(_ text: String, offset: Int = 0) {
            self.text = text
            self.offset = offset
        }
    }

    /// The expressions, comma-separated.
    public var expressions: Part
    /// The horizontal range's ends (`from A to B`), each an expression such as `-pi`.
    public var from: Part?
    public var to: Part?
    /// The vertical range's ends (`y from C to D`).
    public var yFrom: Part?
    public var yTo: Part?
    /// Where to write an SVG document instead of drawing in the terminal (`-`: standard output).
    public var svgPath: String?
    /// Whether an existing file at ``svgPath`` that is not a plot calc wrote may be replaced
    /// (`--replace`, or the REPL's `>!`).
    public var replacesFile = false
    /// The text plot's columns and rows (`--plot-size WxH`); the terminal's width and
    /// ``TextPlotView``'s default height when nil.
    public var size: PlotSize?

    public init(
        expressions: Part, from: Part? = nil, to: Part? = nil, yFrom: Part? = nil, yTo: Part? = nil,
        svgPath: String? = nil, replacesFile: Bool = false, size: PlotSize? = nil
    ) {
        self.replacesFile = replacesFile
        self.expressions = expressions
        self.from = from
        self.to = to
        self.yFrom = yFrom
        self.yTo = yTo
        self.svgPath = svgPath
        self.size = size
    }
}

/// `--plot-size WxH`: the text plot's width in columns (labels included) and its height in rows
/// of braille cells. An SVG keeps its own 720 × 450 pixels.
///
/// ```swift
/// PlotSize("60x15")   // PlotSize(width: 60, height: 15)
/// PlotSize("60")      // nil
/// ```
public struct PlotSize: Sendable, Equatable {
    public var width: Int
    public var height: Int

    /// The most of either: a plot is a screenful, and this keeps a typo from allocating gigabytes.
    public static let limit = 1000

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `WxH` (or `W×H`), each from the text plot's minimum to ``limit``; nil otherwise.
    public init?(_ text: String) {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (TextPlotView.minimumWidth...Self.limit).contains(width),
            (TextPlotView.minimumHeight...Self.limit).contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }
}
