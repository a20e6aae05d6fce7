import SeededRandom
import Testing

@testable import CalculatorKit

/// The compiler fuses a variable into the instruction of one operand that uses it (`x + 2`,
/// `x^2`, `sin(x)`): the fused programs give the same values and the same errors, with the
/// same messages at the same operators, as unfused ones. The unfused twin of each expression
/// writes each variable as `(-(-x))`, which is exact but not a variable alone.
struct FusedInstructionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var opcodes: [Instruction.Opcode]
        var testDescription: String { source }

        /// `source` with each variable `v` written `(-(-v))`.
        var twin: String {
            var text = ""
            for character in source {
                text += "xyz".contains(character) ? "(-(-\(character)))" : String(character)
            }
            return text
        }
    }

    static let cases: [Case] = [
        Case(source: "x + 2", opcodes: [.variableAddConstant]),
        Case(source: "x - 2", opcodes: [.variableSubtractConstant]),
        Case(source: "x * 1e308", opcodes: [.variableMultiplyConstant]),
        Case(source: "x / 3", opcodes: [.variableDivideConstant]),
        Case(source: "x / 0", opcodes: [.variableDivideConstant]),
        Case(source: "x^2", opcodes: [.variableSquare]),
        Case(source: "sqrt(x)", opcodes: [.variableUnary]),
        Case(source: "ln(x) + 1", opcodes: [.variableUnary, .addConstant]),
        Case(source: "gamma(x)", opcodes: [.variableUnary]),
        Case(
            source: "(x + 2) * sin(y) - z^2 / 3",
            opcodes: [.variableAddConstant, .variableUnary, .multiply, .variableSquare, .divideConstant, .subtract]),
        Case(
            source: "if(x, y / 0, z^2)",
            opcodes: [.variable, .jumpIfZero, .variableDivideConstant, .jump, .variableSquare]),
        // Not fused: the operand is not a variable alone, or the constant is on the left.
        Case(source: "(x + y)^2", opcodes: [.variable, .variable, .add, .square]),
        Case(source: "2 / x", opcodes: [.constant, .variable, .divide]),
    ]

    @Test(arguments: cases)
    func fusesAndAgreesWithTheUnfusedTwin(_ test: Case) throws {
        for arithmetic in [CalculatorOptions.Arithmetic.checked, .ieee] {
            let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: arithmetic))
            let fused = try brain.compile(test.source)
            let twin = try brain.compile(test.twin)
            #expect(fused.program.code.dropLast().map(\.opcode) == test.opcodes)
            #expect(fused.variableNames == twin.variableNames)

            var random = SplitMix64(seed: 17)
            let count = 600  // more than two chunks of lanes
            let columns = fused.variableNames.map { _ in ColumnEvaluationTests.column(count, &random) }
            let (fusedColumns, twinColumns) = (fused.evaluate(columns: columns), twin.evaluate(columns: columns))
            var mismatches: [String] = []
            for point in 0..<count {
                let values = columns.map { $0[point] }
                let named = Dictionary(uniqueKeysWithValues: zip(fused.variableNames, values))
                let fusedResult = Result { () throws(CalculatorError) in try fused.evaluate(named) }
                let twinResult = Result { () throws(CalculatorError) in try twin.evaluate(named) }
                switch (fusedResult, twinResult) {
                case (.success(let a), .success(let b)) where ColumnEvaluationTests.same(a, b): break
                case (.failure(let a), .failure(let b))
                where (a.kind, a.message, a.note) == (b.kind, b.message, b.note)
                    && Self.text(a, in: test.source) == Self.text(b, in: test.twin):
                    break
                default: mismatches.append("\(values): \(fusedResult) ≠ \(twinResult)")
                }
                if !ColumnEvaluationTests.same(fused.evaluate(values), twin.evaluate(values))
                    || !ColumnEvaluationTests.same(fusedColumns[point], twinColumns[point])
                {
                    mismatches.append("\(values): unnamed or column values differ")
                }
            }
            #expect(Array(mismatches.prefix(3)) == [], "\(arithmetic)")
        }
    }

    /// The text an error points at, with a twin's variables written back as variables.
    static func text(_ error: CalculatorError, in source: String) -> String {
        var text = String(decoding: Array(source.utf8)[error.range.utf8Offsets], as: UTF8.self)
        for variable in ["x", "y", "z"] { text = text.replacing("(-(-\(variable)))", with: variable) }
        return text
    }
}
