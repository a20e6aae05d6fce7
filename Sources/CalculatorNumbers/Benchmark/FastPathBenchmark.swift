/// Times the small-value fast path against the same work done with GMP values only, for
/// `calc-number-bench`. Lives here because the GMP wrappers are internal to this target.
package enum FastPathBenchmark {
    /// One measured workload: its name and nanoseconds per operation on each path.
    package struct Row: Sendable {
        package let name: String
        package let fastPath: Double
        package let gmpOnly: Double
    }

    /// Runs each workload `count` times on each path (best of `rounds`).
    package static func run(count: Int = 1_000_000, rounds: Int = 3) -> [Row] {
        [
            Row(
                name: "integer additions", fastPath: best(rounds, count) { integerAdditions(count) },
                gmpOnly: best(rounds, count) { gmpIntegerAdditions(count) }),
            Row(
                name: "integer multiplications", fastPath: best(rounds, count) { integerMultiplications(count) },
                gmpOnly: best(rounds, count) { gmpIntegerMultiplications(count) }),
            Row(
                name: "fraction additions", fastPath: best(rounds, count) { fractionAdditions(count) },
                gmpOnly: best(rounds, count) { gmpFractionAdditions(count) }),
        ]
    }

    private static func best(_ rounds: Int, _ count: Int, _ body: () -> Int) -> Double {
        var fastest = Double.infinity
        var sink = 0
        for _ in 0..<rounds {
            let start = ContinuousClock.now
            sink &+= body()
            let elapsed = ContinuousClock.now - start
            let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
            fastest = Swift.min(fastest, nanoseconds / Double(count))
        }
        if sink == 42 { print("") }  // keeps the work observable
        return fastest
    }

    private static func integerAdditions(_ count: Int) -> Int {
        var total = Number(0)
        let steps = (0..<1000).map { Number($0) }
        for i in 0..<count { total = try! total + steps[i % 1000] }
        return total.sign
    }

    private static func gmpIntegerAdditions(_ count: Int) -> Int {
        var total = GMPInteger(0)
        let steps = (0..<1000).map { GMPInteger($0) }
        for i in 0..<count { total = total + steps[i % 1000] }
        return total.sign
    }

    private static func integerMultiplications(_ count: Int) -> Int {
        let factors = (1...1000).map { Number($0) }
        var sink = 0
        for i in 0..<count { sink &+= (try! factors[i % 1000] * factors[(i * 7) % 1000]).sign }
        return sink
    }

    private static func gmpIntegerMultiplications(_ count: Int) -> Int {
        let factors = (1...1000).map { GMPInteger($0) }
        var sink = 0
        for i in 0..<count { sink &+= (factors[i % 1000] * factors[(i * 7) % 1000]).sign }
        return sink
    }

    /// Adds 1/2 … 1/8 in turn: denominators stay below 840, numerators grow slowly.
    private static func fractionAdditions(_ count: Int) -> Int {
        let steps = (2...8).map { Number(numerator: 1, denominator: $0)! }
        var total = Number(0)
        for i in 0..<count { total = try! total + steps[i % 7] }
        return total.sign
    }

    private static func gmpFractionAdditions(_ count: Int) -> Int {
        let steps = (2...8).map { (GMPInteger(1), GMPInteger($0)) }
        var (p, q) = (GMPInteger(0), GMPInteger(1))
        for i in 0..<count {
            // p/q + a/b in lowest terms, as mpq_add does.
            let (a, b) = steps[i % 7]
            let numerator = p * b + a * q
            let denominator = q * b
            let g = GMPInteger.gcd(numerator, denominator)
            (p, q) = (numerator.exactlyDivided(by: g), denominator.exactlyDivided(by: g))
        }
        return p.sign
    }
}
