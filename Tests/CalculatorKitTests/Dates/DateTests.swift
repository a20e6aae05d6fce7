import CalculatorNumbers
import Testing

@testable import CalculatorKit

/// Dates and times (issue 46): each line as a statement shows it, or its error, with the clock
/// fixed at 2026-12-01T12:00:00Z and the local zone Europe/Berlin. Zones are the system's tz
/// database (`make dates-differential` compares thousands more with Python's zoneinfo).
struct DateTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let input: String
        let shown: String
        var testDescription: String { input }

        /// `shown` is the value's text, or `error: MESSAGE`.
        init(_ input: String, _ shown: String) { (self.input, self.shown) = (input, shown) }
    }

    static func brain() -> CalculatorBrain {
        var options = CalculatorOptions()
        options.clock = .fixed(unixSeconds: 1_796_126_400)
        options.timeZone = "Europe/Berlin"
        return CalculatorBrain(options: options)
    }

    static func shown(_ input: String) -> String {
        guard let last = brain().execute(input).last else { return "nothing" }
        switch last.outcome {
        case .success(.value(let value)), .success(.assignment(_, let value)):
            return ValueFormat().text(of: value, in: last.presentation).text
        case .failure(let error): return "error: " + error.message
        case .success(.definition): return "definition"
        }
    }

    static let literalCases: [Case] = [
        Case("@2024-01-31", "@2024-01-31"), Case("@2024-02-29T12:30", "@2024-02-29T12:30:00"),
        Case("@2024-02-29T12:30:15.25", "@2024-02-29T12:30:15.25"), Case("@2024-07-01T12:00Z", "@2024-07-01T12:00:00Z"),
        Case("@2024-07-01T12:00:00+05:30", "@2024-07-01T12:00:00+05:30"),
        Case("@2024-07-01T14:00[Europe/Berlin]", "@2024-07-01T14:00:00+02:00[Europe/Berlin]"),
        Case("@1700000000", "@2023-11-14T22:13:20Z"), Case("@-86400", "@1969-12-31T00:00:00Z"),
        Case("@0.5", "@1970-01-01T00:00:00.5Z"), Case("@0001-01-01", "@0001-01-01"), Case("@9999-12-31", "@9999-12-31"),
        Case("date(2024, 2, 29)", "@2024-02-29"), Case("2024-01-31", "1992"),
        // RFC 9557 "compatible": after a gap, the earlier of a fold; an offset picks a side.
        Case("@2024-03-10T02:30[America/New_York]", "@2024-03-10T03:30:00-04:00[America/New_York]"),
        Case("@2024-11-03T01:30[America/New_York]", "@2024-11-03T01:30:00-04:00[America/New_York]"),
        Case("@2024-11-03T01:30-05:00[America/New_York]", "@2024-11-03T01:30:00-05:00[America/New_York]"),
        Case("@2023-02-29", "error: '@2023-02-29' is not a date: February 2023 has 28 days"),
        Case("@2024-13-01", "error: '@2024-13-01' is not a date: there is no month 13"),
        Case("@2024-01-01T24:00", "error: '@2024-01-01T24:00' is not a date: there is no time 24:0"),
        Case(
            "@2024-01-01T23:59:60",
            "error: '@2024-01-01T23:59:60' is not a date: a minute has 60 seconds (there are no leap seconds)"),
        Case("@0000-01-01", "error: '@0000-01-01' is not a date: the years are 0001–9999"),
        Case("@2024-1-1", "error: '@2024-1-1' is not a date: expected YYYY-MM-DD"),
        Case("@2024-01-01T00:00[Europe/Berln]", "error: unknown time zone 'Europe/Berln'"),
        Case(
            "@2024-11-03T01:30+01:00[America/New_York]",
            "error: '@2024-11-03T01:30+01:00[America/New_York]' is not a date: the offset is not one the zone has at that time"
        ),
    ]

    static let arithmeticCases: [Case] = [
        Case("@2024-01-31 + 1 month", "@2024-02-29"), Case("@2024-01-31 + 1 month + 1 month", "@2024-03-29"),
        Case("@2024-01-31 + 2 month", "@2024-03-31"), Case("@2024-02-29 + 1 year", "@2025-02-28"),
        Case("@2024-03-31 - 1 month", "@2024-02-29"), Case("@2024-01-01 + 1 decade", "@2034-01-01"),
        Case("@2024-01-31 + 3 d", "@2024-02-03"), Case("@2024-01-01 + 2 week", "@2024-01-15"),
        Case("@2024-01-01 + 36 h", "@2024-01-02T12:00:00"), Case("@2024-01-01 + 1.5 d", "@2024-01-02T12:00:00"),
        Case("@2024-01-01T00:00:00.25 + 0.5 s", "@2024-01-01T00:00:00.75"),
        Case("@2024-03-01 - @2024-01-01", "60 d"), Case("@2025-03-01 - @2025-01-01", "59 d"),
        Case("@2024-03-01 - @2024-01-01 to week+d", "8 week + 4 d"),
        Case("@2024-03-10T12:00 - @2024-03-09T08:30", "1 d + 3 h + 30 min"),
        Case("@2024-03-10T12:00 - @2024-03-09T08:30; ans", "99000 s"),
        Case("(@2024-03-10T12:00 - @2024-03-09T08:30) / 2", "49500 s"),
        Case("@2024-03-10T12:00 - @2024-03-09T08:30 to d+h+min+s", "1 d + 3 h + 30 min"),
        Case("@2024-03-09T12:00[America/New_York] + 1 d", "@2024-03-10T12:00:00-04:00[America/New_York]"),
        Case("@2024-03-09T12:00[America/New_York] + 24 h", "@2024-03-10T13:00:00-04:00[America/New_York]"),
        Case("@2024-03-10T12:00[America/New_York] - @2024-03-09T12:00[America/New_York] to h", "23 h"),
        Case("now - now", "0 s"), Case("[@2024-01-31, @2024-02-29] + 1 month", "[@2024-02-29, @2024-03-29]"),
        Case("x = @2024-01-31; x + 1 week", "@2024-02-07"), Case("f(d) = d + 1 month; f(@2024-01-31)", "@2024-02-29"),
        Case("@2024-01-01 + 1", "error: + takes a date and a time, not a number"),
        Case("@2024-01-01 + @2024-01-01", "error: + takes a date and a time, not a date"),
        Case("@2024-01-01 * 2", "error: * takes no date"),
        Case("@2024-01-01 + 1 m", "error: + takes a date and a time, not a quantity"),
        Case("@2024-01-01 + 1.5 month", "error: calendar months are whole: 1.5 month"),
        Case(
            "@2024-01-01T00:00Z - @2024-01-01T00:00",
            "error: - takes two values of one kind, not a zoned date-time and a date-time"),
        Case("@9999-12-31 + 1 d", "error: the date is past the years 0001–9999"),
        Case("@2024-01-01 + (10^30) d", "error: the date is past the years 0001–9999"),
        Case("@2024-01-01T00:00Z + (2^62) s", "error: the date is past the years 0001–9999"),
        Case("@2024-01-01T00:00[Europe/Berlin] + (2^63 - 10^10) s", "error: the date is past the years 0001–9999"),
        Case("if(@2024-01-01, 1, 2)", "error: a date is no condition"),
    ]

    static let comparisonAndFunctionCases: [Case] = [
        Case("@2024-07-01T12:00Z == @2024-07-01T14:00+02:00", "1"), Case("@2024-01-01 < @2024-01-02", "1"),
        Case("@2024-01-02 <= @2024-01-01", "0"), Case("@2024-01-01 != @2024-01-01", "0"),
        Case("@2024-01-01 < 3", "error: < compares a date with a date"),
        Case("@2024-01-01 < @2024-01-01T00:00", "error: < takes two values of one kind, not a date and a date-time"),
        Case("weekday(@2024-01-01)", "1"), Case("weekday(@2024-01-07)", "7"), Case("yearday(@2024-12-31)", "366"),
        Case("yearday(@2023-12-31)", "365"), Case("unix(@2024-01-01T00:00Z)", "1704067200"),
        Case("unix(@2024-01-01)", "1704063600"), Case("weekday(3)", "error: weekday takes a date, not a number"),
        Case("date(2023, 2, 29)", "error: there is no date 2023-2-29"),
        Case("now", "@2026-12-01T13:00:00+01:00[Europe/Berlin]"), Case("today", "@2026-12-01"),
    ]

    static let zoneCases: [Case] = [
        Case("@2024-07-01T12:00Z to Europe/Berlin", "@2024-07-01T14:00:00+02:00[Europe/Berlin]"),
        Case("@2024-07-01T12:00Z to Asia/Kathmandu", "@2024-07-01T17:45:00+05:45[Asia/Kathmandu]"),
        Case("@2024-07-01T14:00[Europe/Berlin] to UTC", "@2024-07-01T12:00:00Z"),
        Case("@2024-07-01T12:00Z to local", "@2024-07-01T14:00:00+02:00[Europe/Berlin]"),
        Case("@2024-07-01T12:00Z to unix", "1719835200"), Case("@2024-07-01 to UTC", "@2024-06-30T22:00:00Z"),
        Case(
            "@2024-07-01T12:00Z to America/Argentina/Buenos_Aires",
            "@2024-07-01T09:00:00-03:00[America/Argentina/Buenos_Aires]"),
        // Past the table (2037): the footer's POSIX rule.
        Case("@2090-07-01T12:00Z to Europe/Berlin", "@2090-07-01T14:00:00+02:00[Europe/Berlin]"),
        Case("@2090-01-01T12:00Z to Australia/Sydney", "@2090-01-01T23:00:00+11:00[Australia/Sydney]"),
        Case("@2024-07-01T12:00Z to Europe/Berln", "error: unknown time zone 'Europe/Berln'"),
        Case("3 to UTC", "error: to UTC takes a date, not a number"), Case("60 mph to m/s", "26.8224 m/s"),
        // Local mean time has seconds in its offset, which read back.
        Case("@1850-01-01T00:00Z to Europe/Berlin", "@1850-01-01T00:53:28+00:53:28[Europe/Berlin]"),
        Case("@1850-01-01T00:53:28+00:53:28[Europe/Berlin] to UTC", "@1850-01-01T00:00:00Z"),
        Case("sort([@2024-01-02, @2024-01-01])", "error: sort takes numbers and quantities, not dates"),
        Case("mean([@2024-01-02])", "error: mean takes numbers and quantities, not dates"),
        Case("min(@2024-01-02, @2024-01-01)", "error: min takes no date"),
    ]

    @Test(arguments: literalCases + arithmeticCases + comparisonAndFunctionCases + zoneCases)
    func statement(_ testCase: Case) {
        #expect(Self.shown(testCase.input) == testCase.shown)
    }

    /// (statement, its notes): a month's end clamped, a wall time in a gap or a fold, a date
    /// read in the local zone; none where nothing was decided, or an offset picked the side.
    static let noteCases: [(String, [String])] = [
        (
            "@2024-01-31 + 1 month",
            ["February 2024 has no day 31: clamped to the month's end (calendar months, as Python's relativedelta)"]
        ),
        ("@2024-01-30 + 1 d", []), ("@2024-01-15 + 1 month", []),
        (
            "@2024-03-10T02:30[America/New_York]",
            [
                "2024-03-10T02:30:00 does not exist in America/New_York (the clocks skip it): read after the gap, "
                    + "RFC 9557's \"compatible\" rule"
            ]
        ),
        (
            "@2024-11-03T01:30[America/New_York]",
            [
                "2024-11-03T01:30:00 happens twice in America/New_York: read as the earlier, -04:00; "
                    + "an offset before the zone picks the other"
            ]
        ),
        ("@2024-11-03T01:30-05:00[America/New_York]", []),
        (
            "@2024-03-09T02:30[America/New_York] + 1 d",
            [
                "2024-03-10T02:30:00 does not exist in America/New_York (the clocks skip it): read after the gap, "
                    + "RFC 9557's \"compatible\" rule"
            ]
        ),
        ("@2024-07-01 to UTC", ["a date has no zone: read in the local zone, Europe/Berlin (--tz, $TZ)"]),
    ]

    @Test(arguments: noteCases)
    func notes(_ input: String, _ expected: [String]) {
        #expect(Self.brain().execute(input).last?.notes.map(\.message) == expected)
    }

    @Test func notesAreReadingsThatNoNotesTurnsOff() {
        let brain = Self.brain()
        brain.options.notes = false
        #expect(brain.execute("@2024-01-31 + 1 month")[0].notes.isEmpty)
        #expect(Self.brain().execute("@2024-01-31 + 1 month; 1 + 1")[1].notes.isEmpty)
    }

    @Test func unknownZoneSuggestsTheNearest() {
        let error = Self.brain().execute("@2024-01-01T00:00[Europe/Berln]")[0].error
        #expect(error?.kind == .unknownName)
        #expect(error?.note == "did you mean 'Europe/Berlin'?")
        #expect(error?.range.column == 1)
    }

    @Test func impossibleLiteralIsAnInvalidNumberAtIt() {
        let error = Self.brain().execute("1 + @2023-02-29")[0].error
        #expect(error?.kind == .invalidNumber)
        #expect(error?.range.column == 5)
    }

    @Test func doubleArithmeticRefusesDates() {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .ieee))
        #expect(brain.execute("@2024-01-01")[0].error?.message.contains("dates need exact arithmetic") == true)
        #expect(throws: CalculatorError.self) { try CalculatorBrain().compile("@2024-01-01 + x") }
        let now = CalculatorBrain(options: CalculatorOptions(arithmetic: .ieee)).execute("now")[0].error
        #expect(
            now?.message
                == "now needs exact arithmetic, as lists and dates do (compile, plots, checked and IEEE arithmetic compute one Double at a time)"
        )
    }

    @Test func everyShownDateReadsBack() throws {
        for input in [
            "@2024-07-01T12:00:00.125+05:30", "@2024-03-10T02:30[America/New_York]", "@1700000000.5", "today",
        ] {
            let brain = Self.brain()
            let text = ValueFormat().text(of: try brain.evaluateValue(input), in: .plain).text
            #expect(Self.shown(text) == text)
        }
    }

    @Test func valueStaysSmall() {
        #expect(MemoryLayout<Value>.size <= 24)
    }
}
