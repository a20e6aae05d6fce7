extension ForeignSpelling {
    /// The user's operands a note shows (``Row/note(a:b:)``), read from the source around the
    /// failure: a call's arguments after an unknown name (`bin(7)`, `pow(2, 3)`), or the
    /// operands on either side of a `.text` pattern (`9 // 4`, `y += 5`). Only what reads as
    /// one operand is taken (a name, a number, a bracketed group); otherwise nil, and the row's
    /// example stands in.
    enum Operands {
        static func around(_ span: Span, of pattern: Pattern, in source: String) -> (a: String?, b: String?) {
            let bytes = Array(source.utf8)
            let start = min(span.start, bytes.count)
            let end = min(max(span.end, start), bytes.count)
            switch pattern {
            case .name:
                let arguments = Self.arguments(after: end, in: bytes)
                return (arguments.first, arguments.count > 1 ? arguments[1] : nil)
            case .text(let before, let at):
                // `9 // 4` fails at the second `/`: the first operand ends before `before`.
                let operatorStart = start - before.utf8.count - blanks(before: start - before.utf8.count, in: bytes)
                let after = start + at.utf8.count
                return (operand(before: operatorStart, in: bytes), operand(after: after, in: bytes))
            case .suffix, .namePrefix, .prefix, .command:
                return (nil, nil)
            }
        }

        /// The arguments of the call whose `(` follows `offset` (after blanks), each trimmed; none
        /// when no `(` follows or it is not closed.
        private static func arguments(after offset: Int, in bytes: [UInt8]) -> [String] {
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
        private static func operand(before offset: Int, in bytes: [UInt8]) -> String? {
            var end = max(offset, 0)
            while end > 0, isBlank(bytes[end - 1]) { end -= 1 }
            var start = end
            while start > 0, isOperandByte(bytes[start - 1]) { start -= 1 }
            return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
        }

        /// The name or number that starts at `offset` (blanks before it skipped).
        private static func operand(after offset: Int, in bytes: [UInt8]) -> String? {
            var start = min(offset, bytes.count)
            while start < bytes.count, isBlank(bytes[start]) { start += 1 }
            var end = start
            while end < bytes.count, isOperandByte(bytes[end]) { end += 1 }
            return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
        }

        private static func blanks(before offset: Int, in bytes: [UInt8]) -> Int {
            var count = 0
            while offset - count > 0, isBlank(bytes[offset - count - 1]) { count += 1 }
            return count
        }

        private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
            String(decoding: bytes.drop(while: isBlank).reversed().drop(while: isBlank).reversed(), as: UTF8.self)
        }

        private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

        /// A byte of a name or a number: ASCII letters, digits, `_`, `.`, and any byte beyond ASCII
        /// (`π`).
        static func isOperandByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || Lexicon.isASCIILetter(byte) || Lexicon.isDigit(byte) || byte == UInt8(ascii: ".")
        }
    }
}
