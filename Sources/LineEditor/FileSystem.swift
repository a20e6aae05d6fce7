import Platform

/// The few POSIX file operations the history file and file-name completion need, with errors as
/// readable text.
public enum FileSystem {
    /// A failed system call: the failing step and `strerror(errno)`, as one readable message.
    ///
    /// ```swift
    /// SystemCallError("write", path: "/tmp/x").message   // "cannot write /tmp/x: No space left on device"
    /// ```
    public struct SystemCallError: Error {
        /// The failing step, the path and the system's reason, as one sentence.
        public let message: String
        /// Whether the call failed because another process held a lock past the wait.
        public var isLockHeld = false

        init(_ action: String, path: String, code: Int32 = errno) {
            message = "cannot \(action) \(path): \(String(cString: strerror(code)))"
        }

        init(message: String, isLockHeld: Bool = false) {
            self.message = message
            self.isLockHeld = isLockHeld
        }
    }

    /// The directory part of `path` ("." when there is none).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = path[..<slash]
        return directory.isEmpty ? "/" : String(directory)
    }

    /// Creates `directory` and its missing parents with mode 0700, as `mkdir -p` does.
    ///
    /// 0700: the history records everything typed, so only its owner may list it.
    static func makeDirectories(_ directory: String) throws(SystemCallError) {
        var prefix = directory.hasPrefix("/") ? "/" : ""
        for component in directory.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST {
                throw SystemCallError("create directory", path: prefix)
            }
            prefix += "/"
        }
    }

    /// What a file starts with: nothing (missing or empty), or up to `count` bytes.
    ///
    /// ```swift
    /// try FileSystem.firstBytes(of: "notes.txt", count: 14)   // the first 14 bytes, or fewer
    /// ```
    public static func firstBytes(of path: String, count: Int) throws(SystemCallError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT || errno == ENOTDIR { return [] }  // nothing saved yet
            throw SystemCallError("read", path: path)
        }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, count - filled) }
            if got < 0, errno == EINTR { continue }
            if got < 0 { throw SystemCallError("read", path: path) }
            if got == 0 { break }
            filled += got
        }
        return Array(bytes[..<filled])
    }

    /// The calls ``replace(_:through:using:writing:)`` makes that can fail after the data is
    /// written, and the pause between attempts at a held lock; tests substitute failing ones, as
    /// a failing `fsync` or `close` cannot be caused on demand, and a pause that only counts.
    ///
    /// ```swift
    /// var failing = FileSystem.Operations()
    /// failing.sync = { _ in errno = EIO; return -1 }
    /// ```
    public struct Operations {
        /// Flushes a descriptor's data to the disk (`fsync`); non-zero on failure.
        public var sync: (Int32) -> Int32 = { fsync($0) }
        /// Flushes and closes a stream (`fclose`); non-zero on failure.
        public var close: (UnsafeMutablePointer<FILE>) -> Int32 = { fclose($0) }
        /// Waits the given number of seconds (`nanosleep`) before the next attempt at a lock.
        public var pause: (Double) -> Void = { seconds in
            let nanoseconds = Int(seconds.truncatingRemainder(dividingBy: 1) * 1e9)
            var interval = timespec(tv_sec: Int(seconds), tv_nsec: nanoseconds)
            nanosleep(&interval, nil)
        }

        /// The real calls.
        public init() {}
    }

    /// Replaces `path` with what `writing` puts in a stream, all or nothing.
    ///
    /// The bytes go to `temporary` (created 0600), which is flushed, synced and closed with every
    /// result checked, and only then renamed over `path`: a full disk, a file-size limit or an
    /// I/O error anywhere leaves `path` as it was and `temporary` removed. The sync makes a crash
    /// just after the rename find the new contents, not an empty file.
    ///
    /// ```swift
    /// try FileSystem.replace("a.calc", through: "a.calc.\(getpid()).tmp") { fputs("x = 1\n", $0) >= 0 }
    /// ```
    public static func replace(
        _ path: String, through temporary: String, using operations: Operations = Operations(),
        writing: (UnsafeMutablePointer<FILE>) -> Bool
    ) throws(SystemCallError) {
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        if fd < 0 { throw SystemCallError("create", path: temporary) }
        guard let stream = fdopen(fd, "w") else {
            let failure = SystemCallError("open", path: temporary)
            close(fd)
            unlink(temporary)
            throw failure
        }
        var failure: SystemCallError?
        if !writing(stream) || fflush(stream) != 0 || ferror(stream) != 0 {
            failure = SystemCallError("write", path: temporary)
        } else if operations.sync(fd) != 0 {
            failure = SystemCallError("sync", path: temporary)
        }
        if operations.close(stream) != 0, failure == nil { failure = SystemCallError("close", path: temporary) }
        if failure == nil, rename(temporary, path) != 0 { failure = SystemCallError("replace", path: path) }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    /// The names in `directory` (with `.` and `..`), or nil when it cannot be listed.
    public static func entries(of directory: String) -> [String]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            names.append(
                withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        }
        return names
    }

    /// Whether `path` names a directory (following symbolic links).
    public static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return fileStatus(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Removes the temporary files `<name>.<pid>.tmp` next to `path` that a session killed while
    /// saving left behind; returns how many. Call it holding the lock on `path`: every session
    /// writes its temporary file only under that lock, so any found then is not being written.
    @discardableResult
    static func removeStaleTemporaries(of path: String) -> Int {
        let directory = directory(of: path)
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let stale = (entries(of: directory) ?? []).filter { entry in
            guard entry.hasPrefix(name + "."), entry.hasSuffix(".tmp") else { return false }
            let pid = entry.dropFirst(name.count + 1).dropLast(4)
            return !pid.isEmpty && pid.allSatisfy { $0.isASCII && $0.isNumber }
        }
        return stale.filter { unlink(directory + "/" + $0) == 0 }.count
    }

    /// How long a save waits for another session's lock before giving up for now (seconds).
    static let lockWait = 1.0

    /// The pause between two attempts at a held lock (seconds).
    static let lockStep = 0.02

    /// Runs `body` holding an exclusive `flock` on `lockPath` (created 0600 if missing), waiting
    /// at most `wait` seconds for it: `wait / lockStep` pauses between attempts, counted rather
    /// than timed, so the bound holds however loaded the machine is.
    ///
    /// A separate lock file, because the history file itself is replaced by `rename`, and a lock
    /// on a replaced file guards nothing. The wait is bounded: a process that holds the lock (a
    /// hung session, a backup tool) froze the REPL after Return for as long as it held it, deaf to
    /// Ctrl-C; now the save fails as a full disk does, and the caller keeps the line for later.
    ///
    /// The lock file is removed before the lock is released, so that none is left beside the
    /// history. A session that opened it before the removal and then gets the lock finds the path
    /// gone or another file, and starts again on the path's file: two sessions never hold locks
    /// on two files at once.
    static func withExclusiveLock<Result>(
        on lockPath: String, wait: Double = lockWait, pause: (Double) -> Void = Operations().pause,
        _ body: () throws(SystemCallError) -> Result
    ) throws(SystemCallError) -> Result {
        let pauses = Int((wait / lockStep).rounded())
        var paused = 0
        while true {
            let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            if fd < 0 { throw SystemCallError("open lock file", path: lockPath) }
            defer { close(fd) }  // closing the descriptor releases the lock
            while flock(fd, LOCK_EX | LOCK_NB) != 0 {
                if errno == EINTR { continue }
                guard errno == EWOULDBLOCK else { throw SystemCallError("lock", path: lockPath) }
                guard paused < pauses else {
                    throw SystemCallError(
                        message: "cannot lock \(lockPath): another session held it for more than \(wait) s",
                        isLockHeld: true)
                }
                pause(lockStep)
                paused += 1
            }
            guard isFile(fd, at: lockPath) else { continue }
            defer { unlink(lockPath) }  // while still held: see above
            return try body()
        }
    }

    /// Whether `path` names the file open as `fd`.
    private static func isFile(_ fd: Int32, at path: String) -> Bool {
        var open = stat()
        var named = stat()
        guard fstat(fd, &open) == 0, fileStatus(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }
}
