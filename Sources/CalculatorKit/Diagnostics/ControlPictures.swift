extension String {
    /// The text with every control character but the tab shown as a visible symbol one column
    /// wide: C0 controls as their Unicode control pictures (ESC as `␛`, BEL as `␇`), DEL as `␡`,
    /// and C1 controls (U+0080…U+009F) as `�`.
    ///
    /// Error excerpts, `:history` and quoted names echo text a file or a paste supplied; printed
    /// raw, `ESC ] 0 ; … BEL` would retitle the terminal and `ESC [ 2 J` clear it. One column per
    /// character keeps a caret line measured on the original text under its character.
    ///
    /// ```swift
    /// "1 +\u{1B}[2J 2".escapingControlCharacters   // "1 +␛[2J 2"
    /// ```
    public var escapingControlCharacters: String {
        guard utf8.contains(where: { $0 < 0x20 && $0 != UInt8(ascii: "\t") || $0 == 0x7F || $0 == 0xC2 }) else {
            return self
        }
        return String(String.UnicodeScalarView(unicodeScalars.map(\.controlPicture)))
    }
}

extension Unicode.Scalar {
    /// This character, or the visible symbol that stands for it when it is a control character
    /// other than the tab (see ``Swift/String/escapingControlCharacters``).
    var controlPicture: Unicode.Scalar {
        switch value {
        case 0x09: return self
        case 0x00..<0x20: return Unicode.Scalar(0x2400 + value)!
        case 0x7F: return "\u{2421}"
        case 0x80..<0xA0: return "\u{FFFD}"
        default: return self
        }
    }
}
