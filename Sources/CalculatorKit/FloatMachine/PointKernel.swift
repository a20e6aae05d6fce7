import Synchronization

/// A straight-line program as nested closures: the fast path of
/// `CompiledExpression.evaluate(_: [Double])`, called once per point.
///
/// The stack machine pays for each instruction a dispatch (load the opcode, jump through a
/// table, load the operands) and a checked-arithmetic test; here each closure calls its operands'
/// closures and computes, so nothing is dispatched and the values stay in registers. There is a
/// closure per operation, not per instruction: an addition, subtraction or multiplication, or an
/// operation with a constant, works out the ``Leaf`` operands (`x`, `x + 2`, `sin(y)`) itself,
/// in code specialized for their kinds. `(x + 2) * sin(y) - z^2 / 3` is three closures, not six:
/// 1b from 1.95× the native closure to 1.66× (`make bench`).
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
            if let leaf = Leaf(instruction, program, checked: checked) {
                // Worked out by the operation that uses it, if it can (see `Leaf`).
                stack.append(.leaf(leaf))
            } else if let node = Self.fused(instruction, &stack) {
                // Not `fused(…) ?? node(…)`: a closure through the generic `??` is wrapped in
                // reabstraction thunks, called at each point.
                stack.append(.node(Built(node: node)))
            } else if let node = Self.node(instruction, program, checked: checked, &stack) {
                stack.append(.node(Built(node: node)))
            } else {
                return nil
            }
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

    /// A value on the build's stack: a closure, or a leaf that the operation using it works out
    /// in place.
    private enum Operand: FusedOperand {
        case node(Built)
        case leaf(Leaf)

        /// The operand as a closure of its own, for an operation that does not fuse leaves.
        var node: Node {
            switch self {
            case .node(let built): built.node
            case .leaf(let leaf): ClosureMaker().make(.alone, leaf).node
            }
        }

        func open<User: LeafUser>(_ user: User) -> User.Result {
            switch self {
            case .node(let built): user.use(Computed(node: built.node))
            case .leaf(let leaf): leaf.open(user)
            }
        }
    }

    /// A closure kept in a struct: a bare closure in an enum's case, in an array or given back as
    /// a generic result (``LeafUser/Result``) is held in its most general form, and each call
    /// from the tree goes through reabstraction thunks (measured: 1b from 35 to 53 ns a point).
    private struct Built {
        let node: Node
    }

    /// An operand that is a closure of its own, called where it is used.
    private struct Computed: InPlaceOperand {
        let node: Node
        var slot: Int { 0 }
        @inline(__always) func value(_ values: UnsafePointer<Double>, _ index: Int) -> Double { node(values) }
    }

    /// The closure for the addition, subtraction or multiplication of two values, or for an
    /// operation with a constant, squaring or negation of one, with the leaves among its operands
    /// worked out in place; nil for other instructions.
    private static func fused(_ instruction: Instruction, _ stack: inout [Operand]) -> Node? {
        let maker = ClosureMaker()
        switch instruction.opcode {
        case .add, .subtract, .multiply:
            let (b, a) = (stack.removeLast(), stack.removeLast())
            return PureOperation(instruction.opcode).map { maker.make($0, a, b).node }
        case .addConstant, .subtractConstant, .multiplyConstant, .divideConstant:
            let a = stack.removeLast()
            return PureOperation(instruction.opcode).map { maker.make($0, a, constant: instruction.value).node }
        case .square: return maker.make(.square, stack.removeLast()).node
        case .negate: return maker.make(.negate, stack.removeLast()).node
        default: return nil
        }
    }

    /// The kernel's fused code: a closure, its operands worked out in it.
    private struct ClosureMaker: FusedCodeMaker {
        func combining<Operation: PureArithmetic, A: InPlaceOperand, B: InPlaceOperand>(
            _ operation: Operation.Type, _ a: A, _ b: B
        ) -> Built {
            let (slotA, slotB) = (a.slot, b.slot)
            return Built { v in Operation.apply(a.value(v, slotA), b.value(v, slotB)) }
        }

        func withConstant<Operation: PureArithmetic, A: InPlaceOperand>(
            _ operation: Operation.Type, _ a: A, _ constant: Double
        ) -> Built {
            let slot = a.slot
            return Built { v in Operation.apply(a.value(v, slot), constant) }
        }

        func squared<A: InPlaceOperand>(_ a: A) -> Built {
            let slot = a.slot
            return Built { v in
                let x = a.value(v, slot)
                return DoubleArithmetic.multiply(x, x)
            }
        }

        func negated<A: InPlaceOperand>(_ a: A) -> Built {
            let slot = a.slot
            return Built { v in DoubleArithmetic.negate(a.value(v, slot)) }
        }

        func alone<A: InPlaceOperand>(_ a: A) -> Built {
            let slot = a.slot
            return Built { v in a.value(v, slot) }
        }
    }

    /// The closure for `instruction`, its operands taken from the top of `stack`.
    private static func node(
        _ instruction: Instruction, _ program: Program, checked: Bool, _ stack: inout [Operand]
    ) -> Node? {
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
        case .divide: return hiding(DoubleArithmetic.divide)
        case .remainder: return hiding(DoubleArithmetic.remainder)
        case .power: return hiding(DoubleArithmetic.power)
        case .equal: return hiding(DoubleArithmetic.equal)
        case .notEqual: return hiding(DoubleArithmetic.notEqual)
        case .less: return hiding(DoubleArithmetic.less)
        case .lessEqual: return hiding(DoubleArithmetic.lessEqual)
        case .greater: return hiding(DoubleArithmetic.greater)
        case .greaterEqual: return hiding(DoubleArithmetic.greaterEqual)
        case .unary:
            let (callee, a) = (program.unaryFunctions[instruction.index], pop())
            if let direct = callee.direct { return call({ direct($0) }, passes: callee.passesNonFinite, a) }
            let function = callee.function
            return call({ function($0) }, passes: callee.passesNonFinite, a)
        case .variableUnary:
            // Not a leaf (see `Leaf`): a function that is not C's, or in checked arithmetic one
            // that can hide a failure. The variable read in place: one closure, not two.
            let (callee, slot) = (program.unaryFunctions[instruction.index], Int(instruction.arguments))
            if let direct = callee.direct, checked {
                return { v in
                    let x = v[slot]
                    return x.isFinite ? direct(x) : .nan
                }
            }
            let function = callee.function
            return call({ function($0) }, passes: callee.passesNonFinite) { v in v[slot] }
        case .binary:
            let function = program.binaryFunctions[instruction.index].function
            return hiding { function($0, $1) }
        case .constant, .variable, .variableAddConstant, .variableSubtractConstant, .variableMultiplyConstant,
            .variableDivideConstant, .variableSquare, .add, .subtract, .multiply, .addConstant, .subtractConstant,
            .multiplyConstant, .divideConstant, .square, .negate:
            preconditionFailure("leaves and pure operations are built by Leaf and fused(_:_:)")
        case .parameter, .variadic, .call, .jumpIfZero, .jump, .return, .fail:
            return nil
        }
    }
}

/// A compiled expression's ``PointKernel``, built at its first evaluation at a point rather than
/// when it is compiled (building one costs about a fifth of a compile, callgrind, paid by every
/// expression compiled, most of which are evaluated once or over columns), and its
/// ``MachineCode``, translated and mapped once the expression has been evaluated at
/// ``callsBeforeMachineCode`` points. Built once per expression, shared by its copies and by
/// every thread. (`@unchecked`: the atomics hold raw pointers, which Swift does not take as
/// `Sendable`; what they point to is immutable.)
@usableFromInline
final class PointKernelCache: @unchecked Sendable {
    /// What was built, published by a compare-and-exchange (another thread may build at the
    /// same time; the loser's is dropped). A `Built`, retained once.
    private let published = Atomic<UnsafeRawPointer?>(nil)
    /// The machine code's function, once mapped: read by `CompiledExpression.evaluate(_:)`,
    /// inlined into the caller. Lives as long as `published`'s `Built`, so as long as the cache.
    @usableFromInline let code = Atomic<UnsafeRawPointer?>(nil)

    /// How many points an expression is evaluated at on the kernel before its machine code is
    /// mapped: mapping takes three system calls and a page fault, about as long as a thousand
    /// of the kernel's calls of row 1b's expression take beyond the code's.
    static let callsBeforeMachineCode = 1_000

    /// What was built: the kernel (nil for a program that runs only on the machine, so that it
    /// is not tried again), and later the machine code.
    /// (`@unchecked` for the same reason as the cache.)
    private final class Built: @unchecked Sendable {
        let kernel: PointKernel?
        let checked: Bool
        /// The program, while it may yet have machine code (nil where there can be none).
        let program: Program?
        /// Points evaluated on the kernel, counted up to ``callsBeforeMachineCode`` while the
        /// program may yet have machine code.
        let calls = Atomic<Int>(0)
        /// The mapped code, once mapped: a `MachineCode`, retained once.
        let mapped = Atomic<UnsafeRawPointer?>(nil)

        init(_ program: Program, checked: Bool) {
            kernel = PointKernel(program, checked: checked)
            self.program = kernel != nil && MachineCode.isAvailable ? program : nil
            self.checked = checked
        }

        deinit {
            if let code = mapped.load(ordering: .acquiring) { Unmanaged<MachineCode>.fromOpaque(code).release() }
        }

        /// The machine code's value once mapped, else the kernel's; nil where the machine must
        /// decide.
        @inline(__always)
        func value(at variables: UnsafePointer<Double>) -> Double? {
            guard let code = mapped.load(ordering: .acquiring) else { return kernel?.value(at: variables) }
            let result = Unmanaged<MachineCode>.fromOpaque(code)._withUnsafeGuaranteedRef { $0.function(variables) }
            return _slowPath(!result.isFinite) && checked ? nil : result
        }
    }

    @usableFromInline init() {}

    deinit {
        if let built = published.load(ordering: .acquiring) { Unmanaged<Built>.fromOpaque(built).release() }
    }

    /// The machine code's function, once mapped; nil before, and for a program that has none.
    @inlinable @inline(__always)
    func machineCode() -> (@convention(c) (UnsafePointer<Double>) -> Double)? {
        guard let code = code.load(ordering: .acquiring) else { return nil }
        return unsafeBitCast(code, to: (@convention(c) (UnsafePointer<Double>) -> Double).self)
    }

    /// The machine code's or the kernel's value at `variables` (see ``PointKernel/value(at:)``);
    /// nil until built, for a program neither can run, and where the machine must decide. Maps
    /// the machine code at the ``callsBeforeMachineCode``th point.
    @inline(__always)
    func value(at variables: UnsafePointer<Double>) -> Double? {
        guard let built = published.load(ordering: .acquiring) else { return nil }
        // Lent, not retained: the cache keeps it until it goes itself.
        return Unmanaged<Built>.fromOpaque(built)._withUnsafeGuaranteedRef { built in
            // Counted up to the threshold, not past it: an expression whose code could not be
            // mapped (the system refused, or too many are) stops paying for the count.
            if let program = built.program,
                _slowPath(built.calls.load(ordering: .relaxed) < Self.callsBeforeMachineCode),
                built.calls.wrappingAdd(1, ordering: .relaxed).newValue == Self.callsBeforeMachineCode
            {
                map(program, into: built)
            }
            return built.value(at: variables)
        }
    }

    /// Translates and maps `program`'s machine code for `built`, and publishes it (once: one
    /// call is the threshold's).
    @inline(never)
    private func map(_ program: Program, into built: Built) {
        guard let machineCode = MachineCode(program, checked: built.checked) else { return }
        built.mapped.store(UnsafeRawPointer(Unmanaged.passRetained(machineCode).toOpaque()), ordering: .releasing)
        code.store(unsafeBitCast(machineCode.function, to: UnsafeRawPointer.self), ordering: .releasing)
    }

    /// Builds the kernel for `program` unless built.
    func build(_ program: Program, checked: Bool) {
        guard published.load(ordering: .acquiring) == nil else { return }
        let built = UnsafeRawPointer(Unmanaged.passRetained(Built(program, checked: checked)).toOpaque())
        let (exchanged, _) = published.compareExchange(
            expected: nil, desired: built, successOrdering: .acquiringAndReleasing, failureOrdering: .acquiring)
        if !exchanged { Unmanaged<Built>.fromOpaque(built).release() }
    }
}
