import CalculatorKit
import Platform

/// Rows 3 to 5 (3c and 3d included) and the in-process batch row: `calc FILE` on generated arithmetic files against
/// `bc -l < FILE`, as child processes, timed, and measured through GNU time.
struct BatchBenchmark {
    let configuration: Configuration
    let directory: String
    let bigFile: String
    let smallFile: String
    let hasBC: Bool

    init(configuration: Configuration, directory: String) {
        self.configuration = configuration
        self.directory = directory
        bigFile = directory + "/big.calc"
        smallFile = directory + "/small.calc"
        guard Workloads.writeArithmeticFile(lines: configuration.lines, to: bigFile),
            Workloads.writeArithmeticFile(lines: max(1, configuration.lines / 10), to: smallFile)
        else {
            printError("calc-bench: cannot write the benchmark files in \(directory)\n")
            exit(1)
        }
        hasBC = isExecutable("bc")
    }

    private func calcProcess(_ file: String, output: String = "/dev/null", options: [String] = []) -> ChildProcess {
        ChildProcess(arguments: [configuration.calc] + options + [file], output: output)
    }

    /// Rows 3 and 3b: a million lines, against `bc -l`, with the outputs compared, in the
    /// default exact arithmetic (at least 3× faster than bc) and in IEEE `Double` arithmetic
    /// (`--ieee`, at least 5×); then rows 3c and 3d, the same on 200,000 nested lines (issue
    /// 47: at least 4× and 10×); also row 3's bc time, which row 6 compares with.
    func throughput() -> (rows: [Row], bcSeconds: Double?) {
        let short = versusBC(
            file: bigFile, lines: configuration.lines,
            label: "batch, \(grouped(configuration.lines))-line arithmetic file",
            targets: (3, 5), numbers: (nil, "3b"))
        let nestedFile = directory + "/nested.calc"
        guard Workloads.writeNestedFile(lines: configuration.nestedLines, to: nestedFile) else {
            printError("calc-bench: cannot write \(nestedFile)\n")
            exit(1)
        }
        let nested = versusBC(
            file: nestedFile, lines: configuration.nestedLines,
            label: "batch, \(grouped(configuration.nestedLines))-line nested arithmetic file", targets: (4, 10),
            numbers: ("3c", "3d"))
        return (short.rows + nested.rows, short.bcSeconds)
    }

    /// `calc FILE` and `calc --ieee FILE` against `bc -l < FILE`: two rows, each met at its
    /// target times faster with 99.9% of the lines agreeing; also bc's best time.
    private func versusBC(
        file: String, lines: Int, label: String, targets: (exact: Double, ieee: Double),
        numbers: (exact: String?, ieee: String)
    ) -> (rows: [Row], bcSeconds: Double?) {
        let bcOutput = file + ".bc.out"
        let calcOutput = file + ".calc.out"
        let ieeeOutput = file + ".calc-ieee.out"
        // Best of several runs, alternating bc and the two calcs, so that a shared machine's
        // load changing during the run weighs on all alike.
        var bc: ChildProcess.Outcome?
        var calc: ChildProcess.Outcome?
        var ieee: ChildProcess.Outcome?
        for _ in 0..<configuration.repeats {
            if hasBC { bc = .faster(bc, ChildProcess.bc(input: file, output: bcOutput).run()) }
            calc = .faster(calc, calcProcess(file, output: calcOutput).run())
            ieee = .faster(ieee, calcProcess(file, output: ieeeOutput, options: ["--ieee"]).run())
        }
        guard let calc, let ieee else { preconditionFailure("at least one repeat") }
        let rows = [
            row(
                label + ", exact (the default)", calc, calcOutput, bc, bcOutput, lines: lines, target: targets.exact,
                note: "calc FILE", number: numbers.exact),
            row(
                label + ", `--ieee`", ieee, ieeeOutput, bc, bcOutput, lines: lines, target: targets.ieee,
                note: "calc --ieee FILE", number: numbers.ieee),
        ]
        return (rows, bc?.seconds)
    }

    /// A row of calc's best run against bc's over `lines` lines, met at `target` times faster
    /// with 99.9% of the lines agreeing.
    private func row(
        _ label: String, _ calc: ChildProcess.Outcome, _ calcOutput: String, _ bc: ChildProcess.Outcome?,
        _ bcOutput: String, lines: Int, target: Double, note: String, number: String? = nil
    ) -> Row {
        let figure = format("%.2f s, ", calc.seconds) + lineRate(calc.seconds, lines: lines)
        let targetText = format("≥ %.0f× faster, 99.9%% agree", target)
        guard let bc else {
            return Row(
                label: label, figure: figure, baseline: "bc not found", ratio: "—", target: targetText, met: nil,
                number: number)
        }
        let bcFigure = format("%.2f s (bc -l), ", bc.seconds) + lineRate(bc.seconds, lines: lines)
        let (agreeing, total) = agreement(calcOutput, bcOutput, lines: lines)
        let share = total == 0 ? 0 : Double(agreeing) / Double(total)
        let speedup = bc.seconds / calc.seconds
        return Row(
            label: label, figure: figure, baseline: bcFigure, ratio: format("%.1f× faster", speedup),
            target: targetText, met: speedup >= target && share >= 0.999 && calc.status == 0,
            note: "\(note); \(grouped(agreeing)) of \(grouped(total)) lines ("
                + format("%.3f%%", share * 100) + ") agree with bc to a relative 1e-9; calc exit status \(calc.status)",
            number: number)
    }

    private func lineRate(_ seconds: Double, lines: Int) -> String {
        grouped(Int(Double(lines) / seconds)) + " lines/s"
    }

    /// Lines whose numbers agree to a relative 1e-9, out of the `lines` expected.
    private func agreement(_ calcOutput: String, _ bcOutput: String, lines: Int) -> (Int, Int) {
        let ours = Workloads.lines(of: calcOutput)
        let theirs = Workloads.lines(of: bcOutput)
        var agreeing = 0
        for (mine, reference) in zip(ours, theirs) {
            guard let a = Workloads.number(mine), let b = Workloads.number(reference) else { continue }
            if abs(a - b) <= 1e-9 * max(abs(a), abs(b)) { agreeing += 1 }
        }
        return (agreeing, lines)
    }

    /// Row 4: the median start-up time of `echo 1+1 | calc` and `echo 1+1 | bc -l`; target 0.7×
    /// (issue 47; 1× before).
    func startup() -> Row {
        let input = directory + "/one.calc"
        if let file = fopen(input, "w") {
            fputs("1+1\n", file)
            fclose(file)
        }
        let calc = ChildProcess(arguments: [configuration.calc], input: input)
        let bc = ChildProcess.bc(input: input)
        var calcTimes: [Double] = []
        var bcTimes: [Double] = []
        for _ in 0..<configuration.startupRuns {
            calcTimes.append(calc.run().seconds)
            if hasBC { bcTimes.append(bc.run().seconds) }
        }
        let command = "echo 1+1 | calc`"
        let calcMedian = calcTimes.median
        guard hasBC else {
            return Row(
                label: "start-up", figure: format("%.2f ms", calcMedian * 1e3), baseline: "bc not found", ratio: "—",
                target: "≤ 0.7×", met: nil)
        }
        let ratio = calcMedian / bcTimes.median
        return Row(
            label: "start-up, median of \(configuration.startupRuns)",
            figure: format("%.2f ms", calcMedian * 1e3),
            baseline: format("%.2f ms (bc -l, stdin 1+1)", bcTimes.median * 1e3), ratio: format("%.2f×", ratio),
            target: "≤ 0.7×", met: ratio <= 0.7, note: "calc measured as `\(command)")
    }

    /// Row 5: peak RSS on the big file, and on a tenth of it to show it is flat.
    func memory() -> Row {
        let label = "batch peak RSS, \(grouped(configuration.lines)) lines"
        func measure(_ process: ChildProcess) -> Int {
            process.runMeasuringMemory(helper: ownDirectory() + "/calc-bench", directory: directory)
        }
        let bcFigure = hasBC ? mebibytes(measure(ChildProcess.bc(input: bigFile))) + " (bc -l)" : "bc not found"
        let big = measure(calcProcess(bigFile))
        let small = measure(calcProcess(smallFile))
        let growth = Double(big) / Double(small)
        return Row(
            label: label, figure: mebibytes(big), baseline: bcFigure,
            ratio: format("%.2f×", growth)
                + " the \(grouped(configuration.lines / 10))-line run (\(mebibytes(small)))",
            target: "≤ 32 MiB, flat", met: big <= 32 << 20 && growth < 1.25)
    }

    /// Not one of the five rows: the engine's share of row 3, without process or I/O, as the
    /// batch controller drives it (one `execute` a line, each result handed over as it is run,
    /// each value formatted). Its output is compared with bc's; `bcSeconds` is bc's time from
    /// row 3, and bc is run here only without it (`--only engine`).
    func inProcessThroughput(bcSeconds: Double? = nil) -> Row {
        let lines = Workloads.lines(of: bigFile).map { String(decoding: $0, as: UTF8.self) }
        let brain = CalculatorBrain()
        let display = ValueFormat(brain.options)
        var output: [UInt8] = []
        output.reserveCapacity(lines.count * 24)
        let seconds = Clock.measure {
            for line in lines {
                brain.execute(line) { statement in
                    if case .success(.value(let value)) = statement.outcome {
                        output += display.string(for: value).utf8
                        output.append(UInt8(ascii: "\n"))
                    }
                }
            }
        }
        let engineOutput = directory + "/engine.out"
        if let file = fopen(engineOutput, "w") {
            fwrite(output, 1, output.count, file)
            fclose(file)
        }
        let bc =
            bcSeconds ?? (hasBC ? ChildProcess.bc(input: bigFile, output: bigFile + ".bc.out").run().seconds : nil)
        var note = "the engine's share of row 3, without process start-up, file reading or writing"
        if hasBC {
            let (agreeing, total) = agreement(engineOutput, bigFile + ".bc.out", lines: configuration.lines)
            note +=
                "; \(grouped(agreeing)) of \(grouped(total)) lines ("
                + format("%.3f%%", Double(agreeing) / Double(total) * 100) + ") agree with bc to a relative 1e-9"
        }
        return Row(
            label: "(extra) engine alone: execute + format each line, in process",
            figure: format("%.2f s, ", seconds) + lineRate(seconds, lines: configuration.lines),
            baseline: bc.map { format("%.2f s (bc -l)", $0) } ?? "bc not found",
            ratio: bc.map { format("%.1f× faster", $0 / seconds) } ?? "—", target: "(informative)", met: nil,
            note: note)
    }
}
