import CalculatorKit
import Platform

// calc-bench: the performance measurements, each against a baseline taken in the same run.
//
//   calc-bench [--quick] [--lines N] [--calc PATH]   run the benchmarks, print a Markdown table
//   calc-bench --only evaluate|compile|engine        run one in-process row (for profilers)
//   calc-bench --only bignum                         run row 7 alone (bc takes minutes on its π)
//   calc-bench --only batch|startup                  run rows 3 to 3d, or rows 4 and 9c, alone
//   calc-bench --only plot                           run row 8 (a whole plot, in process) alone
//   calc-bench --only units                          run row 9 (unit arithmetic, and qalc) alone
//   calc-bench --only lists                          run row 10 (a million elements) alone
//   calc-bench --generate N PATH                     write the N-line arithmetic file used by row 3
//   calc-bench --generate-nested N PATH              write the N-line nested file used by rows 3c, 3d
//   calc-bench --generate-units N PATH               write the N-line unit file used by row 9

struct Configuration {
    var calc: String
    var lines = 1_000_000
    var points = 1_000_000
    var expressions = 100_000
    var startupRuns = 50
    var repeats = 3
    /// Row 7's size: π to this many digits, 2^(10 × it) and (2 × it)!.
    var bigDigits = 10_000
    /// Row 9's lines of unit arithmetic (issue 30: 200,000), timed against as many of row 3's.
    var unitLines = 200_000
    /// Rows 3c and 3d's nested lines (issue 47: 200,000).
    var nestedLines = 200_000
    /// Runs just one row: an in-process one, for profiling, or row 7.
    var only: String?

    /// A smoke run: every row, small sizes, a few seconds.
    mutating func makeQuick() {
        (lines, points, expressions, startupRuns, repeats, bigDigits) = (20_000, 100_000, 10_000, 5, 1, 1_000)
        unitLines = 20_000
        nestedLines = 20_000
    }
}

func usage() -> Never {
    printError(
        "usage: calc-bench [--quick] [--lines N] [--calc PATH] [--only evaluate|compile|engine|bignum|batch|startup|plot|units|lists]"
            + " | --generate N PATH | --generate-nested N PATH | --generate-units N PATH\n")
    exit(64)
}

/// The directory this executable is in: `calc` is built next to it.
func ownDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return "." }
    let path = cString(buffer)
    return String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
}

var configuration = Configuration(calc: ownDirectory() + "/calc")
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--quick": configuration.makeQuick()
    case "--lines":
        guard let count = arguments.popFirst().flatMap({ Int($0) }), count >= 10 else { usage() }
        configuration.lines = count
    case "--calc":
        guard let path = arguments.popFirst() else { usage() }
        configuration.calc = path
    case "--only":
        guard let name = arguments.popFirst(),
            ["evaluate", "compile", "engine", "bignum", "batch", "startup", "plot", "units", "lists"].contains(name)
        else {
            usage()
        }
        configuration.only = name
    case "--peak-rss":
        guard let report = arguments.popFirst() else { usage() }
        ChildProcess.reportPeakMemory(report: report, command: Array(arguments))
    case "--generate":
        guard let count = arguments.popFirst().flatMap({ Int($0) }), let path = arguments.popFirst() else { usage() }
        exit(Workloads.writeArithmeticFile(lines: count, to: path) ? 0 : 1)
    case "--generate-nested":
        guard let count = arguments.popFirst().flatMap({ Int($0) }), let path = arguments.popFirst() else { usage() }
        exit(Workloads.writeNestedFile(lines: count, to: path) ? 0 : 1)
    case "--generate-units":
        guard let count = arguments.popFirst().flatMap({ Int($0) }), let path = arguments.popFirst() else { usage() }
        exit(Workloads.writeUnitFile(lines: count, to: path) ? 0 : 1)
    default: usage()
    }
}

var scratch = Array("/tmp/calc-bench-XXXXXX".utf8CString)
guard let directory = mkdtemp(&scratch).map({ String(cString: $0) }) else {
    printError("calc-bench: cannot create a temporary directory\n")
    exit(1)
}

// calc is measured as installed: a copy (`make install` copies it). The linker's own output,
// while its pages stay cached as the linker wrote them, starts about 0.5 ms slower than the same
// bytes copied (2.2 against 1.5 ms here, sync or not): a page-cache effect, not calc's.
if ChildProcess(arguments: ["cp", configuration.calc, directory + "/calc"]).run().status == 0 {
    configuration.calc = directory + "/calc"
}

switch configuration.only {
case "evaluate": printTable(EvaluationBenchmark.run(configuration))
case "compile": printTable([CompileBenchmark.run(configuration)])
case "engine": printTable([BatchBenchmark(configuration: configuration, directory: directory).inProcessThroughput()])
case "bignum": printTable([BigNumberBenchmark(configuration: configuration, directory: directory).run()])
case "batch": printTable(BatchBenchmark(configuration: configuration, directory: directory).throughput().rows)
case "startup":
    printTable([
        BatchBenchmark(configuration: configuration, directory: directory).startup(),
        UnitConversionBenchmark(configuration: configuration, directory: directory).run(),
    ])
case "plot": printTable([PlotBenchmark.run(configuration)])
case "units": printTable(UnitsBenchmark(configuration: configuration, directory: directory).run())
case "lists": printTable(ListBenchmark(configuration: configuration, directory: directory).run())
default:
    var rows = EvaluationBenchmark.run(configuration)
    rows.append(CompileBenchmark.run(configuration))
    let batch = BatchBenchmark(configuration: configuration, directory: directory)
    let (throughput, bcSeconds) = batch.throughput()
    rows += throughput
    rows.append(batch.startup())
    rows.append(batch.memory())
    rows.append(batch.inProcessThroughput(bcSeconds: bcSeconds))
    rows.append(BigNumberBenchmark(configuration: configuration, directory: directory).run())
    rows.append(PlotBenchmark.run(configuration))
    rows += UnitsBenchmark(configuration: configuration, directory: directory).run()
    rows.append(UnitConversionBenchmark(configuration: configuration, directory: directory).run())
    rows += ListBenchmark(configuration: configuration, directory: directory).run()
    print()
    printTable(rows)
}
// Not a top-level `defer`: `exit` would skip it, leaving the generated files behind.
_ = ChildProcess(arguments: ["rm", "-rf", directory]).run()
