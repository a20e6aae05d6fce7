import SeededRandom
import Testing

@testable import CalculatorKit

/// The point kernel (closures, checked arithmetic left to the machine for non-finite values)
/// gives the stack machine's value at every point, for every program it takes.
struct PointKernelTests {
    /// The kernel's value at `values`, nil where it leaves the point to the machine.
    static func value(_ kernel: PointKernel, _ values: [Double]) -> Double? {
        values.withUnsafeBufferPointer { kernel.value(at: $0.baseAddress!) }
    }

    @Test(arguments: DirectCompilerTests.optionSets.indices)
    func agreesWithTheMachineOnGeneratedExpressions(_ optionSet: Int) throws {
        let options = DirectCompilerTests.optionSets[optionSet]
        let brain = DirectCompilerTests.brain(options)
        let checked = options.arithmetic != .ieee
        var random = SplitMix64(seed: 21)
        var (taken, points, given, mismatches) = (0, 0, 0, [String]())
        for source in DirectCompilerTests.expressions(count: DirectCompilerTests.generatedCount) {
            guard let compiled = try? brain.compile(source) else { continue }
            let program = compiled.program
            guard let kernel = PointKernel(program, checked: checked) else {
                #expect(!program.runsInLanes, "\(source): straight-line, but not taken")
                continue
            }
            taken += 1
            for _ in 0..<20 {
                let values = ColumnEvaluationTests.column(max(compiled.variableNames.count, 1), &random)
                let machine = values.withUnsafeBufferPointer { program.value(at: $0, checked: checked) }
                points += 1
                guard let fast = Self.value(kernel, values) else {
                    // Left to the machine: only a non-finite value in checked arithmetic.
                    #expect(checked, "\(source) at \(values)")
                    continue
                }
                given += 1
                if !ColumnEvaluationTests.same(fast, machine) {
                    mismatches.append("\(source) at \(values): \(fast) ≠ \(machine)")
                }
            }
        }
        #expect(Array(mismatches.prefix(3)) == [])
        // Most straight-line expressions are taken, and most points answered without the machine.
        #expect(taken * 10 > DirectCompilerTests.generatedCount, "\(taken) taken")
        #expect(given * 2 > points, "\(given) of \(points) points")
    }

    /// A finite value the kernel gives means no check failed: a failure hidden by a later
    /// operation (`1 / ∞`, a comparison, a call) is still NaN, as the machine says.
    @Test(arguments: [
        ("1 / (x * 1e308 * y)", [10.0, 10.0]),
        ("(x * 1e308 * y < 1) + 2", [10, 10]),
        ("atan(x * 1e308 * y)", [10, 10]),
        ("2^(x * 1e308 * y) - 1", [-10, 10]),
        ("1 % (x * 1e308 * y)", [10, 10]),
        ("hypot(x * 1e308 * y, 1) * 0", [10, 10]),
        ("x / y", [1, 0]),
    ])
    func hiddenFailuresStayFailures(_ source: String, _ values: [Double]) throws {
        let compiled = try CalculatorBrain().compile(source)
        #expect(compiled.evaluate(values).isNaN, "first call: the machine")
        #expect(compiled.evaluate(values).isNaN, "later calls: the kernel, then the machine")
        #expect(compiled.kernel.value(at: values) == nil, "the kernel leaves it to the machine")
        // In IEEE arithmetic there are no failures: the kernel answers, as the machine would.
        let ieee = try CalculatorBrain(options: CalculatorOptions(arithmetic: .ieee)).compile(source)
        let expected = try ieee.evaluate(Dictionary(uniqueKeysWithValues: zip(ieee.variableNames, values)))
        _ = ieee.evaluate(values)
        #expect(ColumnEvaluationTests.same(ieee.evaluate(values), expected))
        #expect(ieee.kernel.value(at: values).map { ColumnEvaluationTests.same($0, expected) } == true)
    }

    /// Built at the first call, then used; never for a program with jumps, user functions or
    /// calls that take an array.
    @Test(arguments: [
        ("(x + 2) * sin(y) - z^2 / 3", true),
        ("x * y - atan2(x, y) + -x", true),
        ("if(x > 0, x, -x)", false),
        ("f(x) + 1", false),
        ("max(x, 1)", false),
        (Array(repeating: "x", count: 200).joined(separator: " + "), false),  // too long: nested too deep
        (Array(repeating: "x", count: 100).joined(separator: " + "), true),
    ])
    func isBuiltAtTheFirstCall(_ source: String, _ runs: Bool) throws {
        let brain = CalculatorBrain()
        try brain.evaluate("f(t) = t^2")
        let compiled = try brain.compile(source)
        let values = [0.5, 0.25, 2]
        #expect(compiled.kernel.value(at: values) == nil, "not built when compiled")
        let first = compiled.evaluate(values)
        #expect(compiled.kernel.value(at: values) == (runs ? first : nil))
        #expect(compiled.evaluate(values) == first)
    }
}

extension PointKernelCache {
    /// ``value(at:)`` for an array.
    func value(at values: [Double]) -> Double? {
        values.withUnsafeBufferPointer { value(at: $0.baseAddress!) }
    }
}
