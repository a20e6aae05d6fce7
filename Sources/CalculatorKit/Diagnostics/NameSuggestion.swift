/// "Did you mean" hints for unknown names: the nearest known name by edit distance, counting a
/// swap of two neighbouring letters as one edit (`sni` → `sin`), and ignoring case, since names
/// are all lower case and `SIN`, `Sin` and `PI` are the same names typed with Shift or Caps Lock.
enum NameSuggestion {
    /// The candidate `name` is most likely a typo of, or nil when nothing is close enough.
    /// Only candidates `isCandidate` accepts are considered; it is asked about those of a
    /// length that could be close, so it may be costly. (The note that offers it is
    /// ``Failure/unknownName(_:suggestion:at:)``'s.)
    static func suggestion(
        for name: String, among candidates: some Sequence<String>, where isCandidate: (String) -> Bool = { _ in true }
    ) -> String? {
        let typed = Array(name.lowercased().unicodeScalars)
        // One-letter names are too short to guess from; longer ones allow more typos.
        let allowed = typed.count <= 1 ? 0 : typed.count <= 4 ? 1 : 2
        guard allowed > 0 else { return nil }
        // Ties go to the longer shared prefix (`pii` is `pi` mistyped more likely than `phi`),
        // then to the name first in alphabetical order, so the answer does not depend on the
        // candidates' order.
        var best: (name: String, distance: Int, prefix: Int)?
        // One buffer for the candidate's scalars and one for the distance's rows, reused: a
        // line of a million unknown names asks this a million times.
        var scalars: [Unicode.Scalar] = []
        var rows: [Int] = []
        for candidate in candidates where candidate != name {
            // The distance is at least the difference in length: most candidates stop here, so
            // an unknown name costs microseconds even on a line of a million of them.
            guard abs(candidate.unicodeScalars.count - typed.count) <= allowed, isCandidate(candidate) else { continue }
            scalars.removeAll(keepingCapacity: true)
            scalars.append(contentsOf: candidate.lowercased().unicodeScalars)
            let distance = Self.distance(typed, scalars, rows: &rows)
            guard distance <= allowed else { continue }
            let prefix = zip(typed, scalars).prefix { $0 == $1 }.count
            if let best {
                if distance > best.distance { continue }
                if distance == best.distance
                    && (prefix < best.prefix || (prefix == best.prefix && candidate >= best.name))
                {
                    continue
                }
            }
            best = (candidate, distance, prefix)
        }
        return best?.name
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent
    /// transpositions each cost 1. Its three rows of `b.count + 1` are kept in `rows` (any
    /// contents), so that many distances share one allocation.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], rows: inout [Int]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        if rows.count < 3 * width { rows = [Int](repeating: 0, count: 3 * width) }
        // Rows i-2, i-1 and i, rotating through the buffer's three thirds.
        var (beforePrevious, previous, current) = (0, width, 2 * width)
        for j in 0...b.count { rows[previous + j] = j }
        for i in 1...a.count {
            rows[current] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    value = min(value, rows[beforePrevious + j - 2] + 1)
                }
                rows[current + j] = value
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return rows[previous + b.count]
    }
}
