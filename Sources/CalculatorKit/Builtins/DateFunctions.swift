import CalculatorNumbers

/// The functions and clock of dates: `date(y, m, d)`, `weekday`, `yearday`, `unix`, and the
/// reserved names `now` (a zoned value in the local zone) and `today` (the local date). Rows of
/// the standard table, each a function of values (``ValueFunction``); the clock and the local
/// zone are the options' (``CalculatorOptions/clock``, ``CalculatorOptions/timeZone``).
enum DateFunctions {
    static let rows: [Operation] = [
        Operation(
            "now", .constant, ValueFunction(now), summary: "the current time in the local zone (--now fixes it)",
            isPure: false),
        Operation(
            "today", .constant, ValueFunction(today), summary: "the current date in the local zone", isPure: false),
        Operation(
            "date", .function(.exactly(3)), ValueFunction(date), summary: "the date of a year, month and day",
            parameters: ["y", "m", "d"]),
        Operation(
            "weekday", .function(.exactly(1)), ValueFunction(weekday),
            summary: "the ISO weekday of a date, Monday 1 … Sunday 7"),
        Operation(
            "yearday", .function(.exactly(1)), ValueFunction(yearday), summary: "the day of a date's year, 1 … 366"),
        Operation(
            "unix", .function(.exactly(1)), ValueFunction(unix),
            summary: "the Unix time of a date, in seconds (a date without a zone read in the local one)"),
    ]

    private static func now(_ operands: [Value], _ operation: ValueOperation, _ site: OperationSite) throws(Failure)
        -> Value
    {
        let zone = try LocalZone.zone(operation.options, at: site.span)
        guard let value = DateTime.zoned(instant: operation.options.clock.unixSeconds, in: zone) else {
            throw Failure.dateOutOfRange(at: site.span)
        }
        return .date(value)
    }

    private static func today(_ operands: [Value], _ operation: ValueOperation, _ site: OperationSite)
        throws(Failure) -> Value
    {
        guard case .date(let now) = try now(operands, operation, site), let date = DateTime.date(days: now.days) else {
            throw Failure.dateOutOfRange(at: site.span)
        }
        return .date(date)
    }

    private static func date(_ operands: [Value], _ operation: ValueOperation, _ site: OperationSite)
        throws(Failure) -> Value
    {
        var parts: [Int] = []
        for (index, operand) in operands.enumerated() {
            guard case .number(let number) = operand, let part = number.exactInt else {
                var failure = Failure(.arithmetic, "date takes whole numbers: a year, a month and a day", at: site.span)
                failure.operand = index
                throw failure
            }
            parts.append(part)
        }
        guard CivilCalendar.isValid(parts[0], parts[1], parts[2]) else {
            throw Failure(
                .arithmetic, "there is no date \(parts[0])-\(parts[1])-\(parts[2])", at: site.span,
                note: "years 1–9999, months 1–12, and the month's days")
        }
        return .date(DateTime.date(days: CivilCalendar.days(parts[0], parts[1], parts[2]))!)
    }

    /// The one date argument of `operation`, or the error at it.
    private static func dateArgument(_ operands: [Value], _ operation: ValueOperation, _ site: OperationSite)
        throws(Failure) -> DateTime
    {
        guard case .date(let date) = operands[0] else {
            var failure = Failure(
                .misuse, "\(operation.symbol) takes a date, not \(operands[0].kindName)", at: site.span)
            failure.operand = 0
            // `unix(1700000000)`: the other direction, a Unix time's instant, is a literal.
            if operation.symbol == "unix", case .number = operands[0] {
                failure.note = "for the instant of a Unix time, write it as a literal: @1700000000"
            }
            throw failure
        }
        return date
    }

    private static func weekday(_ operands: [Value], _ operation: ValueOperation, _ site: OperationSite)
        throws(Failure) -> Value
    {
        .number(Number(try dateArgument(operands, operation, site).weekday))
    }

    private static func yearday(_ operands: [Value], _ operation: ValueOperation, _ site: OperationSite)
        throws(Failure) -> Value
    {
        .number(Number(try dateArgument(operands, operation, site).yearday))
    }

    /// Exact Unix seconds; a date or local date-time is read in the local zone.
    private static func unix(_ operands: [Value], _ operation: ValueOperation, _ site: OperationSite)
        throws(Failure) -> Value
    {
        let date = try dateArgument(operands, operation, site)
        return .number(try zoned(date, options: operation.options, at: site.span).exactUnixTime)
    }

    /// `date` as a zoned value: itself, or a date or local date-time read in the local zone.
    static func zoned(_ date: DateTime, options: CalculatorOptions, at span: Span) throws(Failure) -> DateTime {
        if date.kind == .zoned { return date }
        let zone = try LocalZone.zone(options, at: span)
        guard let (value, reading) = date.reading(in: zone) else { throw Failure.dateOutOfRange(at: span) }
        ValueNotes.record(
            .localZone, on: value, "\(date.kindName) has no zone: read in the local zone, \(zone.name) (--tz, $TZ)",
            at: span)
        DateTime.noteReading(reading, of: value, wall: date.wall, at: span)
        return value
    }
}
