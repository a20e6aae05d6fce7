import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh directory under /tmp for one test, with small file helpers; removed with everything
/// in it when the test is done with it.
final class TemporaryDirectory {
    let path: String

    init() {
        var template = Array("/tmp/lineeditor-test-XXXXXX".utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }

    func write(_ contents: String, to name: String) {
        let stream = fopen(file(name), "w")!
        fputs(contents, stream)
        fclose(stream)
    }

    func read(_ name: String) -> String? {
        guard let stream = fopen(file(name), "r") else { return nil }
        defer { fclose(stream) }
        var bytes: [UInt8] = []
        while case let byte = getc(stream), byte != EOF { bytes.append(UInt8(byte)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    func mode(of name: String) -> mode_t {
        var info = stat()
        stat(file(name), &info)
        return info.st_mode & 0o777
    }
}
