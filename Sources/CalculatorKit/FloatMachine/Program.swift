/// Compiled code: instructions, each with its source span, the functions they call, and the
/// user functions linked in. A value type, immutable once built, safe to share between threads.
struct Program: Sendable {
    /// A function of one or two operands the program calls, with its name and builtin for
    /// checked arithmetic's messages (see ``CheckedArithmeticMessages``).
    ///
    /// Generic over the number type, like ``Body``, so that the closure keeps the form
    /// the body stores it in: taken out of the body in `Double` code and stored again, it would
    /// be wrapped in reabstraction thunks, paid on every call.
    struct UnaryCallee<Number: Arithmetic>: Sendable {
        /// The operation's index in the table, so that a second call of it reuses the callee.
        var operation: Int
        var name: String
        var function: Body<Number>.Unary
        var builtin: Builtin?
        /// `function` itself when it is a C library function (`sin` in radians, see
        /// ``Double/cFunction(of:angles:)``): the machines call it by address, with no closure
        /// context or thunk between.
        var direct: CLibrary.UnaryFunction?
        /// Whether a non-finite operand always gives a non-finite value
        /// (``Double/passesNonFiniteOn(_:)``), so that checked arithmetic's fast paths need not
        /// note the operand.
        var passesNonFinite: Bool

        /// Nil unless `body` is a function of one operand.
        init?(
            operation: Int, name: String, body: Body<Number>, builtin: Builtin?,
            direct: CLibrary.UnaryFunction? = nil, passesNonFinite: Bool = false
        ) {
            guard case .unary(let function) = body else { return nil }
            (self.operation, self.name, self.function, self.builtin) = (operation, name, function, builtin)
            (self.direct, self.passesNonFinite) = (direct, passesNonFinite)
        }
    }

    struct BinaryCallee<Number: Arithmetic>: Sendable {
        var operation: Int
        var name: String
        var function: Body<Number>.Binary
        var builtin: Builtin?

        /// Nil unless `body` is a function of two operands.
        init?(operation: Int, name: String, body: Body<Number>, builtin: Builtin?) {
            guard case .binary(let function) = body else { return nil }
            (self.operation, self.name, self.function, self.builtin) = (operation, name, function, builtin)
        }
    }

    struct VariadicCallee: Sendable {
        var operation: Int
        var name: String
        var function: Body<Double>.Variadic
        var builtin: Builtin?
    }

    /// The functions of the table a program can call, by kind. A program's lists may hold
    /// functions it does not call: a compiler starts from the lists of the compile before (see
    /// ``Compiler/Memo``), and adds to them only what they lack.
    struct Callees: Sendable {
        var unary: [UnaryCallee<Double>] = []
        var binary: [BinaryCallee<Double>] = []
        var variadic: [VariadicCallee] = []
    }

    var code: [Instruction] = []
    var unaryFunctions: [UnaryCallee<Double>] = []
    var binaryFunctions: [BinaryCallee<Double>] = []
    var variadicFunctions: [VariadicCallee] = []
    var functions: [LinkedFunction] = []
    var failures: [Failure] = []
    /// Stack height the main code needs.
    var maximumStack = 0

    var callees: Callees {
        get { Callees(unary: unaryFunctions, binary: binaryFunctions, variadic: variadicFunctions) }
        set {
            (unaryFunctions, binaryFunctions, variadicFunctions) = (newValue.unary, newValue.binary, newValue.variadic)
        }
    }

    /// The largest stack height reached running the code from `start` straight through to the
    /// first `.return` (or the end). Both arms of an `if` are counted, so this is an upper bound,
    /// which is all the machine needs.
    func stackNeeded(from start: Int) -> Int {
        var height = 0
        var highest = 0
        var index = start
        while index < code.count {
            if code[index].opcode == .return { break }
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
        self.failure(for: failure).located(in: source)
    }

    /// The failure at its span, before it is located: an operand it is about stays to be found
    /// in the tree (``SyntaxTree/pointingAtOperand(_:)``), unless it is shown at a call.
    func failure(for failure: RuntimeFailure) -> Failure {
        let span = code[failure.callSite ?? failure.instruction].span
        // Name the function the failure is in, and keep the failure's own hint after it.
        let note = CallFrames.note(in: failure.function.map { functions[$0].definition }, failure.note)
        var located = Failure(failure.kind, failure.message, at: span, note: note)
        if failure.callSite == nil { located.operand = failure.operand }
        return located
    }
}

/// Checked arithmetic's operand test for a callee: a non-finite result is an error when the
/// operands were finite, and always for a builtin that takes only whole numbers (`gcd(inf, 2)`).
protocol CheckedCallee {
    var builtin: Builtin? { get }
}

extension CheckedCallee {
    /// Whether a non-finite result counts as a failure, given whether the operands were finite.
    @inline(__always)
    func checksOperands(_ operandsAreFinite: @autoclosure () -> Bool) -> Bool {
        builtin?.takesOnlyWholeNumbers == true || operandsAreFinite()
    }
}

/// A callee that remembers which of the table's operations it is (see ``Compiler``).
protocol ProgramCallee {
    var operation: Int { get }
}

extension Program.UnaryCallee: CheckedCallee, ProgramCallee {}
extension Program.BinaryCallee: CheckedCallee, ProgramCallee {}
extension Program.VariadicCallee: CheckedCallee, ProgramCallee {}
