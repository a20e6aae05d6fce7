import Foundation
import Testing

@testable import CalculatorKit

/// The standard units are one layer for every thread (issue 47): the REPL previews a line on
/// another thread while the brain runs one, and either may be the first to reduce a unit.
struct StandardUnitsConcurrencyTests {
    /// Threads that look up units of one layer at once, in different orders, get the units one
    /// thread gets, whether the layer builds its units from their stored reductions or reduces
    /// them. Run under the thread sanitizer by `make sanitize-thread`.
    @Test(arguments: [true, false])
    func threadsReduceTheSameUnits(stored: Bool) {
        let layer = StandardUnits(stored: stored)
        let spellings = UnitDefinitions.spellings.map(\.spelling)
        let threads = 4
        let answers = (0..<threads).map { _ in Answers() }
        // Two threads with a table (and a look-up cache) of their own, two sharing one, as the
        // brain and the preview share the standard table.
        let shared = UnitTable(standard: layer, before: layer.definitionCount)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            let table = thread < 2 ? UnitTable(standard: layer, before: layer.definitionCount) : shared
            let order = thread % 2 == 0 ? spellings : spellings.reversed()
            let factors = order.map { spelling -> String in
                guard case .unit(let match)? = table.lookUp(spelling) else { return "\(spelling): -" }
                return "\(spelling): \(match.factor) \(match.unit.dimension)"
            }
            answers[thread].set(factors.sorted())
        }
        let expected = spellings.map { spelling -> String in
            guard case .unit(let match)? = UnitTable.standard.lookUp(spelling) else { return "\(spelling): -" }
            return "\(spelling): \(match.factor) \(match.unit.dimension)"
        }.sorted()
        for answer in answers { #expect(answer.value == expected) }
    }

    /// One thread's answers, handed back to the test's.
    private final class Answers: @unchecked Sendable {
        private let lock = NSLock()
        private var factors: [String] = []
        var value: [String] { lock.withLock { factors } }
        func set(_ value: [String]) { lock.withLock { factors = value } }
    }
}
