import CGMP

// Step functions of approximations, decided only when the error bound settles them (see
// `Decision`): comparisons, the sign, an `if` condition, floor, ceil, round and trunc.

extension Approximation {
    /// Whether the ball may hold 0: its bound reaches the value. (A NaN or infinite bound may.)
    var mayBeZero: Bool {
        if float.isZero { return true }
        return errorLog2 != -.infinity && !(float.magnitudeLog2 > errorLog2 + 1e-6)
    }

    /// Whether the ball may hold `value`: |value − self| ≤ the bound, judged at one more bit than
    /// the value has (the difference's rounding is added to the bound).
    func mayEqual(_ value: Rational) -> Bool {
        let numerator = value.numerator
        let denominator = value.denominator
        let difference = MPFRFloat.make(bits: bits + 1) { r in
            _ = cgmp_fr_set_ratio(r, numerator.z, denominator.z)
            return mpfr_sub(r, float.x, r, MPFR_RNDN)
        }
        let rounding = difference.exact ? -Double.infinity : difference.0.magnitudeLog2 - Double(bits)
        return Approximation(float: difference.0, errorLog2: Self.sum(errorLog2, rounding)).mayBeZero
    }
}

extension Approximation {
    /// The ball's ends, rounded outwards, two bits wider than the value: midpoint ∓ 2^`radiusLog2`
    /// (nil: the value itself, an exact ball).
    func ends(radiusLog2: Int?) -> (low: MPFRFloat, high: MPFRFloat) {
        let bits = self.bits + 2
        func end(_ direction: mpfr_rnd_t, _ step: (UnsafeMutablePointer<__mpfr_struct>) -> Int32)
            -> MPFRFloat
        {
            MPFRFloat.make(bits: bits) { r in
                guard let radiusLog2 else { return mpfr_set(r, float.x, direction) }
                _ = mpfr_set_ui_2exp(r, 1, radiusLog2, MPFR_RNDU)
                return step(r)
            }.0
        }
        return (
            end(MPFR_RNDD) { mpfr_sub($0, float.x, $0, MPFR_RNDD) },
            end(MPFR_RNDU) { mpfr_add($0, float.x, $0, MPFR_RNDU) }
        )
    }

    /// Whether the ball's two ends round to different texts at `digits` significant digits: the
    /// value is within its bound of a rounding boundary (`sin(6.957 * 10^-20)` at 50 digits is a
    /// relative 10^-78 above a tie), so the last digit shown would be a guess. Rounding to the
    /// shown digits is a step function too.
    func roundsAmbiguously(to digits: Int) -> Bool {
        guard errorLog2 != -.infinity, !float.isZero, let radiusLog2 = Int(exactly: errorLog2.rounded(.up)) else {
            return errorLog2.isNaN || errorLog2 == .infinity
        }
        let (low, high) = ends(radiusLog2: radiusLog2)
        guard low.sign == high.sign, !low.isZero else { return true }
        let (lowText, highText) = (low.decimalDigits(digits), high.decimalDigits(digits))
        return lowText.digits != highText.digits || lowText.exponent != highText.exponent
    }
}

extension Number {
    /// log2 |x|, −∞ for 0.
    var magnitudeLog2: Double {
        switch value {
        case .exact(let r): r.sign == 0 ? -.infinity : r.magnitudeLog2
        case .approximate(let a): a.magnitudeLog2
        }
    }

    /// −1, 0 or 1 as a < b, a = b, a > b, decided with certainty: exact values exactly, and an
    /// approximation only when the bound of a − b keeps it from 0. Otherwise undecided; at the
    /// refinement cap, taken as equal with a note.
    ///
    /// ```swift
    /// try Number.decidedCompare(Number.pi(precision: 15), Number(3))   // 1
    /// ```
    package static func decidedCompare(_ a: Number, _ b: Number) throws(NumberError) -> Int {
        if case .exact(let x) = a.value, case .exact(let y) = b.value { return Rational.compare(x, y) }
        let difference = try sum(a, -b, precision: NumberLimits.defaultPrecision)
        guard case .approximate(let d) = difference.value else { return difference.sign }
        if !d.mayBeZero { return d.float.sign }
        let scale = Swift.max(a.magnitudeLog2, b.magnitudeLog2)
        return try undecided(
            taking: 0,
            note:
                "the two sides agree to \(agreement(errorLog2: d.errorLog2, magnitudeLog2: scale)) digits; taken as equal",
            message: "the two sides are too close to tell apart at this precision")
    }

    /// −1, 0 or 1, decided with certainty: an approximation whose bound reaches 0 is undecided;
    /// at the cap, taken as 0 with a note.
    package static func decidedSign(_ x: Number, of what: String = "its argument") throws(NumberError) -> Int {
        guard case .approximate(let a) = x.value, a.mayBeZero else { return x.sign }
        return try undecided(
            taking: 0,
            note: "\(what) is 0 to \(agreement(errorLog2: a.errorLog2, magnitudeLog2: 0)) digits; taken as 0",
            message: "the value is too close to zero to tell its sign at this precision")
    }

    /// Whether x is 0, for an `if` condition: decided as ``decidedSign(_:of:)``.
    package static func decidedIsZero(_ x: Number) throws(NumberError) -> Bool {
        if case .exact(let r) = x.value { return r.sign == 0 }
        return try decidedSign(x, of: "the condition") == 0
    }

    /// The integer x is, for an operation that takes integers (`ncr`, `gcd`, the bitwise
    /// operators): an exact integer as it is; an approximation whose bound holds one integer is
    /// undecided, and at the refinement cap taken as that integer with a note; nil when x is
    /// certainly not an integer (or, at the cap, when its bound holds several).
    ///
    /// ```swift
    /// try Number.decidedInteger(Number(6))   // 6
    /// ```
    static func decidedInteger(_ x: Number) throws(NumberError) -> Rational? {
        guard case .approximate(let a) = x.value else {
            let r = x.rational
            return r.isInteger ? r : nil
        }
        guard a.float.isInteger || a.errorLog2 != -.infinity, a.magnitudeLog2 < Double(NumberLimits.bits) else {
            return nil
        }
        let nearest = MPFRFloat.make(bits: a.bits) { mpfr_rint($0, a.float.x, MPFR_RNDN) }.0
        let integer = Approximation(float: nearest, errorLog2: -.infinity).exactValue
        if a.errorLog2 == -.infinity { return integer }
        guard a.mayEqual(integer) else { return nil }
        // A bound of half or more may hold two integers: which one is unknown.
        guard a.errorLog2 < -1 else {
            if Decision.atCap != nil { return nil }
            throw .undecided("the value is too imprecise to tell which integer it is at this precision")
        }
        let shown = Number(integer).formatted(precision: 15)
        return try undecided(
            taking: integer,
            note: "its argument is \(shown) to \(agreement(errorLog2: a.errorLog2, magnitudeLog2: a.magnitudeLog2)) "
                + "digits; taken as \(shown)",
            message: "the value is too close to \(shown) to tell whether it is that integer at this precision")
    }

    /// The exact integer an approximation is taken to be, as ``decidedInteger(_:)`` decides; nil
    /// when it is not one: for `to frac` and `to hex`, which show exact values only.
    ///
    /// ```swift
    /// try Number.decidedWholeNumber(Number.pi(precision: 15))   // nil
    /// ```
    package static func decidedWholeNumber(_ x: Number) throws(NumberError) -> Number? {
        try decidedInteger(x).map(Number.init)
    }

    /// A rounding to an integer of an approximation: exact when the whole ball rounds to one
    /// integer; when it holds one step of the function (an integer for floor, ceil and trunc, a
    /// half for round), undecided, and at the cap taken on the step with a note; when it holds
    /// several (the bound is 1 or more), undecided, and at the cap the approximation as it is.
    static func decidedRounding(
        _ a: Approximation, exact: (Rational) -> Rational, stepsAtHalves: Bool,
        _ function: (UnsafeMutablePointer<__mpfr_struct>, UnsafeMutablePointer<__mpfr_struct>) -> Int32
    ) throws(NumberError) -> Number {
        func rounded(_ x: MPFRFloat) -> MPFRFloat {
            let result = MPFRFloat.make(bits: Swift.max(x.bits, 2)) { r in
                _ = function(r, x.x)
                return 0
            }.0
            if result.isZero { mpfr_set_zero(result.x, 1) }
            return result
        }
        let approximate = Number(Approximation(float: rounded(a.float), errorLog2: a.errorLog2))
        let fallback = "the value is too imprecise to round at this precision"
        guard a.errorLog2 < Double(NumberLimits.bits) else {
            if Decision.atCap != nil { return approximate }
            throw .undecided(fallback)
        }
        let (low, high) = a.ends(radiusLog2: a.errorLog2 == -.infinity ? nil : Int(a.errorLog2.rounded(.up)))
        let bits = a.bits + 2
        let (lowStep, highStep) = (rounded(low), rounded(high))
        if mpfr_equal_p(lowStep.x, highStep.x) != 0 {
            guard lowStep.magnitudeLog2 < Double(NumberLimits.bits) else { return approximate }
            return Number(Approximation(float: lowStep, errorLog2: -.infinity).exactValue)
        }
        let gap = MPFRFloat.make(bits: bits) { mpfr_sub($0, highStep.x, lowStep.x, MPFR_RNDN) }.0
        guard mpfr_cmp_ui(gap.x, 1) == 0 else {
            if Decision.atCap != nil { return approximate }
            throw .undecided(fallback)
        }
        // One step in the ball: the integer nearest the value, or the half between the two.
        let step: Rational
        if stepsAtHalves {
            step = Approximation(float: lowStep, errorLog2: -.infinity).exactValue + Rational.small(1, 2)
        } else {
            let nearest = MPFRFloat.make(bits: bits) { mpfr_rint($0, a.float.x, MPFR_RNDN) }.0
            step = Approximation(float: nearest, errorLog2: -.infinity).exactValue
        }
        let shown = Number(step).formatted(precision: 15)
        return Number(
            try undecided(
                taking: exact(step),
                note:
                    "its argument is \(shown) to \(agreement(errorLog2: a.errorLog2, magnitudeLog2: a.magnitudeLog2)) digits; "
                    + "taken as \(shown)",
                message: "the value is too close to \(shown) to round at this precision"))
    }
}

extension Number {
    /// Whether an approximation shows fewer meaningful significant digits than `digits`, its
    /// bound hiding the rest (`(10^50 + sqrt(2)) - 10^50` at 15 digits, `sin(pi)`): more working
    /// digits may show them. False for an exact value.
    package func lacksDigits(_ digits: Int) -> Bool {
        guard case .approximate(let a) = value, let meaningful = a.meaningfulDigits else { return false }
        return meaningful < digits || a.roundsAmbiguously(to: digits)
    }

    /// At the refinement cap, an approximation whose ball still holds a tie of the rounding to
    /// `digits` significant digits (`0.15 + sin(pi)` at 1 digit is 0.15 to a thousand digits, and
    /// its midpoint as likely 0.1499… as 0.1500…): taken as the tie, and shown rounded half to even
    /// as an exact value is (`0.15` shows 0.2), with a note. The ball moves to its end on that side,
    /// its bound four times wider, so that it still holds the value and shows that rounding. Only
    /// a ball 10^20 times narrower than the last digit shown is taken as a tie (at the cap, at 15
    /// digits, it is about 10^1000 times narrower): one from a `Double` (a custom operation's
    /// result, meaningful to 15 or 16 digits) may straddle a rounding boundary without being near
    /// it, and is shown as it is. Nil when the rounding is decided.
    package func roundedAtTie(to digits: Int) -> (number: Number, note: String)? {
        guard case .approximate(let a) = value, let meaningful = a.meaningfulDigits, meaningful >= digits + 20,
            a.roundsAmbiguously(to: digits), let radiusLog2 = Int(exactly: a.errorLog2.rounded(.up))
        else { return nil }
        let (low, high) = a.ends(radiusLog2: radiusLog2)
        guard low.sign == high.sign, !low.isZero else { return nil }
        // The two ends round to neighbouring texts, one of which ends in an even digit (across a
        // carry too: 0.99 and 1.0).
        let lowDigit = low.decimalDigits(digits).digits.last?.wholeNumberValue ?? 0
        let end = lowDigit.isMultiple(of: 2) ? low : high
        let tie = Number(a).formatted(precision: digits + 1)
        let agreed = Self.agreement(errorLog2: a.errorLog2, magnitudeLog2: a.magnitudeLog2)
        // The end is within twice the radius of the value, and within a quarter of the
        // midpoint's last bit of where it would be exactly: four times the radius holds both.
        return (
            Number(Approximation(float: end, errorLog2: Double(radiusLog2) + 2)),
            "its value is \(tie) to \(agreed) digits, halfway between two roundings; taken as \(tie), rounded to even"
        )
    }

    /// Whether an approximation's bound reaches its value and is not small: 10^-`digits` or
    /// more. Printed, it would be a `0` that may be far from the true value.
    package func isLostInRounding(digits: Int) -> Bool {
        guard case .approximate(let a) = value, a.mayBeZero else { return false }
        return !(a.errorLog2 < -Double(digits) * 3.321928094887362)
    }

    /// log2 of an approximation's error bound, nil for an exact value.
    package var errorBoundLog2: Double? {
        guard case .approximate(let a) = value else { return nil }
        return a.errorLog2
    }
}
