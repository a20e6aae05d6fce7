import CalculatorNumbers

/// Complex arithmetic, the file ``Value/apply(_:_:at:)`` hands an operation with a complex operand,
/// `i` and `polar`, and a real function with no real value on its real operands (`sqrt(-4)`).
extension ComplexNumber {
    /// `operation` on `operands`, numbers and complex numbers: its principal branch; an error at
    /// the operator when it takes real numbers only (an order, an integer), and a refusal when
    /// ``CalculatorOptions/real`` is set.
    static func apply(_ operation: ValueOperation, _ operands: [Value], at site: OperationSite) throws(Failure)
        -> Value
    {
        let options = operation.options
        if options.real { throw Failure.complexInRealMode(at: site.span) }
        guard let builtin = operation.builtin else { throw Failure.notReal(operation.symbol, at: site.operatorSpan) }
        var complexOperands: [ComplexNumber] = []
        complexOperands.reserveCapacity(operands.count)
        for operand in operands {
            switch operand {
            case .complex(let complex): complexOperands.append(complex)
            case .number(let number): complexOperands.append(ComplexNumber(number))
            case .float, .quantity, .list, .date:
                guard let number = operand.number else { throw Failure.notReal(operation.symbol, at: site.span) }
                complexOperands.append(ComplexNumber(number))
            }
        }
        let result: Value?
        do throws(NumberError) {
            result = try ComplexOperations(options: options).apply(builtin, complexOperands)
        } catch {
            throw Failure.number(error, at: site.span)
        }
        guard let result else { throw Failure.notReal(operation.symbol, at: site.operatorSpan) }
        return result
    }
}

/// Which builtins take complex numbers, and how: the arithmetic, `==` and `!=`, the elementary
/// functions' principal branches (ComplexFunctions.swift, ComplexFunctions+InverseHyperbolic.swift), `re im conj arg abs sign` and
/// `polar`. Angles follow the options' unit: `sin` of a complex number in degrees is of
/// `z·π/180`, `asin` and `arg` answer in degrees. Every other builtin needs real operands (an
/// order, an integer): nil, which the evaluator reports at the operator.
///
/// ```swift
/// try ComplexOperations(options: CalculatorOptions()).apply(.squareRoot, [ComplexNumber(Number(-4))])
/// // .complex(2i)
/// ```
struct ComplexOperations {
    var options: CalculatorOptions

    private var p: Int { options.precision }
    private var degrees: Bool { options.angleUnit == .degrees }

    /// `builtin` on `z`, a result that is real when its imaginary part is an exact zero; nil
    /// when the builtin takes real numbers only.
    func apply(_ builtin: Builtin, _ z: [ComplexNumber]) throws(NumberError) -> Value? {
        typealias C = ComplexNumber
        switch builtin {
        case .imaginaryUnit: return C.i.value
        case .add: return try (z[0] + z[1]).value
        case .subtract: return try (z[0] - z[1]).value
        case .multiply: return try (z[0] * z[1]).value
        case .divide:
            if z[1].isZero { throw .divisionByZero }
            return try (z[0] / z[1]).value
        case .negate: return (-z[0]).value
        // A percent is a hundredth, of each part: `(3+4i)%` is `0.03 + 0.04i`; `a + b%` is
        // `a × (1 + b%)` as for reals.
        case .percent: return try (z[0] / C(Number(100))).value
        case .increaseByPercent: return try (z[0] * (C(Number(1)) + z[1])).value
        case .decreaseByPercent: return try (z[0] * (C(Number(1)) - z[1])).value
        case .plus: return z[0].value
        case .power: return try C.power(z[0], z[1], precision: p).value
        case .equal, .notEqual:
            let realsEqual = try Number.decidedCompare(z[0].real, z[1].real) == 0
            let imaginariesEqual = try Number.decidedCompare(z[0].imaginary, z[1].imaginary) == 0
            let same = realsEqual && imaginariesEqual
            return .number(Number(same == (builtin == .equal) ? 1 : 0))
        case .squareRoot: return try C.squareRoot(z[0], precision: p).value
        case .cubeRoot:
            return try C.power(z[0], C(Number(numerator: 1, denominator: 3)!), precision: p).value
        case .absoluteValue: return .number(try C.modulus(z[0], precision: p))
        case .sign:
            if z[0].isZero { return .number(Number(0)) }
            return try (z[0] / C(try C.modulus(z[0], precision: p + 5))).value
        case .realPart: return .number(z[0].real)
        case .imaginaryPart: return .number(z[0].imaginary)
        case .conjugate: return z[0].conjugate.value
        case .argument: return .number(try angle(C.argument(z[0], precision: p)))
        case .polar:
            guard z[0].isReal, z[1].isReal else { return nil }
            let theta = try radians(z[1]).real
            if theta.isExact && theta.isZero { return z[0].value }
            let r = z[0].real
            return Value.complex(
                re: try r * Number.cos(theta, precision: p), im: try r * Number.sin(theta, precision: p))
        case .exponential: return try C.exp(z[0], precision: p).value
        case .naturalLogarithm: return try C.ln(z[0], precision: p).value
        case .logarithm:
            let base = z.count == 2 ? z[1] : C(Number(10))
            return try C.log(z[0], base: base, precision: p).value
        case .binaryLogarithm: return try C.log(z[0], base: C(Number(2)), precision: p).value
        case .decimalLogarithm: return try C.log(z[0], base: C(Number(10)), precision: p).value
        case .sine: return try C.sin(radians(z[0]), precision: p).value
        case .cosine: return try C.cos(radians(z[0]), precision: p).value
        case .tangent: return try C.tan(radians(z[0]), precision: p).value
        case .arcsine: return try angle(C.asin(z[0], precision: p)).value
        case .arccosine: return try angle(C.acos(z[0], precision: p)).value
        case .arctangent: return try angle(C.atan(z[0], precision: p)).value
        case .hyperbolicSine: return try C.sinh(z[0], precision: p).value
        case .hyperbolicCosine: return try C.cosh(z[0], precision: p).value
        case .hyperbolicTangent: return try C.tanh(z[0], precision: p).value
        case .inverseHyperbolicSine: return try C.asinh(z[0], precision: p).value
        case .inverseHyperbolicCosine: return try C.acosh(z[0], precision: p).value
        case .inverseHyperbolicTangent: return try C.atanh(z[0], precision: p).value
        case .pi, .tau, .e, .goldenRatio, .infinity, .notANumber, .less, .lessEqual, .greater, .greaterEqual,
            .remainder, .factorial, .bitwiseAnd, .bitwiseOr, .shiftLeft, .shiftRight, .bitwiseXor, .bitwiseNot,
            .floor, .ceiling, .round, .truncate, .angleOfPoint, .minimum, .maximum, .hypotenuse, .greatestCommonDivisor,
            .leastCommonMultiple, .flooredModulo, .combinations, .permutations, .gamma, .radiansToDegrees,
            .degreesToRadians, .conditional, .random:
            return nil
        }
    }

    /// An angle in the options' unit, as radians.
    private func radians(_ z: ComplexNumber) throws(NumberError) -> ComplexNumber {
        guard degrees else { return z }
        return try z * ComplexNumber(try Number.pi(precision: p + 5) / Number(180))
    }

    /// An angle in radians, in the options' unit.
    private func angle(_ z: ComplexNumber) throws(NumberError) -> ComplexNumber {
        guard degrees else { return z }
        return try z * ComplexNumber(Number(180) / Number.pi(precision: p + 5))
    }

    private func angle(_ x: Number) throws(NumberError) -> Number {
        guard degrees else { return x }
        return try Number.degrees(x, precision: p)
    }
}
