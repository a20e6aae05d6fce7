/// A remark on a statement that succeeded: the reading calc took of an expression people read
/// in more than one way (`6/2(1+2)`, `-2^2`, `100 + 10%`), or a name that changed kind.
///
/// ```swift
/// let note = brain.execute("6/2(1+2)")[0].notes[0]
/// note.message        // "read as (6/2)·(1+2); for 6/(2(1+2)) write the parentheses"
/// note.range.column   // 1
/// ```
public struct Note: Equatable, Sendable {
    /// What the note is about.
    ///
    /// ```swift
    /// brain.execute("-2^2")[0].notes[0].kind   // .reading
    /// ```
    public enum Kind: Equatable, Sendable {
        /// The reading calc took of a contested expression (`ReadingNotes`); these are the
        /// notes ``CalculatorOptions/notes`` turns off.
        case reading
        /// A name that was a function and is now a variable, or the reverse.
        case redefinition
        /// A decision on an approximation that its error bound did not settle even at the
        /// refinement cap, taken on the step: `sin(pi) == 0: the two sides agree to 1,000 digits;
        /// taken as equal`.
        case decision
    }

    /// The note, one line: `read as 2^(3^2); for (2^3)^2 write the parentheses`.
    ///
    /// ```swift
    /// brain.execute("2^3^2")[0].notes[0].message
    /// ```
    public var message: String
    /// What the note is about.
    ///
    /// ```swift
    /// brain.execute("f(x) = x; f = 1")[1].notes[0].kind   // .redefinition
    /// ```
    public var kind: Kind
    let span: Span
    /// The text the note is about is part of (shared, not copied).
    let source: String

    init(_ message: String, kind: Kind, at span: Span, in source: String) {
        self.message = message
        self.kind = kind
        self.span = span
        self.source = source
    }

    /// Where the expression the note is about is in the source, worked out when asked for.
    ///
    /// ```swift
    /// brain.execute("1; 2^3^2")[1].notes[0].range.column   // 4
    /// ```
    public var range: SourceRange { SourceLocator(source).range(of: span) }

    public static func == (lhs: Note, rhs: Note) -> Bool {
        lhs.message == rhs.message && lhs.kind == rhs.kind && lhs.span == rhs.span
    }
}
