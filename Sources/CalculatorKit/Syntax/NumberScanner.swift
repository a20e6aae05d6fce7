/// Reads number literals: `5`, `1.25`, `.5`, `5.`, `1e3`, `1.5E-3`, `0x1F`, `0b1010`, `0o17`,
/// with `_` separators between digits.
///
/// The scanner finds a literal and records it as written (a ``NumberLiteral``); converting it to
/// a number is the evaluator's business (`FloatMachine/Double+Literal.swift` for the float machine).
struct NumberScanner {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The most significant decimal digits a `UInt64` always holds: 10¹⁹ - 1 < 2⁶⁴.
    private static let inlineDecimalDigits = 19

    private func byte(_ position: Int) -> UInt8? { position < bytes.count ? bytes[position] : nil }

    private func isDigit(_ position: Int, radix: Int = 10) -> Bool {
        guard let byte = byte(position) else { return false }
        return Self.digitValue(byte).map { $0 < radix } ?? false
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x30...0x39: Int(byte - 0x30)
        case 0x61...0x66: Int(byte - 0x61 + 10)
        case 0x41...0x46: Int(byte - 0x41 + 10)
        default: nil
        }
    }

    /// True when a number starts at `position`. (Inlined: the tokenizers ask at every token.)
    @inline(__always)
    func startsNumber(at position: Int) -> Bool {
        isDigit(position) || (byte(position) == UInt8(ascii: ".") && isDigit(position + 1))
    }

    /// The plain decimal literal at `start`, the commonest kind, and its end: at most 18
    /// digits, one point or none (`2`, `3.5`, `.25`, `7.`), and no exponent, separator, letter,
    /// point or byte beyond ASCII right after. Nil for anything else, which ``scan(at:)`` reads
    /// (or reports). Where it reads a literal, it is the one ``scan(at:)`` gives
    /// (PlainDecimalTests compare them), read in one pass with none of the general scanner's
    /// questions: for batch arithmetic's fast path (``PlainArithmetic``) and the tokenizer's
    /// common tokens (``Tokenizer/next()``), where a number through the general scanner cost
    /// several times as much.
    @inline(__always)
    func plainDecimal(at start: Int) -> (literal: NumberLiteral.Short, end: Int)? {
        var position = start
        var significand: UInt64 = 0
        var digits = 0
        var fraction = 0
        var point = false
        // Wrapping arithmetic: at most 18 digits make at most 10^18 − 1, far inside a `UInt64`,
        // and the counts are bounded by the buffer; the overflow checks were a quarter of the
        // loop's instructions, and the loop is most of a batch line's reading.
        while position < bytes.count {
            let byte = bytes[position]
            let digit = byte &- UInt8(ascii: "0")
            if digit < 10 {
                digits &+= 1
                guard digits <= 18 else { return nil }
                significand = significand &* 10 &+ UInt64(digit)
                if point { fraction &+= 1 }
            } else if byte == UInt8(ascii: "."), !point {
                point = true
            } else {
                break
            }
            position &+= 1
        }
        guard digits > 0 else { return nil }
        // A letter, `_` or a byte beyond ASCII right after is the general scanner's (`2e3`,
        // `0x1F`, `2pi`, `1_000`, `2π`); so is a second point (`1.2.3`).
        if position < bytes.count {
            let next = bytes[position]
            guard next < 0x80, !Lexicon.isASCIILetter(next), next != UInt8(ascii: ".") else { return nil }
        }
        return (NumberLiteral.Short(significand: significand, exponent: Int16(-fraction), radix: 10), position)
    }

    /// Scans the number at `start`: its literal when it is ``NumberLiteral/Short`` (nearly
    /// always), else nil (read it with ``literal(at:)``), and its end offset.
    func scan(at start: Int) throws(Failure) -> (literal: NumberLiteral.Short?, end: Int) {
        let reading = try read(at: start)
        guard reading.fits, let exponent = Int16(exactly: reading.exponent) else { return (nil, reading.end) }
        return (
            NumberLiteral.Short(significand: reading.significand, exponent: exponent, radix: reading.radix), reading.end
        )
    }

    /// Scans the number at `start` and returns its literal, whatever its length, and its end.
    func literal(at start: Int) throws(Failure) -> (literal: NumberLiteral, end: Int) {
        let reading = try read(at: start)
        let radix = Int(reading.radix)
        guard reading.fits else {
            let digits = significantDigits(reading.digits)
            return (NumberLiteral(longDigits: digits, exponent: reading.exponent, radix: radix), reading.end)
        }
        return (NumberLiteral(significand: reading.significand, exponent: reading.exponent, radix: radix), reading.end)
    }

    /// A literal as the scanner first reads it: its digits' value, if they fit a `UInt64`.
    private struct Reading {
        var radix: UInt8
        var significand: UInt64
        var fits: Bool
        var exponent: Int
        /// Where the digits are, separators and a decimal point included.
        var digits: Range<Int>
        var end: Int
    }

    private func read(at start: Int) throws(Failure) -> Reading {
        if bytes[start] == UInt8(ascii: "0"), let marker = byte(start + 1) {
            switch marker | 0x20 {  // lower-cased
            case UInt8(ascii: "x"): return try readBased(at: start, radix: 16, name: "hexadecimal")
            case UInt8(ascii: "b"): return try readBased(at: start, radix: 2, name: "binary")
            case UInt8(ascii: "o"): return try readBased(at: start, radix: 8, name: "octal")
            default: break
            }
        }
        return try readDecimal(at: start)
    }

    /// The end of the run of digits starting at `position`, checking that every `_` separator
    /// stands between two digits.
    private func endOfDigits(from position: Int, radix: Int) throws(Failure) -> Int {
        var position = position
        while let current = byte(position) {
            if current == UInt8(ascii: "_") {
                try checkSeparator(at: position, radix: radix)
                position += 1
                continue
            }
            guard isDigit(position, radix: radix) else { break }
            position += 1
        }
        return position
    }

    private func checkSeparator(at position: Int, radix: Int) throws(Failure) {
        guard position > 0, isDigit(position - 1, radix: radix), isDigit(position + 1, radix: radix) else {
            throw Failure.misplacedSeparator(at: position)
        }
    }

    /// The significant digits in `range` as lower-case ASCII: separators, a decimal point and
    /// leading zeros left out.
    private func significantDigits(_ range: Range<Int>) -> [UInt8] {
        var digits: [UInt8] = []
        digits.reserveCapacity(range.count)
        for position in range {
            let byte = bytes[position]
            guard byte != UInt8(ascii: "_"), byte != UInt8(ascii: ".") else { continue }
            if digits.isEmpty && byte == UInt8(ascii: "0") { continue }
            digits.append(byte | (byte >= 0x40 ? 0x20 : 0))  // hexadecimal letters lower-cased
        }
        return digits
    }

    private func readBased(at start: Int, radix: Int, name: String) throws(Failure) -> Reading {
        let end = try endOfDigits(from: start + 2, radix: radix)
        // A decimal digit right after is a mistake (`0b12`); a letter is implicit multiplication.
        if let next = byte(end), Lexicon.isDigit(next) {
            throw Failure.invalidDigit(UnicodeScalar(next), in: name, at: Span(end, end + 1))
        }
        // `endOfDigits` lets no separator follow the marker, so an empty run means no digits.
        guard end > start + 2 else {
            let prefix = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + 2]), as: UTF8.self)
            throw Failure.expectedDigits(name, after: prefix, at: Span(start, start + 2))
        }
        let bits = radix.trailingZeroBitCount
        if (end - start - 2) * bits > Limits.maximumBits, significantBits(start + 2..<end, bits) > Limits.maximumBits {
            throw Failure.literalTooLong(at: Span(start, end))
        }
        var reading = Reading(
            radix: UInt8(radix), significand: 0, fits: true, exponent: 0, digits: start + 2..<end, end: end)
        for position in start + 2..<end where bytes[position] != UInt8(ascii: "_") {
            guard reading.significand >> (64 - bits) == 0 else {
                reading.fits = false
                break
            }
            reading.significand = reading.significand << bits | UInt64(Self.digitValue(bytes[position])!)
        }
        return reading
    }

    /// The bits the digits in `range` of a based literal stand for, `bits` a digit: leading zeros
    /// and separators left out.
    private func significantBits(_ range: Range<Int>, _ bits: Int) -> Int {
        var digits = 0
        for position in range where bytes[position] != UInt8(ascii: "_") {
            if digits == 0 && bytes[position] == UInt8(ascii: "0") { continue }
            digits += 1
        }
        return digits * bits
    }

    /// The leading digits of a decimal literal, as far as a `UInt64` holds them.
    private struct DecimalDigits {
        var significand: UInt64 = 0
        /// Significant digits read: leading zeros do not count.
        var count = 0
        /// Every digit read.
        var all = 0
    }

    /// Reads the run of decimal digits at `position` into `digits` and returns its end: the
    /// digits are checked and added in one pass.
    private func readDecimalDigits(from position: Int, into digits: inout DecimalDigits) throws(Failure) -> Int {
        var position = position
        while position < bytes.count {
            let byte = bytes[position]
            let digit = byte &- UInt8(ascii: "0")
            if digit < 10 {
                digits.all += 1
                if digits.count != 0 || digit != 0 {
                    digits.count += 1
                    digits.significand = digits.significand &* 10 &+ UInt64(digit)  // meaningless past 19 digits
                }
            } else if byte == UInt8(ascii: "_") {
                try checkSeparator(at: position, radix: 10)
            } else {
                break
            }
            position += 1
        }
        return position
    }

    private func readDecimal(at start: Int) throws(Failure) -> Reading {
        var digits = DecimalDigits()
        var position = try readDecimalDigits(from: start, into: &digits)
        var fractionDigits = 0
        if byte(position) == UInt8(ascii: ".") {
            position += 1
            if byte(position) == UInt8(ascii: "_") {
                throw Failure.misplacedSeparator(at: position)
            }
            let before = digits.all
            position = try readDecimalDigits(from: position, into: &digits)
            fractionDigits = digits.all - before
        }
        let digitsEnd = position
        var exponent = 0
        if let marker = byte(position), marker | 0x20 == UInt8(ascii: "e") {
            // An exponent only when a digit, or a sign and a digit, follows: `2e` is 2·e.
            var digitsAt = position + 1
            var negative = false
            if let sign = byte(digitsAt), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                negative = sign == UInt8(ascii: "-")
                digitsAt += 1
            }
            if isDigit(digitsAt) {
                var written = DecimalDigits()
                position = try readDecimalDigits(from: digitsAt, into: &written)
                // Past the limit, no number calc keeps could hold the value: refused, where
                // reading it as a smaller exponent gave another number.
                guard written.count <= Limits.maximumExponentDigits else {
                    throw Failure.exponentTooLarge(at: Span(start, position))
                }
                exponent = Int(written.significand)
                if negative { exponent = -exponent }
            }
        }
        if let next = byte(position), next == UInt8(ascii: "_") {
            throw Failure.misplacedSeparator(at: position)
        }
        // Past the exact-number limit in any arithmetic: refused before any digit is kept.
        if digits.count > Limits.maximumDigits { throw Failure.literalTooLong(at: Span(start, position)) }
        return Reading(
            radix: 10, significand: digits.significand, fits: digits.count <= Self.inlineDecimalDigits,
            exponent: exponent - fractionDigits, digits: start..<digitsEnd, end: position)
    }
}

extension Failure {
    /// A decimal digit in a literal of a smaller radix, at its `span`: `0b12`, `0o8`. `radix`
    /// is the literal's, as words: `binary`.
    static func invalidDigit(_ digit: Unicode.Scalar, in radix: String, at span: Span) -> Failure {
        Failure(.invalidNumber, "invalid digit '\(digit)' in \(radix) number", at: span)
    }

    /// A radix prefix with no digits after it, at the prefix: `0x`, `0xg`. `radix` is the
    /// literal's, as words: `hexadecimal`.
    static func expectedDigits(_ radix: String, after prefix: String, at span: Span) -> Failure {
        Failure(.invalidNumber, "expected \(radix) digits after '\(prefix)'", at: span)
    }

    /// A `_` that does not stand between two digits, at byte `offset`: `1__000`, `1_`, `1._5`.
    static func misplacedSeparator(at offset: Int) -> Failure {
        Failure(.invalidNumber, "a digit separator '_' must stand between two digits", at: Span(offset, offset + 1))
    }

    /// A literal whose value rounds to infinity: `1e309`, `0x1` followed by 256 zeros.
    static func tooLarge(at span: Span) -> Failure {
        Failure(.invalidNumber, "number is too large for a Double (the largest is about 1.8e308)", at: span)
    }
}
