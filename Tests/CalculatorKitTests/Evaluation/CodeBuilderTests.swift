import Testing

@testable import CalculatorKit

/// The compile skeleton both compilers share (``CodeBuilder``): `if` as jumps, user functions
/// linked once each, and a misused name thrown in a statement but failing, when reached, in a
/// function body. Each case runs through the exact compiler and the `Double` one, which must
/// agree.
struct CodeBuilderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var definitions: [String]
        var statement: String
        var value: Double?
        /// The error's message, column and note, when the statement fails.
        var message: String?
        var column = 1
        var note: String?
        var testDescription: String { name }
    }

    static let nestedIf = "g(c) = if(c == 1, 10, if(c == 2, 20, 30))"
    static let lateCall = "f(x) = if(x, h(x), 1)"

    static let cases: [Case] = [
        Case(name: "if: the first branch", definitions: [nestedIf], statement: "g(1)", value: 10),
        Case(name: "if nested in the second branch: its first", definitions: [nestedIf], statement: "g(2)", value: 20),
        Case(name: "if nested in the second branch: its second", definitions: [nestedIf], statement: "g(3)", value: 30),
        Case(
            name: "if nested in the first branch",
            definitions: ["k(a, b) = if(a, if(b, 1, 2), if(b, 3, 4))"], statement: "k(1, 0) * 10 + k(0, 1)", value: 23),
        Case(
            name: "a function called twice is linked once", definitions: ["sq(x) = x * x"], statement: "sq(3) + sq(4)",
            value: 25),
        Case(
            name: "a function linking another", definitions: ["a(x) = b(x) + 1", "b(x) = x * 2"], statement: "a(5)",
            value: 11),
        Case(name: "an unknown call in a branch not taken", definitions: [lateCall], statement: "f(0)", value: 1),
        Case(
            name: "an unknown call in a body fails when reached, at the outermost call", definitions: [lateCall],
            statement: "2 + f(1)", message: "unknown name 'h'", column: 5, note: "in 'f(x) = if(x, h(x), 1)'"),
        Case(
            name: "a failure two calls deep names the innermost function",
            definitions: ["a(x) = b(x) + 1", "b(x) = if(x, h(x), 0)"], statement: "a(1)", message: "unknown name 'h'",
            note: "in 'b(x) = if(x, h(x), 0)'"),
        Case(
            name: "an unknown call in a statement throws", definitions: [], statement: "h(1) + 1",
            message: "unknown name 'h'"),
        Case(
            name: "a function used as a value in a statement throws", definitions: [], statement: "sin + 1",
            message: "'sin' is a function; call it as sin(…)"),
    ]

    @Test(arguments: cases, [CalculatorOptions.Arithmetic.exact, .checked])
    func bothCompilersShareTheSkeleton(_ test: Case, _ arithmetic: CalculatorOptions.Arithmetic) throws {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: arithmetic))
        for definition in test.definitions { try brain.evaluate(definition) }
        do {
            let value = try brain.evaluate(test.statement)
            #expect(test.message == nil, "expected an error, got \(value)")
            #expect(value == test.value)
        } catch {
            #expect(error.message == test.message)
            #expect(error.range.column == test.column)
            #expect(error.note == test.note)
        }
    }

    /// `if`'s jumps, placed by ``CodeBuilder/conditional(then:otherwise:at:)``: relative offsets
    /// past the branch not taken.
    @Test func conditionalJumpsSkipTheBranchNotTaken() {
        var builder = CodeBuilder<ValueProgram>()
        let span = Span(0, 1)
        for value in [1, 2, 3] { builder.emit(.constant(.number(Number(value))), span) }
        builder.conditional(then: 1, otherwise: 2, at: span)
        let shapes = builder.take().code.map { instruction -> String in
            switch instruction {
            case .constant(.number(let value)): "\(value)"
            case .jumpIfZero(let offset): "jumpIfZero \(offset)"
            case .jump(let offset): "jump \(offset)"
            default: "other"
            }
        }
        #expect(shapes == ["1", "jumpIfZero 2", "2", "jump 1", "3"])
    }
}
