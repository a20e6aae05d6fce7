import Platform

/// Row 9: quantities. `calc FILE` on generated lines of unit arithmetic and conversions
/// (``Workloads/unitLine(_:)``: `3.5 km + 200 m to mile`, `60 mph to m/s`, `5000 s to h+min+s`)
/// against `calc FILE` on the row-3 arithmetic file of as many lines, in the same run; target at
/// most twice its time (issue 30). Row 9b: `qalc` on the start of the same file, informative.
struct UnitsBenchmark {
    let configuration: Configuration
    let directory: String
    /// Issue 30's target: the unit file in at most this many times the arithmetic file's time.
    static let target = 2.0
    /// qalc answers a line of a file in about 13 ms of mostly waiting (it polls its calculation
    /// thread), so the whole file would take most of an hour: it runs on this share of it.
    static let qalcShare = 100

    func run() -> [Row] {
        let lines = configuration.unitLines
        let unitFile = directory + "/units.calc"
        let arithmeticFile = directory + "/arithmetic-\(lines).calc"
        guard Workloads.writeUnitFile(lines: lines, to: unitFile),
            Workloads.writeArithmeticFile(lines: lines, to: arithmeticFile)
        else {
            printError("calc-bench: cannot write the unit benchmark files in \(directory)\n")
            exit(1)
        }
        let unitOutput = directory + "/units.out"
        var units: ChildProcess.Outcome?
        var arithmetic: ChildProcess.Outcome?
        for _ in 0..<configuration.repeats {
            arithmetic = .faster(arithmetic, ChildProcess(arguments: [configuration.calc, arithmeticFile]).run())
            units = .faster(
                units, ChildProcess(arguments: [configuration.calc, unitFile], output: unitOutput).run())
        }
        guard let units, let arithmetic else { preconditionFailure("at least one repeat") }
        // Every line answers: one output line each, and no error.
        let answered = Workloads.lines(of: unitOutput).count
        let ratio = units.seconds / arithmetic.seconds
        let row = Row(
            label: "batch, \(grouped(lines))-line file of unit arithmetic and conversions",
            figure: format("%.2f s, ", units.seconds) + rate(lines, units.seconds),
            baseline: format("%.2f s", arithmetic.seconds) + " (the row-3 file, \(grouped(lines)) lines)",
            ratio: format("%.2f×", ratio), target: format("≤ %.0f× row 3's time", Self.target),
            met: ratio <= Self.target && units.status == 0 && answered == lines,
            note: "calc FILE on `3.5 km + 200 m to mile`, `60 mph to m/s`, `5000 s to h+min+s`…; "
                + "\(grouped(answered)) of \(grouped(lines)) lines answered, calc exit status \(units.status)",
            number: "9")
        return [row, qalc(unitFile, calcSeconds: units.seconds / Double(lines))]
    }

    /// Row 9b: qalc on the first lines of the unit file, per line against calc's rate on all of it.
    private func qalc(_ unitFile: String, calcSeconds: Double) -> Row {
        let label = "the same lines in qalc (informative)"
        guard isExecutable("qalc") else {
            return Row(
                label: label, figure: format("%.2f µs/line", calcSeconds * 1e6), baseline: "qalc not installed",
                ratio: "—", target: "(informative)", met: nil, number: "9b")
        }
        let count = max(10, configuration.unitLines / Self.qalcShare)
        let sample = directory + "/units-qalc.calc"
        guard let file = fopen(sample, "w") else { preconditionFailure("cannot write \(sample)") }
        for line in Workloads.lines(of: unitFile).prefix(count) {
            fwrite(Array(line) + [UInt8(ascii: "\n")], 1, line.count + 1, file)
        }
        fclose(file)
        let qalc = ChildProcess(arguments: ["qalc", "-t", "-f", sample]).run()
        let perLine = qalc.seconds / Double(count)
        return Row(
            label: label, figure: format("%.2f µs/line", calcSeconds * 1e6),
            baseline: format("%.0f µs/line", perLine * 1e6) + " (qalc -t -f, first \(grouped(count)) lines)",
            ratio: format("%.0f× faster", perLine / calcSeconds), target: "(informative)", met: nil,
            note: "qalc exit status \(qalc.status); it waits on its calculation thread for most of each line",
            number: "9b")
    }

    private func rate(_ lines: Int, _ seconds: Double) -> String {
        grouped(Int(Double(lines) / seconds)) + " lines/s"
    }
}
