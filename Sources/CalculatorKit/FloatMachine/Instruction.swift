/// An instruction of the stack machine that runs compiled programs, with the span of source it
/// was compiled from.
///
/// Arithmetic the machine does itself has its own opcode; every other operation is a call
/// through the program's function lists. Jumps are relative: after a jump by `n` the machine
/// skips `n` instructions.
///
/// A flat struct (an opcode and fixed operand fields), not an enum with payloads: the machines
/// switch on a one-byte opcode through one jump table. An enum whose payload-free cases share a
/// tag took two, then a third to pick the arithmetic, about 40 machine instructions per
/// instruction run (callgrind).
struct Instruction: Sendable, Equatable {
    enum Opcode: UInt8, Sendable {
        /// Pushes `value`.
        case constant
        /// Pushes a variable of a compiled expression: slot `index`.
        case variable
        /// Pushes argument `index` of the user function being run.
        case parameter
        case add, subtract, multiply, divide, remainder, power, negate
        case equal, notEqual, less, lessEqual, greater, greaterEqual
        /// `x + c`, `x - c`, `x * c`, `x / c` with `c` in `value`: arithmetic with its constant
        /// right operand fused in, one dispatch instead of two (`(x + 2) * sin(y) - z^2 / 3` has
        /// two of them).
        case addConstant, subtractConstant, multiplyConstant, divideConstant
        /// `x^2` as `x * x`: the same correctly rounded result as `pow(x, 2)`, without the call.
        case square
        /// The four above and `square` with variable `index` as the operand, pushing the
        /// result: `x + 2` or `x^2` in one dispatch instead of two, and over columns one pass
        /// that reads the variable's column in place.
        case variableAddConstant, variableSubtractConstant, variableMultiplyConstant, variableDivideConstant
        case variableSquare
        /// Calls `unaryFunctions[index]` on variable `arguments` (its slot), pushing the result:
        /// `sin(y)` in one dispatch.
        case variableUnary
        /// Calls `unaryFunctions[index]` on the top value.
        case unary
        /// Calls `binaryFunctions[index]` on the top two values.
        case binary
        /// Calls `variadicFunctions[index]` on the top `arguments` values.
        case variadic
        /// Calls the user function `functions[index]` with the top `arguments` values.
        case call
        /// Pops a value; skips `index` instructions if it is 0.
        case jumpIfZero
        /// Skips `index` instructions.
        case jump
        case `return`
        /// Raises `failures[index]`: an error known at compile time that must happen only if
        /// reached (an unknown name inside a user function, looked up when called).
        case fail
    }

    /// The constant of `.constant` and of the fused `…Constant` instructions.
    var value: Double
    /// A variable's slot, a parameter's position, a function's index, a jump's offset.
    var index: Int
    /// How many values a `.variadic` or `.call` takes from the stack; the variable's slot for
    /// `.variableUnary`, whose `index` is the function's.
    var arguments: Int32
    var opcode: Opcode
    /// The source the instruction was compiled from, for its errors: kept in the instruction
    /// rather than in an array beside the code, so that a program's code is one allocation and
    /// each instruction emitted one append (the compiler emits and drops several per operand).
    var span = Span(0, 0)

    init(_ opcode: Opcode, value: Double = 0, index: Int = 0, arguments: Int32 = 0) {
        (self.opcode, self.value, self.index, self.arguments) = (opcode, value, index, arguments)
    }

    // The compiler's spelling: `.constant(2)`, `.variable(0)`, `.add`, `.call(f, arguments: 2)`.
    static func constant(_ value: Double) -> Instruction { Instruction(.constant, value: value) }
    static func variable(_ slot: Int) -> Instruction { Instruction(.variable, index: slot) }
    static func parameter(_ position: Int) -> Instruction { Instruction(.parameter, index: position) }
    static func unary(_ index: Int) -> Instruction { Instruction(.unary, index: index) }
    static func binary(_ index: Int) -> Instruction { Instruction(.binary, index: index) }
    static func variadic(_ index: Int, arguments: Int) -> Instruction {
        Instruction(.variadic, index: index, arguments: Int32(arguments))
    }
    static func call(_ index: Int, arguments: Int) -> Instruction {
        Instruction(.call, index: index, arguments: Int32(arguments))
    }
    static func jumpIfZero(_ offset: Int) -> Instruction { Instruction(.jumpIfZero, index: offset) }
    static func jump(_ offset: Int) -> Instruction { Instruction(.jump, index: offset) }
    static func fail(_ index: Int) -> Instruction { Instruction(.fail, index: index) }
    static let `return` = Instruction(.return)

    /// How the instruction changes the stack height.
    var stackEffect: Int {
        switch opcode {
        case .constant, .variable, .parameter, .variableAddConstant, .variableSubtractConstant,
            .variableMultiplyConstant, .variableDivideConstant, .variableSquare, .variableUnary:
            1
        case .negate, .unary, .jump, .return, .fail, .square,
            .addConstant, .subtractConstant, .multiplyConstant, .divideConstant:
            0
        case .add, .subtract, .multiply, .divide, .remainder, .power,
            .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual, .binary, .jumpIfZero:
            -1
        case .variadic, .call: 1 - Int(arguments)
        }
    }

    /// The single instruction for `self` with the constant right operand `b`, if there is one.
    func fused(withConstant b: Double) -> Instruction? {
        switch opcode {
        case .add: Instruction(.addConstant, value: b)
        case .subtract: Instruction(.subtractConstant, value: b)
        case .multiply: Instruction(.multiplyConstant, value: b)
        case .divide: Instruction(.divideConstant, value: b)
        case .power where b == 2: Instruction(.square)
        default: nil
        }
    }

    /// The single instruction for `self`, an instruction with one operand, applied to variable
    /// `slot` rather than to the top of the stack, if there is one.
    func fused(withVariable slot: Int) -> Instruction? {
        switch opcode {
        case .addConstant: Instruction(.variableAddConstant, value: value, index: slot)
        case .subtractConstant: Instruction(.variableSubtractConstant, value: value, index: slot)
        case .multiplyConstant: Instruction(.variableMultiplyConstant, value: value, index: slot)
        case .divideConstant: Instruction(.variableDivideConstant, value: value, index: slot)
        case .square: Instruction(.variableSquare, index: slot)
        case .unary: Instruction(.variableUnary, index: index, arguments: Int32(slot))
        default: nil
        }
    }

    /// The instruction for `self`, a fused instruction with variable `slot` as its operand,
    /// once that variable is on the stack: `x + 2` gives `+ 2`. Checked arithmetic's messages
    /// are worked out from it.
    var unfused: Instruction {
        switch opcode {
        case .variableAddConstant: Instruction(.addConstant, value: value)
        case .variableSubtractConstant: Instruction(.subtractConstant, value: value)
        case .variableMultiplyConstant: Instruction(.multiplyConstant, value: value)
        case .variableDivideConstant: Instruction(.divideConstant, value: value)
        case .variableSquare: Instruction(.square)
        case .variableUnary: Instruction(.unary, index: index)
        default: self
        }
    }
}

extension Instruction {
    /// The machine's own instruction for `builtin`, if it has one; other builtins are calls.
    init?(_ builtin: Builtin) {
        let opcode: Opcode
        switch builtin {
        case .add: opcode = .add
        case .subtract: opcode = .subtract
        case .multiply: opcode = .multiply
        case .divide: opcode = .divide
        case .remainder: opcode = .remainder
        case .power: opcode = .power
        case .negate: opcode = .negate
        case .equal: opcode = .equal
        case .notEqual: opcode = .notEqual
        case .less: opcode = .less
        case .lessEqual: opcode = .lessEqual
        case .greater: opcode = .greater
        case .greaterEqual: opcode = .greaterEqual
        default: return nil
        }
        self.init(opcode)
    }

    /// The builtin an arithmetic instruction runs, for checked arithmetic's messages.
    var builtin: Builtin? {
        switch opcode {
        case .add, .addConstant, .variableAddConstant: .add
        case .subtract, .subtractConstant, .variableSubtractConstant: .subtract
        case .multiply, .multiplyConstant, .variableMultiplyConstant: .multiply
        case .divide, .divideConstant, .variableDivideConstant: .divide
        case .remainder: .remainder
        case .power, .square, .variableSquare: .power
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
