/// The operation table's spellings that are not words (`+`, `**`, `√`, `∞`), which the tokenizer
/// matches byte by byte, the longest first. Words (`sin`, `mod`, `π`) are matched as names and
/// looked up by the parser instead.
///
/// Each spelling has an index, its place in order of insertion. The spellings of each first
/// byte form a chain, longest first, from a 256-entry table of chain heads. All is kept in
/// arrays of bytes and `Int32`, types the runtime has at hand: 256 buckets as `[[Candidate]]`
/// had it build `Array<Candidate>`'s metadata at every start, and an array of `Candidate`
/// `_ContiguousArrayStorage<Candidate>`'s (echo 1+1 | calc: 6,000 and 11,000 instructions).
struct NonWordSpellings: Sendable {
    /// Every spelling's UTF-8, one after another, in order of insertion.
    private var spellingBytes: [UInt8] = []
    /// Where each spelling's bytes end in ``spellingBytes``, by index: each starts where the
    /// one before it ends.
    private var ends: [Int32] = []
    /// The next spelling of the same first byte, + 1 (0 ends the chain), by index.
    private var next: [Int32] = []
    /// The first spelling of each first byte, + 1 (0 for none).
    private var heads = [Int32](repeating: 0, count: 256)

    var count: Int { ends.count }

    /// Where the spelling at `index` is in ``spellingBytes``.
    private func range(of index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
    }

    /// Adds `spelling` if it is new; returns its index.
    @discardableResult
    mutating func insert(_ spelling: String) -> Int {
        var spelling = spelling
        return spelling.withUTF8 { insert(bytes: $0) }
    }

    private mutating func insert(bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let first = bytes.first else { return -1 }
        // Longest first, in order of insertion among equals: linked after the last spelling at
        // least as long, rather than sorted after each of the standard table's insertions at
        // every start (a chain holds a handful). The rest of the chain is shorter: no duplicate.
        var previous = -1
        var link = Int(heads[Int(first)])
        while link != 0 {
            let known = range(of: link - 1)
            if known.count < bytes.count { break }
            if known.count == bytes.count && spellingBytes[known].elementsEqual(bytes) { return link - 1 }
            previous = link - 1
            link = Int(next[link - 1])
        }
        let index = count
        spellingBytes.append(contentsOf: bytes)
        ends.append(Int32(spellingBytes.count))
        next.append(Int32(link))
        if previous < 0 {
            heads[Int(first)] = Int32(index + 1)
        } else {
            next[previous] = Int32(index + 1)
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
        return (0..<count).contains { index in
            let spelling = spellingBytes[range(of: index)]
            return spelling.count > 1 && !spelling.elementsEqual(exception) && spelling.allSatisfy(known.contains)
        }
    }

    /// The longest spelling starting at `position`: its length and index, or nil.
    ///
    /// The tokenizer asks this at every operator and bracket: the arrays are read through
    /// their buffers, which the chains' construction keeps consistent (their checked
    /// subscripts were most of its 65 instructions a call, 3% of a compile, row 2 of
    /// BENCHMARKS.md).
    func longestMatch(in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (length: Int, index: Int)? {
        heads.withUnsafeBufferPointer { heads in
            next.withUnsafeBufferPointer { next in
                ends.withUnsafeBufferPointer { ends in
                    spellingBytes.withUnsafeBufferPointer { spellings in
                        var link = Int(heads[Int(bytes[position])])
                        candidates: while link != 0 {
                            let index = link - 1
                            link = Int(next[index])
                            let start = index == 0 ? 0 : Int(ends[index - 1])
                            let length = Int(ends[index]) - start
                            guard position + length <= bytes.count else { continue }
                            var offset = 1
                            while offset < length {
                                if bytes[position + offset] != spellings[start + offset] { continue candidates }
                                offset += 1
                            }
                            return (length, index)
                        }
                        return nil
                    }
                }
            }
        }
    }
}
