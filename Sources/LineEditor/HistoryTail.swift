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
    /// never rewrites it. Lines older than the kept ones are not read; an entry longer than
    /// `maximumBytes` is skipped (see ``keptLines(_:from:to:lines:_:_:)``).
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
        var entries: [String] = []
        for range in try keptLines(fd, from: header.count, to: size, lines: max(capacity, 1), maximumBytes, path) {
            guard let entry = decoded(try bytes(fd, range.count, at: range.lowerBound, path)[...]) else { return nil }
            if entries.last != entry { entries.append(entry) }
        }
        return Array(entries.suffix(capacity))
    }

    /// Where the last `lines` lines of the bytes from `lower` to `upper` are, oldest first, without
    /// their newlines, as long as they fit in `maximumBytes` with their newlines. A line longer
    /// than that by itself is skipped, and the older lines are read as if it were not there: a
    /// 33 MiB entry lost every other one (the next save rewrote the file with only the session's
    /// lines). It is read through, never kept, so memory stays bounded by the budget.
    private static func keptLines(
        _ fd: Int32, from lower: Int, to upper: Int, lines: Int, _ maximumBytes: Int, _ path: String
    ) throws(FileSystem.SystemCallError) -> [Range<Int>] {
        var kept: [Range<Int>] = []
        var budget = maximumBytes
        // The file's last byte, a newline, ends the last line rather than starting one.
        var lineEnd = upper
        var end = upper
        if upper > lower, try bytes(fd, 1, at: upper - 1, path) == [UInt8(ascii: "\n")] {
            lineEnd = upper - 1
            end = upper - 1
        }
        /// Takes the line from `start` to `lineEnd`; false once the budget is spent.
        func take(from start: Int) -> Bool {
            let cost = lineEnd - start + 1
            if cost > maximumBytes { return true }  // oversized: skipped
            guard cost <= budget else { return false }
            budget -= cost
            kept.append(start..<lineEnd)
            return kept.count < lines
        }
        scan: while end > lower {
            let from = max(lower, end - chunk)
            let piece = try bytes(fd, end - from, at: from, path)
            for index in stride(from: piece.count - 1, through: 0, by: -1) where piece[index] == UInt8(ascii: "\n") {
                guard take(from: from + index + 1) else { break scan }
                lineEnd = from + index
            }
            end = from
            if end == lower { _ = take(from: lower) }
        }
        return kept.reversed()
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
