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
