import SeededRandom
import Testing

@testable import CalculatorKit

/// The machine code gives the stack machine's value at every point, for every program it takes
/// (in checked arithmetic, where it gives a finite value: a non-finite one goes to the machine).
struct MachineCodeTests {
    /// The code's value at `values`.
    static func value(_ code: MachineCode, _ values: [Double]) -> Double {
        values.withUnsafeBufferPointer { code.function($0.baseAddress!) }
    }

    /// Compares the code with the machine on each of `sources`, at 20 points each; the number of
    /// programs the code took, and the mismatches.
    static func compare(_ sources: [String], _ options: CalculatorOptions) -> (taken: Int, mismatches: [String]) {
        let brain = DirectCompilerTests.brain(options)
        let checked = options.arithmetic != .ieee
        var random = SplitMix64(seed: 47)
        var (taken, mismatches) = (0, [String]())
        for source in sources {
            guard let compiled = try? brain.compile(source),
                let code = MachineCode(compiled.program, checked: checked)
            else { continue }
            taken += 1
            for _ in 0..<20 {
                let values = ColumnEvaluationTests.column(max(compiled.variableNames.count, 1), &random)
                let machine = values.withUnsafeBufferPointer { compiled.program.value(at: $0, checked: checked) }
                let fast = Self.value(code, values)
                // Left to the machine: a non-finite value in checked arithmetic.
                if checked && !fast.isFinite { continue }
                if !ColumnEvaluationTests.same(fast, machine) || fast.sign != machine.sign {
                    mismatches.append("\(source) at \(values): \(fast) ≠ \(machine)")
                }
            }
        }
        return (taken, mismatches)
    }

    @Test(arguments: DirectCompilerTests.optionSets.indices)
    func agreesWithTheMachineOnGeneratedExpressions(_ optionSet: Int) {
        let options = DirectCompilerTests.optionSets[optionSet]
        let (taken, mismatches) = Self.compare(
            DirectCompilerTests.expressions(count: DirectCompilerTests.generatedCount), options)
        #expect(Array(mismatches.prefix(3)) == [])
        #if arch(x86_64) && os(Linux)
            #expect(taken * 10 > DirectCompilerTests.generatedCount, "\(taken) taken")
        #endif
    }

    /// Deep trees of every operation the code does, calls at every depth: the order of work and
    /// the registers (values kept across calls, eight registers at most) against the machine.
    @Test(arguments: DirectCompilerTests.optionSets.indices)
    func agreesWithTheMachineOnDeepTrees(_ optionSet: Int) {
        var random = SplitMix64(seed: 0x4D43)
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        func tree(_ depth: Int) -> String {
            if depth == 0 || random.next() % 5 == 0 {
                return pick(["x", "y", "z", "2", "0.5", "3", "x^2", "(y + 1)", "(z / 7)", "sin(x)"])
            }
            switch random.next() % 8 {
            case 0:
                let function = pick(["sin", "exp", "atan", "ln", "cbrt", "tanh", "sqrt", "abs"])
                return function + "(" + tree(depth - 1) + ")"
            case 1: return "-(" + tree(depth - 1) + ")"
            case 2: return "(" + tree(depth - 1) + ")" + pick(["^2", " * 3", " + 0.25", " / 5"])
            default:
                let symbol = pick(["+", "-", "*", "/", "%", "^", "==", "!=", "<", "<=", ">", ">="])
                return "(" + tree(depth - 1) + " " + symbol + " " + tree(depth - 1) + ")"
            }
        }
        let sources = (0..<1_500).map { _ in tree(6) }
        let (taken, mismatches) = Self.compare(sources, DirectCompilerTests.optionSets[optionSet])
        #expect(Array(mismatches.prefix(3)) == [])
        #if arch(x86_64) && os(Linux)
            #expect(taken * 3 > sources.count, "\(taken) of \(sources.count) taken")
        #endif
    }

    /// Through `evaluate(_: [Double])`: the kernel from the first call, the code once mapped at
    /// the threshold's point and after it, and a failure the code meets in checked arithmetic
    /// still the machine's NaN.
    @Test func evaluateUsesTheCodeOnceMapped() throws {
        let compiled = try CalculatorBrain().compile("(x + 2) * sin(y) - z^2 / 3")
        let values = [0.5, 0.25, 2]
        let first = compiled.evaluate(values)
        #expect(first == 2.5 * CLibrary.sin(0.25) - 4 / 3)
        // The first call builds the kernel; the calls after it are counted.
        for _ in 1..<PointKernelCache.callsBeforeMachineCode { #expect(compiled.evaluate(values) == first) }
        #expect(compiled.kernel.machineCode() == nil, "not mapped before the threshold")
        #expect(compiled.evaluate(values) == first)
        #if arch(x86_64) && os(Linux)
            let code = try #require(compiled.kernel.machineCode(), "mapped at the threshold")
            #expect(values.withUnsafeBufferPointer { code($0.baseAddress!) } == first)
        #endif
        #expect(compiled.evaluate(values) == first)

        let failing = try CalculatorBrain().compile("1 / (x * 1e308 * y)")
        for _ in 0...PointKernelCache.callsBeforeMachineCode { #expect(failing.evaluate([1, 1]) == 1 / 1e308) }
        #if arch(x86_64) && os(Linux)
            #expect(failing.kernel.machineCode() != nil)
        #endif
        #expect(failing.evaluate([10, 10]).isNaN)
        #expect(failing.evaluate([1, 1]) == 1 / 1e308)
    }

    /// Programs the code does not take: jumps, user functions, calls that are not C's.
    @Test(arguments: ["if(x > 0, x, -x)", "f(x) + 1", "max(x, 1)", "atan2(x, y)", "sin(x)!", "gamma(x)"])
    func leavesOtherProgramsToTheKernelAndTheMachine(_ source: String) throws {
        let brain = DirectCompilerTests.brain(CalculatorOptions(arithmetic: .checked))
        let compiled = try brain.compile(source)
        #expect(MachineCode(compiled.program, checked: true) == nil)
    }
}
