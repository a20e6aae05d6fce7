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

    /// Runs the program at `count` points, `laneCount` at a time: each step of its ``LanePlan``
    /// (a pass, or an instruction) runs over a whole lane of values, so the interpreter's
    /// dispatch is amortised and the arithmetic loops vectorise. `columns[slot]` holds variable
    /// `slot` for every point.
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
        let plan = LanePlan(self, checked: checked)
        // Level 0 is the results themselves (see `LaneChunk.lane`).
        let stack = UnsafeMutablePointer<Double>.allocate(capacity: Swift.max(maximumStack - 1, 1) * lanes)
        // Adds `result * 0` for each result: 0 while every result is finite, NaN for good once
        // one is not.
        let poison = UnsafeMutablePointer<Double>.allocate(capacity: lanes)
        let point = UnsafeMutablePointer<Double>.allocate(capacity: Swift.max(columns.count, 1))
        let starts = UnsafeMutablePointer<UnsafePointer<Double>>.allocate(capacity: Swift.max(columns.count, 1))
        for slot in columns.indices { starts[slot] = columns[slot].baseAddress! }
        defer {
            stack.deallocate()
            poison.deallocate()
            point.deallocate()
            starts.deallocate()
        }
        unaryFunctions.withUnsafeBufferPointer { unary in
            binaryFunctions.withUnsafeBufferPointer { binary in
                var start = 0
                // Zero once: a chunk without a non-finite value leaves it ±0.
                if checked { poison.update(repeating: 0, count: lanes) }
                while start < count {
                    let width = Swift.min(lanes, count - start)
                    let chunk = LaneChunk(
                        start: start, width: width, results: results + start, stack: stack, columns: starts)
                    var machine = LaneMachine(
                        unary: unary, binary: binary, chunk: chunk, poison: checked ? poison : nil)
                    for step in plan.steps {
                        switch step {
                        case .pass(let pass): pass.run(chunk)
                        case .instruction(let instruction, let level):
                            machine.sp = level
                            machine.execute(instruction)
                        }
                    }
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

    /// Runs, over one chunk of points, the instructions of a ``LanePlan`` that are not passes of
    /// its own: those that take their operands from lanes.
    private struct LaneMachine {
        let unary: UnsafeBufferPointer<UnaryCallee<Double>>
        let binary: UnsafeBufferPointer<BinaryCallee<Double>>
        let chunk: LaneChunk
        /// In checked arithmetic, NaN at the points where an operation gave a non-finite value.
        let poison: UnsafeMutablePointer<Double>?
        /// How many values are on the stack, set by the plan before each instruction.
        var sp = 0
        /// Whether `poison` has a NaN once the chunk has run: some points must be run again.
        private(set) var noted = false

        private var width: Int { chunk.width }
        private var results: UnsafeMutablePointer<Double> { chunk.results }
        private func lane(_ level: Int) -> UnsafeMutablePointer<Double> { chunk.lane(level) }

        mutating func execute(_ instruction: Instruction) {
            switch instruction.opcode {
            case .divide: combine(DoubleArithmetic.divide, canHide: true)
            case .remainder: combine(DoubleArithmetic.remainder, canHide: true)
            case .power: combine(DoubleArithmetic.power, canHide: true)
            case .equal: combine(DoubleArithmetic.equal, canHide: true)
            case .notEqual: combine(DoubleArithmetic.notEqual, canHide: true)
            case .less: combine(DoubleArithmetic.less, canHide: true)
            case .lessEqual: combine(DoubleArithmetic.lessEqual, canHide: true)
            case .greater: combine(DoubleArithmetic.greater, canHide: true)
            case .greaterEqual: combine(DoubleArithmetic.greaterEqual, canHide: true)
            case .unary:
                let a = lane(sp - 1)
                call(unary[instruction.index], a, into: a)
            case .variableUnary:
                // Not a leaf (see `Leaf`): a function that is not C's, or in checked arithmetic
                // one that can hide a failure.
                call(unary[instruction.index], chunk.column(Int(instruction.arguments)), into: lane(sp))
                sp += 1
            case .binary:
                let function = binary[instruction.index].function
                combine({ function($0, $1) }, canHide: true)
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
            case .constant, .variable, .variableAddConstant, .variableSubtractConstant, .variableMultiplyConstant,
                .variableDivideConstant, .variableSquare, .add, .subtract, .multiply, .addConstant, .subtractConstant,
                .multiplyConstant, .divideConstant, .square, .negate:
                preconditionFailure("leaves and pure operations are passes of the plan (see LanePlan)")
            case .parameter, .variadic, .call, .jumpIfZero, .jump, .fail:
                preconditionFailure("runLanes runs straight-line code only (see runsInLanes)")
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
                let function = callee.function
                call({ function($0) }, values, into: results, notes: notes)
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
