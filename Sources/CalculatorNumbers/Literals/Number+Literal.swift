import CGMP

// Exact values from the parts a literal scanner records.

extension Number {
    /// The exact value of a literal: `significand` digits in `radix` (2, 8, 10 or 16; no sign,
    /// prefix or point; `_` separators are skipped) times 10^`exponent`, where `exponent` is the
    /// written exponent minus the number of digits after the point. `1.5e-3` is digits "15",
    /// exponent −4 (3/2000); `0xff` is digits "ff", radix 16, exponent 0.
    ///
    /// Throws the limit error when 10^|exponent| would pass ``NumberLimits``; returns nil for a
    /// character that is not a digit of `radix`.
    package init?(radix: Int, significand: String, exponent: Int = 0) throws(NumberError) {
        let digits = significand.contains("_") ? significand.filter { $0 != "_" } : significand
        guard !digits.isEmpty, digits.first != "-", digits.first != "+" else { return nil }
        if digits.utf8.count <= 18, radix == 10, let small = UInt64(digits) {
            try self.init(radix: radix, significand: small, exponent: exponent)
            return
        }
        guard let integer = GMPInteger(digits: digits, radix: radix) else { return nil }
        try self.init(Self.scaled(Rational(integer: integer), exponent))
    }

    /// The exact value of a short literal whose digits the scanner already read as a number:
    /// `significand` × 10^`exponent`.
    /// 10^0 to 10^18, every power of ten an Int64 holds.
    private static let powersOfTen: [Int64] = (0...18).map { (0..<$0).reduce(1) { product, _ in product * 10 } }

    package init(radix: Int = 10, significand: UInt64, exponent: Int = 0) throws(NumberError) {
        let base: Rational =
            significand <= UInt64(Int64.max)
            ? .small(Int64(significand), 1)
            : Rational(
                integer: GMPInteger.make {
                    cgmp_set_u64($0, significand)
                })
        self.init(try Self.scaled(base, exponent))
    }

    private static func scaled(_ value: Rational, _ exponent: Int) throws(NumberError) -> Rational {
        if exponent == 0 || value.sign == 0 { return value }
        // Most literals (`169.5`, `1.5e-3`): machine words, no GMP value.
        if case .small(let n, 1) = value, exponent.magnitude < UInt(powersOfTen.count) {
            let power = powersOfTen[Int(exponent.magnitude)]
            if exponent < 0 {
                let g = gcd64(n, power)
                return .small(n / g, power / g)
            }
            let (product, overflow) = n.multipliedReportingOverflow(by: power)
            if !overflow && product != .min { return .small(product, 1) }
        }
        if exponent.magnitude > UInt(NumberLimits.digits) { throw .limit(NumberLimits.message) }
        let power = try integerPower(.small(10, 1), GMPInteger(exponent))
        try Rational.checkSize(value, power, of: ResultSize.product)
        return value * power
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
