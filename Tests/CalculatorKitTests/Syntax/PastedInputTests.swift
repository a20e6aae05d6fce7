import Testing

@testable import CalculatorKit

/// Issue 49: input as people paste and type it. Superscript powers (`2²`, `10⁻³`, `9.81 m/s²`),
/// `⋅` and `∛`; `1e` and `1e3e`, once read silently as products with Euler's number, are errors
/// at the `e` whose note gives both readings; `2 pi r` and `pi r^2` multiply.
struct PastedInputTests {
    static let results: [(String, String)] = [
        ("2²", "4"), ("10⁻³", "0.001"), ("2²³", "8388608"), ("-2²", "-4"), ("x = 3; 2x²", "18"),
        ("(1 + 1)³", "8"), ("2^3²", "512"), ("50%²", "0.25"), ("2 m²", "2 m^2"), ("(2 m)²", "4 m^2"),
        ("9.81 m/s²", "9.81 m/s^2"), ("1 m³ to L", "1000 L"), ("2 m² to cm²", "20000 cm^2"),
        ("10 (m/s)² to km²/h²", "129.6 km^2/h^2"), ("2⋅3", "6"), ("∛27", "3"), ("∛-8", "-2"),
        ("2exp(1)", "5.43656365691809"), ("2 e", "5.43656365691809"), ("1e3", "1000"),
        // Item 8: a constant or a variable times the name after it, as `2 pi` and `2x` are.
        ("r = 2; 2 pi r", "12.5663706143592"), ("r = 2; pi r^2", "12.5663706143592"),
        ("r = 2; x = 3; r x", "6"), ("r = 2; 2 r pi", "12.5663706143592"), ("x = 2; 5 km x", "10 km"),
        // Item 12: vulgar fractions, exact, one operand; after a number, a mixed number.
        ("½", "0.5"), ("¾ + ¼", "1"), ("⅓ * 3", "1"), ("⅔ to frac", "2/3"), ("⅞ to frac", "7/8"), ("⅐ * 7", "1"),
        ("3½", "3.5"), ("2 ¾", "2.75"), ("2 * 3½", "7"), ("-3½", "-3.5"), ("⅜^2", "0.140625"), ("10⅒", "10.1"),
        ("x = 4; ½x", "2"), ("x = 4; x½", "2"), ("(2)½", "1"), ("sqrt(⅑) to frac", "1/3"),
        ("3½ cups to ml", "828.05882775 ml"), ("1½ h to min", "90 min"),
    ]

    @Test(arguments: results)
    func result(_ source: String, _ expected: String) {
        let brain = CalculatorBrain()
        guard let last = brain.execute(source).last, case .success(.value(let value)) = last.outcome else {
            Issue.record("\(source): no value")
            return
        }
        #expect(ValueFormat().text(of: value, in: last.presentation).text == expected)
    }

    @Test(arguments: [("1e", 2, "1"), ("1e3e", 4, "1e3"), ("2E", 2, "2"), ("x = 1e + 2", 6, "1")])
    func anExponentWithoutDigits(_ source: String, _ column: Int, _ number: String) throws {
        let error = try #require(CalculatorBrain().execute(source).last?.error)
        #expect(error.kind == .syntax)
        #expect(error.message == "an exponent needs digits after 'e'")
        #expect(error.range.column == column)
        #expect(error.note == "1e6 is a million; for Euler's number e write \(number) * e")
    }

    /// An unknown name in such a product is an error at that name; a function's name before
    /// another still says to call it.
    @Test func productsOfNamesKeepTheirErrors() throws {
        let unknown = try #require(CalculatorBrain().execute("2 pi q").last?.error)
        #expect(unknown.message == "unknown name 'q'")
        #expect(unknown.range.column == 6)
        let function = try #require(CalculatorBrain().execute("sin x").last?.error)
        #expect(function.message == "missing operator between 'sin' and 'x'")
        #expect(function.note == "to call sin, write sin(…)")
    }

    /// Item 12: digits grouped with blanks stay an error, whose note writes them with `_`.
    @Test func digitsGroupedWithBlanks() throws {
        let error = try #require(CalculatorBrain().execute("1 234 567").last?.error)
        #expect(error.message == "missing operator between '1' and '234'")
        #expect(error.note == "to group digits, write them with _: 1_234_567")
        #expect(CalculatorBrain().execute("1 2").last?.error?.note == nil)
    }

    /// Item 6: the farad and the coulomb meant as temperatures.
    @Test func faradToCoulombSaysWhichTheyAre() throws {
        let error = try #require(CalculatorBrain().execute("100 F to C").last?.error)
        #expect(error.message == "cannot convert F (capacitance) to C (charge)")
        #expect(error.note == "F is the farad and C the coulomb: for temperatures write °F and °C")
    }

    @Test func aSuperscriptAloneIsNoExpression() throws {
        let error = try #require(CalculatorBrain().execute("²").last?.error)
        #expect(error.message == "expected an expression before '²'")
    }
}
