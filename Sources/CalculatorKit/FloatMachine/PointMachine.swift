extension Program {
    /// The program's value at one point: the same as ``run(variables:checked:stop:failure:)``'s,
    /// with NaN where that reports a failure, but without saying what failed. The fast path
    /// for `CompiledExpression.evaluate(_: [Double])`, called once per point.
    ///
    /// A program without user functions runs with no call frames, no failure record and no stop
    /// conditions, on a stack in the caller's frame, its registers in locals: nothing is
    /// allocated (but the argument array of a variadic call). Programs with user functions
    /// take the full machine.
    func value(at variables: UnsafeBufferPointer<Double>, checked: Bool) -> Double {
        guard functions.isEmpty else {
            var failure: RuntimeFailure?
            return run(variables: variables, checked: checked, failure: &failure)
        }
        // Large stacks (a deeply nested expression) are allocated on the heap by the standard
        // library, small ones on the stack.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: maximumStack) { stack in
            withLoaded(variables: variables, checked: checked) { $0.value(stack: stack.baseAddress!) }
        }
    }
}

extension Program.Loaded {
    /// The loop of ``Program/value(at:checked:)``: the main code of a program without user
    /// functions, so no parameters, calls or compile-time failures.
    fileprivate func value(stack: UnsafeMutablePointer<Double>) -> Double {
        var ip = 0
        var sp = 0
        var rejected = 0.0
        while true {
            let instruction = code[ip]
            switch instruction.opcode {
            case .return:
                return stack[sp &- 1]
            case .jumpIfZero:
                sp &-= 1
                if stack[sp] == 0 { ip &+= instruction.index }
            case .jump:
                ip &+= instruction.index
            case .parameter, .call, .fail:
                preconditionFailure("\(instruction.opcode) is only in programs with user functions")
            default:
                guard compute(instruction, stack, &sp, rejected: &rejected) else { return .nan }
            }
            ip &+= 1
        }
    }
}
