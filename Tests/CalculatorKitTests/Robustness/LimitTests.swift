import CalculatorTestSupport
import Platform
import Testing

@testable import CalculatorKit

/// Hostile shapes of input: each must end with a named limit's error at the right place, or a
/// result, never a crash. Every test also runs on a thread with a 512 KiB stack, where an
/// unbounded recursion would overflow long before it does on the main thread's 8 MiB.
struct LimitTests {
    static let nestedTooDeeply =
        "expression is nested too deeply (the limit is \(Limits.maximumNestingDepth) levels)"

    /// A shape nested `levels` deep, and what its deepest accepted nesting gives.
    struct DeepShape: CustomTestStringConvertible, Sendable {
        var name: String
        /// The input with `levels` levels below the statement's own expression.
        var make: @Sendable (Int) -> String
        /// Columns per level (columns count scalars: `√` is one), and before the first level.
        var columnsPerLevel = 1
        var leadingColumns = 0
        /// What `make(maximumNestingDepth - 1)`, the deepest accepted input, gives.
        var deepest: Outcome
        var testDescription: String { name }

        /// Where the error must point: the start of the first level beyond the limit.
        var expectedColumn: Int { leadingColumns + Limits.maximumNestingDepth * columnsPerLevel + 1 }
    }

    enum Outcome: Sendable {
        case value(Double)
        case error(String)
    }

    static func repeated(_ open: String, _ inner: String, _ close: String = "") -> @Sendable (Int) -> String {
        { String(repeating: open, count: $0) + inner + String(repeating: close, count: $0) }
    }

    static let shapes: [DeepShape] = [
        DeepShape(name: "((((…1…))))", make: repeated("(", "1", ")"), deepest: .value(1)),
        DeepShape(name: "----…1", make: repeated("-", "1"), deepest: .value(-1)),
        DeepShape(name: "√√√…4", make: repeated("√", "4"), deepest: .value(1)),
        DeepShape(
            name: "2^2^…^2", make: repeated("2^", "2"), columnsPerLevel: 2,
            deepest: .error("the result is too large even as an approximation (more than about 10^(1.39e18))")),
        DeepShape(
            name: "((((… unclosed", make: repeated("(", ""), deepest: .error("expected an expression after '('")),
        DeepShape(name: "f(f(f(…)))", make: repeated("f(", "1", ")"), columnsPerLevel: 2, deepest: .value(1)),
        DeepShape(
            name: "max(max(…, 1), 1)", make: repeated("max(", "1", ", 1)"), columnsPerLevel: 4, deepest: .value(1)),
        DeepShape(
            name: "x = ((((…", make: { "x = " + repeated("(", "1", ")")($0) }, leadingColumns: 4,
            deepest: .value(1)),
    ]

    /// Evaluates in a brain that knows `f(x) = x`, so `f(f(…))` is valid at every depth.
    static func evaluate(_ source: String) -> Result<Double, CalculatorError> {
        let brain = CalculatorBrain()
        do {
            try brain.evaluate("f(x) = x")
            return .success(try brain.evaluate(source))
        } catch {
            return .failure(error)
        }
    }

    static func expectNestedTooDeeply(_ result: Result<Double, CalculatorError>, _ shape: DeepShape) {
        guard case .failure(let error) = result else {
            Issue.record("\(shape.name): expected an error, got \(result)")
            return
        }
        #expect(error.kind == .limit, "\(shape.name)")
        #expect(error.message == nestedTooDeeply, "\(shape.name)")
        #expect(error.range.line == 1, "\(shape.name)")
        #expect(error.range.column == shape.expectedColumn, "\(shape.name)")
    }

    @Test(arguments: shapes)
    func hundredThousandLevels(_ shape: DeepShape) {
        let source = shape.make(100_000)
        Self.expectNestedTooDeeply(Self.evaluate(source), shape)
    }

    @Test(arguments: shapes)
    func hundredThousandLevelsOnASmallStack(_ shape: DeepShape) {
        let source = shape.make(100_000)
        Self.expectNestedTooDeeply(SmallStackThread.value { Self.evaluate(source) }, shape)
    }

    /// The deepest input the parser accepts, and one level more, on a 512 KiB stack: this is
    /// where the parser's stack use peaks, so it is what the limit's size must be judged by.
    @Test(arguments: shapes)
    func deepestAcceptedInputOnASmallStack(_ shape: DeepShape) {
        // One level is the statement's own expression.
        let source = shape.make(Limits.maximumNestingDepth - 1)
        let result = SmallStackThread.value { Self.evaluate(source) }
        switch shape.deepest {
        case .value(let value): #expect(result.value == value, "\(shape.name): \(result)")
        case .error(let message): #expect(result.error?.message == message, "\(shape.name)")
        }
        let tooDeep = shape.make(Limits.maximumNestingDepth)
        Self.expectNestedTooDeeply(SmallStackThread.value { Self.evaluate(tooDeep) }, shape)
    }

    // MARK: Flat input

    /// Long chains that need no nesting: parsed, compiled, run and freed with loops.
    struct FlatChain: CustomTestStringConvertible, Sendable {
        var name: String
        var source: @Sendable () -> String
        var expected: Double
        var testDescription: String { name }

        /// The chains' lengths are divided by CALC_FLAT_CHAIN_DIVISOR: `make sanitize` sets 10,
        /// since AddressSanitizer took 100 s over the full lengths, which the debug and release
        /// runs take; the code paths are the same at a tenth.
        static let divisor = getenv("CALC_FLAT_CHAIN_DIVISOR").flatMap { Int(String(cString: $0)) } ?? 1
        static func count(_ full: Int) -> Int { full / divisor }
    }

    static let flatChains: [FlatChain] = [
        FlatChain(
            name: "1+1+…+1, 1,000,001 terms",
            source: { "1" + String(repeating: "+1", count: FlatChain.count(1_000_000)) },
            expected: Double(FlatChain.count(1_000_000) + 1)),
        FlatChain(
            name: "1-1+1-…, 200,001 terms",
            source: { "1" + String(repeating: "-1+1", count: FlatChain.count(100_000)) }, expected: 1),
        FlatChain(
            name: "x+x+…, a variable", source: { "x=2; x" + String(repeating: "+x", count: FlatChain.count(200_000)) },
            expected: Double(2 * FlatChain.count(200_000) + 2)),
        FlatChain(
            name: "1!!!…!, 100,000 postfix", source: { "1" + String(repeating: "!", count: FlatChain.count(100_000)) },
            expected: 1),
        FlatChain(
            name: "(1)(1)(1)…, implicit ×", source: { String(repeating: "(1)", count: FlatChain.count(100_000)) },
            expected: 1),
        FlatChain(
            name: "1*1*…, 200,000 factors", source: { "1" + String(repeating: "*1", count: FlatChain.count(200_000)) },
            expected: 1),
        FlatChain(
            name: "1;1;…, 100,000 statements", source: { String(repeating: "1;", count: FlatChain.count(100_000)) },
            expected: 1),
    ]

    @Test(arguments: flatChains)
    func flatChainOnASmallStack(_ chain: FlatChain) {
        let source = chain.source()
        let result = SmallStackThread.value {
            Result { () throws(CalculatorError) in try CalculatorBrain().evaluate(source) }
        }
        #expect(result.value == chain.expected)
    }

    /// A function body that is a long flat chain: compiled into the program and run by the
    /// machine, then freed with the brain's state.
    @Test func longFunctionBodyOnASmallStack() {
        let body = "n" + String(repeating: "+n", count: 200_000)
        let result = SmallStackThread.value {
            Result { () throws(CalculatorError) in
                let brain = CalculatorBrain()
                try brain.evaluate("g(n) = \(body)")
                return try brain.evaluate("g(1)")
            }
        }
        #expect(result.value == 200_001)
    }

    // MARK: Syntax trees

    static let tooManyNodes =
        "this statement has more than 1,048,576 numbers, names and operators (the limit for one statement)"

    /// A statement kept as a syntax tree (32 bytes a node) may have ``Limits/maximumSyntaxNodes``
    /// nodes: past it, a `limit` error at the node that would pass it, and the next statement
    /// runs. A sum of n terms has 2n - 1 nodes; its node k (from 0, even) is the `+` at column k.
    struct TreeShape: CustomTestStringConvertible, Sendable {
        var name: String
        var arithmetic: CalculatorOptions.Arithmetic
        var head: String
        var terms: Int
        var tail: String
        /// The error's column, or nil for none; then the values of the statements.
        var column: Int?
        var values: [Double]
        var testDescription: String { name }
    }

    static let treeShapes: [TreeShape] = [
        TreeShape(
            name: "IEEE sum at the limit", arithmetic: .ieee, head: "", terms: 1 << 19, tail: "", column: nil,
            values: [524_288]),
        TreeShape(
            name: "IEEE sum one node past it", arithmetic: .ieee, head: "", terms: (1 << 19) + 1, tail: "",
            column: 1 << 20, values: []),
        TreeShape(
            name: "a definition", arithmetic: .exact, head: "h(n) = ", terms: 1 << 20, tail: "",
            column: (1 << 20) + 7, values: []),
        TreeShape(
            name: "a sum, then a statement", arithmetic: .checked, head: "", terms: 1 << 20, tail: "; 2",
            column: 1 << 20, values: [2]),
    ]

    @Test(arguments: treeShapes)
    func syntaxTreeLimit(_ shape: TreeShape) {
        let brain = CalculatorBrain()
        brain.options.arithmetic = shape.arithmetic
        let source = shape.head + "1" + String(repeating: "+1", count: shape.terms - 1) + shape.tail
        let results = brain.execute(source)
        let errors = results.compactMap(\.error)
        #expect(errors.map(\.message) == (shape.column == nil ? [] : [Self.tooManyNodes]))
        #expect(errors.map(\.kind) == (shape.column == nil ? [] : [.limit]))
        #expect(errors.map(\.range.column) == (shape.column.map { [$0] } ?? []))
        #expect(results.compactMap(\.value).map(Double.init) == shape.values)
    }

    // MARK: Recursion

    struct Runaway: CustomTestStringConvertible, Sendable {
        var name: String
        var definitions: [String]
        var call: String
        var message: String
        var testDescription: String { name }
    }

    static let runaways: [Runaway] = [
        Runaway(
            name: "f(n) = f(n+1)", definitions: ["f(n) = f(n + 1)"], call: "f(1)",
            message: "recursion too deep: more than \(Limits.maximumCallDepth) nested calls"),
        Runaway(
            name: "mutual recursion", definitions: ["g(n) = h(n) + 1", "h(n) = g(n) + 1"], call: "1 + g(0)",
            message: "recursion too deep: more than \(Limits.maximumCallDepth) nested calls"),
        // The call-count limit is callCountLimit's.
    ]

    @Test(arguments: runaways)
    func runawayRecursionEndsWithALimit(_ runaway: Runaway) {
        let result = SmallStackThread.value {
            Result { () throws(CalculatorError) in
                let brain = CalculatorBrain()
                for definition in runaway.definitions { try brain.evaluate(definition) }
                return try brain.evaluate(runaway.call)
            }
        }
        guard case .failure(let error) = result else {
            Issue.record("expected a limit error, got \(result)")
            return
        }
        #expect(error.kind == .limit)
        #expect(error.message == runaway.message)
        // Shown at the call the user typed, not inside the function.
        #expect(error.range.column == (runaway.call.hasPrefix("1 + ") ? 5 : 1))
    }

    /// The call-count limit, ten million calls, in every arithmetic: at the limit a thousand
    /// calls the same code stops (ten million take a debug build a minute, AddressSanitizer
    /// several), and a statement within it gives its value.
    @Test(arguments: [CalculatorOptions.Arithmetic.exact, .checked, .ieee])
    func callCountLimit(_ arithmetic: CalculatorOptions.Arithmetic) throws {
        #expect(CalculatorOptions().maximumCallCount == Limits.maximumCallCount)
        #expect(Limits.maximumCallCount == 10_000_000)
        var options = CalculatorOptions(arithmetic: arithmetic)
        options.maximumCallCount = 1000
        let brain = CalculatorBrain(options: options)
        try brain.evaluate("fib(n) = if(n < 2, n, fib(n - 1) + fib(n - 2))")
        // fib(14) makes 1,219 calls, fib(13) 753.
        let error = brain.execute("1 + fib(14)")[0].error
        #expect(error?.message == "evaluation stopped after 1000 function calls")
        #expect(error?.kind == .limit)
        #expect(error?.range.column == 5)
        #expect(try brain.evaluate("fib(13)") == 233)
    }

    /// Deep recursion below the limit works: frames live on the heap, not the native stack.
    @Test func recursionJustBelowTheLimitOnASmallStack() {
        let result = SmallStackThread.value {
            Result { () throws(CalculatorError) in
                let brain = CalculatorBrain()
                try brain.evaluate("total(n) = if(n <= 0, 0, n + total(n - 1))")
                return try brain.evaluate("total(\(Limits.maximumCallDepth - 1))")
            }
        }
        let n = Double(Limits.maximumCallDepth - 1)
        #expect(result.value == n * (n + 1) / 2)
    }

    // MARK: Huge lines

    /// Huge lines of several shapes: each gives a result or errors, in time linear in its length
    /// (a quadratic step, such as locating each statement from the start of the line, would not
    /// finish). 250 KB by default, since a debug build spends about 20 µs a statement (the ten
    /// shapes took 80 s of its run at 1 MB); `make unit-test-release` sets
    /// CALC_HUGE_LINE_BYTES=10000000 for 10 MB, forty times as long, where a quadratic step shows.
    struct HugeLine: CustomTestStringConvertible, Sendable {
        var name: String
        var unit: String
        var expectation: Expectation
        var testDescription: String { name }

        static let bytes = getenv("CALC_HUGE_LINE_BYTES").flatMap { Int(String(cString: $0)) } ?? 250_000

        enum Expectation: Sendable {
            case value(Double)
            case firstError(String)
        }

        var source: String {
            String(repeating: unit, count: Self.bytes / unit.utf8.count)
        }
    }

    static let hugeLines: [HugeLine] = [
        HugeLine(name: "one sum", unit: "1+", expectation: .firstError("expected an expression after '+'")),
        HugeLine(name: "statements", unit: "1;", expectation: .value(1)),
        HugeLine(name: "failing statements", unit: "1/0;", expectation: .firstError("division by zero")),
        HugeLine(name: "unknown names", unit: "foo;", expectation: .firstError("unknown name 'foo'")),
        HugeLine(name: "stray characters", unit: "$", expectation: .firstError("unexpected character '$'")),
        HugeLine(name: "digits", unit: "1234567890", expectation: .value(.infinity)),
        HugeLine(name: "blanks", unit: " ", expectation: .firstError("expected an expression")),
        HugeLine(name: "a comment", unit: "#", expectation: .firstError("expected an expression")),
        HugeLine(name: "unclosed calls", unit: "sin(", expectation: .firstError(nestedTooDeeply)),
        HugeLine(name: "definitions", unit: "f(x)=x;", expectation: .value(.nan)),
    ]

    @Test(arguments: hugeLines)
    func hugeLine(_ line: HugeLine) {
        let source = line.source
        let brain = CalculatorBrain()
        // Streamed, as batch mode runs a line: results are counted, not kept.
        var count = 0
        var firstError: CalculatorError?
        var failures = 0
        var lastValue: Double?
        brain.execute(source) { result in
            count += 1
            switch result.outcome {
            case .failure(let error):
                failures += 1
                if firstError == nil { firstError = error }
            case .success(.value(let value)): lastValue = Double(value)
            case .success: break
            }
        }
        #expect(count > 0 || line.unit.allSatisfy { $0 == " " || $0 == "#" })
        switch line.expectation {
        case .value(let expected):
            if expected.isNaN {
                #expect(failures == 0)
            } else if expected.isInfinite {
                // Too large for a Double, but exact arithmetic takes every digit (up to
                // NumberLimits.digits, which 10 million digits just meet).
                #expect(failures == 0)
                #expect(lastValue == expected)
            } else {
                #expect(failures == 0)
                #expect(lastValue == expected)
            }
        case .firstError(let message):
            if count == 0 {
                #expect(throws: CalculatorError.self) { try brain.evaluate(source) }
            } else {
                #expect(firstError?.message == message)
            }
        }
    }
}

extension Result {
    var value: Success? {
        if case .success(let value) = self { value } else { nil }
    }

    var error: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
