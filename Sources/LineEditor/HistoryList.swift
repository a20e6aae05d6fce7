import CEditline

/// An owned libedit `History`: the list Up/Down walks, and the codec of the history file format.
///
/// libedit's file format is a `_HiStOrY_V2_` header line, then one `strvis`-escaped entry per
/// line; reading and writing through `H_LOAD`/`H_SAVE_FP` keeps files interchangeable with other
/// libedit programs without reimplementing `strvis`.
final class HistoryList {
    /// The libedit handle; valid until `deinit`.
    let handle: OpaquePointer

    /// A history keeping at most `capacity` entries and ignoring an entry equal to the newest one.
    init(capacity: Int) {
        guard let handle = history_init() else {
            // history_init fails only when malloc does.
            fatalError("libedit history_init failed: out of memory")
        }
        self.handle = handle
        _ = calc_history_set_size(handle, Int32(clamping: max(capacity, 1)))
        _ = calc_history_set_unique(handle, 1)
    }

    deinit {
        history_end(handle)
    }

    /// Adds `line` as the newest entry, unless it equals the newest entry.
    func append(_ line: String) {
        _ = calc_history_enter(handle, line)
    }

    /// The entries, oldest first.
    var entries: [String] {
        var result: [String] = []
        var event = HistEvent()
        var status = calc_history_oldest(handle, &event)
        while status != -1 {
            if let text = event.str { result.append(String(cString: text)) }
            status = calc_history_newer(handle, &event)
        }
        return result
    }

    /// Appends the entries of the libedit history file at `path`; false when it has no header.
    func load(from path: String) -> Bool {
        calc_history_load(handle, path) != -1
    }

    /// Writes the header and all entries to `stream` in libedit's format; false on some failures.
    /// Failed writes show only in `ferror(stream)` and when the stream is flushed and closed.
    func write(to stream: UnsafeMutablePointer<FILE>) -> Bool {
        calc_history_save_fp(handle, stream) != -1
    }
}
