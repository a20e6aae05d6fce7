import CalculatorKit
import Testing

/// Where errors point: UTF-8 offsets, 1-based line, and column in Unicode scalars, for ASCII,
/// non-ASCII and multi-line sources.
struct ErrorRangeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var message: String
        var offsets: Range<Int>
        var line: Int
        var column: Int
        var testDescription: String { source.debugDescription }
    }

    static let cases: [Case] = [
        Case(source: "1 + sni(2)", message: "unknown name 'sni'", offsets: 4..<7, line: 1, column: 5),
        // π is two bytes and one column.
        Case(source: "π + sni(2)", message: "unknown name 'sni'", offsets: 5..<8, line: 1, column: 5),
        Case(source: "ππ + 1", message: "unknown name 'ππ'", offsets: 0..<4, line: 1, column: 1),
        Case(source: "é + 1", message: "unknown name 'é'", offsets: 0..<2, line: 1, column: 1),
        Case(source: "2 ⊕ 3", message: "unexpected character '⊕'", offsets: 2..<5, line: 1, column: 3),
        Case(source: "\tln(0)", message: "logarithm of zero", offsets: 1..<6, line: 1, column: 2),
        Case(
            source: "x = 1\ny = 2 +\n", message: "expected an expression after '+'", offsets: 13..<13, line: 2,
            column: 8),
        Case(source: "1 + 2\n3 * / 4", message: "'/' needs a value on its left", offsets: 10..<11, line: 2, column: 5),
        Case(
            source: "1\n\n  τ × (2 +", message: "expected an expression after '+'", offsets: 15..<15, line: 3,
            column: 11),
        Case(
            source: "# comment π\n(1 + 2) / (3 - 3)", message: "division by zero", offsets: 13..<30, line: 2,
            column: 1),
        // A failure inside a user function is shown at the call that led to it.
        Case(source: "f(x) = x / 0\n\nf(2)", message: "division by zero", offsets: 14..<18, line: 3, column: 1),
        Case(
            source: "1 < 2 < 3", message: "comparisons cannot be chained", offsets: 6..<7, line: 1, column: 7),
    ]

    @Test(arguments: cases)
    func range(_ example: Case) throws {
        let errors = CalculatorBrain().execute(example.source).compactMap(\.error)
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.message == example.message)
        #expect(error.range.utf8Offsets == example.offsets)
        #expect(error.range.line == example.line)
        #expect(error.range.column == example.column)
    }

    @Test func evaluateThrowsTheSameRange() {
        #expect(throws: CalculatorError.self) { try CalculatorBrain().evaluate("π + sni(2)") }
        do {
            _ = try CalculatorBrain().evaluate("π + sni(2)")
        } catch {
            #expect(error.kind == .unknownName)
            #expect(error.range == SourceRange(utf8Offsets: 5..<8, line: 1, column: 5))
            #expect(error.note == "did you mean 'sin'?")
        }
    }

    @Test func missingVariableInACompiledExpression() throws {
        let f = try CalculatorBrain().compile("x + yy")
        #expect(throws: CalculatorError.self) { try f.evaluate(["x": 1]) }
        do {
            _ = try f.evaluate(["x": 1])
        } catch {
            #expect(error.kind == .missingVariable)
            #expect(error.message == "no value for variable 'yy'")
            #expect(error.range == SourceRange(utf8Offsets: 4..<6, line: 1, column: 5))
        }
        #expect(f.evaluate([1]).isNaN)
    }

    /// A missing variable is shown where it first appears, as the compiler read it (with its
    /// parentheses), whichever path compiled it: one pass (the first four) or two (implicit
    /// multiplication, a comment, a comparison).
    @Test(arguments: [
        ("x + yy", 4..<6), ("yy * x + yy", 0..<2), ("(yy) + x", 0..<4), ("x * ((yy)) - yy", 4..<10),
        ("2yy + x", 1..<3), ("x + yy # note", 4..<6), ("x < (yy)", 4..<8), ("sin(yy) + x", 4..<6),
    ])
    func missingVariableWhereItFirstAppears(_ source: String, _ offsets: Range<Int>) throws {
        let f = try CalculatorBrain().compile(source)
        #expect(f.variableNames.contains("yy"))
        do {
            _ = try f.evaluate(["x": 1])
            Issue.record("no error for \(source)")
        } catch {
            #expect(error.kind == .missingVariable)
            #expect(error.range.utf8Offsets == offsets, "\(source)")
        }
    }

    struct RenderCase: CustomTestStringConvertible, Sendable {
        var source: String
        var rendered: String
        var testDescription: String { source.debugDescription }
    }

    @Test(arguments: [
        RenderCase(
            source: "π + sni(2)",
            rendered: """
                <expr>:1:5: error: unknown name 'sni'
                π + sni(2)
                    ^~~
                note: did you mean 'sin'?

                """),
        RenderCase(
            source: "1\n\n  τ × (2 +",
            rendered: """
                <expr>:3:11: error: expected an expression after '+'
                  τ × (2 +
                          ^

                """),
        RenderCase(
            source: "# comment π\n(1 + 2) / (3 - 3)",
            rendered: """
                <expr>:2:1: error: division by zero
                (1 + 2) / (3 - 3)
                ^~~~~~~~~~~~~~~~~

                """),
    ])
    func rendering(_ example: RenderCase) throws {
        let error = try #require(CalculatorBrain().execute(example.source).compactMap(\.error).first)
        #expect(error.rendered(source: example.source) == example.rendered)
    }
}
