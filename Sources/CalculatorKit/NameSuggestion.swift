/// "Did you mean" hints for unknown names: the nearest known name by edit distance, counting a
/// swap of two neighbouring letters as one edit (`sni` → `sin`).
enum NameSuggestion {
    /// `did you mean 'sin'?`, or nil when nothing is close enough to be a likely typo.
    /// Only candidates `isCandidate` accepts are considered; it is asked about those of a
    /// length that could be close, so it may be costly.
    static func note(
        for name: String, among candidates: some Sequence<String>, where isCandidate: (String) -> Bool = { _ in true }
    ) -> String? {
        suggestion(for: name, among: candidates, where: isCandidate).map { "did you mean '\($0)'?" }
    }

    static func suggestion(
        for name: String, among candidates: some Sequence<String>, where isCandidate: (String) -> Bool = { _ in true }
    ) -> String? {
        let typed = Array(name.unicodeScalars)
        // One-letter names are too short to guess from; longer ones allow more typos.
        let allowed = typed.count <= 1 ? 0 : typed.count <= 4 ? 1 : 2
        guard allowed > 0 else { return nil }
        // Ties go to the longer shared prefix (`pii` is `pi` mistyped more likely than `phi`),
        // then to the name first in alphabetical order, so the answer does not depend on the
        // candidates' order.
        var best: (name: String, distance: Int, prefix: Int)?
        for candidate in candidates where candidate != name {
            // The distance is at least the difference in length: most candidates stop here, so
            // an unknown name costs microseconds even on a line of a million of them.
            guard abs(candidate.unicodeScalars.count - typed.count) <= allowed, isCandidate(candidate) else { continue }
            let scalars = Array(candidate.unicodeScalars)
            let distance = Self.distance(typed, scalars)
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
    /// transpositions each cost 1.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousRow = [Int](0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        var beforePrevious = row
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previousRow, row) = (previousRow, row, beforePrevious)
        }
        return previousRow[b.count]
    }
}
