import Testing

@testable import CalculatorNumbers

/// Bitwise operators on exact integers of any size, and the programmer's outputs.
@Suite struct BitwiseAndBaseTests {
    static let bitwiseCases: [(String, String)] = [
        ("0xff & 0x0f", "15"),
        ("1 << 4", "16"),
        ("1 << 70", "1180591620717411303424"),
        ("-1 & 0xff", "255"),
        ("-16 >> 2", "-4"),
        ("-17 >> 2", "-5"),
        ("17 >> 2", "4"),
        ("1 >> 64", "0"),
        ("-1 >> 64", "-1"),
        ("5 | 2 & 3", "7"),
        ("6 | 9", "15"),
        ("xor(6, 3)", "5"),
        ("xor(-1, 2^70)", "-1180591620717411303425"),
        ("bitnot(0)", "-1"),
        ("bitnot(-1)", "0"),
        ("bitnot(2^70)", "-1180591620717411303425"),
        ("2^70 | 1", "1180591620717411303425"),
        ("(2^70 + 5) & 7", "5"),
        ("-(2^70) & (2^71 - 1)", "1180591620717411303424"),
        ("-(2^70) >> 68", "-4"),
        ("(2^62) << 1", "9223372036854775808"),
        ("3 << 62", "13835058055282163712"),
        ("-3 << 62", "-13835058055282163712"),
        ("9223372036854775807 & -9223372036854775807", "1"),
        ("-9223372036854775807 & -9223372036854775806", "-9223372036854775808"),
        ("0 & 5", "0"),
        ("1 << 0", "1"),
    ]

    @Test(arguments: bitwiseCases)
    func bitwise(_ source: String, _ expected: String) throws {
        let value = try TinyEvaluator.evaluate(source)
        #expect(value.description == expected)
        #expect(value.isExact)
    }

    static let baseCases: [(String, Int, String)] = [
        ("255", 16, "0xff"),
        ("-255", 16, "-0xff"),
        ("10", 2, "0b1010"),
        ("8", 8, "0o10"),
        ("0", 16, "0x0"),
        ("2^70", 16, "0x400000000000000000"),
        ("-(2^64)", 2, "-0b1" + String(repeating: "0", count: 64)),
    ]

    @Test(arguments: baseCases)
    func base(_ source: String, _ radix: Int, _ expected: String) throws {
        let text = try TinyEvaluator.evaluate(source).formatted(radix: radix)
        #expect(text == expected)
        // Valid input again.
        #expect(try TinyEvaluator.evaluate(text).formatted(radix: radix) == expected)
    }

    @Test func baseRefusesNonIntegers() {
        #expect(throws: NumberError.domain("0.5 is not an integer")) {
            try TinyEvaluator.evaluate("0.5").formatted(radix: 16)
        }
        #expect(throws: NumberError.domain("1.4142135623731 is not exact")) {
            try TinyEvaluator.evaluate("sqrt(2)").formatted(radix: 16)
        }
    }

    static let fractionCases: [(String, String)] = [
        ("0.75", "3/4"),
        ("-1.25", "-5/4"),
        ("6", "6"),
        ("1/3 + 1/6", "1/2"),
        ("2^64 + 1/3", "55340232221128654849/3"),
        ("-0", "0"),
    ]

    @Test(arguments: fractionCases)
    func fraction(_ source: String, _ expected: String) throws {
        #expect(try TinyEvaluator.evaluate(source).fraction() == expected)
    }

    @Test func fractionRefusesApproximations() {
        #expect(throws: NumberError.domain("1.4142135623731 is not exact")) {
            try TinyEvaluator.evaluate("sqrt(2)").fraction()
        }
    }
}
