import CalculatorTestSupport
import Foundation
import SeededRandom
import Testing

/// Hostile batch files, generated at test time: seeded random bytes, 1 MB lines of bad bytes,
/// very many short lines. The promise: each bad line gives an error with its position, the good
/// lines around it still evaluate and print, calc exits with status 1 and does not crash. (Small
/// hostile files with exact outputs are command-line cases: `Cases/hostile-*`.)
struct HostileInputTests {
    /// One diagnostic block on stderr: `FILE:LINE:COL: error: MESSAGE`, the source line, a caret
    /// line, and perhaps a note.
    struct Diagnostic {
        var line: Int
        var column: Int
        var message: String
    }

    /// Splits stderr into diagnostics, recording an issue for anything that is not one.
    static func diagnostics(in stderr: Data, file: String) -> [Diagnostic] {
        let lines = String(decoding: stderr, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var diagnostics: [Diagnostic] = []
        var index = 0
        while index < lines.count {
            if index == lines.count - 1 && lines[index].isEmpty { break }
            let header = lines[index]
            let prefix = "\(file):"
            let fields = header.dropFirst(prefix.count).split(separator: ":", maxSplits: 3)
            guard header.hasPrefix(prefix), fields.count == 4, let line = Int(fields[0]), let column = Int(fields[1]),
                fields[2] == " error", fields[3].hasPrefix(" "), line > 0, column > 0
            else {
                Issue.record("stderr line \(index + 1) is not a diagnostic header: \(header.prefix(200))")
                return diagnostics
            }
            diagnostics.append(Diagnostic(line: line, column: column, message: String(fields[3].dropFirst())))
            guard index + 2 < lines.count else {
                Issue.record("diagnostic at stderr line \(index + 1) has no source and caret lines")
                return diagnostics
            }
            let caret = lines[index + 2].drop { $0 == " " || $0 == "\t" }
            #expect(caret.first == "^" && caret.dropFirst().allSatisfy { $0 == "~" }, "caret line: \(caret.prefix(80))")
            index += 3
            if index < lines.count && lines[index].hasPrefix("note: ") { index += 1 }
        }
        return diagnostics
    }

    /// 200 KB of seeded random bytes in chunks, each chunk followed by a sentinel line that must
    /// print its value whatever the bytes around it did.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomBytes(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var contents: [UInt8] = []
        var sentinels: [(line: Int, value: String)] = []
        var lineCount = 0
        for number in 0..<100 {
            let chunk = random.bytes(Int(random.next() % 4000))
            contents += chunk + [0x0A]
            lineCount += chunk.filter { $0 == 0x0A }.count + 1
            let value = 987_000_000 + number
            contents += Array("\(value - 5) + 5\n".utf8)
            lineCount += 1
            sentinels.append((lineCount, "\(value)"))
        }
        let outcome = try CalcProcess.run(file: "random.calc", containing: contents)

        #expect(outcome.status == 1)
        let printed = String(decoding: outcome.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        var remaining = printed[...]
        for sentinel in sentinels {
            guard let found = remaining.firstIndex(of: sentinel.value) else {
                Issue.record("sentinel \(sentinel.value) on line \(sentinel.line) was not printed in order")
                break
            }
            remaining = remaining[(found + 1)...]
        }
        let diagnostics = Self.diagnostics(in: outcome.stderr, file: "random.calc")
        #expect(diagnostics.count >= 100, "only \(diagnostics.count) errors from 200 KB of random bytes")
        let lines = diagnostics.map(\.line)
        #expect(lines == lines.sorted(), "errors are not in line order")
        #expect(Set(lines).isDisjoint(with: sentinels.map(\.line)), "a sentinel line was reported as an error")
        #expect(lines.allSatisfy { $0 <= lineCount })
    }

    struct LongBadLine: CustomTestStringConvertible, Sendable {
        var id: String
        var line: [UInt8]
        var firstErrorLine: String
        var testDescription: String { id }
    }

    static let megabyte = 1_000_000

    static let longBadLines: [LongBadLine] = [
        LongBadLine(
            id: "1 MB of 0xFF", line: [UInt8](repeating: 0xFF, count: megabyte),
            firstErrorLine: "long.calc:2:1: error: invalid UTF-8"),
        LongBadLine(
            id: "1 MB of stray continuation bytes", line: [UInt8](repeating: 0x80, count: megabyte),
            firstErrorLine: "long.calc:2:1: error: invalid UTF-8"),
        LongBadLine(
            id: "1 MB of π, then a lone surrogate",
            line: Array(String(repeating: "π", count: megabyte / 2).utf8) + [0xED, 0xA0, 0x80],
            firstErrorLine: "long.calc:2:\(megabyte / 2 + 1): error: invalid UTF-8"),
        LongBadLine(
            id: "1 MB of NUL", line: [UInt8](repeating: 0, count: megabyte),
            firstErrorLine: "long.calc:2:1: error: NUL byte"),
        LongBadLine(
            id: "1 MB sum, then a BOM", line: Array((String(repeating: "1+", count: megabyte / 2) + "\u{FEFF}").utf8),
            firstErrorLine: "long.calc:2:\(megabyte + 1): error: unexpected character U+FEFF"),
        LongBadLine(
            id: "1 MB of random bytes without newlines",
            line: {
                var random = SplitMix64(seed: 7)
                return random.bytes(megabyte).map { $0 == 0x0A ? 0x20 : $0 }
            }(), firstErrorLine: ""),
    ]

    /// A 1 MB bad line between two good ones: one error on line 2, both good lines printed.
    @Test(arguments: longBadLines)
    func longBadLine(_ bad: LongBadLine) throws {
        let outcome = try CalcProcess.run(
            file: "long.calc", containing: Array("1 + 1\n".utf8) + bad.line + Array("\n40 + 2\n".utf8))
        #expect(outcome.status == 1)
        #expect(String(decoding: outcome.stdout, as: UTF8.self) == "2\n42\n")
        let diagnostics = Self.diagnostics(in: outcome.stderr, file: "long.calc")
        #expect(Set(diagnostics.map(\.line)) == [2])
        if !bad.firstErrorLine.isEmpty {
            let first = String(decoding: outcome.stderr, as: UTF8.self).prefix { $0 != "\n" }
            #expect(String(first) == bad.firstErrorLine)
        }
    }

    /// 100,000 short lines, good and bad in turn: every good one prints, every bad one is
    /// reported at its own line, in order.
    @Test func manyShortLines() throws {
        let count = 100_000
        let badLines: [[UInt8]] = [[0xFF], [0x00], [0xED, 0xA0, 0x80], Array("1 +".utf8), Array(")".utf8)]
        var contents: [UInt8] = []
        contents.reserveCapacity(count * 4)
        var expected = ""
        for number in 1...count {
            if number % 2 == 1 {
                contents += Array("\(number % 1000)\n".utf8)
                expected += "\(number % 1000)\n"
            } else {
                contents += badLines[(number / 2) % badLines.count] + [0x0A]
            }
        }
        let outcome = try CalcProcess.run(file: "short.calc", containing: contents)
        #expect(outcome.status == 1)
        #expect(String(decoding: outcome.stdout, as: UTF8.self) == expected)
        let diagnostics = Self.diagnostics(in: outcome.stderr, file: "short.calc")
        #expect(diagnostics.map(\.line) == Array(stride(from: 2, through: count, by: 2)))
    }
}

extension SplitMix64 {
    /// `count` random bytes.
    mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8(truncatingIfNeeded: next() >> 56) }
    }
}
