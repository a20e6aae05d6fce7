import Testing

@testable import CalculatorKit

/// The path for long statements (CalculatorBrain+LongStatement.swift) against the general path:
/// for each shape of long source, whether the path takes it, and the general path's answer
/// either way (value, text, span, notes, error and its place, `ans`).
struct LongStatementTests {
    struct Shape: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        /// Whether the path computes it (a value or a syntax error) rather than leaving it to
        /// the general path.
        var taken: Bool
        var testDescription: String { name }

        /// `head`, then `unit` repeated to pass the path's length (or `count` times), then `tail`.
        init(_ name: String, _ head: String, _ unit: String, _ tail: String = "", count: Int? = nil, taken: Bool) {
            let count = count ?? CalculatorBrain.longStatementLength / unit.utf8.count + 1
            (self.name, self.source, self.taken) = (name, head + String(repeating: unit, count: count) + tail, taken)
        }
    }

    static let shapes: [Shape] = [
        Shape("1+1+…", "1", "+1", taken: true),
        Shape("-1-1-…", "", "-1", taken: true),
        Shape("1*1*…", "1", "*1", taken: true),
        Shape("1/3+…, fractions", "0", "+1/3", taken: true),
        Shape("0.1-0.2+…, decimals", "0", "+0.1-0.2", taken: true),
        Shape("x+x+…, a variable", "x", "+x", taken: true),
        // ans (0) + e - e + … is an approximation of 0 whose bound hides every digit: the general
        // path computes it again with more working digits (issue 34's refinement). (π would not
        // do: `pi - pi` is exactly 0, see PiMultiple.)
        Shape("ans and e", "ans", "+e-e", taken: false),
        Shape("((1))+…, parentheses", "0", "+((1))", taken: true),
        Shape("max(1, 1, …), one call", "max(1", ", 1", ")", taken: true),
        Shape(
            "max(1,1,…), more arguments than the path holds", "max(1", ",1", ")", count: NumberSink.maximumPending,
            taken: false),
        Shape("max(pi,pi,…), constants", "max(pi", ",pi", ")", count: NumberSink.maximumPending, taken: false),
        Shape("sqrt(4)-2+…, calls", "0", "+sqrt(4)-abs(-2)", taken: true),
        Shape("1234…, a long literal", "", "1234567890", taken: true),
        Shape("blanks and a comment", "1", " +  1\t", " # the end", taken: true),
        Shape("1+1+…+, a syntax error at its end", "1", "+1", "+", taken: true),
        Shape("sin(sin(…, nested too deeply", "", "sin(", taken: true),
        Shape("an unclosed parenthesis", "(1", "+1", taken: true),
        Shape("1/0+1+…, a division by zero", "1/0", "+1", taken: false),
        Shape("1+…+y, an unknown name", "1", "+1", "+y", taken: false),
        Shape("2^2+…, powers and notes", "0", "+2^2", taken: false),
        Shape("6/2(1+2)+…, implicit multiplication", "0", "+6/2(1+2)", taken: false),
        Shape("100%-50%+…, percents", "100", "+100%-50%", taken: false),
        Shape("… to hex, a conversion", "1", "+1", " to hex", taken: false),
        Shape("z = 1+1+…, an assignment", "z = 1", "+1", taken: true),
        Shape("x = x+1+…, an assignment of itself", "x = x", "+1", taken: true),
        Shape("g = 1+1+…, a function made a variable", "g = 1", "+1", taken: true),
        Shape("z = 1+1+…+, a syntax error", "z = 1", "+1", "+", taken: true),
        Shape("pi = 1+1+…, a constant", "pi = 1", "+1", taken: false),
        Shape("z = 1+…+1 to hex, a conversion", "z = 1", "+1", " to hex", taken: false),
        Shape("z =< 1+1+…", "z =< 1", "+1", taken: false),
        Shape("(z) = 1+1+…", "(z) = 1", "+1", taken: false),
        Shape("1+1+…; 2, two statements", "1", "+1", "; 2", taken: false),
        Shape("g(1)+…, a user function", "0", "+g(1)", taken: false),
        Shape("if(1, 2, 3)+…", "0", "+if(1, 2, 3)", taken: false),
        Shape("sqrt(-1)+…, complex", "0", "+sqrt(-1)", taken: false),
        Shape("1+1+…+1)", "1", "+1", ")", taken: false),
        // Each unit was looked for in a list of every unit of the line: a minute for 1 MB.
        Shape("1 m+1 m+…, quantities", "0 m", "+1 m", taken: false),
    ]

    struct Outcome: Equatable {
        var value: Value?
        var shown: String?
        var offsets: Range<Int>
        var notes: [String]
        var error: String?
        var ans: Value
    }

    static func run(_ source: String, _ brain: CalculatorBrain) -> [Outcome] {
        brain.execute(source).map { result in
            Outcome(
                value: result.value,
                shown: result.value.map { ValueFormat(brain.options).string(for: $0, in: result.presentation) },
                offsets: result.utf8Offsets, notes: result.notes.map(\.message),
                error: result.error.map { "\($0.kind) \($0.message) \($0.range.line):\($0.range.column)" },
                ans: brain.state.ans)
        }
    }

    static func brain(general: Bool) throws -> CalculatorBrain {
        let brain = CalculatorBrain()
        brain.takesPlainPath = !general
        try brain.evaluate("x = 2; g(n) = n")
        return brain
    }

    @Test(arguments: shapes)
    func agreesWithTheGeneralPath(_ shape: Shape) throws {
        let fast = try Self.brain(general: false)
        let general = try Self.brain(general: true)
        #expect((fast.longStatement(shape.source, arithmetic: .exact) != nil) == shape.taken)
        #expect(Self.run(shape.source, fast) == Self.run(shape.source, general))
    }

    /// `evaluate` takes the path too, with `evaluate`'s own rules: the value, or the error thrown.
    @Test(arguments: shapes)
    func evaluateAgreesWithTheGeneralPath(_ shape: Shape) throws {
        let fast = try Self.brain(general: false)
        let general = try Self.brain(general: true)
        func outcome(_ brain: CalculatorBrain) -> String {
            do {
                return "\(try brain.evaluateValue(shape.source)) ans \(brain.state.ans)"
            } catch {
                return "\(error.message) \(error.range.column)"
            }
        }
        #expect(outcome(fast) == outcome(general))
    }

    /// A short statement keeps the paths it had, whatever its shape.
    @Test func shortStatementsAreNotTaken() throws {
        let brain = try Self.brain(general: false)
        #expect(brain.longStatement("1" + String(repeating: "+1", count: 1000), arithmetic: .exact) == nil)
    }

    /// IEEE and checked arithmetic are the general path's.
    @Test func onlyExactArithmetic() throws {
        let brain = try Self.brain(general: false)
        let source = "1" + String(repeating: "+1", count: CalculatorBrain.longStatementLength)
        #expect(brain.longStatement(source, arithmetic: .ieee) == nil)
        #expect(brain.longStatement(source, arithmetic: .checked) == nil)
    }
}
