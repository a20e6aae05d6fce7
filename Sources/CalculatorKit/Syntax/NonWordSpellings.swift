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
        let bytes = Array(spelling.utf8)
        guard let first = bytes.first else { return -1 }
        if let known = byFirstByte[Int(first)].first(where: { $0.bytes == bytes }) { return known.index }
        byFirstByte[Int(first)].append(Candidate(bytes: bytes, index: count))
        byFirstByte[Int(first)].sort { $0.bytes.count > $1.bytes.count }
        count += 1
        return count - 1
    }

    /// Every spelling, as UTF-8.
    var all: [[UInt8]] { byFirstByte.flatMap { $0.map(\.bytes) } }

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
