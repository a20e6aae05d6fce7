extension Program {
    /// Runs the program. Returns its value, or NaN with `failure` set.
    ///
    /// The machine for statements and for programs with user functions: it keeps call frames
    /// and says what failed. ``value(at:checked:)`` is the fast path for compiled expressions.
    ///
    /// `stop` is checked every ``CallFrames/stopCheckInterval`` calls of user functions: a
    /// program without them runs in microseconds.
    func run(
        variables: UnsafeBufferPointer<Double>, checked: Bool, stop: StopConditions? = nil,
        failure: inout RuntimeFailure?
    ) -> Double {
        withLoaded(variables: variables, checked: checked) { loaded in
            if functions.isEmpty && maximumStack <= 256 {
                return withUnsafeTemporaryAllocation(of: Double.self, capacity: maximumStack) { buffer in
                    var machine = Machine(
                        loaded: loaded, stack: buffer.baseAddress!, capacity: maximumStack, owned: false,
                        frames: CallFrames(stop: nil))
                    return machine.execute(self, &failure)
                }
            }
            var machine = Machine(
                loaded: loaded, stack: .allocate(capacity: maximumStack + 64), capacity: maximumStack + 64,
                owned: true, frames: CallFrames(stop: stop))
            defer { machine.releaseStack() }
            return machine.execute(self, &failure)
        }
    }

    /// The registers of a running program. Everything the loop touches is a plain stored
    /// property reached through unsafe pointers: no captured variables, so no exclusivity
    /// checks, and no copies of callees (with their names and closures) per instruction.
    private struct Machine {
        let loaded: Loaded
        var stack: UnsafeMutablePointer<Double>
        var capacity: Int
        var owned: Bool
        var frames: CallFrames
        var ip = 0
        var sp = 0
        var base = 0

        init(loaded: Loaded, stack: UnsafeMutablePointer<Double>, capacity: Int, owned: Bool, frames: CallFrames) {
            self.loaded = loaded
            self.stack = stack
            self.capacity = capacity
            self.owned = owned
            self.frames = frames
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
                callSite: frames.outermostCall, function: frames.currentFunction, operand: operand)
            return .nan
        }

        mutating func execute(_ program: Program, _ failure: inout RuntimeFailure?) -> Double {
            var rejected = 0.0
            while true {
                let instruction = loaded.code[ip]
                switch instruction.opcode {
                case .parameter:
                    stack[sp] = stack[base + instruction.index]
                    sp += 1
                case .call:
                    let (index, count) = (instruction.index, Int(instruction.arguments))
                    // The failure's span is not kept: which span to show is decided afterwards
                    // (see Program.error).
                    if let known = frames.enter(
                        CallFrames.Frame(returnTo: ip + 1, base: base, function: index), at: program.code[ip].span,
                        isConditional: program.functions[index].isConditional)
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
                    base = sp - count
                    ip = function.entry
                    continue
                case .return:
                    let result = stack[sp - 1]
                    guard let frame = frames.leave() else { return result }
                    sp = base
                    stack[sp] = result
                    sp += 1
                    base = frame.base
                    ip = frame.returnTo
                    continue
                case .jumpIfZero:
                    sp -= 1
                    if stack[sp] == 0 { ip += instruction.index }
                case .jump:
                    ip += instruction.index
                case .fail:
                    let known = program.failures[instruction.index]
                    return fail(&failure, known.kind, known.message, note: known.note)
                default:
                    guard loaded.compute(instruction, stack, &sp, rejected: &rejected) else {
                        let message = program.message(for: instruction, operandsBelow: stack + sp, result: rejected)
                        let operand = program.operand(for: instruction, operandsBelow: stack + sp)
                        return fail(&failure, .arithmetic, message, operand: operand)
                    }
                }
                ip += 1
            }
        }
    }
}
