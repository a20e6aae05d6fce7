import CalculatorNumbers

/// How many coherent SI base units one unit is: an exact rational times a power of π.
///
/// Keeping π apart keeps every factor exact: a degree is (1/180)·π, a parsec 648000/π au. The
/// approximation is made only when a value needs it, at that value's precision (``number(precision:)``).
///
/// ```swift
/// let degree = UnitFactor(Number(numerator: 1, denominator: 180)!, piPower: 1)
/// degree.description                       // "1/180*pi"
/// degree.number(precision: 15).isExact     // false
/// UnitFactor(Number(1000)).number(precision: 15).description   // "1000"
/// ```
package struct UnitFactor: Hashable, Sendable, CustomStringConvertible {
    /// The exact rational part.
    package let rational: Number
    /// The power of π it is multiplied by.
    package let piPower: Int

    package init(_ rational: Number, piPower: Int = 0) {
        self.rational = rational
        self.piPower = piPower
    }

    package static let one = UnitFactor(Number(1))

    /// Whether the factor is a rational number (no π).
    package var isExact: Bool { piPower == 0 }

    /// The factor as a number: exact when it has no π, else an approximation at `precision`
    /// significant digits.
    package func number(precision: Int) -> Number {
        if piPower == 0 { return rational }
        let pi = Number.pi(precision: precision)
        // A degree, a turn, a gradian: π to the first power, without a general power's work.
        if piPower == 1 { return (try? rational * pi) ?? rational }
        let power = (try? Number.power(pi, Number(piPower), precision: precision)) ?? pi
        return (try? rational * power) ?? rational
    }

    package func multiplied(by other: UnitFactor) throws(NumberError) -> UnitFactor {
        UnitFactor(try rational * other.rational, piPower: piPower + other.piPower)
    }

    package func divided(by other: UnitFactor) throws(NumberError) -> UnitFactor {
        UnitFactor(try rational / other.rational, piPower: piPower - other.piPower)
    }

    /// The sum of two factors, or their difference; nil when it has no exact form, a rational
    /// plus a multiple of π (`1 rad + 1 deg`).
    package func adding(_ other: UnitFactor, subtracting: Bool = false) throws(NumberError) -> UnitFactor? {
        let right = subtracting ? -other.rational : other.rational
        if other.rational.isZero { return self }
        if rational.isZero { return UnitFactor(right, piPower: other.piPower) }
        guard piPower == other.piPower else { return nil }
        return UnitFactor(try rational + right, piPower: piPower)
    }

    package var negated: UnitFactor { UnitFactor(-rational, piPower: piPower) }

    /// The factor without its sign (π's powers are positive).
    package var magnitude: UnitFactor { rational.sign < 0 ? negated : self }

    /// The factor to the power `exponent`; nil when that is irrational (a root that is not
    /// exact, or π to a fractional power).
    package func power(_ exponent: DimensionExponent) throws(NumberError) -> UnitFactor? {
        // The powers every unit product takes (`km`, `/h`, `s^2`), without a general power's
        // exponent as a number: a unit's own factor, its reciprocal, a product.
        if exponent.isInteger, exponent.numerator.magnitude <= 3, rational.isExact {
            switch exponent.numerator {
            case 1: return self
            case 0: return .one
            case -1: return try UnitFactor.one.divided(by: self)
            default:
                var result = self
                for _ in 1..<exponent.numerator.magnitude { result = try result.multiplied(by: self) }
                return exponent.numerator > 0 ? result : try UnitFactor.one.divided(by: result)
            }
        }
        let (piNumerator, overflow) = piPower.multipliedReportingOverflow(by: exponent.numerator)
        guard !overflow, piNumerator % exponent.denominator == 0 else { return nil }
        guard let e = Number(numerator: exponent.numerator, denominator: exponent.denominator) else { return nil }
        let result = try Number.power(rational, e, precision: 15)
        guard result.isExact else { return nil }
        return UnitFactor(result, piPower: piNumerator / exponent.denominator)
    }

    /// `p/q`, `p/q*pi`, `p/q/pi^2`: exact, for tables and the reference.
    package var description: String {
        let text = (try? rational.fraction()) ?? rational.description
        switch piPower {
        case 0: return text
        case 1: return text + "*pi"
        case -1: return text + "/pi"
        case let k where k > 0: return text + "*pi^\(k)"
        default: return text + "/pi^\(-piPower)"
        }
    }
}
