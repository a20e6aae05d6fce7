extension Program {
    /// What a running program reads besides its stack, as unsafe pointers taken once per run:
    /// no array access (with its retain and bounds check) and no copy of a callee (with its name
    /// and closure) per instruction.
    struct Loaded {
        let code: UnsafeBufferPointer<Instruction>
        let unary: UnsafeBufferPointer<UnaryCallee<Double>>
        let binary: UnsafeBufferPointer<BinaryCallee<Double>>
        let variadic: UnsafeBufferPointer<VariadicCallee>
        let variables: UnsafeBufferPointer<Double>
        let checked: Bool
    }

    /// Calls `body` with the program loaded for a run over `variables`.
    @inline(__always)
    func withLoaded<Result>(
        variables: UnsafeBufferPointer<Double>, checked: Bool, _ body: (Loaded) -> Result
    ) -> Result {
        code.withUnsafeBufferPointer { code in
            unaryFunctions.withUnsafeBufferPointer { unary in
                binaryFunctions.withUnsafeBufferPointer { binary in
                    variadicFunctions.withUnsafeBufferPointer { variadic in
                        body(
                            Loaded(
                                code: code, unary: unary, binary: binary, variadic: variadic, variables: variables,
                                checked: checked))
                    }
                }
            }
        }
    }
}

extension Program.Loaded {
    /// Runs `instruction`, one that computes on the stack: anything but a jump, a call, a
    /// parameter, a return or a compile-time failure. Both per-point machines run these cases
    /// here, so checked arithmetic's rule is written once.
    ///
    /// Returns false when checked arithmetic fails, with the operands on top of the stack for
    /// the message (as they were; an instruction fused with a variable pushes the variable, as
    /// its unfused pair would have found it) and the non-finite result in `rejected`.
    ///
    /// The stack pointer moves by wrapping arithmetic: the compiler sized the stack, so it
    /// cannot overflow, and each overflow trap would cost a test and a branch.
    @inline(__always)
    func compute(
        _ instruction: Instruction, _ stack: UnsafeMutablePointer<Double>, _ sp: inout Int, rejected: inout Double
    ) -> Bool {
        /// The top two values, combined into one.
        @inline(__always)
        func combine(_ operation: (Double, Double) -> Double, checksNonFinite: Bool = false) -> Bool {
            let (a, b) = (stack[sp &- 2], stack[sp &- 1])
            let result = operation(a, b)
            if Program.failsCheck(checked, result, checksNonFinite || (a.isFinite && b.isFinite)) {
                rejected = result
                return false
            }
            stack[sp &- 2] = result
            sp &-= 1
            return true
        }
        /// The top value, with `b` as the right operand.
        @inline(__always)
        func apply(_ b: Double, _ operation: (Double, Double) -> Double) -> Bool {
            let a = stack[sp &- 1]
            let result = operation(a, b)
            if Program.failsCheck(checked, result, a.isFinite && b.isFinite) {
                rejected = result
                return false
            }
            stack[sp &- 1] = result
            return true
        }

        /// Variable `slot` with `b` as the right operand, pushed.
        @inline(__always)
        func push(_ slot: Int, _ b: Double, _ operation: (Double, Double) -> Double) -> Bool {
            stack[sp] = variables[slot]
            sp &+= 1
            guard apply(b, operation) else { return false }
            return true
        }

        switch instruction.opcode {
        case .constant:
            stack[sp] = instruction.value
            sp &+= 1
        case .variable:
            stack[sp] = variables[instruction.index]
            sp &+= 1
        case .negate:
            stack[sp &- 1] = DoubleArithmetic.negate(stack[sp &- 1])
        case .add: return combine(DoubleArithmetic.add)
        case .subtract: return combine(DoubleArithmetic.subtract)
        case .multiply: return combine(DoubleArithmetic.multiply)
        case .divide: return combine(DoubleArithmetic.divide)
        case .remainder: return combine(DoubleArithmetic.remainder)
        case .power: return combine(DoubleArithmetic.power)
        case .equal: return combine(DoubleArithmetic.equal)
        case .notEqual: return combine(DoubleArithmetic.notEqual)
        case .less: return combine(DoubleArithmetic.less)
        case .lessEqual: return combine(DoubleArithmetic.lessEqual)
        case .greater: return combine(DoubleArithmetic.greater)
        case .greaterEqual: return combine(DoubleArithmetic.greaterEqual)
        case .addConstant: return apply(instruction.value, DoubleArithmetic.add)
        case .subtractConstant: return apply(instruction.value, DoubleArithmetic.subtract)
        case .multiplyConstant: return apply(instruction.value, DoubleArithmetic.multiply)
        case .divideConstant: return apply(instruction.value, DoubleArithmetic.divide)
        case .square: return apply(2) { a, _ in DoubleArithmetic.multiply(a, a) }
        case .variableAddConstant: return push(instruction.index, instruction.value, DoubleArithmetic.add)
        case .variableSubtractConstant: return push(instruction.index, instruction.value, DoubleArithmetic.subtract)
        case .variableMultiplyConstant: return push(instruction.index, instruction.value, DoubleArithmetic.multiply)
        case .variableDivideConstant: return push(instruction.index, instruction.value, DoubleArithmetic.divide)
        case .variableSquare: return push(instruction.index, 2) { a, _ in DoubleArithmetic.multiply(a, a) }
        case .unary, .variableUnary:
            if instruction.opcode == .variableUnary {
                stack[sp] = variables[Int(instruction.arguments)]
                sp &+= 1
            }
            let argument = stack[sp &- 1]
            let callee = unary.baseAddress! + instruction.index
            let result = callee.pointee.direct.map { $0(argument) } ?? callee.pointee.function(argument)
            if Program.failsCheck(checked, result, argument.isFinite) {
                rejected = result
                return false
            }
            stack[sp &- 1] = result
        case .binary:
            let callee = binary.baseAddress! + instruction.index
            let function = callee.pointee.function
            return combine(
                { function($0, $1) }, checksNonFinite: callee.pointee.builtin?.takesOnlyWholeNumbers == true)
        case .variadic:
            // The callee takes an array: the one instruction that allocates.
            let count = Int(instruction.arguments)
            let arguments = Array(UnsafeBufferPointer(start: stack + sp - count, count: count))
            let result = variadic[instruction.index].function(arguments)
            if Program.failsCheck(
                checked, result, variadic[instruction.index].checksOperands(arguments.allSatisfy(\.isFinite)))
            {
                rejected = result
                return false
            }
            sp -= count
            stack[sp] = result
            sp += 1
        case .parameter, .call, .jumpIfZero, .jump, .return, .fail:
            preconditionFailure("\(instruction.opcode) is run by the machine's loop")
        }
        return true
    }
}

extension Program {
    /// Checked arithmetic's rule, in one place for both machines: a non-finite result from
    /// finite operands is an error (an infinite or NaN operand passes through). A finite result,
    /// the common case, costs one test; the rest is looked at only once it is not.
    @inline(__always)
    static func failsCheck(_ checked: Bool, _ result: Double, _ operandsAreFinite: @autoclosure () -> Bool) -> Bool {
        _slowPath(!result.isFinite) && checked && operandsAreFinite()
    }

    /// Checked arithmetic's message for `instruction`, which gave the non-finite `result` from
    /// the operands on top of the stack, `top` being one past the last.
    func message(for instruction: Instruction, operandsBelow top: UnsafePointer<Double>, result: Double) -> String {
        let instruction = instruction.unfused
        switch instruction.opcode {
        case .unary:
            let callee = unaryFunctions[instruction.index]
            return CheckedArithmeticMessages.message(callee.name, callee.builtin, [top[-1]], result)
        case .binary:
            let callee = binaryFunctions[instruction.index]
            return CheckedArithmeticMessages.message(callee.name, callee.builtin, [top[-2], top[-1]], result)
        case .variadic:
            let callee = variadicFunctions[instruction.index]
            let count = Int(instruction.arguments)
            let operands = Array(UnsafeBufferPointer(start: top - count, count: count))
            return CheckedArithmeticMessages.message(callee.name, callee.builtin, operands, result)
        case .addConstant, .subtractConstant, .multiplyConstant, .divideConstant:
            return Self.message(for: instruction, top[-1], instruction.value)
        case .square:
            return Self.message(for: instruction, top[-1], 2)
        default:
            return Self.message(for: instruction, top[-2], top[-1])
        }
    }

    /// The operand a failure of `instruction` is about, when it is about one (a bitwise
    /// operation's non-integer, see ``CheckedArithmeticMessages/operand(_:_:)``), with the
    /// operands on top of the stack as for ``message(for:operandsBelow:result:)``.
    func operand(for instruction: Instruction, operandsBelow top: UnsafePointer<Double>) -> Int? {
        let instruction = instruction.unfused
        switch instruction.opcode {
        case .unary: return CheckedArithmeticMessages.operand(unaryFunctions[instruction.index].builtin, [top[-1]])
        case .binary:
            return CheckedArithmeticMessages.operand(binaryFunctions[instruction.index].builtin, [top[-2], top[-1]])
        default: return nil
        }
    }

    /// The checked-arithmetic message for an instruction the machine runs itself.
    static func message(for instruction: Instruction, _ a: Double, _ b: Double) -> String {
        instruction.builtin.flatMap { CheckedArithmeticMessages.reason($0, [a, b]) } ?? "overflow"
    }
}
