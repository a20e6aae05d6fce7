import CalculatorTestSupport
import Foundation
import Testing

/// End-to-end cases whose inputs are too big to keep in the repository: generated at test
/// time into a temporary directory.
struct GeneratedInputTests {
    /// A 1 MiB run of text, to make lines that span many of the reader's 64 KiB buffers.
    static let mebibyte = 1 << 20

    struct LongLine: CustomTestStringConvertible, Sendable {
        var id: String
        var contents: [UInt8]
        var stdout: String
        /// The first line of stderr (the rest repeats a 1 MiB source line).
        var firstErrorLine: String
        var status: Int32
        var testDescription: String { id }
    }

    static let longLines: [LongLine] = [
        LongLine(
            id: "1 MiB comment after an expression",
            contents: Array("2 + 2  # \(String(repeating: "a", count: mebibyte))\n3\n".utf8),
            stdout: "4\n3\n", firstErrorLine: "", status: 0),
        LongLine(
            id: "1 MiB of blanks inside an expression, no final newline",
            contents: Array("6 *\(String(repeating: " ", count: mebibyte))7".utf8),
            stdout: "42\n", firstErrorLine: "", status: 0),
        LongLine(
            id: "1 MiB sum of 64 Ki terms",
            contents: Array((String(repeating: "1 + ", count: mebibyte / 16) + "1\n").utf8),
            stdout: "65537\n", firstErrorLine: "", status: 0),
        LongLine(
            id: "error at the end of a 1 MiB line",
            contents: Array("1\(String(repeating: " ", count: mebibyte))+ sni\n5\n".utf8),
            stdout: "5\n", firstErrorLine: "long.calc:1:\(mebibyte + 4): error: unknown name 'sni'", status: 1),
        LongLine(
            id: "invalid UTF-8 at the end of a 1 MiB line",
            contents: Array("\(String(repeating: " ", count: mebibyte))1".utf8) + [0xFF, 0x0A] + Array("8\n".utf8),
            stdout: "8\n", firstErrorLine: "long.calc:1:\(mebibyte + 2): error: invalid UTF-8", status: 1),
    ]

    @Test(arguments: longLines)
    func longLine(_ line: LongLine) throws {
        let outcome = try CalcProcess.run(file: "long.calc", containing: line.contents)
        #expect(String(decoding: outcome.stdout, as: UTF8.self) == line.stdout)
        let stderr = String(decoding: outcome.stderr, as: UTF8.self)
        #expect(
            stderr.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
                == line.firstErrorLine)
        #expect(outcome.status == line.status)
    }

    /// Peak memory must not follow input size: 1M lines may not take much more than 100k
    /// (measured with GNU time, which `scripts/ensure-deps --test` installs).
    /// Every tenth line is evaluated and prints (a value, an assignment and a definition in
    /// turn); the rest are comments, which keeps the debug build's run to a few seconds.
    @Test func memoryStaysFlat() throws {
        let directory = TemporaryDirectory(prefix: "calc-e2e")
        defer { withExtendedLifetime(directory) {} }
        var peaks: [Int: Int] = [:]
        for lines in [100_000, 1_000_000] {
            let path = directory.file("\(lines).calc")
            try Self.writeLines(lines, to: path)
            let outcome = try CalcProcess.run([path], in: directory.path, measuringMemory: true)
            #expect(outcome.status == 0)
            #expect(outcome.stderr.isEmpty)
            // A value line prints; assignments and definitions do not: one in thirty lines.
            let printed = outcome.stdout.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            #expect(printed == lines / 30)
            let peak = try #require(outcome.peakKilobytes, "no peak RSS from \(CalcProcess.timeCommand)")
            peaks[lines] = peak
        }
        let small = try #require(peaks[100_000])
        let large = try #require(peaks[1_000_000])
        print("calc peak RSS: \(small) KiB for 100k lines, \(large) KiB for 1M lines")
        #expect(large < small * 3 / 2 + 2048, "peak RSS grew from \(small) KiB to \(large) KiB")
    }

    /// Results reach a co-process while its pipe stays open: calc flushes when the next read
    /// would block. The read waits up to a minute only so that a failure ends the test.
    @Test func coProcessGetsEachResultBeforeEndOfInput() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CalcProcess.binary)
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        defer {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        for (line, expected) in [("x = 6", nil), ("x * 7", "42\n"), ("ans + 1", "43\n")] {
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
            guard let expected else { continue }
            var request = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
            #expect(poll(&request, 1, 60_000) == 1, "no result for '\(line)' while stdin is open")
            let data = output.fileHandleForReading.availableData
            #expect(String(decoding: data, as: UTF8.self) == expected)
        }
    }

    @Test(arguments: [
        ["--help"], ["--generate-completion-script", "bash"], ["--generate-completion-script", "zsh"],
        ["--generate-completion-script", "fish"],
    ])
    func helpAndCompletionScripts(_ arguments: [String]) throws {
        let outcome = try CalcProcess.run(arguments, in: "/")
        let text = String(decoding: outcome.stdout, as: UTF8.self)
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty)
        for word in ["format", "check", "fail-fast", "expression"] {
            #expect(text.contains(word), "\(arguments) does not mention \(word)")
        }
        if arguments == ["--help"] {
            #expect(text.contains("Examples:"))
            #expect(text.contains("Exit status: 0"))
        }
    }

    /// Writes `count` lines (a multiple of 30) through a small buffer, without building the file in memory.
    static func writeLines(_ count: Int, to path: String) throws {
        guard let stream = fopen(path, "w") else { throw CocoaError(.fileWriteUnknown) }
        defer { fclose(stream) }
        for number in 0..<count {
            let line =
                switch number % 30 {
                case 0: "total = \(number) * 2 + 1\n"
                case 10: "total / 3 + sqrt(\(number))\n"
                case 20: "f(x) = x * \(number % 97) + total\n"
                default: "# line \(number): a comment, ignored\n"
                }
            fputs(line, stream)
        }
    }
}
