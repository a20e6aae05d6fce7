import CalculatorNumbers

// `swift run -c release calc-number-bench`: what the machine-word fast path saves over GMP values
// for small integers and fractions. Figures only; nothing is asserted.
print("1,000,000 operations each, best of 3, ns/op")
print("workload                    fast path    GMP only    ratio")
for row in FastPathBenchmark.run() {
    let name = row.name.padding(to: 26)
    let fast = format(row.fastPath).leftPadded(to: 11)
    let gmp = format(row.gmpOnly).leftPadded(to: 11)
    let ratio = (format(row.gmpOnly / row.fastPath) + "×").leftPadded(to: 9)
    print("\(name)\(fast) \(gmp) \(ratio)")
}

func format(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}

extension String {
    func padding(to width: Int) -> String { self + String(repeating: " ", count: Swift.max(0, width - count)) }
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: Swift.max(0, width - count)) + self }
}
