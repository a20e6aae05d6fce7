/// An error found while a span is all that is known; it becomes a ``CalculatorError`` once the
/// source it points into is at hand.
///
/// Messages are written once, in named factories beside the phase that raises them:
/// Syntax/Failure+Syntax.swift (`Failure.unmatchedParenthesis`), NumberScanner.swift for
/// literals, Language/Failure+Names.swift (`Failure.unknownName`), Brain/Failure+Brain.swift,
/// and Model/Limits.swift for the limits. Checked arithmetic's are in Builtins/CheckedArithmeticMessages.swift.
struct Failure: Error, Sendable {
    var kind: CalculatorError.Kind
    var message: String
    var span: Span
    var note: String?
    /// The operand of the failing operation that the error is about (from 0), when it is about
    /// one: `0.5 & 1` is shown at `0.5`. Set by whoever knows only the operation's span;
    /// ``SyntaxTree/pointingAtOperand(_:)`` moves the span, which the tree knows.
    var operand: Int?
    /// Whether this is a decision on an approximation that a higher working precision may
    /// settle (``NumberError/undecided(_:)``): the brain evaluates the statement again.
    var isUndecided = false
    /// Whether the error is that values measure different dimensions (`1 kg to m`, `1 m + 1 s`):
    /// what the brain adds its note on the hour `h` to (``PhysicalConstants/hourNote``).
    var isDimensionMismatch = false
    /// Whether a fast path gave the source up (``gaveUp``): no error of the source's, only the
    /// general path's turn. Told by this flag, not by the empty message it carries.
    var isGiveUp = false

    init(_ kind: CalculatorError.Kind, _ message: String, at span: Span, note: String? = nil) {
        self.kind = kind
        self.message = message
        self.span = span
        self.note = note
    }

    /// The error as users see it, with its line and column in `source`.
    func located(in source: String) -> CalculatorError { located(in: SourceLocator(source)) }

    /// The error as users see it, with its line and column found by `locator`.
    func located(in locator: SourceLocator) -> CalculatorError {
        // Another tool's spelling (`hex(255)`, `7 // 2`) gets calc's way, rather than a typo's hint.
        let spelling = ForeignSpelling.note(for: self, in: locator)
        var error = CalculatorError(
            kind: kind, message: message, range: locator.range(of: span), note: spelling ?? note)
        error.isUndecided = isUndecided
        error.isDimensionMismatch = isDimensionMismatch
        return error
    }

    /// `body`'s result, or the ``Failure`` it throws located in `source`: for compiling, which
    /// knows spans only.
    static func locating<Result>(
        in source: @autoclosure () -> SourceLocator, _ body: () throws(Failure) -> Result
    ) throws(CalculatorError) -> Result {
        do throws(Failure) {
            return try body()
        } catch {
            throw error.located(in: source())
        }
    }
}
