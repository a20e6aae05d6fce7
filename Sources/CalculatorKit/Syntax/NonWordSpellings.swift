/// The operation table's spellings that are not words (`+`, `**`, `√`, `∞`), which the tokenizer
/// matches byte by byte, the longest first. Words (`sin`, `mod`, `π`) are matched as names and
/// looked up by the parser instead.
///
/// Each spelling has an index, its place in order of insertion. The spellings of each first
/// byte form a chain, longest first, from a 256-entry table of chain heads: one array of
/// candidates, not an array of buckets, whose `Array<Candidate>` metadata the runtime built
/// from its mangled name at every start (echo 1+1 | calc: 6,000 instructions, and the first
/// `Array` metadata's set-up besides).
struct NonWordSpellings: Sendable {
    private struct Candidate: Sendable {
        var bytes: [UInt8]
        /// The next candidate of the same first byte, + 1 (0 ends the chain).
        var next: Int32 = 0
    }

    /// Every spelling, by index.
    private var candidates: [Candidate] = []
    /// The first candidate of each first byte, + 1 (0 for none).
    private var heads = [Int32](repeating: 0, count: 256)
    var count: Int { candidates.count }

    /// Adds `spelling` if it is new; returns its index.
    @discardableResult
    mutating func insert(_ spelling: String) -> Int {
        let bytes = spelling.utf8Bytes
        guard let first = bytes.first else { return -1 }
        // Longest first, in order of insertion among equals: linked after the last candidate at
        // least as long, rather than sorted after each of the standard table's insertions at
        // every start (a chain holds a handful).
        var previous = -1
        var link = Int(heads[Int(first)])
        while link != 0 {
            let known = candidates[link - 1]
            if known.bytes == bytes { return link - 1 }
            if known.bytes.count < bytes.count { break }
            previous = link - 1
            link = Int(known.next)
        }
        // The chain's rest is shorter: the search for a duplicate needs no more of it.
        let index = candidates.count
        candidates.append(Candidate(bytes: bytes, next: Int32(link)))
        if previous < 0 {
            heads[Int(first)] = Int32(index + 1)
        } else {
            candidates[previous].next = Int32(index + 1)
        }
        return index
    }

    /// Whether some spelling of more than one byte, `exception` apart, is made only of the bytes
    /// of `characters`: a reader that knows only those would misread it (a custom `+-` as `+`
    /// then `-`). The batch fast paths ask at every start, so no array of spellings is made.
    func hasSpelling(madeOnlyOf characters: String, except exception: String) -> Bool {
        var known = ByteSet()
        for byte in characters.utf8 { known.insert(byte) }
        let exception = exception.utf8Bytes
        return candidates.contains {
            $0.bytes.count > 1 && $0.bytes != exception && $0.bytes.allSatisfy(known.contains)
        }
    }

    /// The longest spelling starting at `position`: its length and index, or nil.
    func longestMatch(in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (length: Int, index: Int)? {
        var link = Int(heads[Int(bytes[position])])
        candidates: while link != 0 {
            let index = link - 1
            link = Int(candidates[index].next)
            let spelling = candidates[index].bytes
            guard position + spelling.count <= bytes.count else { continue }
            for offset in 1..<spelling.count where bytes[position + offset] != spelling[offset] {
                continue candidates
            }
            return (spelling.count, index)
        }
        return nil
    }
}
