/// The zones of the system's tz database, each read on its first use and kept (start-up reads
/// none), and their names for "did you mean", read only when a name is unknown.
enum ZoneDatabase {
    private static let lock = PthreadLock()
    nonisolated(unsafe) private static var cache: [String: ZoneRules?] = [:]
    nonisolated(unsafe) private static var names: [String]?

    /// Whether `name` may name a file of the database: no `..`, no leading `/`, and the
    /// characters of tz names (`America/Argentina/Buenos_Aires`, `Etc/GMT+5`).
    static func isZoneName(_ name: String) -> Bool {
        guard let first = name.utf8.first, Lexicon.isASCIILetter(first), !Self.hasDotDot(name),
            name.utf8.count <= 64
        else { return false }
        return name.utf8.allSatisfy { byte in
            Lexicon.isASCIILetter(byte) || Lexicon.isDigit(byte) || "_+-/".utf8.contains(byte)
        }
    }

    private static func hasDotDot(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        return zip(bytes, bytes.dropFirst()).contains { $0 == UInt8(ascii: ".") && $1 == UInt8(ascii: ".") }
    }

    /// The rules of the zone `name`, or nil when the database has no such zone.
    static func rules(named name: String) -> ZoneRules? {
        guard isZoneName(name) else { return nil }
        if let cached = lock.withLock({ cache[name] }) { return cached }
        let rules = SystemZoneFiles.contents(of: SystemZoneFiles.directory + "/" + name).flatMap(ZoneRules.parse)
        lock.withLock { cache[name] = .some(rules) }
        return rules
    }

    /// Whether the database is there at all (its UTC file is).
    static var isInstalled: Bool { rules(named: "Etc/UTC") != nil || rules(named: "UTC") != nil }

    /// Every zone name and link of the database, from its `tzdata.zi` (empty without it).
    static var allNames: [String] {
        if let names = lock.withLock({ names }) { return names }
        var found: [String] = []
        if let bytes = SystemZoneFiles.contents(of: SystemZoneFiles.directory + "/tzdata.zi", limit: 1 << 22) {
            for line in bytes.split(separator: UInt8(ascii: "\n")) {
                let fields = line.split(separator: UInt8(ascii: " "))
                if fields.count >= 2, fields[0].elementsEqual("Z".utf8) {
                    found.append(String(decoding: fields[1], as: UTF8.self))
                } else if fields.count >= 3, fields[0].elementsEqual("L".utf8) {
                    found.append(String(decoding: fields[2], as: UTF8.self))
                }
            }
        }
        found.sort()
        lock.withLock { names = found }
        return found
    }
}
