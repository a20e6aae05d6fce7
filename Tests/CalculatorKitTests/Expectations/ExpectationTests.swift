import CalculatorKit
import Testing

/// Reading a line's expectations (`# => 1024`, `# ieee => inf`): which clause each mode takes,
/// where a clause's text ends, and which lines are malformed.
struct ExpectationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let line: String
        /// The clauses, or the error that rejects the line.
        let clauses: Result<[ExpectationClause], ExpectationClause.Malformed>
        var testDescription: String { line }

        init(_ line: String, _ clauses: [ExpectationClause]) {
            self.line = line
            self.clauses = .success(clauses)
        }

        init(_ line: String, _ malformed: ExpectationClause.Malformed) {
            self.line = line
            self.clauses = .failure(malformed)
        }
    }

    static let cases: [Case] = [
        Case("2^10  # => 1024", [ExpectationClause("1024")]),
        Case("1/0 # =>error ", [ExpectationClause("error")]),
        Case("1/3\t# =>\t0.333333333333333\t", [ExpectationClause("0.333333333333333")]),
        Case("sqrt(2)  # a comment", []),
        Case("sqrt(2)", []),
        Case("# => 3", [ExpectationClause("3")]),
        Case("1  # =>", [ExpectationClause("")]),
        Case("1  # => banana", [ExpectationClause("banana")]),
        // A comment before the first clause is only a comment; one after it is part of its text.
        Case("x  # the answer # => 42", [ExpectationClause("42")]),
        Case("x  # => 42  # the answer", [ExpectationClause("42  # the answer")]),
        // `#=>` is the marker typed without its space: taken, rather than the line left unchecked.
        Case("1  #=> 1", [ExpectationClause("1")]),
        // Not markers: two spaces, a word that is not alone.
        Case("1  #  => 1", []),
        Case("1  # so, ieee => 1", []),
        Case("1  # ieee  => 1", []),
        // Per mode.
        Case(
            "1/0  # checked => error  # ieee => inf",
            [ExpectationClause(mode: .checked, "error"), ExpectationClause(mode: .ieee, "inf")]),
        Case("1/0  # => error  # ieee => inf", [ExpectationClause("error"), ExpectationClause(mode: .ieee, "inf")]),
        Case("1/0  # ieee => inf # => error", [ExpectationClause(mode: .ieee, "inf"), ExpectationClause("error")]),
        Case("0/0  # ieee =>nan", [ExpectationClause(mode: .ieee, "nan")]),
        // Malformed.
        Case("1  # float => 1", .unknownMode("float")),
        Case("1  # IEEE => 1", .unknownMode("IEEE")),
        Case("1  # => 1  # => 2", .repeated(nil)),
        Case("1  # ieee => 1  # => 1  # ieee => 2", .repeated(.ieee)),
    ]

    @Test(arguments: cases)
    func clauses(_ testCase: Case) {
        #expect(
            Result { () throws(ExpectationClause.Malformed) in try ExpectationClause.clauses(in: testCase.line) }
                == testCase.clauses)
    }

    @Test(
        arguments: [
            ("1/0  # => error  # ieee => inf", .checked, "error"),
            ("1/0  # => error  # ieee => inf", .ieee, "inf"),
            ("1/0  # checked => error  # ieee => inf", .checked, "error"),
            ("1/0  # checked => error  # ieee => inf", .ieee, "inf"),
            ("1/0  # ieee => inf", .checked, nil),
            ("1/3  # => 0.333333333333333", .ieee, "0.333333333333333"),
            ("1/3", .checked, nil),
        ] as [(String, CalculatorOptions.Arithmetic, String?)])
    func expectationForMode(_ line: String, _ mode: CalculatorOptions.Arithmetic, _ text: String?) throws {
        #expect(try ExpectationClause.clause(in: line, for: mode)?.text == text)
    }

    @Test(arguments: [
        (
            ExpectationClause.Malformed.unknownMode("float"),
            "unknown mode 'float' in '# float =>': write '# checked =>', '# ieee =>', '# exact =>' or '# =>' for every mode"
        ),
        (.repeated(nil), "more than one '# =>' on the line"),
        (.repeated(.ieee), "more than one '# ieee =>' on the line"),
    ])
    func malformedMessage(_ malformed: ExpectationClause.Malformed, _ message: String) {
        #expect(malformed.message == message)
    }

    @Test func expectsError() {
        #expect(ExpectationClause("error").expectsError)
        #expect(!ExpectationClause("errors").expectsError)
        #expect(!ExpectationClause("1").expectsError)
    }
}
