import CalculatorKit
import CalculatorTestSupport
import Testing

/// Quantities through the user's functions and `if`: arguments carry their units, a body reads
/// units as a statement does (its parameters and, when called, the user's names shadow them),
/// `if` takes one branch only, and recursion meets the number machine's limits with its
/// messages.
struct QuantityCallTests {
    static let results: [(String, String)] = [
        ("f(x) = x*2; f(3 m)", "6 m"),
        ("if(1 m > 2 cm, 1 km, 2 km)", "1 km"),
        ("if(1 m < 2 cm, 1 km, 2 km)", "2 km"),
        ("g(v, t) = v*t; g(60 mph, 2 h) to km", "193.12128 km"),
        ("x = 3 m; h(a) = a + 1 cm; h(x)", "3.01 m"),
        ("f(x) = x * 1 km; f(3)", "3 km"),
        ("r(x) = 50 cm / 2 m * x; r(4)", "1"),
        ("fact2(n) = if(n <= 0 m, 1, n * fact2(n - 1 m)); fact2(3 m)", "6 m^3"),
        ("sumto(n) = if(n == 0, 0 m, 1 m + sumto(n - 1)); sumto(5000)", "5000 m"),
        ("k(a) = a; k(20 °C) to °F", "68 °F"),
        // A body's unit is the user's name when the user defines it, and its parameters are names.
        ("g(x) = x * s; s = 4; g(2)", "8"),
        ("g(x) = x * s; g(2)", "2 s"),
        ("f(m) = m * 2; f(3 s)", "6 s"),
        // Plain numbers are untouched.
        ("f(x) = x*2; f(3)", "6"),
        ("if(1 > 2, 1, 2)", "2"),
    ]

    @Test(arguments: results)
    func result(_ source: String, _ expected: String) {
        #expect(QuantityTests.shown(source) == expected)
    }

    static let errors: [QuantityFailure] = [
        QuantityFailure(
            source: "f(n) = f(n + 1 m); f(0 m)", message: "recursion too deep: more than 10000 nested calls",
            column: 20,
            note: "in 'f(n) = f(n + 1 m)': is a base case missing, as in 'f(n) = if(n <= 0, 1, n * f(n - 1))'?"),
        QuantityFailure(
            source: "k(x, y) = x + y; k(1 m, 2 s)", message: "cannot add m (length) and s (time)", column: 18,
            note: "in 'k(x, y) = x + y'"),
        QuantityFailure(
            source: "if(2 m, 1, 2)", message: "the condition of 'if' takes no unit: m (length)", column: 4,
            note: "compare it with a quantity: if(x > 0 m, …)"),
        QuantityFailure(source: "f(x) = x; f(1 m, 2)", message: "f takes 1 argument, got 2", column: 11),
    ]

    @Test(arguments: errors)
    func error(_ failing: QuantityFailure) {
        failing.check()
    }

    /// The walk keeps its frames on the heap: deep recursion runs on a small stack.
    @Test func deepRecursionOnASmallStack() {
        let shown = SmallStackThread.value {
            QuantityTests.shown("s(n) = if(n == 0, 0 m, 1 m + s(n - 1)); s(9000)")
        }
        #expect(shown == "9000 m")
    }
}
