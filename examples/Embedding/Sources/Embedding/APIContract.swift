import CalculatorKit

/// The API CalculatorKit promises outside code, with the types it promises: if a name or a type
/// changes, this package stops compiling. Returns the statements whose values were wrong.
func checkAPIContract() throws -> [String] {
    var wrong: [String] = []
    func check(_ ok: Bool, _ what: String) { if !ok { wrong.append(what) } }

    let brain = CalculatorBrain()
    let v: Double = try brain.evaluate("2 + 3 * 4")
    check(v == 14, "evaluate")
    let exact: Number = try brain.evaluateNumber("2^64")
    check(exact.description == "18446744073709551616", "evaluateNumber")
    var heard: [Value?] = []
    let observation = brain.observeValue { heard.append($0) }
    let value: Value = try brain.evaluateValue("1/3")
    check(value.isExact && brain.value == value && heard == [value], "evaluateValue, value, observeValue")
    let shown: (text: String, isExact: Bool?) = ValueFormat(brain.options).text(of: value)
    check(shown.text == "0.333333333333333" && shown.isExact == false, "ValueFormat")
    check((try? brain.evaluate("10^400")) == nil && brain.value == value, "overflow changes nothing")
    brain.removeObserver(observation)
    let f: CompiledExpression = try brain.compile("x^2 + y")
    let names: [String] = f.variableNames
    check(names == ["x", "y"], "variableNames")
    let byName: Double = try f.evaluate(["x": 3, "y": 1])
    check(byName == 10, "evaluate by name")
    let positional: Double = f.evaluate([3, 1])
    check(positional == 10, "evaluate positionally")

    brain.setOperand(7); brain.performOperation("+"); brain.setOperand(9); brain.performOperation("=")
    let result: Double? = brain.result
    check(result == 16, "result")
    let pending: Bool = brain.resultIsPending
    check(!pending, "resultIsPending")
    let description: String = brain.description
    check(description == "7 + 9", "description")
    brain.setOperand(variable: "M")
    let evaluated: (result: Double?, isPending: Bool, description: String) = brain.evaluate(using: ["M": 2])
    check(evaluated.result == 2 && !evaluated.isPending && evaluated.description == "M", "evaluate(using:)")
    brain.undo()
    check(brain.description == "7 + 9", "undo")
    return wrong
}
