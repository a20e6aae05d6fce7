import Testing

@testable import CalculatorKit

/// Issue 31: `%` is a percent where no operand follows it and the remainder where one does;
/// `a ± b%` with a percent on the right alone is a × (1 ± b/100); every other operator is
/// ordinary. The same in every arithmetic, and in the compiled machine.
struct PercentTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var result: String
        /// Units need exact arithmetic: such a case is not run in `Double`s.
        var exactOnly = false
        var testDescription: String { input }
    }

    static let cases: [Case] = [
        // Postfix: ÷100, exactly.
        Case(input: "50%", result: "0.5"),
        Case(input: "12.5%", result: "0.125"),
        Case(input: "-5%", result: "-0.05"),
        Case(input: "(100 + 10)%", result: "1.1"),
        Case(input: "25%", result: "0.25"),
        Case(input: "10%^2", result: "0.01"),
        // Infix where an operand follows: the truncated remainder, as before.
        Case(input: "7 % 3", result: "1"),
        Case(input: "-7 % 3", result: "-1"),
        Case(input: "5 % 3 + 1", result: "3"),
        Case(input: "7 % -3", result: "1"),
        Case(input: "-7 % -3", result: "-1"),
        Case(input: "7 % - -3", result: "1"),
        Case(input: "7 % -(3)", result: "1"),
        Case(input: "10% - -3", result: "3.1"),
        Case(input: "10 %- 3", result: "-2.9"),
        Case(input: "10 % (3)", result: "1"),
        Case(input: "10%3", result: "1"),
        // The percent rule: a percent on the right of + or -, none on the left.
        Case(input: "100 + 10%", result: "110"),
        Case(input: "100 - 10%", result: "90"),
        Case(input: "80 - 25%", result: "60"),
        Case(input: "19.99 + 8%", result: "21.5892"),
        Case(input: "100 + 10% + 10%", result: "121"),
        Case(input: "2000 + 3000 + 4%", result: "5200"),
        Case(input: "1 + 2 + 3 + 10%", result: "6.6"),
        Case(input: "100 + (10%)", result: "110"),
        Case(input: "100 + -10%", result: "90"),
        Case(input: "100 - (5% + 5%)", result: "90"),
        Case(input: "100 kg + 10%", result: "110 kg", exactOnly: true),
        Case(input: "100 kg - 10%", result: "90 kg", exactOnly: true),
        // Where the rule does not apply: every other operator, percents on both sides, a
        // percent that is not the right operand, a variable.
        Case(input: "200 * 15%", result: "30"),
        Case(input: "1000 / 25%", result: "4000"),
        Case(input: "10% + 20%", result: "0.3"),
        Case(input: "10% - 3", result: "-2.9"),
        Case(input: "100 + 10% * 2", result: "100.2"),
        Case(input: "x = 20%; 50 * x", result: "10"),
        Case(input: "x = 20%; 100 + x", result: "100.2"),
        Case(input: "100 + 10/100", result: "100.1"),
        Case(input: "8 kg * 5%", result: "0.4 kg", exactOnly: true),
    ]

    @Test(arguments: cases, [CalculatorOptions.Arithmetic.exact, .checked, .ieee])
    func percent(_ test: Case, _ arithmetic: CalculatorOptions.Arithmetic) throws {
        guard arithmetic == .exact || !test.exactOnly else { return }
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: arithmetic))
        let result = try #require(brain.execute(test.input).last)
        #expect(result.error == nil)
        #expect(ValueFormat(brain.options).text(of: result)?.text == test.result)
    }

    /// The compiled machine, point by point and in lanes, agrees: `compile` leaves a percent to
    /// the tree, which applies the rule.
    @Test(
        arguments: [
            ("x + 10%", 100.0, 110.0), ("x - 25%", 80, 60), ("x%", 50, 0.5), ("x % 3", 7, 1), ("x * 15%", 200, 30),
            ("x% + 20%", 10, 0.1 + 0.2), ("(x + 10)%", 100, 1.1), ("2 * x % -3", 3.5, 1),
        ] as [(String, Double, Double)])
    func compiled(_ source: String, _ x: Double, _ expected: Double) throws {
        let compiled = try CalculatorBrain().compile(source)
        #expect(try compiled.evaluate(["x": x]) == expected)
        #expect(compiled.evaluate(columns: [[x]]) == [expected])
    }

    /// `to %` shows a value as a percent, decimal whatever the base; the value stays.
    @Test(
        arguments: [
            ("0.25 to %", "25%"), ("1/8 to %", "12.5%"), ("2 to %", "200%"), ("-0.05 to %", "-5%"),
            ("0.1 + 0.2 to %", "30%"),
        ])
    func toPercent(_ input: String, _ text: String) throws {
        for base in [IntegerBase.dec, .hex] {
            var options = CalculatorOptions()
            options.base = base
            let brain = CalculatorBrain(options: options)
            let result = try #require(brain.execute(input).first)
            #expect(ValueFormat(options).text(of: result)?.text == text, "\(base)")
            // What it shows reads back as the value.
            let readBack = try #require(brain.execute(text).first?.value)
            #expect(readBack == result.value)
        }
    }

    /// The table holds the rule as data: the postfix row, and the forms `+` and `-` take.
    @Test func theTableHoldsTheRule() throws {
        let table = OperationTable.standard
        let rule = try #require(table.percentRule)
        #expect(table.operations[rule.percent].builtin == .percent)
        #expect(rule.forms.all.map { table.operations[$0].builtin } == [.increaseByPercent, .decreaseByPercent])
        #expect(rule.operations.all.map { table.operations[$0].builtin } == [.add, .subtract])
        // The forms are reached by the rule alone: `:help` lists no second `+`.
        #expect(table.current.filter { $0.symbol == "+" }.count == 2)  // infix and prefix
        #expect(OperationTable().percentRule == nil)
    }
}
