import CalculatorNumbers

/// The answers of ``UnitTable/lookUp(_:)`` by spelling, hits and misses alike. A statement asks
/// for the same few names again and again (the parser where a unit may follow a number, the
/// evaluator, each `to`), and a spelling that is not exact (`km`, `MB`, and every name that is
/// no unit at all, `to`) costs a walk over every prefix and the product of two factors. Shared
/// by a table's copies, and replaced by a new one when a table is changed; locked, because the
/// standard table is one for every thread (the REPL previews a line on another). The lock is
/// pthread's (`PthreadLock`), which the thread sanitizer sees.
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
    /// Read and written only under `lock`.
    private var answers: [String: UnitLookup?] = [:]

    package init() {}

    /// The kept answer for `spelling`, else `compute()`'s, kept while there is room.
    package func answer(_ spelling: String, else compute: () -> UnitLookup?) -> UnitLookup? {
        if let kept = lock.withLock({ answers[spelling] }) { return kept }
        let answer = compute()
        lock.withLock {
            if answers.count < Self.capacity { answers[spelling] = answer }
        }
        return answer
    }
}
