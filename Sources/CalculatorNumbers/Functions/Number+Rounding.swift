import CGMP

// abs, sign, floor, ceil, round, trunc, min, max, sqrt and cbrt.

extension Number {
    package static func abs(_ x: Number) -> Number { x.sign < 0 ? -x : x }

    /// −1, 0 or 1; exact, and decided with certainty (``decidedSign(_:)``).
    package static func sign(_ x: Number) throws(NumberError) -> Number { Number(try decidedSign(x)) }

    package static func floor(_ x: Number) throws(NumberError) -> Number {
        try rounding(x, exact: \.floor, stepsAtHalves: false) { mpfr_floor($0, $1) }
    }

    package static func ceil(_ x: Number) throws(NumberError) -> Number {
        try rounding(x, exact: \.ceiling, stepsAtHalves: false) { mpfr_ceil($0, $1) }
    }

    /// The nearest integer, halves away from zero.
    package static func round(_ x: Number) throws(NumberError) -> Number {
        try rounding(x, exact: \.roundedAwayFromZero, stepsAtHalves: true) { mpfr_round($0, $1) }
    }

    package static func trunc(_ x: Number) throws(NumberError) -> Number {
        try rounding(x, exact: \.truncated, stepsAtHalves: false) { mpfr_trunc($0, $1) }
    }

    /// The value truncated as shown, for display: an approximation's midpoint truncated, its
    /// bound kept (a sum of units shows its whole parts, never an error).
    package static func truncatedMidpoint(_ x: Number) -> Number {
        switch x.value {
        case .exact(let r): return Number(r.truncated)
        case .approximate(let a):
            let result = MPFRFloat.make(bits: a.bits) { r in
                _ = mpfr_trunc(r, a.float.x)
                return 0
            }.0
            if result.isZero { mpfr_set_zero(result.x, 1) }
            return Number(Approximation(float: result, errorLog2: a.errorLog2))
        }
    }

    /// An exact value rounds exactly; an approximation is decided with certainty
    /// (``decidedRounding(_:exact:stepsAtHalves:_:)``): `floor(pi)` is an exact 3.
    private static func rounding(
        _ x: Number, exact: (Rational) -> Rational, stepsAtHalves: Bool,
        _ function: (UnsafeMutablePointer<__mpfr_struct>, UnsafeMutablePointer<__mpfr_struct>) -> Int32
    ) throws(NumberError) -> Number {
        switch x.value {
        case .exact(let r): return Number(exact(r))
        case .approximate(let a): return try decidedRounding(a, exact: exact, stepsAtHalves: stepsAtHalves, function)
        }
    }

    /// The smallest argument (the first of equal ones).
    package static func min(_ values: [Number]) -> Number {
        values.dropFirst().reduce(values[0]) { compare($1, $0) < 0 ? $1 : $0 }
    }

    package static func max(_ values: [Number]) -> Number {
        values.dropFirst().reduce(values[0]) { compare($1, $0) > 0 ? $1 : $0 }
    }

    /// √x: exact when both parts of an exact x are perfect squares (`sqrt(9/4)` is 3/2).
    package static func squareRoot(_ x: Number, precision: Int) throws(NumberError) -> Number {
        // A ball that holds 0: every root in it is within √(2r) of 0 (a negative part's too, as
        // an imaginary part), and √'s slope is unbounded there.
        if case .approximate(let a) = x.value, a.mayBeZero { return rootOfZero(a, degree: 2) }
        if x.sign < 0 { throw .noRealValue(.squareRoot) }
        if let exact = exactRoot(x, 2) { return exact }
        let root = try approximate(
            x, precision: precision, domain: .noRealValue(.squareRoot), { mpfr_sqrt($0, $1, MPFR_RNDN) },
            derivative: Slope.squareRoot)
        // √(π²) is π, √(4π²) 2π: an exact form whose power of π is even keeps its form.
        return try keepingPiForm(root, x, Number(Rational.small(1, 2)), piFormPower)
    }

    /// ∛x, for negative x too: exact when both parts of an exact x are perfect cubes.
    package static func cubeRoot(_ x: Number, precision: Int) throws(NumberError) -> Number {
        // A ball that holds 0: every cube root in it is within ∛(2r) of 0.
        if case .approximate(let a) = x.value, a.mayBeZero { return rootOfZero(a, degree: 3) }
        if let exact = exactRoot(x, 3) { return exact }
        let root = try approximate(
            x, precision: precision, domain: .domain(""), { mpfr_cbrt($0, $1, MPFR_RNDN) }, derivative: Slope.cubeRoot)
        return x.sign < 0 ? root : try keepingPiForm(root, x, Number(Rational.small(1, 3)), piFormPower)
    }

    /// 0, with the bound of the `degree`-th root of a ball around 0 of radius r: (2r)^(1/degree).
    private static func rootOfZero(_ a: Approximation, degree: Double) -> Number {
        let zero = MPFRFloat.make(bits: a.bits) { r in
            mpfr_set_zero(r, 1)
            return 0
        }.0
        return Number(Approximation(float: zero, errorLog2: (a.errorLog2 + 1) / degree + 1e-9))
    }

    private static func exactRoot(_ x: Number, _ n: UInt) -> Number? {
        guard case .exact(let r) = x.value else { return nil }
        guard let p = r.numerator.exactRoot(n), let q = r.denominator.exactRoot(n) else { return nil }
        return Number(Rational(normalized: p, q))
    }
}
