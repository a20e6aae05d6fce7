import SeededRandom
import Testing

@testable import CalculatorKit

/// The fast path for lines of unit arithmetic (QuantityLine.swift) against the general path: the
/// same value, presentation, text, span, note and `ans` for every line it takes, and the general
/// path's answer (errors included) for the lines it gives up on.
struct QuantityLineTests {
    /// Generated lines of the row-9 shapes and variations around them, some of which the path
    /// must give up on, from a fixed seed (SplitMix64), so a failure names a line that can be run
    /// again.
    static func lines(count: Int) -> [String] {
        var random = SplitMix64(seed: 0x30_5EED)
        func next() -> UInt64 { random.next() }
        func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
        func number() -> String {
            switch next() % 8 {
            case 0: return String(next() % 1000) + "." + String(next() % 100)
            case 1: return "." + String(next() % 100)
            case 2: return String(next() % 1_000_000_000_000)
            case 3: return "0"
            default: return String(1 + next() % 999)
            }
        }
        let units = [
            "m", "km", "cm", "ft", "inch", "mile", "mph", "kg", "lb", "g", "s", "h", "min", "kWh", "MJ", "J",
            "kW", "W", "GiB", "MB", "B", "bit", "psi", "kPa", "deg", "rad", "L", "N", "Pa", "mm", "yd",
        ]
        func unit() -> String {
            var text = pick(units)
            for _ in 0..<(next() % 3 == 0 ? 1 : 0) {
                text += pick(["/", "*", " ", " / ", "^2", "^-1", "^ 3", "/s^2"]) + pick(units)
            }
            return text
        }
        func operand() -> String { number() + pick([" ", " ", "  ", "\t"]) + unit() }
        // Row 9's kinds, where most lines convert.
        func benchmarkLine() -> String {
            let (a, b) = (number(), number())
            return pick([
                "\(a) km + \(b) m to mile", "\(a) mph to m/s", "\(a) kWh to MJ", "9.81 m/s^2 * \(b) kg",
                "\(a) GiB to MB", "\(a) s to h+min+s", "\(a) kg to lb", "\(a) ft + \(b) inch to cm",
                "\(a) km / \(b) h to m/s", "\(a) kW * \(b) h to kWh", "\(a) psi to kPa", "\(a) deg to rad",
                "\(a) m to ft+inch", "\(a) kg*m/s^2 to N", "\(a) L - \(b) mL", "\(a) m^2 * \(b) m to L",
            ])
        }
        return (0..<count).map { _ in
            var line: String
            if next() % 2 == 0 {
                line = benchmarkLine()
            } else {
                line = operand()
                for _ in 0..<(next() % 3) {
                    line += pick([" + ", " - ", " * ", " / ", "+", "*"]) + operand()
                }
                if next() % 2 == 0 {
                    line += " to " + pick(units + ["m/s", "km/h", "h+min+s", "ft+inch", "kg*m/s^2", "hex", "m^2"])
                }
            }
            // Now and then something the path does not read: it must give the line up.
            switch next() % 32 {
            case 0: return line + " ^ 2"
            case 1: return "2(" + line + ")"
            case 2: return line + " # a comment"
            case 3: return "  " + line + "\t "
            case 4: return line + "; 1"
            case 5: return "-" + line
            case 6: return line + " / 0 m"
            case 7: return line + " to hex"
            case 8: return line + " m"
            case 9: return "1/2 " + line
            case 10: return line + "%"
            case 11: return line + " to °C"
            default: return line
            }
        }
    }

    struct Outcome: Equatable {
        var value: Value?
        var presentation: Presentation
        var shown: String?
        var offsets: Range<Int>
        var note: String?
        var error: String?
        var ans: Value
    }

    static func run(_ line: String, _ brain: CalculatorBrain) -> [Outcome] {
        brain.execute(line).map { result in
            Outcome(
                value: result.value, presentation: result.presentation,
                shown: result.value.map { ValueFormat(brain.options).string(for: $0, in: result.presentation) },
                offsets: result.utf8Offsets, note: result.note,
                error: result.error.map { "\($0.message) \($0.range.column)" }, ans: brain.state.ans)
        }
    }

    @Test func agreesWithTheGeneralPath() throws {
        let fast = CalculatorBrain()
        let general = CalculatorBrain()
        general.takesPlainPath = false
        let path = try #require(QuantityLine(table: .standard))
        var taken = 0
        for line in Self.lines(count: 4000) {
            if path.evaluate(line, table: fast.operations, units: fast.unitNames, precision: 15) != nil { taken += 1 }
            #expect(Self.run(line, fast) == Self.run(line, general), "\(line)")
        }
        // Most lines are of the path's shapes: the comparison covers the path, not only the fallback.
        #expect(taken > 1000)
    }

    /// The lines of row 9's kinds, each taken, and each the general path's.
    @Test(arguments: [
        "660.74 ft + 317.53 inch to cm", "290 mph to m/s", "99242 s to h+min+s", "270.36 psi to kPa",
        "9.81 m/s^2 * 863.2 kg", "778.41 deg to rad", "667.2 kg to lb", "772.44 kWh to MJ",
        "387.71 km / 263.31 h to m/s", "81.40 GiB to MB", "269.5 kW * 71.4 h to kWh", "3.5 km + 200 m to mile",
        "1 kg*m/s^2", "2 m^2 to ft^2", "10 m / 2 s", " 5 km ", "1 m - 1 ft", "3 m * 2 m / 4 s",
    ])
    func takes(_ line: String) throws {
        let fast = CalculatorBrain()
        let general = CalculatorBrain()
        general.takesPlainPath = false
        let path = try #require(QuantityLine(table: .standard))
        #expect(path.evaluate(line, table: fast.operations, units: fast.unitNames, precision: 15) != nil)
        #expect(Self.run(line, fast) == Self.run(line, general))
    }

    /// Lines it must give up on: a name the user has (shadowing the unit), a note, a plain number
    /// along the way, a format, a scale, an error, syntax it does not read.
    @Test(arguments: [
        "1/2 m", "5 km/m", "5 km / 1 m", "2 m to hex", "20 degC", "1 m to degC", "1 m + 1 s", "1 m to kg", "5 ton",
        "1 mile in km", "2 * 3 m", "5 m^0", "5", "5 x", "5 min(2, 3)", "2 m + 3", "1 m to ft + 1", "1 m to m to ft",
        "1 m; 2 m", "5 m # c", "2 m^2.5", "5 m^ x", "1e3 m", "5km", "5 µm", "1 m % 2", "(1 m)", "5 m / 0 s",
        "1 m to", "1 m to ft+kg", "5 kg * 2 ^ 2", "5 m ^ 2 ^ 2", "20 degC to degF", "300 K to degC",
        "1 K + 2 degC", "2 m to %", "5 km h(2)", "100 kg + 10%",
    ])
    func givesUp(_ line: String) throws {
        let fast = CalculatorBrain()
        let general = CalculatorBrain()
        general.takesPlainPath = false
        let path = try #require(QuantityLine(table: .standard))
        #expect(path.evaluate(line, table: fast.operations, units: fast.unitNames, precision: 15) == nil)
        #expect(Self.run(line, fast) == Self.run(line, general))
    }

    /// A user's name shadows a unit for the path as for the parser: `m = 5` then `2 m` is 10.
    @Test func userNamesShadowUnits() throws {
        let fast = CalculatorBrain()
        let general = CalculatorBrain()
        general.takesPlainPath = false
        for line in ["m = 5", "2 m", "2 km + 3 m", "3 s to min", "ans = 1", "4 ans"] {
            #expect(Self.run(line, fast) == Self.run(line, general), "\(line)")
        }
        let path = try #require(QuantityLine(table: .standard))
        #expect(path.evaluate("2 m", table: fast.operations, units: fast.unitNames, precision: 15) == nil)
        #expect(try fast.evaluate("2 m") == 10)
    }

    /// Units read once are remembered by their text; a name the user defines afterwards still
    /// hides its unit, and the targets of `to` stay units whatever the user's names.
    @Test func remembersUnitsAsTheUserNamesChange() {
        let fast = CalculatorBrain()
        let general = CalculatorBrain()
        general.takesPlainPath = false
        for line in [
            "2 m/s^2 + 1 km/s^2", "3 m/s^2 + 1 km/s^2 to ft/s^2", "m = 5", "2 m/s^2 + 1 km/s^2",
            "3 m/s^2 + 1 km/s^2 to ft/s^2", "3 s to h+min+s", "h = 2", "3 s to h+min+s", "4 h + 1 min",
            "4 min + 1 km", "km(x) = x", "4 min + 1 km", "ans = 2", "5 kg", "ans kg",
        ] {
            #expect(Self.run(line, fast) == Self.run(line, general), "\(line)")
        }
    }

    /// The user's units (`unit` statements) are the general path's: once the brain has one, no
    /// line is taken, and every line is answered as the general path answers it.
    @Test func userUnitsAreTheGeneralPaths() {
        let fast = CalculatorBrain()
        let general = CalculatorBrain()
        general.takesPlainPath = false
        for line in [
            "2 km + 3 m to mile", "unit furlong = 220 yd", "3 furlong to m", "2 km + 3 m to mile", "1 furlong + 1 m",
            "unit USD", "unit EUR = 1.08 USD", "100 EUR to USD",
        ] {
            #expect(Self.run(line, fast) == Self.run(line, general), "\(line)")
        }
        #expect(fast.state.units != nil)
    }

    /// A table whose operators the path could misread turns it off.
    @Test func tablesThatTurnItOff() {
        #expect(QuantityLine(table: .standard) != nil)
        var table = OperationTable.standard
        table.add(.infix("^-", precedence: .multiplicative) { $0 - $1 })
        #expect(QuantityLine(table: table) == nil)
        var minus = OperationTable.standard
        minus.add(.infix("-", precedence: .multiplicative) { $0 - $1 })
        #expect(QuantityLine(table: minus) == nil)
    }
}
