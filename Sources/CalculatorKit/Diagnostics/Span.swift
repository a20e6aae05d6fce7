/// A half-open range of UTF-8 byte offsets into the source being parsed.
///
/// Internal and cheap: tokens and syntax nodes carry spans; line and column are worked out only
/// when an error is reported (see ``SourceRange``).
struct Span: Hashable, Sendable {
    var start: Int
    var end: Int

    init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = end
    }

    /// The span covering both `self` and `other`.
    func union(_ other: Span) -> Span { Span(min(start, other.start), max(end, other.end)) }

    /// The span as a range of offsets into a source of `count` bytes: an end past the source is
    /// cut back to it, and a start past it gives an empty range there.
    func utf8Offsets(clampedTo count: Int) -> Range<Int> {
        let end = max(start, min(self.end, count))
        return min(start, end)..<end
    }
}

/// Where something is in a source string: UTF-8 offsets plus the 1-based line and column of its
/// start (columns count Unicode scalars, so `π` is one column).
///
/// ```swift
/// let error = try? brain.evaluate("1 + sni(2)")   // throws CalculatorError
/// // error.range.utf8Offsets == 4..<7, line 1, column 5
/// ```
public struct SourceRange: Hashable, Sendable {
    /// Byte offsets into the UTF-8 encoding of the source.
    ///
    /// ```swift
    /// let bytes = Array(source.utf8)[error.range.utf8Offsets]   // the text in error
    /// ```
    public var utf8Offsets: Range<Int>
    /// 1-based line of the range's start.
    ///
    /// ```swift
    /// // "x = 1\ny = +": line 2
    /// ```
    public var line: Int
    /// 1-based column (in Unicode scalars) of the range's start.
    ///
    /// ```swift
    /// // "π + sni(2)": sni is at column 5 (and UTF-8 offset 5, as π is two bytes)
    /// ```
    public var column: Int

    /// A range from its parts; errors made by the brain compute them for you.
    ///
    /// ```swift
    /// SourceRange(utf8Offsets: 4..<7, line: 1, column: 5)
    /// ```
    public init(utf8Offsets: Range<Int>, line: Int, column: Int) {
        self.utf8Offsets = utf8Offsets
        self.line = line
        self.column = column
    }

    /// Locates `span` in `source`.
    init(_ span: Span, in source: String) {
        // The same walk the brain's SourceLocator makes, from the start (one span, asked once).
        var source = source
        let (line, column) = source.withUTF8 { bytes in
            var cursor = LineCursor()
            return cursor.location(of: span.start, in: bytes)
        }
        self.init(utf8Offsets: span.utf8Offsets(clampedTo: source.utf8.count), line: line, column: column)
    }
}
