extension RandomAccessCollection {
    /// The index of the element whose `key` is `spelling`, in a collection sorted by `key`; nil
    /// when there is none. Strings compare as Swift compares them (canonical equivalence, as a
    /// dictionary's keys do: `Ω`, the ohm sign, finds `Ω`), so the sort must be Swift's order,
    /// which for the generated tables the tests check.
    ///
    /// ```swift
    /// ["ft", "m", "mi"].sortedIndex(of: "m") { $0 }   // 1
    /// ["ft", "m", "mi"].sortedIndex(of: "km") { $0 }  // nil
    /// ```
    func sortedIndex(of spelling: String, by key: (Element) -> String) -> Index? {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if key(self[middle]) < spelling {
                low = index(after: middle)
                count -= half + 1
            } else {
                count = half
            }
        }
        return low != endIndex && key(self[low]) == spelling ? low : nil
    }
}
