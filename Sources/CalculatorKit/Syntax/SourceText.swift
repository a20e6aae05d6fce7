/// The source read as text rather than tokens, around a spot the parser has already judged: a
/// failed statement's neighbours for a note (`9 // 4`, `pow(2, 3)`), a command's list of
/// expressions (`:plot sin(x), cos(x)`), a literal's own digits.
///
/// Why here: these readers know the language's characters (blanks, brackets, what a name or
/// number is made of), and Syntax/ is the one folder that does; diagnostics and commands ask
/// them rather than reading bytes of their own.
enum SourceText {
    /// A blank within a line: a space or a tab.
    static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// A byte of a name or a number: ASCII letters, digits, `_`, `.`, and any byte beyond ASCII
    /// (`π`).
    static func isOperandByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || Lexicon.isASCIILetter(byte) || Lexicon.isDigit(byte) || byte == UInt8(ascii: ".")
    }

    /// Whether `text` ends just before `offset`, blanks between ignored; a word must not be the
    /// end of a longer one (`for 1` is not `or 1`).
    static func precedes(_ text: String, _ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if text.isEmpty { return true }
        let end = offset - blanks(before: offset, in: bytes)
        let count = text.utf8.count
        guard end >= count, bytes[(end - count)..<end].elementsEqual(text.utf8) else { return false }
        guard let first = text.utf8.first, isWordByte(first) else { return true }
        let wordStart = end - count
        return wordStart == 0 || !(isWordByte(bytes[wordStart - 1]) || Lexicon.isDigit(bytes[wordStart - 1]))
    }

    /// Whether an operand may start at `offset`: nothing but blanks before it, or an opening
    /// bracket, a comma or an operator.
    static func startsOperand(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let end = offset - blanks(before: offset, in: bytes)
        return end == 0 || "(,;=+-*/^<>&|%".utf8.contains(bytes[end - 1])
    }

    /// The arguments of the call whose `(` follows `offset` (after blanks), each trimmed; none
    /// when no `(` follows, it is not closed, or an argument is empty.
    static func callArguments(after offset: Int, in bytes: [UInt8]) -> [String] {
        var index = offset
        while index < bytes.count, isBlank(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return [] }
        var depth = 0
        var arguments: [String] = []
        var argumentStart = index + 1
        for position in index..<bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 {
                    arguments.append(trimmed(bytes[argumentStart..<position]))
                    return arguments.allSatisfy { !$0.isEmpty } ? arguments : []
                }
            case UInt8(ascii: ",") where depth == 1:
                arguments.append(trimmed(bytes[argumentStart..<position]))
                argumentStart = position + 1
            default: break
            }
        }
        return []
    }

    /// The name or number that ends at `offset` (blanks before it skipped).
    static func operand(before offset: Int, in bytes: [UInt8]) -> String? {
        var end = max(offset, 0)
        while end > 0, isBlank(bytes[end - 1]) { end -= 1 }
        var start = end
        while start > 0, isOperandByte(bytes[start - 1]) { start -= 1 }
        return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
    }

    /// The name or number that starts at `offset` (blanks before it skipped).
    static func operand(after offset: Int, in bytes: [UInt8]) -> String? {
        var start = min(offset, bytes.count)
        while start < bytes.count, isBlank(bytes[start]) { start += 1 }
        var end = start
        while end < bytes.count, isOperandByte(bytes[end]) { end += 1 }
        return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
    }

    /// How many blanks end just before `offset`.
    static func blanks(before offset: Int, in bytes: some RandomAccessCollection<UInt8>) -> Int {
        var count = 0
        while offset - count > 0, isBlank(bytes[bytes.index(bytes.startIndex, offsetBy: offset - count - 1)]) {
            count += 1
        }
        return count
    }

    /// The expressions of a comma-separated list, without the blanks around them, with the
    /// UTF-8 offset where each starts: a comma inside `()`, `[]` or `{}` belongs to a call.
    static func splitList(_ text: String) -> [(text: String, offset: Int)] {
        let bytes = Array(text.utf8)
        func piece(_ range: Range<Int>) -> (text: String, offset: Int) {
            var (start, end) = (range.lowerBound, range.upperBound)
            while start < end, isBlank(bytes[start]) { start += 1 }
            while end > start, isBlank(bytes[end - 1]) { end -= 1 }
            return (String(decoding: bytes[start..<end], as: UTF8.self), start)
        }
        var pieces: [(text: String, offset: Int)] = []
        var depth = 0
        var start = 0
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            case UInt8(ascii: ",") where depth == 0:
                pieces.append(piece(start..<index))
                start = index + 1
            default: break
            }
        }
        pieces.append(piece(start..<bytes.count))
        return pieces
    }

    /// Whether `text` is digits with at most a point (`10`, `12.5`): a decimal literal written
    /// plainly, with no exponent, radix or separator.
    static func isPlainDecimal(_ text: String) -> Bool {
        text.utf8.allSatisfy { Lexicon.isDigit($0) || $0 == UInt8(ascii: ".") }
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.drop(while: isBlank).reversed().drop(while: isBlank).reversed(), as: UTF8.self)
    }

    /// A byte that may start or continue a word in the foreign spellings' sense: an ASCII
    /// letter or `_`.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_")
    }
}
