// What the float machine asks of a builtin beyond its body: here, not in Builtins/, because
// only this folder's compiler calls C functions by address and fuses them into leaves.

extension Double {
    /// The C function that is `builtin`'s body, when the body is nothing but a call of one:
    /// the machines call it by address (``Program/UnaryCallee/direct``). The same function
    /// ``body(of:in:)`` gives (`BuiltinAgreementTests` checks that they agree); nil for every
    /// other builtin, and for the trigonometric ones in degrees.
    static func cFunction(of builtin: Builtin, angles: CalculatorOptions.AngleUnit) -> CLibrary.UnaryFunction? {
        let c = CLibrary.unaryFunctions
        switch (builtin, angles) {
        case (.sine, .radians): return c.sine
        case (.cosine, .radians): return c.cosine
        case (.tangent, .radians): return c.tangent
        case (.arcsine, .radians): return c.arcsine
        case (.arccosine, .radians): return c.arccosine
        case (.arctangent, .radians): return c.arctangent
        case (.hyperbolicSine, _): return c.hyperbolicSine
        case (.hyperbolicCosine, _): return c.hyperbolicCosine
        case (.hyperbolicTangent, _): return c.hyperbolicTangent
        case (.inverseHyperbolicSine, _): return c.inverseHyperbolicSine
        case (.inverseHyperbolicCosine, _): return c.inverseHyperbolicCosine
        case (.inverseHyperbolicTangent, _): return c.inverseHyperbolicTangent
        case (.exponential, _): return c.exponential
        case (.naturalLogarithm, _): return c.naturalLogarithm
        case (.binaryLogarithm, _): return c.binaryLogarithm
        case (.decimalLogarithm, _): return c.decimalLogarithm
        case (.cubeRoot, _): return c.cubeRoot
        default: return nil
        }
    }
}

extension Double {
    /// Whether `builtin`'s body gives a non-finite value for every non-finite operand, as C's
    /// functions do by IEEE 754 and C's Annex F (`sin(∞)` and `log(-∞)` are NaN, `sinh(∞)` is
    /// ∞, NaN gives NaN): then a failure before it still shows in the result, and checked
    /// arithmetic's lanes and kernel need not note its operand. Not `exp` (`exp(-∞)` is 0),
    /// `tanh` or `atan` (±1, ±π/2). `BuiltinAgreementTests` checks each at ±∞ and NaN.
    static func passesNonFiniteOn(_ builtin: Builtin) -> Bool {
        switch builtin {
        case .sine, .cosine, .tangent, .arcsine, .arccosine, .hyperbolicSine, .hyperbolicCosine,
            .inverseHyperbolicSine, .inverseHyperbolicCosine, .inverseHyperbolicTangent, .naturalLogarithm,
            .binaryLogarithm, .decimalLogarithm, .cubeRoot, .squareRoot, .negate, .absoluteValue:
            true
        default: false
        }
    }
}
