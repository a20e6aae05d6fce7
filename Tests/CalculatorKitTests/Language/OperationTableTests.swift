import Platform
import Testing

@testable import CalculatorKit

/// The operation table is the single source of truth.
struct OperationTableTests {
    @Test(arguments: [("*", ["×", "·"]), ("/", ["÷"]), ("-", ["−"]), ("^", ["**"])])
    func aliasesAreOneOperation(_ symbol: String, _ aliases: [String]) throws {
        let brain = CalculatorBrain()
        for alias in aliases {
            #expect(try brain.evaluate("7 \(alias) 2") == (try brain.evaluate("7 \(symbol) 2")))
        }
    }

    @Test func everyBuiltInIsDescribed() {
        for operation in OperationTable.standard.current {
            #expect(!operation.summary.isEmpty, "\(operation.symbol) has no summary")
        }
    }

    /// An operation added to the table works in the tokenizer, parser, evaluator and folding
    /// with no other change.
    @Test func addedOperationsWorkEverywhere() throws {
        var table = OperationTable.standard
        table.add(.infix("⊕", precedence: .additive, summary: "mean of two") { ($0 + $1) / 2 })
        table.add(.infix("<>", precedence: .exponent, associativity: .right, summary: "power again") { pow($0, $1) })
        table.add(.prefix("∛", summary: "cube root") { cbrt($0) })
        table.add(.postfix("°", summary: "degrees to radians") { $0 * .pi / 180 })
        table.add(.constant("c", 299_792_458, summary: "speed of light"))
        table.add(.function("avg", arity: .atLeast(1), summary: "mean") { $0.reduce(0, +) / Double($0.count) })
        table.add(.function("twice", summary: "double") { 2 * $0 })
        let brain = CalculatorBrain(operations: table)
        #expect(try brain.evaluate("1 ⊕ 3 * 2") == 3.5)
        #expect(try brain.evaluate("2 <> 3 <> 2") == 512)
        #expect(try brain.evaluate("∛27 + 2∛8") == 7)
        #expect(try brain.evaluate("sin(90°)") == 1)
        #expect(try brain.evaluate("c / 1e8") == 2.99792458)
        #expect(try brain.evaluate("avg(1, 2, 3, 4) + twice(2)") == 6.5)
        #expect(brain.parseTree("1 ⊕ 2 ⊕ 3") == ["(⊕ (⊕ 1 2) 3)"])
        let compiled = try brain.compile("x ⊕ c")
        #expect(compiled.variableNames == ["x"])
        #expect(compiled.evaluate([1]) == 149_896_229.5)
        #expect(brain.execute("avg()")[0].error?.message == "avg takes at least 1 argument, got 0")
    }
}

/// Signatures for `:help` and completion come from the table's parameter names.
struct SignatureTests {
    @Test(arguments: [
        ("sqrt", "sqrt(x)"), ("atan2", "atan2(y, x)"), ("log", "log(x, [b])"), ("max", "max(x, …)"),
        ("gcd", "gcd(a, b, …)"), ("ncr", "ncr(n, k)"), ("if", "if(c, a, b)"), ("rand", "rand()"), ("pi", "pi"),
    ])
    func signature(_ name: String, _ expected: String) {
        #expect(OperationTable.standard.named(name)?.signature == expected)
    }
}

/// The table's own hash table of spellings: every spelling found after growing many times,
/// roles merged per spelling, keys in order of first insertion.
struct SpellingIndexTests {
    @Test func findsEverySpellingAfterGrowing() {
        var index = SpellingIndex()
        let words = (0..<1000).map { "w\($0)" } + ["π", "−", "√", "**", ""]
        for (number, word) in words.enumerated() { index.set(.constant, number, for: word) }
        for (number, word) in words.enumerated() { #expect(index[word]?.name == number, "\(word)") }
        #expect(index["w1000"] == nil)
        #expect(index["W1"] == nil)
        #expect(index.keys == words)
        index.set(.prefix, 7, for: "w3")
        #expect(index["w3"]?.name == 3)
        #expect(index["w3"]?.prefix == 7)
        #expect(index.count == words.count)
    }
}
