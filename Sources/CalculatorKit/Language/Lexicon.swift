/// Which characters make up names and numbers. Shared by the tokenizer and the table so that
/// both agree on what a "word" is.
enum Lexicon {
    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Letters outside ASCII (π, τ, φ, é) may start and continue a name.
    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80
            ? isASCIILetter(UInt8(scalar.value)) : scalar.properties.isAlphabetic
    }

    /// True when `text` is spelled like a name (`sin`, `π`), false for symbols (`+`, `√`).
    static func isWord(_ text: String) -> Bool {
        // ASCII, nearly every spelling: one pass over the bytes in place, without decoding
        // scalars, until a byte outside ASCII sends it to the scalars. (Iterating a small
        // string's `utf8` view cost the standard table, which asks for each of its spellings at
        // every start, 5,000 instructions more.)
        if let isWord = text.utf8.withContiguousStorageIfAvailable(isASCIIWord) ?? nil { return isWord }
        guard let first = text.unicodeScalars.first, isNameScalar(first) else { return false }
        return text.unicodeScalars.allSatisfy {
            isNameScalar($0) || ($0.value < 0x80 && isDigit(UInt8($0.value)))
        }
    }

    /// Whether `bytes` spell a word (a letter, then letters and digits), or nil if not all are
    /// ASCII.
    private static func isASCIIWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var isWord = !bytes.isEmpty
        for (offset, byte) in bytes.enumerated() {
            guard byte < 0x80 else { return nil }
            if !(isASCIILetter(byte) || (offset > 0 && isDigit(byte))) { isWord = false }
        }
        return isWord
    }

    /// Decodes the scalar starting at `position` of valid UTF-8 (Swift strings always are).
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[position]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard position + length <= bytes.count else { return ("\u{FFFD}", 1) }
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[position + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
