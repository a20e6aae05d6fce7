extension Program {
    private struct Frame {
        var returnTo: Int
        var base: Int
        var function: Int
    }

    /// Runs the program. Returns its value, or NaN with `failure` set.
    ///
    /// Hot path for compiled expressions: the value stack is a temporary allocation when the
    /// program calls no user function, and checked arithmetic costs one `isFinite` test per
    /// operation, with messages worked out only once something has failed.
    ///
    /// `stop` is checked every ``stopCheckInterval`` calls of user functions: a program without
    /// them runs in microseconds.
    func run(
        variables: UnsafeBufferPointer<Double>, checked: Bool, stop: StopConditions? = nil,
        failure: inout RuntimeFailure?
    ) -> Double {
        code.withUnsafeBufferPointer { code in
            unaryFunctions.withUnsafeBufferPointer { unary in
                binaryFunctions.withUnsafeBufferPointer { binary in
                    if functions.isEmpty && maximumStack <= 256 {
                        return withUnsafeTemporaryAllocation(of: Double.self, capacity: maximumStack) { buffer in
                            var machine = Machine(
                                code: code, unary: unary, binary: binary, variables: variables, checked: checked,
                                stack: buffer.baseAddress!, capacity: maximumStack, owned: false,
                                stop: nil)
                            return machine.execute(self, &failure)
                        }
                    }
                    var machine = Machine(
                        code: code, unary: unary, binary: binary, variables: variables, checked: checked,
                        stack: .allocate(capacity: maximumStack + 64), capacity: maximumStack + 64, owned: true,
                        stop: stop?.isEmpty == false ? stop : nil)
                    defer { machine.releaseStack() }
                    return machine.execute(self, &failure)
                }
            }
        }
    }

    /// The registers of a running program. Everything the loop touches is a plain stored
    /// property reached through unsafe pointers: no captured variables, so no exclusivity
    /// checks, and no copies of callees (with their names and closures) per instruction.
    private struct Machine {
        let code: UnsafeBufferPointer<Instruction>
        let unary: UnsafeBufferPointer<UnaryCallee<Double>>
        let binary: UnsafeBufferPointer<BinaryCallee<Double>>
        let variables: UnsafeBufferPointer<Double>
        let checked: Bool
        var stack: UnsafeMutablePointer<Double>
        var capacity: Int
        var owned: Bool
        let stop: StopConditions?
        var frames: [Frame] = []
        var calls = 0
        var ip = 0
        var sp = 0
        var base = 0

        init(
            code: UnsafeBufferPointer<Instruction>, unary: UnsafeBufferPointer<UnaryCallee<Double>>,
            binary: UnsafeBufferPointer<BinaryCallee<Double>>,
            variables: UnsafeBufferPointer<Double>, checked: Bool, stack: UnsafeMutablePointer<Double>, capacity: Int,
            owned: Bool, stop: StopConditions?
        ) {
            self.code = code
            self.unary = unary
            self.binary = binary
            self.variables = variables
            self.checked = checked
            self.stack = stack
            self.capacity = capacity
            self.owned = owned
            self.stop = stop
        }

        func releaseStack() {
            if owned { stack.deallocate() }
        }

        /// Records a failure at the current instruction; returns the NaN the program yields.
        private func fail(
            _ failure: inout RuntimeFailure?, _ kind: CalculatorError.Kind, _ message: String, note: String? = nil,
            operand: Int? = nil
        ) -> Double {
            failure = RuntimeFailure(
                kind: kind, message: message, note: note, instruction: ip,
                callSite: frames.first.map { $0.returnTo - 1 }, function: frames.last?.function, operand: operand)
            return .nan
        }

        /// Records the failure of a call to user function `index` that passes one of the
        /// ``Limits``. Out of line, so that the loop's hot cases keep their registers.
        @inline(never)
        private func failCall(_ failure: inout RuntimeFailure?, _ program: Program, function index: Int) -> Double {
            // Its span is not kept: which span to show is decided afterwards (see Program.error).
            let known =
                frames.count >= Limits.maximumCallDepth
                ? Failure.recursionTooDeep(
                    hasConditional: program.functions[index].isConditional, at: program.spans[ip])
                : Failure.tooManyCalls(at: program.spans[ip])
            return fail(&failure, known.kind, known.message, note: known.note)
        }

        mutating func execute(_ program: Program, _ failure: inout RuntimeFailure?) -> Double {
            while true {
                switch code[ip] {
                case .constant(let value):
                    stack[sp] = value
                    sp += 1
                case .variable(let slot):
                    stack[sp] = variables[slot]
                    sp += 1
                case .parameter(let index):
                    stack[sp] = stack[base + index]
                    sp += 1
                case .negate:
                    stack[sp - 1] = DoubleArithmetic.negate(stack[sp - 1])
                case .add, .subtract, .multiply, .divide, .remainder, .power,
                    .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual:
                    sp -= 1
                    let (a, b) = (stack[sp - 1], stack[sp])
                    let result = Program.arithmetic(code[ip], a, b)
                    if Program.failsCheck(checked, result, a.isFinite && b.isFinite) {
                        return fail(&failure, .arithmetic, Program.message(for: code[ip], a, b))
                    }
                    stack[sp - 1] = result
                case .addConstant(let b), .subtractConstant(let b), .multiplyConstant(let b),
                    .divideConstant(let b):
                    let a = stack[sp - 1]
                    let result = Program.arithmetic(code[ip], a, b)
                    if Program.failsCheck(checked, result, a.isFinite && b.isFinite) {
                        return fail(&failure, .arithmetic, Program.message(for: code[ip], a, b))
                    }
                    stack[sp - 1] = result
                case .square:
                    let a = stack[sp - 1]
                    let result = DoubleArithmetic.multiply(a, a)
                    if Program.failsCheck(checked, result, a.isFinite) {
                        return fail(&failure, .arithmetic, Program.message(for: .square, a, 2))
                    }
                    stack[sp - 1] = result
                case .unary(let index):
                    let argument = stack[sp - 1]
                    let result = unary[index].function(argument)
                    if Program.failsCheck(checked, result, argument.isFinite) {
                        let callee = unary[index]
                        return fail(
                            &failure, .arithmetic,
                            CheckedArithmeticMessages.message(callee.name, callee.builtin, [argument], result),
                            operand: CheckedArithmeticMessages.operand(callee.builtin, [argument]))
                    }
                    stack[sp - 1] = result
                case .binary(let index):
                    sp -= 1
                    let (a, b) = (stack[sp - 1], stack[sp])
                    let result = binary[index].function(a, b)
                    if Program.failsCheck(checked, result, binary[index].checksOperands(a.isFinite && b.isFinite)) {
                        let callee = binary[index]
                        return fail(
                            &failure, .arithmetic,
                            CheckedArithmeticMessages.message(callee.name, callee.builtin, [a, b], result),
                            operand: CheckedArithmeticMessages.operand(callee.builtin, [a, b]))
                    }
                    stack[sp - 1] = result
                case .variadic(let index, let count):
                    let callee = program.variadicFunctions[index]
                    let arguments = Array(UnsafeBufferPointer(start: stack + sp - count, count: count))
                    sp -= count
                    let result = callee.function(arguments)
                    if Program.failsCheck(checked, result, callee.checksOperands(arguments.allSatisfy(\.isFinite))) {
                        return fail(
                            &failure, .arithmetic,
                            CheckedArithmeticMessages.message(callee.name, callee.builtin, arguments, result))
                    }
                    stack[sp] = result
                    sp += 1
                case .call(let index, let count):
                    calls += 1
                    if frames.count >= Limits.maximumCallDepth || calls > Limits.maximumCallCount {
                        return failCall(&failure, program, function: index)
                    }
                    if calls & (Program.stopCheckInterval - 1) == 0, stop != nil,
                        let known = stop!.failure(at: program.spans[ip])
                    {
                        return fail(&failure, known.kind, known.message, note: known.note)
                    }
                    let function = program.functions[index]
                    let needed = sp + function.maximumStack + 1
                    if needed > capacity {
                        let larger = Swift.max(needed, capacity * 2)
                        let grown = UnsafeMutablePointer<Double>.allocate(capacity: larger)
                        grown.update(from: stack, count: sp)
                        if owned { stack.deallocate() }
                        (stack, capacity, owned) = (grown, larger, true)
                    }
                    frames.append(Frame(returnTo: ip + 1, base: base, function: index))
                    base = sp - count
                    ip = function.entry
                    continue
                case .return:
                    let result = stack[sp - 1]
                    guard let frame = frames.popLast() else { return result }
                    sp = base
                    stack[sp] = result
                    sp += 1
                    base = frame.base
                    ip = frame.returnTo
                    continue
                case .jumpIfZero(let offset):
                    sp -= 1
                    if stack[sp] == 0 { ip += offset }
                case .jump(let offset):
                    ip += offset
                case .fail(let index):
                    let known = program.failures[index]
                    return fail(&failure, known.kind, known.message, note: known.note)
                }
                ip += 1
            }
        }
    }

    /// How many calls of user functions run between two checks for a stop (a power of two):
    /// well under a millisecond of work.
    static let stopCheckInterval = 4096

    /// The arithmetic the machine does itself, by the functions the builtins' bodies use.
    @inline(__always)
    static func arithmetic(_ instruction: Instruction, _ a: Double, _ b: Double) -> Double {
        switch instruction {
        case .add, .addConstant: DoubleArithmetic.add(a, b)
        case .subtract, .subtractConstant: DoubleArithmetic.subtract(a, b)
        case .multiply, .multiplyConstant: DoubleArithmetic.multiply(a, b)
        case .divide, .divideConstant: DoubleArithmetic.divide(a, b)
        case .remainder: DoubleArithmetic.remainder(a, b)
        case .power: DoubleArithmetic.power(a, b)
        case .equal: DoubleArithmetic.equal(a, b)
        case .notEqual: DoubleArithmetic.notEqual(a, b)
        case .less: DoubleArithmetic.less(a, b)
        case .lessEqual: DoubleArithmetic.lessEqual(a, b)
        case .greater: DoubleArithmetic.greater(a, b)
        case .greaterEqual: DoubleArithmetic.greaterEqual(a, b)
        default: .nan
        }
    }

    /// Checked arithmetic's rule, in one place for both machines: a non-finite result from
    /// finite operands is an error (an infinite or NaN operand passes through). The operands
    /// are looked at only once the result is non-finite.
    @inline(__always)
    static func failsCheck(_ checked: Bool, _ result: Double, _ operandsAreFinite: @autoclosure () -> Bool) -> Bool {
        checked && !result.isFinite && operandsAreFinite()
    }

    /// The checked-arithmetic message for an instruction the machine runs itself.
    static func message(for instruction: Instruction, _ a: Double, _ b: Double) -> String {
        instruction.builtin.flatMap { CheckedArithmeticMessages.reason($0, [a, b]) } ?? "overflow"
    }
}
