import CalculatorKit
import Testing

/// Errors as users see them: the kind, and the whole rendered diagnostic pinned exactly.
struct DiagnosticTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let input: String
        let kind: CalculatorError.Kind
        let rendered: String
        /// Exact (the default), or checked for the errors only `Double` arithmetic has.
        let arithmetic: CalculatorOptions.Arithmetic
        var testDescription: String { input }
        init(
            _ input: String, _ kind: CalculatorError.Kind, _ rendered: String,
            arithmetic: CalculatorOptions.Arithmetic = .exact
        ) {
            self.input = input
            self.kind = kind
            self.rendered = rendered
            self.arithmetic = arithmetic
        }
    }

    static let cases: [Case] = [
        Case(
            "sni(1) + 2", .unknownName,
            """
            <expr>:1:1: error: unknown name 'sni'
            sni(1) + 2
            ^~~
            note: did you mean 'sin'?

            """),
        Case(
            "2 * (3 + 4", .syntax,
            """
            <expr>:1:11: error: expected ')' to close '(' at 1:5
            2 * (3 + 4
                      ^

            """),
        Case(
            "sin(1, 2)", .argumentCount,
            """
            <expr>:1:1: error: sin takes 1 argument, got 2
            sin(1, 2)
            ^~~~~~~~~

            """),
        Case(
            "1 + 1/0", .arithmetic,
            """
            <expr>:1:5: error: division by zero
            1 + 1/0
                ^~~

            """),
        Case(
            "π + 10^400", .arithmetic,
            """
            <expr>:1:5: error: overflow
            π + 10^400
                ^~~~~~

            """, arithmetic: .checked),
        Case(
            "\tln(-0)", .arithmetic,
            """
            <expr>:1:2: error: logarithm of zero
            \tln(-0)
            \t^~~~~~

            """),
        Case(
            "ln(0)", .arithmetic,
            """
            <expr>:1:1: error: logarithm of zero
            ln(0)
            ^~~~~

            """),
        Case(
            "(-1)!", .arithmetic,
            """
            <expr>:1:1: error: factorial of a negative integer
            (-1)!
            ^~~~~

            """),
        Case(
            "0/0", .arithmetic,
            """
            <expr>:1:1: error: division by zero
            0/0
            ^~~

            """),
        Case(
            "1 < 2 < 3", .syntax,
            """
            <expr>:1:7: error: comparisons cannot be chained
            1 < 2 < 3
                  ^
            note: compare two values at a time, with parentheses: (a < b) == 1

            """),
        Case(
            "2 3", .syntax,
            """
            <expr>:1:3: error: missing operator between '2' and '3'
            2 3
              ^

            """),
        Case(
            "*2", .syntax,
            """
            <expr>:1:1: error: '*' needs a value on its left
            *2
            ^

            """),
        Case(
            "pi = 3", .invalidAssignment,
            """
            <expr>:1:1: error: cannot redefine built-in constant 'pi'
            pi = 3
            ^~

            """),
        Case(
            "sin = 2", .invalidAssignment,
            """
            <expr>:1:1: error: cannot redefine built-in function 'sin'
            sin = 2
            ^~~

            """),
        Case(
            "1e400", .invalidNumber,
            """
            <expr>:1:1: error: number is too large for a Double (the largest is about 1.8e308)
            1e400
            ^~~~~

            """, arithmetic: .checked),
        Case(
            "π + 10^(2^70)", .limit,
            """
            <expr>:1:5: error: the result is too large even as an approximation (more than about 10^(1.39e18))
            π + 10^(2^70)
                ^~~~~~~~~

            """),
        Case(
            "0b102", .invalidNumber,
            """
            <expr>:1:5: error: invalid digit '2' in binary number
            0b102
                ^

            """),
        Case(
            "1__000", .invalidNumber,
            """
            <expr>:1:2: error: a digit separator '_' must stand between two digits
            1__000
             ^

            """),
        Case(
            "2 + $", .syntax,
            """
            <expr>:1:5: error: unexpected character '$'
            2 + $
                ^

            """),
        Case(
            "sqrt", .misuse,
            """
            <expr>:1:1: error: 'sqrt' is a function; call it as sqrt(…)
            sqrt
            ^~~~

            """),
        Case(
            "pi(2)", .misuse,
            """
            <expr>:1:1: error: 'pi' is a constant, not a function
            pi(2)
            ^~

            """),
        Case(
            "x = 3; x(2)", .misuse,
            """
            <expr>:1:8: error: 'x' is a variable, not a function
            x = 3; x(2)
                   ^

            """),
        Case(
            "f(x) = 1/x; 2 + f(0)", .arithmetic,
            """
            <expr>:1:17: error: division by zero
            f(x) = 1/x; 2 + f(0)
                            ^~~~
            note: in 'f(x) = 1/x'

            """),
        Case(
            "f(n) = n * f(n - 1); f(3)", .limit,
            """
            <expr>:1:22: error: recursion too deep: more than 10000 nested calls
            f(n) = n * f(n - 1); f(3)
                                 ^~~~
            note: in 'f(n) = n * f(n - 1)': is a base case missing, as in 'f(n) = if(n <= 0, 1, n * f(n - 1))'?

            """),
        Case(
            "2 +", .syntax,
            """
            <expr>:1:4: error: expected an expression after '+'
            2 +
               ^

            """),
        Case(
            "sin x", .syntax,
            """
            <expr>:1:5: error: missing operator between 'sin' and 'x'
            sin x
                ^
            note: to call sin, write sin(…)

            """),
        Case(
            "2x = 3", .invalidAssignment,
            """
            <expr>:1:1: error: cannot assign to this expression
            2x = 3
            ^~
            note: the left side of '=' must be a name, as in x = 2, or a function, as in f(x) = x^2

            """),
        Case(
            "ans = 1", .invalidAssignment,
            """
            <expr>:1:1: error: cannot assign to 'ans': it holds the last result
            ans = 1
            ^~~

            """),
        Case(
            "f(x, x) = x", .invalidAssignment,
            """
            <expr>:1:6: error: parameter 'x' appears twice
            f(x, x) = x
                 ^

            """),
        Case(
            "g(t) = sin(t, t)", .argumentCount,
            """
            <expr>:1:8: error: sin takes 1 argument, got 2
            g(t) = sin(t, t)
                   ^~~~~~~~~

            """),
        Case(
            "log(8, 1)", .arithmetic,
            """
            <expr>:1:1: error: the base of a logarithm must be positive and not 1
            log(8, 1)
            ^~~~~~~~~

            """),
        Case(
            "1 +\n2 ) ", .syntax,
            """
            <expr>:1:4: error: expected an expression after '+'
            1 +
               ^

            """),
    ]

    @Test(arguments: cases)
    func diagnostic(_ testCase: Case) {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: testCase.arithmetic))
        let errors = brain.execute(testCase.input).compactMap(\.error)
        guard let error = errors.first else {
            Issue.record("no error for \(testCase.input)")
            return
        }
        #expect(error.kind == testCase.kind)
        #expect(error.rendered(source: testCase.input) == testCase.rendered)
    }

    @Test func rendersFileNameAndLineOffset() {
        let source = "1 + foo"
        let error = CalculatorBrain().execute(source)[0].error!
        #expect(error.rendered(source: source, sourceName: "a.calc", firstLine: 12).hasPrefix("a.calc:12:5: error:"))
    }

    @Test func rangeCountsUTF8AndColumnsCountScalars() throws {
        let source = "π + sni(2)"
        let error = CalculatorBrain().execute(source)[0].error!
        #expect(error.range.utf8Offsets == 5..<8)
        #expect(error.range.line == 1)
        #expect(error.range.column == 5)
    }

    /// The caret line counts terminal columns, two for a wide character, so that the caret stays
    /// under its character.
    @Test(arguments: [
        ("中 = 2; 中 + sni(1)", String(repeating: " ", count: 13) + "^~~"), ("中文 + 1", "^~~~"),
        ("한 = 1; 1 + 한글", "            ^~~~"), ("ｘ = 1; ｘ/0", "        ^~~~"),
    ])
    func caretsCountTerminalColumns(source: String, caret: String) {
        let error = CalculatorBrain().execute(source).compactMap(\.error).first!
        #expect(error.caretLines(in: source).caret == caret)
    }

    @Test func laterStatementsRunAfterAnError() {
        let results = CalculatorBrain().execute("1/0; 2 3; 4")
        #expect(results.count == 3)
        #expect(results[0].error != nil)
        #expect(results[1].error != nil)
        #expect(results[2].outcome == .success(.value(.number(Number(4)))))
    }
}

/// Names in a function body are looked up when it is called; built-ins are checked at once.
struct LateBindingTests {
    @Test func unknownNameInABodyFailsOnlyWhenReached() throws {
        let brain = CalculatorBrain()
        #expect(brain.execute("g(t) = if(t > 0, t, later)")[0].error == nil)
        #expect(try brain.evaluate("g(2)") == 2)
        #expect(throws: CalculatorError.self) { try brain.evaluate("g(-2)") }
        try brain.evaluate("later = 7")
        #expect(try brain.evaluate("g(-2)") == 7)
    }

    @Test func builtinMisuseInABodyFailsAtDefinition() {
        let brain = CalculatorBrain()
        #expect(brain.execute("h(t) = sqrt")[0].error?.kind == .misuse)
        #expect(brain.execute("h(t) = pi(t)")[0].error?.kind == .misuse)
        #expect(brain.execute("h(t) = atan2(t)")[0].error?.kind == .argumentCount)
    }

    @Test func functionsSeeRedefinitions() throws {
        let brain = CalculatorBrain()
        try brain.evaluate("k = 2; f(x) = k * x; g(x) = f(x) + 1")
        #expect(try brain.evaluate("g(3)") == 7)
        try brain.evaluate("k = 10; f(x) = k * x^2")
        #expect(try brain.evaluate("g(3)") == 91)
    }
}

/// Statement ranges, also when a statement fails before its first token.
struct StatementRangeTests {
    @Test func rangesCoverEachStatement() {
        let results = CalculatorBrain().execute("1 + 2; $ 3; 4")
        #expect(results.map(\.range.utf8Offsets) == [0..<5, 7..<10, 12..<13])
        #expect(results[1].error?.range.column == 8)
    }
}
