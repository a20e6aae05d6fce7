import CalculatorKit
import Foundation
import Testing

/// Compiled expressions are immutable `Sendable` values: eight threads evaluate the same ones at
/// once and must get the answers a single thread gets. Run under the thread sanitizer with
/// `make sanitize-thread` (`swift test --sanitize=thread --filter Concurrency`).
struct ConcurrencyTests {
    static let threadCount = 8
    static let pointsPerThread = 500

    /// Sources covering each path of the machine: inline arithmetic, table functions, a
    /// variadic function, a custom operator, user functions (heap call frames), `if` jumps.
    static let sources = [
        "x^2 + y",
        "sin(x) * cos(y) + hypot(x, y)",
        "max(x, y, 3) ⊕ 1",
        "fib(abs(round(x)) % 8) + y",
        "if(x < y, x, y) + sq(x)",
    ]

    static func compiled() throws -> [CompiledExpression] {
        let brain = CalculatorBrain()
        brain.operations.add(.infix("⊕", precedence: .additive) { ($0 + $1) / 2 })
        try brain.evaluate("fib(n) = if(n < 2, n, fib(n - 1) + fib(n - 2))")
        try brain.evaluate("sq(t) = t * t")
        return try sources.map { try brain.compile($0) }
    }

    static func point(thread: Int, index: Int) -> (x: Double, y: Double) {
        (Double(thread * pointsPerThread + index) / 97 - 50, Double(index % 13) - 6)
    }

    /// Every thread's sum of results for each expression, positional and named, over its first
    /// `points` points.
    static func sums(of expressions: [CompiledExpression], thread: Int, points: Int = pointsPerThread) -> [Double] {
        var sums = [Double](repeating: 0, count: expressions.count * 2)
        for index in 0..<points {
            let (x, y) = point(thread: thread, index: index)
            for (number, expression) in expressions.enumerated() {
                sums[2 * number] += expression.evaluate([x, y])
                sums[2 * number + 1] += (try? expression.evaluate(["x": x, "y": y])) ?? .nan
            }
        }
        return sums
    }

    @Test func eightThreadsShareCompiledExpressions() throws {
        let expressions = try Self.compiled()
        let expected = (0..<Self.threadCount).map { Self.sums(of: expressions, thread: $0) }

        let results = Collector<(Int, [Double])>()
        let finished = DispatchGroup()
        for thread in 0..<Self.threadCount {
            finished.enter()
            let worker = Thread {
                results.append((thread, Self.sums(of: expressions, thread: thread)))
                finished.leave()
            }
            worker.start()
        }
        finished.wait()

        let byThread = Dictionary(uniqueKeysWithValues: results.items)
        #expect(byThread.count == Self.threadCount)
        for thread in 0..<Self.threadCount {
            let sums = try #require(byThread[thread])
            #expect(sums == expected[thread], "thread \(thread)")
            #expect(sums.allSatisfy { $0.isFinite }, "thread \(thread)")
        }
    }

    /// `evaluate(_: [Double])` builds its fast path at the first call: eight threads making
    /// that first call at once each get the right answer, and one fast path is kept. Twenty
    /// rounds of a few points each: the race is at the first call, and the thread sanitizer took
    /// 70 s over twenty rounds of 500 points.
    @Test func eightThreadsBuildTheFastPathAtOnce() throws {
        let points = 25
        // The expected sums from other copies, so that the shared ones are first called below.
        let expected = (0..<Self.threadCount).map {
            Self.sums(of: try! Self.compiled(), thread: $0, points: points)
        }
        for _ in 0..<20 {
            let expressions = try Self.compiled()
            let results = Collector<(Int, [Double])>()
            let finished = DispatchGroup()
            for thread in 0..<Self.threadCount {
                finished.enter()
                Thread {
                    results.append((thread, Self.sums(of: expressions, thread: thread, points: points)))
                    finished.leave()
                }.start()
            }
            finished.wait()
            let byThread = Dictionary(uniqueKeysWithValues: results.items)
            #expect(byThread.count == Self.threadCount)
            for thread in 0..<Self.threadCount { #expect(byThread[thread] == expected[thread], "thread \(thread)") }
        }
    }

    @Test func taskGroupSharesCompiledExpressions() async throws {
        let expressions = try Self.compiled()
        let expected = (0..<Self.threadCount).map { Self.sums(of: expressions, thread: $0) }
        let results = await withTaskGroup(of: (Int, [Double]).self) { group in
            for thread in 0..<Self.threadCount {
                group.addTask { (thread, Self.sums(of: expressions, thread: thread)) }
            }
            var results = [[Double]](repeating: [], count: Self.threadCount)
            for await (thread, sums) in group { results[thread] = sums }
            return results
        }
        #expect(results == expected)
    }

    /// Errors raised on many threads at once carry their own source ranges.
    @Test func errorsOnManyThreads() throws {
        let f = try CalculatorBrain().compile("1 / (x - y)")
        let collected = Collector<CalculatorError>()
        DispatchQueue.concurrentPerform(iterations: Self.threadCount) { thread in
            do throws(CalculatorError) {
                _ = try f.evaluate(["x": Double(thread), "y": Double(thread)])
            } catch {
                collected.append(error)
            }
        }
        let errors = collected.items
        #expect(errors.count == Self.threadCount)
        #expect(errors.allSatisfy { $0.message == "division by zero" && $0.range.utf8Offsets == 0..<11 })
    }
}

/// Values appended from many threads, behind a lock.
final class Collector<Item>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Item] = []

    func append(_ item: Item) {
        lock.lock()
        defer { lock.unlock() }
        stored.append(item)
    }

    var items: [Item] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
