import CalculatorTestSupport
import Foundation
import SeededRandom
import Testing

/// A batch run's text output takes plain and quantity lines from their bytes, with no `String`
/// and no statement result (`BatchController.fastLine`), and writes their values from a buffer
/// (`ValueFormat.withText`); `--format json` runs every line as a statement and writes its
/// text from a `String`. The two must agree on every line of a mixed file: the same values in
/// the same order, and the same `ans` carried from line to line.
struct FastLineTests {
    /// Generated lines: nested plain arithmetic, quantities, and lines no fast path takes (names,
    /// calls, assignments, errors, blanks, comments, lines joined over an open bracket, CRLF
    /// endings), each depending on the lines before it through `ans` now and then.
    static func mixedFile(seed: UInt64, lines count: Int) -> String {
        var random = SplitMix64(seed: seed)
        func number() -> String {
            let whole = Int.random(in: 1...999, using: &random)
            return Bool.random(using: &random) ? "\(whole)" : "\(whole).\(Int.random(in: 10...99, using: &random))"
        }
        func expression(depth: Int) -> String {
            guard depth > 0, Int.random(in: 0..<3, using: &random) > 0 else { return number() }
            let op = ["+", "-", "*", "/"].randomElement(using: &random)!
            let text = "\(expression(depth: depth - 1)) \(op) \(expression(depth: depth - 1))"
            return Bool.random(using: &random) ? "(\(text))" : text
        }
        let units = ["m", "km", "ft", "mile", "s", "h", "kg", "lb", "m/s", "km/h", "J", "W"]
        let conversions = ["m": "ft", "km": "mile", "ft": "m", "mile": "km", "s": "min", "h": "s", "kg": "lb"]
        var lines: [String] = []
        for _ in 0..<count {
            switch Int.random(in: 0..<20, using: &random) {
            case 0..<8: lines.append(expression(depth: 4))
            case 8..<12:
                let unit = units.randomElement(using: &random)!
                var line = "\(number()) \(unit) + \(number()) \(unit)"
                if let target = conversions[unit], Bool.random(using: &random) { line += " to \(target)" }
                lines.append(line)
            case 12: lines.append("ans * 2")
            case 13: lines.append("x = \(number())")
            case 14: lines.append("sqrt(\(number())) + x")
            case 15: lines.append("\(number()) / (1 - 1)")
            case 16: lines.append(Bool.random(using: &random) ? "" : "# a comment")
            case 17: lines.append("(\(number()) +\n  \(number())) * 2")
            case 18: lines.append("  \(expression(depth: 2))\t\r")
            default: lines.append("-\(number()) * -(\(number()))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [[String](), ["--ieee"], ["--precision", "7"]])
    func textAgreesWithJSON(_ options: [String]) throws {
        let (text, json) = try TemporaryDirectory.with(prefix: "calc-fast-lines") { directory in
            directory.write(Self.mixedFile(seed: 47, lines: 600), to: "mixed.calc")
            return (
                try CalcProcess.run(options + ["mixed.calc"], in: directory.path),
                try CalcProcess.run(options + ["--format", "json", "mixed.calc"], in: directory.path)
            )
        }
        // The expression statements' texts, in order: what text output prints, one a line.
        var expected: [String] = []
        for line in json.stdout.split(separator: UInt8(ascii: "\n")) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
            if object["name"] == nil, object["error"] == nil, let shown = object["text"] as? String {
                expected.append(shown)
            }
        }
        let printed = String(decoding: text.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(expected.count > 300)
        #expect(printed == expected)
        #expect(text.status == 1)
        // Each failed line is reported on standard error by both (division by zero).
        #expect(text.stderr.count > 0)
    }

    /// `ans` after a line the fast path ran is that line's value, for a line it does not run.
    @Test func ansFollowsAFastLine() throws {
        let outcome = try CalcProcess.run(file: "ans.calc", containing: Array("1 + 2\nans * 2\n3 km\nans to m\n".utf8))
        #expect(String(decoding: outcome.stdout, as: UTF8.self) == "3\n6\n3 km\n3000 m\n")
        #expect(outcome.status == 0)
    }
}
