/// A number literal as written: its radix, its significant digits and the power of ten they are
/// scaled by. Nothing is rounded: each evaluator converts the literal to its own number type
/// (`Double(literal)` for the float machine), so `0.1` reaches an exact evaluator as 1 × 10⁻¹.
///
/// ```swift
/// // `1_250.5e-3`: radix 10, digits "12505", exponent -4 (12505 × 10⁻⁴ = 1.2505)
/// // `0x1F`: radix 16, digits "1f", exponent 0
/// ```
///
/// Nearly every literal is ``Short``: its digits fit a `UInt64` and its exponent an `Int16`.
/// Tokens and syntax nodes hold that form inline, without allocating; only a literal that does
/// not fit keeps its digit text.
struct NumberLiteral: Hashable, Sendable {
    /// A literal whose digits fit a `UInt64` (19 decimal digits, or 64 bits of a based literal)
    /// and whose exponent fits an `Int16`: plain bytes, for tokens and syntax nodes.
    struct Short: Hashable, Sendable {
        var significand: UInt64
        var exponent: Int16 = 0
        var radix: UInt8 = 10
    }

    /// The base the digits are written in: 2, 8, 10 or 16.
    let radix: Int
    /// The power of ten the digits are scaled by. Always 0 for a based literal.
    let exponent: Int
    /// The digits' value when they fit a `UInt64`; 0 when ``longDigits`` holds them.
    let significand: UInt64
    /// The significant digits as ASCII (`0`–`9`, `a`–`f`), when they do not fit ``significand``.
    let longDigits: [UInt8]?

    /// A literal whose digits fit a `UInt64`.
    init(significand: UInt64, exponent: Int = 0, radix: Int = 10) {
        self.radix = radix
        self.exponent = exponent
        self.significand = significand
        self.longDigits = nil
    }

    /// A literal with more digits than a `UInt64` holds: `digits` are ASCII, the first nonzero.
    init(longDigits digits: [UInt8], exponent: Int = 0, radix: Int = 10) {
        self.radix = radix
        self.exponent = exponent
        self.significand = 0
        self.longDigits = digits
    }

    init(_ short: Short) {
        self.init(significand: short.significand, exponent: Int(short.exponent), radix: Int(short.radix))
    }

    /// The literal as a ``Short``, when it fits one.
    var short: Short? {
        guard longDigits == nil, let exponent = Int16(exactly: exponent) else { return nil }
        return Short(significand: significand, exponent: exponent, radix: UInt8(radix))
    }

    /// The significant digits in ``radix``, lower-case, without leading zeros (`"0"` for zero):
    /// the value is these digits, read in ``radix``, times 10^``exponent``.
    var digits: String {
        if let longDigits { return String(decoding: longDigits, as: UTF8.self) }
        return String(significand, radix: radix)
    }

    /// Whether the value is zero (every digit written was 0).
    var isZero: Bool { longDigits == nil && significand == 0 }

    /// How many significant digits there are (1 for zero).
    var digitCount: Int { longDigits?.count ?? digits.utf8.count }

    /// The value of an ASCII digit of ``longDigits``: `0`–`9`, `a`–`f`.
    static func digitValue(_ byte: UInt8) -> Int {
        Int(byte <= UInt8(ascii: "9") ? byte &- UInt8(ascii: "0") : byte &- UInt8(ascii: "a") &+ 10)
    }
}

extension NumberLiteral: CustomStringConvertible {
    /// The literal in a form the tokenizer reads back: `15e-4`, `0x1f`.
    var description: String {
        switch radix {
        case 16: "0x" + digits
        case 8: "0o" + digits
        case 2: "0b" + digits
        default: exponent == 0 ? digits : "\(digits)e\(exponent)"
        }
    }
}
