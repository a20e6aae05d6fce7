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
            (["-eq", "1"], ["-eq", "1"]),
        ] as [([String], [String])])
    func expressionsAreJoinedToTheirOption(_ arguments: [String], _ joined: [String]) {
        #expect(InputOrder.joiningExpressions(arguments) == joined)
    }

    @Test func inputOrderFallsBackWhenTheScanDisagrees() {
        let inputs = InputOrder.inputs(arguments: ["-qe", "1", "a.calc"], expressions: ["1"], files: ["a.calc"])
        #expect(inputs == [.expression("1"), .file("a.calc")])
    }
}
