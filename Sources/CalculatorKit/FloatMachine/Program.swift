/// Compiled code: instructions with the source span of each, the functions they call, and the
/// user functions linked in. A value type, immutable once built, safe to share between threads.
struct Program: Sendable {
    struct Callee<Function: Sendable>: Sendable {
        var name: String
        var function: Function
        /// The builtin called, if it is one: its checked-arithmetic message explains a
        /// non-finite result (see ``CheckedArithmeticMessages``).
        var builtin: Builtin?
    }

    /// A user function linked into the program.
    struct UserFunctionCode: Sendable {
        var name: String
        /// `f(x) = x^2`, for error notes.
        var definition: String
        var arity: Int
        var entry: Int = 0
        var maximumStack: Int = 0
        /// Whether the body has a conditional (`if`), and so perhaps a base case: the hint for
        /// runaway recursion depends on it.
        var isConditional = false
    }

    var code: [Instruction] = []
    var spans: [Span] = []
    var unaryFunctions: [Callee<@Sendable (Double) -> Double>] = []
    var binaryFunctions: [Callee<@Sendable (Double, Double) -> Double>] = []
    var variadicFunctions: [Callee<@Sendable ([Double]) -> Double>] = []
    var functions: [UserFunctionCode] = []
    var failures: [Failure] = []
    /// Stack height the main code needs.
    var maximumStack = 0

    /// The largest stack height reached running the code from `start` straight through to the
    /// first `.return` (or the end). Both arms of an `if` are counted, so this is an upper bound,
    /// which is all the machine needs.
    func stackNeeded(from start: Int) -> Int {
        var height = 0
        var highest = 0
        var index = start
        while index < code.count {
            if case .return = code[index] { break }
            height += code[index].stackEffect
            highest = max(highest, height)
            index += 1
        }
        return max(highest, 1)
    }
}

extension Program {
    /// The user-facing error for a failure: shown at the instruction, or at the call in the
    /// main code that led to it, with the function's definition as a note.
    func error(for failure: RuntimeFailure, in source: SourceLocator) -> CalculatorError {
        let span = spans[failure.callSite ?? failure.instruction]
        // Name the function the failure is in, and keep the failure's own hint after it.
        let place = failure.function.map { "in \(functions[$0].definition)" }
        let note = [place, failure.note].compactMap { $0 }.joined(separator: "; ")
        return Failure(failure.kind, failure.message, at: span, note: note.isEmpty ? nil : note).located(in: source)
    }
}
