#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few POSIX file operations the history file needs, with errors as readable text.
enum FileSystem {
    /// A POSIX error: the failing step and `strerror(errno)`.
    struct Failure: Error {
        let message: String

        init(_ action: String, path: String, code: Int32 = errno) {
            message = "cannot \(action) \(path): \(String(cString: strerror(code)))"
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
    static func makeDirectories(_ directory: String) throws(Failure) {
        var prefix = directory.hasPrefix("/") ? "/" : ""
        for component in directory.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST {
                throw Failure("create directory", path: prefix)
            }
            prefix += "/"
        }
    }

    /// What a file starts with: nothing (missing or empty), or up to `count` bytes.
    static func firstBytes(of path: String, count: Int) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT || errno == ENOTDIR { return [] }  // nothing saved yet
            throw Failure("read", path: path)
        }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, count - filled) }
            if got < 0, errno == EINTR { continue }
            if got < 0 { throw Failure("read", path: path) }
            if got == 0 { break }
            filled += got
        }
        return Array(bytes[..<filled])
    }

    /// Runs `body` holding an exclusive `flock` on `lockPath` (created 0600 if missing).
    ///
    /// A separate lock file, because the history file itself is replaced by `rename`, and a lock
    /// on a replaced file guards nothing.
    static func withExclusiveLock<Result>(
        on lockPath: String, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        if fd < 0 { throw Failure("open lock file", path: lockPath) }
        defer { close(fd) }  // closing the descriptor releases the lock
        while flock(fd, LOCK_EX) != 0 {
            if errno != EINTR { throw Failure("lock", path: lockPath) }
        }
        return try body()
    }
}
