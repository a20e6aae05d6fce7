import CalculatorNumbers

// The inverse hyperbolic functions on complex numbers, their principal branches as mpmath
// computes them, on the cuts too: `asinh` cuts along the imaginary axis outside [-i, i] and takes
// its value from the right above i and from the left below -i (`asinh(2i)` is
// `1.32 + 1.57i`); `acosh` cuts along the real axis left of 1 and takes its value from above
// (`acosh(0)` is `1.57i`, `acosh(-2)` is `1.32 + πi`); `atanh` cuts along the real axis outside
// [-1, 1] and takes its value from below right of 1 and from above left of -1 (`atanh(2)` is
// `0.55 - 1.57i`, as mpmath has it, where Python's `cmath` has `+1.57i`).
extension ComplexNumber {
    /// `-i·asin(iz)`, whose cuts and values on them are `asin`'s turned a quarter.
    static func asinh(_ z: ComplexNumber, precision p: Int) throws(NumberError) -> ComplexNumber {
        let w = try asin(try ComplexNumber.i * z, precision: p + 5)
        return ComplexNumber(real: w.imaginary, imaginary: -w.real)
    }

    /// `ln(z + √(z + 1)·√(z − 1))`: the product of the two roots, rather than `√(z² − 1)`, keeps
    /// the value on the cut from above and the sum free of cancellation (Kahan's form).
    static func acosh(_ z: ComplexNumber, precision p: Int) throws(NumberError) -> ComplexNumber {
        let q = p + 10
        let one = ComplexNumber(Number(1))
        let roots = try squareRoot(try z + one, precision: q) * squareRoot(try z - one, precision: q)
        return try ln(try z + roots, precision: q)
    }

    /// `(ln(1 + z) − ln(1 − z))/2`; infinite at ±1, an error there.
    static func atanh(_ z: ComplexNumber, precision p: Int) throws(NumberError) -> ComplexNumber {
        if z.isReal && z.real.isExact && Number.compare(Number.abs(z.real), Number(1)) == 0 {
            throw .domain(Self.atanhOfOneMessage)
        }
        let q = p + 10
        let one = ComplexNumber(Number(1))
        let difference = try ln(try one + z, precision: q) - ln(try one - z, precision: q)
        return try difference / ComplexNumber(Number(2))
    }

    /// `atanh(1)` and `atanh(-1)`, which are infinite in the complex plane too.
    static let atanhOfOneMessage = "atanh(1) and atanh(-1) are infinite"
}
