extension Program {
    private struct Frame {
        var returnTo: Int
        var base: Int
        var function: Int
    }

    /// Runs the program. Returns its value, or NaN with `failure` set.
    ///
    /// The machine for statements and for programs with user functions: it keeps call frames
    /// and says what failed. ``value(at:checked:)`` is the fast path for compiled expressions.
    ///
    /// `stop` is checked every ``stopCheckInterval`` calls of user functions: a program without
    /// them runs in microseconds.
    func run(
        variables: UnsafeBufferPointer<Double>, checked: Bool, stop: StopConditions? = nil,
        failure: inout RuntimeFailure?
    ) -> Double {
        withLoaded(variables: variables, checked: checked) { loaded in
            if functions.isEmpty && maximumStack <= 256 {
                return withUnsafeTemporaryAllocation(of: Double.self, capacity: maximumStack) { buffer in
                    var machine = Machine(
                        loaded: loaded, stack: buffer.baseAddress!, capacity: maximumStack, owned: false, stop: nil)
                    return machine.execute(self, &failure)
                }
            }
            var machine = Machine(
                loaded: loaded, stack: .allocate(capacity: maximumStack + 64), capacity: maximumStack + 64,
                owned: true, stop: stop?.isEmpty == false ? stop : nil)
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
        let stop: StopConditions?
        var frames: [Frame] = []
        var calls = 0
        var ip = 0
        var sp = 0
        var base = 0

        init(loaded: Loaded, stack: UnsafeMutablePointer<Double>, capacity: Int, owned: Bool, stop: StopConditions?) {
            self.loaded = loaded
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
                    hasConditional: program.functions[index].isConditional, at: program.code[ip].span)
                : Failure.tooManyCalls(at: program.code[ip].span)
            return fail(&failure, known.kind, known.message, note: known.note)
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
                    calls += 1
                    if frames.count >= Limits.maximumCallDepth || calls > Limits.maximumCallCount {
                        return failCall(&failure, program, function: index)
                    }
                    if calls & (Program.stopCheckInterval - 1) == 0, stop != nil,
                        let known = stop!.failure(at: program.code[ip].span)
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

    /// How many calls of user functions run between two checks for a stop (a power of two):
    /// well under a millisecond of work.
    static let stopCheckInterval = 4096
}
