extension MachineCode {
    /// The translation of one program into ``MachineCode``: its instructions read back into a tree,
    /// then code written for the tree with its values in registers.
    ///
    /// A call of a C function may change every `xmm` register, so a sub-tree with a call in it is
    /// worked out before its sibling, while no other value is in a register: in
    /// `(x + 2) * sin(y) - z^2 / 3`, `sin(y)` first, then `x + 2` beside it, then `z^2 / 3`; nothing
    /// is kept in memory, and the variables' address is the only thing saved across the call. Only
    /// where both operands have calls is the first kept on the frame. Among sub-trees without calls,
    /// the one that needs more registers goes first (Sethi and Ullman's order). Each operation is
    /// still the program's, on the same operands in the same order (`a - b` is `a - b` whichever was
    /// worked out first): the values are the kernel's.
    struct Translation {
        private var assembler = X86Assembler()
        private let checked: Bool
        /// Registers holding a value, by bit.
        private var busy: UInt8 = 0
        /// Values kept on the frame, and the most at once.
        private var kept = 0
        private var mostKept = 0

        /// Nil for a program with an instruction the code does not do, or that needs more than the
        /// eight registers it uses.
        init?(program: Program, checked: Bool) {
            self.checked = checked
            guard let tree = Tree(program, checked: checked) else { return nil }
            // A first pass finds the frame's size and whether there are calls; the second writes.
            var sizing = self
            sizing.assembler.variablesInRBX = tree.hasCall
            guard sizing.generate(tree) != nil else { return nil }
            let frame = (8 * sizing.mostKept + 15) / 16 * 16
            if tree.hasCall { assembler.prologue(frame: frame) }
            guard let result = generate(tree) else { return nil }
            if result != 0 { assembler.move(0, result) }
            assembler.epilogue(frame: frame)
            // Where checked arithmetic meets a non-finite operand: NaN, for the machine to decide.
            assembler.placeLabel()
            assembler.load(0, .constant(assembler.constant(.nan)))
            assembler.epilogue(frame: frame)
        }

        func finished() -> [UInt8] { assembler.finished() }

        // MARK: Registers

        private mutating func allocate() -> Int? {
            guard busy != 0xFF else { return nil }
            let register = (~busy).trailingZeroBitCount
            busy |= 1 << register
            return register
        }

        private mutating func free(_ register: Int) { busy &= ~(1 << register) }

        // MARK: Code

        /// Writes the code for `tree`; the register its value is in, nil if out of registers.
        private mutating func generate(_ tree: Tree) -> Int? {
            switch tree.kind {
            case .variable, .constant:
                guard let register = allocate() else { return nil }
                assembler.load(register, memory(of: tree)!)
                return register
            case .withConstant(let operation, let a, let constant):
                guard let register = generate(a) else { return nil }
                assembler.arithmetic(operation, register, .constant(assembler.constant(constant)))
                return register
            case .square(let a):
                guard let register = generate(a) else { return nil }
                assembler.arithmetic(.multiply, register, register)
                return register
            case .negate(let a):
                guard let register = generate(a), let sign = allocate() else { return nil }
                assembler.load(sign, .constant(assembler.constant(-0.0)))
                assembler.xor(register, sign)
                free(sign)
                return register
            case .squareRoot(let a):
                guard let register = generate(a) else { return nil }
                assembler.squareRoot(register, register)
                return register
            case .absolute(let a):
                guard let register = generate(a), let mask = allocate() else { return nil }
                assembler.load(mask, .constant(assembler.constant(Double(bitPattern: ~(1 << 63)))))
                assembler.and(register, mask)
                free(mask)
                return register
            case .call(let function, let hiding, let a):
                // No other value is in a register here (see `operands`).
                guard let register = generate(a) else { return nil }
                if hiding, !hideNonFinite(register) { return nil }
                if register != 0 { assembler.move(0, register) }
                free(register)
                assembler.call(unsafeBitCast(function, to: UInt.self))
                busy |= 1
                return 0
            case .arithmetic(let operation, let hiding, let a, let b):
                if !hiding, let memory = memory(of: b) {
                    // A variable or a constant read where it is.
                    guard let register = generate(a) else { return nil }
                    assembler.arithmetic(operation, register, memory)
                    return register
                }
                guard let (x, y) = operands(a, b) else { return nil }
                if hiding, !hideNonFinite(x, y) { return nil }
                assembler.arithmetic(operation, x, y)
                free(y)
                return x
            case .callBinary(let function, let a, let b):
                guard let (x, y) = operands(a, b) else { return nil }
                if checked, !hideNonFinite(x, y) { return nil }
                // Into xmm0 and xmm1, the only registers in use.
                switch (x, y) {
                case (0, 1): break
                case (1, 0):
                    assembler.move(2, 0)
                    assembler.move(0, 1)
                    assembler.move(1, 2)
                case (_, 0):
                    assembler.move(1, 0)
                    assembler.move(0, x)
                default:
                    if x != 0 { assembler.move(0, x) }
                    if y != 1 { assembler.move(1, y) }
                }
                busy = 0
                assembler.call(unsafeBitCast(function, to: UInt.self))
                busy = 1
                return 0
            case .compare(let predicate, let swapped, let a, let b):
                guard let (x, y) = operands(a, b) else { return nil }
                if checked, !hideNonFinite(x, y) { return nil }
                // `a > b` is `b < a`: the mask in `b`'s register.
                let (result, other) = swapped ? (y, x) : (x, y)
                assembler.compare(predicate, result, other)
                assembler.load(other, .constant(assembler.constant(1)))
                assembler.and(result, other)
                free(other)
                return result
            }
        }

        /// Where a variable or a constant is; nil for other trees.
        private mutating func memory(of tree: Tree) -> X86Assembler.Memory? {
            switch tree.kind {
            case .variable(let slot): .variable(slot)
            case .constant(let value): .constant(assembler.constant(value))
            default: nil
            }
        }

        /// Writes the code for `a` and `b`, each into a register: the one with a call in it first
        /// (with a value kept on the frame if both have one), else the one that needs more registers.
        private mutating func operands(_ a: Tree, _ b: Tree) -> (Int, Int)? {
            if a.hasCall && b.hasCall {
                guard let first = generate(a) else { return nil }
                let slot = kept
                kept += 1
                mostKept = max(mostKept, kept)
                assembler.store(first, .frame(slot))
                free(first)
                guard let y = generate(b), let x = allocate() else { return nil }
                assembler.load(x, .frame(slot))
                kept -= 1
                return (x, y)
            }
            if b.hasCall || (!a.hasCall && b.registers > a.registers) {
                guard let y = generate(b), let x = generate(a) else { return nil }
                return (x, y)
            }
            guard let x = generate(a), let y = generate(b) else { return nil }
            return (x, y)
        }

        /// Returns NaN at once if any of `registers` holds a non-finite value: `v - v` is 0 for a
        /// finite `v` and NaN for ±∞ and NaN. False if out of registers.
        private mutating func hideNonFinite(_ registers: Int...) -> Bool {
            guard let scratch = allocate() else { return false }
            for register in registers {
                assembler.move(scratch, register)
                assembler.arithmetic(.subtract, scratch, register)
                assembler.compareUnordered(scratch, scratch)
                assembler.jumpIfUnordered()
            }
            free(scratch)
            return true
        }
    }
}
