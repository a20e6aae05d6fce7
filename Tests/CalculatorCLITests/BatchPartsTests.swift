import Testing

@testable import CalculatorCLI

/// The batch path's small parts, pinned case by case: JSON text, `--check` number comparison,
/// command-line order, and the line decoder's error columns.
struct BatchPartsTests {
    @Test(arguments: [
        (4.0, "4"), (-0.0, "0"), (0.1 + 0.2, "0.30000000000000004"), (1.5e-7, "1.5e-07"),
        (9_007_199_254_740_994, "9.007199254740994e+15"), (-2.5, "-2.5"),
        (Double.nan, "null"), (Double.infinity, "null"), (-Double.infinity, "null"),
    ])
    func jsonNumber(_ value: Double, _ expected: String) {
        #expect(JSONWriter.number(value) == expected)
    }

    @Test(arguments: [
        ("plain", #""plain""#), (#"a"b"#, #""a\"b""#), (#"back\slash"#, #""back\\slash""#),
        ("tab\there\nnl\r", #""tab\there\nnl\r""#), ("\u{0}\u{1F}\u{7F}", #""\u0000\u001f\u007f""#),
        ("π ≈ 3 \u{FFFD}", "\"π ≈ 3 \u{FFFD}\""),
    ])
    func jsonString(_ string: String, _ expected: String) {
        var text = ""
        JSONWriter.appendString(string, to: &text)
        #expect(text == expected)
    }

    @Test func jsonObject() {
        var error = JSONWriter()
        error.add("line", 3)
        error.add("message", "x")
        var object = JSONWriter()
        object.add("input", "1/0")
        object.add("error", error)
        #expect(object.closed == #"{"input":"1/0","error":{"line":3,"message":"x"}}"#)
    }

    @Test(arguments: [
        (1024.0, 1024.0, true), (1000.0, 1024.0, false), (0.333333333333, 1.0 / 3, true),
        (0.33333333333, 1.0 / 3, false), (1, 1.0000000000049, true), (1, 1.0000000000051, false),
        (1e20, 1.00000000000049e20, true), (0, 1e-17, false), (0, 0, true), (-0.0, 0, true),
        (.nan, .nan, true), (.nan, 1, false), (.infinity, .infinity, true), (.infinity, -.infinity, false),
        (.infinity, 1e308, false),
    ])
    func checkAgreesToTwelveDigits(_ expected: Double, _ got: Double, _ agree: Bool) {
        #expect(CheckReporter.agree(expected, got) == agree)
    }

    @Test(
        arguments: [
            ("2^10  # => 1024", "1024"), ("1/0 # =>error ", "error"), ("sqrt(2)  # a comment", nil),
            ("# => 3", "3"),
        ] as [(String, String?)])
    func checkExpectation(_ line: String, _ expected: String?) {
        #expect(CheckReporter.expectation(in: line) == expected)
    }

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

    @Test(
        arguments: [
            ([0x31, 0x2B, 0xFF], "invalid UTF-8", 3), ([0xCE, 0xBC, 0x00], "NUL byte", 2),
            ([0xE2, 0x82, 0x20, 0xFF], "invalid UTF-8", 1), ([0x61, 0xC3], "invalid UTF-8", 2),
        ] as [([UInt8], String, Int)])
    func lineDecoderColumns(_ bytes: [UInt8], _ message: String, _ column: Int) {
        let decoded = bytes.withUnsafeBufferPointer { LineDecoder.decode($0) }
        guard case .invalid(let error, _) = decoded else {
            Issue.record("\(bytes) decoded as text")
            return
        }
        #expect(error.message == message)
        #expect(error.range.column == column)
    }
}
