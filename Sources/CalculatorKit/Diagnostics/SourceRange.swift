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
}
