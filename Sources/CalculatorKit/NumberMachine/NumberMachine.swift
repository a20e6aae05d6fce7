import CalculatorNumbers

extension NumberProgram {
    /// Runs the program: its value, or the failure with the span to show (the call in the
    /// expression, when it happened inside a user function, which the note names).
    ///
    /// User function calls keep their frames in an array, not on the native stack, so recursion
    /// as deep as ``Limits/maximumCallDepth`` runs on any thread; `stop` is checked every
    /// ``Program/stopCheckInterval`` calls, as the `Double` machine does.
    func run(stop: StopConditions?) throws(Failure) -> Number {
        var machine = NumberMachine(program: self, stop: stop?.isEmpty == false ? stop : nil)
        return try machine.execute()
    }
}

private struct NumberMachine {
    struct Frame {
        var returnTo: Int
        var base: Int
        var function: Int
    }

    let program: NumberProgram
    let stop: StopConditions?
    var stack: [Number] = []
    var frames: [Frame] = []
    var ip = 0
    var base = 0
    var calls = 0

    init(program: NumberProgram, stop: StopConditions?) {
        self.program = program
        self.stop = stop
        stack.reserveCapacity(16)
    }

    mutating func execute() throws(Failure) -> Number {
        while true {
            switch program.code[ip] {
            case .constant(let value):
                stack.append(value)
            case .parameter(let index):
                stack.append(stack[base + index])
            case .operation(let index, let count):
                let callee = program.callees[index]
                do throws(NumberError) {
                    if count == 2, let direct = callee.direct {
                        try direct.apply(to: &stack)
                    } else if try !callee.body.apply(to: &stack, count: count) {
                        throw .domain("\(callee.name) cannot take \(count) operands")
                    }
                } catch {
                    throw failure(Failure.number(error, at: program.spans[ip]))
                }
            case .call(let index, let count):
                calls += 1
                if frames.count >= Limits.maximumCallDepth || calls > Limits.maximumCallCount {
                    throw failure(
                        frames.count >= Limits.maximumCallDepth
                            ? Failure.recursionTooDeep(
                                hasConditional: program.functions[index].isConditional, at: program.spans[ip])
                            : Failure.tooManyCalls(at: program.spans[ip]))
                }
                if calls & (Program.stopCheckInterval - 1) == 0, let stop,
                    let known = stop.failure(at: program.spans[ip])
                {
                    throw failure(known)
                }
                frames.append(Frame(returnTo: ip + 1, base: base, function: index))
                base = stack.count - count
                ip = program.functions[index].entry
                continue
            case .return:
                let result = stack.removeLast()
                guard let frame = frames.popLast() else { return result }
                stack.removeLast(stack.count - base)
                stack.append(result)
                base = frame.base
                ip = frame.returnTo
                continue
            case .jumpIfZero(let offset):
                if stack.removeLast().isZero { ip += offset }
            case .jump(let offset):
                ip += offset
            case .fail(let index):
                throw failure(program.failures[index])
            }
            ip += 1
        }
    }

    /// `known` as shown: inside a user function, at the expression's call with the function
    /// named in the note, as the `Double` machine reports it.
    func failure(_ known: Failure) -> Failure {
        guard let outermost = frames.first, let current = frames.last else { return known }
        let place = "in \(program.functions[current.function].definition)"
        let note = [place, known.note].compactMap { $0 }.joined(separator: "; ")
        return Failure(known.kind, known.message, at: program.spans[outermost.returnTo - 1], note: note)
    }
}
