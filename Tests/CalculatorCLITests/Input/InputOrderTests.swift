import Testing

@testable import CalculatorCLI

/// The command-line order of `-e` expressions and FILEs, which the argument parser collects into
/// two lists, and `-e` kept with an expression that starts with dashes.
struct InputOrderTests {
    @Test func inputOrderInterleaves() {
        let inputs = InputOrder.inputs(
            arguments: [
                "--precision", "5", "-e", "x = 2", "a.calc", "--expression=-x", "--check", "-", "-e", "-1",
                "--", "-e",
            ],
            expressions: ["x = 2", "-x", "-1"], files: ["a.calc", "-", "-e"])
        #expect(
            inputs == [
                .expression("x = 2"), .file("a.calc"), .expression("-x"), .file("-"), .expression("-1"), .file("-e"),
            ])
    }

    @Test(
        arguments: [
            (["-e", "---1"], ["--expression=---1"]),
            (["--expression", "--x", "a.calc"], ["--expression=--x", "a.calc"]),
            (["-qe", "---1", "-e", "-e"], ["-q", "--expression=---1", "--expression=-e"]),
            (["--precision", "-e", "-e", "1"], ["--precision", "-e", "--expression=1"]),
            (["--", "-e", "1"], ["--", "-e", "1"]),
            (["-e"], ["-e"]),
            // The expression written against its option, as getopt reads it (issue 49: `-e5`).
            (["-eq", "1"], ["--expression=q", "1"]),
            (["-e5", "-e2+2"], ["--expression=5", "--expression=2+2"]),
        ] as [([String], [String])])
    func expressionsAreJoinedToTheirOption(_ arguments: [String], _ joined: [String]) {
        #expect(InputOrder.joiningExpressions(arguments) == joined)
    }

    @Test func inputOrderFallsBackWhenTheScanDisagrees() {
        let inputs = InputOrder.inputs(arguments: ["-qe", "1", "a.calc"], expressions: ["1"], files: ["a.calc"])
        #expect(inputs == [.expression("1"), .file("a.calc")])
    }

    /// A command line of nothing but `-e` and FILEs skips the option parser; anything else does not.
    @Test func plainCommandLines() {
        func plain(_ arguments: [String]) -> [Settings.Input]? {
            InputOrder.plainInputs(InputOrder.joiningExpressions(arguments))
        }
        #expect(plain(["a.calc"]) == [.file("a.calc")])
        #expect(
            plain(["-e", "x = 2", "a.calc", "--expression=-x", "-", "-e", "", "--", "-e"])
                == [.expression("x = 2"), .file("a.calc"), .expression("-x"), .file("-"), .expression(""), .file("-e")])
        for arguments in [
            ["--precision", "5", "a.calc"], ["-q"], ["-i", "a.calc"], ["--help"], ["-e"], ["-qe", "1"],
        ] {
            #expect(plain(arguments) == nil, "\(arguments)")
        }
    }

    /// Every option with a value has it skipped when the order is scanned: `--base hex` is no FILE.
    @Test func optionValuesAreNotFiles() {
        let inputs = InputOrder.inputs(
            arguments: ["--base", "hex", "-e", "1", "--arithmetic", "checked", "a.calc", "--timeout", "2", "-e", "2"],
            expressions: ["1", "2"], files: ["a.calc"])
        #expect(inputs == [.expression("1"), .file("a.calc"), .expression("2")])
    }
}
