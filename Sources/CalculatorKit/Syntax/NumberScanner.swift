/// Reads number literals: `5`, `1.25`, `.5`, `5.`, `1e3`, `1.5E-3`, `0x1F`, `0b1010`, `0o17`,
/// with `_` separators between digits.
///
/// Decimal literals of up to 19 significant digits with a small exponent are converted exactly
/// without building a string (Clinger's fast path); the rest go through `strtod`.
struct NumberScanner {
    let bytes: UnsafeBufferPointer<UInt8>

    /// Powers of ten that are exact in a Double.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

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

    /// True when a number starts at `position`.
    func startsNumber(at position: Int) -> Bool {
        isDigit(position) || (byte(position) == UInt8(ascii: ".") && isDigit(position + 1))
    }

    /// Scans the number at `start` and returns its value and end offset.
    func scan(at start: Int) throws(Failure) -> (value: Double, end: Int) {
        if bytes[start] == UInt8(ascii: "0"), let marker = byte(start + 1) {
            switch marker | 0x20 {  // lower-cased
            case UInt8(ascii: "x"): return try scanBased(at: start, radix: 16, name: "hexadecimal")
            case UInt8(ascii: "b"): return try scanBased(at: start, radix: 2, name: "binary")
            case UInt8(ascii: "o"): return try scanBased(at: start, radix: 8, name: "octal")
            default: break
            }
        }
        return try scanDecimal(at: start)
    }

    /// The end of the run of digits starting at `position`, checking that every `_` separator
    /// stands between two digits. Callers then read the digits in a plain loop: closures that
    /// update their variables cost a dynamic exclusivity check per digit.
    private func endOfDigits(from position: Int, radix: Int) throws(Failure) -> Int {
        var position = position
        while let current = byte(position) {
            if current == UInt8(ascii: "_") {
                guard position > 0, isDigit(position - 1, radix: radix), isDigit(position + 1, radix: radix)
                else {
                    throw Failure.misplacedSeparator(at: position)
                }
                position += 1
                continue
            }
            guard isDigit(position, radix: radix) else { break }
            position += 1
        }
        return position
    }

    /// The digit values in `range`, separators skipped.
    private func digits(_ range: Range<Int>) -> some Sequence<Int> {
        range.lazy.filter { bytes[$0] != UInt8(ascii: "_") }.map { Self.digitValue(bytes[$0])! }
    }

    /// The significant digits of a decimal literal, as far as a UInt64 holds them.
    private struct DecimalDigits {
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var droppedDigits = 0  // integer digits beyond what the mantissa holds
        var fractionDigits = 0

        mutating func add(_ digit: Int, fraction: Bool) {
            if mantissa == 0 && digit == 0 {
                if fraction { fractionDigits += 1 }
                return
            }
            if significantDigits < 19 {
                mantissa = mantissa * 10 + UInt64(digit)
                significantDigits += 1
                if fraction { fractionDigits += 1 }
            } else if !fraction {
                droppedDigits += 1
            } else {
                significantDigits += 1  // beyond precision: forces the slow path
            }
        }
    }

    private func scanBased(at start: Int, radix: Int, name: String) throws(Failure) -> (value: Double, end: Int) {
        let end = try endOfDigits(from: start + 2, radix: radix)
        // A decimal digit right after is a mistake (`0b12`); a letter is implicit multiplication.
        if let next = byte(end), Lexicon.isDigit(next) {
            throw Failure(
                .invalidNumber, "invalid digit '\(UnicodeScalar(next))' in \(name) number", at: Span(end, end + 1))
        }
        // `endOfDigits` lets no separator follow the marker, so an empty run means no digits.
        guard end > start + 2 else {
            let prefix = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + 2]), as: UTF8.self)
            throw Failure(.invalidNumber, "expected \(name) digits after '\(prefix)'", at: Span(start, start + 2))
        }
        // Every radix is a power of two, so the value is `exact · 2^dropped` plus what the dropped
        // digits held. Once `exact` is full it has at least 61 significant bits, so its lowest bit
        // lies below the rounding position of a 53-bit significand: setting it when a nonzero
        // digit was dropped (a sticky bit) breaks a false tie the way the dropped digits would,
        // and the one rounding, in `Double(UInt64)`, is correct (half to even). Scaling by a power
        // of two is exact, or overflows to infinity.
        let bits = radix.trailingZeroBitCount
        var exact: UInt64 = 0
        var dropped = 0
        var sticky = false
        for digit in digits(start + 2..<end) {
            if exact >> (64 - bits) == 0 {
                exact = exact << bits | UInt64(digit)
            } else {
                dropped += bits
                sticky = sticky || digit != 0
            }
        }
        let value = Double(sign: .plus, exponent: dropped, significand: Double(exact | (sticky ? 1 : 0)))
        guard value.isFinite else { throw Failure.tooLarge(at: Span(start, end)) }
        return (value, end)
    }

    private func scanDecimal(at start: Int) throws(Failure) -> (value: Double, end: Int) {
        var number = DecimalDigits()
        var position = try endOfDigits(from: start, radix: 10)
        for digit in digits(start..<position) { number.add(digit, fraction: false) }
        if byte(position) == UInt8(ascii: ".") {
            position += 1
            if byte(position) == UInt8(ascii: "_") {
                throw Failure.misplacedSeparator(at: position)
            }
            let end = try endOfDigits(from: position, radix: 10)
            for digit in digits(position..<end) { number.add(digit, fraction: true) }
            position = end
        }
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
                position = try endOfDigits(from: digitsAt, radix: 10)
                for digit in digits(digitsAt..<position) where exponent < 100_000 {
                    exponent = exponent * 10 + digit
                }
                if negative { exponent = -exponent }
            }
        }
        if let next = byte(position), next == UInt8(ascii: "_") {
            throw Failure.misplacedSeparator(at: position)
        }
        let scale = exponent - number.fractionDigits + number.droppedDigits
        let value: Double
        if number.significantDigits <= 19 && number.droppedDigits == 0 && number.mantissa <= 1 << 53
            && abs(scale) <= 22
        {
            let m = Double(number.mantissa)
            value = scale >= 0 ? m * Self.exactPowersOfTen[scale] : m / Self.exactPowersOfTen[-scale]
        } else {
            value = convertWithCLibrary(start: start, end: position)
        }
        guard value.isFinite else {
            throw Failure.tooLarge(at: Span(start, position))
        }
        return (value, position)
    }

    /// The correctly rounded value of the literal in `start..<end`, separators removed.
    private func convertWithCLibrary(start: Int, end: Int) -> Double {
        var text: [CChar] = []
        text.reserveCapacity(end - start + 1)
        for index in start..<end where bytes[index] != UInt8(ascii: "_") {
            text.append(CChar(bitPattern: bytes[index]))
        }
        text.append(0)
        return text.withUnsafeBufferPointer { CLibrary.strtod($0.baseAddress!) }
    }
}

extension Failure {
    /// A `_` that does not stand between two digits, at byte `offset`: `1__000`, `1_`, `1._5`.
    static func misplacedSeparator(at offset: Int) -> Failure {
        Failure(.invalidNumber, "a digit separator '_' must stand between two digits", at: Span(offset, offset + 1))
    }

    /// A literal whose value rounds to infinity: `1e309`, `0x1` followed by 256 zeros.
    static func tooLarge(at span: Span) -> Failure {
        Failure(.invalidNumber, "number is too large for a Double (the largest is about 1.8e308)", at: span)
    }
}
