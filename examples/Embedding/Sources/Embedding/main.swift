// An app embedding CalculatorKit: evaluate, compile once and evaluate many times, add a custom
// function and operator, render errors, and drive the keypad brain.
import CalculatorKit

// 0. The API promised to outside code (APIContract.swift).
let wrong = try checkAPIContract()
print("API contract:", wrong.isEmpty ? "ok" : "wrong: \(wrong)")

let brain = CalculatorBrain()

// 1. Evaluate strings: expressions, assignments and definitions.
print("== evaluate")
let v = try brain.evaluate("2 + 3 * 4")
print("2 + 3 * 4 =", v)
try brain.evaluate("r = 2")
try brain.evaluate("area(r) = pi * r^2")
print("area(r) =", brain.format(try brain.evaluate("area(r)")))

// 2. Compile once, evaluate many times: by name, or positionally on the fast path.
print("== compile")
let f = try brain.compile("x^2 + y")
print("variables:", f.variableNames)
print("f(x: 3, y: 1) =", try f.evaluate(["x": 3, "y": 1]))
print("f(3, 1) =", f.evaluate([3, 1]))
var sum = 0.0
for step in 0..<1_000 {
    sum += f.evaluate([Double(step) / 1_000, 1])
}
print("sum over 1000 points:", brain.format(sum))

// 3. Custom operations: a variadic function and an infix operator with a precedence.
print("== custom operations")
brain.operations.add(
    .function("avg", arity: .atLeast(1), summary: "mean of the arguments") { $0.reduce(0, +) / Double($0.count) })
brain.operations.add(.infix("⊕", precedence: .additive, summary: "mean of two") { ($0 + $1) / 2 })
print("avg(1, 2, 3, 4) =", try brain.evaluate("avg(1, 2, 3, 4)"))
print("1 ⊕ 3 * 3 =", try brain.evaluate("1 ⊕ 3 * 3"))
print("parsed as", brain.parseTree("1 ⊕ 3 * 3")[0])
let g = try brain.compile("avg(x, y) ⊕ 0")
print("g(4, 8) =", g.evaluate([4, 8]))
for operation in brain.operations.operations(spelled: "⊕") {
    print(":help ⊕ →", operation.symbol, "—", operation.summary, "(\(operation.arity))")
}

// 4. Errors: a typed CalculatorError with a kind and a source range, rendered with a caret.
print("== errors")
for source in ["π + sni(2)", "x = 2\n1 / (x - 2)", "avg()"] {
    do {
        _ = try brain.evaluate(source)
    } catch {
        print("kind: \(error.kind), offsets: \(error.range.utf8Offsets), line \(error.range.line)")
        print(error.rendered(source: source, sourceName: "input"), terminator: "")
    }
}

// 5. The keypad brain (CS193p): immediate execution, on the same operation table.
print("== keypad")
brain.setOperand(7)
brain.performOperation("+")
brain.setOperand(9)
brain.performOperation("=")
print(brain.description, "=", brain.result.map(brain.format) ?? "-", "pending:", brain.resultIsPending)
brain.performOperation("√")
print(brain.description, "=", brain.result.map(brain.format) ?? "-")
brain.setOperand(9)
brain.performOperation("+")
brain.setOperand(variable: "M")
brain.performOperation("=")
let keys = brain.evaluate(using: ["M": 7])
print(keys.description, "with M = 7:", keys.result.map(brain.format) ?? "-")
brain.undo()
print("after undo:", brain.description, "pending:", brain.resultIsPending)
