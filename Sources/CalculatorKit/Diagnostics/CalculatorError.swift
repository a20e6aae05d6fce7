/// An error from parsing or evaluating calculator input: what went wrong, and where.
///
/// Every error carries a ``Kind``, a message in the user's terms, the ``SourceRange`` it points
/// at, and sometimes a note (such as a "did you mean" hint). ``rendered(source:sourceName:firstLine:)``
/// draws it the one way the whole project shows errors:
///
/// ```swift
/// do { _ = try brain.evaluate("sni(1) + 2") } catch {
///     print(error.rendered(source: "sni(1) + 2"))
/// }
/// // <expr>:1:1: error: unknown name 'sni'
/// // sni(1) + 2
/// // ^~~
/// // note: did you mean 'sin'?
/// ```
public struct CalculatorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The class of an error, for programs that react to errors differently.
    ///
    /// ```swift
    /// switch error.kind {
    /// case .unknownName, .misuse: showHint(error.note)
    /// default: showError(error.message)
    /// }
    /// ```
    public enum Kind: String, Hashable, Sendable {
        /// The input is not in the language: a stray symbol, a missing operand, an unclosed `(`.
        case syntax
        /// A number literal that is malformed or too large for a Double.
        case invalidNumber
        /// A name that is neither built in nor defined.
        case unknownName
        /// A name used the wrong way: a variable called like a function, a function without `(…)`.
        case misuse
        /// A function called with the wrong number of arguments.
        case argumentCount
        /// An assignment or definition that is not allowed (to a built-in name, to an expression).
        case invalidAssignment
        /// An operation has no number for its result: division by zero, a domain error
        /// (`sqrt(-1)`), or, in checked `Double` arithmetic, a non-finite result (overflow).
        case arithmetic
        /// One of the ``Limits`` was reached: nesting depth, input length, call depth, the
        /// number of function calls, or an exact number's digits.
        case limit
        /// A compiled expression was evaluated without a value for one of its variables.
        case missingVariable
        /// The evaluation was stopped through its ``Interruption``: Ctrl-C, or a time limit.
        case interrupted
    }

    /// What sort of error this is.
    ///
    /// ```swift
    /// if error.kind == .arithmetic { showWarning() }
    /// ```
    public var kind: Kind
    /// The message in the user's terms, without position: `unknown name 'sni'`.
    ///
    /// ```swift
    /// error.message   // "division by zero"
    /// ```
    public var message: String
    /// Where in the source the error is.
    ///
    /// ```swift
    /// error.range.line   // 1
    /// ```
    public var range: SourceRange
    /// An extra line of help, shown after the caret line as `note: …`.
    ///
    /// ```swift
    /// error.note   // "did you mean 'sin'?"
    /// ```
    public var note: String?

    /// Whether the error is a decision on an approximation that more working digits may settle
    /// (``CalculatorNumbers/NumberError/undecided(_:)``): the brain evaluates the statement again.
    var isUndecided = false
    /// Whether values measure different dimensions (`Failure.isDimensionMismatch`).
    var isDimensionMismatch = false

    /// An error of your own, for a custom operation's caller to report the same way.
    ///
    /// ```swift
    /// let range = SourceRange(utf8Offsets: 0..<3, line: 1, column: 1)
    /// CalculatorError(kind: .syntax, message: "not allowed here", range: range)
    /// ```
    public init(kind: Kind, message: String, range: SourceRange, note: String? = nil) {
        self.kind = kind
        self.message = message
        self.range = range
        self.note = note
    }

    /// Two errors are equal when they say the same: kind, message, place and note. The flags the
    /// brain routes by (`isUndecided`, `isDimensionMismatch`) are no part of what an app sees.
    public static func == (a: CalculatorError, b: CalculatorError) -> Bool {
        a.kind == b.kind && a.message == b.message && a.range == b.range && a.note == b.note
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(message)
        hasher.combine(range)
        hasher.combine(note)
    }

    /// `LINE:COLUMN: error: MESSAGE`, for logs; ``rendered(source:sourceName:firstLine:)`` for users.
    ///
    /// ```swift
    /// String(describing: error)   // "1:5: error: unknown name 'sni'"
    /// ```
    public var description: String { "\(range.line):\(range.column): error: \(message)" }
}
