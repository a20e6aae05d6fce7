import Platform

/// Row 9c (issue 47): one conversion as a process, `calc -e '60 mph to m/s'`, against GNU units
/// answering the same question, `units -t '60 mph' 'm/s'`: the median of as many pairs as row 4
/// runs, both answers checked. Target 0.3× units' time: what a script that converts one value a
/// call pays.
struct UnitConversionBenchmark {
    let configuration: Configuration
    let directory: String
    static let target = 0.3

    func run() -> Row {
        let label = "`calc -e '60 mph to m/s'` as a process, median of \(configuration.startupRuns)"
        let (calcOutput, unitsOutput) = (directory + "/mph.calc.out", directory + "/mph.units.out")
        let calc = ChildProcess(arguments: [configuration.calc, "-e", "60 mph to m/s"], output: calcOutput)
        guard isExecutable("units") else {
            let seconds = (0..<configuration.startupRuns).map { _ in calc.run().seconds }.median
            return Row(
                label: label, figure: format("%.2f ms", seconds * 1e3), baseline: "GNU units not installed",
                ratio: "—", target: format("≤ %.1f×", Self.target), met: nil, number: "9c")
        }
        let units = ChildProcess(arguments: ["units", "-t", "60 mph", "m/s"], output: unitsOutput)
        var calcTimes: [Double] = []
        var unitsTimes: [Double] = []
        var statuses: Set<Int32> = []
        for _ in 0..<configuration.startupRuns {
            let (mine, theirs) = (calc.run(), units.run())
            calcTimes.append(mine.seconds)
            unitsTimes.append(theirs.seconds)
            statuses.formUnion([mine.status, theirs.status])
        }
        // calc prints `26.8224 m/s`, units `26.8224`: the same number, before the unit.
        let answers = [calcOutput, unitsOutput].map { path in
            Workloads.lines(of: path).first?.split(separator: UInt8(ascii: " ")).first.flatMap(Workloads.number)
        }
        let agree = answers[0] != nil && answers[0] == answers[1] && statuses == [0]
        let ratio = calcTimes.median / unitsTimes.median
        return Row(
            label: label, figure: format("%.2f ms", calcTimes.median * 1e3),
            baseline: format("%.2f ms (`units -t '60 mph' 'm/s'`)", unitsTimes.median * 1e3),
            ratio: format("%.2f×", ratio), target: format("≤ %.1f×", Self.target), met: ratio <= Self.target && agree,
            note: agree ? "" : "the answers differ or a command failed", number: "9c")
    }
}
