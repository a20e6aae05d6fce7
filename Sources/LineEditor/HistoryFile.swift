import Platform

/// The history file shared by every session, merged and rewritten after each entered line.
///
/// Two sessions open at once must lose none of each other's lines, so a save never writes the
/// in-memory history over the file (last writer wins). Under a lock it re-reads the file, appends
/// the lines not yet saved, keeps the newest `capacity` entries, writes a temporary file in the
/// same directory and renames it over the old one, so that a reader never sees half a file.
///
/// A path that names the null device means no history; a device, a FIFO or a directory is
/// neither read nor written (a warning says so). A file that exists but is not a libedit history file, or whose kept lines hold a NUL byte or
/// invalid UTF-8, is never overwritten: saving stops and the history lives in memory only. Lines
/// older than the newest `capacity` are neither read nor kept. A failed write (a full disk, a file-size limit) leaves the
/// file as it was and keeps the line pending for the next save.
final class HistoryFile {
    /// The first line of every libedit history file.
    static let header = Array("_HiStOrY_V2_\n".utf8)

    let path: String
    let capacity: Int
    /// Lines entered but not yet written, oldest first.
    private(set) var pending: [String] = []
    /// Set when the file cannot be parsed or read: writing would destroy what it holds.
    private(set) var isReadOnly = false
    /// Whether the current run of write failures was reported; one warning per run, not per line.
    private var reportedWriteFailure = false
    /// Whether the last save found the lock held past its wait: the next saves try it once,
    /// without waiting, until one gets it. A held lock cost a second after every line.
    private var lockIsHeldElsewhere = false
    /// Whether this session has looked for temporary files left by killed sessions (once is enough).
    private var sweptTemporaries = false

    /// The file calls that can fail after writing; tests pass failing ones.
    private let operations: FileSystem.Operations

    init(path: String, capacity: Int, operations: FileSystem.Operations = FileSystem.Operations()) {
        self.path = path
        self.capacity = capacity
        self.operations = operations
    }

    /// The saved entries, oldest first; on failure saving is disabled and a warning returned.
    func load() -> (entries: [String], warning: String?) {
        if let warning = notAFileWarning() {
            isReadOnly = true
            return ([], warning.isEmpty ? nil : warning)
        }
        do {
            if let entries = try readEntries() { return (entries, nil) }
            isReadOnly = true
            return ([], unparseableWarning)
        } catch {
            isReadOnly = true
            return ([], error.message + "; history is kept for this session only")
        }
    }

    /// Saves `line` with every line still pending; returns a warning to report, if any.
    func save(_ line: String) -> String? {
        guard !isReadOnly else { return nil }
        if let warning = notAFileWarning() {
            isReadOnly = true
            return warning.isEmpty ? nil : warning
        }
        pending.append(line)
        do {
            guard try write() else {
                isReadOnly = true
                return unparseableWarning
            }
            pending.removeAll()
            reportedWriteFailure = false
            lockIsHeldElsewhere = false
            return nil
        } catch {
            lockIsHeldElsewhere = error.isLockHeld
            defer { reportedWriteFailure = true }
            return reportedWriteFailure ? nil : error.message + "; history is not being saved"
        }
    }

    /// Nil when the path names a regular file or nothing yet; otherwise history is not written:
    /// an empty warning for the null device (`CALC_HISTORY=/dev/null` means no history), a
    /// warning for anything else (a FIFO, a terminal, a directory), which a save would have
    /// replaced with a regular file by its rename.
    private func notAFileWarning() -> String? {
        switch FileSystem.kind(of: path) {
        case .missing, .regularFile: return nil
        case .nullDevice: return ""
        case .device: return "\(path) is a device or a FIFO, not a file: history is kept for this session only"
        case .other(let what): return "\(path) is \(what): history is kept for this session only"
        }
    }

    private var unparseableWarning: String {
        "\(path) is not a libedit history file (no _HiStOrY_V2_ header, or a NUL byte or invalid UTF-8 "
            + "in it): it is left untouched and history is kept for this session only"
    }

    /// The file's newest entries (none when it is missing or empty), or `nil` when it is not a
    /// history file or its kept lines do not decode cleanly (``HistoryTail``). One read of the
    /// file's end, under the lock or not.
    private func readEntries() throws(FileSystem.SystemCallError) -> [String]? {
        try HistoryTail.read(path, capacity: capacity)
    }

    /// Merges the pending lines into the file; false when the file is not a history file.
    private func write() throws(FileSystem.SystemCallError) -> Bool {
        let directory = FileSystem.directory(of: path)
        try FileSystem.makeDirectories(directory)
        let wait = lockIsHeldElsewhere ? 0 : FileSystem.lockWait
        return try FileSystem.withExclusiveLock(on: path + ".lock", wait: wait, pause: operations.pause) {
            () throws(FileSystem.SystemCallError) in
            // A linked history file is written through the link, as readline does: the link stays,
            // its target gets the lines.
            let target = FileSystem.resolvingSymbolicLinks(path)
            if !sweptTemporaries {
                FileSystem.removeStaleTemporaries(of: target)
                sweptTemporaries = true
            }
            guard var entries = try readEntries() else { return false }
            for line in pending where entries.last != line { entries.append(line) }
            let list = HistoryList(capacity: capacity)
            for entry in entries.suffix(capacity) { list.append(entry) }
            try FileSystem.replace(target, through: "\(target).\(getpid()).tmp", using: operations) { stream in
                list.write(to: stream)
            }
            return true
        }
    }
}
