extension String {
    /// Whether this string's UTF-8 is `bytes`: compared as contiguous UTF-8, which a native
    /// string always is, byte by byte (the generic `elementsEqual` costs more, even over
    /// contiguous storage). How a name read from the source's bytes is matched against
    /// the table's spellings and a compile's variables, with no `String` made to ask. (Inlined:
    /// its callers are on the compiler's hot path, and a call costs a good part of what the
    /// comparison does.)
    @inline(__always)
    func isSpelled(by bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard utf8.count == bytes.count else { return false }
        return utf8.withContiguousStorageIfAvailable { text in
            for index in 0..<text.count where text[index] != bytes[index] { return false }
            return true
        } ?? utf8.elementsEqual(bytes)
    }
}

extension String {
    /// The UTF-8 bytes as an array, copied at once from contiguous storage: `Array(utf8)`
    /// walks the view byte by byte, several times the cost for the standard table's spellings,
    /// which it copies at every start.
    var utf8Bytes: [UInt8] {
        var text = self
        return text.withUTF8 { Array($0) }
    }
}
