import CalculatorNumbers

/// The answers of ``UnitTable/lookUp(_:)`` by spelling, hits and misses alike. A statement asks
/// for the same few names again and again (the parser where a unit may follow a number, the
/// evaluator, each `to`), and a spelling that is not exact (`km`, `MB`, and every name that is
/// no unit at all, `to`) costs a walk over every prefix and the product of two factors. Shared
/// by a table's copies, and replaced by a new one when a table is changed; locked, because the
/// standard table is one for every thread (the REPL previews a line on another). The lock is
/// pthread's (`PthreadLock`), which the thread sanitizer sees.
///
/// A hash table of its own (open addressing on ``SpellingIndex``'s hash of the UTF-8 bytes),
/// not a `Dictionary`: the first `Dictionary<String, …>` a process makes has the runtime search
/// every conformance in the executable for `String: Hashable`, and a statement with a unit
/// made this one first (issue 47). Spellings are kept byte for byte: two spellings of one unit
/// (`Ω` and the ohm sign) are two answers, each right.
///
/// ```swift
/// let cache = UnitLookupCache()
/// cache.answer("km") { UnitTable.standard.lookUp("km") }   // looked up, and kept
/// cache.answer("km") { nil }                              // the kept answer
/// ```
package final class UnitLookupCache: @unchecked Sendable {
    /// At most this many spellings are kept: the names of a long session, not every typo of it.
    static let capacity = 4_096

    private let lock = PthreadLock()
    /// Read and written only under `lock`: the spellings answered, their answers, and the
    /// table of their indices + 1 (0 for an empty slot), a power of two in size, at most half
    /// full; empty until the first answer.
    private var spellings: [String] = []
    private var answers: [UnitLookup?] = []
    private var slots: [Int32] = []

    package init() {}

    /// The kept answer for `spelling`, else `compute()`'s, kept while there is room.
    package func answer(_ spelling: String, else compute: () -> UnitLookup?) -> UnitLookup? {
        let hash = SpellingIndex.hash(spelling)
        if case .kept(let answer) = lock.withLock({ find(spelling, hash: hash) }) { return answer }
        let answer = compute()
        lock.withLock {
            guard spellings.count < Self.capacity, case .free(let slot) = find(spelling, hash: hash) else { return }
            spellings.append(spelling)
            answers.append(answer)
            slots[slot] = Int32(spellings.count)
            if spellings.count * 2 > slots.count { grow() }
        }
        return answer
    }

    private enum Place {
        case kept(UnitLookup?)
        /// The empty slot where the spelling would go.
        case free(Int)
    }

    /// Linear probing from `hash`'s slot; allocates the table at the first question.
    private func find(_ spelling: String, hash: Int) -> Place {
        if slots.isEmpty { slots = [Int32](repeating: 0, count: 16) }
        let mask = slots.count - 1
        var slot = hash & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return .free(slot) }
            if spellings[entry - 1].utf8.elementsEqual(spelling.utf8) { return .kept(answers[entry - 1]) }
            slot = (slot + 1) & mask
        }
    }

    private func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, spelling) in spellings.enumerated() {
            var slot = SpellingIndex.hash(spelling) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }
}
