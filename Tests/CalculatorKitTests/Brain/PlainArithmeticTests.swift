import SeededRandom
import Testing

@testable import CalculatorKit

/// The fast path for plain arithmetic lines (PlainArithmetic.swift) against the general path:
/// the same value, number, display, span and `ans` for every line it takes, and the general
/// path's errors for the lines it gives up on.
struct PlainArithmeticTests {
    /// Generated lines of the row-3 shape and variations the path must give up on, from a fixed
    /// seed (SplitMix64), so a failure names a line that can be run again.
    static func lines(count: Int) -> [String] {
        var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
        func next() -> UInt64 { random.next() }
        func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
        func number() -> String {
            switch next() % 10 {
            case 0: return "0"
            case 1: return String(next() % 1000) + "." + String(next() % 100)
            case 2: return "." + String(next() % 100)
            case 3: return String(next() % 10) + "."
            case 4: return String(next() % 1_000_000_000_000_000_000)
            case 5: return "-" + String(next() % 100)
            default: return String(next() % 1000)
            }
        }
        func expression(_ depth: Int) -> String {
            var text = depth < 3 && next() % 5 == 0 ? "(" + expression(depth + 1) + ")" : number()
            for _ in 0..<(next() % 5) {
                let operand = depth < 3 && next() % 6 == 0 ? "(" + expression(depth + 1) + ")" : number()
                text += pick([" + ", " - ", " * ", " / ", "+", "-", "*", "/", " * -", " - +"]) + operand
            }
            return text
        }
        return (0..<count).map { _ in
            let line = expression(0)
            // Now and then something the path does not read: it must give the line up.
            switch next() % 12 {
            case 0: return line + " ^ 2"
            case 1: return "2(" + line + ")"
            case 2: return line + " # a comment"
            case 3: return "  " + line + "\t "
            case 4: return line + "; 1"
            case 5: return "(" + line
            case 6: return line + " / 0"
            case 7: return line + " to hex"
            default: return line
            }
        }
    }

    /// Doubles by their bits: NaN is not equal to itself, but the same operations give the same bits.
    struct Outcome: Equatable {
        var value: UInt64?
        var number: String?
        var shown: String?
        var offsets: Range<Int>
        var error: String?
        var ans: UInt64
    }

    static func run(_ line: String, _ brain: CalculatorBrain) -> [Outcome] {
        brain.execute(line).map { result in
            var value: Double?
            var number: String?
            if case .success(.value(let v)) = result.outcome {
                value = Double(v)
                if case .number(let exact) = v { number = exact.description }
            }
            return Outcome(
                value: value?.bitPattern, number: number,
                shown: result.value.map { ValueFormat(brain.options).string(for: $0) },
                offsets: result.utf8Offsets, error: result.error.map { "\($0.message) \($0.range.column)" },
                ans: Double(brain.state.ans).bitPattern)
        }
    }

    @Test(arguments: [CalculatorOptions.Arithmetic.exact, .checked, .ieee])
    func agreesWithTheGeneralPath(_ arithmetic: CalculatorOptions.Arithmetic) {
        let fast = CalculatorBrain(options: CalculatorOptions(arithmetic: arithmetic))
        let general = CalculatorBrain(options: CalculatorOptions(arithmetic: arithmetic))
        general.takesPlainPath = false
        var taken = 0
        for line in Self.lines(count: 3000) {
            let before = fast.state.ans
            let outcome = Self.run(line, fast)
            #expect(outcome == Self.run(line, general), "\(line)")
            #expect(fast.result?.bitPattern == general.result?.bitPattern, "\(line)")
            if fast.state.ans != before || outcome.first?.error == nil { taken += 1 }
        }
        // Most lines are plain: the comparison covers the path, not only the fallback.
        #expect(taken > 1500)
    }

    @Test func takesPlainLinesOnly() throws {
        let path = try #require(PlainArithmetic(table: .standard))
        func plain(_ line: String) -> Bool {
            path.evaluate(line, in: DoublePlainArithmetic(checked: false)) != nil
        }
        for line in ["1", " 1 + 2 ", "(1)", "-(-(2))", "1.5 * .5 / 5.", "((((1))))", "+3"] {
            #expect(plain(line), "\(line)")
        }
        for line in [
            "", " ", "1 +", "()", "(1", "1)", "2(3)", "2 3", "1e3", "2pi", "1_000", "x", "1;2", "1 # c", "2^3",
            "1 % 2", "-2!", "1.2.3", "1234567890123456789", "1 ** 2", "1 -> hex", "1 << 2", "2π",
            String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40),
        ] {
            #expect(!plain(line), "\(line)")
        }
    }

    /// A value past machine words gives the exact reading up, and the reading in `Number`s
    /// computes it as the general path does; an error, or a line that is not plain, neither
    /// reading takes.
    @Test func outgrownValuesAreReadAgainInNumbers() throws {
        let path = try #require(PlainArithmetic(table: .standard))
        let numbers = NumberPlainArithmetic(precision: 15)
        let general = CalculatorBrain()
        general.takesPlainPath = false
        for line in [
            "99999999999 * 99999999999 / 7", "(1 / 3.07 + 1 / 7.11) * 4294967296 * 4294967296",
            " -(2 / 3) * 999999999999999999 * 100 ",
        ] {
            #expect(path.evaluate(line, in: ExactPlainArithmetic()) == nil, "machine words hold \(line)")
            let (number, span) = try #require(path.evaluate(line, in: numbers), "\(line)")
            let result = try #require(general.execute(line).first)
            guard case .success(.value(.number(let expected))) = result.outcome else {
                Issue.record("no number from the general path: \(line)")
                continue
            }
            #expect(number == expected, "\(line)")
            #expect(span.start..<span.end == result.utf8Offsets, "\(line)")
        }
        for line in ["99999999999 * 99999999999 / 0", "1 / (3 - 3)", "99999999999 * 99999999999 x"] {
            #expect(path.evaluate(line, in: numbers) == nil, "\(line)")
        }
    }

    /// A table whose operators the path could misread turns it off; an added function does not.
    @Test func tablesThatTurnItOff() throws {
        #expect(PlainArithmetic(table: .standard) != nil)
        var table = OperationTable.standard
        table.add(.function("sq") { $0 * $0 })
        #expect(PlainArithmetic(table: table) != nil)
        table.add(.infix("+-", precedence: .additive) { $0 - $1 })
        #expect(PlainArithmetic(table: table) == nil)
        var minus = OperationTable.standard
        minus.add(.infix("-", precedence: .multiplicative) { $0 - $1 })
        #expect(PlainArithmetic(table: minus) == nil)
        let brain = CalculatorBrain(operations: minus)
        // 1 + ((6 - 2) * 2): the general path, by the table
        #expect(try brain.evaluate("1 + 6 - 2 * 2") == 9)
        #expect(brain.execute("1 + 6 - 2 * 2").first?.value.map(Double.init) == 9)
    }

    /// The path a brain takes before its standard table is made is the one the table makes.
    @Test func standardPathIsTheStandardTables() {
        #expect(PlainArithmetic(table: .standard) == PlainArithmetic.standard)
        var table = OperationTable.standard
        table.add(.infix("-", precedence: .multiplicative) { $0 - $1 })
        #expect(PlainArithmetic(table: table) != PlainArithmetic.standard)
    }

    /// A brain whose standard table is made when first read: plain lines run without it, and it
    /// is the standard table once read; a change to it turns the plain path over to the new
    /// table.
    @Test func brainWithTheStandardTableMadeWhenRead() throws {
        let brain = CalculatorBrain.withStandardOperations(options: CalculatorOptions())
        var line = "(299 / 552) * 169.5"
        #expect(line.withUTF8 { brain.executeFastLine($0) }.map { Double($0.value) } == 91.8125)
        #expect(brain.hasUnreadStandardTable)
        #expect(brain.operations.current.count == OperationTable.standard.current.count)
        #expect(!brain.hasUnreadStandardTable)

        let changed = CalculatorBrain.withStandardOperations(options: CalculatorOptions())
        changed.operations.add(.infix("-", precedence: .multiplicative) { $0 - $1 })
        var minus = "1 + 6 - 2 * 2"
        #expect(minus.withUTF8 { changed.executeFastLine($0) } == nil)
        #expect(try changed.evaluate("1 + 6 - 2 * 2") == 9)
        #expect(try changed.evaluate("sqrt(16)") == 4)
    }
}
