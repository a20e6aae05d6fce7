import CalculatorKit

/// Row 10 (issue 45): `mean(seq(1, 10^6))` in process, best of several runs (target under 0.5 s),
/// and a list of a million elements held by `calc` as a process: its peak RSS over that of a run
/// that holds one number, per element (target about 100 bytes at most).
struct ListBenchmark {
    let configuration: Configuration
    let directory: String
    static let elements = 1_000_000

    func run() -> [Row] {
        let source = "mean(seq(1, \(Self.elements)))"
        var best = Double.infinity
        var shown = ""
        for _ in 0..<max(configuration.repeats, 3) {
            let brain = CalculatorBrain()
            var value: Value?
            best = min(best, Clock.measure { value = try? brain.evaluateValue(source) })
            shown = value.map { ValueFormat().string(for: $0) } ?? "error"
        }
        print("row 10: \(source) is \(shown)")
        let time = Row(
            label: "`\(source)`, in process", figure: format("%.0f ms", best * 1000),
            baseline: "500 ms (target, issue 45)", ratio: format("%.2f×", best / 0.5), target: "< 0.5 s",
            met: shown == "500000.5" && best < 0.5, number: "10")
        func peak(_ expression: String) -> Int {
            ChildProcess(arguments: [configuration.calc, "-e", expression, "-e", "1"])
                .runMeasuringMemory(helper: ownDirectory() + "/calc-bench", directory: directory)
        }
        let held = peak("xs = seq(1, \(Self.elements))")
        let one = peak("xs = 1")
        let perElement = Double(held - one) / Double(Self.elements)
        let memory = Row(
            label: "a list of \(grouped(Self.elements)) elements held (`xs = seq(1, 10^6)`), peak RSS",
            figure: mebibytes(held), baseline: mebibytes(one) + " (`xs = 1`)",
            ratio: format("%.0f bytes an element", perElement), target: "≤ 100 bytes an element",
            met: held > 0 && one > 0 && perElement <= 100, number: "10b")
        return [time, memory]
    }
}
