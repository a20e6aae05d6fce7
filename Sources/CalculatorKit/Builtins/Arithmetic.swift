/// A number type the built-in operations are defined for: it gives every ``Builtin`` its
/// ``Body`` in one exhaustive `switch`, so a builtin added without a body for some type does not
/// compile (swift-numerics' shape: one protocol names the operations, each type conforms in its
/// own file). `Double` conforms in Double+Builtins.swift, `Number` in Number+Builtins.swift.
///
/// Constant folding, the keypad and both machines take their bodies from here:
///
/// ```swift
/// Double.body(of: .hypotenuse, in: .radians).result([3, 4])   // 5
/// try Number.body(of: .divide, in: ArithmeticContext(precision: 15)).result([Number(1), Number(3)])   // 1/3
/// ```
protocol Arithmetic: Sendable {
    /// What an operation of this type throws: `Never` for `Double`, whose failures are NaN and
    /// infinities (so its compiled code pays for no error path); ``NumberError`` for `Number`,
    /// which reports a domain error, a division by zero or a limit instead.
    associatedtype Failure: Error

    /// The body of `builtin` for this type, computed as `context` says: one exhaustive `switch`.
    static func body(of builtin: Builtin, in context: ArithmeticContext) -> Body<Self>

    /// The body for this type of a custom operation, whose closure `body` computes in `Double`
    /// (made with `.infix`, `.function` and their kin).
    static func body(ofCustom operation: Operation, computing body: Body<Double>) -> Body<Self>

    /// The body for this type of the constant `name` holding `value` (``Operation/constant(_:_:aliases:summary:)-(_,Value,_,_)``):
    /// the value when it is a number of this type, unavailable when it is of a kind this type
    /// does not compute with (a quantity, a complex number).
    static func body(ofConstant value: Value, named name: String) -> Body<Self>
}

/// What a body depends on besides its operands: the angle unit of the trigonometric functions,
/// and the significant digits of an approximation (`Double` has its own, and ignores it).
///
/// ```swift
/// ArithmeticContext(CalculatorOptions(angleUnit: .degrees, precision: 30))
/// ```
struct ArithmeticContext: Hashable, Sendable {
    var angles: CalculatorOptions.AngleUnit
    var precision: Int

    /// The defaults are ``CalculatorOptions``'.
    init(angles: CalculatorOptions.AngleUnit = .radians, precision: Int = 15) {
        (self.angles, self.precision) = (angles, precision)
    }

    /// The context the brain's `options` give.
    init(_ options: CalculatorOptions) {
        self.init(angles: options.angleUnit, precision: options.precision)
    }

    /// Angles in radians, the default precision.
    static let radians = ArithmeticContext()
}

/// How an operation computes for one number type: a value, a function of one, two or any number
/// of operands, the conditional (compiled to jumps), or not at all for this type.
///
/// ```swift
/// if case .binary(let add) = Double.body(of: .add, in: .radians) { add(1, 2) }   // 3
/// ```
enum Body<Operand: Arithmetic>: Sendable {
    case constant(Operand)
    case unary(Unary)
    case binary(Binary)
    case variadic(Variadic)
    /// `if(c, a, b)`: its branches are code rather than values.
    case conditional
    /// The builtin has no meaning for this number type; the text says why.
    case unavailable(String)

    // The functions are wrapped, and called, never taken out as closures: a closure that throws
    // `Operand.Failure` converted to a `Double` one that cannot throw crashes Swift 6.3's
    // compiler (in its reabstraction thunk for a typed `throws(Never)`). Wrapped, the closure also
    // keeps the form the body stores it in, so a callee that holds one pays no thunk per call.

    /// A function of one operand.
    ///
    /// ```swift
    /// let square = Body<Double>.Unary { $0 * $0 }
    /// square(3)   // 9
    /// ```
    struct Unary: Sendable {
        private let function: @Sendable (Operand) throws(Operand.Failure) -> Operand

        init(_ function: @escaping @Sendable (Operand) throws(Operand.Failure) -> Operand) {
            self.function = function
        }

        @inline(__always)
        func callAsFunction(_ x: Operand) throws(Operand.Failure) -> Operand { try function(x) }
    }

    /// A function of two operands.
    ///
    /// ```swift
    /// Body<Double>.Binary { $0 - $1 }(5, 3)   // 2
    /// ```
    struct Binary: Sendable {
        private let function: @Sendable (Operand, Operand) throws(Operand.Failure) -> Operand

        init(_ function: @escaping @Sendable (Operand, Operand) throws(Operand.Failure) -> Operand) {
            self.function = function
        }

        @inline(__always)
        func callAsFunction(_ x: Operand, _ y: Operand) throws(Operand.Failure) -> Operand { try function(x, y) }
    }

    /// A function of any number of operands.
    ///
    /// ```swift
    /// Body<Double>.Variadic { $0.reduce(0, +) }([1, 2, 3])   // 6
    /// ```
    struct Variadic: Sendable {
        private let function: @Sendable ([Operand]) throws(Operand.Failure) -> Operand

        init(_ function: @escaping @Sendable ([Operand]) throws(Operand.Failure) -> Operand) {
            self.function = function
        }

        @inline(__always)
        func callAsFunction(_ xs: [Operand]) throws(Operand.Failure) -> Operand { try function(xs) }
    }

    /// The result for `count` operands, the `i`th being `operand(i)`; nil when the body takes
    /// another number of operands, and for the conditional and an unavailable body. (Operands
    /// by closure, not array: the compiler folds constants through this without allocating.)
    @inline(__always)
    func result(count: Int, _ operand: (Int) -> Operand) throws(Operand.Failure) -> Operand? {
        switch self {
        case .constant(let value): value
        case .unary(let function) where count == 1: try function(operand(0))
        case .binary(let function) where count == 2: try function(operand(0), operand(1))
        case .variadic(let function): try function((0..<count).map(operand))
        default: nil
        }
    }

    /// The result for `operands`, as ``result(count:_:)``.
    func result(_ operands: [Operand]) throws(Operand.Failure) -> Operand? {
        try result(count: operands.count) { operands[$0] }
    }

    /// The result for the last `count` values of `stack`, which it replaces; false, with the
    /// stack as it was, when the body takes another number of operands. One or two operands are
    /// taken straight from the stack: no array is made for them.
    @inline(__always)
    func apply(to stack: inout [Operand], count: Int) throws(Operand.Failure) -> Bool {
        switch self {
        case .unary(let function) where count == 1:
            let x = stack.removeLast()
            stack.append(try function(x))
        case .binary(let function) where count == 2:
            let y = stack.removeLast()
            let x = stack.removeLast()
            stack.append(try function(x, y))
        case .constant, .variadic:
            guard let result = try result(Array(stack.suffix(count))) else { return false }
            stack.removeLast(count)
            stack.append(result)
        default:
            return false
        }
        return true
    }
}

extension Arithmetic {
    /// `builtin` applied to `operands`; nil when it takes another number of operands, is the
    /// conditional, or is unavailable for this type.
    ///
    /// ```swift
    /// Double.apply(.maximum, [1, 5, 2])   // 5
    /// ```
    static func apply(
        _ builtin: Builtin, _ operands: [Self], in context: ArithmeticContext = .radians
    ) throws(Failure) -> Self? {
        try body(of: builtin, in: context).result(operands)
    }
}
