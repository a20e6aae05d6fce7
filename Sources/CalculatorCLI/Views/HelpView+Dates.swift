import CalculatorKit

extension HelpView {
    /// `:help dates`: dates, times and zones, the examples worked out by a brain as they are
    /// shown (with the zone fixed, so that the help reads the same everywhere).
    static var dates: String {
        var options = CalculatorOptions()
        options.timeZone = "UTC"
        let brain = CalculatorBrain(options: options)
        // Short sources and meanings: a zoned result is 38 columns, and the help fits 80.
        let examples: [(String, String)] = [
            ("@2024-01-31 + 1 month", "clamped"),
            ("@2024-03-01 - @2024-01-01", "days"),
            ("@2024-03-09T08:30 + 27.5 h", "elapsed"),
            ("@1700000000 to Asia/Tokyo", "a zone"),
            ("weekday(@2024-01-01)", "Monday 1"),
        ]
        let rows = workedExamples(examples, brain: brain)
        return "@2024-01-31 is a date, @2024-01-31T12:30 a local date-time; Z, +05:30 or\n"
            + "[Zone/Name] after the time make it zoned.\n" + columns(rows)
            + "Whole month/year move the calendar, whole d/week the day (the wall clock kept),\n"
            + "other times are elapsed; a date-time less one shows as 1 d + 3 h + 30 min.\n"
            + "to ZONE, to UTC, to local, to unix; now and today read the clock (--now, --tz).\n"
            + "A wall time in a DST gap reads after it, in a fold the earlier.\n"
    }
}
