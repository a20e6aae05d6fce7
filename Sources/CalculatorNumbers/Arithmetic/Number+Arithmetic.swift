import CGMP

// + − × ÷, %, mod and comparison: exact when both operands are and the result fits the size
// limit, else approximate at the larger of the operands' precisions (an exact result past the
// limit: at `precision` significant digits, see Number+PastTheLimit.swift).

extension Number {
    package static func + (a: Number, b: Number) throws(NumberError) -> Number {
        try sum(a, b, precision: NumberLimits.defaultPrecision)
    }

    /// a + b, approximated at `precision` digits when both are exact and their sum would pass
    /// the size limit.
    package static func sum(_ a: Number, _ b: Number, precision: Int) throws(NumberError) -> Number {
        if case .exact(.small(let n1, let d1)) = a.value, case .exact(.small(let n2, let d2)) = b.value,
            let sum = Rational.smallSum(n1, d1, n2, d2)
        {
            return Number(sum)
        }
        if case .exact(let x) = a.value, case .exact(let y) = b.value {
            if try Rational.fitsCharged(x, y, ResultSize.sum) { return Number(x + y) }
            return try pastTheLimitSum(x, y, precision: precision)
        }
        return try keepingPiForm(try approximate(a, b, add), a, b, piFormSum)
    }

    package static func - (a: Number, b: Number) throws(NumberError) -> Number { try a + (-b) }

    /// a − b, as ``sum(_:_:precision:)``.
    package static func difference(_ a: Number, _ b: Number, precision: Int) throws(NumberError) -> Number {
        try sum(a, -b, precision: precision)
    }

    /// The sum of two approximations, with the bound of each.
    static func add(_ x: Approximation, _ y: Approximation) throws(NumberError) -> Approximation {
        try Approximation(
            MPFRFloat.make(bits: Swift.max(x.bits, y.bits)) { mpfr_add($0, x.float.x, y.float.x, MPFR_RNDN) },
            propagated: Approximation.sum(x.errorLog2, y.errorLog2))
    }

    package static prefix func - (a: Number) -> Number {
        switch a.value {
        case .exact(let x): Number(-x)
        case .approximate(let x):
            Number(
                Approximation(
                    float: MPFRFloat.make(bits: x.bits, piMultiple: x.piMultiple.map(\.negated)) {
                        mpfr_neg($0, x.float.x, MPFR_RNDN)
                    }.0,
                    errorLog2: x.errorLog2))
        }
    }

    package static func * (a: Number, b: Number) throws(NumberError) -> Number {
        try product(a, b, precision: NumberLimits.defaultPrecision)
    }

    /// a × b, approximated at `precision` digits when both are exact and their product, in
    /// lowest terms, would pass the size limit.
    package static func product(_ a: Number, _ b: Number, precision: Int) throws(NumberError) -> Number {
        if case .exact(.small(let n1, let d1)) = a.value, case .exact(.small(let n2, let d2)) = b.value,
            let product = Rational.smallProduct(n1, d1, n2, d2)
        {
            return Number(product)
        }
        if case .exact(let x) = a.value, case .exact(let y) = b.value {
            if try Rational.fitsCharged(x, y, ResultSize.product) { return Number(x * y) }
            return try pastTheLimitProduct(x, y, precision: precision)
        }
        return try keepingPiForm(try approximate(a, b, multiply), a, b, piFormProduct)
    }

    /// The product of two approximations, with the bound of each.
    static func multiply(_ x: Approximation, _ y: Approximation) throws(NumberError) -> Approximation {
        let propagated = Approximation.sum(
            Approximation.sum(x.errorLog2 + y.magnitudeLog2, y.errorLog2 + x.magnitudeLog2),
            x.errorLog2 + y.errorLog2)
        return try Approximation(
            MPFRFloat.make(bits: Swift.max(x.bits, y.bits)) { mpfr_mul($0, x.float.x, y.float.x, MPFR_RNDN) },
            propagated: propagated.isNaN ? -.infinity : propagated)
    }

    package static func / (a: Number, b: Number) throws(NumberError) -> Number {
        try quotient(a, b, precision: NumberLimits.defaultPrecision)
    }

    /// a / b, approximated at `precision` digits when both are exact and their quotient, in
    /// lowest terms, would pass the size limit.
    package static func quotient(_ a: Number, _ b: Number, precision: Int) throws(NumberError) -> Number {
        try checkDivisor(b)
        if case .exact(let x) = a.value, case .exact(let y) = b.value {
            if try Rational.fitsCharged(x, y, ResultSize.quotient) { return Number(x / y) }
            return try pastTheLimitProduct(x, y.reciprocal, precision: precision)
        }
        return try keepingPiForm(try approximate(a, b, divide), a, b, piFormQuotient)
    }

    /// The quotient of two approximations, with the bound of each.
    static func divide(_ x: Approximation, _ y: Approximation) throws(NumberError) -> Approximation {
        let quotient = MPFRFloat.make(bits: Swift.max(x.bits, y.bits)) {
            mpfr_div($0, x.float.x, y.float.x, MPFR_RNDN)
        }
        // |x/y − x̃/ỹ| ≤ (εx + |x̃/ỹ|·εy)/(|ỹ| − εy): the divisor's low end bounds the quotient,
        // and a dividend of 0 (an exact part of a complex number) adds only its own error.
        let numerator = Approximation.sum(x.errorLog2, quotient.0.magnitudeLog2 + y.errorLog2)
        let propagated =
            numerator == -.infinity ? numerator : numerator - y.magnitudeLog2 + y.reciprocalGrowthLog2 + 1
        return try Approximation(quotient, propagated: propagated.isNaN ? .infinity : propagated)
    }

    /// The remainder of a division truncated towards zero: the sign of the dividend (`-7 % 3`
    /// is −1), as C's `fmod`.
    package static func % (a: Number, b: Number) throws(NumberError) -> Number {
        try remainder(a, b, precision: NumberLimits.defaultPrecision)
    }

    /// a % b, approximated at `precision` digits when both are exact and the remainder could
    /// pass the size limit.
    package static func remainder(_ a: Number, _ b: Number, precision: Int) throws(NumberError) -> Number {
        try checkDivisor(b)
        if case .exact(let x) = a.value, case .exact(let y) = b.value {
            if try Rational.fitsCharged(x, y, ResultSize.remainder) { return Number(x - y * (x / y).truncated) }
            return try pastTheLimitRemainder(x, y, precision: precision)
        }
        return try approximate(a, b, truncatedRemainder)
    }

    /// The truncated remainder of two approximations, with the bound of each.
    static func truncatedRemainder(_ x: Approximation, _ y: Approximation) throws(NumberError) -> Approximation {
        try Approximation(
            MPFRFloat.make(bits: Swift.max(x.bits, y.bits)) { mpfr_fmod($0, x.float.x, y.float.x, MPFR_RNDN) },
            propagated: Approximation.sum(x.errorLog2, y.errorLog2 + Swift.max(0, x.magnitudeLog2 - y.magnitudeLog2)))
    }

    /// The floored modulo: the sign of the divisor (`mod(-7, 3)` is 2).
    package static func mod(
        _ a: Number, _ b: Number, precision: Int = NumberLimits.defaultPrecision
    ) throws(NumberError) -> Number {
        try checkDivisor(b)
        if case .exact(let x) = a.value, case .exact(let y) = b.value {
            if try Rational.fitsCharged(x, y, ResultSize.remainder) { return Number(x - y * (x / y).floor) }
            return try pastTheLimitRemainder(x, y, floored: true, precision: precision)
        }
        let r = try remainder(a, b, precision: precision)
        return r.sign != 0 && r.sign != b.sign ? try sum(r, b, precision: precision) : r
    }

    /// A divisor of 0 is a division by zero; an approximation whose bound reaches 0 (`sin(pi)`)
    /// may be 0: undecided, and at the refinement cap an error.
    static func checkDivisor(_ b: Number) throws(NumberError) {
        if case .approximate(let divisor) = b.value, divisor.mayBeZero { throw tooCloseToZero }
        if b.isZero { throw .divisionByZero }
    }

    static var tooCloseToZero: NumberError { unresolvable("division by a value too close to zero to tell") }

    /// −1, 0 or 1 as a < b, a = b, a > b, comparing exact values exactly (so `0.1 + 0.2` equals
    /// `0.3`) and approximations by their binary value.
    package static func compare(_ a: Number, _ b: Number) -> Int {
        switch (a.value, b.value) {
        case (.exact(let x), .exact(let y)): return Rational.compare(x, y)
        case (.approximate(let x), .approximate(let y)): return Int(cgmp_fr_cmp(x.float.x, y.float.x).signum())
        case (.approximate(let x), .exact(let y)): return x.compare(y)
        case (.exact(let x), .approximate(let y)): return -y.compare(x)
        }
    }

    /// An approximate operation on two numbers, at the larger approximate precision.
    static func approximate(
        _ a: Number, _ b: Number, _ body: (Approximation, Approximation) throws(NumberError) -> Approximation
    ) throws(NumberError) -> Number {
        let bits = Swift.max(a.approximateBits ?? 0, b.approximateBits ?? 0)
        return Number(try body(a.approximation(bits: bits), b.approximation(bits: bits)))
    }

    /// The precision of an approximation, nil for an exact value.
    var approximateBits: Int? {
        if case .approximate(let x) = value { return x.bits }
        return nil
    }
}

extension Approximation {
    init(float: MPFRFloat, errorLog2: Double) {
        self.float = float
        self.errorLog2 = errorLog2
    }
}

// The four operations for code outside the package (a custom operation's exact body, see
// `Operation.exact(_:)` in CalculatorKit), as methods: an app that imports CalculatorKit sees a
// type's methods, not operators declared in a module it does not import.
extension Number {
    /// `self + other`; an exact sum past 10,000,000 digits is approximated at 15 digits.
    ///
    /// ```swift
    /// try Number(1).adding(Number(numerator: 1, denominator: 3)!).description   // "1.33333333333333"
    /// ```
    public func adding(_ other: Number) throws(NumberError) -> Number { try self + other }

    /// `self - other`.
    ///
    /// ```swift
    /// try Number(1).subtracting(Number(3)).description   // "-2"
    /// ```
    public func subtracting(_ other: Number) throws(NumberError) -> Number { try self - other }

    /// `self × other`.
    ///
    /// ```swift
    /// try Number(6).multiplied(by: Number(7)).description   // "42"
    /// ```
    public func multiplied(by other: Number) throws(NumberError) -> Number { try self * other }

    /// `self / other`; ``NumberError/divisionByZero`` when `other` is 0.
    ///
    /// ```swift
    /// try Number(1).divided(by: Number(6)).isExact   // true: 1/6
    /// ```
    public func divided(by other: Number) throws(NumberError) -> Number { try self / other }
}
