import CalculatorKit
import Testing

/// `in` is neither the inch nor a conversion (`1 mile in km` is an error whose hint says `to`),
/// but where it cannot be a conversion word it is the inch, so that what calc prints reads
/// back: in a `to` target's sum of units (`ft+in`), and right after a number when nothing that
/// could start an operand follows.
struct InchWordTests {
    static let inches: [(String, String)] = [
        ("5 m to ft+in", "16 ft + 4.8503937007874 in"),
        ("-5 m to ft+in", "-16 ft - 4.8503937007874 in"),
        ("1 m to in+ft", "39 in + 0.0308398950131234 ft"),
        ("4.85 in", "4.85 in"),
        ("4.85 in to cm", "12.319 cm"),
        ("16 ft + 4.8503937007874 in to ft+in", "16 ft + 4.8503937007874 in"),
        ("16 ft + 4.8503937007874 in to m", "5 m"),
        ("4.85 in * 2", "9.7 in"),
        ("(4.85 in)", "4.85 in"),
        ("max(1 in, 2 cm)", "1 in"),
        ("4 in/s", "4 in/s"),
        ("4in", "4 in"),
        ("12 in == 1 ft", "1"),
    ]

    @Test(arguments: inches)
    func inch(_ source: String, _ expected: String) {
        #expect(QuantityTests.shown(source) == expected)
    }

    /// The printed sum reads back as the same length.
    @Test func printedSumReadsBack() throws {
        let brain = CalculatorBrain()
        let shown = try #require(QuantityTests.shown("5 m to ft+in", brain))
        #expect(QuantityTests.shown("\(shown) to m", brain) == "5 m")
    }

    /// Where `in` could be a conversion word, or something that could start an operand follows,
    /// it is the refusal, whose hint says `to` and `inch`.
    static let refusals: [(String, Int)] = [
        ("1 mile in km", 8), ("x in y", 3), ("1 in km", 3), ("1 in + 2", 3), ("1 in 2", 3),
        ("5 m to in", 8), ("2 * in", 5), ("in", 1), ("1 m in", 5),
    ]

    @Test(arguments: refusals)
    func refused(_ source: String, _ column: Int) {
        let error = CalculatorBrain().execute(source).last?.error
        #expect(error?.message == "'in' is not a unit calc knows")
        #expect(error?.range.column == column)
        #expect(error?.note?.contains("to") == true)
        #expect(error?.note?.contains("inch") == true)
    }

    /// A user's variable named `in` is theirs, as any name.
    @Test func usersNameWins() {
        #expect(QuantityTests.shown("in = 5; 2 in") == "10")
    }
}
