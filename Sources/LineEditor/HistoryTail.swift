import CEditline
import Platform

/// The newest entries of a libedit history file, read from its end: the history keeps at most
/// `capacity` entries, so only those are read, decoded and checked, in memory bounded by
/// ``maximumBytes`` whatever the file's size (a 1 GiB history took 7.3 s to the first prompt when
/// the whole file was read, twice).
///
/// ```swift
/// let entries = try HistoryTail.read("/home/me/.local/state/calc/history", capacity: 1000)
/// // ["1+1", "sqrt(2)"], [] for a missing file, nil for a file that is not a clean history file
/// ```
enum HistoryTail {
    /// The most bytes read from a file's end: the newest entries that fit, up to the capacity.
    static let maximumBytes = 32 * 1024 * 1024

    /// The size of each read, backwards from the end, while looking for the kept lines' start.
    private static let chunk = 64 * 1024

    /// The newest `capacity` entries of the history file at `path`, oldest first, decoded as
    /// libedit's `H_LOAD` does (an entry equal to the one before it is dropped). `[]` when the
    /// file is missing or empty; nil when it is not a libedit history file, or when a kept line
    /// holds a NUL byte or invalid UTF-8, which libedit would decode lossily, so that the caller
    /// never rewrites it. Lines older than the kept ones are not read.
    static func read(
        _ path: String, capacity: Int, maximumBytes: Int = maximumBytes
    ) throws(FileSystem.SystemCallError) -> [String]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT || errno == ENOTDIR { return [] }  // nothing saved yet
            throw FileSystem.SystemCallError("read", path: path)
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw FileSystem.SystemCallError("read", path: path) }
        let size = Int(status.st_size)
        if size == 0 { return [] }
        let header = HistoryFile.header
        guard size >= header.count, try bytes(fd, header.count, at: 0, path) == header else { return nil }
        let start = try keptStart(fd, from: header.count, to: size, lines: max(capacity, 1), maximumBytes, path)
        var kept = try bytes(fd, size - start, at: start, path)
        // The newline that ends the file ends its last line: no entry after it.
        if kept.last == UInt8(ascii: "\n") { kept.removeLast() }
        if kept.isEmpty { return [] }
        var entries: [String] = []
        for line in kept.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            guard let entry = decoded(line) else { return nil }
            if entries.last != entry { entries.append(entry) }
        }
        return Array(entries.suffix(capacity))
    }

    /// Where the last `lines` lines of the bytes from `lower` to `upper` start, looking back at
    /// most `maximumBytes`: past that, the start of the first whole line within them.
    private static func keptStart(
        _ fd: Int32, from lower: Int, to upper: Int, lines: Int, _ maximumBytes: Int, _ path: String
    ) throws(FileSystem.SystemCallError) -> Int {
        let floor = max(lower, upper - maximumBytes)
        var end = upper
        var newlines = 0
        // The file's last byte, a newline, ends the last line rather than starting one.
        var skipFinal = true
        while end > floor {
            let from = max(floor, end - chunk)
            let piece = try bytes(fd, end - from, at: from, path)
            for index in stride(from: piece.count - 1, through: 0, by: -1) where piece[index] == UInt8(ascii: "\n") {
                if skipFinal && from + index == upper - 1 { continue }
                newlines += 1
                if newlines == lines { return from + index + 1 }
            }
            skipFinal = false
            end = from
        }
        if floor == lower { return lower }
        // Cut at the budget: the first line that starts inside it (at `floor` itself when the
        // byte before ends a line).
        let piece = try bytes(fd, min(chunk, upper - floor + 1), at: floor - 1, path)
        guard let newline = piece.firstIndex(of: UInt8(ascii: "\n")) else { return upper }
        return floor + newline
    }

    /// `count` bytes of the file at `offset` (fewer at its end).
    private static func bytes(
        _ fd: Int32, _ count: Int, at offset: Int, _ path: String
    ) throws(FileSystem.SystemCallError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = buffer.withUnsafeMutableBytes {
                pread(fd, $0.baseAddress! + filled, count - filled, off_t(offset + filled))
            }
            if got < 0, errno == EINTR { continue }
            if got < 0 { throw FileSystem.SystemCallError("read", path: path) }
            if got == 0 { break }
            filled += got
        }
        return Array(buffer[..<filled])
    }

    /// One line of the file as an entry: the line must be UTF-8 without NUL, and so must what
    /// its escapes decode to; nil otherwise.
    private static func decoded(_ line: ArraySlice<UInt8>) -> String? {
        guard !line.contains(0), let text = String(validating: line, as: UTF8.self) else { return nil }
        if !line.contains(UInt8(ascii: "\\")) { return text }  // nothing escaped: the common case
        var output = [CChar](repeating: 0, count: line.count + 1)
        let length = output.withUnsafeMutableBufferPointer { calc_strunvis($0.baseAddress, text) }
        guard length >= 0 else { return nil }
        let bytes = output[..<Int(length)].map { UInt8(bitPattern: $0) }
        return bytes.contains(0) ? nil : String(validating: bytes, as: UTF8.self)
    }
}
