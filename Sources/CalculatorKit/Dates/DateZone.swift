/// The zone of a zoned date-time: UTC (`@…Z`, a Unix time), a fixed offset (`@…+05:30`), or a
/// zone of the tz database (`@…[Europe/Berlin]`), whose offset its rules give at each instant.
public enum DateZone: Sendable, Hashable {
    case utc
    /// Seconds east of UTC.
    case fixed(Int)
    /// A zone of the tz database, by name; its rules are read on first use.
    case named(String)

    /// As written after `to` and in JSON's `"zone"`: `UTC`, `Europe/Berlin`, `+05:30`.
    public var name: String {
        switch self {
        case .utc: "UTC"
        case .fixed(let offset): DateTime.offsetText(offset)
        case .named(let name): name
        }
    }

    /// The offset in force at the Unix instant `t` (seconds east of UTC).
    func offset(at t: Int) -> Int {
        switch self {
        case .utc: 0
        case .fixed(let offset): offset
        case .named(let name): ZoneDatabase.rules(named: name)?.offset(at: t) ?? 0
        }
    }

    /// The zone a name of a `to` target or a literal's `[…]` names: `UTC` (and `Z`, `Etc/UTC`)
    /// is UTC, any other a zone of the database; nil when there is none of that name.
    static func zone(named name: String) -> DateZone? {
        if ["UTC", "Z", "Etc/UTC", "Zulu"].contains(name) { return .utc }
        return ZoneDatabase.rules(named: name) == nil ? nil : .named(name)
    }

    /// How a wall time in this zone is read, with RFC 9557's "compatible" rule: the Unix instant
    /// of wall-clock seconds `wall` (seconds since 1970 on the zone's clock), and whether the
    /// wall time fell in a gap (skipped: read with the offset before it, so 02:30 in a spring
    /// change is 03:30) or a fold (repeated: the earlier). `preferred`, an offset written in
    /// the literal, picks a side of a fold; nil when it is not one of the wall time's offsets.
    func instant(ofWall wall: Int, preferring preferred: Int? = nil) -> (instant: Int, reading: WallReading)? {
        // Offsets are less than a day, so these two are the offsets on either side of any
        // change that can concern `wall`.
        let before = offset(at: wall - 86_400)
        let after = offset(at: wall + 86_400)
        let valid = [before, after].filter { offset(at: wall - $0) == $0 }
        if let preferred {
            guard valid.contains(preferred) || (valid.isEmpty && preferred == before) else { return nil }
            return (wall - preferred, valid.count == 2 && before != after ? .fold : .exact)
        }
        if valid.isEmpty { return (wall - before, .gap) }
        return (wall - valid[0], valid.count == 2 && before != after ? .fold : .exact)
    }

    /// What reading a wall time in a zone found.
    enum WallReading: Sendable { case exact, gap, fold }
}
