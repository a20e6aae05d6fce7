import CalculatorTestSupport
import Foundation
import Testing

/// Output is never lost without a word: a write that fails (`> /dev/full`) is reported with
/// `calc: write error: REASON` and status 1, in every output format; a reader that stops reading
/// (`| head -1`) gets what it read and no message. And an empty expression is no expression.
struct OutputTrustTests {
    struct Run {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    /// Runs `script` with `/bin/sh` in `directory`, `$CALC` naming the built binary: the shell
    /// does the redirections (`> /dev/full`, pipes) that ``CalcProcess`` does not.
    static func shell(_ script: String, in directory: String) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["CALC"] = CalcProcess.binary
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Both outputs are small here (the large ones go to /dev/full or through head).
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
            status: process.terminationStatus)
    }

    /// A directory holding `big.calc` (100,000 lines, far more output than one buffer holds) and
    /// `checked.calc` (expectations that pass).
    static func inputs() -> TemporaryDirectory {
        let directory = TemporaryDirectory(prefix: "calc-e2e")
        directory.write((1...100_000).map { "\($0) + 0\n" }.joined(), to: "big.calc")
        directory.write((1...3_000).map { "\($0) * 2  # => \($0 * 2)\n" }.joined(), to: "checked.calc")
        return directory
    }

    static let fullDeviceMessage = "calc: write error: No space left on device\n"

    struct FullCase: CustomTestStringConvertible, Sendable {
        var arguments: String
        var testDescription: String { arguments }
    }

    static let fullCases = [
        FullCase(arguments: "-e 1"),
        FullCase(arguments: "-e 'x = 2' -e 'x * 3'"),
        FullCase(arguments: "big.calc"),
        FullCase(arguments: "- < big.calc"),
        FullCase(arguments: "--format json -e 1"),
        FullCase(arguments: "--format json big.calc"),
        FullCase(arguments: "--check checked.calc"),
        FullCase(arguments: "--check -e 1"),
    ]

    @Test(arguments: fullCases)
    func writeErrorIsReported(_ example: FullCase) throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let directory = Self.inputs()
        let run = try withExtendedLifetime(directory) {
            try Self.shell("\"$CALC\" \(example.arguments) > /dev/full", in: directory.path)
        }
        #expect(run.stderr == Self.fullDeviceMessage)
        #expect(run.status == 1)
    }

    /// A write error does not hide the other diagnostics, which come first, in order.
    @Test func writeErrorAfterDiagnostics() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let run = try Self.shell("\"$CALC\" -e 1/0 -e 2 > /dev/full", in: "/")
        #expect(run.stderr.hasPrefix("<expr>:1:1: error: division by zero\n"))
        #expect(run.stderr.hasSuffix(Self.fullDeviceMessage))
        #expect(run.status == 1)
    }

    /// `calc big.calc | head -1`: head gets its line, and calc says nothing, whether SIGPIPE ends
    /// it or (with SIGPIPE ignored) its writes fail with EPIPE, after which it finishes quietly.
    @Test(arguments: ["", "trap '' PIPE; "])
    func closedPipeIsQuiet(_ prelude: String) throws {
        let directory = Self.inputs()
        let run = try Self.shell(
            prelude + "{ \"$CALC\" big.calc; echo $? > status; } | head -1", in: directory.path)
        #expect(run.stdout == "1\n")
        #expect(run.stderr == "")
        if !prelude.isEmpty { #expect(directory.read("status") == "0\n") }
    }

    struct EmptyCase: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var stdout: String
        var testDescription: String { arguments.description }
    }

    static let emptyCases = [
        EmptyCase(arguments: ["-e", ""], stdout: ""),
        EmptyCase(arguments: ["--expression", ""], stdout: ""),
        EmptyCase(arguments: ["--expression="], stdout: ""),
        EmptyCase(arguments: ["-qe", ""], stdout: ""),
        EmptyCase(arguments: ["-e", "", "-e", "2"], stdout: "2\n"),
        EmptyCase(arguments: ["--format", "json", "-e", ""], stdout: ""),
        EmptyCase(arguments: ["--check", "-e", ""], stdout: "0 passed, 0 failed\n"),
    ]

    /// An empty expression prints nothing and succeeds, as an empty line of a file does; it is
    /// still an input, so calc does not go on to read standard input.
    @Test(arguments: emptyCases)
    func emptyExpression(_ example: EmptyCase) throws {
        let outcome = try TemporaryDirectory.with(prefix: "calc-e2e") { directory in
            directory.write("99\n", to: "stdin")
            return try CalcProcess.run(example.arguments, in: directory.path, stdinPath: directory.file("stdin"))
        }
        #expect(String(decoding: outcome.stdout, as: UTF8.self) == example.stdout)
        #expect(String(decoding: outcome.stderr, as: UTF8.self) == "")
        #expect(outcome.status == 0)
    }
}
