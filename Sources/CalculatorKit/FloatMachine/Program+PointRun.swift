extension Program {
    /// The program's value at one point: the same as ``run(variables:checked:stop:failure:)``'s,
    /// with NaN where that reports a failure, but without saying what failed. What
    /// `CompiledExpression.evaluate(_: [Double])` runs where its ``PointKernel`` does not: the
    /// first call, a non-finite value in checked arithmetic, and programs the kernel does not
    /// take.
    ///
    /// A program without user functions and with a stack of at most ``pointStackCapacity``
    /// runs with no call frames, no failure record and no stop conditions, on a stack in this
    /// function's frame, its registers in locals: nothing is allocated (but the argument array
    /// of a variadic call). Other programs take the statement machine.
    func value(at variables: UnsafeBufferPointer<Double>, checked: Bool) -> Double {
        guard functions.isEmpty && maximumStack <= Self.pointStackCapacity else {
            var failure: RuntimeFailure?
            return run(variables: variables, checked: checked, failure: &failure)
        }
        // A constant capacity: a fixed slot in the frame, with no size worked out per call.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.pointStackCapacity) { stack in
            withLoaded(variables: variables, checked: checked) { $0.value(stack: stack.baseAddress!) }
        }
    }

    /// The deepest stack ``value(at:checked:)`` runs on its own: 256 bytes, enough for any
    /// expression short of 32 nested levels of parentheses.
    static let pointStackCapacity = 32
}

extension Program.Loaded {
    /// The loop of ``Program/value(at:checked:)``: the main code of a program without user
    /// functions, so no parameters, calls or compile-time failures. Inlined, so that the
    /// program's pointers stay in registers rather than in a struct in memory.
    @inline(__always)
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
