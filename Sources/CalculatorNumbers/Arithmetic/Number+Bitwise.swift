import CGMP

// Bitwise operators on exact integers of any size, negative numbers as infinite two's
// complement (as Python's): `-1 & 0xff` is 255, `-16 >> 2` is −4.

extension Number {
    package static func bitAnd(_ a: Number, _ b: Number) throws(NumberError) -> Number {
        try bitwise(a, b, small: &, big: &)
    }

    package static func bitOr(_ a: Number, _ b: Number) throws(NumberError) -> Number {
        try bitwise(a, b, small: |, big: |)
    }

    package static func bitXor(_ a: Number, _ b: Number) throws(NumberError) -> Number {
        try bitwise(a, b, small: ^, big: ^)
    }

    /// ~a, which is −a − 1.
    package static func bitNot(_ a: Number) throws(NumberError) -> Number {
        switch try integer(a, operand: 0) {
        case .small(let n, _): Number(Rational(~n))
        case let r: Number(Rational(integer: ~r.numerator))
        }
    }

    /// a · 2^count; approximated, at `precision` digits, when it would pass the size limit
    /// (`1 << 10^12`).
    package static func shiftLeft(
        _ a: Number, _ count: Number, precision: Int = NumberLimits.defaultPrecision
    ) throws(NumberError) -> Number {
        let value = try integer(a, operand: 0)
        let shift = try shiftCount(count)
        if value.sign == 0 { return Number(0) }
        guard let shift, NumberLimits.fits(log2: value.partsLog2.numerator + Double(shift)) else {
            return try shiftPastTheLimit(value, count, precision: precision)
        }
        try StopCheck.charge(bits: value.partsLog2.numerator + Double(shift))
        if case .small(let n, _) = value, shift < 62, n.magnitude < UInt64(1) << (62 - shift) {
            return Number(Rational(n << shift))
        }
        return Number(Rational(integer: value.numerator.shiftedLeft(UInt(shift))))
    }

    /// ⌊a / 2^count⌋.
    package static func shiftRight(_ a: Number, _ count: Number) throws(NumberError) -> Number {
        let value = try integer(a, operand: 0)
        guard let shift = try shiftCount(count) else { return Number(value.sign < 0 ? -1 : 0) }
        if case .small(let n, _) = value { return Number(Rational(shift >= 64 ? (n < 0 ? -1 : 0) : n >> shift)) }
        return Number(Rational(integer: value.numerator.shiftedRight(UInt(shift))))
    }

    /// a · 2^count past the size limit: `a` rounded once, then scaled exactly (MPFR's exponent
    /// holds up to 2^62 − 1; a count beyond it is the limit error).
    private static func shiftPastTheLimit(_ value: Rational, _ count: Number, precision: Int) throws(NumberError)
        -> Number
    {
        guard case .exact(let r) = count.value, let shift = r.numerator.int64 else {
            throw .limit(NumberLimits.beyondRangeMessage)
        }
        let bits = workingBits(precision)
        return try pastTheLimit { () throws(NumberError) in
            let x = Approximation(value, bits: bits)
            return try Approximation(
                MPFRFloat.make(bits: bits) { mpfr_mul_2si($0, x.float.x, Int(shift), MPFR_RNDN) },
                propagated: x.errorLog2 == -.infinity ? -.infinity : x.errorLog2 + Double(shift))
        }
    }

    private static func bitwise(
        _ a: Number, _ b: Number, small: (Int64, Int64) -> Int64, big: (GMPInteger, GMPInteger) -> GMPInteger
    ) throws(NumberError) -> Number {
        let (x, y) = (try integer(a, operand: 0), try integer(b, operand: 1))
        if case .small(let m, _) = x, case .small(let n, _) = y { return Number(Rational(small(m, n))) }
        return Number(Rational(integer: big(x.numerator, y.numerator)))
    }

    /// `a` as an exact integer, or an error about operand number `operand`.
    private static func integer(_ a: Number, operand: Int) throws(NumberError) -> Rational {
        // An approximation counts when it is certainly an integer, or is taken as one at the
        // refinement cap (`Number.decidedInteger(_:)`).
        guard let r = try decidedInteger(a) else { throw .invalidOperand(operand, "bitwise operators take integers") }
        return r
    }

    /// The shift count, nil when too large for any value to survive it.
    private static func shiftCount(_ count: Number) throws(NumberError) -> Int? {
        let r = try integer(count, operand: 1)
        if r.sign < 0 { throw .invalidOperand(1, "negative shift count") }
        guard case .small(let n, _) = r, n <= Int64(NumberLimits.bits) * 2 else { return nil }
        return Int(n)
    }
}
