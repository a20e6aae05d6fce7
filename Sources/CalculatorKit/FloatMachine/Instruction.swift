/// An instruction of the stack machine that runs compiled programs.
///
/// Arithmetic the machine does itself has its own instruction; every other operation is a call
/// through the program's function lists. Jumps are relative: after a jump by `n` the machine
/// skips `n` instructions.
enum Instruction: Sendable {
    case constant(Double)
    /// Pushes a variable of a compiled expression, by slot.
    case variable(Int)
    /// Pushes an argument of the user function being run.
    case parameter(Int)
    case add, subtract, multiply, divide, remainder, power, negate
    case equal, notEqual, less, lessEqual, greater, greaterEqual
    /// `x + c`, `x - c`, `x * c`, `x / c`: arithmetic with its constant right operand fused in,
    /// one dispatch instead of two (`(x + 2) * sin(y) - z^2 / 3` has two of them).
    case addConstant(Double), subtractConstant(Double), multiplyConstant(Double), divideConstant(Double)
    /// `x^2` as `x * x`: the same correctly rounded result as `pow(x, 2)`, without the call.
    case square
    /// Calls `unaryFunctions[index]` on the top value.
    case unary(Int)
    /// Calls `binaryFunctions[index]` on the top two values.
    case binary(Int)
    /// Calls `variadicFunctions[index]` on the top `arguments` values.
    case variadic(Int, arguments: Int)
    /// Calls the user function `functions[index]`.
    case call(Int, arguments: Int)
    case jumpIfZero(Int)
    case jump(Int)
    case `return`
    /// Raises `failures[index]`: an error known at compile time that must happen only if reached
    /// (an unknown name inside a user function, looked up when called).
    case fail(Int)

    /// How the instruction changes the stack height.
    var stackEffect: Int {
        switch self {
        case .constant, .variable, .parameter: 1
        case .negate, .unary, .jump, .return, .fail, .square,
            .addConstant, .subtractConstant, .multiplyConstant, .divideConstant:
            0
        case .add, .subtract, .multiply, .divide, .remainder, .power,
            .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual, .binary, .jumpIfZero:
            -1
        case .variadic(_, let arguments), .call(_, let arguments): 1 - arguments
        }
    }

    /// The single instruction for `self` with the constant right operand `b`, if there is one.
    func fused(withConstant b: Double) -> Instruction? {
        switch self {
        case .add: .addConstant(b)
        case .subtract: .subtractConstant(b)
        case .multiply: .multiplyConstant(b)
        case .divide: .divideConstant(b)
        case .power where b == 2: .square
        default: nil
        }
    }
}

extension Instruction {
    /// The machine's own instruction for `builtin`, if it has one; other builtins are calls.
    init?(_ builtin: Builtin) {
        switch builtin {
        case .add: self = .add
        case .subtract: self = .subtract
        case .multiply: self = .multiply
        case .divide: self = .divide
        case .remainder: self = .remainder
        case .power: self = .power
        case .negate: self = .negate
        case .equal: self = .equal
        case .notEqual: self = .notEqual
        case .less: self = .less
        case .lessEqual: self = .lessEqual
        case .greater: self = .greater
        case .greaterEqual: self = .greaterEqual
        default: return nil
        }
    }

    /// The builtin an arithmetic instruction runs, for checked arithmetic's messages.
    var builtin: Builtin? {
        switch self {
        case .add, .addConstant: .add
        case .subtract, .subtractConstant: .subtract
        case .multiply, .multiplyConstant: .multiply
        case .divide, .divideConstant: .divide
        case .remainder: .remainder
        case .power, .square: .power
        case .negate: .negate
        case .equal: .equal
        case .notEqual: .notEqual
        case .less: .less
        case .lessEqual: .lessEqual
        case .greater: .greater
        case .greaterEqual: .greaterEqual
        default: nil
        }
    }
}
