// How `(x + 2) * y` becomes one piece of code, in full. The compiler gives
//
//     variableAddConstant slot 0, 2      // the leaf x + 2
//     variable slot 1                    // the leaf y
//     multiply
//
// The kernel (or the lane plan) reads the two leaves, `.variableWithConstant(.add, slot: 0, 2)`
// and `.variable(slot: 1)`, and, at the multiplication, calls `make(.multiply, first, second)`:
//
//     make(.multiply, x + 2, y)
//     → PureOperation.multiply.open(Combining(maker, x + 2, y))
//     → Combining.use(Multiplication.self)                  // the operation is a type
//     → (x + 2).open(FirstOperand<Maker, Leaf, Multiplication>(maker, second: y))
//     → FirstOperand.use(VariableWithConstant<Addition>(slot: 0, constant: 2))   // so is a
//     → y.open(SecondOperand<Maker, Multiplication, VariableWithConstant<Addition>>(maker, first: a))
//     → SecondOperand.use(VariableLeaf(slot: 1))                                  // and b
//     → maker.combining(Multiplication.self, VariableWithConstant<Addition>(0, 2), VariableLeaf(1))
//
// `combining` is generic over the three types, so the compiler makes one copy of it for this
// combination, with `a.value` and `b.value` inlined: the kernel's maker (ClosureMaker) gives
// `Built { v in Multiplication.apply(a.value(v, 0), b.value(v, 1)) }`, which is the closure
// `{ p in (p[0] + 2) * p[1] }`, the lane plan's one pass
// `for i in chunk { out[i] = (x[i] + 2) * y[i] }`. Three opens, each a switch over a few
// cases, once when the code is built; nothing is dispatched per point.

/// What a machine makes of an operation fused with its ``Leaf`` operands, once the operation and
/// the kinds of its operands are types: the point kernel a closure, the lane plan a pass over a
/// chunk. The extension below turns the values (an operation, its operands) into those types,
/// once for both machines, so that each maker's code is specialized for the kinds it gets.
protocol FusedCodeMaker {
    /// A struct, not a bare closure: a closure given back as a generic result is wrapped in
    /// reabstraction thunks, called at each point.
    associatedtype Code
    func combining<Operation: PureArithmetic, A: InPlaceOperand, B: InPlaceOperand>(
        _ operation: Operation.Type, _ a: A, _ b: B
    ) -> Code
    func withConstant<Operation: PureArithmetic, A: InPlaceOperand>(
        _ operation: Operation.Type, _ a: A, _ constant: Double
    ) -> Code
    func squared<A: InPlaceOperand>(_ a: A) -> Code
    func negated<A: InPlaceOperand>(_ a: A) -> Code
    /// The operand's value on its own: a closure of its own, or written into its lane.
    func alone<A: InPlaceOperand>(_ a: A) -> Code
}

/// An operand of a fused operation: a leaf, or a value the machine computed.
protocol FusedOperand {
    /// Calls `user` with the operand as a value of its own type (see ``Leaf/open(_:)``).
    func open<User: LeafUser>(_ user: User) -> User.Result
}

extension Leaf: FusedOperand {}

extension FusedCodeMaker {
    /// `operation` of `a` and `b`.
    func make<Operand: FusedOperand>(_ operation: PureOperation, _ a: Operand, _ b: Operand) -> Code {
        operation.open(Combining(maker: self, first: a, second: b))
    }

    /// `operation` of `a` and `constant`.
    func make<Operand: FusedOperand>(_ operation: PureOperation, _ a: Operand, constant: Double) -> Code {
        operation.open(WithConstant(maker: self, operand: a, constant: constant))
    }

    func make<Operand: FusedOperand>(_ single: SingleOperation, _ a: Operand) -> Code {
        a.open(Single(maker: self, operation: single))
    }
}

/// The operations of one operand that a maker makes.
enum SingleOperation {
    case square, negate, alone
}

private struct Combining<Maker: FusedCodeMaker, Operand: FusedOperand>: PureOperationUser {
    let maker: Maker
    let first: Operand
    let second: Operand
    func use<Operation: PureArithmetic>(_ operation: Operation.Type) -> Maker.Code {
        first.open(FirstOperand<Maker, Operand, Operation>(maker: maker, second: second))
    }
}

private struct FirstOperand<Maker: FusedCodeMaker, Operand: FusedOperand, Operation: PureArithmetic>: LeafUser {
    let maker: Maker
    let second: Operand
    func use<A: InPlaceOperand>(_ a: A) -> Maker.Code {
        second.open(SecondOperand<Maker, Operation, A>(maker: maker, first: a))
    }
}

private struct SecondOperand<Maker: FusedCodeMaker, Operation: PureArithmetic, A: InPlaceOperand>: LeafUser {
    let maker: Maker
    let first: A
    func use<B: InPlaceOperand>(_ b: B) -> Maker.Code { maker.combining(Operation.self, first, b) }
}

private struct WithConstant<Maker: FusedCodeMaker, Operand: FusedOperand>: PureOperationUser {
    let maker: Maker
    let operand: Operand
    let constant: Double
    func use<Operation: PureArithmetic>(_ operation: Operation.Type) -> Maker.Code {
        operand.open(OperandWithConstant<Maker, Operation>(maker: maker, constant: constant))
    }
}

private struct OperandWithConstant<Maker: FusedCodeMaker, Operation: PureArithmetic>: LeafUser {
    let maker: Maker
    let constant: Double
    func use<A: InPlaceOperand>(_ a: A) -> Maker.Code { maker.withConstant(Operation.self, a, constant) }
}

private struct Single<Maker: FusedCodeMaker>: LeafUser {
    let maker: Maker
    let operation: SingleOperation
    func use<A: InPlaceOperand>(_ a: A) -> Maker.Code {
        switch operation {
        case .square: maker.squared(a)
        case .negate: maker.negated(a)
        case .alone: maker.alone(a)
        }
    }
}
