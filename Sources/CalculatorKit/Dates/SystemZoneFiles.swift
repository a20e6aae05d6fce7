// The system's side of dates, all of it: the tz database's files, the environment's zone and
// the clock. The model does no other I/O; this reads only on first use of a zone, so start-up
// does not pay for it (issue 46).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

enum SystemZoneFiles {
    /// Where the TZif files are: `$TZDIR`, else Debian's (and most systems') directory.
    static var directory: String {
        if let dir = getenv("TZDIR"), dir.pointee != 0 { return String(cString: dir) }
        return "/usr/share/zoneinfo"
    }

    /// The bytes of the file at `path`, or nil when it cannot be read; at most `limit` bytes (a
    /// TZif file is a few kilobytes: a larger file is no zone).
    static func contents(of path: String, limit: Int = 1 << 20) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, 4096, file) }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
            if bytes.count > limit { return nil }
        }
        return bytes
    }

    /// The environment variable `name`, when set and not empty.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }

    /// The zone name `/etc/localtime` links to (`Europe/Berlin`), when it is a link into a
    /// zoneinfo directory.
    static func localtimeLink() -> String? {
        var buffer = [CChar](repeating: 0, count: 1024)
        let count = readlink("/etc/localtime", &buffer, 1023)
        guard count > 0 else { return nil }
        let target = buffer[0..<count].map { UInt8(bitPattern: $0) }
        let marker = Array("zoneinfo/".utf8)
        guard target.count > marker.count else { return nil }
        for start in 0...(target.count - marker.count) where Array(target[start..<start + marker.count]) == marker {
            return String(decoding: target[(start + marker.count)...], as: UTF8.self)
        }
        return nil
    }

    /// The system clock: seconds since the Unix epoch, whole (a statement's `now` shows whole
    /// seconds, and `now - now` is then 0 s).
    static func currentUnixSeconds() -> Int {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Int(spec.tv_sec)
    }
}
