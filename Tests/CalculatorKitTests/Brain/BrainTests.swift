import CalculatorKit
import Testing

/// Statements, `ans`, the result display and compiled expressions.
struct BrainTests {
    @Test func ansIsZeroThenTheLastExpression() throws {
        let brain = CalculatorBrain()
        #expect(try brain.evaluate("ans") == 0)
        try brain.evaluate("6 * 7")
        #expect(try brain.evaluate("ans + 1") == 43)
        try brain.evaluate("x = 100")
        #expect(try brain.evaluate("ans") == 43, "assignments leave ans alone")
        #expect(brain.execute("1/0")[0].error != nil)
        #expect(try brain.evaluate("ans") == 43, "failed expressions leave ans alone")
    }

    @Test func outcomes() {
        let results = CalculatorBrain().execute("x = 3; x^2; f(a, b) = a + b; f(x, 1)")
        #expect(
            results.map(\.outcome) == [
                .success(.assignment(name: "x", value: .number(Number(3)))), .success(.value(.number(Number(9)))),
                .success(.definition(name: "f", signature: "f(a, b)")), .success(.value(.number(Number(4)))),
            ])
    }

    @Test func executeHandsOverEachResultBeforeRunningTheNextStatement() {
        let brain = CalculatorBrain()
        var seen: [(value: Double?, x: Double?, offsets: Range<Int>)] = []
        brain.execute("x = 1; x + 1; 1/0; x = 5") { statement in
            let value: Double? =
                switch statement.outcome {
                case .success(.value(let value)), .success(.assignment(_, let value)): Double(value)
                default: nil
                }
            seen.append((value, brain.state.variables["x"], statement.utf8Offsets))
        }
        #expect(seen.map(\.value) == [1, 2, nil, 5])
        // x is still 1 when the third result arrives: the last statement has not run yet.
        #expect(seen.map(\.x) == [1, 1, 1, 5])
        #expect(seen.map(\.offsets) == [0..<5, 7..<12, 14..<17, 19..<24])
        let listed = CalculatorBrain().execute("x = 1; x + 1; 1/0; x = 5")
        #expect(listed.map(\.utf8Offsets) == seen.map(\.offsets))
        #expect(listed.map { $0.range.utf8Offsets } == seen.map(\.offsets))
    }

    @Test func evaluateReturnsTheLastValueAndStopsAtTheFirstError() throws {
        let brain = CalculatorBrain()
        #expect(try brain.evaluate("x = 3") == 3)
        #expect(try brain.evaluate("f(t) = t") == 0, "a definition alone returns ans")
        #expect(throws: CalculatorError.self) { try brain.evaluate("y = 1; 1/0; z = 2") }
        #expect(brain.state.variables["y"] == 1)
        #expect(brain.state.variables["z"] == nil)
        #expect(throws: CalculatorError.self) { try brain.evaluate("   # only a comment") }
    }

    @Test func variablesAndFunctionsShareOneNamespace() throws {
        let brain = CalculatorBrain()
        try brain.evaluate("f(x) = x + 1")
        try brain.evaluate("f = 3")
        #expect(try brain.evaluate("f * 2") == 6)
        #expect(brain.execute("f(1)")[0].error?.message == "'f' is a variable, not a function")
        #expect(brain.execute("x = 1/0")[0].error != nil)
        #expect(brain.state.variables["x"] == nil, "a failed assignment assigns nothing")
    }

    @Test func recursion() throws {
        let brain = CalculatorBrain()
        try brain.evaluate("fac(n) = if(n <= 1, 1, n * fac(n - 1))")
        #expect(try brain.evaluate("fac(10)") == 3_628_800)
        try brain.evaluate("fib(n) = if(n < 2, n, fib(n - 1) + fib(n - 2))")
        #expect(try brain.evaluate("fib(20)") == 6765)
        try brain.evaluate("down(n) = if(n <= 0, 0, 1 + down(n - 1))")
        #expect(try brain.evaluate("down(9000)") == 9000)
        #expect(brain.execute("down(20000)")[0].error?.kind == .limit)
        // The call limit in every arithmetic is LimitTests.callCountLimit's.
    }

    @Test func ifEvaluatesOnlyTheBranchItReturns() throws {
        let brain = CalculatorBrain()
        #expect(try brain.evaluate("if(1, 2, 1/0)") == 2)
        #expect(try brain.evaluate("x = 0; if(x, 1/x, -1)") == -1)
        #expect(try brain.evaluate("if(x == 0, 5, 1/0) + if(x, 1/0, 6)") == 11)
    }

    @Test func resultIsObserved() throws {
        let brain = CalculatorBrain()
        var seen: [Double?] = []
        let observation = brain.observeResult { seen.append($0) }
        try brain.evaluate("1 + 1")
        try brain.evaluate("x = 5")
        try brain.evaluate("x * 2")
        brain.removeObserver(observation)
        try brain.evaluate("3")
        #expect(seen == [2, 10])
        #expect(brain.result == 3)
    }

    @Test func compiledExpressions() throws {
        let brain = CalculatorBrain()
        try brain.evaluate("k = 10; sq(t) = t^2")
        let f = try brain.compile("x^2 + y + k + sq(y) + pi - pi")
        #expect(f.variableNames == ["x", "y"])
        #expect(try f.evaluate(["x": 3, "y": 1]) == 21)
        #expect(f.evaluate([3, 1]) == 21)
        #expect(f.evaluate([3]).isNaN, "too few values")
        try brain.evaluate("k = 1000")
        #expect(f.evaluate([3, 1]) == 21, "names bound at compile time are captured")
        #expect(throws: CalculatorError.self) { try f.evaluate(["x": 3]) }
        let g = try brain.compile("1 / x")
        #expect(throws: CalculatorError.self) { try g.evaluate(["x": 0]) }
        #expect(g.evaluate([0]).isNaN)
        #expect(throws: CalculatorError.self) { try brain.compile("x = 3") }
        #expect(throws: CalculatorError.self) { try brain.compile("1; 2") }
    }

    @Test func reset() throws {
        let brain = CalculatorBrain()
        try brain.evaluate("x = 1; 5")
        brain.reset()
        #expect(brain.state.variables.isEmpty)
        #expect(brain.result == nil)
        #expect(try brain.evaluate("ans") == 0)
    }

    /// Found by differential testing against Python: ceil(-0.3) was IEEE −0, so atan2 saw a
    /// negative zero and gave −π.
    @Test(arguments: ["ceil(-0.3)", "trunc(-0.7)", "round(-0.4)", "floor(-0.0)"])
    func roundingGivesPositiveZero(_ input: String) throws {
        let brain = CalculatorBrain()
        #expect(try brain.evaluate("atan2(\(input), -1)") == .pi)
    }
}

/// A name that changes kind, function to variable or back, says so in the statement's note.
struct RedefinitionNoteTests {
    @Test func aFunctionBecomingAVariableOrTheReverseGetsANote() {
        let results = CalculatorBrain().execute("f(x) = x^2; f = 3; f(t) = 2*t; f(t) = 3*t; y = 1; y = 2")
        #expect(
            results.map(\.note) == [
                nil, "'f' was the function 'f(x) = x^2'; it is now a variable",
                "'f' was a variable (f = 3); it is now a function", nil, nil, nil,
            ])
    }

    /// The variable's value in the note is written as calc shows it: every digit of 2^64.
    @Test func theNoteShowsTheVariablesValue() {
        #expect(
            CalculatorBrain().execute("x = 2^64; x(t) = t").last?.note
                == "'x' was a variable (x = 18446744073709551616); it is now a function")
        let checked = CalculatorBrain(options: CalculatorOptions(arithmetic: .checked))
        #expect(
            checked.execute("x = 2^64; x(t) = t").last?.note
                == "'x' was a variable (x = 1.84467440737096e19); it is now a function")
    }
}
