/// A date, a local date-time or a zoned date-time, ``Value/date(_:)``: made by the `@` literal
/// (`@2024-01-31`, `@2024-01-31T12:30`, `@…Z`, `@…+05:30`, `@…[Europe/Berlin]`, `@1700000000`),
/// `date(y, m, d)`, `now` and `today`; moved by calendar months and days and by elapsed time,
/// subtracted, compared and converted between zones (Builtins/DateTime+Builtins.swift); shown as
/// its literal (Formatting/ValueFormat+DateTime.swift). Exact arithmetic only.
///
/// ```swift
/// try brain.evaluateValue("@2024-03-01 - @2024-01-01")     // 60 d
/// try brain.evaluateValue("@2024-01-31").dateTime?.kind    // .date
/// ```
extension Value {
    /// The date of a date value; nil for a value of another kind.
    public var dateTime: DateTime? {
        if case .date(let date) = self { date } else { nil }
    }
}

extension DateTime {
    /// The kind in words, with its article, for errors.
    var kindName: String {
        switch kind {
        case .date: "a date"
        case .datetime: "a date-time"
        case .zoned: "a zoned date-time"
        }
    }
}

/// The errors of dates, written once.
extension Failure {
    static let datesNeedExactArithmetic = "dates need exact arithmetic"

    static func dateCondition(at span: Span) -> Failure {
        Failure(.misuse, "a date is no condition", at: span, note: "compare it: if(d < @2025-01-01, …)")
    }

    static func dateConverted(_ value: Value, to unit: String, at span: Span) -> Failure {
        Failure(
            .misuse, "a date has no unit: \(ValueFormat().string(for: value)) to \(unit)", at: span,
            note: "a date converts to a zone (to Europe/Berlin, to UTC, to local) or to unix")
    }

    /// A result before 0001-01-01 or after 9999-12-31.
    static func dateOutOfRange(at span: Span) -> Failure {
        Failure(.arithmetic, "the date is past the years 0001–9999", at: span)
    }

    /// An operation dates do not take.
    static func dateOperation(_ message: String, at span: Span, note: String? = nil) -> Failure {
        Failure(.arithmetic, message, at: span, note: note)
    }
}

/// What `to` makes of a date: the same instant in a zone, or its Unix time.
public enum ZoneTarget: Sendable, Hashable {
    /// A zone of the database, or UTC: `to Europe/Berlin`, `to UTC`.
    case zone(DateZone)
    /// The local zone (``CalculatorOptions/timeZone``): `to local`.
    case local
    /// The Unix time in seconds, exact: `to unix`.
    case unix

    /// As written after `to`.
    var name: String {
        switch self {
        case .zone(let zone): zone.name
        case .local: "local"
        case .unix: "unix"
        }
    }
}

extension Value {
    /// The value `to` a zone makes: a zoned value at the same instant in the zone; a date or a
    /// local date-time is first read in the local zone (as Python reads a naive one).
    func converted(to target: ZoneTarget, options: CalculatorOptions, at span: Span) throws(Failure) -> Value {
        guard case .date(let date) = self else {
            throw Failure(
                .misuse, "to \(target.name) takes a date, not \(kindName)", at: span,
                note: "a zone converts a date-time: @2024-07-01T12:00Z to \(target.name)")
        }
        let zoned = try DateFunctions.zoned(date, options: options, at: span)
        let zone: DateZone
        switch target {
        case .unix: return .number(zoned.exactUnixTime)
        case .local: zone = try LocalZone.zone(options, at: span)
        case .zone(let named): zone = named
        }
        guard let converted = zoned.converted(to: zone) else { throw Failure.dateOutOfRange(at: span) }
        return .date(converted)
    }
}

/// The notes of dates (``ValueNotes``): a month's end clamped, a wall time in a gap or a fold.
extension DateTime {
    /// Records the note of reading a wall time `reading` found, `value` the zoned result
    /// (`wall` the wall time asked for, when not the result's own).
    static func noteReading(_ reading: DateZone.WallReading, of value: DateTime, wall: Int? = nil, at span: Span) {
        guard reading != .exact, let zone = value.zone else { return }
        let asked = (DateTime.local(wall: wall ?? value.wall).map { $0.isoText() } ?? "the time")
        switch reading {
        case .gap:
            ValueNotes.record(
                .wallTimeInGap, on: value,
                "\(asked) does not exist in \(zone.name) (the clocks skip it): read after the gap, "
                    + "RFC 9557's \"compatible\" rule", at: span)
        case .fold:
            ValueNotes.record(
                .wallTimeInFold, on: value,
                "\(asked) happens twice in \(zone.name): read as the earlier, \(offsetText(value.offset)); "
                    + "an offset before the zone picks the other", at: span)
        case .exact:
            break
        }
    }
}

extension Failure {
    /// The note of a month's end clamped: `@2024-01-31 + 1 month`.
    static func clampedNote(_ from: DateTime, _ to: DateTime) -> String {
        let (year, month, _) = to.yearMonthDay
        return "\(CivilCalendar.monthNames[month - 1]) \(year) has no day \(from.yearMonthDay.day): "
            + "clamped to the month's end (calendar months, as Python's relativedelta)"
    }
}
