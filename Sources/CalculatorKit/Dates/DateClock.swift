import CalculatorNumbers

/// Where `now` and `today` come from (``CalculatorOptions/clock``).
///
/// ```swift
/// brain.options.clock = .fixed(unixSeconds: 1_796_126_400)   // 2026-12-01T12:00:00Z
/// ```
public enum DateClock: Sendable, Hashable {
    /// The system clock, read once a statement (its first `now` or `today`), in whole seconds;
    /// `$CALC_NOW` (a literal: `2026-12-01T12:00:00Z`) fixes it for a process's tests.
    case system
    /// A fixed instant, in Unix seconds.
    case fixed(unixSeconds: Int)

    /// The instant it reads, in Unix seconds.
    var unixSeconds: Int {
        switch self {
        case .system:
            ValueNotes.clock {
                SystemZoneFiles.environment("CALC_NOW").flatMap { try? DateTime(literal: $0).unixSeconds }
                    ?? SystemZoneFiles.currentUnixSeconds()
            }
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

extension DateTime {
    /// The value of a date literal, with or without its `@`, as `--now` and `CALC_NOW` take one.
    ///
    /// ```swift
    /// try DateTime(literal: "2026-12-01T12:00:00Z").unixSeconds   // 1796126400
    /// ```
    public init(literal text: String) throws(CalculatorError) {
        let source = text.hasPrefix("@") ? text : "@" + text
        do throws(Failure) {
            self = try DateLiteral.value(source, at: Span(0, source.utf8.count))
        } catch {
            throw error.located(in: source)
        }
    }

    /// The Unix time in whole seconds (floor) of a zoned value; nil for a date or local one,
    /// which names no instant.
    public var unixSeconds: Int? { kind == .zoned ? instant : nil }

    /// The exact Unix time of a zoned value, its fraction of a second too (`@0.5` is 1/2); nil
    /// for a date or local one.
    ///
    /// ```swift
    /// try DateTime(literal: "@1700000000.25").unixTime?.description   // "1700000000.25"
    /// ```
    public var unixTime: Number? { kind == .zoned ? exactUnixTime : nil }
}

extension DateZone {
    /// Every zone name and link of the system's tz database, sorted (for completion); read on
    /// first use, empty without the database.
    public static var names: [String] { ZoneDatabase.allNames }

    /// An error unless `name` is a zone of the tz database (or `UTC`), as `--tz` takes one.
    ///
    /// ```swift
    /// try DateZone.check("Europe/Berln")   // throws: unknown time zone; did you mean 'Europe/Berlin'?
    /// ```
    public static func check(_ name: String) throws(CalculatorError) {
        do throws(Failure) {
            _ = try DateLiteral.zone(named: name, at: Span(0, name.utf8.count))
        } catch {
            throw error.located(in: name)
        }
    }
}
