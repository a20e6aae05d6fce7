import CalculatorKit
import Testing

@testable import CalculatorCLI

/// Which lines of a file continue on the next: those that stop, before any comment, where a
/// statement cannot end, with a bracket open in their code.
struct LineContinuationTests {
    @Test(arguments: [
        ("max(1,", true),
        ("(1 +", true),
        ("f(x) = (x *  ", true),
        ("sqrt(", true),
        ("(2 ×", true),
        ("(1 + 2)", false),
        ("1 +", false),  // no bracket open: an error of its own
        ("(((1 + 2)", false),
        ("max(1, 2) # a comment (", false),
        ("max(1, # (", true),
        ("# (1 +", false),
        ("(1 + 2) # +", false),
        ("(5!", false),
        ("", false),
        ("   ", false),
        ("(x =", true),
    ])
    func continues(_ line: String, _ expected: Bool) {
        #expect(LineKind.endsUnfinished(line, operations: .standard) == expected, "\(line)")
    }
}

/// What a line is, as every source and the REPL's typed lines tell it.
struct LineKindTests {
    @Test(arguments: [
        ("1 + 2", LineKind.statement),
        ("", .blank),
        (" \t\r", .blank),
        ("# only a comment", .blank),
        ("   # indented comment", .blank),
        ("quit", .quit),
        ("  exit\t", .quit),
        ("quit # bye", .statement),
        ("quit2", .statement),
        ("e", .statement),
        ("exit(1)", .statement),
        (":precision 20", .command),
        ("\t:deg", .command),
        ("x:", .statement),
    ])
    func kind(_ line: String, _ expected: LineKind) {
        #expect(LineKind(of: line) == expected, "\(line)")
    }
}
