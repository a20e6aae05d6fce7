import Platform
import Testing

@testable import CalculatorKit

/// The operation table is the single source of truth.
struct OperationTableTests {
    /// `-0x1p-1030` is a subnormal (about -8.7e-311), written exactly so the compiler does not warn.
    static let samples: [Double] = [0, -0.0, 1, -1, 2.5, -7, 3, 1e308, -0x1p-1030, .infinity, -.infinity, .nan, 0.5]

    /// Operators the machine runs as instructions must compute what their table body computes.
    @Test func opcodesAgreeWithTheirBodies() {
        var checked = 0
        for operation in OperationTable.standard.operations {
            guard let instruction = operation.opcode?.instruction else { continue }
            for a in Self.samples {
                for b in Self.samples {
                    let expected: Double
                    let actual: Double
                    switch operation.body {
                    case .binary(let body):
                        expected = body(a, b)
                        actual = Program.arithmetic(instruction, a, b)
                    case .unary(let body):
                        expected = body(a)
                        guard case .negate = instruction else {
                            Issue.record("\(operation.symbol): unexpected unary instruction")
                            return
                        }
                        actual = -a
                    default:
                        Issue.record("\(operation.symbol) has an opcode but no unary or binary body")
                        return
                    }
                    #expect(
                        expected.bitPattern == actual.bitPattern || (expected.isNaN && actual.isNaN),
                        "\(operation.symbol) \(a) \(b)")
                    checked += 1
                }
            }
        }
        #expect(checked > 1000)
    }

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
