import CalculatorKit

/// Turns one line's bytes into text, or into an error at the first byte that cannot be
/// calculator input: invalid UTF-8 or a NUL.
enum LineDecoder {
    /// A line's text, or the error that rejects it together with a printable version of the
    /// line (invalid sequences shown as U+FFFD, NUL as U+2400) for the diagnostic's source line.
    enum Decoded {
        case text(String)
        /// Boxed (`indirect`): rare, and inline its error made every line's copy and destroy of
        /// the enum an outlined function of about 250 instructions.
        indirect case invalid(CalculatorError, display: String)
    }

    static let invalidUTF8 = "invalid UTF-8"
    static let nulByte = "NUL byte"

    /// Whether every byte is ASCII and none is 0: eight bytes at a time, by the word tricks of
    /// `strlen` (a byte with its high bit set, or a zero byte, shows in the word's high bits).
    static func isASCIIWithoutNUL(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // Any byte ≥ 0x80, or any zero byte ((w − 1…1) & ~w has a high bit there).
            if word & highs != 0 || (word &- ones) & ~word & highs != 0 { return false }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] == 0 || bytes[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// Decodes `bytes`; columns in the error count Unicode scalars of the display text, with one
    /// column for each maximal invalid sequence, like every other column calc reports.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Decoded {
        // The fast paths: ASCII with no NUL, which is valid as it stands (far cheaper than the
        // generic check); then valid UTF-8, checked by the standard library.
        if isASCIIWithoutNUL(bytes) { return .text(String(decoding: bytes, as: UTF8.self)) }
        if !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) { return .text(text) }
        var display = String.UnicodeScalarView()
        var problem: (message: String, column: Int, offset: Int)?
        var offset = 0
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        loop: while true {
            let scalar: Unicode.Scalar
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                scalar = Unicode.UTF8.decode(encoded)
                if scalar == "\0" { problem = problem ?? (nulByte, display.count + 1, offset) }
            case .error:
                scalar = Unicode.Scalar(0xFFFD)!
                problem = problem ?? (invalidUTF8, display.count + 1, offset)
            case .emptyInput:
                break loop
            }
            let shown = scalar == "\0" ? Unicode.Scalar(0x2400)! : scalar
            display.append(shown)
            offset += String(shown).utf8.count
        }
        let text = String(display)
        guard let problem else { return .text(text) }
        let shownLength = String(text.unicodeScalars.dropFirst(problem.column - 1).prefix(1)).utf8.count
        let range = SourceRange(
            utf8Offsets: problem.offset..<problem.offset + shownLength, line: 1, column: problem.column)
        return .invalid(CalculatorError(kind: .syntax, message: problem.message, range: range), display: text)
    }
}
