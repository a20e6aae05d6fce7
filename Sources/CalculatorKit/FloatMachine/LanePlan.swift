/// What the lane machine runs for each chunk of points: a program's instructions with the leaves
/// fused into the operations that use them (see ``Leaf``). An addition, subtraction or
/// multiplication, or an operation with a constant, is one pass over the chunk that works out its
/// leaf operands as it goes: `(x + 2) * sin(y) - z^2 / 3` is three passes, not six (row 1 from
/// 1.21× the native closure to 1.14×, `make bench`). Every other instruction runs as before, its
/// operands in lanes.
///
/// Each pass has its own level in the lane stack, as the instruction it replaces had: a leaf
/// takes a level without writing it, until an operation fuses it or needs it in its lane.
struct LanePlan {
    enum Step {
        /// An instruction the machine runs itself, with `level` values on the stack.
        case instruction(Instruction, level: Int)
        case pass(Pass)
    }

    /// One pass over a chunk, its loop specialized for its operands' kinds. In a struct, as a
    /// bare closure in an enum's case is held in its most general form and called through a
    /// reabstraction thunk.
    struct Pass {
        let run: (LaneChunk) -> Void
    }

    private(set) var steps: [Step] = []

    /// A value on the planner's stack: a lane written by an earlier step, or a leaf not yet
    /// worked out.
    private enum Entry {
        case lane
        case leaf(Leaf)
    }

    init(_ program: Program, checked: Bool) {
        var stack: [Entry] = []
        /// Writes the leaves among the top `count` entries into their lanes.
        func materialize(top count: Int) {
            for level in stack.count - count..<stack.count {
                if case .leaf(let leaf) = stack[level] {
                    steps.append(.pass(PassMaker(level: level).make(.alone, leaf)))
                    stack[level] = .lane
                }
            }
        }
        func operand(at level: Int) -> Operand {
            if case .leaf(let leaf) = stack[level] { .leaf(leaf) } else { .lane(level) }
        }
        for instruction in program.code {
            if let leaf = Leaf(instruction, program, checked: checked) {
                stack.append(.leaf(leaf))
                continue
            }
            let top = stack.count - 1
            switch instruction.opcode {
            case .add, .subtract, .multiply:
                let operation = PureOperation(instruction.opcode)!
                steps.append(.pass(PassMaker(level: top - 1).make(operation, operand(at: top - 1), operand(at: top))))
                stack.removeLast()
                stack[top - 1] = .lane
            case .addConstant, .subtractConstant, .multiplyConstant, .divideConstant:
                let operation = PureOperation(instruction.opcode)!
                let pass = PassMaker(level: top).make(operation, operand(at: top), constant: instruction.value)
                steps.append(.pass(pass))
                stack[top] = .lane
            case .square:
                steps.append(.pass(PassMaker(level: top).make(.square, operand(at: top))))
                stack[top] = .lane
            case .negate:
                steps.append(.pass(PassMaker(level: top).make(.negate, operand(at: top))))
                stack[top] = .lane
            default:
                // Pops as many as it takes and pushes one (`stackEffect` is pushes minus pops);
                // the return pops the value and pushes nothing.
                let pops = instruction.opcode == .return ? 1 : 1 - instruction.stackEffect
                materialize(top: pops)
                steps.append(.instruction(instruction, level: stack.count))
                stack.removeLast(pops)
                if instruction.opcode != .return { stack.append(.lane) }
            }
        }
    }

    /// An operand of a pass: a lane, or a leaf worked out in the pass.
    private enum Operand: FusedOperand {
        case lane(Int)
        case leaf(Leaf)

        func open<User: LeafUser>(_ user: User) -> User.Result {
            switch self {
            case .lane(let level): user.use(LaneValue(slot: level))
            case .leaf(let leaf): leaf.open(user)
            }
        }
    }

    /// The plan's fused code: a pass that writes the lane at `level`, its operands worked out in
    /// its loop.
    private struct PassMaker: FusedCodeMaker {
        let level: Int

        func combining<Operation: PureArithmetic, A: InPlaceOperand, B: InPlaceOperand>(
            _ operation: Operation.Type, _ a: A, _ b: B
        ) -> Pass {
            let level = level
            return Pass { chunk in
                let (results, x, y) = (chunk.lane(level), a.values(in: chunk), b.values(in: chunk))
                for i in 0..<chunk.width { results[i] = Operation.apply(a.value(x, i), b.value(y, i)) }
            }
        }

        func withConstant<Operation: PureArithmetic, A: InPlaceOperand>(
            _ operation: Operation.Type, _ a: A, _ constant: Double
        ) -> Pass {
            let level = level
            return Pass { chunk in
                let (results, x) = (chunk.lane(level), a.values(in: chunk))
                for i in 0..<chunk.width { results[i] = Operation.apply(a.value(x, i), constant) }
            }
        }

        func squared<A: InPlaceOperand>(_ a: A) -> Pass {
            let level = level
            return Pass { chunk in
                let (results, x) = (chunk.lane(level), a.values(in: chunk))
                for i in 0..<chunk.width {
                    let value = a.value(x, i)
                    results[i] = DoubleArithmetic.multiply(value, value)
                }
            }
        }

        func negated<A: InPlaceOperand>(_ a: A) -> Pass {
            let level = level
            return Pass { chunk in
                let (results, x) = (chunk.lane(level), a.values(in: chunk))
                for i in 0..<chunk.width { results[i] = DoubleArithmetic.negate(a.value(x, i)) }
            }
        }

        /// A leaf written into its lane, for an instruction that takes its operands from lanes.
        func alone<A: InPlaceOperand>(_ a: A) -> Pass {
            let level = level
            return Pass { chunk in
                let (results, x) = (chunk.lane(level), a.values(in: chunk))
                for i in 0..<chunk.width { results[i] = a.value(x, i) }
            }
        }
    }
}

/// A lane written by an earlier step, as an operand of a pass: `slot` is its level.
private struct LaneValue: InPlaceOperand {
    let slot: Int
    @inline(__always) func value(_ values: UnsafePointer<Double>, _ index: Int) -> Double { values[index] }
    @inline(__always) func values(in chunk: LaneChunk) -> UnsafePointer<Double> { UnsafePointer(chunk.lane(slot)) }
}

/// The points the lane machine runs at once, and where their values are: the lanes of its stack
/// (the bottom one the chunk's results) and the variables' columns.
struct LaneChunk {
    /// The first point of the chunk, and how many there are.
    let start: Int
    let width: Int
    /// Level 0 of the stack: where the chunk's values go.
    let results: UnsafeMutablePointer<Double>
    /// Levels 1 and up, ``Program/laneCount`` values each.
    let stack: UnsafeMutablePointer<Double>
    /// Each variable's column, from its first point.
    let columns: UnsafePointer<UnsafePointer<Double>>

    @inline(__always)
    func lane(_ level: Int) -> UnsafeMutablePointer<Double> {
        level == 0 ? results : stack + (level - 1) * Program.laneCount
    }

    /// This chunk's values of variable `slot`.
    @inline(__always)
    func column(_ slot: Int) -> UnsafePointer<Double> { columns[slot] + start }
}

extension InPlaceOperand {
    /// Where a lane pass reads the operand's values for `chunk`: its variable's column.
    @inline(__always) func values(in chunk: LaneChunk) -> UnsafePointer<Double> { chunk.column(slot) }
}

extension ConstantLeaf {
    /// A constant reads nothing (and a program may have no variables, so no column to name).
    @inline(__always) func values(in chunk: LaneChunk) -> UnsafePointer<Double> { UnsafePointer(chunk.results) }
}
