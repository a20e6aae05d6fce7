/// Why a program stopped: what went wrong, at which instruction, and through which calls.
///
/// Not a ``Failure``: the machine knows instructions, not spans. ``Program/error(for:in:)`` picks
/// the span to show (the call the user typed, when the failure is inside a user function) and
/// names the function in the note.
struct RuntimeFailure: Error, Sendable {
    var kind: CalculatorError.Kind
    var message: String
    var note: String?
    /// The failing instruction.
    var instruction: Int
    /// The call instruction in the main code that led here, when the failure is inside a user
    /// function; errors are shown at that call, since it is what the user typed.
    var callSite: Int?
    /// The user function the failure is in, innermost.
    var function: Int?
    /// The operand the failure is about, as ``Failure/operand``.
    var operand: Int?
}
