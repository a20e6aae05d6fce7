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
    /// Same results as ``value(at:checked:)`` point by point. In checked arithmetic the lanes
    /// do not test each result (those tests, per point and per operation, cost more than the
    /// arithmetic): they note where a non-finite value arose, which every failure gives (see
    /// `noteNonFinite`), and only those points, rare in practice, are run again one by one by
    /// the per-point machine, which applies checked arithmetic's rule. Running a point twice is
    /// safe because lanes run only pure operations (`rand` is variadic, so never in lanes;
    /// custom operations are taken to be pure, as constant folding does).
    func runLanes(
        columns: [UnsafeBufferPointer<Double>], count: Int, checked: Bool, into results: UnsafeMutablePointer<Double>
    ) {
        let lanes = Self.laneCount
        // Level 0 is the results themselves (see `LaneMachine.lane`).
        let stack = UnsafeMutablePointer<Double>.allocate(capacity: Swift.max(maximumStack - 1, 1) * lanes)
        // Adds `result * 0` for each result: 0 while every result is finite, NaN for good once
        // one is not.
        let poison = UnsafeMutablePointer<Double>.allocate(capacity: lanes)
        let point = UnsafeMutablePointer<Double>.allocate(capacity: Swift.max(columns.count, 1))
        defer {
            stack.deallocate()
            poison.deallocate()
            point.deallocate()
        }
        code.withUnsafeBufferPointer { code in
            unaryFunctions.withUnsafeBufferPointer { unary in
                binaryFunctions.withUnsafeBufferPointer { binary in
                    var start = 0
                    // Zero once: a chunk without a non-finite value leaves it ±0.
                    if checked { poison.update(repeating: 0, count: lanes) }
                    while start < count {
                        let width = Swift.min(lanes, count - start)
                        var machine = LaneMachine(
                            code: code, unary: unary, binary: binary, stack: stack, columns: columns, start: start,
                            poison: checked ? poison : nil, width: width, results: results + start)
                        machine.execute()
                        if machine.noted {
                            for lane in 0..<width where poison[lane].isNaN {
                                for slot in columns.indices { point[slot] = columns[slot][start + lane] }
                                results[start + lane] = value(
                                    at: UnsafeBufferPointer(start: point, count: columns.count), checked: true)
                            }
                            poison.update(repeating: 0, count: lanes)
                        }
                        start += width
                    }
                }
            }
        }
    }

    /// The registers of one chunk of points: a stack of lanes, the bottom one the chunk's
    /// results (so the value is left there, not copied there) and the others in `stack`.
    private struct LaneMachine {
        let code: UnsafeBufferPointer<Instruction>
        let unary: UnsafeBufferPointer<UnaryCallee<Double>>
        let binary: UnsafeBufferPointer<BinaryCallee<Double>>
        let stack: UnsafeMutablePointer<Double>
        let columns: [UnsafeBufferPointer<Double>]
        /// The first point of the chunk.
        let start: Int
        /// In checked arithmetic, NaN at the points where an operation gave a non-finite value.
        let poison: UnsafeMutablePointer<Double>?
        let width: Int
        /// Where the chunk's values go: the bottom lane.
        let results: UnsafeMutablePointer<Double>
        var sp = 0
        /// Whether `poison` has a NaN once the chunk has run: some points must be run again.
        private(set) var noted = false

        private func lane(_ level: Int) -> UnsafeMutablePointer<Double> {
            level == 0 ? results : stack + (level - 1) * Program.laneCount
        }

        /// This chunk's values of variable `slot`.
        private func column(_ slot: Int) -> UnsafePointer<Double> { columns[slot].baseAddress! + start }

        mutating func execute() {
            for instruction in code {
                switch instruction.opcode {
                case .constant:
                    lane(sp).update(repeating: instruction.value, count: width)
                    sp += 1
                case .variable:
                    lane(sp).update(from: column(instruction.index), count: width)
                    sp += 1
                case .negate:
                    let a = lane(sp - 1)
                    for i in 0..<width { a[i] = DoubleArithmetic.negate(a[i]) }
                case .add: combine(DoubleArithmetic.add)
                case .subtract: combine(DoubleArithmetic.subtract)
                case .multiply: combine(DoubleArithmetic.multiply)
                case .divide: combine(DoubleArithmetic.divide, canHide: true)
                case .remainder: combine(DoubleArithmetic.remainder, canHide: true)
                case .power: combine(DoubleArithmetic.power, canHide: true)
                case .equal: combine(DoubleArithmetic.equal, canHide: true)
                case .notEqual: combine(DoubleArithmetic.notEqual, canHide: true)
                case .less: combine(DoubleArithmetic.less, canHide: true)
                case .lessEqual: combine(DoubleArithmetic.lessEqual, canHide: true)
                case .greater: combine(DoubleArithmetic.greater, canHide: true)
                case .greaterEqual: combine(DoubleArithmetic.greaterEqual, canHide: true)
                case .addConstant: apply(instruction.value, DoubleArithmetic.add)
                case .subtractConstant: apply(instruction.value, DoubleArithmetic.subtract)
                case .multiplyConstant: apply(instruction.value, DoubleArithmetic.multiply)
                case .divideConstant: apply(instruction.value, DoubleArithmetic.divide)
                case .square: apply(2) { a, _ in DoubleArithmetic.multiply(a, a) }
                case .variableAddConstant: push(instruction, DoubleArithmetic.add)
                case .variableSubtractConstant: push(instruction, DoubleArithmetic.subtract)
                case .variableMultiplyConstant: push(instruction, DoubleArithmetic.multiply)
                case .variableDivideConstant: push(instruction, DoubleArithmetic.divide)
                case .variableSquare:
                    let (a, x) = (lane(sp), column(instruction.index))
                    for i in 0..<width { a[i] = DoubleArithmetic.multiply(x[i], x[i]) }
                    sp += 1
                case .unary:
                    let a = lane(sp - 1)
                    call(unary[instruction.index], a, into: a)
                case .variableUnary:
                    call(unary[instruction.index], column(Int(instruction.arguments)), into: lane(sp))
                    sp += 1
                case .binary:
                    combine(binary[instruction.index].function, canHide: true)
                case .return:
                    // The value is in `results` (lane 0). Its note, and whether any point was
                    // noted: an or of the notes' bits, which vectorises where a test of each
                    // would not (they are ±0 or NaN).
                    guard let poison else { return }
                    var bits: UInt64 = 0
                    for i in 0..<width {
                        poison[i] += results[i] * 0
                        bits |= poison[i].bitPattern
                    }
                    noted = Double(bitPattern: bits).isNaN
                    return
                case .parameter, .variadic, .call, .jumpIfZero, .jump, .fail:
                    preconditionFailure("runLanes runs straight-line code only (see runsInLanes)")
                }
            }
        }

        /// The top two lanes, combined element by element into the lower one. `canHide`: the
        /// operation may give a finite result from a non-finite operand.
        @inline(__always)
        private mutating func combine(_ operation: (Double, Double) -> Double, canHide: Bool = false) {
            sp -= 1
            let (a, b) = (lane(sp - 1), lane(sp))
            if canHide {
                noteNonFinite(a)
                noteNonFinite(b)
            }
            for i in 0..<width { a[i] = operation(a[i], b[i]) }
        }

        /// `callee` at each of `values` (noted, as a call's operand is, unless the callee passes
        /// a non-finite value on), by its C function's address when it has one.
        @inline(__always)
        private func call(
            _ callee: UnaryCallee<Double>, _ values: UnsafePointer<Double>, into results: UnsafeMutablePointer<Double>
        ) {
            let notes = !callee.passesNonFinite
            if let direct = callee.direct {
                call({ direct($0) }, values, into: results, notes: notes)
            } else {
                call(callee.function, values, into: results, notes: notes)
            }
        }

        /// `function` at each of `values`, noting them (unless `notes` is false: the function
        /// passes a non-finite value on) in the same pass rather than one of its own.
        @inline(__always)
        private func call(
            _ function: (Double) -> Double, _ values: UnsafePointer<Double>, into results: UnsafeMutablePointer<Double>,
            notes: Bool
        ) {
            if notes, let poison {
                for i in 0..<width {
                    poison[i] += values[i] * 0
                    results[i] = function(values[i])
                }
            } else {
                for i in 0..<width { results[i] = function(values[i]) }
            }
        }

        /// A variable's column with the instruction's constant as the right operand, pushed.
        @inline(__always)
        private mutating func push(_ instruction: Instruction, _ operation: (Double, Double) -> Double) {
            let (a, x, b) = (lane(sp), column(instruction.index), instruction.value)
            for i in 0..<width { a[i] = operation(x[i], b) }
            sp += 1
        }

        /// The top lane with a constant right operand.
        @inline(__always)
        private func apply(_ b: Double, _ operation: (Double, Double) -> Double) {
            let a = lane(sp - 1)
            for i in 0..<width { a[i] = operation(a[i], b) }
        }

        /// Marks in `poison` the points where `values` are not finite: `x * 0` is 0 for a finite
        /// `x` and NaN otherwise. A pass of its own, which vectorises.
        ///
        /// Not every result is looked at. Every failure is a non-finite result, and addition,
        /// subtraction and multiplication (of lanes or by a constant), division by a constant,
        /// squaring and negation all give a non-finite result from a non-finite operand
        /// (∞ + x, ∞ · 0 = NaN, NaN / c, …): a non-finite value goes through them to the end. So
        /// only the operands of the operations that can turn one finite (division by a lane,
        /// remainder, power, comparisons, calls: `1 / ∞`, `atan(∞)`) are noted, and the result.
        @inline(__always)
        private func noteNonFinite(_ values: UnsafePointer<Double>) {
            guard let poison else { return }
            for i in 0..<width { poison[i] += values[i] * 0 }
        }
    }
}
