import CalculatorNumbers

/// A complex number `re + im·i` of exact arithmetic, each part a ``Number``: a Gaussian rational
/// (both parts exact) wherever the result is exact (`+ - * /`, integer powers, `conj`, and `sqrt`
/// or `abs` when the root is rational), approximations at the precision in force elsewhere, each
/// part with its own error bound (so that `exp(i*pi/2)` shows as `i`).
///
/// A value whose imaginary part is exactly zero is a real: ``Value/complex(re:im:)`` makes it a
/// ``Value/number(_:)``, so `i^2` is the exact `-1`.
///
/// ```swift
/// let z = try brain.evaluateValue("1/(1+i)").complex!
/// z.real.description        // "0.5"
/// z.imaginary.description   // "-0.5"
/// ```
public struct ComplexNumber: Sendable, Hashable {
    /// The real part: `re(z)`.
    ///
    /// ```swift
    /// try brain.evaluateValue("3 + 4i").complex?.real   // 3
    /// ```
    public var real: Number
    /// The imaginary part, a real number: `im(z)`.
    ///
    /// ```swift
    /// try brain.evaluateValue("3 + 4i").complex?.imaginary   // 4
    /// ```
    public var imaginary: Number

    /// The number `real + imaginary·i`.
    ///
    /// ```swift
    /// ComplexNumber(real: Number(3), imaginary: Number(4))   // 3 + 4i
    /// ```
    public init(real: Number, imaginary: Number) {
        self.real = real
        self.imaginary = imaginary
    }

    /// A real number as a complex one, its imaginary part an exact zero.
    init(_ real: Number) { self.init(real: real, imaginary: Number(0)) }

    /// The imaginary unit `i`.
    static let i = ComplexNumber(real: Number(0), imaginary: Number(1))

    /// Whether the imaginary part is an exact zero: the number is a real.
    var isReal: Bool { imaginary.isExact && imaginary.isZero }

    /// Whether both parts are exact zeros.
    var isZero: Bool { isReal && real.isExact && real.isZero }

    /// Whether both parts are exact: a Gaussian rational.
    var isExact: Bool { real.isExact && imaginary.isExact }

    /// The number as a ``Value``: a real when its imaginary part is an exact zero.
    var value: Value { isReal ? .number(real) : .complex(self) }
}

// Gaussian-rational arithmetic: exact on exact parts, as ``Number`` is; approximate parts carry
// their error bounds through each operation.
extension ComplexNumber {
    static func + (a: ComplexNumber, b: ComplexNumber) throws(NumberError) -> ComplexNumber {
        ComplexNumber(real: try a.real + b.real, imaginary: try a.imaginary + b.imaginary)
    }

    static func - (a: ComplexNumber, b: ComplexNumber) throws(NumberError) -> ComplexNumber {
        ComplexNumber(real: try a.real - b.real, imaginary: try a.imaginary - b.imaginary)
    }

    static prefix func - (a: ComplexNumber) -> ComplexNumber {
        ComplexNumber(real: -a.real, imaginary: -a.imaginary)
    }

    static func * (a: ComplexNumber, b: ComplexNumber) throws(NumberError) -> ComplexNumber {
        ComplexNumber(
            real: try product(a.real, b.real) - product(a.imaginary, b.imaginary),
            imaginary: try product(a.real, b.imaginary) + product(a.imaginary, b.real))
    }

    /// `x · y`, an exact zero when either is one: the part `0 · π` of `i·π` stays an exact 0,
    /// not an approximation of 0, so `i*pi` is imaginary and `exp(i*pi/2)` is `i`.
    static func product(_ x: Number, _ y: Number) throws(NumberError) -> Number {
        if (x.isExact && x.isZero) || (y.isExact && y.isZero) { return Number(0) }
        return try x * y
    }

    static func / (a: ComplexNumber, b: ComplexNumber) throws(NumberError) -> ComplexNumber {
        if b.isReal {
            return ComplexNumber(real: try a.real / b.real, imaginary: try a.imaginary / b.real)
        }
        let denominator = try b.real * b.real + b.imaginary * b.imaginary
        let numerator = try a * b.conjugate
        return ComplexNumber(real: try numerator.real / denominator, imaginary: try numerator.imaginary / denominator)
    }

    /// The complex conjugate `re - im·i`.
    var conjugate: ComplexNumber { ComplexNumber(real: real, imaginary: -imaginary) }

    /// `re² + im²`, the square of the modulus, exact on exact parts.
    var squaredModulus: Number {
        get throws(NumberError) { try real * real + imaginary * imaginary }
    }

    /// The number to the integer power `n`, by repeated squaring: exact on exact parts
    /// (`(1+i)^10` is `32i`); a negative power is the reciprocal's.
    func power(_ n: Int) throws(NumberError) -> ComplexNumber {
        if n < 0 { return try (ComplexNumber(Number(1)) / self).power(-n) }
        var result = ComplexNumber(Number(1))
        var base = self
        var rest = n
        while rest > 0 {
            if rest & 1 == 1 { result = try result * base }
            rest >>= 1
            if rest > 0 { base = try base * base }
        }
        return result
    }
}

extension Value {
    /// The value of `re + im·i`: a ``Value/number(_:)`` when `im` is an exact zero, a
    /// ``Value/complex(_:)`` otherwise.
    ///
    /// ```swift
    /// Value.complex(re: Number(2), im: Number(0))   // .number(2)
    /// ```
    public static func complex(re: Number, im: Number) -> Value {
        ComplexNumber(real: re, imaginary: im).value
    }

    /// The value as a ``ComplexNumber`` when it is one (not a real): nil for every real.
    ///
    /// ```swift
    /// try brain.evaluateValue("sqrt(-4)").complex?.imaginary   // 2
    /// try brain.evaluateValue("4").complex                     // nil
    /// ```
    public var complex: ComplexNumber? {
        if case .complex(let number) = self { number } else { nil }
    }

    /// The real part of a number or complex number: the number itself for a real; nil for a
    /// quantity and for IEEE arithmetic's `inf` and `nan`.
    ///
    /// ```swift
    /// try brain.evaluateValue("3 + 4i").realPart        // 3
    /// try brain.evaluateValue("3 + 4i").imaginaryPart   // 4
    /// ```
    public var realPart: Number? {
        switch self {
        case .complex(let number): number.real
        case .number(let number): number
        case .float(let double): Number(exactly: double)
        case .quantity, .list, .date: nil
        }
    }

    /// The imaginary part of a number or complex number: 0 for a real; nil for a quantity and
    /// for IEEE arithmetic's `inf` and `nan`.
    ///
    /// ```swift
    /// try brain.evaluateValue("sqrt(-9)").imaginaryPart   // 3
    /// ```
    public var imaginaryPart: Number? {
        switch self {
        case .complex(let number): number.imaginary
        case .number: Number(0)
        case .float(let double): double.isFinite ? Number(0) : nil
        case .quantity, .list, .date: nil
        }
    }
}
