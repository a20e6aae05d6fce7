import Platform

extension FileSystem {
    /// Whether the file at `path` is all valid UTF-8 without a NUL byte, read in 64 KiB pieces;
    /// nil when it cannot be read.
    ///
    /// libedit stops a history line at a NUL and decodes invalid UTF-8 lossily, so saving such a
    /// file would rewrite what it holds: a history file that fails this is left untouched.
    ///
    /// ```swift
    /// FileSystem.isCleanText("/home/me/.local/state/calc/history")   // true
    /// ```
    static func isCleanText(_ path: String) -> Bool? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { return errno == ENOENT ? true : nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var validator = UTF8Validator()
        while true {
            let got = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if got < 0, errno == EINTR { continue }
            if got < 0 { return nil }
            if got == 0 { return validator.isComplete }
            for byte in buffer[..<got] where byte == 0 || !validator.accept(byte) { return false }
        }
    }
}

/// UTF-8 checked one byte at a time, so a file is checked in pieces of any size: well-formed
/// sequences only (no overlong forms, surrogates or values past U+10FFFF), as Unicode defines them.
struct UTF8Validator {
    /// Continuation bytes still expected, and the range the next one must be in.
    private var remaining = 0
    private var low: UInt8 = 0x80
    private var high: UInt8 = 0xBF

    /// Whether no sequence is left half-way.
    var isComplete: Bool { remaining == 0 }

    /// Takes the next byte; false when it cannot come here.
    mutating func accept(_ byte: UInt8) -> Bool {
        if remaining > 0 {
            guard byte >= low && byte <= high else { return false }
            remaining -= 1
            (low, high) = (0x80, 0xBF)
            return true
        }
        switch byte {
        case 0x00...0x7F: return true
        case 0xC2...0xDF: remaining = 1
        case 0xE0: (remaining, low) = (2, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: remaining = 2
        case 0xED: (remaining, high) = (2, 0x9F)
        case 0xF0: (remaining, low) = (3, 0x90)
        case 0xF1...0xF3: remaining = 3
        case 0xF4: (remaining, high) = (3, 0x8F)
        default: return false
        }
        return true
    }
}
