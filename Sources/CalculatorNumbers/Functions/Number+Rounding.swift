import CGMP

// abs, sign, floor, ceil, round, trunc, min, max, sqrt and cbrt.

extension Number {
    package static func abs(_ x: Number) -> Number { x.sign < 0 ? -x : x }

    /// −1, 0 or 1; exact.
    package static func sign(_ x: Number) -> Number { Number(x.sign) }

    package static func floor(_ x: Number) -> Number {
        rounding(x, exact: \.floor) { mpfr_floor($0, $1) }
    }

    package static func ceil(_ x: Number) -> Number {
        rounding(x, exact: \.ceiling) { mpfr_ceil($0, $1) }
    }

    /// The nearest integer, halves away from zero.
    package static func round(_ x: Number) -> Number {
        rounding(x, exact: \.roundedAwayFromZero) { mpfr_round($0, $1) }
    }

    package static func trunc(_ x: Number) -> Number {
        rounding(x, exact: \.truncated) { mpfr_trunc($0, $1) }
    }

    /// An approximation rounded to an integer keeps its error bound: an integer near a tie may
    /// be the other one.
    private static func rounding(
        _ x: Number, exact: (Rational) -> Rational,
        _ function: (UnsafeMutablePointer<__mpfr_struct>, UnsafeMutablePointer<__mpfr_struct>) -> Int32
    ) -> Number {
        switch x.value {
        case .exact(let r): return Number(exact(r))
        case .approximate(let a):
            let result = MPFRFloat.make(bits: a.bits) { r in
                _ = function(r, a.float.x)
                return 0
            }
            // Negative zero prints as 0 but would flip atan2's sign: make it +0.
            if result.0.isZero { mpfr_set_zero(result.0.x, 1) }
            return Number(Approximation(float: result.0, errorLog2: a.errorLog2))
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
        if x.sign < 0 { throw .domain("square root of a negative number") }
        if let exact = exactRoot(x, 2) { return exact }
        return try approximate(
            x, precision: precision, domain: "square root of a negative number", { mpfr_sqrt($0, $1, MPFR_RNDN) },
            derivative: Slope.squareRoot)
    }

    /// ∛x, for negative x too: exact when both parts of an exact x are perfect cubes.
    package static func cubeRoot(_ x: Number, precision: Int) throws(NumberError) -> Number {
        if let exact = exactRoot(x, 3) { return exact }
        return try approximate(
            x, precision: precision, domain: "", { mpfr_cbrt($0, $1, MPFR_RNDN) }, derivative: Slope.cubeRoot)
    }

    private static func exactRoot(_ x: Number, _ n: UInt) -> Number? {
        guard case .exact(let r) = x.value else { return nil }
        guard let p = r.numerator.exactRoot(n), let q = r.denominator.exactRoot(n) else { return nil }
        return Number(Rational(normalized: p, q))
    }
}
