/// Where `now` and `today` come from (``CalculatorOptions/clock``).
///
/// ```swift
/// brain.options.clock = .fixed(unixSeconds: 1_796_126_400)   // 2026-12-01T12:00:00Z
/// ```
public enum DateClock: Sendable, Hashable {
    /// The system clock, read once each time a statement reads `now` or `today`, in whole seconds.
    case system
    /// A fixed instant, in Unix seconds.
    case fixed(unixSeconds: Int)

    /// The instant it reads, in Unix seconds.
    var unixSeconds: Int {
        switch self {
        case .system: SystemZoneFiles.currentUnixSeconds()
        case .fixed(let seconds): seconds
        }
    }
}

/// The local zone: the options' (`--tz`), else `$TZ` (a name of the database, with or without
/// POSIX's leading `:`), else the zone `/etc/localtime` links to, else UTC.
enum LocalZone {
    static func zone(_ options: CalculatorOptions, at span: Span) throws(Failure) -> DateZone {
        if let name = options.timeZone { return try DateLiteral.zone(named: name, at: span) }
        if var name = SystemZoneFiles.environment("TZ") {
            if name.hasPrefix(":") { name.removeFirst() }
            if let zone = DateZone.zone(named: name) { return zone }
        }
        if let name = SystemZoneFiles.localtimeLink(), let zone = DateZone.zone(named: name) { return zone }
        return .utc
    }
}
