#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a whole text file, for `:load`.
enum TextFile {
    struct ReadError: Error {
        /// `strerror`'s words: "No such file or directory".
        var reason: String
    }

    static func read(_ path: String) -> Result<String, ReadError> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(ReadError(reason: String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(ReadError(reason: String(cString: strerror(errno))))
            }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    /// `~/x` as `$HOME/x`, as a shell would have done.
    static func expandingTilde(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = getenv("HOME") else { return path }
        return String(cString: home) + path.dropFirst()
    }
}
