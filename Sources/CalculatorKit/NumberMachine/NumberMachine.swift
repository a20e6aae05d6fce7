import CalculatorNumbers

extension NumberProgram {
    /// Runs the program: its value, or the failure with the span to show (the call in the
    /// expression, when it happened inside a user function, which the note names).
    ///
    /// User function calls keep their frames in ``CallFrames``, as the `Double` machine does:
    /// the same limits, and `stop` checked as often.
    func run(stop: StopConditions?) throws(Failure) -> Number {
        var machine = NumberMachine(program: self, stop: stop)
        return try machine.execute()
    }
}

private struct NumberMachine {
    let program: NumberProgram
    var stack: [Number] = []
    var frames: CallFrames
    var ip = 0
    var base = 0

    init(program: NumberProgram, stop: StopConditions?) {
        self.program = program
        frames = CallFrames(stop: stop)
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
                        try direct.apply(to: &stack, precision: program.precision)
                    } else if try !callee.body.apply(to: &stack, count: count) {
                        throw .domain("\(callee.name) cannot take \(count) operands")
                    }
                } catch {
                    throw failure(Failure.number(error, at: program.spans[ip]))
                }
            case .call(let index, let count):
                if let known = frames.enter(
                    CallFrames.Frame(returnTo: ip + 1, base: base, function: index), at: program.spans[ip],
                    isConditional: program.functions[index].isConditional)
                {
                    throw failure(known)
                }
                base = stack.count - count
                ip = program.functions[index].entry
                continue
            case .return:
                let result = stack.removeLast()
                guard let frame = frames.leave() else { return result }
                stack.removeLast(stack.count - base)
                stack.append(result)
                base = frame.base
                ip = frame.returnTo
                continue
            case .jumpIfZero(let offset):
                do throws(NumberError) {
                    if try Number.decidedIsZero(stack.removeLast()) { ip += offset }
                } catch {
                    throw failure(Failure.number(error, at: program.spans[ip]))
                }
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
        frames.shown(known, definition: { program.functions[$0].definition }, callSpan: { program.spans[$0] })
    }
}
