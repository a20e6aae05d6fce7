import CalculatorNumbers
import Testing

@testable import CalculatorKit

/// A table constant can hold any kind of value (issue 43, part 3): exact arithmetic computes
/// with a quantity, an exact number or a complex number as it is; checked and IEEE arithmetic and
/// compiled expressions take a number's nearest `Double` and refuse the other kinds with the
/// reason, as they refuse a variable holding one.
struct ValueConstantTests {
    /// A brain whose table has `c0` (299792458 m/s), `third` (1/3) and `w` (1 + 2i).
    static func brain(_ options: CalculatorOptions = CalculatorOptions()) throws -> CalculatorBrain {
        let maker = CalculatorBrain()
        let light = try maker.evaluateValue("299792458 m/s")
        let third = try maker.evaluateValue("1/3")
        let w = try maker.evaluateValue("1 + 2i")
        let brain = CalculatorBrain(options: options)
        brain.operations.add(.constant("c0", light, summary: "speed of light in vacuum"))
        brain.operations.add(.constant("third", third, summary: "a third"))
        brain.operations.add(.constant("w", w, summary: "a complex number"))
        return brain
    }

    static func shown(_ source: String, _ brain: CalculatorBrain) -> String? {
        QuantityTests.shown(source, brain)
    }

    static let exact: [(String, String)] = [
        ("c0", "299792458 m/s"),
        ("c0 * 1 s to km", "299792.458 km"),
        ("c0 to km/h", "1079252848.8 km/h"),
        ("third * 3", "1"),
        ("third to frac", "1/3"),
        ("w * w", "-3 + 4i"),
        ("f(t) = c0 * t; f(2 s) to m", "599584916 m"),
        ("if(third > 0, c0, 0 m/s)", "299792458 m/s"),
        ("c0 + 1", "error: cannot add m/s (speed) and a number"),
    ]

    @Test(arguments: exact)
    func inExactArithmetic(_ source: String, _ expected: String) throws {
        #expect(Self.shown(source, try Self.brain()) == expected)
    }

    static let ieee: [(String, String)] = [
        ("third * 3", "1"),
        ("c0", "error: 'c0' is a quantity (299792458 m/s): units need exact arithmetic"),
        (
            "w",
            "error: 'w' is a complex number (1 + 2i): complex numbers need exact arithmetic (not --ieee or --arithmetic checked)"
        ),
    ]

    @Test(arguments: ieee)
    func inIEEEArithmetic(_ source: String, _ expected: String) throws {
        #expect(Self.shown(source, try Self.brain(CalculatorOptions(arithmetic: .ieee))) == expected)
    }

    @Test func compiledExpressionsRefuseAQuantity() throws {
        let brain = try Self.brain()
        let error = #expect(throws: CalculatorError.self) { try brain.compile("c0 * x") }
        #expect(
            error?.message == "'c0' is a quantity (299792458 m/s), and compile and plots compute with plain numbers")
        #expect(try brain.compile("third * x").evaluate(["x": 3]) == 1)
    }

    @Test func realArithmeticRefusesAComplexConstant() throws {
        var options = CalculatorOptions()
        options.real = true
        #expect(Self.shown("w", try Self.brain(options))?.hasPrefix("error: ") == true)
    }

    @Test func theKeypadPushesTheValue() throws {
        let brain = try Self.brain()
        brain.performOperation("c0")
        #expect(brain.value.map { ValueFormat().string(for: $0) } == "299792458 m/s")
    }

    @Test func theTableKeepsTheValue() throws {
        let brain = try Self.brain()
        let constant = try #require(brain.operations.named("c0"))
        #expect(constant.valueOfConstant.map { ValueFormat().string(for: $0) } == "299792458 m/s")
        #expect(constant.constantValue == nil)
        #expect(brain.operations.named("third")?.constantValue == 1.0 / 3)
        #expect(OperationTable.standard.named("pi")?.valueOfConstant == .float(.pi))
    }
}
