import CalculatorKit
import Testing

/// The examples in CalculatorKit's doc comments and articles, checked, so the docs cannot drift
/// from the code.
struct DocumentationExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var expected: String
        var options = CalculatorOptions()
        var testDescription: String { source }
    }

    @Test(arguments: [
        Case(source: "2 + 3 * 4", expected: "14"),
        Case(source: "f(x) = x^2; f(3)", expected: "9"),
        Case(source: "sin(30)", expected: "0.5", options: CalculatorOptions(angleUnit: .degrees)),
        Case(source: "1/0", expected: "inf", options: CalculatorOptions(arithmetic: .ieee)),
        Case(source: "0/0", expected: "nan", options: CalculatorOptions(arithmetic: .ieee)),
        Case(source: "-2^2", expected: "-4"),
        Case(source: "-2 * 3", expected: "-6"),
        Case(source: "2^3!", expected: "64"),
        Case(source: String(repeating: "(", count: 300) + "1", expected: "error: limit"),
        Case(source: "f(n) = f(n + 1); f(0)", expected: "error: limit"),
        Case(source: "sni(1) + 2", expected: "error: unknownName"),
        Case(source: "1 + 2 << 3", expected: "24"),
        Case(source: "-1 & 0xff", expected: "255"),
        Case(source: "0.5 to hex", expected: "error: arithmetic"),
    ])
    func evaluates(_ example: Case) {
        let brain = CalculatorBrain(options: example.options)
        let shown: String
        do {
            shown = brain.format(try brain.evaluate(example.source))
        } catch {
            shown = "error: \(error.kind)"
        }
        #expect(shown == example.expected)
    }

    @Test func apiExamples() throws {
        let brain = CalculatorBrain()
        #expect(brain.format(1.0 / 3) == "0.333333333333333")
        #expect(ResultFormatter.string(for: 2.0 / 3, precision: 3) == "0.667")
        #expect(OperationTable.standard.named("π")?.symbol == "pi")
        #expect(OperationTable.standard.named("pi")?.spellings == ["pi", "π"])
        #expect(OperationTable.standard.operations.first?.symbol == "pi")
        #expect(OperationTable.standard.named("log")?.arity.description == "1 or 2 arguments")
        #expect(OperationTable.standard.named("sin")?.role == .function(.exactly(1)))
        #expect(OperationTable.standard.operations(spelled: "^").first?.role == .infix(.exponent, .right))
        #expect(OperationTable.standard.nameSpellings.filter { $0.hasPrefix("si") } == ["sign", "sin", "sinh"])
        #expect(OperationTable.standard.named("tau")?.summary == "2π, a full turn in radians")
        #expect(brain.execute("x = 2; sni(x); x^2").map(\.error?.message) == [nil, "unknown name 'sni'", nil])
        #expect(brain.execute("1; 2 + 2")[1].range.column == 4)
        #expect(brain.execute("1/0").first?.error?.message == "division by zero")
        // Names the brain knows are captured; a fresh brain leaves x free.
        #expect(try brain.compile("x + y").variableNames == ["y"])
        let fresh = CalculatorBrain()
        #expect(try fresh.compile("y * x + y").variableNames == ["y", "x"])
        let area = try fresh.compile("pi * r^2")
        #expect(area.evaluate([2]) == 12.566370614359172)
        let f = try fresh.compile("x^2 + y")
        #expect(f.evaluate([3]).isNaN)
        do {
            _ = try brain.evaluate("1 + sni(2)")
            Issue.record("expected an error")
        } catch {
            #expect(String(describing: error) == "1:5: error: unknown name 'sni'")
        }
    }
}
