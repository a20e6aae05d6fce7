import CalculatorNumbers

/// The binary builtins that the value machine (and the long path's ``NumberSink``) call directly rather than
/// through their body's closure: the four operations and the comparisons, which are most of what
/// batch files and recursive functions compute. Their bodies in Number+Builtins.swift are these,
/// so both ways give the same.
enum DirectOperation {
    case add, subtract, multiply, divide
    case equal, notEqual, less, lessEqual, greater, greaterEqual

    init?(_ builtin: Builtin?) {
        switch builtin {
        case .add?: self = .add
        case .subtract?: self = .subtract
        case .multiply?: self = .multiply
        case .divide?: self = .divide
        case .equal?: self = .equal
        case .notEqual?: self = .notEqual
        case .less?: self = .less
        case .lessEqual?: self = .lessEqual
        case .greater?: self = .greater
        case .greaterEqual?: self = .greaterEqual
        default: return nil
        }
    }

    /// The operation on numbers; an exact result past the size limit is approximated at
    /// `precision` significant digits.
    @inline(__always)
    func apply(_ x: Number, _ y: Number, precision: Int) throws(NumberError) -> Number {
        switch self {
        case .add: try Number.sum(x, y, precision: precision)
        case .subtract: try Number.difference(x, y, precision: precision)
        case .multiply: try Number.product(x, y, precision: precision)
        case .divide: try Number.quotient(x, y, precision: precision)
        case .equal: Self.truth(try Number.decidedCompare(x, y) == 0)
        case .notEqual: Self.truth(try Number.decidedCompare(x, y) != 0)
        case .less: Self.truth(try Number.decidedCompare(x, y) < 0)
        case .lessEqual: Self.truth(try Number.decidedCompare(x, y) <= 0)
        case .greater: Self.truth(try Number.decidedCompare(x, y) > 0)
        case .greaterEqual: Self.truth(try Number.decidedCompare(x, y) >= 0)
        }
    }

    /// The same operation on `Double`s, by the functions the float machine runs.
    @inline(__always)
    func apply(_ x: Double, _ y: Double) -> Double {
        switch self {
        case .add: DoubleArithmetic.add(x, y)
        case .subtract: DoubleArithmetic.subtract(x, y)
        case .multiply: DoubleArithmetic.multiply(x, y)
        case .divide: DoubleArithmetic.divide(x, y)
        case .equal: DoubleArithmetic.equal(x, y)
        case .notEqual: DoubleArithmetic.notEqual(x, y)
        case .less: DoubleArithmetic.less(x, y)
        case .lessEqual: DoubleArithmetic.lessEqual(x, y)
        case .greater: DoubleArithmetic.greater(x, y)
        case .greaterEqual: DoubleArithmetic.greaterEqual(x, y)
        }
    }

    private static let one = Number(1)
    private static let zero = Number(0)

    @inline(__always)
    private static func truth(_ holds: Bool) -> Number { holds ? one : zero }

    /// Pops two operands from `stack` and pushes the result.
    @inline(__always)
    func apply(to stack: inout [Number], precision: Int) throws(NumberError) {
        let y = stack.removeLast()
        let x = stack.removeLast()
        stack.append(try apply(x, y, precision: precision))
    }
}
