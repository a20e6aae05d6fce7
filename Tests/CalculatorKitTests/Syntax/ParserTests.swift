import CalculatorKit
import Testing

/// The parser's shape, as S-expressions: every precedence, associativity and implicit
/// multiplication rule of the language, without evaluating anything.
struct ParserTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let input: String
        let tree: String
        var testDescription: String { input }
        init(_ input: String, _ tree: String) {
            self.input = input
            self.tree = tree
        }
    }

    static let cases: [Case] = [
        // Levels and associativity
        Case("1 + 2 * 3", "(+ 1 (* 2 3))"),
        Case("1 * 2 + 3", "(+ (* 1 2) 3)"),
        Case("1 - 2 - 3", "(- (- 1 2) 3)"),
        Case("8 / 4 / 2", "(/ (/ 8 4) 2)"),
        Case("7 % 3 * 2", "(* (% 7 3) 2)"),
        Case("2 ^ 3 ^ 2", "(^ 2 (^ 3 2))"),
        Case("2 ** 3 ** 2", "(^ 2 (^ 3 2))"),
        Case("1 + 2 < 3 * 4", "(< (+ 1 2) (* 3 4))"),
        Case("1 == 2", "(== 1 2)"),
        Case("(1 < 2) < 3", "(< (< 1 2) 3)"),
        // Prefix and power
        Case("-2^2", "(- (^ 2 2))"),
        Case("2^-1", "(^ 2 (- 1))"),
        Case("-2 * 3", "(* (- 2) 3)"),
        Case("--2", "(- (- 2))"),
        Case("+2", "(+ 2)"),
        Case("2 - -3", "(- 2 (- 3))"),
        Case("√16", "(√ 16)"),
        Case("√16^2", "(√ (^ 16 2))"),
        Case("2^-1*3", "(* (^ 2 (- 1)) 3)"),
        // Postfix
        Case("3!", "(! 3)"),
        Case("2^3!", "(^ 2 (! 3))"),
        Case("-3!", "(- (! 3))"),
        Case("3!!", "(! (! 3))"),
        Case("3! + 1", "(+ (! 3) 1)"),
        Case("3 != 2", "(!= 3 2)"),
        Case("3!=2", "(!= 3 2)"),
        // Aliases print as the main symbol
        Case("2 × 3 · 4 ÷ 5", "(/ (* (* 2 3) 4) 5)"),
        Case("5 − 2", "(- 5 2)"),
        Case("−2", "(- 2)"),
        // Implicit multiplication: same level as *, left to right
        Case("2pi", "(* 2 pi)"),
        Case("2 pi", "(* 2 pi)"),
        Case("2(3+4)", "(* 2 (+ 3 4))"),
        Case("3 sqrt(4)", "(* 3 (sqrt 4))"),
        Case("(1+2)(3+4)", "(* (+ 1 2) (+ 3 4))"),
        Case("(1+2)x", "(* (+ 1 2) x)"),
        Case("2√9", "(* 2 (√ 9))"),
        Case("6/2(1+2)", "(* (/ 6 2) (+ 1 2))"),
        Case("1/2pi", "(* (/ 1 2) pi)"),
        Case("2pi^2", "(* 2 (^ pi 2))"),
        Case("2x!", "(* 2 (! x))"),
        Case("2π", "(* 2 π)"),
        Case("2∞", "(* 2 ∞)"),
        Case("2 e", "(* 2 e)"),
        Case("2e3", "2000"),
        Case("2e+1", "20"),
        Case("2 e-x", "(- (* 2 e) x)"),
        Case("0b11pi", "(* 3 pi)"),
        // Calls
        Case("sin(x)", "(sin x)"),
        Case("atan2(1, 2)", "(atan2 1 2)"),
        Case("max(1, 2, 3)", "(max 1 2 3)"),
        Case("rand()", "(rand)"),
        Case("f(g(x), -y)", "(f (g x) (- y))"),
        // Statements
        Case("x = 1 + 2", "(= x (+ 1 2))"),
        Case("f(x, y) = x^2 + y", "(define (f x y) (+ (^ x 2) y))"),
        Case("f() = 3", "(define (f) 3)"),
        Case("1; 2", "1 | 2"),
        Case("1 # comment; 2", "1"),
        Case("1;;2", "1 | 2"),
    ]

    @Test(arguments: cases)
    func parses(_ testCase: Case) {
        #expect(CalculatorBrain().parseTree(testCase.input).joined(separator: " | ") == testCase.tree)
    }
}
