import CalculatorKit
import Testing

/// Exact arithmetic through the brain: literals exact, results exact wherever they are rational,
/// approximations where they are not, the brain's names, functions and errors as in `Double`.
struct ExactArithmeticTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var shown: String
        var isExact: Bool = true
        var testDescription: String { input }
    }

    static let cases: [Case] = [
        Case(input: "2^64", shown: "18446744073709551616"),
        Case(input: "2^64 + 1 - 2^64", shown: "1"),
        Case(input: "fact(25)", shown: "15511210043330985984000000"),
        Case(input: "10^20 + 1", shown: "100000000000000000001"),
        Case(input: "0.1 + 0.2", shown: "0.3"),
        Case(input: "0.1 + 0.2 == 0.3", shown: "1"),
        Case(input: "19.99 * 3", shown: "59.97"),
        Case(input: "2^64 + 0.5", shown: "18446744073709551616.5"),
        Case(input: "1/1024", shown: "0.0009765625"),
        Case(input: "1/3", shown: "0.333333333333333"),
        // Just below 1: the digits are found below the point, not rounded up to 1 (found by the
        // differential test).
        Case(input: "1 - 4.0127274e-15", shown: "0.999999999999996"),
        Case(input: "10^20/3", shown: "3.33333333333333e19"),
        Case(input: "0.5^100", shown: "7.88860905221012e-31"),
        Case(input: "(2/3)^-2", shown: "2.25"),
        Case(input: "sqrt(9/4)", shown: "1.5"),
        Case(input: "8^(1/3)", shown: "2"),
        Case(input: "-7 % 3", shown: "-1"),
        Case(input: "mod(7, -3)", shown: "-2"),
        Case(input: "round(2.5)", shown: "3"),
        Case(input: "1e400 / 1e399", shown: "10"),
        Case(input: "0xff + 0b11", shown: "258"),
        Case(input: "1_000 * 3", shown: "3000"),
        Case(input: "gcd(12, 18) + lcm(4, 6)", shown: "18"),
        Case(input: "ncr(50, 25)", shown: "126410606437752"),
        Case(input: "if(1/3 + 1/3 + 1/3 == 1, 7, 8)", shown: "7"),
        Case(input: "sqrt(2)", shown: "1.4142135623731", isExact: false),
        Case(input: "pi", shown: "3.14159265358979", isExact: false),
        Case(input: "sin(pi)", shown: "0", isExact: false),
        Case(input: "sqrt(2)^2 - 2", shown: "0", isExact: false),
        Case(input: "sin(1e-20)", shown: "1e-20", isExact: false),
        Case(input: "exp(1000)", shown: "1.97007111401705e434", isExact: false),
        Case(input: "fact(2.5)", shown: "3.32335097044784", isExact: false),
        Case(input: "x = 2^70; x + 1", shown: "1180591620717411303425"),
        Case(input: "f(n) = if(n <= 1, 1, n * f(n - 1)); f(30)", shown: "265252859812191058636308480000000"),
        Case(input: "1/3; ans * 3", shown: "1"),
        // Comparisons of approximations are exact and never turn one into a huge rational (the
        // fuzzer found `e - exp(1)`, a zero, aborting GMP with its minimal exponent).
        Case(input: "abs(e - exp(1)) < 1e-15", shown: "1"),
        Case(input: "exp(10^9) > 10^400", shown: "1"),
        Case(input: "1/3 < sqrt(2)", shown: "1"),
    ]

    @Test(arguments: cases) func exact(_ testCase: Case) throws {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .exact))
        let number = try brain.evaluateNumber(testCase.input)
        #expect(NumberFormat().string(forNumber: number) == testCase.shown)
        #expect(number.isExact == testCase.isExact)
        // The same through execute, whose value is the number.
        let last = try #require(brain.execute(testCase.input).last)
        #expect(last.value == .number(number))
        #expect(last.value.map { ValueFormat().string(for: $0) } == testCase.shown)
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        var input: String
        var message: String
        var column: Int
        var testDescription: String { input }
    }

    static let errors: [ErrorCase] = [
        ErrorCase(input: "1/0", message: "division by zero", column: 1),
        ErrorCase(input: "1 + 0/0", message: "division by zero", column: 5),
        ErrorCase(input: "gamma(0)", message: "gamma is undefined at zero and the negative integers", column: 1),
        ErrorCase(input: "ln(0)", message: "logarithm of zero", column: 1),
        ErrorCase(input: "(-1)!", message: "factorial of a negative integer", column: 1),
        ErrorCase(input: "sni(2)", message: "unknown name 'sni'", column: 1),
        ErrorCase(input: "2 * sin", message: "'sin' is a function; call it as sin(…)", column: 5),
        ErrorCase(input: "f(x) = 1/x; 3 + f(0)", message: "division by zero", column: 17),
        ErrorCase(
            input: "1 + 10^(2^70)",
            message: "the result is too large even as an approximation (more than about 10^(1.39e18))", column: 5),
        ErrorCase(
            input: "gcd(exp(10^9), 2)",
            message: "gcd takes exact whole numbers of at most 10,000,000 digits; this one is an approximation",
            column: 1),
        ErrorCase(input: "1 + inf", message: "a number is finite; 'inf' exists in IEEE arithmetic only", column: 5),
    ]

    @Test(arguments: errors) func fails(_ testCase: ErrorCase) {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .exact))
        let error = #expect(throws: CalculatorError.self) { try brain.evaluateNumber(testCase.input) }
        #expect(error?.message == testCase.message)
        #expect(error?.range.column == testCase.column)
    }

    /// The error inside a function shows at the call, with the function named, as in `Double`.
    /// The digit limit at its edge: a power of ten with `Limits.maximumDigits` digits is computed
    /// exactly, the one with a digit more is approximated instead, before any digit is computed.
    @Test func digitLimitAtItsEdge() throws {
        #expect(Limits.maximumDigits == 10_000_000)
        let brain = CalculatorBrain()
        let within = try brain.evaluateNumber("10^\(Limits.maximumDigits - 1)")
        #expect(within.isExact && within.isInteger)
        let past = try brain.evaluateNumber("10^\(Limits.maximumDigits)")
        #expect(!past.isExact)
        #expect(past.description == "1e10000000")
    }

    @Test func errorInAFunctionIsShownAtTheCall() {
        for arithmetic in [CalculatorOptions.Arithmetic.checked, .exact] {
            let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: arithmetic))
            let error = #expect(throws: CalculatorError.self) { try brain.evaluate("f(x) = 1/x; 3 + f(0)") }
            #expect(error?.note == "in 'f(x) = 1/x'", "\(arithmetic)")
        }
    }

    /// `evaluate` returns the nearest Double, and overflow beyond its range.
    @Test func evaluateGivesTheNearestDouble() throws {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .exact))
        #expect(try brain.evaluate("2^64 + 1 - 2^64") == 1)
        #expect(try brain.evaluate("0.1 + 0.2") == 0.3)
        let error = #expect(throws: CalculatorError.self) { try brain.evaluate("10^400") }
        #expect(error?.message == "overflow")
        // A variable keeps its exact value behind its Double.
        #expect(brain.execute("big = 10^400").first?.error == nil)
        #expect(brain.state.variables["big"] == .infinity)
        #expect(try brain.evaluateNumber("big / 10^399").description == "10")
    }

    /// Deep recursion runs on a small stack: the machine's frames are not native ones.
    @Test func deepRecursion() throws {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .exact))
        try brain.evaluate("count(n) = if(n <= 0, 0, 1 + count(n - 1))")
        #expect(try brain.evaluateNumber("count(9000)").description == "9000")
    }

    /// A custom operation written for Double works, its result approximate.
    /// A custom operation with an exact body keeps results exact; its `Double` body still serves
    /// `Double` arithmetic and compiled expressions; what the exact body throws is shown at the
    /// operation.
    @Test func customOperationWithAnExactBody() throws {
        let brain = CalculatorBrain()
        brain.operations.add(
            .function("half", summary: "x / 2") { $0 / 2 }.exact { x throws(NumberError) in
                try x[0].divided(by: Number(2))
            })
        let sixth = try brain.evaluateNumber("half(1/3)")
        #expect(sixth.isExact)
        #expect(sixth == (try brain.evaluateNumber("1/6")))
        #expect(try brain.evaluateNumber("half(2^64 + 1)").description == "9223372036854775808.5")
        #expect(try brain.compile("half(x)").evaluate(["x": 3]) == 1.5)
        brain.options.arithmetic = .checked
        #expect(try brain.evaluate("half(1/3)") == 1.0 / 6)
        brain.options.arithmetic = .exact
        brain.operations.add(
            .prefix("≀", summary: "refuses") { $0 }.exact { _ throws(NumberError) in throw .domain("≀ takes nothing") })
        let error = brain.execute("1 + ≀2")[0].error
        #expect(error?.message == "≀ takes nothing")
        #expect(error?.range.column == 5)
    }

    @Test func customOperationIsApproximate() throws {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .exact))
        brain.operations.add(.function("half", summary: "half") { $0 / 2 })
        let number = try brain.evaluateNumber("half(3)")
        #expect(!number.isExact)
        #expect(number.description == "1.5")
    }

    /// A Ctrl-C request stops a long exact recursion.
    @Test func interruptionStopsIt() {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .exact))
        let stop = Interruption()
        brain.interruption = stop
        stop.requestStop()
        let error = #expect(throws: CalculatorError.self) { try brain.evaluateNumber("2^64") }
        #expect(error?.kind == .interrupted)
    }
}
