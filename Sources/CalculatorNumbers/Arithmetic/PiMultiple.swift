import CGMP

/// An approximation's true value as an exact rational times an integer power of π, kept through
/// the operations that keep that form: −x, x × y, x / y, x ± y at equal powers of π, and x^n.
///
/// π is irrational, so `2 pi` can only be approximated; but `2 pi / pi` is 2 exactly, and so is
/// `hbar * 2 pi / planck` (ħ is ℎ/2π). Each approximation that π made carries its form, and a
/// result whose power of π comes to 0 is exact again (`pi - pi` is 0, not "0 to 1,000 digits").
/// Any other operation (`sin`, `sqrt(2) * pi`, `pi + 1`) leaves a plain approximation. The form is
/// a class, held by the approximation's float, so that an approximation stays two words.
///
/// ```swift
/// let twoPi = try Number(2) * Number.pi(precision: 15)
/// try (twoPi / Number.pi(precision: 15)).isExact   // true: 2
/// ```
final class PiMultiple: Sendable {
    /// The rational factor; never 0 (zero is exact, with no π).
    let rational: Rational
    /// The power of π; never 0 (that is an exact rational).
    let power: Int

    init(_ rational: Rational, power: Int) {
        self.rational = rational
        self.power = power
    }

    var negated: PiMultiple { PiMultiple(-rational, power: power) }
}

extension Number {
    /// The value as a rational times a power of π, when it is known to be one: an exact value
    /// (π⁰), or an approximation that carries the form.
    var piForm: (rational: Rational, power: Int)? {
        switch value {
        case .exact(let r): (r, 0)
        case .approximate(let a): a.piMultiple.map { ($0.rational, $0.power) }
        }
    }

    /// `result`, computed approximately, with its exact form when the operands had one and
    /// `combine` gives it: exact when no π is left, else an approximation carrying the form.
    /// A rational past the size limit loses the form, not the value.
    static func keepingPiForm(
        _ result: Number, _ a: Number, _ b: Number,
        _ combine: ((rational: Rational, power: Int), (rational: Rational, power: Int)) throws(NumberError) -> (
            rational: Rational, power: Int
        )?
    ) throws(NumberError) -> Number {
        guard case .approximate(let approximation) = result.value, let x = a.piForm, let y = b.piForm,
            let form = try combine(x, y)
        else { return result }
        return withPiForm(approximation, form)
    }

    /// `approximation`, whose true value is `form`: the exact rational when the power is 0 or
    /// the rational is 0.
    static func withPiForm(_ approximation: Approximation, _ form: (rational: Rational, power: Int)) -> Number {
        if form.power == 0 || form.rational.sign == 0 { return Number(form.power == 0 ? form.rational : .zero) }
        let float = approximation.float
        let carrying = MPFRFloat.make(bits: float.bits, piMultiple: PiMultiple(form.rational, power: form.power)) {
            mpfr_set($0, float.x, MPFR_RNDN)
        }
        return Number(Approximation(float: carrying.0, errorLog2: approximation.errorLog2))
    }

    /// The exact form of x + y: equal powers of π add their rationals.
    static func piFormSum(_ x: (rational: Rational, power: Int), _ y: (rational: Rational, power: Int))
        throws(NumberError) -> (rational: Rational, power: Int)?
    {
        if y.rational.sign == 0 { return x }
        if x.rational.sign == 0 { return y }
        guard x.power == y.power, try Rational.fitsCharged(x.rational, y.rational, ResultSize.sum) else { return nil }
        return (x.rational + y.rational, x.power)
    }

    /// The exact form of x × y: powers of π add.
    static func piFormProduct(_ x: (rational: Rational, power: Int), _ y: (rational: Rational, power: Int))
        throws(NumberError) -> (rational: Rational, power: Int)?
    {
        let (power, overflow) = x.power.addingReportingOverflow(y.power)
        guard !overflow, try Rational.fitsCharged(x.rational, y.rational, ResultSize.product) else { return nil }
        return (x.rational * y.rational, power)
    }

    /// The exact form of x / y (y ≠ 0): powers of π subtract.
    static func piFormQuotient(_ x: (rational: Rational, power: Int), _ y: (rational: Rational, power: Int))
        throws(NumberError) -> (rational: Rational, power: Int)?
    {
        guard y.rational.sign != 0 else { return nil }
        let (power, overflow) = x.power.subtractingReportingOverflow(y.power)
        guard !overflow, try Rational.fitsCharged(x.rational, y.rational, ResultSize.quotient) else { return nil }
        return (x.rational / y.rational, power)
    }
}
