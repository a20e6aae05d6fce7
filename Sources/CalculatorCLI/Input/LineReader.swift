import Platform

/// Reads lines from a file descriptor through one fixed-size buffer, so memory stays flat
/// whatever the input's size: only the current line is ever held, and a line is copied only
/// when it straddles two reads.
///
/// Lines end at `\n`; a `\r` before it is dropped, a UTF-8 byte-order mark at the start of the
/// input is dropped, and a last line without a newline is still a line. A line longer than
/// `maximumLength` is delivered as soon as it passes it (its number, with nil for its bytes) and
/// the rest of it is skipped as it is read: `/dev/zero` costs a buffer, not all memory, and is
/// reported at once. A SIGINT, SIGTERM or SIGHUP ends the input
/// between reads, so reading a line that never ends can be stopped.
///
/// ```swift
/// var reader = LineReader(descriptor: 0)
/// while let more = try reader.nextLine({ number, bytes in print(number, bytes?.count ?? -1) }), more {}
/// ```
struct LineReader: ~Copyable {
    /// Why a read failed: the `errno` of read(2).
    struct ReadError: Error {
        var code: Int32
    }

    /// The size of each read(2): big enough that a regular file costs few system calls.
    static let bufferSize = 64 * 1024
    /// A line buffer that grew past this (for one huge line) gives its memory back afterwards.
    private static let retainedLineCapacity = 256 * 1024

    private let descriptor: Int32
    private let buffer: UnsafeMutableRawBufferPointer
    private var start = 0
    private var end = 0
    private var atEnd = false
    /// The beginning of a line that continues past the end of `buffer`.
    private var carried: [UInt8] = []
    /// The number of the last line returned, 1-based.
    private(set) var lineNumber = 0
    /// Called before a read(2) that would block, so output can be flushed while a co-process
    /// thinks about its next line. Never called for regular files, which never block.
    private let willBlock: (() -> Void)?
    /// The longest line delivered; a longer one is delivered as nil.
    private let maximumLength: Int
    /// Set while the rest of a line past `maximumLength`, already delivered as nil, is skipped.
    private var skipping = false
    /// Set when a signal ended the input: the line being read is dropped, not delivered cut.
    private var stopped = false

    init(descriptor: Int32, maximumLength: Int = ReadingLimits.maximumLineLength, willBlock: (() -> Void)? = nil) {
        self.descriptor = descriptor
        self.maximumLength = maximumLength
        self.buffer = .allocate(byteCount: Self.bufferSize, alignment: 16)
        var status = stat()
        let isRegularFile = fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
        self.willBlock = isRegularFile ? nil : willBlock
    }

    deinit { buffer.deallocate() }

    /// Calls `body` with the next line's number and bytes (without its line ending; valid only
    /// during the call), or nil for a line longer than the maximum. Returns false at the end of
    /// the input.
    mutating func nextLine(_ body: (Int, UnsafeBufferPointer<UInt8>?) -> Void) throws(ReadError) -> Bool {
        while true {
            if start < end, let newline = memchr(buffer.baseAddress! + start, 0x0A, end - start) {
                let lineEnd = buffer.baseAddress!.distance(to: newline)
                let piece = UnsafeBufferPointer(
                    start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self) + start, count: lineEnd - start)
                start = lineEnd + 1
                if skipping {
                    // The end of a line already reported as too long: on to the next one.
                    skipping = false
                    continue
                }
                if carried.count + piece.count > maximumLength {
                    reportTooLong(body)
                    skipping = false
                } else if carried.isEmpty {
                    deliver(piece, body)
                } else {
                    carried.append(contentsOf: piece)
                    deliverCarried(body)
                }
                return true
            }
            // No newline in what is buffered: keep it and read more, unless the line is already
            // too long, which is reported at once (`calc /dev/zero` said so only when the line
            // ended, which it never does) and skipped to its end.
            let reportNow = !skipping && carried.count + (end - start) > maximumLength
            if start < end && !skipping && !reportNow {
                carried.append(
                    contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start..<end]).bindMemory(to: UInt8.self))
            }
            start = 0
            end = 0
            if reportNow {
                reportTooLong(body)
                return true
            }
            let filled = atEnd ? false : try fill()
            if stopped { return false }
            if !filled {
                atEnd = true
                skipping = false
                guard !carried.isEmpty else { return false }
                deliverCarried(body)
                return true
            }
        }
    }

    /// Reads into the empty buffer; returns false at end of input.
    private mutating func fill() throws(ReadError) -> Bool {
        if let willBlock, !Self.hasInput(descriptor) { willBlock() }
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 {
                end = count
                // A line that never ends (`/dev/zero`) stops at a signal too.
                if InterruptSignal.isRequested { stopped = true }
                return count > 0 && !stopped
            }
            if errno != EINTR { throw ReadError(code: errno) }
            // A SIGINT while waiting for input ends the input (the batch then exits with 130).
            if InterruptSignal.isRequested {
                stopped = true
                return false
            }
        }
    }

    /// Whether a read(2) would return at once (with data or end of input).
    private static func hasInput(_ descriptor: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) != 0
    }

    /// Delivers the line that passed the maximum as nil, forgets what was kept of it, and skips
    /// the rest of it up to its newline.
    private mutating func reportTooLong(_ body: (Int, UnsafeBufferPointer<UInt8>?) -> Void) {
        skipping = true
        carried = []
        lineNumber += 1
        body(lineNumber, nil)
    }

    private mutating func deliverCarried(_ body: (Int, UnsafeBufferPointer<UInt8>?) -> Void) {
        carried.withUnsafeBufferPointer { deliver($0, body) }
        if carried.capacity > Self.retainedLineCapacity {
            carried = []
        } else {
            carried.removeAll(keepingCapacity: true)
        }
    }

    private mutating func deliver(
        _ line: UnsafeBufferPointer<UInt8>, _ body: (Int, UnsafeBufferPointer<UInt8>?) -> Void
    ) {
        lineNumber += 1
        var bytes = line
        if lineNumber == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes = UnsafeBufferPointer(rebasing: bytes[3...])
        }
        if bytes.last == 0x0D { bytes = UnsafeBufferPointer(rebasing: bytes.dropLast()) }
        body(lineNumber, bytes)
    }
}
