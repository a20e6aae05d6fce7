import CalculatorKit
import Platform
import Testing

/// Operations added to a brain's table work everywhere: tokenizing, parsing, evaluation,
/// compiled expressions, user functions, the parse-tree printer, the keypad and the table's
/// listings for completion and `:help`.
struct CustomOperationTests {
    /// Custom operations, by name, so that test cases can say which they add.
    static let library: [String: Operation] = [
        "c": .constant("c", 299_792_458, summary: "speed of light in m/s"),
        "∛": .prefix("∛", summary: "cube root") { cbrt($0) },
        "²": .postfix("²", summary: "square") { $0 * $0 },
        "%%": .postfix("%%", summary: "per cent") { $0 / 100 },
        "⊕": .infix("⊕", precedence: .additive, summary: "mean of two") { ($0 + $1) / 2 },
        "⊕right": .infix("⊕", precedence: .additive, associativity: .right) { ($0 + $1) / 2 },
        // Between + and *: 1 + 2 ⊗ 3 * 4 is 1 + (2 ⊗ (3 * 4)).
        "⊗": .infix("⊗", precedence: Precedence(rawValue: Precedence.additive.rawValue + 50)) { $0 * 10 + $1 },
        "≈": .infix("≈", precedence: .comparison, associativity: .none) { abs($0 - $1) < 1e-9 ? 1 : 0 },
        "xor": .infix("xor", precedence: .additive) { Double(Int($0) ^ Int($1)) },
        "sq": .function("sq", summary: "square") { $0 * $0 },
        "avg2": .function("avg2", aliases: ["mean2"], summary: "mean of two") { ($0 + $1) / 2 },
        "clamp": .function("clamp", arity: .exactly(3), summary: "x limited to [low, high]") {
            min(max($0[0], $0[1]), $0[2])
        },
        "avg": .function("avg", arity: .atLeast(1), summary: "mean") { $0.reduce(0, +) / Double($0.count) },
        "boom": .function("boom") { _ in .infinity },
        "e": .constant("e", 3, summary: "e, replaced"),
    ]

    struct Case: CustomTestStringConvertible, Sendable {
        var adding: [String]
        var source: String
        /// The parse tree, or nil to skip checking it.
        var tree: String?
        /// The displayed value of the last statement, or `error: MESSAGE`.
        var expected: String
        var testDescription: String { source }
    }

    static let cases: [Case] = [
        Case(adding: ["c"], source: "2c", tree: "(* 2 c)", expected: "599584916"),
        Case(adding: ["∛"], source: "∛27 + 1", tree: "(+ (∛ 27) 1)", expected: "4"),
        Case(adding: ["∛"], source: "2∛8", tree: "(* 2 (∛ 8))", expected: "4"),
        Case(adding: ["²"], source: "3² + 1", tree: "(+ (² 3) 1)", expected: "10"),
        Case(adding: ["²"], source: "2^3²", tree: "(^ 2 (² 3))", expected: "512"),
        Case(adding: ["%%"], source: "50%% * 4", tree: "(* (%% 50) 4)", expected: "2"),
        Case(adding: ["⊕"], source: "1⊕3", tree: "(⊕ 1 3)", expected: "2"),
        Case(adding: ["⊕"], source: "1 ⊕ 3 ⊕ 5", tree: "(⊕ (⊕ 1 3) 5)", expected: "3.5"),
        Case(adding: ["⊕"], source: "1 ⊕ 3 * 5", tree: "(⊕ 1 (* 3 5))", expected: "8"),
        Case(adding: ["⊕right"], source: "1 ⊕ 3 ⊕ 5", tree: "(⊕ 1 (⊕ 3 5))", expected: "2.5"),
        Case(adding: ["⊗"], source: "1 + 2 ⊗ 3 * 4", tree: "(+ 1 (⊗ 2 (* 3 4)))", expected: "33"),
        Case(adding: ["⊗"], source: "1 ⊗ 2 + 3", tree: "(+ (⊗ 1 2) 3)", expected: "15"),
        Case(
            adding: ["≈"], source: "0.1 + 0.2 ≈ 0.3",
            tree: "(≈ (+ 0.10000000000000001 0.20000000000000001) 0.29999999999999999)", expected: "1"),
        Case(adding: ["≈"], source: "1 ≈ 1 ≈ 1", tree: nil, expected: "error: comparisons cannot be chained"),
        Case(adding: ["xor"], source: "5 xor 3", tree: "(xor 5 3)", expected: "6"),
        Case(adding: ["sq"], source: "sq(3) + sq(4)", tree: "(+ (sq 3) (sq 4))", expected: "25"),
        Case(adding: ["avg2"], source: "avg2(1, 3)", tree: "(avg2 1 3)", expected: "2"),
        Case(adding: ["avg2"], source: "mean2(1, 3)", tree: "(mean2 1 3)", expected: "2"),
        Case(adding: ["clamp"], source: "clamp(5, 0, 3)", tree: "(clamp 5 0 3)", expected: "3"),
        Case(adding: ["clamp"], source: "clamp(5, 0)", tree: nil, expected: "error: clamp takes 3 arguments, got 2"),
        Case(adding: ["avg"], source: "avg(1, 2, 3, 4)", tree: "(avg 1 2 3 4)", expected: "2.5"),
        Case(adding: ["avg"], source: "avg(7)", tree: "(avg 7)", expected: "7"),
        Case(adding: ["avg"], source: "avg()", tree: nil, expected: "error: avg takes at least 1 argument, got 0"),
        Case(adding: ["sq"], source: "sq", tree: nil, expected: "error: 'sq' is a function; call it as sq(…)"),
        Case(adding: ["boom"], source: "boom(1)", tree: nil, expected: "error: overflow"),
        Case(adding: ["e"], source: "e", tree: "e", expected: "3"),
        Case(adding: ["⊕", "sq"], source: "f(x) = sq(x) ⊕ 1; f(3)", tree: nil, expected: "5"),
        Case(adding: ["sq"], source: "sq = 2", tree: nil, expected: "error: cannot redefine built-in function 'sq'"),
        Case(adding: [], source: "1 ⊕ 3", tree: nil, expected: "error: unexpected character '⊕'"),
    ]

    static func brain(adding names: [String]) -> CalculatorBrain {
        let brain = CalculatorBrain()
        for name in names { brain.operations.add(library[name]!) }
        return brain
    }

    @Test(arguments: cases)
    func evaluate(_ example: Case) {
        let brain = Self.brain(adding: example.adding)
        if let tree = example.tree {
            #expect(brain.parseTree(example.source) == [tree])
        }
        let results = brain.execute(example.source)
        let shown: String? =
            switch results.last?.outcome {
            case .success(.value(let value)): brain.format(Double(value))
            case .failure(let error): "error: \(error.message)"
            default: nil
            }
        let earlierErrors = results.dropLast().compactMap(\.error)
        #expect(earlierErrors.isEmpty)
        #expect(shown == example.expected)
    }

    @Test func compiledExpressionsUseCustomOperations() throws {
        let brain = Self.brain(adding: ["⊕", "clamp", "c"])
        let f = try brain.compile("clamp(x ⊕ y, 0, c)")
        #expect(f.variableNames == ["x", "y"])
        #expect(f.evaluate([1, 3]) == 2)
        #expect(try f.evaluate(["x": -5, "y": 1]) == 0)
    }

    @Test func customOperationsAreListedForCompletionAndHelp() throws {
        let brain = Self.brain(adding: ["⊕", "avg", "avg2", "²", "∛", "c"])
        let table = brain.operations
        #expect(table.nameSpellings.contains("avg"))
        #expect(table.nameSpellings.contains("mean2"))
        #expect(table.nameSpellings.contains("c"))
        #expect(table.operatorSpellings.contains("⊕"))
        #expect(table.operatorSpellings.contains("²"))
        #expect(table.operatorSpellings.contains("∛"))
        let mean = try #require(table.operations(spelled: "⊕").first)
        #expect(mean.summary == "mean of two")
        #expect(mean.role == .infix(.additive, .left))
        #expect(mean.arity == .exactly(2))
        let avg = try #require(table.named("avg"))
        #expect(avg.arity.description == "at least 1 argument")
        #expect(avg.isFunction)
        #expect(table.named("mean2")?.spellings == ["avg2", "mean2"])
        #expect(table.current.contains { $0.symbol == "²" && $0.role == .postfix })
    }

    @Test func replacedOperationsLeaveTheListings() {
        var table = OperationTable.standard
        let before = table.current.count
        table.add(.constant("e", 3))
        #expect(table.current.count == before)
        #expect(table.current.filter { $0.symbol == "e" }.count == 1)
        #expect(table.operations(spelled: "-").map(\.summary) == ["negation", "subtraction"])
    }

    @Test func aTableCanBeBuiltBeforeTheBrain() throws {
        var table = OperationTable.standard
        table.add(.constant("g", 9.80665, summary: "standard gravity in m/s²"))
        let brain = CalculatorBrain(operations: table)
        #expect(try brain.evaluate("2g") == 2 * 9.80665)
    }
}
