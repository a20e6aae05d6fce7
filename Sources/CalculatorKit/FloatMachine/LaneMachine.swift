extension Program {
    /// How many points the lane machine evaluates at once: enough that an instruction's
    /// dispatch is paid once for many points, few enough that the lane stack stays in cache.
    static let laneCount = 256

    /// Whether ``runLanes(columns:count:checked:into:)`` can run this program: straight-line code
    /// over variables, with built-in operations only. Jumps (`if`), user functions, variadic
    /// calls and compile-time failures need the per-point machine.
    var runsInLanes: Bool {
        functions.isEmpty
            && code.allSatisfy { instruction in
                switch instruction.opcode {
                case .parameter, .variadic, .call, .jumpIfZero, .jump, .fail: false
                default: true
                }
            }
    }

    /// Runs the program at `count` points, `laneCount` at a time: each instruction runs over a
    /// whole lane of values, so the interpreter's dispatch is amortised and the arithmetic loops
    /// vectorise. `columns[slot]` holds variable `slot` for every point.
    ///
    /// Same results as ``run(variables:checked:failure:)`` point by point: checked arithmetic
    /// that fails at a point marks that point's lane, and its result is NaN. The other points
    /// are not affected.
    func runLanes(
        columns: [UnsafeBufferPointer<Double>], count: Int, checked: Bool, into results: UnsafeMutablePointer<Double>
    ) {
        let lanes = Self.laneCount
        let stack = UnsafeMutablePointer<Double>.allocate(capacity: maximumStack * lanes)
        let failed = UnsafeMutablePointer<UInt8>.allocate(capacity: lanes)
        defer {
            stack.deallocate()
            failed.deallocate()
        }
        code.withUnsafeBufferPointer { code in
            unaryFunctions.withUnsafeBufferPointer { unary in
                var start = 0
                while start < count {
                    let width = Swift.min(lanes, count - start)
                    failed.initialize(repeating: 0, count: width)
                    var machine = LaneMachine(
                        code: code, unary: unary, binary: binaryFunctions, stack: stack, failed: failed, width: width,
                        checked: checked)
                    machine.execute(columns: columns, from: start)
                    for lane in 0..<width { results[start + lane] = failed[lane] != 0 ? .nan : stack[lane] }
                    start += width
                }
            }
        }
    }

    /// The registers of one chunk of points: a stack of lanes (`stack + level * laneCount`).
    private struct LaneMachine {
        let code: UnsafeBufferPointer<Instruction>
        let unary: UnsafeBufferPointer<UnaryCallee<Double>>
        let binary: [BinaryCallee<Double>]
        let stack: UnsafeMutablePointer<Double>
        /// 1 where checked arithmetic failed at that point.
        let failed: UnsafeMutablePointer<UInt8>
        let width: Int
        let checked: Bool
        var sp = 0

        private func lane(_ level: Int) -> UnsafeMutablePointer<Double> { stack + level * Program.laneCount }

        mutating func execute(columns: [UnsafeBufferPointer<Double>], from start: Int) {
            for instruction in code {
                switch instruction.opcode {
                case .constant:
                    lane(sp).update(repeating: instruction.value, count: width)
                    sp += 1
                case .variable:
                    lane(sp).update(from: columns[instruction.index].baseAddress! + start, count: width)
                    sp += 1
                case .negate:
                    let a = lane(sp - 1)
                    for i in 0..<width { a[i] = DoubleArithmetic.negate(a[i]) }
                case .add: combine(DoubleArithmetic.add)
                case .subtract: combine(DoubleArithmetic.subtract)
                case .multiply: combine(DoubleArithmetic.multiply)
                case .divide: combine(DoubleArithmetic.divide)
                case .remainder, .power, .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual:
                    combine { Program.arithmetic(instruction.opcode, $0, $1) }
                case .addConstant: apply(instruction.value, DoubleArithmetic.add)
                case .subtractConstant: apply(instruction.value, DoubleArithmetic.subtract)
                case .multiplyConstant: apply(instruction.value, DoubleArithmetic.multiply)
                case .divideConstant: apply(instruction.value, DoubleArithmetic.divide)
                case .square: apply(2) { a, _ in DoubleArithmetic.multiply(a, a) }
                case .unary:
                    let function = unary[instruction.index].function
                    let a = lane(sp - 1)
                    for i in 0..<width {
                        let result = function(a[i])
                        failed[i] |= Program.failsCheck(checked, result, a[i].isFinite) ? 1 : 0
                        a[i] = result
                    }
                case .binary:
                    let function = binary[instruction.index].function
                    combine(checkingNonFinite: binary[instruction.index].builtin?.takesOnlyWholeNumbers == true) {
                        function($0, $1)
                    }
                case .return:
                    return
                case .parameter, .variadic, .call, .jumpIfZero, .jump, .fail:
                    preconditionFailure("runLanes runs straight-line code only (see runsInLanes)")
                }
            }
        }

        /// The top two lanes, combined element by element into the lower one.
        @inline(__always)
        /// `checkingNonFinite`: a non-finite result fails even from non-finite operands (see
        /// ``CheckedCallee``).
        private mutating func combine(checkingNonFinite: Bool = false, _ operation: (Double, Double) -> Double) {
            sp -= 1
            let (a, b) = (lane(sp - 1), lane(sp))
            for i in 0..<width {
                let result = operation(a[i], b[i])
                failed[i] |=
                    Program.failsCheck(checked, result, checkingNonFinite || (a[i].isFinite && b[i].isFinite)) ? 1 : 0
                a[i] = result
            }
        }

        /// The top lane with a constant right operand.
        @inline(__always)
        private func apply(_ b: Double, _ operation: (Double, Double) -> Double) {
            let a = lane(sp - 1)
            for i in 0..<width {
                let result = operation(a[i], b)
                failed[i] |= Program.failsCheck(checked, result, a[i].isFinite && b.isFinite) ? 1 : 0
                a[i] = result
            }
        }
    }
}
