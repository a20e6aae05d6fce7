import CalculatorKit
import Testing

@testable import CalculatorCLI

/// `--check` on lines whose `to` converts (issue 43): the value a line got is the converted
/// quantity, compared in the expectation's unit, and written, when it differs, as calc shows it.
struct CheckConvertedValueTests {
    static let cases: [(String, CheckReporter.Verdict)] = [
        ("60 mph to m/s  # => 26.8224 m/s", .passed),
        ("1 kg to lb; ans + 1 lb  # => 3.20462262184878 lb", .passed),
        ("d = 5 km to mile  # => 3.10685596118667 mile", .passed),
        ("d = 5 km to mile; d / (1 mile)  # => 3.10685596118667", .passed),
        ("25 °C to °F  # => 77 °F", .passed),
        ("5 m to ft+inch  # => 16.4041994750656 ft", .passed),
        ("x = 255 to hex  # => 255", .passed),
        // A number is no quantity; a mismatch is written as the line showed it.
        ("60 mph to m/s  # => 26.8224", .failed("expected 26.8224, got 26.8224 m/s")),
        ("1 kg to lb  # => 2 lb", .failed("expected 2 lb, got 2.20462262184878 lb")),
        ("5 m to ft+inch  # => 16 ft", .failed("expected 16 ft, got 16 ft + 4.8503937007874 inch")),
    ]

    @Test(arguments: cases)
    func verdict(_ line: String, _ verdict: CheckReporter.Verdict) {
        let brain = CalculatorBrain()
        let reporter = CheckReporter(format: ValueFormat(brain.options), arithmetic: .exact, console: Console())
        let location = LineLocation(sourceName: "test.calc", line: 1)
        for result in brain.execute(line) {
            _ = reporter.report(result, line: line, at: location)
        }
        #expect(reporter.verdict(on: line) == verdict)
    }
}
