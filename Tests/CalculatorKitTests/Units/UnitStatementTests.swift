import CalculatorKit
import Testing

/// The `unit` statement in the language and the embedding API: `unit USD` declares a base unit
/// of a new dimension, `unit furlong = 220 yd` a unit by others; names already taken and
/// definitions that do not reduce are errors at the spot; a brain's units are its own.
struct UnitStatementTests {
    static let results: [(String, String)] = [
        ("unit furlong = 220 yd; 1 furlong to m", "201.168 m"),
        ("unit USD; unit EUR = 1.08 USD; 100 EUR to USD", "108 USD"),
        ("unit USD; unit EUR = 1.08 USD; 54 USD to EUR", "50 EUR"),
        ("unit USD; 3 USD * 2", "6 USD"),
        ("unit USD; 10 USD / 2 h to USD/min", "0.0833333333333333 USD/min"),
        ("unit dozen = 12; 3 dozen / (1 dozen)", "3"),
        ("unit smoot = 1.7018 m; 364.4 smoot to km", "0.62013592 km"),
        ("unit fortnight = 14 day; 1 fortnight to h", "336 h"),
        ("unit kn2 = 1852 m/h; 10 kn2 to knot", "10 knot"),
        // The same definition again changes nothing (a session loaded twice).
        ("unit USD; unit USD; unit EUR = 1.08 USD; unit EUR = 1.08 USD; 1 EUR to USD", "1.08 USD"),
        // `unit` is a statement's first word only when a name or a number follows it.
        ("unit = 5; unit * 2", "10"),
        ("unit = 5; unit", "5"),
        // A unit of calc's may be taken (issue 43): `b` is then the user's; the bit keeps its
        // name and its prefixed symbols.
        ("unit b = sqrt(4) m; 3 b to m", "6 m"),
        ("unit b = sqrt(4) m; 3 b == 6 m", "1"),
        ("unit b = sqrt(4) m; 3 b", "3 b"),
        ("unit b = sqrt(4) m; 1 kb to bit", "1000 bit"),
        ("unit b = sqrt(4) m; 8 bit to B", "1 B"),
        ("unit m = 2 ft; 3 m to ft", "6 ft"),
        ("unit km = 3 m; 1 km to m", "3 m"),
        ("unit km = 3 m; 1 Mm to m", "1000000 m"),
        ("unit b = sqrt(4) m; unit b = sqrt(4) m; 1 b to m", "2 m"),
    ]

    @Test(arguments: results)
    func result(_ source: String, _ expected: String) {
        #expect(QuantityTests.shown(source) == expected)
    }

    static let errors: [QuantityFailure] = [
        QuantityFailure(source: "unit 5 = m", message: "expected a unit's name after 'unit'", column: 6),
        QuantityFailure(source: "unit b = 2 m; unit b = 3 m", message: "'b' is already your unit", column: 20),
        QuantityFailure(source: "unit ton = 3 kg", message: "'ton' is a name calc refuses for a unit", column: 6),
        QuantityFailure(source: "unit x = 3 foo", message: "unknown unit 'foo'", column: 12),
        QuantityFailure(source: "unit x = 2 m^", message: "expected an expression after '^'", column: 14),
        QuantityFailure(source: "unit x = 2 m +", message: "expected an expression after '+'", column: 15),
        QuantityFailure(source: "unit x =", message: "expected an expression after '='", column: 9),
        QuantityFailure(
            source: "unit x y", message: "expected '=' or the end of the statement after 'unit x'", column: 8),
        QuantityFailure(source: "unit sin = 3 m", message: "cannot redefine built-in function 'sin'", column: 6),
        QuantityFailure(
            source: "unit ans = 3 m", message: "cannot assign to 'ans': it holds the last result", column: 6),
        QuantityFailure(source: "x = 2; unit x = 3 m", message: "'x' is your variable", column: 13),
        QuantityFailure(source: "unit f = 220 yd; unit f = 2 m", message: "'f' is already your unit", column: 23),
        QuantityFailure(source: "unit USD; 5 USD + 3 m", message: "cannot add USD (USD) and m (length)", column: 17),
    ]

    @Test(arguments: errors)
    func error(_ failing: QuantityFailure) {
        failing.check()
    }

    /// A word of the language, a format or a command names no unit, and the word keeps its
    /// meaning after the refusal (issue 48: `unit to = 1 m` made `5 km to mile` a product).
    @Test(arguments: ["to", "i", "hex", "frac", "quit", "exit", "unit"])
    func reservedWordsNameNoUnit(_ word: String) {
        let brain = CalculatorBrain()
        let error = brain.execute("unit \(word) = 1 m").last?.error
        #expect(error?.message.hasPrefix("'\(word)' cannot name a unit: it is ") == true, "\(error?.message ?? "")")
        #expect(error?.range.utf8Offsets == 5..<(5 + word.utf8.count))
        #expect(QuantityTests.shown("5 km to mile", brain) == "3.10685596118667 mile")
        #expect(QuantityTests.shown("255 to hex", brain) == "0xff")
    }

    /// A definition's error underlines the word it is at.
    @Test func definitionErrorsUnderlineTheWord() {
        let error = CalculatorBrain().execute("unit x = 3 foo*m").last?.error
        #expect(error?.range.utf8Offsets == 11..<14)
    }

    /// A failed `unit` statement leaves the table as it was.
    @Test func failedDefinitionChangesNothing() {
        let brain = CalculatorBrain()
        _ = brain.execute("unit x = 3 foo")
        #expect(QuantityTests.shown("1 x", brain) == "error: unknown name 'x'")
    }

    /// A `unit` statement reports a definition, and restoring an earlier state (`:undo`)
    /// takes the unit back.
    @Test func restoringTheStateTakesTheUnitBack() {
        let brain = CalculatorBrain()
        let saved = brain.state
        let results = brain.execute("unit furlong = 220 yd")
        #expect(results.map(\.outcome) == [.success(.definition(name: "furlong", signature: "unit furlong"))])
        #expect(QuantityTests.shown("2 furlong to yd", brain) == "440 yd")
        brain.restore(saved, value: nil)
        #expect(QuantityTests.shown("2 furlong to yd", brain) == "error: unknown name 'furlong'")
    }

    /// A unit that takes a spelling of calc's says so, once; restoring the state before it gives
    /// the spelling back to calc's unit.
    @Test func takingCalcsUnitIsNotedAndUndone() {
        let brain = CalculatorBrain()
        let saved = brain.state
        let results = brain.execute("unit b = sqrt(4) m")
        #expect(
            results.first?.notes.map(\.message) == [
                "'b' was calc's bit; it now names your unit, and the bit is still written bit"
            ])
        #expect(results.first?.notes.first?.kind == .redefinition)
        #expect(brain.execute("unit b = sqrt(4) m").first?.notes == [])
        #expect(QuantityTests.shown("3 b to m", brain) == "6 m")
        brain.restore(saved, value: nil)
        #expect(QuantityTests.shown("8 b to B", brain) == "1 B")
        #expect(brain.replacedUnitNote(named: "x") == nil)
        #expect(
            brain.replacedUnitNote(named: "m")
                == "'m' was calc's metre; it now names your unit, and the metre is still written meter or metre")
    }

    /// A unit defined after an undo is not seen by the state undone, nor the undone unit by it.
    @Test func definingAfterAnUndo() {
        let brain = CalculatorBrain()
        _ = brain.execute("unit furlong = 220 yd")
        let saved = brain.state
        _ = brain.execute("unit smoot = 67 inch")
        let later = brain.state
        brain.restore(saved, value: nil)
        _ = brain.execute("unit smoot = 1 m; unit fathom2 = 6 ft")
        #expect(QuantityTests.shown("1 smoot to m", brain) == "1 m")
        #expect(QuantityTests.shown("1 furlong to yd", brain) == "220 yd")
        brain.restore(later, value: nil)
        #expect(QuantityTests.shown("1 smoot to m", brain) == "1.7018 m")
        #expect(QuantityTests.shown("1 fathom2", brain) == "error: unknown name 'fathom2'")
    }

    /// Each brain has its units: one's definitions are not another's.
    @Test func brainsKeepTheirOwnUnits() {
        let first = CalculatorBrain()
        _ = first.execute("unit furlong = 220 yd")
        #expect(QuantityTests.shown("1 furlong", CalculatorBrain()) == "error: unknown name 'furlong'")
    }

    @Test func embeddingAPI() throws {
        let brain = CalculatorBrain()
        try brain.declareBaseUnit("USD")
        try brain.defineUnit("EUR", as: "1.08 USD")
        #expect(QuantityTests.shown("100 EUR to USD", brain) == "108 USD")
        try brain.defineUnit("furlong", as: "220 yd")
        #expect(QuantityTests.shown("1 furlong to m", brain) == "201.168 m")
        #expect(throws: CalculatorError.self) { try brain.defineUnit("furlong", as: "3 m") }
        #expect(throws: CalculatorError.self) { try brain.defineUnit("x; y", as: "3 m") }
        #expect(throws: CalculatorError.self) { try brain.defineUnit("x", as: "3 m; y = 2") }
        #expect(throws: CalculatorError.self) { try brain.declareBaseUnit("5") }
        let error = #expect(throws: CalculatorError.self) { try brain.defineUnit("bad", as: "3 foo") }
        #expect(error?.message == "unknown unit 'foo'")
    }

    /// What the REPL says once a user's name hides a unit; nil for a name that hides none.
    static let shadowing: [(String, String, String?)] = [
        ("m = 5", "m", "m now names your variable; for the metre, write meter or metre"),
        ("h(x) = x", "h", "h now names your function; for the hour, write hour or hr"),
        ("km = 2", "km", "km now names your variable; for the kilometre, write kilometer or kilometre"),
        ("metre = 1; meter = 2; m = 3", "m", "m now names your variable; the metre has no other name left"),
        ("x = 1", "x", nil),
        ("m = 5", "s", nil),
        ("unit furlong = 220 yd", "furlong", nil),
    ]

    @Test(arguments: shadowing)
    func shadowedUnit(_ source: String, _ name: String, _ expected: String?) {
        let brain = CalculatorBrain()
        _ = brain.execute(source)
        #expect(brain.shadowedUnit(named: name) == expected)
    }
}
