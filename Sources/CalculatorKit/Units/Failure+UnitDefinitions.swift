/// The errors of a unit's definition (the right side of `unit NAME = …` and of a line of
/// `data/units.def`), beside the reducer that raises them (UnitExpression+Reducer.swift) and the
/// statement's parser (Parser+Unit.swift).
extension Failure {
    /// `unit x = 3 foo`, `1 m to foo`: a name that is no unit.
    static func unknownUnit(_ name: String, suggestion: String? = nil, at span: Span) -> Failure {
        Failure(.unknownName, "unknown unit '\(name)'", at: span, note: suggestion.map { "did you mean '\($0)'?" })
    }

    /// `x = 2; unit y = x m`: a definition reads units and numbers, not the user's names, which
    /// may change after it.
    static func userNameInUnit(_ name: String, at span: Span) -> Failure {
        Failure(
            .misuse, "a unit's definition cannot use your name '\(name)'", at: span,
            note: "write its value: a unit is defined once, by numbers and units")
    }

    /// `unit x = foo(2) m`: a call of no function the table has.
    static func unknownFunctionInUnit(_ name: String, at span: Span) -> Failure {
        Failure(.unknownName, "unknown function '\(name)'", at: span)
    }

    /// `unit x = sqrt(2) m`, `unit x = e m`: a factor that would be an approximation.
    static func inexactUnitFactor(_ what: String, at span: Span) -> Failure {
        Failure(
            .arithmetic, "\(what) has no exact value, which a unit's factor needs", at: span,
            note: "a unit is an exact rational times a power of pi: write the digits it should have")
    }

    /// `unit x = sin(2 m)`: a function of numbers given a quantity.
    static func unitFunctionOfQuantity(_ name: String, at span: Span) -> Failure {
        Failure(.misuse, "'\(name)' takes a number here", at: span)
    }

    /// `unit x = if(1, 2, 3) m`: an operation with no exact body of numbers to compute.
    static func unitFunctionUnavailable(_ name: String, at span: Span) -> Failure {
        Failure(.misuse, "a unit's definition cannot use '\(name)'", at: span)
    }

    /// `unit x = 2i m`: a unit is a real amount.
    static func imaginaryUnitInUnit(at span: Span) -> Failure {
        Failure(.misuse, "a unit's definition cannot use 'i': a unit is a real amount", at: span)
    }

    /// `unit x = 1 m + 1 s`.
    static func unitSumOfDimensions(_ x: Dimension, _ y: Dimension, subtracting: Bool, at span: Span) -> Failure {
        let message = subtracting ? "cannot subtract \(y) from \(x)" : "cannot add \(x) and \(y)"
        var failure = Failure(.arithmetic, message, at: span)
        failure.isDimensionMismatch = true
        return failure
    }

    /// `unit x = m^y`: a power whose exponent is no fraction of no dimension.
    static func unitExponentNotAFraction(at span: Span) -> Failure {
        Failure(
            .arithmetic, "a unit's power must be a fraction", at: span,
            note: "an exponent of no dimension, with numerator and denominator up to 1000000: m^2, m^(1/2)")
    }

    /// `unit x = m^999999 * m^999999`.
    static func unitExponentTooLarge(at span: Span) -> Failure {
        Failure(.limit, "a dimension's exponent is too large", at: span)
    }

    /// `unit x = 0 m`, `unit x = -2 m`: a unit is an amount to measure with.
    static func unitNotPositive(at span: Span) -> Failure {
        Failure(.arithmetic, "a unit must be more than zero", at: span)
    }
}
