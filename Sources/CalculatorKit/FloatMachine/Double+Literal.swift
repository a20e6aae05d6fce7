/// The float machine's reading of a number literal: the nearest Double, half to even, as a
/// correctly rounding `strtod` gives, without building a string for common literals.
extension Double {
    /// The literal's value, correctly rounded; infinity when it is beyond the range (see
    /// ``NumberLiteral/overflowsDouble``).
    ///
    /// ```swift
    /// Double(NumberLiteral(significand: 15, exponent: -4))   // 0.0015
    /// ```
    init(_ literal: NumberLiteral) {
        guard let digits = literal.longDigits else {
            self = Self.value(of: literal.significand, exponent: literal.exponent, radix: literal.radix)
            return
        }
        self =
            literal.radix == 10
            ? Self.withCLibrary(digits, exponent: literal.exponent) : Self.based(digits, literal.radix)
    }

    /// The value of a short literal, as a syntax node holds it: the float machine's common case.
    /// (Inlined: the fast paths read a literal and convert it at once.)
    @inline(__always)
    init(_ literal: NumberLiteral.Short) {
        self = Self.value(of: literal.significand, exponent: Int(literal.exponent), radix: Int(literal.radix))
    }

    /// Powers of ten that are exact in a Double, 10⁰ through 10²². (A constant array returned,
    /// not a `static let`: the optimizer lays it out as static data, where a `static let` is
    /// checked for its one-time initialisation at each read, three times a row-2 compile.)
    private static var exactPowersOfTen: [Double] {
        [
            1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
            1e19, 1e20, 1e21, 1e22,
        ]
    }

    /// The value of digits that fit a `UInt64`. A based literal's is exact, or rounded once by
    /// `Double(UInt64)`. For a decimal one, a significand of at most 53 bits and a power of ten
    /// of at most 10²² are both exact, so one multiplication or division rounds once, correctly
    /// (Clinger's fast path); the rest go through the C library's `strtod`, which rounds
    /// correctly too.
    private static func value(of significand: UInt64, exponent: Int, radix: Int) -> Double {
        guard radix == 10 else { return Double(significand) }
        if significand <= 1 << 53 && exponent >= -22 && exponent <= 22 {
            let value = Double(significand)
            return exponent >= 0 ? value * exactPowersOfTen[exponent] : value / exactPowersOfTen[-exponent]
        }
        return withCLibrary(String(significand).utf8, exponent: exponent)
    }

    /// The correctly rounded value of `digits` × 10^`exponent`.
    private static func withCLibrary(_ digits: some Collection<UInt8>, exponent: Int) -> Double {
        let exponentText = String(exponent).utf8
        var text: [CChar] = []
        text.reserveCapacity(digits.count + exponentText.count + 2)
        for byte in digits { text.append(CChar(bitPattern: byte)) }
        text.append(CChar(bitPattern: UInt8(ascii: "e")))
        for byte in exponentText { text.append(CChar(bitPattern: byte)) }
        text.append(0)
        return text.withUnsafeBufferPointer { CLibrary.strtod($0.baseAddress!) }
    }

    /// The value of a based literal of more than 64 bits. Every radix is a power of two, so the
    /// value is `exact · 2^dropped` plus what the dropped digits held. Once `exact` is full it has
    /// at least 61 significant bits, so its lowest bit lies below the rounding position of a
    /// 53-bit significand: setting it when a nonzero digit was dropped (a sticky bit) breaks a
    /// false tie the way the dropped digits would, and the one rounding, in `Double(UInt64)`, is
    /// correct (half to even). Scaling by a power of two is exact, or overflows to infinity.
    private static func based(_ digits: [UInt8], _ radix: Int) -> Double {
        let bits = radix.trailingZeroBitCount
        var exact: UInt64 = 0
        var dropped = 0
        var sticky = false
        for byte in digits {
            let digit = UInt64(NumberLiteral.digitValue(byte))
            if exact >> (64 - bits) == 0 {
                exact = exact << bits | digit
            } else {
                dropped += bits
                sticky = sticky || digit != 0
            }
        }
        return Double(sign: .plus, exponent: dropped, significand: Double(exact | (sticky ? 1 : 0)))
    }
}
