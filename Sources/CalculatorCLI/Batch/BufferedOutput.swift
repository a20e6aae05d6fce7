import Platform

/// A buffered writer to a file descriptor: output goes out in large writes, and is flushed
/// explicitly (after each line when a consumer is waiting on a pipe).
struct BufferedOutput {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private static let capacity = 64 * 1024
    /// The `errno` of the first write that failed, for the caller to report; nil while every
    /// write succeeded. EPIPE is not a failure: the reader has stopped reading (`calc | head -1`)
    /// and wants no more output, nor a message.
    private(set) var failure: Int32?

    static var standardOutput: BufferedOutput { BufferedOutput(descriptor: 1) }
    static var standardError: BufferedOutput { BufferedOutput(descriptor: 2) }

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.capacity)
    }

    mutating func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.capacity { flush() }
    }

    mutating func flush() {
        var offset = 0
        while offset < buffer.count {
            let written = buffer[offset...].withUnsafeBytes { writeBytes(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                if errno != EPIPE && failure == nil { failure = errno }
                break
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// The C library's `write` (inside `BufferedOutput`, `write` names the method), on any platform.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
