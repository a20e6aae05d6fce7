/// "Did you mean" hints for unknown names: the nearest known name by edit distance, counting a
/// swap of two neighbouring letters as one edit (`sni` → `sin`).
enum NameSuggestion {
    /// `did you mean 'sin'?`, or nil when nothing is close enough to be a likely typo.
    static func note(for name: String, among candidates: [String]) -> String? {
        suggestion(for: name, among: candidates).map { "did you mean '\($0)'?" }
    }

    static func suggestion(for name: String, among candidates: [String]) -> String? {
        let typed = Array(name.unicodeScalars)
        // One-letter names are too short to guess from; longer ones allow more typos.
        let allowed = typed.count <= 1 ? 0 : typed.count <= 4 ? 1 : 2
        guard allowed > 0 else { return nil }
        // Ties go to the longer shared prefix: `pii` is `pi` mistyped more likely than `phi`.
        var best: (name: String, distance: Int, prefix: Int)?
        for candidate in Set(candidates).sorted() where candidate != name {
            let scalars = Array(candidate.unicodeScalars)
            let distance = Self.distance(typed, scalars)
            let prefix = zip(typed, scalars).prefix { $0 == $1 }.count
            guard distance <= allowed else { continue }
            if let best, distance > best.distance || (distance == best.distance && prefix <= best.prefix) { continue }
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
