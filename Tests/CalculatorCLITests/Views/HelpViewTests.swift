import CalculatorKit
import Foundation
import Testing

@testable import CalculatorCLI

/// `:help`: every operation of the table, operators tightest first, and one topic at a time.
@Suite struct HelpViewTests {
    @Test func listsEveryOperationOfTheTable() {
        var table = OperationTable.standard
        table.add(.function("sq", summary: "the square of x") { $0 * $0 })
        table.add(.infix("⊕", precedence: .additive, summary: "mean of two") { ($0 + $1) / 2 })
        let text = HelpView.operations(table: table, format: { "\($0)" })
        for operation in table.current {
            #expect(text.contains(operation.summary), "\(operation.symbol)")
        }
        #expect(text.contains("sq(x)"))
        #expect(text.contains("⊕"))
    }

    /// The overview fits an 80×24 terminal with the prompt below it, and points at the three
    /// parts of the language, each of which `:help` also shows alone.
    /// `:help numbers` shows the number model with examples an exact brain worked out.
    @Test func numbersSaysWhatNumbersAre() throws {
        let text = try #require(HelpView.section("numbers", table: .standard, format: { "\($0)" }))
        #expect(text.contains("2^64       18446744073709551616"))
        #expect(text.contains("0.1 + 0.2  0.3 "))
        #expect(text.contains("sqrt(2)    ≈ 1.4142135623731"))
        #expect(text.contains("--arithmetic checked"))
        for line in text.split(separator: "\n") { #expect(line.count < 80, "\(line)") }
    }

    /// `:help complex` works its examples out with a brain, as they are shown.
    @Test func complexHelp() throws {
        let text = try #require(HelpView.section("complex", table: .standard, format: { "\($0)" }))
        #expect(text.contains("1/(1+i)        0.5 - 0.5i"))
        #expect(text.contains("sqrt(-4)       2i "))
        #expect(text.contains("3+4i to polar  5∠0.927295218001612"))
        #expect(text.contains(":real on"))
        for line in text.split(separator: "\n") { #expect(line.count < 80, "\(line)") }
    }

    /// `:help dates` works its examples out with a brain in UTC, as they are shown.
    @Test func datesHelp() throws {
        let text = try #require(HelpView.section("dates", table: .standard, format: { "\($0)" }))
        #expect(text.contains("@2024-01-31 + 1 month       @2024-02-29 "))
        #expect(text.contains("@1700000000 to Asia/Tokyo   @2023-11-15T07:13:20+09:00[Asia/Tokyo]"))
        #expect(text.contains("1 d + 3 h + 30 min"))
        for line in text.split(separator: "\n") { #expect(line.count < 80, "\(line)") }
    }

    /// `:help to` works its examples out with a brain, as they are shown.
    @Test(arguments: ["to", "->", "base"])
    func conversionsHelp(_ topic: String) throws {
        let text = try #require(HelpView.section(topic, table: .standard, format: { "\($0)" }))
        #expect(text.contains("255 to hex         0xff"))
        #expect(text.contains("1/3 + 1/6 to frac  1/2"))
        #expect(text.contains(":base hex"))
        for format in OutputFormat.allCases { #expect(text.contains("to \(format.rawValue)")) }
        for line in text.split(separator: "\n") { #expect(line.count < 80, "\(line)") }
    }

    @Test func theOverviewFitsAnEightyByTwentyFourTerminal() {
        let overview = HelpView.overview(table: .standard, commands: REPLCommand.all, format: { "\($0)" })
        let lines = overview.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count <= 23)
        for line in lines { #expect(line.count < 80, "\(line)") }
        for topic in ["constants", "operators", "functions"] {
            #expect(overview.contains(":help \(topic)"))
            let section = HelpView.section(topic, table: .standard, format: { "\($0)" })
            #expect(section?.lowercased().hasPrefix(topic) == true)
        }
        let all = HelpView.section("all", table: .standard, format: { "\($0)" })
        #expect(all == HelpView.operations(table: .standard, format: { "\($0)" }))
    }

    @Test func ordersOperatorsTightestFirst() {
        let text = HelpView.operations(table: .standard, format: { "\($0)" })
        let factorial = text.range(of: "factorial")!.lowerBound
        let power = text.range(of: "power")!.lowerBound
        let addition = text.range(of: "addition")!.lowerBound
        #expect(factorial < power && power < addition)
    }

    @Test(arguments: [
        ("sin", "sin(x): function of 1 argument\n  sine, of radians (:deg for degrees; sin(30 deg))\n"),
        // Issue 49: a constant with no Double is shown, not "?"; `=` and `#` answer.
        ("i", "i: constant = i\n  the imaginary unit, √-1: 3 + 4i\n"),
        ("π", "pi, π: constant = 3.14159265358979\n  the ratio of a circle's circumference to its diameter\n"),
        (
            "^",
            "^, **: right-associative infix operator, precedence level 8 of 9\n  power (right-associative: 2^3^2 is 2^9)\n"
        ),
        (":undo", ":undo    take back the last line that changed something\n"),
    ])
    func topic(_ name: String, _ expected: String) {
        #expect(HelpView.topic(name, brain: CalculatorBrain()) == expected)
    }

    @Test func assignmentAndComment() {
        #expect(
            HelpView.section("=", table: .standard, format: { "\($0)" })?.hasPrefix("x = 3 gives x a value") == true)
        #expect(HelpView.section("#", table: .standard, format: { "\($0)" })?.hasPrefix("# starts a comment") == true)
    }

    @Test func topicOfAnUnknownNameIsNil() {
        #expect(HelpView.topic("nosuchthing", brain: CalculatorBrain()) == nil)
    }

    @Test func describingAConstantLeavesTheResultAlone() {
        let brain = CalculatorBrain()
        _ = HelpView.topic("pi", brain: brain)
        #expect(brain.result == nil)
    }
}
