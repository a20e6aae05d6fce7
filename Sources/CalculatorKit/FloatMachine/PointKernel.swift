import Synchronization

/// A straight-line program as nested closures, one per instruction: the fast path of
/// `CompiledExpression.evaluate(_: [Double])`, called once per point.
///
/// The stack machine pays for each instruction a dispatch (load the opcode, jump through a
/// table, load the operands) and a checked-arithmetic test; here each closure calls its operands'
/// closures and computes, so nothing is dispatched and the values stay in registers.
///
/// Checked arithmetic is not tested per operation. As in the lane machine (see
/// ``Program/runLanes(columns:count:checked:into:)``), every failure is a non-finite result, and
/// the operations that cannot turn a non-finite operand into a finite result (`+ - *`, division
/// by a constant, squaring, negation, calls such as `sin` that pass one on) pass it on to the
/// end. In checked arithmetic the others (division, remainder, power, comparisons, other calls)
/// give NaN for a non-finite operand. So a finite result means every value on the way was
/// finite, no check could fail, and the result is the machine's (the same operations on the same
/// values); a non-finite one, rare, is worked out again by the machine, which applies the rule.
struct PointKernel: Sendable {
    typealias Node = @Sendable (UnsafePointer<Double>) -> Double

    let root: Node
    /// Whether a non-finite result must be worked out again by the machine.
    let checked: Bool

    /// Nil for a program that is not straight-line code over variables (see
    /// ``Program/runsInLanes``), or longer than ``maximumLength``.
    init?(_ program: Program, checked: Bool) {
        guard program.code.count <= Self.maximumLength && program.runsInLanes else { return nil }
        var stack: [Operand] = []
        for instruction in program.code {
            if instruction.opcode == .return { break }
            guard let node = Self.node(instruction, program, checked: checked, &stack) else { return nil }
            stack.append(Operand(node: node))
        }
        guard stack.count == 1 else { return nil }
        (root, self.checked) = (stack[0].node, checked)
    }

    /// The longest program the kernel takes. Its closures call each other as deep as the
    /// expression is nested (and are released as deep), on the caller's thread's stack: a
    /// chain of 100,000 additions would overflow it. Past this, the machine, which loops.
    static let maximumLength = 256

    /// The value at `variables` when the kernel's value is the machine's: nil for a
    /// non-finite value in checked arithmetic, which the machine must work out again.
    @inline(__always)
    func value(at variables: UnsafePointer<Double>) -> Double? {
        let result = root(variables)
        return _slowPath(!result.isFinite) && checked ? nil : result
    }

    /// A closure on the build's stack. In a struct, so that the array keeps it as it is: an
    /// array of bare closures holds them in their most general form, and each call from the
    /// tree would go through a reabstraction thunk.
    private struct Operand {
        let node: Node
    }

    /// The closure for `instruction`, its operands taken from the top of `stack`.
    private static func node(
        _ instruction: Instruction, _ program: Program, checked: Bool, _ stack: inout [Operand]
    ) -> Node? {
        let (c, slot) = (instruction.value, instruction.index)
        func pop() -> Node { stack.removeLast().node }
        /// `operation` of the top two, giving NaN for a non-finite operand when checked.
        func hiding(_ operation: @escaping @Sendable (Double, Double) -> Double) -> Node {
            let (b, a) = (pop(), pop())
            if checked {
                return { v in
                    let (x, y) = (a(v), b(v))
                    return x.isFinite && y.isFinite ? operation(x, y) : .nan
                }
            }
            return { v in operation(a(v), b(v)) }
        }
        /// `function` of `operand`, giving NaN for a non-finite one when checked (unless the
        /// function gives a non-finite value for it anyway).
        func call(
            _ function: @escaping @Sendable (Double) -> Double, passes: Bool, _ operand: @escaping Node
        ) -> Node {
            if checked && !passes {
                return { v in
                    let x = operand(v)
                    return x.isFinite ? function(x) : .nan
                }
            }
            return { v in function(operand(v)) }
        }
        switch instruction.opcode {
        case .constant: return { _ in c }
        case .variable: return { v in v[slot] }
        case .negate:
            let a = pop()
            return { v in -a(v) }
        case .add:
            let (b, a) = (pop(), pop())
            return { v in a(v) + b(v) }
        case .subtract:
            let (b, a) = (pop(), pop())
            return { v in a(v) - b(v) }
        case .multiply:
            let (b, a) = (pop(), pop())
            return { v in a(v) * b(v) }
        case .divide: return hiding(DoubleArithmetic.divide)
        case .remainder: return hiding(DoubleArithmetic.remainder)
        case .power: return hiding(DoubleArithmetic.power)
        case .equal: return hiding(DoubleArithmetic.equal)
        case .notEqual: return hiding(DoubleArithmetic.notEqual)
        case .less: return hiding(DoubleArithmetic.less)
        case .lessEqual: return hiding(DoubleArithmetic.lessEqual)
        case .greater: return hiding(DoubleArithmetic.greater)
        case .greaterEqual: return hiding(DoubleArithmetic.greaterEqual)
        case .addConstant:
            let a = pop()
            return { v in a(v) + c }
        case .subtractConstant:
            let a = pop()
            return { v in a(v) - c }
        case .multiplyConstant:
            let a = pop()
            return { v in a(v) * c }
        case .divideConstant:
            let a = pop()
            return { v in a(v) / c }
        case .square:
            let a = pop()
            return { v in
                let x = a(v)
                return x * x
            }
        case .variableAddConstant: return { v in v[slot] + c }
        case .variableSubtractConstant: return { v in v[slot] - c }
        case .variableMultiplyConstant: return { v in v[slot] * c }
        case .variableDivideConstant: return { v in v[slot] / c }
        case .variableSquare: return { v in v[slot] * v[slot] }
        case .unary:
            let (callee, a) = (program.unaryFunctions[instruction.index], pop())
            if let direct = callee.direct { return call({ direct($0) }, passes: callee.passesNonFinite, a) }
            return call(callee.function, passes: callee.passesNonFinite, a)
        case .variableUnary:
            // The variable read in place: one closure, not two.
            let (callee, slot) = (program.unaryFunctions[instruction.index], Int(instruction.arguments))
            if let direct = callee.direct {
                if checked && !callee.passesNonFinite {
                    return { v in
                        let x = v[slot]
                        return x.isFinite ? direct(x) : .nan
                    }
                }
                return { v in direct(v[slot]) }
            }
            return call(callee.function, passes: callee.passesNonFinite) { v in v[slot] }
        case .binary: return hiding(program.binaryFunctions[instruction.index].function)
        case .parameter, .variadic, .call, .jumpIfZero, .jump, .return, .fail:
            return nil
        }
    }
}

/// A compiled expression's ``PointKernel``, built at its first evaluation at a point rather than
/// when it is compiled: building one costs about a fifth of a compile (callgrind), paid by
/// every expression compiled, most of which are evaluated once or over columns. Built once per
/// expression, shared by its copies and by every thread. (`@unchecked`: the atomic holds a raw
/// pointer, which Swift does not take as `Sendable`; what it points to is immutable.)
final class PointKernelCache: @unchecked Sendable {
    /// The kernel once built, published by a compare-and-exchange (another thread may build one
    /// at the same time; the loser's is dropped). A `Built`, retained once.
    private let published = Atomic<UnsafeRawPointer?>(nil)

    /// What was built: nil for a program the kernel cannot run, so that it is not tried again.
    private final class Built: Sendable {
        let kernel: PointKernel?
        init(_ kernel: PointKernel?) { self.kernel = kernel }
    }

    deinit {
        if let built = published.load(ordering: .acquiring) { Unmanaged<Built>.fromOpaque(built).release() }
    }

    /// The kernel's value at `variables` (see ``PointKernel/value(at:)``); nil until the kernel
    /// is built, for a program it cannot run, and where the machine must decide.
    @inline(__always)
    func value(at variables: UnsafePointer<Double>) -> Double? {
        guard let built = published.load(ordering: .acquiring) else { return nil }
        // Lent, not retained: the cache keeps it until it goes itself.
        return Unmanaged<Built>.fromOpaque(built)._withUnsafeGuaranteedRef { $0.kernel?.value(at: variables) }
    }

    /// Builds the kernel for `program` unless it is built.
    func build(_ program: Program, checked: Bool) {
        guard published.load(ordering: .acquiring) == nil else { return }
        let built = UnsafeRawPointer(Unmanaged.passRetained(Built(PointKernel(program, checked: checked))).toOpaque())
        let (exchanged, _) = published.compareExchange(
            expected: nil, desired: built, successOrdering: .acquiringAndReleasing, failureOrdering: .acquiring)
        if !exchanged { Unmanaged<Built>.fromOpaque(built).release() }
    }
}
