import Platform

/// Row 7: exact big numbers, `calc -e` against `bc -l`, each a child process writing to a file:
/// π to many digits, a large power of 2 and a large factorial, whose digits must agree.
struct BigNumberBenchmark {
    /// One computation, as calc's arguments and as bc's input.
    struct Case {
        var name: String
        var calc: [String]
        var bc: String
        /// How many leading digits must agree; nil: the whole output.
        var digits: Int? = nil

        /// Whether calc's output has bc's digits: all of its text, or the first `digits` digits.
        func agrees(_ calcOutput: String, _ bcOutput: String) -> Bool {
            let ours = Workloads.lines(of: calcOutput)
            let theirs = Workloads.lines(of: bcOutput)
            guard let digits else { return !ours.isEmpty && ours == theirs }
            func leading(_ lines: [ArraySlice<UInt8>]) -> [UInt8] {
                Array((lines.first ?? []).filter { $0 != UInt8(ascii: ".") }.prefix(digits))
            }
            let mine = leading(ours)
            return mine.count == digits && mine == leading(theirs)
        }
    }

    let configuration: Configuration
    let directory: String

    private var cases: [Case] {
        let digits = configuration.bigDigits
        return [
            // bc truncates to `scale` decimals, calc rounds to `digits` significant digits: the
            // last one or two differ.
            Case(
                name: "π to \(grouped(digits)) digits", calc: ["--precision", "\(digits)", "-e", "pi"],
                bc: "scale=\(digits); 4*a(1)", digits: digits - 2),
            Case(name: "2^\(digits * 10)", calc: ["-e", "2^\(digits * 10)"], bc: "2^\(digits * 10)"),
            // bc has no factorial: the loop a bc user would write.
            Case(
                name: "\(digits * 2)!", calc: ["-e", "fact(\(digits * 2))"],
                bc: "define f(n){auto r,i; r=1; for(i=2;i<=n;i++) r*=i; return r}; f(\(digits * 2))"),
        ]
    }

    func run() -> Row {
        let hasBC = isExecutable("bc")
        let results = cases.enumerated().map { measure($1, index: $0, hasBC: hasBC) }
        let label = "exact big numbers: " + cases.map(\.name).joined(separator: ", ")
        let figure = results.map { format("%.3g s", $0.calc) }.joined(separator: ", ")
        let target = "< 1× each, digits agree"
        guard hasBC else {
            return Row(label: label, figure: figure, baseline: "bc not found", ratio: "—", target: target, met: nil)
        }
        let bc = results.compactMap(\.bc)
        let ratios = zip(results, bc).map { $0.calc / $1 }
        let agreement = zip(cases, results).map { test, result in
            let agreeing = test.digits.map { "the first \(grouped($0)) digits agree" } ?? "the same number"
            return "\(test.name): " + (result.agree ? agreeing : "calc's output DIFFERS from bc's")
        }
        return Row(
            label: label, figure: figure,
            baseline: bc.map { format("%.3g s", $0) }.joined(separator: ", ") + " (bc -l)",
            ratio: ratios.map { format("%.2g×", $0) }.joined(separator: ", "), target: target,
            met: ratios.allSatisfy { $0 < 1 } && results.allSatisfy(\.agree),
            note: "calc best of \(configuration.repeats), bc run once; " + agreement.joined(separator: "; "))
    }

    /// Best of the configuration's repeats of calc, one run of bc (two minutes for π to 10,000
    /// digits, where calc takes milliseconds: a best of several would change nothing but the
    /// wait), and whether the outputs agree (false without bc).
    private func measure(_ test: Case, index: Int, hasBC: Bool) -> (calc: Double, bc: Double?, agree: Bool) {
        let input = directory + "/big-\(index).bc"
        let calcOutput = directory + "/big-\(index).calc.out"
        let bcOutput = directory + "/big-\(index).bc.out"
        if let file = fopen(input, "w") {
            fputs(test.bc + "\n", file)
            fclose(file)
        }
        let process = ChildProcess(arguments: [configuration.calc] + test.calc, output: calcOutput)
        var calc: ChildProcess.Outcome?
        let bc = hasBC ? ChildProcess.bc(input: input, output: bcOutput).run() : nil
        for _ in 0..<configuration.repeats { calc = .faster(calc, process.run()) }
        guard let calc else { preconditionFailure("at least one repeat") }
        let agree = hasBC && calc.status == 0 && test.agrees(calcOutput, bcOutput)
        return (calc.seconds, bc?.seconds, agree)
    }
}
