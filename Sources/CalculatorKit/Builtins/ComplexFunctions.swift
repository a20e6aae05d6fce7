import CalculatorNumbers

// The elementary functions on complex numbers, their principal branches (radians), computed with
// pairs of ``Number``s: each part is an MPFR approximation with its own error bound, so digits
// that the inputs' rounding makes meaningless are not shown (`exp(i*pi/2)` is `i`), and exact
// where the result is (`sqrt(-4)` is `2i`, `sqrt(3+4i)` is `2 + i`).
//
// Branch cuts are mpmath's (and those of Python's `cmath` off the cuts): `sqrt`, `ln`, `log`
// and `^` cut along the negative real axis, and on it take the value from above (`ln(-1)` is
// `πi`); `asin` and `acos` cut along the real axis outside [-1, 1], `atan` along the imaginary
// axis outside [-i, i]. On a cut, a value is the formula's through these: `asin(2)` is
// `π/2 - 1.32i`, `acos(2)` is `1.32i`, as mpmath gives, where `cmath` (which has a signed zero)
// gives `asin(2+0j)` as `π/2 + 1.32i`.
extension ComplexNumber {
    /// The principal square root: its real part ≥ 0, on the negative real axis `+i·√|x|`; exact
    /// when both parts of the root are rational.
    static func squareRoot(_ z: ComplexNumber, precision p: Int) throws(NumberError) -> ComplexNumber {
        let z = try sideOfTheCut(z)
        if z.isReal {
            if z.real.sign >= 0 { return ComplexNumber(try Number.squareRoot(z.real, precision: p)) }
            return ComplexNumber(real: Number(0), imaginary: try Number.squareRoot(-z.real, precision: p))
        }
        let modulus = try Number.squareRoot(try z.squaredModulus, precision: p)
        // The larger of the two half-sums first, the other part from it: no cancellation.
        let two = Number(2)
        if z.real.sign >= 0 {
            let t = try Number.squareRoot(try (modulus + z.real) / two, precision: p)
            return ComplexNumber(real: t, imaginary: try z.imaginary / (two * t))
        }
        let t = try Number.squareRoot(try (modulus - z.real) / two, precision: p)
        let real = try Number.abs(z.imaginary) / (two * t)
        return ComplexNumber(real: real, imaginary: z.imaginary.sign < 0 ? -t : t)
    }

    /// `z` on the negative real axis, where `sqrt` and `ln` (and through them every power and
    /// inverse function) cut, with an imaginary part whose error bound reaches 0: which side of
    /// the cut it is on is a decision (`sqrt(-4 + sin(pi)*i)` is `2i` or `-2i`), made with
    /// certainty as a sign is (`Number.decidedSign(_:of:)`): undecided while more working digits
    /// may tell, and at the refinement cap taken as on the cut, whose value is the one from above.
    static func sideOfTheCut(_ z: ComplexNumber) throws(NumberError) -> ComplexNumber {
        guard !z.imaginary.isExact, z.real.sign < 0 else { return z }
        guard try Number.decidedSign(z.imaginary, of: "its imaginary part") == 0 else { return z }
        return ComplexNumber(real: z.real, imaginary: Number(0))
    }

    /// The modulus `|z|`: exact when it is rational (`abs(3+4i)` is 5).
    static func modulus(_ z: ComplexNumber, precision p: Int) throws(NumberError) -> Number {
        if z.isReal { return Number.abs(z.real) }
        return try Number.squareRoot(try z.squaredModulus, precision: p)
    }

    /// The argument in (−π, π], radians: π on the negative real axis, 0 at 0.
    static func argument(_ z: ComplexNumber, precision p: Int) throws(NumberError) -> Number {
        if z.isReal && z.real.sign >= 0 { return Number(0) }
        return try Number.atan2(z.imaginary, z.real, precision: p)
    }

    static func exp(_ z: ComplexNumber, precision p: Int) throws(NumberError) -> ComplexNumber {
        if z.isReal { return ComplexNumber(try Number.exp(z.real, precision: p)) }
        let scale = try Number.exp(z.real, precision: p)
        return ComplexNumber(
            real: try scale * Number.cos(z.imaginary, precision: p),
            imaginary: try scale * Number.sin(z.imaginary, precision: p))
    }

    /// The principal logarithm `ln|z| + i·arg z`; `ln(0)` stays an error.
    static func ln(_ z: ComplexNumber, precision p: Int) throws(NumberError) -> ComplexNumber {
        if z.isZero { throw .domain("logarithm of zero") }
        let z = try sideOfTheCut(z)
        if z.isReal && z.real.sign > 0 { return ComplexNumber(try Number.ln(z.real, precision: p)) }
        let real =
            z.isReal
            ? try Number.ln(-z.real, precision: p)
            : try Number.ln(try z.squaredModulus, precision: p) / Number(2)
        return ComplexNumber(real: real, imaginary: try argument(z, precision: p))
    }

    /// The logarithm in `base`: `ln z / ln base`.
    static func log(_ z: ComplexNumber, base: ComplexNumber, precision p: Int) throws(NumberError) -> ComplexNumber {
        if base.isZero || (base.isReal && base.real.isExact && Number.compare(base.real, Number(1)) == 0) {
            throw .domain("the base of a logarithm must be positive and not 1")
        }
        return try ln(z, precision: p + 5) / ln(base, precision: p + 5)
    }

    /// `z^w`: exact by repeated squaring for an integer exponent, the principal square root for
    /// `1/2`, `exp(w · ln z)` otherwise (`(-8)^(1/3)` is `1 + 1.73205080756888i`). An integer
    /// exponent past ``largestExactPower`` is exact for `±1` and `±i` (`i^(10^30)` is 1) and
    /// approximate otherwise, as a real power past the exact limit is.
    static func power(_ z: ComplexNumber, _ w: ComplexNumber, precision p: Int) throws(NumberError) -> ComplexNumber {
        if w.isReal && w.real.isExact && w.real.isInteger {
            let exponent = Double(w.real)
            if Swift.abs(exponent) <= Double(Self.largestExactPower) {
                let n = Int(exponent)
                if z.isZero && n < 0 { throw .divisionByZero }
                return try z.power(n)
            }
            if !z.isZero, let n = Int(exactly: exponent), exactPowerFits(z, n) { return try z.power(n) }
            return try largePower(z, w.real, precision: p)
        }
        if w.isReal && w.real.isExact && w.real == Number(numerator: 1, denominator: 2)! {
            return try squareRoot(z, precision: p)
        }
        if z.isZero {
            if w.real.sign > 0 { return ComplexNumber(Number(0)) }
            throw .divisionByZero
        }
        return try exp(try w * ln(z, precision: p + 5), precision: p)
    }

    /// The largest integer exponent always taken exactly: a Gaussian integer's digits grow with
    /// it. Past it, a power is exact when its parts fit the exact-number limit
    /// (``exactPowerFits(_:_:)``).
    static let largestExactPower = 1_000_000

    /// Whether `z^n`, `z` exact and not 0, fits the exact-number limit: `z` is `(a + b·i)/d`
    /// with `d` the product of its parts' denominators, so each part of `z^n` has a numerator
    /// of at most `|a + b·i|^n` and a denominator of at most `d^n`. `(1+i)^(10^7)` is exactly
    /// 2^5000000 (1.5 million digits), where `exp(n·ln z)` made its imaginary part 0 with a
    /// bound, "lost in rounding".
    private static func exactPowerFits(_ z: ComplexNumber, _ n: Int) -> Bool {
        guard let re = z.real.exactPartsLog2, let im = z.imaginary.exactPartsLog2 else { return false }
        let denominator = re.denominator + im.denominator
        let numerator = Swift.max(re.numerator + im.denominator, im.numerator + re.denominator) + 0.5
        let bits = Double(n.magnitude) * Swift.max(numerator, denominator)
        return bits < Double(Limits.maximumBits)
    }

    /// `z^n` for an integer `n` past ``largestExactPower``: a unit (`±1`, `±i`) cycles with
    /// period 4 and stays exact; any other `z` is `exp(n · ln z)`, its logarithm taken to as many
    /// more digits as `n` has, since `n · arg z` is reduced modulo 2π.
    private static func largePower(_ z: ComplexNumber, _ n: Number, precision p: Int) throws(NumberError)
        -> ComplexNumber
    {
        if z.real.isExact && z.imaginary.isExact, try z.squaredModulus == Number(1),
            z.real.isZero || z.imaginary.isZero
        {
            let turn = try Number.mod(n, Number(4))
            return try z.power(Int(Double(turn)))
        }
        if z.isZero {
            if n.sign > 0 { return ComplexNumber(Number(0)) }
            throw .divisionByZero
        }
        let magnitude = Swift.abs(Double(n))
        guard magnitude.isFinite else {
            throw .limit("a complex number's power is too large: the exponent has more than 308 digits")
        }
        let digits = ((try? n.fraction()) ?? "").count + 1
        return try exp(ComplexNumber(n) * ln(z, precision: p + 5 + digits), precision: p)
    }

    static func sin(_ z: ComplexNumber, precision p: Int) throws(NumberError) -> ComplexNumber {
        let (a, b) = (z.real, z.imaginary)
        return ComplexNumber(
            real: try Number.sin(a, precision: p) * Number.cosh(b, precision: p),
            imaginary: try Number.cos(a, precision: p) * Number.sinh(b, precision: p))
    }

    static func cos(_ z: ComplexNumber, precision p: Int) throws(NumberError) -> ComplexNumber {
        let (a, b) = (z.real, z.imaginary)
        return ComplexNumber(
            real: try Number.cos(a, precision: p) * Number.cosh(b, precision: p),
            imaginary: -(try Number.sin(a, precision: p) * Number.sinh(b, precision: p)))
    }

    /// `sin z / cos z`; on the imaginary axis `i·tanh(b)`, which stays finite where `sin` and
    /// `cos` overflow: `tan(10^20 i)` is `i` to every shown digit, not an overflow.
    static func tan(_ z: ComplexNumber, precision p: Int) throws(NumberError) -> ComplexNumber {
        if z.real.isExact && z.real.isZero {
            return ComplexNumber(real: Number(0), imaginary: try Number.tanh(z.imaginary, precision: p))
        }
        return try sin(z, precision: p + 5) / cos(z, precision: p + 5)
    }

    static func sinh(_ z: ComplexNumber, precision p: Int) throws(NumberError) -> ComplexNumber {
        let (a, b) = (z.real, z.imaginary)
        return ComplexNumber(
            real: try Number.sinh(a, precision: p) * Number.cos(b, precision: p),
            imaginary: try Number.cosh(a, precision: p) * Number.sin(b, precision: p))
    }

    static func cosh(_ z: ComplexNumber, precision p: Int) throws(NumberError) -> ComplexNumber {
        let (a, b) = (z.real, z.imaginary)
        return ComplexNumber(
            real: try Number.cosh(a, precision: p) * Number.cos(b, precision: p),
            imaginary: try Number.sinh(a, precision: p) * Number.sin(b, precision: p))
    }

    static func tanh(_ z: ComplexNumber, precision p: Int) throws(NumberError) -> ComplexNumber {
        try sinh(z, precision: p + 5) / cosh(z, precision: p + 5)
    }

    /// `-i·ln(iz + √(1 − z²))`, taken as `-asin(-z)` left of the imaginary axis, where the sum
    /// would cancel.
    static func asin(_ z: ComplexNumber, precision p: Int) throws(NumberError) -> ComplexNumber {
        if z.real.sign < 0 { return -(try asin(-z, precision: p)) }
        let q = p + 10
        let one = ComplexNumber(Number(1))
        let root = try squareRoot(try one - z * z, precision: q)
        let logarithm = try ln(try ComplexNumber.i * z + root, precision: q)
        return ComplexNumber(real: logarithm.imaginary, imaginary: -logarithm.real)
    }

    /// `π/2 − asin(z)`.
    static func acos(_ z: ComplexNumber, precision p: Int) throws(NumberError) -> ComplexNumber {
        let half = try Number.pi(precision: p + 10) / Number(2)
        return try ComplexNumber(half) - asin(z, precision: p + 10)
    }

    /// `(i/2)·(ln(1 − iz) − ln(1 + iz))`; `atan(±i)` is a logarithm of zero.
    static func atan(_ z: ComplexNumber, precision p: Int) throws(NumberError) -> ComplexNumber {
        let q = p + 10
        let one = ComplexNumber(Number(1))
        let iz = try ComplexNumber.i * z
        let difference = try ln(try one - iz, precision: q) - ln(try one + iz, precision: q)
        return ComplexNumber(real: -(try difference.imaginary / Number(2)), imaginary: try difference.real / Number(2))
    }
}
