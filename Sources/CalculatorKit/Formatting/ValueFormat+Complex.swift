import CalculatorNumbers

/// How a complex number is written: `a + bi`, `a - bi`, `bi`, `i`, `-i`, each part by the display
/// rule of a real (``ValueFormat/string(forNumber:)``), a part shown as `0` left out. An
/// approximate part whose error bound reaches its value shows as `0`, so digits the inputs'
/// rounding makes meaningless are not shown: `exp(i*pi/2)` is `i`. The text is valid input.
extension ValueFormat {
    /// `complex` as a result is shown.
    ///
    /// ```swift
    /// ValueFormat().string(forComplex: try brain.evaluateValue("(2/3 + i)^2").complex!)
    /// // "-0.555555555555556 + 1.33333333333333i"
    /// ```
    public func string(forComplex complex: ComplexNumber) -> String {
        Self.joined(real: string(forNumber: complex.real), imaginary: string(forNumber: complex.imaginary))
    }

    /// Whether both parts show their exact values.
    ///
    /// ```swift
    /// ValueFormat().isExact(try brain.evaluateValue("1/(1+i)").complex!)   // true
    /// ```
    public func isExact(_ complex: ComplexNumber) -> Bool {
        isExact(complex.real) && isExact(complex.imaginary)
    }

    /// Input that reads back as `complex`: each part as ``inputText(for:)`` writes a real, in
    /// parentheses when it is a fraction (`1/2 - 1/2*i` reads as it should).
    func inputText(for complex: ComplexNumber) -> String {
        func part(_ number: Number) -> String {
            let text = inputText(for: .number(number))
            return text.contains("/") ? "(\(text))" : text
        }
        let imaginary = part(complex.imaginary)
        return "\(part(complex.real)) + \(imaginary)*i"
    }

    /// The parts' texts joined: a zero part left out, a unit imaginary part written `i`.
    static func joined(real: String, imaginary: String) -> String {
        let imaginaryIsZero = imaginary == "0" || imaginary == "-0"
        let realIsZero = real == "0" || real == "-0"
        if imaginaryIsZero { return real }
        let negative = imaginary.hasPrefix("-")
        let magnitude = negative ? String(imaginary.dropFirst()) : imaginary
        let unit = magnitude == "1" ? "i" : magnitude + "i"
        if realIsZero { return (negative ? "-" : "") + unit }
        return real + (negative ? " - " : " + ") + unit
    }
}

extension ValueFormat {
    /// `value` in polar form `r∠θ` (`to polar`): the modulus, then the argument in the angle unit,
    /// each by the display rule of a real; nil for a value that is no number (`nan`, a quantity).
    /// The text reads back as the same number: `∠` is `polar(r, θ)`.
    ///
    /// ```swift
    /// ValueFormat().polarText(of: try brain.evaluateValue("3 + 4i"))   // "5∠0.927295218001612"
    /// ```
    public func polarText(of value: Value) -> String? {
        let complex: ComplexNumber
        switch value {
        case .complex(let number): complex = number
        case .number(let number): complex = ComplexNumber(number)
        case .float(let double):
            guard let number = Number(exactly: double) else { return nil }
            complex = ComplexNumber(number)
        case .quantity, .list, .date: return nil
        }
        var options = CalculatorOptions(angleUnit: angleUnit, precision: precision + 5)
        options.real = false
        guard let modulus = try? ComplexNumber.modulus(complex, precision: options.precision),
            case .number(let angle)? = try? ComplexOperations(options: options).apply(.argument, [complex])
        else { return nil }
        let theta = string(forNumber: angle)
        return string(forNumber: modulus) + "∠" + theta
    }
}
