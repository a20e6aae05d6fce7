extension MachineCode {
    /// A straight-line program read back into the expression it computes, for ``Translation``,
    /// which orders the work by what each sub-tree needs: whether it calls a C function, and how
    /// many registers it takes.
    final class Tree {
        enum Kind {
            case variable(Int)
            case constant(Double)
            case withConstant(X86Assembler.Arithmetic, Tree, Double)
            case square(Tree)
            case negate(Tree)
            /// `sqrt`, as `sqrtsd`: Swift's `squareRoot()`, the builtin's body.
            case squareRoot(Tree)
            /// `abs`, as clearing the sign bit: Swift's `abs`, the builtin's body.
            case absolute(Tree)
            /// A C function of one value; NaN at once for a non-finite operand if `hiding`.
            case call(CLibrary.UnaryFunction, hiding: Bool, Tree)
            case arithmetic(X86Assembler.Arithmetic, hiding: Bool, Tree, Tree)
            /// `fmod` or `pow`; NaN at once for a non-finite operand in checked arithmetic.
            case callBinary(CLibrary.BinaryFunction, Tree, Tree)
            /// 1 or 0; `b predicate a` if `swapped`.
            case compare(X86Assembler.Comparison, swapped: Bool, Tree, Tree)
        }

        let kind: Kind
        /// Whether the tree calls a C function anywhere in it.
        let hasCall: Bool
        /// How many registers the tree takes, worked out in the better order (Sethi–Ullman).
        let registers: Int

        private init(_ kind: Kind) {
            self.kind = kind
            switch kind {
            case .variable, .constant:
                (hasCall, registers) = (false, 1)
            case .withConstant(_, let a, _), .square(let a), .squareRoot(let a):
                (hasCall, registers) = (a.hasCall, a.registers)
            case .negate(let a), .absolute(let a):
                (hasCall, registers) = (a.hasCall, max(a.registers, 2))
            case .call(_, _, let a):
                (hasCall, registers) = (true, max(a.registers, 2))
            case .arithmetic(_, _, let a, let b), .compare(_, _, let a, let b):
                (hasCall, registers) = (a.hasCall || b.hasCall, Self.registers(a, b))
            case .callBinary(_, let a, let b):
                (hasCall, registers) = (true, max(Self.registers(a, b), 3))
            }
        }

        private static func registers(_ a: Tree, _ b: Tree) -> Int {
            a.registers == b.registers ? a.registers + 1 : max(a.registers, b.registers)
        }

        /// Nil for a program with an instruction the machine code does not do: jumps, user
        /// functions, and calls of functions that are not C's (see ``Program/UnaryCallee/direct``).
        /// In checked arithmetic an operation hides a non-finite operand where the point kernel's
        /// does (see ``PointKernel``).
        convenience init?(_ program: Program, checked: Bool) {
            var stack: [Tree] = []
            for instruction in program.code {
                if instruction.opcode == .return { break }
                guard let tree = Self.tree(instruction, program, checked: checked, &stack) else { return nil }
                stack.append(tree)
            }
            guard stack.count == 1 else { return nil }
            self.init(stack[0].kind)
        }

        /// A call of `callee` on `operand`: by address for a C function, in place for `sqrt` and
        /// `abs`; nil for other functions.
        private static func call(_ callee: Program.UnaryCallee<Double>, _ operand: Tree, checked: Bool) -> Tree? {
            if let direct = callee.direct {
                return Tree(.call(direct, hiding: checked && !callee.passesNonFinite, operand))
            }
            switch callee.builtin {
            // Both pass a non-finite operand on, as the kernel's closures take it (nothing hidden).
            case .squareRoot: return Tree(.squareRoot(operand))
            case .absoluteValue: return Tree(.absolute(operand))
            default: return nil
            }
        }

        private static func tree(
            _ instruction: Instruction, _ program: Program, checked: Bool, _ stack: inout [Tree]
        ) -> Tree? {
            let value = instruction.value
            func pop() -> Tree { stack.removeLast() }
            func two(_ make: (Tree, Tree) -> Kind) -> Tree {
                let (b, a) = (pop(), pop())
                return Tree(make(a, b))
            }
            switch instruction.opcode {
            case .constant: return Tree(.constant(value))
            case .variable: return Tree(.variable(instruction.index))
            case .variableAddConstant, .variableSubtractConstant, .variableMultiplyConstant,
                .variableDivideConstant, .variableSquare:
                stack.append(Tree(.variable(instruction.index)))
                return tree(instruction.unfused, program, checked: checked, &stack)
            case .variableUnary:
                let variable = Tree(.variable(Int(instruction.arguments)))
                return call(program.unaryFunctions[instruction.index], variable, checked: checked)
            case .unary:
                return call(program.unaryFunctions[instruction.index], pop(), checked: checked)
            case .add: return two { .arithmetic(.add, hiding: false, $0, $1) }
            case .subtract: return two { .arithmetic(.subtract, hiding: false, $0, $1) }
            case .multiply: return two { .arithmetic(.multiply, hiding: false, $0, $1) }
            case .divide: return two { .arithmetic(.divide, hiding: checked, $0, $1) }
            case .addConstant: return Tree(.withConstant(.add, pop(), value))
            case .subtractConstant: return Tree(.withConstant(.subtract, pop(), value))
            case .multiplyConstant: return Tree(.withConstant(.multiply, pop(), value))
            case .divideConstant: return Tree(.withConstant(.divide, pop(), value))
            case .square: return Tree(.square(pop()))
            case .negate: return Tree(.negate(pop()))
            case .remainder: return two { .callBinary(CLibrary.binaryFunctions.remainder, $0, $1) }
            case .power: return two { .callBinary(CLibrary.binaryFunctions.power, $0, $1) }
            case .equal: return two { .compare(.equal, swapped: false, $0, $1) }
            case .notEqual: return two { .compare(.notEqual, swapped: false, $0, $1) }
            case .less: return two { .compare(.less, swapped: false, $0, $1) }
            case .lessEqual: return two { .compare(.lessEqual, swapped: false, $0, $1) }
            case .greater: return two { .compare(.less, swapped: true, $0, $1) }
            case .greaterEqual: return two { .compare(.lessEqual, swapped: true, $0, $1) }
            case .binary, .parameter, .variadic, .call, .jumpIfZero, .jump, .return, .fail:
                return nil
            }
        }
    }
}
