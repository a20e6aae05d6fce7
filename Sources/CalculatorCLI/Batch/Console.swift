/// Standard output and standard error for a batch run, buffered, with diagnostics kept in
/// order with results: stdout is flushed before anything goes to stderr, so a terminal or a
/// `2>&1` pipe sees them interleaved as they happened.
final class Console {
    // Unchecked exclusivity: a batch run writes a line and asks whether a write failed for each
    // line of its input, and a dynamic check at each was 3.5% of a plain line's instructions
    // (row 3d of BENCHMARKS.md). Safe: no method lends a buffer out while another runs.
    @exclusivity(unchecked) private var output = BufferedOutput.standardOutput
    @exclusivity(unchecked) private var errors = BufferedOutput.standardError

    /// Appends to standard output (written out when the buffer fills or on ``flush()``).
    func write(_ text: String) {
        output.write(text)
    }

    /// Appends `text` and a newline to standard output.
    func writeLine(_ text: String) {
        output.writeLine(text)
    }

    /// Appends these bytes and a newline to standard output.
    func writeLine(bytes: UnsafeBufferPointer<UInt8>) {
        output.writeLine(bytes: bytes)
    }

    /// Writes `text` to standard error at once, after any pending results.
    func diagnose(_ text: String) {
        output.flush()
        errors.write(text)
        errors.flush()
    }

    /// The `errno` of the first failed write to standard output (see ``OutputStream/failure``).
    var outputFailure: Int32? { output.failure }

    func flush() {
        output.flush()
        errors.flush()
    }

    /// The results not yet written, for ``LastWords``.
    var pendingOutput: LastWords.Pending { output.pending }
}
