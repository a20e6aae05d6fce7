import CalculatorKit
import Platform

/// Row 1: a compiled expression against a native Swift closure, over the same varying inputs:
/// through the column API (`evaluate(columns:)`, row 1) and one call per point
/// (`evaluate(_: [Double])`, row 1b).
enum EvaluationBenchmark {
    static func run(_ configuration: Configuration) -> [Row] {
        let (xs, ys, zs) = Workloads.points(configuration.points)
        let native: (Double, Double, Double) -> Double = { x, y, z in (x + 2) * sin(y) - z * z / 3 }
        // Row 1b's loop with a native closure of the array in place of `evaluate`: what the
        // loop itself costs (writing the array, reading it back), printed beside the row.
        let nativeOfArray: ([Double]) -> Double = { v in (v[0] + 2) * sin(v[1]) - v[2] * v[2] / 3 }
        let compiled: CompiledExpression
        do {
            compiled = try CalculatorBrain().compile(Workloads.expression)
        } catch {
            return [Row(label: "compiled evaluation", figure: "error", baseline: "", ratio: "", target: "", met: nil)]
        }

        // Best of several runs of each; the sums are printed so the work cannot be optimised away.
        var nativeSum = 0.0
        var columnsSum = 0.0
        var perCallSum = 0.0
        var arraySum = 0.0
        var nativeTime = Double.infinity
        var columnsTime = Double.infinity
        var perCallTime = Double.infinity
        var arrayTime = Double.infinity
        // One round more than counted: the first warms the caches and the CPU and is not kept.
        for round in 0...configuration.repeats {
            nativeTime = min(
                nativeTime,
                Clock.measure {
                    var sum = 0.0
                    for index in xs.indices { sum += native(xs[index], ys[index], zs[index]) }
                    nativeSum = sum
                })
            columnsTime = min(
                columnsTime,
                Clock.measure {
                    var sum = 0.0
                    for value in compiled.evaluate(columns: [xs, ys, zs]) { sum += value }
                    columnsSum = sum
                })
            /// An app's loop: the point's values written to one array, `function` called on it.
            @inline(__always) func pointByPoint(_ function: ([Double]) -> Double) -> Double {
                var sum = 0.0
                var values = [0.0, 0.0, 0.0]
                for index in xs.indices {
                    values[0] = xs[index]
                    values[1] = ys[index]
                    values[2] = zs[index]
                    sum += function(values)
                }
                return sum
            }
            perCallTime = min(perCallTime, Clock.measure { perCallSum = pointByPoint { compiled.evaluate($0) } })
            arrayTime = min(arrayTime, Clock.measure { arraySum = pointByPoint(nativeOfArray) })
            if round == 0 {
                (nativeTime, columnsTime, perCallTime, arrayTime) = (.infinity, .infinity, .infinity, .infinity)
            }
        }
        let count = Double(xs.count)
        print(
            format(
                "row 1: checksums native %.17g, columns %.17g, per call %.17g", nativeSum, columnsSum, perCallSum))
        print(
            format(
                "row 1b: its loop with a native closure of the array: %.1f ns/point, %.2f× the native closure "
                    + "(checksum %.17g); `evaluate` in it: %.2f× that",
                arrayTime / Double(xs.count) * 1e9, arrayTime / nativeTime, arraySum, perCallTime / arrayTime))
        let baseline = format("%.1f ns/point (native closure)", nativeTime / count * 1e9)
        // The targets: 1.2× the closure over columns; 1.1× one call per point (issue 47; 2× before).
        func row(_ label: String, _ time: Double, _ sum: Double, target: Double, number: String? = nil) -> Row {
            let ratio = time / nativeTime
            return Row(
                label: label, figure: format("%.1f ns/point", time / count * 1e9), baseline: baseline,
                ratio: format("%.2f×", ratio), target: format("≤ %.1f×", target),
                met: ratio <= target && nativeSum == sum,
                note: nativeSum == sum ? "" : "the compiled checksum differs from the native one", number: number)
        }
        return [
            row(
                "evaluate `\(Workloads.expression)`, \(grouped(xs.count)) points, `evaluate(columns:)`", columnsTime,
                columnsSum, target: 1.2),
            row(
                "the same, one `evaluate(_: [Double])` call per point", perCallTime, perCallSum, target: 1.1,
                number: "1b"
            ),
        ]
    }
}

/// Row 2: parse and compile distinct expressions of the benchmark's shape; target 1.5 million a
/// second (issue 47; tinyexpr's rate, a million, before).
enum CompileBenchmark {
    static func run(_ configuration: Configuration) -> Row {
        let sources = Workloads.expressionVariants(configuration.expressions)
        let brain = CalculatorBrain()
        var best = Double.infinity
        var checksum = 0
        var failures = 0
        for _ in 0..<configuration.repeats {
            best = min(
                best,
                Clock.measure {
                    checksum = 0
                    failures = 0
                    for source in sources {
                        if let compiled = try? brain.compile(source) {
                            checksum &+= compiled.variableNames.count
                        } else {
                            failures += 1
                        }
                    }
                })
        }
        let rate = Double(sources.count) / best
        print("row 2: \(grouped(checksum)) variables in \(grouped(sources.count)) expressions, \(failures) failed")
        return Row(
            label: "parse + compile, \(grouped(sources.count)) distinct expressions",
            figure: grouped(Int(rate)) + " /s", baseline: "1,500,000 /s (target, issue 47)",
            ratio: format("%.2f×", rate / 1_500_000), target: "≥ 1×", met: rate >= 1_500_000 && failures == 0)
    }
}
