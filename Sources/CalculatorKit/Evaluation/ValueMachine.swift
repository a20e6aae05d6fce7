import CalculatorNumbers

extension ValueProgram {
    /// Runs the program: its value, or the failure with the span to show (the call in the
    /// expression, when it happened inside a user function, which the note names).
    ///
    /// User function calls keep their frames in ``CallFrames``, as the `Double` machine does:
    /// the same limits, and `stop` checked as often, whatever kinds of value the calls pass.
    func run(stop: StopConditions?) throws(Failure) -> Value {
        var machine = ValueMachine(program: self, stop: stop)
        return try machine.execute()
    }
}

/// The one machine of exact arithmetic: a loop over a ``ValueProgram``'s instructions with a
/// stack of ``Value``s. What an operation does with its operands' kinds is ``Value/apply(_:_:at:)``'s
/// business, the one kind dispatch; the machine only takes two numbers through the four
/// operations and the comparisons, and one number through a function of one, inline, which is
/// most of what batch lines and recursive functions compute.
private struct ValueMachine {
    let program: ValueProgram
    var stack: [Value] = []
    var frames: CallFrames
    var ip = 0
    var base = 0

    init(program: ValueProgram, stop: StopConditions?) {
        self.program = program
        frames = CallFrames(stop: stop)
        stack.reserveCapacity(16)
    }

    mutating func execute() throws(Failure) -> Value {
        while true {
            switch program.code[ip] {
            case .constant(let value):
                stack.append(value)
            case .parameter(let index):
                stack.append(stack[base + index])
            case .operation(let index, let count):
                try operate(index, count: count)
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
                // One removeLast a parameter: removeLast(k) is the generic replaceSubrange.
                while stack.count > base { stack.removeLast() }
                stack.append(result)
                base = frame.base
                ip = frame.returnTo
                continue
            case .jumpIfZero(let offset):
                // Popped before the call: `isZero(stack.removeLast())` would hold a copy of
                // `self`, and with it the stack, while removing from it, and copy the stack.
                let condition = stack.removeLast()
                if try isZero(condition) { ip += offset }
            case .jump(let offset):
                ip += offset
            case .fail(let index):
                throw failure(program.failures[index])
            }
            ip += 1
        }
    }

    /// The operation ``ValueProgram/callees``[index] on the top `count` values, which its result
    /// replaces. The callee is read in place, not copied: an operation is a large value (its
    /// table entry, its body, the options). Copying it on every instruction, with the stack copied
    /// at every `if` (see `jumpIfZero`), made fib(22) 402.6 million instructions against 130.2
    /// million without both.
    @inline(__always)
    private mutating func operate(_ index: Int, count: Int) throws(Failure) {
        let top = stack.count - 1
        if count == 2, let direct = program.callees[index].direct, case .number(let y) = stack[top],
            case .number(let x) = stack[top - 1]
        {
            do throws(NumberError) {
                let result = try direct.apply(x, y, precision: program.callees[index].options.precision)
                stack.removeLast()
                stack[top - 1] = .number(result)
                return
            } catch {
                throw failure(Failure.number(error, at: program.spans[ip]))
            }
        }
        if count == 1, case .number(let x) = stack[top], case .unary(let function) = program.callees[index].numbers {
            do throws(NumberError) {
                stack[top] = .number(try function(x))
                return
            } catch {
                // No real value (`sqrt(-1)`): the complex one is Value.apply's to find.
                guard case .noRealValue = error else { throw failure(Failure.number(error, at: program.spans[ip])) }
            }
        }
        let operands = Array(stack[(stack.count - count)...])
        stack.removeLast(count)
        let site = OperationSite(
            span: program.spans[ip], operatorSpan: program.operatorSpans[ip], joining: program.joins[index])
        do throws(Failure) {
            stack.append(try Value.apply(program.callees[index], operands, at: site))
        } catch {
            throw failure(error)
        }
    }

    /// Whether an `if`'s condition is zero, as its kind decides (``Value/isZeroAsCondition(span:conditionSpan:)``);
    /// the condition's span is kept beside the jump.
    private func isZero(_ condition: Value) throws(Failure) -> Bool {
        do throws(Failure) {
            return try condition.isZeroAsCondition(span: program.spans[ip], conditionSpan: program.operatorSpans[ip])
        } catch {
            throw failure(error)
        }
    }

    /// `known` as shown: inside a user function, at the expression's call with the function
    /// named in the note, as the `Double` machine reports it.
    func failure(_ known: Failure) -> Failure {
        frames.shown(known, definition: { program.functions[$0].definition }, callSpan: { program.spans[$0] })
    }
}
