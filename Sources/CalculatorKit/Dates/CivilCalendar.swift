/// The proleptic Gregorian calendar as day numbers: days since 1970-01-01, from and to a year,
/// month and day (Howard Hinnant's `days_from_civil`, exact for every year calc allows), so that
/// date arithmetic is integer arithmetic and never a loop over months.
enum CivilCalendar {
    /// The years a date may have: ISO 8601's four digits, and no year 0, which the proleptic
    /// Gregorian calendar of Python's `datetime` and RFC 3339 do not have either.
    static let years = 1...9999

    /// Seconds in a day: there are no leap seconds (Unix time, RFC 9557).
    static let secondsPerDay = 86_400

    static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// How many days `month` (1…12) of `year` has.
    static func daysInMonth(_ year: Int, _ month: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Whether the three make a date of the calendar within ``years``.
    static func isValid(_ year: Int, _ month: Int, _ day: Int) -> Bool {
        years.contains(year) && (1...12).contains(month) && day >= 1 && day <= daysInMonth(year, month)
    }

    /// Days since 1970-01-01 of a valid date.
    static func days(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The year, month and day of a day number.
    static func date(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The first and last day numbers of ``years``.
    static let dayRange = days(1, 1, 1)...days(9999, 12, 31)

    /// ISO weekday of a day number: Monday 1 … Sunday 7 (1970-01-01 was a Thursday).
    static func weekday(_ days: Int) -> Int {
        let monday0 = ((days + 3) % 7 + 7) % 7
        return monday0 + 1
    }

    /// The day of its year, 1 … 366.
    static func yearday(_ days: Int) -> Int {
        days - self.days(date(days).year, 1, 1) + 1
    }

    /// `days` moved by `months` calendar months, the day clamped to the new month's last:
    /// the new day number and whether it was clamped; nil past ``years``.
    static func adding(months: Int, to days: Int) -> (days: Int, clamped: Bool)? {
        let (year, month, day) = date(days)
        let (total, overflow) = (year * 12 + month - 1).addingReportingOverflow(months)
        guard !overflow else { return nil }
        let newYear = total >= 0 ? total / 12 : (total - 11) / 12
        let newMonth = total - newYear * 12 + 1
        guard years.contains(newYear) else { return nil }
        let last = daysInMonth(newYear, newMonth)
        return (self.days(newYear, newMonth, min(day, last)), day > last)
    }

    /// Floor division, for seconds before 1970 as well as after.
    static func floorDivide(_ a: Int, _ b: Int) -> (quotient: Int, remainder: Int) {
        let q = a >= 0 ? a / b : -((-a + b - 1) / b)
        return (q, a - q * b)
    }
}

extension CivilCalendar {
    /// The months' names, for errors (`February 2023 has 28 days`).
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
}
