import Testing

@testable import CalculatorCLI

/// `--format json`'s text: numbers as JSON writes them (non-finite ones as null), escaped
/// strings, nested objects.
struct JSONWriterTests {
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
}
