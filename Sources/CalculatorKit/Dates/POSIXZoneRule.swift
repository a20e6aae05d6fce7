/// A POSIX TZ rule, as a TZif footer writes one (`CET-1CEST,M3.5.0,M10.5.0/3`): a standard
/// offset and, optionally, a daylight-saving offset with the local times it starts and ends each
/// year. RFC 8536's extensions are read: hours past 24 and negative in the times (`/-1`, `/25`),
/// and names in angle brackets (`<+0330>-3:30`).
struct POSIXZoneRule: Sendable {
    /// A day of the year as the rule writes it.
    enum Day: Sendable {
        /// `Jn`: day 1…365, February 29 never counted.
        case julian(Int)
        /// `n`: day 0…365, February 29 counted.
        case zeroBased(Int)
        /// `Mm.w.d`: weekday `d` (0 Sunday) of week `w` (5 the last) of month `m`.
        case monthWeek(month: Int, week: Int, weekday: Int)
    }

    struct Change: Sendable {
        var day: Day
        /// Seconds after the day's local midnight (2 a.m. when not written).
        var time: Int
    }

    /// Seconds east of UTC (the rule writes them west: `CET-1` is +1 h).
    let standardOffset: Int
    let daylightOffset: Int?
    let start: Change?
    let end: Change?

    init?(_ text: String) {
        var scanner = RuleScanner(bytes: Array(text.utf8))
        guard scanner.name(), let standard = scanner.offset() else { return nil }
        standardOffset = -standard
        if scanner.atEnd {
            (daylightOffset, start, end) = (nil, nil, nil)
            return
        }
        guard scanner.name() else { return nil }
        var daylight = standardOffset + 3600
        if let written = scanner.offset() { daylight = -written }
        guard scanner.take(","), let start = scanner.change(), scanner.take(","), let end = scanner.change(),
            scanner.atEnd
        else { return nil }
        (daylightOffset, self.start, self.end) = (daylight, start, end)
    }

    /// The offset in force at the Unix instant `t`.
    func offset(at t: Int) -> Int {
        guard let daylightOffset, let start, let end else { return standardOffset }
        let year = CivilCalendar.date(CivilCalendar.floorDivide(t + standardOffset, 86_400).quotient).year
        // The year's changes as instants: a start in standard time, an end in daylight time.
        let begins = Self.localSeconds(start, in: year) - standardOffset
        let ends = Self.localSeconds(end, in: year) - daylightOffset
        // In the southern hemisphere daylight time spans the new year (begins after it ends).
        let isDaylight = begins < ends ? t >= begins && t < ends : t < ends || t >= begins
        return isDaylight ? daylightOffset : standardOffset
    }

    /// The local seconds since 1970 at which `change` falls in `year`.
    private static func localSeconds(_ change: Change, in year: Int) -> Int {
        let first = CivilCalendar.days(min(max(year, 1), 9999), 1, 1)
        let day: Int
        switch change.day {
        case .julian(let n):
            day = first + n - 1 + (CivilCalendar.isLeapYear(year) && n >= 60 ? 1 : 0)
        case .zeroBased(let n):
            day = first + n
        case .monthWeek(let month, let week, let weekday):
            let y = min(max(year, 1), 9999)
            let monthStart = CivilCalendar.days(y, month, 1)
            // ISO weekday 7 is Sunday, which the rule writes 0.
            let startWeekday = CivilCalendar.weekday(monthStart) % 7
            var date = monthStart + (weekday - startWeekday + 7) % 7 + (week - 1) * 7
            let length = CivilCalendar.daysInMonth(y, month)
            while date >= monthStart + length { date -= 7 }
            day = date
        }
        return day * 86_400 + change.time
    }
}

/// The reading of a rule's text, left to right.
private struct RuleScanner {
    let bytes: [UInt8]
    var position = 0

    var atEnd: Bool { position == bytes.count }

    mutating func take(_ character: Character) -> Bool {
        guard position < bytes.count, bytes[position] == character.asciiValue else { return false }
        position += 1
        return true
    }

    /// A zone abbreviation: letters, or anything in `<…>`.
    mutating func name() -> Bool {
        if take("<") {
            while position < bytes.count, bytes[position] != UInt8(ascii: ">") { position += 1 }
            return take(">")
        }
        let start = position
        while position < bytes.count, Lexicon.isASCIILetter(bytes[position]) { position += 1 }
        return position - start >= 3
    }

    mutating func number() -> Int? {
        let start = position
        var value = 0
        while position < bytes.count, Lexicon.isDigit(bytes[position]), position - start < 6 {
            value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
            position += 1
        }
        return position > start ? value : nil
    }

    /// `[+-]hh[:mm[:ss]]` in seconds, as written (west positive).
    mutating func offset() -> Int? {
        var sign = 1
        if take("-") { sign = -1 } else { _ = take("+") }
        guard let hours = number() else { return nil }
        var seconds = hours * 3600
        if take(":") {
            guard let minutes = number() else { return nil }
            seconds += minutes * 60
            if take(":") {
                guard let more = number() else { return nil }
                seconds += more
            }
        }
        return sign * seconds
    }

    /// `date[/time]`.
    mutating func change() -> POSIXZoneRule.Change? {
        let day: POSIXZoneRule.Day
        if take("J") {
            guard let n = number(), (1...365).contains(n) else { return nil }
            day = .julian(n)
        } else if take("M") {
            guard let month = number(), take("."), let week = number(), take("."), let weekday = number(),
                (1...12).contains(month), (1...5).contains(week), (0...6).contains(weekday)
            else { return nil }
            day = .monthWeek(month: month, week: week, weekday: weekday)
        } else {
            guard let n = number(), (0...365).contains(n) else { return nil }
            day = .zeroBased(n)
        }
        var time = 7200
        if take("/") {
            guard let written = offset() else { return nil }
            time = written
        }
        return POSIXZoneRule.Change(day: day, time: time)
    }
}
