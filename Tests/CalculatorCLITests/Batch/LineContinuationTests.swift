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
