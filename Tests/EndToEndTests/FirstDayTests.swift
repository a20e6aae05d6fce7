import CalculatorTestSupport
import Foundation
import Testing

/// Issue 35, item 15: what a newcomer's first commands meet on the command line, a row each.
struct FirstDayTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var arguments: [String]
        var status: Int32
        /// Text the output (stdout, then stderr) must hold.
        var holds: [String]
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(
            id: "--check with values but no expectation checked nothing, and fails",
            arguments: ["--check", "-e", "1+1"],
            status: 1,
            holds: [
                "0 passed, 0 failed\nnothing was checked: 1 line has a value but no expectation; mark one as in"
                    + " 2^10  # => 1024\n"
            ]),
        Case(
            id: "--check with nothing at all still passes", arguments: ["--check", "-e", ""], status: 0,
            holds: ["0 passed, 0 failed\n"]),
        Case(
            id: "--no-history with --history-file is a usage error",
            arguments: ["--no-history", "--history-file", "x", "-e", "1"], status: 64,
            holds: ["--no-history and --history-file disagree: give one of them"]),
        Case(
            id: "--color always colours a batch run's diagnostics", arguments: ["--color", "always", "-e", "sni(1)"],
            status: 1,
            holds: [
                "<expr>:1:1: \u{1B}[1;31merror:\u{1B}[0m unknown name 'sni'\nsni(1)\n\u{1B}[32m^~~\u{1B}[0m\n"
                    + "\u{1B}[1mnote:\u{1B}[0m did you mean 'sin'?\n"
            ]),
        Case(
            id: "without it, none", arguments: ["-e", "sni(1)"], status: 1,
            holds: ["<expr>:1:1: error: unknown name 'sni'\nsni(1)\n^~~\nnote: did you mean 'sin'?\n"]),
        Case(
            id: "calc help points at --help", arguments: ["help"], status: 66,
            holds: ["no such file 'help' — for help, use calc --help"]),
        Case(
            id: "bash completion offers --arithmetic's values", arguments: ["--generate-completion-script", "bash"],
            status: 0, holds: ["'--arithmetic')\n        __calc_add_completions -W 'checked'$'\\n''ieee'$'\\n''exact'"]),
    ]

    @Test(arguments: cases)
    func firstCommand(_ test: Case) throws {
        let outcome = try TemporaryDirectory.with(prefix: "calc-e2e") { directory in
            try CalcProcess.run(test.arguments, in: directory.path)
        }
        let output = String(decoding: outcome.stdout + outcome.stderr, as: UTF8.self)
        #expect(outcome.status == test.status, "\(output)")
        for text in test.holds { #expect(output.contains(text), "\(output)") }
    }

    /// examples/bases.calc says it does without the bit operators: its statements use none.
    @Test func basesExampleDoesWhatItsCommentSays() throws {
        let text = try Fixtures.text(of: Fixtures.atRoot("examples/bases.calc"))
        #expect(text.hasPrefix("# Number bases and integer tricks done without the bit operators"))
        let code = text.split(separator: "\n").map {
            $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        }
        for line in code {
            for bitOperator in ["&", "|", "<<", ">>", "xor(", "bitnot("] {
                #expect(!line.contains(bitOperator), "\(line)")
            }
        }
    }
}
