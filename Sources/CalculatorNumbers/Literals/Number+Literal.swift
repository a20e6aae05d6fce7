import CGMP

// Exact values from the parts a literal scanner records.

extension Number {
    /// The exact value of a literal: `significand` digits in `radix` (2, 8, 10 or 16; no sign,
    /// prefix or point; `_` separators are skipped) times 10^`exponent`, where `exponent` is the
    /// written exponent minus the number of digits after the point. `1.5e-3` is digits "15",
    /// exponent −4 (3/2000); `0xff` is digits "ff", radix 16, exponent 0.
    ///
    /// A literal whose value would pass the size limit (`1e20000000`) is an approximation at
    /// `precision` significant digits (or at its own digits, when it has more); one beyond even
    /// MPFR's range (`1e-2000000000000000000`) is the limit error. Returns nil for a character
    /// that is not a digit of `radix`.
    package init?(
        radix: Int, significand: String, exponent: Int = 0, precision: Int = NumberLimits.defaultPrecision
    ) throws(NumberError) {
        let digits = significand.contains("_") ? significand.filter { $0 != "_" } : significand
        guard !digits.isEmpty, digits.first != "-", digits.first != "+" else { return nil }
        if digits.utf8.count <= 18, radix == 10, let small = UInt64(digits) {
            try self.init(radix: radix, significand: small, exponent: exponent, precision: precision)
            return
        }
        guard let integer = GMPInteger(digits: digits, radix: radix) else { return nil }
        self = try Self.scaled(Rational(integer: integer), exponent, precision: precision)
    }

    /// The exact value of a short literal whose digits the scanner already read as a number:
    /// `significand` × 10^`exponent`.
    /// 10^0 to 10^18, every power of ten an Int64 holds.
    private static let powersOfTen: [Int64] = (0...18).map { (0..<$0).reduce(1) { product, _ in product * 10 } }

    package init(
        radix: Int = 10, significand: UInt64, exponent: Int = 0, precision: Int = NumberLimits.defaultPrecision
    ) throws(NumberError) {
        let base: Rational =
            significand <= UInt64(Int64.max)
            ? .small(Int64(significand), 1)
            : Rational(
                integer: GMPInteger.make {
                    cgmp_set_u64($0, significand)
                })
        self = try Self.scaled(base, exponent, precision: precision)
    }

    private static func scaled(_ value: Rational, _ exponent: Int, precision: Int) throws(NumberError) -> Number {
        if exponent == 0 || value.sign == 0 { return Number(value) }
        // Most literals (`169.5`, `1.5e-3`): machine words, no GMP value.
        if case .small(let n, 1) = value, exponent.magnitude < UInt(powersOfTen.count) {
            let power = powersOfTen[Int(exponent.magnitude)]
            if exponent < 0 {
                let g = gcd64(n, power)
                return Number(Rational.small(n / g, power / g))
            }
            let (product, overflow) = n.multipliedReportingOverflow(by: power)
            if !overflow && product != .min { return Number(Rational.small(product, 1)) }
        }
        if exponent.magnitude <= UInt(NumberLimits.digits),
            let power = try integerPower(.small(10, 1), GMPInteger(exponent)),
            Rational.fits(value, power, ResultSize.product)
        {
            return Number(value * power)
        }
        return try pastTheLimitLiteral(value, exponent, precision: precision)
    }

    /// A literal past the size limit (`1e20000000`), approximated at `precision` digits or at its
    /// own, whichever is more: `value`·10^`exponent` with both rounded to bits that keep the
    /// product's rounding to the working precision.
    private static func pastTheLimitLiteral(_ value: Rational, _ exponent: Int, precision: Int) throws(NumberError)
        -> Number
    {
        let bits = Swift.max(
            NumberLimits.workingBits(digits: precision), value.bitWidth + NumberLimits.guardBits)
        return try pastTheLimit { () throws(NumberError) in
            let power = try powerOfTen(exponent, bits: bits)
            return try multiply(Approximation(value, bits: bits), power)
        }
    }

    /// 10^`exponent` at `bits`, one rounding (MPFR's power of an exact integer is correctly
    /// rounded).
    private static func powerOfTen(_ exponent: Int, bits: Int) throws(NumberError) -> Approximation {
        try Approximation(
            MPFRFloat.make(bits: bits) { r in
                _ = mpfr_set_ui(r, 10, MPFR_RNDN)
                return mpfr_pow_si(r, r, exponent, MPFR_RNDN)
            }, propagated: -.infinity)
    }
}

extension Number {
    /// The decimal a `Double` prints as (its shortest round-trip text, as Swift writes it): `0.1`
    /// is 1/10, not the binary fraction nearest it. What a keypad's typed digits mean. Nil for
    /// `inf` and `nan`.
    package init?(decimal value: Double) {
        guard value.isFinite else { return nil }
        var text = Substring(value.magnitude.description)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let power = Int(text[text.index(after: e)...].filter { $0 != "+" }) else { return nil }
            exponent = power
            text = text[..<e]
        }
        if let point = text.firstIndex(of: ".") {
            exponent -= text.distance(from: point, to: text.endIndex) - 1
            text.remove(at: point)
        }
        guard let number = try? Number(radix: 10, significand: String(text), exponent: exponent) else { return nil }
        self = value.sign == .minus ? -number : number
    }
}
