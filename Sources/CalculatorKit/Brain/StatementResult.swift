import CalculatorNumbers

/// What one statement of the input did, or the error it met.
///
/// ```swift
/// for statement in brain.execute("x = 3; x^2; f(t) = t + 1") {
///     print(statement.outcome)
/// }
/// // success(.assignment(name: "x", value: 3.0))
/// // success(.value(9.0))
/// // success(.definition(name: "f", signature: "f(t)"))
/// ```
public struct StatementResult: Sendable {
    /// What a statement that succeeded did.
    ///
    /// ```swift
    /// if case .success(.value(let value)) = result.outcome { print(value) }
    /// ```
    public enum Outcome: Equatable, Sendable {
        /// An expression and its value, which became `ans`.
        case value(Double)
        /// `name = expression`.
        case assignment(name: String, value: Double)
        /// `name(parameters) = body`; `signature` is `name(parameters)`.
        case definition(name: String, signature: String)
    }

    /// The statement's place in the source, worked out when asked for: most statements
    /// succeed and nobody asks, so a batch run does not pay for lines and columns.
    ///
    /// ```swift
    /// brain.execute("1; 2 + 2")[1].range.column   // 4
    /// ```
    ///
    /// Finding the line and column walks the source from its start: to place many statements
    /// of one long source, use ``utf8Offsets``, which costs nothing.
    public var range: SourceRange { SourceLocator(source).range(of: span) }
    /// Where the statement is in the source, as offsets into its UTF-8 bytes.
    ///
    /// ```swift
    /// brain.execute("1; 2 + 2")[1].utf8Offsets   // 3..<8
    /// ```
    public var utf8Offsets: Range<Int> { span.utf8Offsets(clampedTo: source.utf8.count) }
    /// What the statement did, or its error.
    ///
    /// ```swift
    /// brain.execute("1 + 1").first?.outcome   // .success(.value(2))
    /// ```
    public var outcome: Result<Outcome, CalculatorError>
    /// A remark on a statement that succeeded but may not have done what was meant: a name that
    /// was a function and is now a variable, or the reverse.
    ///
    /// ```swift
    /// brain.execute("f(x) = x^2; f = 3").last?.note
    /// // "'f' was the function f(x) = x^2; it is now a variable"
    /// ```
    public var note: String?
    /// The value as a ``Number`` when exact arithmetic computed it (its `Double` is in
    /// ``outcome``); nil in `Double` arithmetic and for a definition.
    ///
    /// ```swift
    /// brain.options.arithmetic = .exact
    /// brain.execute("2^64")[0].number?.description   // "18446744073709551616"
    /// ```
    public var number: Number?
    /// The value as the statement's `to` conversion writes it (`255 to hex` gives `"0xff"`,
    /// `0.75 to frac` gives `"3/4"`); nil for a statement without one. The value itself, in
    /// ``outcome``, ``number`` and `ans`, is the number.
    ///
    /// ```swift
    /// brain.execute("255 to hex")[0].convertedText   // "0xff"
    /// ```
    public var convertedText: String?
    /// The format of the statement's `to` conversion; nil without one.
    ///
    /// ```swift
    /// brain.execute("0.75 to frac")[0].conversion   // .frac
    /// ```
    public var conversion: OutputFormat?
    let span: Span
    /// The text the statement is part of (shared, not copied).
    let source: String

    init(
        span: Span, source: String, outcome: Result<Outcome, CalculatorError>, note: String? = nil,
        number: Number? = nil
    ) {
        self.span = span
        self.source = source
        self.outcome = outcome
        self.note = note
        self.number = number
    }

    /// The statement's error, if it failed.
    ///
    /// ```swift
    /// brain.execute("1/0").first?.error?.message   // "division by zero"
    /// ```
    public var error: CalculatorError? {
        if case .failure(let error) = outcome { error } else { nil }
    }
}
