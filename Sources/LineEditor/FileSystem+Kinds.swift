import Platform

/// What calc may do to a path it is asked to write: a regular file (or none yet) is replaced
/// all or nothing (``FileSystem/replace(_:through:using:writing:)``); a character device or a
/// FIFO is written through, never replaced; anything else is refused.
///
/// Replacing meant writing a temporary file and renaming it over the path: as root,
/// `calc --plot 'sin(x)' --svg /dev/null` or `CALC_HISTORY=/dev/null calc` turned the machine's
/// `/dev/null` into a regular file, which every other process then wrote into.
extension FileSystem {
    /// What a path names, as far as writing to it goes.
    public enum Kind: Equatable, Sendable {
        /// Nothing yet: a new file.
        case missing
        /// A regular file.
        case regularFile
        /// The null device (`/dev/null`, or a node with its device number): output goes nowhere.
        case nullDevice
        /// Another character device (a terminal, `/dev/full`) or a FIFO: written through.
        case device
        /// A directory, a socket, a block device: never written.
        case other(String)
    }

    /// What `path` names, following symbolic links.
    public static func kind(of path: String) -> Kind {
        var status = stat()
        guard fileStatus(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .other("a directory")
        case S_IFIFO: return .device
        case S_IFCHR:
            var null = stat()
            let isNull =
                fileStatus("/dev/null", &null) == 0 && null.st_mode & S_IFMT == S_IFCHR
                && null.st_rdev == status.st_rdev
            return isNull ? .nullDevice : .device
        default: return .other("not a regular file, a character device or a FIFO")
        }
    }

    /// Writes `bytes` through to the character device or FIFO at `path`, as a shell's `>` would,
    /// without creating or replacing anything. A FIFO no process reads is an error rather than a
    /// wait: calc would hang until one came.
    public static func writeThrough(_ path: String, _ bytes: [UInt8]) throws(SystemCallError) {
        let fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            if errno == ENXIO { throw SystemCallError(message: "cannot write \(path): no process reads the FIFO") }
            throw SystemCallError("open", path: path)
        }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if written > 0 {
                offset += written
            } else if written < 0 && (errno == EAGAIN || errno == EINTR) {
                // A full pipe: wait until its reader takes some.
                var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptor, 1, -1)
            } else {
                throw SystemCallError("write", path: path)
            }
        }
    }
}
