import Testing

@testable import CalculatorKit

/// Issue 31: where an expression has a reading other than calc's that people commonly intend,
/// the result says which reading calc took. One case per row of ReadingNotes' table, and
/// ordinary expressions that raise none.
struct ReadingNotesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var shape: ReadingNotes.Shape
        var note: String
        var column = 1
        var testDescription: String { input }
    }

    static let cases: [Case] = [
        Case(
            input: "6/2(1+2)", shape: .implicitProductAfterDivision,
            note: "read as (6/2)·(1+2); for 6/(2(1+2)) write the parentheses"),
        Case(
            input: "1/2 pi", shape: .implicitProductAfterDivision,
            note: "read as (1/2)·pi; for 1/(2 pi) write the parentheses"),
        Case(input: "1 / 2 m", shape: .divisionByQuantity, note: "read as 1/(2 m); for (1/2) m write the parentheses"),
        Case(input: "1/2 cup", shape: .fractionOfUnit, note: "read as (1/2) cup; for 1/(2 cup) write the parentheses"),
        Case(
            input: "stdev([2, 4, 4, 4, 5, 5, 7, 9])", shape: .sampleStatistic,
            note: "stdev is the sample's, dividing by n − 1 (as Python, R and Excel); pstdev divides by n"),
        Case(
            input: "5 deg C", shape: .degreeBeforeTemperatureLetter,
            note: "read as deg·C, a degree of angle times C (C the coulomb, F the farad); for a temperature write °C",
            column: 3),
        Case(
            input: "tax = 8%", shape: .percentKept,
            note: "tax holds 0.08, a plain number: x + tax adds 0.08; for 8% more, write x * (1 + tax)",
            column: 7),
        Case(
            input: "r = (x0 + 1)%", shape: .percentKept,
            note:
                "r holds (x0 + 1)/100, a plain number: x + r adds (x0 + 1)/100; for (x0 + 1)% more, write x * (1 + r)",
            column: 5),
        Case(
            input: "3!!", shape: .factorialOfFactorial,
            note: "read as (3!)!, the factorial of 3!; calc has no double factorial"),
        Case(
            input: "variance(1, 2, 4)", shape: .sampleStatistic,
            note: "variance is the sample's, dividing by n − 1 (as Python, R and Excel); pvariance divides by n"),
        Case(input: "-2^2", shape: .negatedPower, note: "read as -(2^2); for (-2)^2 write the parentheses"),
        Case(
            input: "1 + -2**2", shape: .negatedPower, note: "read as -(2**2); for (-2)**2 write the parentheses",
            column: 5),
        Case(input: "2^3^2", shape: .powerOfPower, note: "read as 2^(3^2); for (2^3)^2 write the parentheses"),
        Case(
            input: "100 + 10%", shape: .increaseByPercent,
            note: "read as 100 + 10% of 100; to add 0.1, write 100 + 0.1"),
        Case(
            input: "2000 + 3000 + 4%", shape: .increaseByPercent,
            note: "read as 2000 + 3000 + 4% of (2000 + 3000); to add 0.04, write 2000 + 3000 + 0.04"),
        Case(
            input: "x = 100 - 12.5%", shape: .decreaseByPercent,
            note: "read as 100 - 12.5% of 100; to subtract 0.125, write 100 - 0.125", column: 5),
        Case(
            input: "100 - (5 + 5)%", shape: .decreaseByPercent,
            note: "read as 100 - (5 + 5)% of 100; to subtract (5 + 5)/100, write 100 - (5 + 5)/100"),
        Case(
            input: "5 ^ 3", shape: .spacedPowerOfIntegers,
            note: "'^' is a power here; for the bitwise exclusive or of C and Python, write xor(5, 3)"),
    ]

    @Test(arguments: cases)
    func note(_ test: Case) throws {
        let brain = CalculatorBrain()
        _ = brain.execute("x0 = 2")
        let result = try #require(brain.execute(test.input).last)
        #expect(result.error == nil)
        #expect(result.notes.map(\.message) == [test.note])
        #expect(result.notes.first?.kind == .reading)
        #expect(result.notes.first?.range.column == test.column)
        // `note`, as before notes were a list: the first one's message.
        #expect(result.note == test.note)
    }

    /// Every row of the table is one of the cases above: a row added without a test fails here.
    @Test func everyRowIsTested() {
        #expect(Set(Self.cases.map(\.shape)) == Set(ReadingNotes.Shape.allCases))
        #expect(ReadingNotes.rows.map(\.shape) == ReadingNotes.Shape.allCases)
    }

    /// Ordinary expressions, and the contested ones written with their parentheses, raise none.
    @Test(
        arguments: [
            "2 + 3*4", "2pi", "x = 3; x^2", "10 % 3", "(6/2)(1+2)", "6/(2(1+2))", "-(2^2)", "(-2)^2", "(2^3)^2",
            "2^(3^2)", "1/(2 m)", "50 cm / 2 m", "1 km / 1 m", "100 + 0.1", "100 kg + 10%", "10% + 20%", "200 * 15%",
            "50%",
            "5^3", "2 ^ 0.5", "2^-2", "1/2", "3 * 4 / 2", "2(3)", "sin(pi/2)", "0.25 to %", "tax = 0.08",
            "t = 8% * 2",
        ])
    func ordinaryExpressionsRaiseNone(_ input: String) throws {
        let result = try #require(CalculatorBrain().execute(input).last)
        #expect(result.error == nil)
        #expect(result.notes.isEmpty)
    }

    /// One note a shape a statement; a shape in another statement has its own.
    @Test func oncePerShapeAndStatement() throws {
        let results = CalculatorBrain().execute("2^3^2^2 + 4^5^6; -2^2 + 2^3^2")
        #expect(results[0].notes.count == 1)
        #expect(results[1].notes.map(\.message).count == 2)
        #expect(results[1].notes.map(\.range.column) == [18, 25])
    }

    /// The option turns them off; a function that became a variable still says so.
    @Test func theOptionTurnsThemOff() throws {
        let brain = CalculatorBrain()
        brain.options.notes = false
        #expect(brain.execute("6/2(1+2)")[0].notes.isEmpty)
        let results = brain.execute("f(x) = x; f = 2^3^2")
        #expect(results[1].notes.map(\.kind) == [.redefinition])
        #expect(results[1].note == "'f' was the function 'f(x) = x'; it is now a variable")
    }

    /// A percent's value as a number, from its digits: what the percent note suggests writing.
    @Test(arguments: [("10", "0.1"), ("12.5", "0.125"), ("8", "0.08"), ("150", "1.5"), ("100", "1"), (".5", "0.005")])
    func hundredth(_ digits: String, _ value: String) {
        #expect(ReadingNotes.hundredth(of: digits) == value)
    }
}
