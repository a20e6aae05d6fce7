import CalculatorKit
import SeededRandom
import Testing

/// `evaluate(columns:)` agrees with `evaluate(_: [Double])` point by point, errors included,
/// for programs the lane machine runs and for those that fall back to one point at a time.
struct ColumnEvaluationTests {
    /// Values that make every kind of point: ordinary, zero (division by zero), negative
    /// (sqrt, log), huge (overflow), subnormal, and non-finite inputs (which propagate without an
    /// error).
    static func column(_ count: Int, _ random: inout SplitMix64) -> [Double] {
        let specials: [Double] = [
            0, -0.0, 1, -1, 2, 1e300, -1e300, .infinity, -.infinity, .nan, .leastNonzeroMagnitude,
        ]
        return (0..<count).map { _ in
            Int.random(in: 0..<4, using: &random) == 0
                ? specials.randomElement(using: &random)! : Double.random(in: -10..<10, using: &random)
        }
    }

    /// Equal, or both NaN.
    static func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }

    @Test(arguments: [
        "(x + 2) * sin(y) - z^2 / 3",
        "x / y + z",
        "sqrt(x) + log(y) * z",
        "x^y - z % x",
        "(x < y) + (y >= z) * 2 - (x == z) + (x != y)",
        "-x * 1e308 * y",
        "1 / (x * 1e308 * y) + z",  // an overflow that division hides: still an error
        "atan(x * 1e308) + (y * 1e308 < z) + 2^(z * 1e308) + 1 % (y * 1e308)",  // other operations that hide one
        "exp(x * 100) - atan2(y, z)",
        "max(x, y, z) + min(x, y)",  // variadic: falls back
        "if(x > 0, y / x, sqrt(z))",  // jumps: falls back
        "f(x) + f(y) / z",  // a user function: falls back
        "pi * 2",  // no variables
    ])
    func agreesWithTheOnePointPath(source: String) throws {
        for arithmetic in [CalculatorOptions.Arithmetic.checked, .ieee] {
            let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: arithmetic))
            try brain.evaluate("f(t) = t^2 - 1 / t")
            let compiled = try brain.compile(source)
            var random = SplitMix64(seed: 6)
            let count = 1_000  // several chunks and a partial one
            let columns = (0..<3).map { _ in Self.column(count, &random) }
            let results = compiled.evaluate(columns: columns)
            #expect(results.count == count)
            var mismatches = 0
            var errors = 0
            for point in 0..<count {
                let values = Array(columns.map { $0[point] }.prefix(compiled.variableNames.count))
                let expected = compiled.evaluate(values)
                if !Self.same(results[point], expected) { mismatches += 1 }
                if expected.isNaN { errors += 1 }
            }
            #expect(mismatches == 0, "\(arithmetic)")
            // Comparisons are 0 or 1 even for NaN; everything else meets errors on these inputs.
            #expect(source == "pi * 2" || source.contains("<") || errors > 0, "the inputs reach errors or NaN")
        }
    }

    @Test func errorsAreNaNOnlyWhereTheyHappen() throws {
        let checked = try CalculatorBrain().compile("1 / x")
        #expect(checked.evaluate(columns: [[2, 0, -4]]).map(\.description) == ["0.5", "nan", "-0.25"])
        let ieee = try CalculatorBrain(options: CalculatorOptions(arithmetic: .ieee)).compile("1 / x")
        #expect(ieee.evaluate(columns: [[2, 0]]) == [0.5, .infinity])
    }

    @Test func shapes() throws {
        let f = try CalculatorBrain().compile("x^2 + y")
        #expect(f.evaluate(columns: [[1, 2, 3], [10, 20, 30]]) == [11, 24, 39])
        #expect(f.evaluate(columns: [[1, 2, 3], [10, 20]]) == [11, 24], "as many points as the shortest column")
        #expect(f.evaluate(columns: [[1, 2]]).filter(\.isNaN).count == 2, "too few columns")
        #expect(f.evaluate(columns: []) == [])
        let constant = try CalculatorBrain().compile("6 * 7")
        #expect(constant.evaluate(columns: [[0, 0]]) == [42, 42])
    }
}
