import CalculatorKit
import Testing

/// The `Double` machine takes `ans` and a variable as their nearest `Double`, which a quantity
/// would lose its unit by and a complex number its imaginary part (`v = 5 km; :plot x * v`
/// plotted 0…5 without a word). It refuses both: in `compile` and plots with what to do
/// instead, in a statement of checked or IEEE arithmetic as the units and `i` are refused there.
struct RefusedValueTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// Statements of exact arithmetic, run first.
        var given: String
        /// What is compiled.
        var source: String
        var message: String
        var note: String
        var column: Int
        var testDescription: String { "\(given); \(source)" }
    }

    static let compiled: [Case] = [
        Case(
            given: "v = 5 km", source: "x * v",
            message: "'v' is a quantity (5 km), and compile and plots compute with plain numbers",
            note: "a Double has no unit: make a number of it first, as in n = v / km", column: 5),
        Case(
            given: "60 mph to m/s", source: "ans * 2",
            message: "ans is a quantity (26.8224 m/s), and compile and plots compute with plain numbers",
            note: "a Double has no unit: make a number of it first, as in n = ans / (1 m/s)", column: 1),
        Case(
            given: "w = 2i", source: "x * w",
            message: "'w' is a complex number (2i), and compile and plots compute with real numbers",
            note: "make a real number of it first, as in r = abs(w) or r = re(w)", column: 5),
        Case(
            given: "2i", source: "x + ans",
            message: "ans is a complex number (2i), and compile and plots compute with real numbers",
            note: "make a real number of it first, as in r = abs(ans) or r = re(ans)", column: 5),
    ]

    @Test(arguments: compiled)
    func compile(_ test: Case) {
        let brain = CalculatorBrain()
        _ = brain.execute(test.given)
        #expect(throws: CalculatorError.self) { try brain.compile(test.source) }
        do {
            _ = try brain.compile(test.source)
        } catch {
            #expect(error.message == test.message)
            #expect(error.note == test.note)
            #expect(error.range.column == test.column)
        }
    }

    /// What the advice says works: a number made of the quantity compiles.
    @Test func aNumberOfTheQuantityCompiles() throws {
        let brain = CalculatorBrain()
        _ = brain.execute("v = 5 km; n = v / km")
        #expect(try brain.compile("x * n").evaluate([2]) == 10)
    }

    /// A function's body that reads such a variable is defined, and computes in exact
    /// arithmetic; the `Double` machine fails where it is reached, not where it is defined.
    @Test func aBodyFailsWhereReached() throws {
        let brain = CalculatorBrain()
        _ = brain.execute("v = 5 km; f(x) = x * v")
        #expect(try brain.evaluateValue("f(2)").description == "10 km")
        let compiled = try brain.compile("f(x)")
        #expect(compiled.evaluate([2]).isNaN)
    }

    /// A plot says why it cannot draw such a variable, directly or through a function's body
    /// (whose failing instruction would leave the curve with no values and no word); a curve
    /// with no values for want of a domain is still drawn empty.
    @Test func aPlotSaysWhy() throws {
        let brain = CalculatorBrain()
        _ = brain.execute("v = 5 km; f(x) = x * v")
        let direct = #expect(throws: CalculatorError.self) { try brain.plot("x * v") }
        #expect(direct?.message == "'v' is a quantity (5 km), and compile and plots compute with plain numbers")
        #expect(direct?.range.column == 5)
        let body = #expect(throws: CalculatorError.self) { try brain.plot("sin(x), f(x)") }
        #expect(body?.message == "'v' is a quantity (5 km), and compile and plots compute with plain numbers")
        #expect(body?.range.column == 9)
        let empty = try brain.plot("sqrt(-1 - x^2)")
        #expect(empty.curves[0].kinds.allSatisfy { $0 == .undefined })
    }

    /// A value kept from exact arithmetic in a statement of checked or IEEE arithmetic.
    @Test(arguments: [CalculatorOptions.Arithmetic.checked, .ieee])
    func doubleArithmetic(_ arithmetic: CalculatorOptions.Arithmetic) {
        let brain = CalculatorBrain()
        _ = brain.execute("v = 5 km; w = 2i")
        brain.options.arithmetic = arithmetic
        let quantity = brain.execute("v * 2").last?.error
        #expect(quantity?.message == "'v' is a quantity (5 km): units need exact arithmetic")
        #expect(quantity?.range.column == 1)
        let complex = brain.execute("1 + w").last?.error
        #expect(
            complex?.message
                == "'w' is a complex number (2i): complex numbers need exact arithmetic (not --ieee or --arithmetic checked)"
        )
        #expect(complex?.range.column == 5)
    }
}
