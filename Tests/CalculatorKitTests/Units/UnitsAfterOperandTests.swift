import Testing

@testable import CalculatorKit

/// Units after any operand join it as tightly as after a number (`(1/3) km`, `x m`,
/// `sqrt(2) m`, `ans km`); a unit's name alone is one of that unit (`km`, `km/h`, `2 * km`).
/// Implicit multiplication by anything else, calls and the user's names keep their meaning.
struct UnitsAfterOperandTests {
    static let results: [(String, String)] = [
        ("(1/3) km to frac", "(1/3) km"),
        ("x = 3; x m", "3 m"),
        ("x = 3; x m^2", "3 m^2"),
        ("x = 2; 2 x m", "4 m"),
        ("sqrt(2) m to m", "1.4142135623731 m"),
        ("5; ans km", "5 km"),
        ("2 * km", "2 km"),
        ("km", "1 km"),
        ("km/h", "1 km/h"),
        ("60 * km/h to m/s", "16.6666666666667 m/s"),
        ("1 / km", "1 km^-1"),
        ("min", "1 min"),
        ("(1+2) m / 2 s", "1.5 m/s"),
        ("(1+2) m/s * 2 s", "6 m"),
        ("(6) m / (2) s", "3 m/s"),
        ("5 W/(m*°C) to W/m/K", "5 W/(m*K)"),
        ("J/°C", "1 J/°C"),
        ("x = 20; x °C to °F", "68 °F"),
        // Unchanged: implicit multiplication by what is no unit, calls, constants.
        ("6/2(1+2)", "9"),
        ("1/2 pi", "1.5707963267949"),
        ("2pi", "6.28318530717959"),
        ("min(2, 3)", "2"),
        ("deg(pi)", "180"),
        ("(1+2)(3+4)", "21"),
        ("x = 2; (1+2)x", "6"),
        // The user's names shadow units, after a number too.
        ("m = 5; m * 2", "10"),
        ("m = 5; 2 m", "10"),
        ("m = 5; (2) m", "10"),
        ("s = 4; km/s", "0.25 km"),
        ("f(m) = m * 2; f(3)", "6"),
        ("0x1g", "error: unknown name 'g'"),
    ]

    @Test(arguments: results)
    func result(_ source: String, _ expected: String) {
        #expect(QuantityTests.shown(source) == expected)
    }

    /// The S-expressions: the units join their operand before `/` takes it.
    static let trees: [(String, String)] = [
        ("(1+2) m / 2 s", "(/ (* (+ 1 2) m) (* 2 s))"),
        ("x m / y", "(/ (* x m) y)"),
        ("1 / x m", "(/ 1 (* x m))"),
        ("2 * km/h", "(* 2 (/ km h))"),
        ("6/2(1+2)", "(* (/ 6 2) (+ 1 2))"),
    ]

    @Test(arguments: trees)
    func tree(_ source: String, _ expected: String) {
        let brain = CalculatorBrain()
        var trees: [String] = []
        Parser.parse(source, table: brain.operations, units: brain.unitNames) { parsed in
            guard case .success(.expression(let tree, _)) = parsed.result else {
                trees.append("not an expression")
                return true
            }
            trees.append(tree.sExpression(table: brain.operations))
            return true
        }
        #expect(trees == [expected])
    }
}
