import Platform

/// Prompt text as libedit draws it, with terminal escape sequences marked as taking no width.
///
/// libedit counts every prompt character as one column unless it sits between two
/// ``ignoreCharacter``s (`EL_PROMPT_ESC`); an unmarked colour sequence would shift the cursor.
enum PromptText {
    /// The marker given to `EL_PROMPT_ESC`; SOH never appears in a printable prompt.
    static let ignoreCharacter: UInt8 = 0x01

    /// Bytes of `prompt` (UTF-8, NUL-terminated) with each ANSI escape sequence wrapped in
    /// ``ignoreCharacter``s.
    ///
    /// Recognises CSI sequences (`ESC [ … final`, e.g. colours `\u{1B}[1;32m`), OSC sequences
    /// (`ESC ] … BEL` or `ESC ] … ESC \`) and two-byte `ESC x` sequences. Text the caller already
    /// marked with ``ignoreCharacter`` is left alone.
    static func marked(_ prompt: String) -> [CChar] {
        let bytes = Array(prompt.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 8)
        var index = 0
        // The length of `out` just after the last sequence's closing marker.
        var endedSequence = -1
        while index < bytes.count {
            guard bytes[index] == 0x1B else {
                out.append(bytes[index])
                index += 1
                continue
            }
            let end = escapeSequenceEnd(in: bytes, from: index)
            // Adjacent sequences share one marked span: libedit misreads two markers in a row
            // (`\1\1`), dropping the escape and the character after it from the screen.
            if endedSequence == out.count {
                out.removeLast()
            } else {
                out.append(ignoreCharacter)
            }
            out.append(contentsOf: bytes[index..<end])
            out.append(ignoreCharacter)
            endedSequence = out.count
            index = end
        }
        out.append(0)
        return out.map { CChar(bitPattern: $0) }
    }

    /// The columns `text` takes on screen as libedit draws it (escape sequences take none), or
    /// nil when that cannot be told: a TAB or a control character, which libedit expands.
    static func columns(_ text: String) -> Int? {
        var total = 0
        var escaped = false
        var visible: [UInt8] = []
        for byte in marked(text).dropLast().map({ UInt8(bitPattern: $0) }) {
            if byte == ignoreCharacter {
                escaped.toggle()
            } else if !escaped {
                visible.append(byte)
            }
        }
        for scalar in String(decoding: visible, as: UTF8.self).unicodeScalars {
            let width = wcwidth(Int32(bitPattern: scalar.value))
            guard width >= 0 else { return nil }
            total += Int(width)
        }
        return total
    }

    /// The index just past the escape sequence starting at `start` (which holds ESC).
    private static func escapeSequenceEnd(in bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        guard index < bytes.count else { return index }
        switch bytes[index] {
        case UInt8(ascii: "["):  // CSI: parameters and intermediates, then a final byte @…~
            index += 1
            while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
            return min(index + 1, bytes.count)
        case UInt8(ascii: "]"):  // OSC: ends with BEL or ESC \
            index += 1
            while index < bytes.count {
                if bytes[index] == 0x07 { return index + 1 }
                if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") {
                    return index + 2
                }
                index += 1
            }
            return index
        default:
            return index + 1
        }
    }
}
