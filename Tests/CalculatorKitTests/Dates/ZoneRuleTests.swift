import Testing

@testable import CalculatorKit

/// The calendar's day numbers and the POSIX TZ rules of TZif footers, against known values.
struct ZoneRuleTests {
    @Test(arguments: [
        (1970, 1, 1, 0, 4), (2000, 3, 1, 11_017, 3), (2024, 2, 29, 19_782, 4), (1, 1, 1, -719_162, 1),
        (9999, 12, 31, 2_932_896, 5),
    ])
    func dayNumbers(_ year: Int, _ month: Int, _ day: Int, _ days: Int, _ weekday: Int) {
        #expect(CivilCalendar.days(year, month, day) == days)
        #expect(CivilCalendar.date(days) == (year, month, day))
        #expect(CivilCalendar.weekday(days) == weekday)
    }

    @Test func monthsClamp() {
        let january31 = CivilCalendar.days(2024, 1, 31)
        #expect(CivilCalendar.adding(months: 1, to: january31)! == (CivilCalendar.days(2024, 2, 29), true))
        #expect(CivilCalendar.adding(months: -1, to: january31)! == (CivilCalendar.days(2023, 12, 31), false))
        #expect(CivilCalendar.adding(months: 12 * 8000, to: january31) == nil)
    }

    /// (rule, Unix instant, offset east): Berlin's summer and winter, Sydney's across the new
    /// year, a rule with no daylight time, an angle-bracket name, and hour 25 (RFC 8536).
    @Test(arguments: [
        ("CET-1CEST,M3.5.0,M10.5.0/3", 1_719_835_200, 7200), ("CET-1CEST,M3.5.0,M10.5.0/3", 1_704_067_200, 3600),
        ("AEST-10AEDT,M10.1.0,M4.1.0/3", 1_704_067_200, 39600), ("AEST-10AEDT,M10.1.0,M4.1.0/3", 1_719_835_200, 36000),
        ("<+0545>-5:45", 0, 20700), ("EST5EDT,M3.2.0,M11.1.0", 1_710_054_000, -14400),
        ("EST5EDT,M3.2.0,M11.1.0", 1_710_053_999, -18000), ("<-03>3<-02>,M3.5.0/-2,M10.5.0/-1", 1_719_835_200, -7200),
        ("XXX3YYY,J60/25,300", 1_709_355_600, -7200), ("XXX3YYY,J60/25,300", 1_709_262_000, -10800),
    ])
    func posixRules(_ text: String, _ instant: Int, _ offset: Int) throws {
        let rule = try #require(POSIXZoneRule(text))
        #expect(rule.offset(at: instant) == offset)
    }

    @Test(arguments: ["", "CET", "CET-1CEST,M13.5.0,M10.5.0", "CET-1CEST,M3.5.0", "1CET"])
    func malformedRules(_ text: String) {
        #expect(POSIXZoneRule(text) == nil)
    }

    @Test func truncatedTZifIsNoZone() {
        #expect(ZoneRules.parse(Array("TZif2".utf8)) == nil)
        #expect(ZoneRules.parse([]) == nil)
    }
}
