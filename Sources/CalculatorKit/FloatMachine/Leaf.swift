/// An operand that the operation using it can work out in place: a constant, a variable, a
/// variable with a constant (`x + 2`, `x^2`) or a C function of a variable (`sin(y)`). The point
/// kernel and the lane machine fuse leaves into the addition, subtraction or multiplication, or
/// the operation with a constant, that uses them: `(x + 2) * sin(y)` is one closure and one pass
/// over a chunk of points, where it was three of each.
///
/// Every leaf gives a non-finite value for a non-finite variable (a call only when its function
/// does, see ``Double/passesNonFiniteOn(_:)``), as the fused operations do: so fusing moves no
/// check of checked arithmetic (see ``PointKernel``).
enum Leaf {
    case constant(Double)
    case variable(slot: Int)
    /// `x + c`, `x - c`, `x * c`, `x / c`.
    case variableWithConstant(PureOperation, slot: Int, Double)
    case variableSquare(slot: Int)
    case variableCall(CLibrary.UnaryFunction, slot: Int)

    /// The leaf `instruction` pushes, if it is one.
    init?(_ instruction: Instruction, _ program: Program, checked: Bool) {
        let (slot, c) = (instruction.index, instruction.value)
        switch instruction.opcode {
        case .constant: self = .constant(c)
        case .variable: self = .variable(slot: slot)
        case .variableAddConstant: self = .variableWithConstant(.add, slot: slot, c)
        case .variableSubtractConstant: self = .variableWithConstant(.subtract, slot: slot, c)
        case .variableMultiplyConstant: self = .variableWithConstant(.multiply, slot: slot, c)
        case .variableDivideConstant: self = .variableWithConstant(.divide, slot: slot, c)
        case .variableSquare: self = .variableSquare(slot: slot)
        case .variableUnary:
            let callee = program.unaryFunctions[instruction.index]
            guard let direct = callee.direct, callee.passesNonFinite || !checked else { return nil }
            self = .variableCall(direct, slot: Int(instruction.arguments))
        default: return nil
        }
    }

    /// Calls `user` with the leaf as a value of its own type, so that the code it builds is
    /// specialized for the kind of leaf.
    func open<User: LeafUser>(_ user: User) -> User.Result {
        switch self {
        case .constant(let c): user.use(ConstantLeaf(constant: c))
        case .variable(let slot): user.use(VariableLeaf(slot: slot))
        case .variableWithConstant(let operation, let slot, let c):
            switch operation {
            case .add: user.use(VariableWithConstant<Addition>(slot: slot, constant: c))
            case .subtract: user.use(VariableWithConstant<Subtraction>(slot: slot, constant: c))
            case .multiply: user.use(VariableWithConstant<Multiplication>(slot: slot, constant: c))
            case .divide: user.use(VariableWithConstant<Division>(slot: slot, constant: c))
            }
        case .variableSquare(let slot): user.use(VariableSquare(slot: slot))
        case .variableCall(let function, let slot): user.use(VariableCall(slot: slot, function: function))
        }
    }
}

/// What a machine builds from a leaf once its kind is a type (see ``Leaf/open(_:)``).
protocol LeafUser {
    associatedtype Result
    func use<Operand: InPlaceOperand>(_ operand: Operand) -> Result
}

/// An operand worked out where it is used. `value(values, index)` reads `values[index]`: the
/// point kernel passes a point's values and the variable's ``slot``, the lane machine the
/// variable's column and the point's index in it.
protocol InPlaceOperand: Sendable {
    /// The variable read (for the lane machine, its column; for a lane, the lane's level).
    var slot: Int { get }
    func value(_ values: UnsafePointer<Double>, _ index: Int) -> Double
    /// Where a lane pass reads the operand's values for `chunk` (see ``LanePlan``).
    func values(in chunk: LaneChunk) -> UnsafePointer<Double>
}

struct ConstantLeaf: InPlaceOperand {
    let constant: Double
    var slot: Int { 0 }
    @inline(__always) func value(_ values: UnsafePointer<Double>, _ index: Int) -> Double { constant }
}

struct VariableLeaf: InPlaceOperand {
    let slot: Int
    @inline(__always) func value(_ values: UnsafePointer<Double>, _ index: Int) -> Double { values[index] }
}

struct VariableWithConstant<Operation: PureArithmetic>: InPlaceOperand {
    let slot: Int
    let constant: Double
    @inline(__always) func value(_ values: UnsafePointer<Double>, _ index: Int) -> Double {
        Operation.apply(values[index], constant)
    }
}

struct VariableSquare: InPlaceOperand {
    let slot: Int
    @inline(__always) func value(_ values: UnsafePointer<Double>, _ index: Int) -> Double {
        DoubleArithmetic.multiply(values[index], values[index])
    }
}

struct VariableCall: InPlaceOperand {
    let slot: Int
    let function: CLibrary.UnaryFunction
    @inline(__always) func value(_ values: UnsafePointer<Double>, _ index: Int) -> Double { function(values[index]) }
}

/// The operations fused with leaves: those that give a non-finite value for a non-finite operand
/// (division only by a constant), so that checked arithmetic need not look at their operands.
enum PureOperation {
    case add, subtract, multiply, divide

    /// The operation of `opcode`, taking two operands or one and a constant.
    init?(_ opcode: Instruction.Opcode) {
        switch opcode {
        case .add, .addConstant: self = .add
        case .subtract, .subtractConstant: self = .subtract
        case .multiply, .multiplyConstant: self = .multiply
        case .divideConstant: self = .divide
        default: return nil
        }
    }

    /// Calls `user` with the operation as a type.
    func open<User: PureOperationUser>(_ user: User) -> User.Result {
        switch self {
        case .add: user.use(Addition.self)
        case .subtract: user.use(Subtraction.self)
        case .multiply: user.use(Multiplication.self)
        case .divide: user.use(Division.self)
        }
    }
}

/// What a machine builds from a ``PureOperation`` once it is a type.
protocol PureOperationUser {
    associatedtype Result
    func use<Operation: PureArithmetic>(_ operation: Operation.Type) -> Result
}

/// A ``PureOperation`` as a type, for the fused code to be specialized for it. Its metatype is
/// `SendableMetatype`: the point kernel's `@Sendable` closures capture it.
protocol PureArithmetic: SendableMetatype {
    static func apply(_ a: Double, _ b: Double) -> Double
}

enum Addition: PureArithmetic {
    @inline(__always) static func apply(_ a: Double, _ b: Double) -> Double { DoubleArithmetic.add(a, b) }
}

enum Subtraction: PureArithmetic {
    @inline(__always) static func apply(_ a: Double, _ b: Double) -> Double { DoubleArithmetic.subtract(a, b) }
}

enum Multiplication: PureArithmetic {
    @inline(__always) static func apply(_ a: Double, _ b: Double) -> Double { DoubleArithmetic.multiply(a, b) }
}

enum Division: PureArithmetic {
    @inline(__always) static func apply(_ a: Double, _ b: Double) -> Double { DoubleArithmetic.divide(a, b) }
}
