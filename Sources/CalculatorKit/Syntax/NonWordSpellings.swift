/// The operation table's spellings that are not words (`+`, `**`, `√`, `∞`), which the tokenizer
/// matches byte by byte, the longest first. Words (`sin`, `mod`, `π`) are matched as names and
/// looked up by the parser instead.
///
/// Each spelling has an index, in order of insertion; entries are grouped by first byte (a
/// 256-entry table), longest first.
struct NonWordSpellings: Sendable {
    private struct Candidate: Sendable {
        var bytes: [UInt8]
        var index: Int
    }

    private var byFirstByte = [[Candidate]](repeating: [], count: 256)
    private(set) var count = 0

    /// Adds `spelling` if it is new; returns its index.
    @discardableResult
    mutating func insert(_ spelling: String) -> Int {
        let bytes = spelling.utf8Bytes
        guard let first = bytes.first else { return -1 }
        if let known = byFirstByte[Int(first)].first(where: { $0.bytes == bytes }) { return known.index }
        // Longest first, in order of insertion among equals: appended, then moved down past the
        // shorter ones, rather than sorted after each of the standard table's insertions at
        // every start (a bucket holds a handful).
        var bucket = byFirstByte[Int(first)]
        byFirstByte[Int(first)] = []
        bucket.append(Candidate(bytes: bytes, index: count))
        var place = bucket.count - 1
        while place > 0, bucket[place - 1].bytes.count < bytes.count {
            bucket.swapAt(place - 1, place)
            place -= 1
        }
        byFirstByte[Int(first)] = bucket
        count += 1
        return count - 1
    }

    /// Whether some spelling of more than one byte, `exception` apart, is made only of the bytes
    /// of `characters`: a reader that knows only those would misread it (a custom `+-` as `+`
    /// then `-`). The batch fast paths ask at every start, so no array of spellings is made.
    func hasSpelling(madeOnlyOf characters: String, except exception: String) -> Bool {
        var known = ByteSet()
        for byte in characters.utf8 { known.insert(byte) }
        let exception = exception.utf8Bytes
        return byFirstByte.contains { bucket in
            bucket.contains { $0.bytes.count > 1 && $0.bytes != exception && $0.bytes.allSatisfy(known.contains) }
        }
    }

    /// The longest spelling starting at `position`: its length and index, or nil.
    func longestMatch(in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (length: Int, index: Int)? {
        candidates: for candidate in byFirstByte[Int(bytes[position])]
        where position + candidate.bytes.count <= bytes.count {
            for offset in 1..<candidate.bytes.count where bytes[position + offset] != candidate.bytes[offset] {
                continue candidates
            }
            return (candidate.bytes.count, candidate.index)
        }
        return nil
    }
}
