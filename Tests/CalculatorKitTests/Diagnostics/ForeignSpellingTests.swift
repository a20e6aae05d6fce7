import Testing

@testable import CalculatorKit

/// Issue 35: what another calculator or language taught gets a note naming calc's way, from
/// ForeignSpelling's one table; a row here for each of its rows.
struct ForeignSpellingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var note: String?
        var testDescription: String { input }
    }

    static let statements: [Case] = [
        Case(input: "hex(255)", note: "calc converts with 'to': 255 to hex"),
        Case(input: "bin(10)", note: "calc converts with 'to': 10 to bin"),  // not "did you mean 'min'?"
        Case(input: "oct(8)", note: "calc converts with 'to': 8 to oct"),
        Case(input: "E", note: "did you mean 'e'?"),
        Case(input: "factorial(5)", note: "did you mean 'fact'? (or write 5!)"),
        Case(input: "choose(5, 2)", note: "did you mean 'ncr'?"),
        Case(input: "binomial(5, 2)", note: "did you mean 'ncr'?"),
        Case(input: "ceiling(2.5)", note: "did you mean 'ceil'?"),
        Case(input: "pow(2, 3)", note: "calc writes a power as x^y, as in 2^3"),
        Case(input: "int(2.5)", note: "did you mean 'trunc' (towards zero) or 'floor'?"),
        Case(input: "lg(8)", note: "did you mean 'log2' or 'log10'?"),  // not 'ln'
        Case(input: "avg(1, 2)", note: "did you mean 'mean'?"),
        Case(input: "average(1, 2)", note: "did you mean 'mean'?"),
        Case(input: "std([1, 2])", note: "did you mean 'stdev' (the sample's, n − 1) or 'pstdev' (n)?"),
        Case(input: "product(1, 2)", note: "did you mean 'prod'?"),
        Case(input: "count([1, 2])", note: "did you mean 'len'?"),
        Case(input: "quit()", note: "to leave, type :quit (or Ctrl-D)"),
        Case(input: "exit()", note: "to leave, type :quit (or Ctrl-D)"),
        Case(input: "not(1)", note: ForeignSpelling.noNot),
        Case(input: "2j", note: "calc writes the imaginary unit i: 2i"),
        Case(input: "~5", note: "calc writes bitwise not as bitnot(x)"),
        Case(input: "sin(30°Q)", note: "° alone is the degree of angle (30°); °C, °F and °R are temperatures"),
        Case(input: "7 // 2", note: "for integer division, write floor(7 / 2)"),
        Case(input: "x += 1", note: "calc has no compound assignment: write x = x + 1"),
        Case(input: "x -= 1", note: "calc has no compound assignment: write x = x - 1"),
        Case(input: "x *= 2", note: "calc has no compound assignment: write x = x * 2"),
        Case(input: "x /= 2", note: "calc has no compound assignment: write x = x / 2"),
        Case(input: "1 <> 2", note: "calc writes not equal as !="),
        Case(input: "1 === 1", note: "calc writes equal as =="),
        Case(input: "!0", note: ForeignSpelling.noNot),
        Case(input: "not 1", note: ForeignSpelling.noNot),
        Case(input: "1 and 0", note: "calc has no logical and: write if(a, b != 0, 0)"),
        Case(input: "1 or 0", note: "calc has no logical or: write if(a, 1, b != 0)"),
    ]

    /// Issue 49: a note shows the user's own operands, not a fixed example that reads like an
    /// answer (`bin(7)` once said "10 to bin"); the example stands in where there are none.
    static let operandCases: [Case] = [
        Case(input: "bin(7)", note: "calc converts with 'to': 7 to bin"),
        Case(input: "hex(100)", note: "calc converts with 'to': 100 to hex"),
        Case(input: "oct( 9 )", note: "calc converts with 'to': 9 to oct"),
        Case(input: "hex(2 + 1)", note: "calc converts with 'to': (2 + 1) to hex"),
        Case(input: "hex", note: "calc converts with 'to': 255 to hex"),
        Case(input: "factorial(4)", note: "did you mean 'fact'? (or write 4!)"),
        Case(input: "pow(3, 1/2)", note: "calc writes a power as x^y, as in 3^(1/2)"),
        Case(input: "9 // 4", note: "for integer division, write floor(9 / 4)"),
        Case(input: "y += 5", note: "calc has no compound assignment: write y = y + 5"),
        Case(input: "total *= rate", note: "calc has no compound assignment: write total = total * rate"),
    ]

    @Test(arguments: operandCases)
    func noteWithTheOperands(_ test: Case) throws {
        let error = try #require(CalculatorBrain().execute(test.input).first?.error)
        #expect(error.note == test.note)
    }

    @Test(arguments: statements)
    func statementNote(_ test: Case) throws {
        let error = try #require(CalculatorBrain().execute(test.input).first?.error)
        #expect(error.note == test.note)
    }

    @Test(
        arguments: [
            ("exit", "did you mean ':quit'?"), ("q!", "did you mean ':quit'?"),
            ("redo", "calc has no ':redo'; ':undo' takes back the last line that changed something"),
            ("fucns", "did you mean ':funcs'?"),  // not in the table: the nearest command
            ("frobnicate", nil),
        ] as [(String, String?)])
    func commandNote(_ name: String, _ note: String?) {
        #expect(ForeignSpelling.note(forCommand: name, among: ["funcs", "vars", "undo", "reset", "quit"]) == note)
    }

    /// Every row of the table is one of the cases above: a row added without a test fails here.
    @Test func everyRowIsTested() {
        let names = ForeignSpelling.rows.filter {
            if case .command = $0.pattern { return false }
            return true
        }
        #expect(names.count == Self.statements.count)
        #expect(ForeignSpelling.rows.count - names.count == 3)
    }

    /// A word must start where a row's word does: `for 1` is no `or 1`; typos still get theirs.
    @Test(
        arguments: [
            ("for 1", nil), ("1 ~ 2", nil), ("sni(1)", "did you mean 'sin'?"),
        ] as [(String, String?)])
    func otherErrorsKeepTheirNotes(_ input: String, _ note: String?) throws {
        let error = try #require(CalculatorBrain().execute(input).last?.error)
        #expect(error.note == note)
    }

    /// `5 ^ 3`, C's and Python's exclusive or, is a power in calc: it works, with a note; a
    /// power written as one (`5^3`, `x ^ 2`, `2 ^ 0.5`) gets none. (`2 ^ 3 ^ 2` gets the note of
    /// a power of a power, ReadingNotes' row, since issue 31.)
    @Test(
        arguments: [
            ("5 ^ 3", "'^' is a power here; for the bitwise exclusive or of C and Python, write xor(5, 3)"),
            ("5^3", nil), ("x = 4; x ^ 2", nil), ("2 ^ 0.5", nil),
            ("2 ^ 3 ^ 2", "read as 2^(3^2); for (2^3)^2 write the parentheses"),
        ] as [(String, String?)])
    func powerNote(_ input: String, _ note: String?) throws {
        let result = try #require(CalculatorBrain().execute(input).last)
        #expect(result.error == nil)
        #expect(result.note == note)
    }

    @Test func helpTopicNote() {
        #expect(ForeignSpelling.note(forName: "sni", among: ["sin", "cos"]) == "did you mean 'sin'?")
        #expect(ForeignSpelling.note(forName: "hex", among: ["sin"]) == "calc converts with 'to': 255 to hex")
        #expect(ForeignSpelling.note(forName: "zzz", among: ["sin"]) == nil)
    }
}
