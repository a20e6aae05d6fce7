extension Unicode.Scalar {
    /// The columns a terminal gives this character: 0 for combining marks and zero-width ones,
    /// 2 for East Asian wide and fullwidth characters and emoji, 1 otherwise. What a caret line
    /// needs to stay under its character (`中文 + 1`); the C library's `wcwidth` would do, but it
    /// depends on the process's locale, and the engine reads none.
    var terminalColumns: Int {
        let value = self.value
        if value < 0x300 { return 1 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value == 0x200B { return 0 }
        return Self.wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks, and the emoji blocks, from Unicode's
    /// EastAsianWidth.txt, block by block.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initials
        0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693,
        0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
        0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F5, 0x26FA...0x26FD, 0x2705...0x2705,
        0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C, 0x2753...0x2755, 0x2757...0x2757,
        0x2795...0x2797, 0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50,
        0x2B55...0x2B55,
        0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical forms, CJK compatibility forms, small forms
        0xFF00...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
        0x16FE0...0x1B2FF,  // Tangut, Khitan, Nüshu, Kana supplement
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F200...0x1F251, 0x1F260...0x1F265,
        0x1F300...0x1F64F,  // pictographs and emoticons (most of them wide)
        0x1F680...0x1F6FF,  // transport and map symbols
        0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF,
        0x20000...0x3FFFD,  // CJK extensions B onwards
    ]
}

extension String {
    /// The columns a terminal gives this text, by `Unicode.Scalar.terminalColumns`: what tells
    /// a REPL whether a line it drew wrapped.
    ///
    /// ```swift
    /// "中 + 1".terminalColumns   // 6
    /// ```
    public var terminalColumns: Int {
        unicodeScalars.reduce(0) { $0 + $1.terminalColumns }
    }
}
