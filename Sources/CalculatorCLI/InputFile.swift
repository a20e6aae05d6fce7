#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks and explains why a FILE argument cannot be read.
enum InputFile {
    /// Why `path` cannot be opened for reading, or nil when it can.
    static func problem(opening path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return message(for: errno, path: path) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
            return message(for: EISDIR, path: path)
        }
        return nil
    }

    /// The message for a failed open(2) or read(2). A missing "file" that does not look like a
    /// path is most likely an expression given without `-e`, so the message says how.
    static func message(for code: Int32, path: String) -> String {
        guard code == ENOENT else { return "cannot read '\(path)': \(String(cString: strerror(code)))" }
        if path.contains("/") || path.hasSuffix(".calc") { return "no such file '\(path)'" }
        return "no such file '\(path)' — to evaluate an expression, use -e \(shellQuoted(path))"
    }

    /// `text` in single quotes for a POSIX shell.
    static func shellQuoted(_ text: String) -> String {
        var quoted = "'"
        for character in text {
            quoted += character == "'" ? "'\\''" : String(character)
        }
        return quoted + "'"
    }
}
