import CalculatorKit
import Testing

/// Hexadecimal, binary and octal literals longer than 64 bits are rounded once, half to even.
/// Bug: once a UInt64 overflowed, the scanner went on in Double, rounding twice, so
/// `0x200000000000010001` (2^69 + 2^16 + 1) gave 2^69 instead of 2^69 + 2^17.
/// Every expected value is Python's `float(int(digits, radix))`, written as a hex float.
struct BasedLiteralTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var literal: String
        var expected: Double
        var why: String
        var testDescription: String { why }

        init(_ literal: String, _ expected: Double, _ why: String) {
            self.literal = literal
            self.expected = expected
            self.why = why
        }
    }

    static func zeros(_ count: Int) -> String { String(repeating: "0", count: count) }

    static let cases: [Case] = [
        Case("0x200000000000010001", 0x1.0000000000001p+69, "hex 2^69 + 2^16 + 1: above half an ulp, up"),
        Case("0x200000000000010000", 0x1.0000000000000p+69, "hex 2^69 + 2^16: half, to even (down)"),
        Case("0x200000000000030000", 0x1.0000000000002p+69, "hex 2^69 + 3·2^16: half, to even (up)"),
        Case("0x20000000000001000000000001", 0x1.0000000000001p+101, "hex half plus a far dropped 1: up"),
        Case("0xFFFFFFFFFFFFFFFF", 0x1p+64, "hex 2^64 - 1: fits a UInt64"),
        Case("0x1_0000_0000_0000_0001", 0x1p+64, "hex 2^64 + 1, separators"),
        Case("0x" + zeros(30) + "1", 1, "hex with 30 leading zeros"),
        Case("0x123456789ABCDEF0123456789ABCDEF", 0x1.23456789abcdfp+120, "hex 121 bits"),
        Case("0xfffffffffffff8" + zeros(242), .greatestFiniteMagnitude, "hex: the largest Double"),
        Case("0xfffffffffffffb" + zeros(242), .greatestFiniteMagnitude, "hex: below half above the largest"),
        Case("0b1" + zeros(52) + "1" + zeros(20) + "1", 0x1.0000000000001p+74, "binary: above half, up"),
        Case("0b1" + zeros(52) + "1" + zeros(21), 0x1p+74, "binary: half, to even (down)"),
        Case("0b1" + zeros(51) + "11" + zeros(21), 0x1.0000000000002p+74, "binary: half, to even (up)"),
        Case("0b" + String(repeating: "1", count: 70), 0x1p+70, "binary: 70 ones"),
        Case("0o1" + zeros(17) + "2" + zeros(9), 0x1p+81, "octal 2^81 + 2^28: half, to even (down)"),
        Case("0o1" + zeros(17) + "2" + zeros(8) + "1", 0x1.0000000000001p+81, "octal: above half, up"),
        Case("0o1" + zeros(17) + "6" + zeros(9), 0x1.0000000000002p+81, "octal: half, to even (up)"),
        Case("0o4" + zeros(20) + "1", 0x1p+65, "octal: a top digit of 4"),
        Case("0o" + String(repeating: "7", count: 30) + "1", 0x1p+93, "octal: 30 sevens and a 1"),
        Case("0o1234567012345670123456701234567", 0x1.4e5dc14e5dc15p+90, "octal 91 bits"),
    ]

    @Test(arguments: cases)
    func roundsOnce(_ example: Case) throws {
        let value = try CalculatorBrain().evaluate(example.literal)
        #expect(value == example.expected, "\(example.literal): \(value.debugDescription)")
    }

    static let tooLarge = "number is too large for a Double (the largest is about 1.8e308)"

    /// Values that round to 2^1024 or beyond are errors over the whole literal.
    @Test(arguments: [
        "0xfffffffffffffc" + zeros(242),  // half an ulp above the largest: to even, 2^1024
        "0x1" + zeros(256),  // 2^1024
        "0b1" + zeros(1024),
        "0o2" + zeros(341),  // 2^1024
    ])
    func overflowIsAnError(_ literal: String) {
        #expect {
            try CalculatorBrain(options: CalculatorOptions(arithmetic: .checked)).evaluate(literal)
        } throws: { error in
            guard let error = error as? CalculatorError else { return false }
            return error.message == Self.tooLarge && error.range.utf8Offsets == 0..<literal.utf8.count
        }
    }
}
