import CalculatorNumbers

/// What one statement of the input did, or the error it met.
///
/// ```swift
/// for statement in brain.execute("x = 3; x^2; f(t) = t + 1") {
///     print(statement.outcome)
/// }
/// // success(.assignment(name: "x", value: .number(3)))
/// // success(.value(.number(9)))
/// // success(.definition(name: "f", signature: "f(t)"))
/// ```
public struct StatementResult: Sendable {
    /// What a statement that succeeded did.
    ///
    /// ```swift
    /// if case .success(.value(let value)) = result.outcome { print(Double(value)) }
    /// ```
    public enum Outcome: Equatable, Sendable {
        /// An expression and its value, which became `ans`.
        case value(Value)
        /// `name = expression`.
        case assignment(name: String, value: Value)
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
    /// Remarks on a statement that succeeded: the reading calc took of an expression people
    /// read in more than one way (``Note/Kind/reading``, unless ``CalculatorOptions/notes`` is
    /// off), and a name that was a function and is now a variable, or the reverse.
    ///
    /// ```swift
    /// brain.execute("2^3^2")[0].notes.map(\.message)
    /// // ["read as 2^(3^2); for (2^3)^2 write the parentheses"]
    /// ```
    public var notes: [Note]
    /// The first note's message, if any (see ``notes``).
    ///
    /// ```swift
    /// brain.execute("f(x) = x^2; f = 3").last?.note
    /// // "'f' was the function 'f(x) = x^2'; it is now a variable"
    /// ```
    public var note: String? {
        get { notes.first?.message }
        set {
            notes = newValue.map { [Note($0, kind: notes.first?.kind ?? .redefinition, at: span, in: source)] } ?? []
        }
    }
    /// How the statement's value is shown: what its `to` chain leaves (`255 to hex`,
    /// `0.75 to frac`, `5 m to ft+inch`), ``Presentation/plain`` without one. A format changes
    /// only how the value is written: the value, in ``outcome`` and `ans`, stays as computed, and
    /// ``ValueFormat/text(of:in:)`` writes it in this presentation. A unit converts the value
    /// itself (`60 mph to m/s` is `26.8224 m/s` in ``outcome`` and `ans`).
    ///
    /// ```swift
    /// let statement = brain.execute("255 to hex")[0]
    /// statement.presentation.format                                      // .hex
    /// ValueFormat(brain.options).text(of: statement)?.text               // "0xff"
    /// ```
    public var presentation: Presentation
    /// The format of the statement's `to` conversion (`255 to hex`, `0.75 to frac`); nil without
    /// one: ``presentation``'s format.
    ///
    /// ```swift
    /// let statement = brain.execute("255 to hex")[0]
    /// statement.conversion                                               // .hex
    /// ValueFormat(brain.options).text(of: statement).text                // "0xff"
    /// ```
    public var conversion: OutputFormat? {
        get { presentation.format }
        set { presentation.format = newValue }
    }
    let span: Span
    /// The text the statement is part of (shared, not copied).
    let source: String

    init(
        span: Span, source: String, outcome: Result<Outcome, CalculatorError>, notes: [Note] = [],
        presentation: Presentation = .plain
    ) {
        self.span = span
        self.source = source
        self.outcome = outcome
        self.notes = notes
        self.presentation = presentation
    }

    /// The statement's error, if it failed.
    ///
    /// ```swift
    /// brain.execute("1/0").first?.error?.message   // "division by zero"
    /// ```
    public var error: CalculatorError? {
        if case .failure(let error) = outcome { error } else { nil }
    }

    /// The value of an expression or an assignment; nil for a definition and an error.
    ///
    /// ```swift
    /// brain.execute("x = 2^64")[0].value   // .number(18446744073709551616)
    /// ```
    public var value: Value? {
        switch outcome {
        case .success(.value(let value)), .success(.assignment(_, let value)): value
        case .success(.definition), .failure: nil
        }
    }
}
