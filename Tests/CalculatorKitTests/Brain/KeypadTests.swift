import CalculatorKit
import Testing

/// The keypad brain (CS193p 2017, assignment 2). Keys are written as in the assignment,
/// separated by spaces: a number is `setOperand(_:)`, a single capital letter is
/// `setOperand(variable:)`, anything else is `performOperation(_:)`.
struct KeypadTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var keys: String
        var description: String
        var isPending: Bool
        var result: Double?
        var testDescription: String { keys }
    }

    static func press(_ keys: String, on brain: CalculatorBrain) {
        for key in keys.split(separator: " ").map(String.init) {
            if let number = Double(key) {
                brain.setOperand(number)
            } else if key.count == 1, let letter = key.first, letter.isUppercase, letter.isASCII {
                brain.setOperand(variable: key)
            } else {
                brain.performOperation(key)
            }
        }
    }

    /// Key sequences a calculator user types: what each shows, whether an operation is still
    /// pending, and the result.
    static let assignment: [Case] = [
        Case(keys: "7 +", description: "7 +", isPending: true, result: 7),
        Case(keys: "7 + 9 =", description: "7 + 9", isPending: false, result: 16),
        Case(keys: "7 + 9 = √", description: "√(7 + 9)", isPending: false, result: 4),
        Case(keys: "7 + 9 = √ + 2 =", description: "√(7 + 9) + 2", isPending: false, result: 6),
        Case(keys: "7 + 9 √", description: "7 + √(9)", isPending: true, result: 3),
        Case(keys: "7 + 9 √ =", description: "7 + √(9)", isPending: false, result: 10),
        Case(keys: "7 + 9 = + 6 = + 3 =", description: "7 + 9 + 6 + 3", isPending: false, result: 25),
        Case(keys: "7 + 9 = √ 6 + 3 =", description: "6 + 3", isPending: false, result: 9),
        Case(keys: "4 × π =", description: "4 × π", isPending: false, result: 4 * .pi),
        Case(keys: "9 + M = √", description: "√(9 + M)", isPending: false, result: 3),
    ]

    /// More keys from the table: functions, postfix operators, aliases, corrections.
    static let more: [Case] = [
        Case(keys: "", description: "", isPending: false, result: nil),
        Case(keys: "7 + 9 × 2 =", description: "7 + 9 × 2", isPending: false, result: 32),
        Case(keys: "2 ^ 10 =", description: "2 ^ 10", isPending: false, result: 1024),
        Case(keys: "10 − 4 =", description: "10 − 4", isPending: false, result: 6),
        Case(keys: "7 + × 3 =", description: "7 × 3", isPending: false, result: 21),
        Case(keys: "0 cos", description: "cos(0)", isPending: false, result: 1),
        Case(keys: "5 !", description: "(5)!", isPending: false, result: 120),
        Case(keys: "6 hypot 8 =", description: "hypot(6, 8)", isPending: false, result: 10),
        Case(keys: "6 hypot", description: "hypot(6, …)", isPending: true, result: 6),
        Case(keys: "1000 log", description: "log(1000)", isPending: false, result: 3),
        Case(keys: "√", description: "", isPending: false, result: nil),
        Case(keys: "= +", description: "", isPending: false, result: nil),
        Case(keys: "7 nosuchkey", description: "7", isPending: false, result: 7),
        Case(keys: "2 + 3 = 4", description: "4", isPending: false, result: 4),
        Case(keys: "π × 2 =", description: "π × 2", isPending: false, result: 2 * .pi),
        // The bitwise operators are keys like any row of the table.
        Case(keys: "12 & 10 =", description: "12 & 10", isPending: false, result: 8),
        Case(keys: "1 << 10 =", description: "1 << 10", isPending: false, result: 1024),
        Case(keys: "6 xor 3 =", description: "xor(6, 3)", isPending: false, result: 5),
        Case(keys: "5 bitnot", description: "bitnot(5)", isPending: false, result: -6),
    ]

    @Test(arguments: assignment + more, [CalculatorOptions.Arithmetic.exact, .checked])
    func keys(_ example: Case, arithmetic: CalculatorOptions.Arithmetic) {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: arithmetic))
        Self.press(example.keys, on: brain)
        #expect(brain.description == example.description)
        #expect(brain.resultIsPending == example.isPending)
        #expect(brain.result == example.result)
        let replayed = brain.evaluate(using: nil)
        #expect(replayed.description == example.description)
        #expect(replayed.isPending == example.isPending)
        #expect(replayed.result == example.result)
    }

    /// In exact arithmetic, the default, the keys compute with numbers: a typed number is the
    /// decimal it shows, results are exact where they are rational, and a string's exact value
    /// carries on to the keys and back to `ans`. Checked arithmetic gives `Double`'s answers.
    @Test func keysComputeWithExactNumbers() throws {
        func brain(_ arithmetic: CalculatorOptions.Arithmetic) -> CalculatorBrain {
            CalculatorBrain(options: CalculatorOptions(arithmetic: arithmetic))
        }
        let exact = brain(.exact)
        let checked = brain(.checked)
        for brain in [exact, checked] { Self.press("0.1 × 3 = == 0.3 =", on: brain) }
        #expect(exact.description == "0.1 × 3 == 0.3")
        #expect(exact.result == 1)
        #expect(checked.result == 0)
        #expect(try exact.evaluate("ans") == 1)

        for brain in [exact, checked] { Self.press("2 ^ 0.5 = ^ 2 =", on: brain) }
        #expect(exact.result == 2)
        #expect(checked.result == 2.0000000000000004)

        for brain in [exact, checked] {
            try brain.evaluate("2^64 + 1")
            Self.press("− 2 =", on: brain)
        }
        #expect(try exact.evaluate("ans - 2^64") == -1)
        #expect(try checked.evaluate("ans - 2^64") == 0)

        // An error shows as NaN, as in Double arithmetic; a constant with no exact value is no key.
        Self.press("1 ÷ 0 =", on: exact)
        #expect(exact.result?.isNaN == true)
        Self.press("∞", on: exact)
        #expect(exact.description == "1 ÷ 0")
    }

    @Test func variableValuesComeFromEvaluateUsing() {
        let brain = CalculatorBrain()
        Self.press("9 + M = √", on: brain)
        let evaluated = brain.evaluate(using: ["M": 7])
        #expect(evaluated.result == 4)
        #expect(evaluated.isPending == false)
        #expect(evaluated.description == "√(9 + M)")
        // evaluate(using:) does not change the display.
        #expect(brain.result == 3)
    }

    @Test func variableValuesForTheDisplayComeFromTheBrain() throws {
        let brain = CalculatorBrain()
        try brain.evaluate("M = 16")
        Self.press("M √", on: brain)
        #expect(brain.result == 4)
        #expect(brain.description == "√(M)")
    }

    /// The keypad driven one call at a time, as an app's buttons would.
    @Test func appDrivesTheKeypadCallByCall() {
        let brain = CalculatorBrain()
        brain.setOperand(7)
        brain.performOperation("+")
        brain.setOperand(9)
        brain.performOperation("=")
        #expect(brain.result == 16)
        #expect(brain.resultIsPending == false)
        #expect(brain.description == "7 + 9")
        brain.setOperand(variable: "M")
        let evaluated = brain.evaluate(using: ["M": 2])
        #expect(evaluated.result == 2)
        #expect(evaluated.isPending == false)
        #expect(evaluated.description == "M")
        brain.undo()
        #expect(brain.description == "7 + 9")
        #expect(brain.result == 16)
    }

    struct UndoCase: CustomTestStringConvertible, Sendable {
        var keys: String
        var undos: Int
        var description: String
        var result: Double?
        var testDescription: String { "\(keys), undo ×\(undos)" }
    }

    @Test(arguments: [
        UndoCase(keys: "7 + 9", undos: 1, description: "7 +", result: 7),
        UndoCase(keys: "7 + 9 =", undos: 1, description: "7 + 9", result: 9),
        UndoCase(keys: "7 + 9 = √", undos: 1, description: "7 + 9", result: 16),
        UndoCase(keys: "7 + 9", undos: 3, description: "", result: nil),
        UndoCase(keys: "7 + 9", undos: 5, description: "", result: nil),
        // An ignored key is not recorded, so one undo takes back the 9.
        UndoCase(keys: "7 + 9 nosuchkey", undos: 1, description: "7 +", result: 7),
    ])
    func undo(_ example: UndoCase) {
        let brain = CalculatorBrain()
        Self.press(example.keys, on: brain)
        for _ in 0..<example.undos { brain.undo() }
        #expect(brain.description == example.description)
        #expect(brain.result == example.result)
    }

    @Test func evaluatingAStringSetsTheDisplayAndTheKeypadContinuesFromIt() throws {
        let brain = CalculatorBrain()
        Self.press("1 + 1 =", on: brain)
        try brain.evaluate("2 + 3")
        #expect(brain.result == 5)
        #expect(brain.description == "5")
        Self.press("× 2 =", on: brain)
        #expect(brain.description == "5 × 2")
        #expect(brain.result == 10)
        #expect(try brain.evaluate("ans") == 10)
    }

    @Test func keyPressesNotifyObservers() {
        let brain = CalculatorBrain()
        var seen: [Double?] = []
        brain.observeResult { seen.append($0) }
        Self.press("7 + 9 =", on: brain)
        #expect(seen == [7, 7, 9, 16])
    }

    @Test func keysFollowTheAngleUnit() {
        let brain = CalculatorBrain(options: CalculatorOptions(angleUnit: .degrees))
        Self.press("90 sin", on: brain)
        #expect(brain.result == 1)
    }

    @Test func customOperationsAreKeys() {
        let brain = CalculatorBrain()
        brain.operations.add(.infix("⊕", precedence: .additive) { ($0 + $1) / 2 })
        brain.operations.add(.postfix("²") { $0 * $0 })
        Self.press("3 ⊕ 5 = ²", on: brain)
        #expect(brain.description == "(3 ⊕ 5)²")
        #expect(brain.result == 16)
    }

    @Test func resetClearsTheKeypad() {
        let brain = CalculatorBrain()
        Self.press("7 +", on: brain)
        brain.reset()
        #expect(brain.description == "")
        #expect(brain.resultIsPending == false)
        #expect(brain.result == nil)
    }
}
