import SeededRandom
import Testing

@testable import CalculatorKit

/// The lane machine, leaves fused into passes (see ``LanePlan``), gives the stack machine's value
/// at every point, for every program it runs.
struct LanePlanTests {
    @Test(arguments: DirectCompilerTests.optionSets.indices)
    func agreesWithTheMachineOnGeneratedExpressions(_ optionSet: Int) throws {
        let options = DirectCompilerTests.optionSets[optionSet]
        let brain = DirectCompilerTests.brain(options)
        let checked = options.arithmetic != .ieee
        var random = SplitMix64(seed: 22)
        var (taken, mismatches) = (0, [String]())
        // Two chunks and a partial one.
        let count = Program.laneCount * 2 + 37
        for source in DirectCompilerTests.expressions(count: DirectCompilerTests.generatedCount) {
            guard let compiled = try? brain.compile(source), compiled.program.runsInLanes else { continue }
            let program = compiled.program
            taken += 1
            let columns = (0..<max(compiled.variableNames.count, 1)).map { _ in
                ColumnEvaluationTests.column(count, &random)
            }
            var results = [Double](repeating: 0, count: count)
            withBuffers(columns) { buffers in
                results.withUnsafeMutableBufferPointer { results in
                    program.runLanes(columns: buffers, count: count, checked: checked, into: results.baseAddress!)
                }
            }
            for point in 0..<count {
                let values = columns.map { $0[point] }
                let machine = values.withUnsafeBufferPointer { program.value(at: $0, checked: checked) }
                if !ColumnEvaluationTests.same(results[point], machine) {
                    mismatches.append("\(source) at \(values): \(results[point]) ≠ \(machine)")
                    break
                }
            }
        }
        #expect(Array(mismatches.prefix(3)) == [])
        #expect(taken * 10 > DirectCompilerTests.generatedCount, "\(taken) run in lanes")
    }

    /// Leaves are worked out by the passes that use them: the benchmark's expression is three
    /// passes (`(x + 2) * sin(y)`, `z^2 / 3`, their difference) and the return, not seven steps.
    @Test(arguments: [
        ("(x + 2) * sin(y) - z^2 / 3", 3, 1),
        ("x * y", 1, 1),
        ("2 - x", 1, 1),
        ("-x^2 + 1", 2, 1),  // the negation's pass squares x in place; + 1 a pass of its own
        ("x / y", 2, 2),  // division by a lane: both operands written to their lanes, then divided
        ("x", 1, 1),  // the variable copied to the results
    ])
    func fusesLeaves(_ source: String, _ passes: Int, _ instructions: Int) throws {
        let plan = LanePlan(
            try CalculatorBrain(options: CalculatorOptions(arithmetic: .ieee)).compile(source).program, checked: false)
        let counted = plan.steps.reduce(into: (passes: 0, instructions: 0)) { counts, step in
            if case .pass = step { counts.passes += 1 } else { counts.instructions += 1 }
        }
        #expect(counted.passes == passes && counted.instructions == instructions, "\(counted)")
    }
}
