import Platform
import SeededRandom
import Testing

@testable import CalculatorKit

/// What the scanner records for a literal: its radix, significant digits and power of ten, enough
/// for any evaluator to rebuild the exact value (`0.1` is 1 × 10⁻¹, not the Double nearest it).
/// Up to 19 decimal digits (64 bits of a based literal) are kept without allocating.
struct NumberLiteralTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var digits: String
        var exponent: Int
        var radix: Int
        var isInline: Bool
        var testDescription: String { text }

        init(_ text: String, _ digits: String, _ exponent: Int = 0, radix: Int = 10, inline: Bool = true) {
            self.text = text
            self.digits = digits
            self.exponent = exponent
            self.radix = radix
            self.isInline = inline
        }
    }

    static let cases: [Case] = [
        Case("0", "0"),
        Case("0.000", "0", -3),
        Case("5", "5"),
        Case("0.1", "1", -1),
        Case(".5", "5", -1),
        Case("5.", "5"),
        Case("007.50", "750", -2),
        Case("1_000", "1000"),
        Case("1_000.000_1", "10000001", -4),
        Case("1E-3", "1", -3),
        Case("1e+10", "1", 10),
        Case("1e1_0", "1", 10),
        Case("1.5e-3", "15", -4),
        Case("6.02214076e23", "602214076", 15),
        Case("0.000000000000000000001234", "1234", -24),
        Case("1234567890123456789", "1234567890123456789"),
        Case("1234567890123456789.5", "12345678901234567895", -1, inline: false),
        Case("123456789012345678901234567890", "123456789012345678901234567890", inline: false),
        Case("0.1234567890123456789012345", "1234567890123456789012345", -25, inline: false),
        Case("00001234567890123456789012e-5", "1234567890123456789012", -5, inline: false),
        Case("0x1F", "1f", radix: 16),
        Case("0XfF", "ff", radix: 16),
        Case("0x000F", "f", radix: 16),
        Case("0x0", "0", radix: 16),
        Case("0xFFFF_FFFF_FFFF_FFFF", "ffffffffffffffff", radix: 16),
        Case("0x1_0000_0000_0000_0000_0001", "100000000000000000001", radix: 16, inline: false),
        Case("0x00AB_CDEF_0123_4567_89AB", "abcdef0123456789ab", radix: 16, inline: false),
        Case("0b1010", "1010", radix: 2),
        Case("0b" + String(repeating: "1", count: 65), String(repeating: "1", count: 65), radix: 2, inline: false),
        Case("0o17", "17", radix: 8),
        Case("0o1" + String(repeating: "7", count: 21), "1" + String(repeating: "7", count: 21), radix: 8),
        Case(
            "0o2" + String(repeating: "7", count: 21), "2" + String(repeating: "7", count: 21), radix: 8, inline: false),
    ]

    static func scanned(_ text: String) throws -> (literal: NumberLiteral, end: Int) {
        var text = text
        let scanned: Result<(NumberLiteral, Int), Failure> = text.withUTF8 { bytes in
            let scanner = NumberScanner(bytes: bytes)
            do throws(Failure) {
                let (full, end) = try scanner.literal(at: 0)
                let (short, shortEnd) = try scanner.scan(at: 0)
                // The scan the tokenizer runs agrees: the same literal when it is short, nil if not.
                #expect(short == full.short && shortEnd == end)
                return .success((full, end))
            } catch {
                return .failure(error)
            }
        }
        return try scanned.get()
    }

    @Test(arguments: cases)
    func scannerRecordsTheLiteralAsWritten(_ test: Case) throws {
        let (literal, end) = try Self.scanned(test.text)
        #expect(end == test.text.utf8.count)
        #expect(literal.digits == test.digits)
        #expect(literal.exponent == test.exponent)
        #expect(literal.radix == test.radix)
        #expect((literal.short != nil) == test.isInline)
    }

    /// A written exponent of 18 digits is recorded as written (every Double reading of it is 0
    /// or infinity); one of more is a `limit` error at the literal (issue 48: it stopped growing
    /// at 10¹³, which made `1e150000000000000000` another number).
    @Test func longExponentsAreReadOrRefused() throws {
        let (large, _) = try Self.scanned("1e999999999999999999")
        #expect(large.exponent == 999_999_999_999_999_999)
        #expect(large.overflowsDouble)
        let (small, _) = try Self.scanned("1e-000999999999999999999")
        #expect(small.exponent == -999_999_999_999_999_999)
        #expect(Double(small) == 0)
        #expect(throws: Failure.self) { try Self.scanned("1e99999999999999999999") }
    }

    /// The text `strtod` reads for a literal: separators out.
    static func strtodValue(_ text: String) -> Double {
        strtod(text.filter { $0 != "_" }, nil)
    }

    /// Near the edges of the fast path (2⁵³, 10²², 19 digits) and of the range, the conversion
    /// gives `strtod`'s correctly rounded value, bit for bit.
    @Test(arguments: [
        "9007199254740992", "9007199254740993", "9007199254740994", "9007199254740995",
        "9007199254740993e1", "9007199254740993e-1", "1e22", "1e23", "1e-22", "1e-23", "123456789e22",
        "1.7976931348623157e308", "1.7976931348623158e308", "17976931348623157e292", "0.0001e312",
        "2.2250738585072011e-308", "4.9406564584124654e-324", "2.4703282292062327e-324",
        "2.4703282292062328e-324", "1e-400", "0e400", "1.602176634e-19", "6.02214076e23",
        "9999999999999999999", "99999999999999999999", "0.3", "0.1e-22", "8.98846567431158e307",
        "1234567890123456789012345678901234567890e-30", "1_000_000.000_001",
    ])
    func decimalConversionIsCorrectlyRounded(_ text: String) throws {
        let (literal, _) = try Self.scanned(text)
        #expect(Double(literal).bitPattern == Self.strtodValue(text).bitPattern, "\(text)")
        #expect(literal.overflowsDouble == Self.strtodValue(text).isInfinite)
    }

    /// Random literals of 1 to 40 digits, with a point anywhere and exponents across the range.
    @Test func randomDecimalsMatchStrtod() throws {
        var random = SplitMix64(seed: 12)
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...40, using: &random)
            var text = String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
            if Bool.random(using: &random) {
                text.insert(".", at: text.index(text.startIndex, offsetBy: Int.random(in: 0...count, using: &random)))
                if text == "." { text = "0." }
            }
            if Bool.random(using: &random) { text += "e\(Int.random(in: -350...350, using: &random))" }
            let (literal, end) = try Self.scanned(text)
            #expect(end == text.utf8.count, "\(text)")
            let expected = Self.strtodValue(text)
            #expect(literal.overflowsDouble == expected.isInfinite, "\(text)")
            #expect(Double(literal).bitPattern == expected.bitPattern, "\(text)")
        }
    }

    /// In `Double` arithmetic, beyond the range, the error covers the whole literal, as before any
    /// evaluator runs.
    @Test(arguments: ["1e309", "1.8e308", "17976931348623159e292", "10e308", "1" + String(repeating: "0", count: 400)])
    func overflowIsAnErrorOverTheLiteral(_ text: String) {
        #expect {
            try CalculatorBrain(options: CalculatorOptions(arithmetic: .checked)).evaluate("1 + \(text)")
        } throws: { error in
            guard let error = error as? CalculatorError else { return false }
            return error.message == "number is too large for a Double (the largest is about 1.8e308)"
                && error.range.utf8Offsets == 4..<(4 + text.utf8.count)
        }
    }
}

/// ``NumberScanner/plainDecimal(at:)``, the fast path of batch arithmetic and of the one-pass
/// compiler, against the general scan: where it reads a literal, the same literal and end (and
/// so the same Double); where it declines, a literal the general scanner reads on or reports.
struct PlainDecimalTests {
    typealias Reading = (literal: NumberLiteral.Short, end: Int)

    /// What the fast path and the general scanner make of `text` from its start.
    static func readings(_ text: String) -> (fast: Reading?, general: Reading?) {
        var text = text
        return text.withUTF8 { bytes in
            let scanner = NumberScanner(bytes: bytes)
            let general: Reading? =
                if let (literal, end) = try? scanner.scan(at: 0), let literal { (literal, end) } else { nil }
            return (scanner.plainDecimal(at: 0), general)
        }
    }

    /// Read by the fast path, as the general scanner reads them.
    @Test(arguments: [
        "0", "5", "2", "3.5", "0.25", ".25", "7.", "007.50", "0.1", "0.3", "123456789012345678", "99999999999999.9",
        "0.00000000000000001", "1.5)", "2 ", "3.5*x", "42,", "9-1", "1+", "0(", "12345678901234.5/",
    ])
    func readsPlainDecimalsAsTheScannerDoes(_ text: String) throws {
        let (fast, general) = Self.readings(text)
        let read = try #require(fast, "\(text)")
        let expected = try #require(general, "\(text)")
        #expect(read.literal == expected.literal && read.end == expected.end, "\(text)")
        #expect(Double(read.literal).bitPattern == Double(expected.literal).bitPattern, "\(text)")
    }

    /// Left to the general scanner: an exponent, a separator, a radix marker, a letter or a
    /// non-ASCII letter after, a second point, no digit, 19 digits or more.
    @Test(arguments: [
        ".", "1e3", "2E5", "1_000", "1._5", "0x1F", "0b101", "0o17", "2x", "5.e3", "1..2", "1.2.3", "3.5π",
        "1234567890123456789", "0.000000000000000001", "x",
    ])
    func declinesEveryOtherLiteral(_ text: String) {
        #expect(Self.readings(text).fast == nil, "\(text)")
    }

    /// Random plain literals of 1 to 21 digits, a point anywhere or none, followed by an
    /// operator, a parenthesis, a space or the end: read alike, or declined past 18 digits.
    @Test func randomPlainDecimalsAgree() throws {
        var random = SplitMix64(seed: 0x5EED_DEC1)
        let followers = ["", " ", "+", "-", "*", "/", "^", ")", "(", ","]
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...21, using: &random)
            var digits = String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
            if Bool.random(using: &random) {
                digits.insert(
                    ".", at: digits.index(digits.startIndex, offsetBy: Int.random(in: 0...count, using: &random)))
            }
            let text = digits + followers[Int.random(in: 0..<followers.count, using: &random)]
            let (fast, general) = Self.readings(text)
            guard count <= 18 else {
                #expect(fast == nil, "\(text)")
                continue
            }
            let read = try #require(fast, "\(text)")
            let expected = try #require(general, "\(text)")
            #expect(read.literal == expected.literal && read.end == expected.end, "\(text)")
        }
    }
}
