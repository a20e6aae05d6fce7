import Platform

/// A buffered writer to a file descriptor: output goes out in large writes, and is flushed
/// explicitly (after each line when a consumer is waiting on a pipe).
///
/// The bytes are in memory of their own, not a Swift array, so that a signal handler can write
/// them out (``LastWords``): a batch run stuck inside one long GMP or MPFR call when SIGINT comes
/// still ends with everything it printed.
struct BufferedOutput {
    private let descriptor: Int32
    private let storage: Storage
    private static let capacity = 64 * 1024
    /// The `errno` of the first write that failed, for the caller to report; nil while every
    /// write succeeded. EPIPE is not a failure: the reader has stopped reading (`calc | head -1`)
    /// and wants no more output, nor a message.
    private(set) var failure: Int32?

    static var standardOutput: BufferedOutput { BufferedOutput(descriptor: 1) }
    static var standardError: BufferedOutput { BufferedOutput(descriptor: 2) }

    init(descriptor: Int32) {
        self.descriptor = descriptor
        storage = Storage(capacity: Self.capacity)
    }

    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            if storage.count.pointee + bytes.count > Self.capacity { flush() }
            guard bytes.count <= Self.capacity else { return send(UnsafeRawBufferPointer(bytes)) }
            // The count grows after the bytes are in place: a handler never writes bytes not yet copied.
            (storage.bytes + storage.count.pointee).update(from: bytes.baseAddress!, count: bytes.count)
            storage.count.pointee += bytes.count
        }
    }

    /// `text` and a newline, as one copy into the buffer: a result line.
    mutating func writeLine(_ text: String) {
        var copy = text
        copy.withUTF8 { writeLine(bytes: $0) }
    }

    /// These bytes and a newline, as one copy into the buffer when they fit.
    mutating func writeLine(bytes: UnsafeBufferPointer<UInt8>) {
        if storage.count.pointee + bytes.count + 1 > Self.capacity {
            flush()
            if bytes.count + 1 > Self.capacity {
                // Past the buffer: written out as it is, its newline buffered.
                send(UnsafeRawBufferPointer(bytes))
                storage.bytes[0] = UInt8(ascii: "\n")
                storage.count.pointee = 1
                return
            }
        }
        // The count grows after the bytes are in place: a handler never writes bytes not yet copied.
        if let base = bytes.baseAddress {
            (storage.bytes + storage.count.pointee).update(from: base, count: bytes.count)
        }
        storage.bytes[storage.count.pointee + bytes.count] = UInt8(ascii: "\n")
        storage.count.pointee += bytes.count + 1
    }

    mutating func flush() {
        send(UnsafeRawBufferPointer(start: storage.bytes, count: storage.count.pointee))
        storage.count.pointee = 0
    }

    /// Writes these bytes out, all of them unless a write fails.
    private mutating func send(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            let written = writeBytes(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                if errno != EPIPE && failure == nil { failure = errno }
                break
            }
            offset += written
        }
    }

    /// What ``LastWords`` writes if the process must end before a flush.
    var pending: LastWords.Pending {
        LastWords.Pending(descriptor: descriptor, bytes: storage.bytes, count: storage.count)
    }

    /// The buffer and how much of it is filled.
    private final class Storage {
        let bytes: UnsafeMutablePointer<UInt8>
        let count: UnsafeMutablePointer<Int>

        init(capacity: Int) {
            bytes = .allocate(capacity: capacity)
            count = .allocate(capacity: 1)
            count.initialize(to: 0)
        }

        deinit {
            bytes.deallocate()
            count.deallocate()
        }
    }
}

/// The C library's `write` (inside `BufferedOutput`, `write` names the method), on any platform.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
