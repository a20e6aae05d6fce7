import Foundation

/// A fresh directory in the system's temporary directory for one test, with small file helpers;
/// removed with everything in it when the last reference goes.
///
/// ```swift
/// @Suite struct HistoryFileTests {
///     let directory = TemporaryDirectory()   // one per test: Swift Testing makes a suite per test
/// }
/// ```
///
/// A local one may be released right after its last use, so a function that hands only its
/// ``path`` to other code keeps it with ``with(_:)``.
public final class TemporaryDirectory {
    public let path: String

    /// Makes the directory, named `PREFIX-` and six random characters.
    public init(prefix: String = "calc-test") {
        var template = Array((NSTemporaryDirectory() + "/\(prefix)-XXXXXX").utf8CString)
        path = template.withUnsafeMutableBufferPointer { buffer in
            guard let made = mkdtemp(buffer.baseAddress!) else {
                preconditionFailure("mkdtemp: \(String(cString: strerror(errno)))")
            }
            return String(cString: made)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Runs `body` with a new directory, kept until `body` returns.
    public static func with<T>(prefix: String = "calc-test", _ body: (TemporaryDirectory) throws -> T) rethrows -> T {
        let directory = TemporaryDirectory(prefix: prefix)
        return try withExtendedLifetime(directory) { try body(directory) }
    }

    /// The path of `name` in the directory.
    public func file(_ name: String) -> String { path + "/" + name }

    /// Writes `contents` to `name`, replacing it; the directories in `name` (`sub/a.calc`) are
    /// made as needed.
    public func write(_ contents: String, to name: String) {
        var directory = path
        for component in name.split(separator: "/").dropLast() {
            directory += "/" + component
            mkdir(directory, 0o755)
        }
        let stream = fopen(file(name), "w")!
        fputs(contents, stream)
        fclose(stream)
    }

    /// The text of `name`, or nil when it cannot be opened.
    public func read(_ name: String) -> String? {
        guard let stream = fopen(file(name), "r") else { return nil }
        defer { fclose(stream) }
        var bytes: [UInt8] = []
        while case let byte = getc(stream), byte != EOF { bytes.append(UInt8(byte)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The permission bits of `name`.
    public func mode(of name: String) -> mode_t {
        var info = stat()
        stat(file(name), &info)
        return info.st_mode & 0o777
    }
}
