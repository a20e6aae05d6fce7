import CalculatorNumbers

/// A date, a local date-time or a zoned date-time, the value of ``Value/date(_:)``:
/// `@2024-01-31`, `@2024-01-31T12:30:00`, `@2024-07-01T14:00:00+02:00[Europe/Berlin]`.
/// Proleptic Gregorian, years 0001–9999, seconds exact, no leap seconds.
///
/// Every kind keeps its wall clock: seconds since 1970-01-01T00:00 as its calendar reads them;
/// a zoned one also its zone and the offset in force, so that its instant is the wall clock less
/// the offset. Calendar arithmetic moves the wall clock, elapsed time the instant.
///
/// ```swift
/// let value = try brain.evaluateValue("@2024-01-31 + 1 month")
/// value.dateTime?.isoText   // "2024-02-29"
/// ```
public struct DateTime: Sendable, Hashable {
    /// What a value is: `date`, `datetime` or `zoned`, as JSON's `"type"` names it.
    public enum Kind: String, Sendable, Hashable {
        /// A calendar day with no time: `@2024-01-31`.
        case date
        /// A date and a wall-clock time with no zone: `@2024-01-31T12:30:00`.
        case datetime
        /// A date and time in a zone, an instant: `@2024-01-31T12:30:00Z`.
        case zoned
    }

    public let kind: Kind
    /// Whole wall-clock seconds since 1970-01-01T00:00.
    let wall: Int
    /// The fraction of a second, exact, in [0, 1).
    let fraction: Number
    /// The zone of a zoned value; nil otherwise.
    public let zone: DateZone?
    /// Seconds east of UTC in force at a zoned value's instant; 0 otherwise.
    let offset: Int

    private init(kind: Kind, wall: Int, fraction: Number, zone: DateZone?, offset: Int) {
        (self.kind, self.wall, self.fraction, self.zone, self.offset) = (kind, wall, fraction, zone, offset)
    }

    /// The date of day number `days` (since 1970-01-01), nil outside the years.
    static func date(days: Int) -> DateTime? {
        guard CivilCalendar.dayRange.contains(days) else { return nil }
        return DateTime(
            kind: .date, wall: days * CivilCalendar.secondsPerDay, fraction: Number(0), zone: nil, offset: 0)
    }

    /// A local date-time at wall-clock seconds `wall` and `fraction`, nil outside the years.
    static func local(wall: Int, fraction: Number = Number(0)) -> DateTime? {
        guard inYears(wall) else { return nil }
        return DateTime(kind: .datetime, wall: wall, fraction: fraction, zone: nil, offset: 0)
    }

    /// The zoned value at Unix instant `instant` (whole seconds) and `fraction` in `zone`.
    static func zoned(instant: Int, fraction: Number = Number(0), in zone: DateZone) -> DateTime? {
        // Far past the years (2^40 s is 34,000 years): out before an offset could overflow it.
        guard abs(instant) < 1 << 40 else { return nil }
        let offset = zone.offset(at: instant)
        guard inYears(instant + offset) else { return nil }
        return DateTime(kind: .zoned, wall: instant + offset, fraction: fraction, zone: zone, offset: offset)
    }

    /// Whether wall-clock seconds `wall` fall within years 0001–9999.
    static func inYears(_ wall: Int) -> Bool {
        let (day, _) = CivilCalendar.floorDivide(wall, CivilCalendar.secondsPerDay)
        return CivilCalendar.dayRange.contains(day)
    }

    /// The day number of the wall clock's date.
    var days: Int { CivilCalendar.floorDivide(wall, CivilCalendar.secondsPerDay).quotient }

    /// Seconds into the wall clock's day, whole.
    var secondOfDay: Int { CivilCalendar.floorDivide(wall, CivilCalendar.secondsPerDay).remainder }

    /// The Unix instant, whole seconds; a date or local value's read as UTC (its wall clock).
    var instant: Int { wall - offset }

    /// The exact Unix time of a zoned value: whole seconds and the fraction.
    var exactUnixTime: Number { (try? Number.sum(Number(instant), fraction, precision: 30)) ?? Number(instant) }

    /// The value's year, month and day.
    public var yearMonthDay: (year: Int, month: Int, day: Int) { CivilCalendar.date(days) }

    /// ISO weekday, Monday 1 … Sunday 7.
    public var weekday: Int { CivilCalendar.weekday(days) }

    /// The day of the year, 1 … 366.
    public var yearday: Int { CivilCalendar.yearday(days) }

    /// The same wall clock (a date's midnight) as a zoned value in `zone`, read by the
    /// "compatible" rule: nil outside the years.
    func reading(in zone: DateZone) -> (value: DateTime, reading: DateZone.WallReading)? {
        guard let (instant, reading) = zone.instant(ofWall: wall),
            let value = DateTime.zoned(instant: instant, fraction: fraction, in: zone)
        else { return nil }
        return (value, reading)
    }

    /// The same instant in `zone` (a zoned value), or nil outside the years.
    func converted(to zone: DateZone) -> DateTime? {
        DateTime.zoned(instant: instant, fraction: fraction, in: zone)
    }

    /// The same kind moved by `months` calendar months (the day clamped to the month's end),
    /// whether it clamped, and how a zoned value's wall clock read; nil outside the years.
    func adding(months: Int) -> (value: DateTime, clamped: Bool, reading: DateZone.WallReading, wall: Int)? {
        guard let (newDays, clamped) = CivilCalendar.adding(months: months, to: days) else { return nil }
        let newWall = newDays * CivilCalendar.secondsPerDay + secondOfDay
        guard let (moved, reading) = withWall(newWall) else { return nil }
        return (moved, clamped, reading, newWall)
    }

    /// The same kind moved by `count` calendar days (a zoned value keeps its wall clock), and how
    /// a zoned value's wall clock read.
    func adding(days count: Int) -> (value: DateTime, reading: DateZone.WallReading, wall: Int)? {
        let (product, overflow) = count.multipliedReportingOverflow(by: CivilCalendar.secondsPerDay)
        guard !overflow, abs(count) < 10_000 * 366, let (moved, reading) = withWall(wall + product) else { return nil }
        return (moved, reading, wall + product)
    }

    /// This kind of value at wall clock `newWall`, the same fraction; a zoned value reads it by
    /// the "compatible" rule, which says how.
    private func withWall(_ newWall: Int) -> (DateTime, DateZone.WallReading)? {
        switch kind {
        case .date:
            DateTime.date(days: CivilCalendar.floorDivide(newWall, CivilCalendar.secondsPerDay).quotient).map {
                ($0, .exact)
            }
        case .datetime: DateTime.local(wall: newWall, fraction: fraction).map { ($0, .exact) }
        case .zoned:
            zone.flatMap { zone in
                zone.instant(ofWall: newWall).flatMap { read in
                    DateTime.zoned(instant: read.instant, fraction: fraction, in: zone).map { ($0, read.reading) }
                }
            }
        }
    }

    /// The value `seconds` of elapsed time later: a date becomes a local date-time; a zoned
    /// value moves its instant. Nil outside the years, or for an approximate `seconds`.
    func adding(seconds: Number) -> DateTime? {
        guard seconds.isExact,
            let total = try? Number.sum(
                Number.sum(Number(wall - offset), fraction, precision: 30), seconds, precision: 30),
            let whole = try? Number.floor(total), let wholeSeconds = whole.exactInt,
            let newFraction = try? Number.difference(total, whole, precision: 30)
        else { return nil }
        switch kind {
        case .date, .datetime: return DateTime.local(wall: wholeSeconds, fraction: newFraction)
        case .zoned: return zone.flatMap { DateTime.zoned(instant: wholeSeconds, fraction: newFraction, in: $0) }
        }
    }

    /// The seconds from `other` to this value, exact: wall clocks for dates and local values,
    /// instants for zoned ones.
    func seconds(since other: DateTime) -> Number {
        let whole = Number(instant - other.instant)
        return (try? Number.sum(whole, Number.difference(fraction, other.fraction, precision: 30), precision: 30))
            ?? whole
    }

    /// -1, 0 or 1: this value's instant (wall clock) against `other`'s.
    func compared(to other: DateTime) -> Int {
        if instant != other.instant { return instant < other.instant ? -1 : 1 }
        return Number.compare(fraction, other.fraction)
    }
}
