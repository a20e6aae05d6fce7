/// Why an operation on numbers has no result.
public enum NumberError: Error, Equatable, Sendable {
    /// A division (or `%`, `mod`, a negative power of zero) by zero.
    case divisionByZero
    /// An argument outside the operation's domain; the message says which and why, in the words
    /// checked arithmetic has always used (`square root of a negative number`).
    case domain(String)
    /// An operand outside the operation's domain, by position from 0 (`0.5 & 1`: operand 0 is
    /// not an integer), so that the error can be shown at that operand.
    case invalidOperand(Int, String)
    /// A result past ``NumberLimits``; the message names the limit.
    case limit(String)
    /// An approximation beyond even MPFR's exponent range.
    case overflow
    /// A decision on an approximation that its error bound does not settle at this working
    /// precision (`floor(sqrt(3)^2)`, `sin(pi) == 0`, `1/sin(pi)`): the brain evaluates the
    /// statement again with more digits (see `Decision`); the message is what is shown if it
    /// reaches the user.
    case undecided(String)
    /// A long operation given up at a request to stop or at the statement's time limit
    /// (``StopTest``); the message says which (`interrupted`, `evaluation took longer than 1 s`).
    case stopped(String)
    /// A real function of a real argument that has no real value there (`sqrt(-1)`), though it
    /// has a complex one: exact arithmetic computes it with complex numbers unless they are off.
    case noRealValue(NoRealValue)

    /// The text shown to the user.
    public var message: String {
        switch self {
        case .divisionByZero: "division by zero"
        case .domain(let text), .limit(let text), .invalidOperand(_, let text), .undecided(let text),
            .stopped(let text):
            text
        case .overflow: "overflow"
        case .noRealValue(let reason): reason.message
        }
    }
}

/// Which real function has no real value where it was asked for one (``NumberError/noRealValue(_:)``).
public enum NoRealValue: Sendable, Equatable {
    case squareRoot, logarithm, fractionalPower, arcsine, arccosine, inverseHyperbolicCosine
    case inverseHyperbolicTangent, logarithmBase

    /// The text shown to the user, in the words checked arithmetic has always used.
    public var message: String {
        switch self {
        case .squareRoot: "square root of a negative number"
        case .logarithm: "logarithm of a negative number"
        case .fractionalPower: "a negative number to a fractional power has no real value"
        case .arcsine: "asin takes a value from -1 to 1"
        case .arccosine: "acos takes a value from -1 to 1"
        case .inverseHyperbolicCosine: "acosh takes a value ≥ 1"
        case .inverseHyperbolicTangent: "atanh takes a value between -1 and 1, exclusive"
        case .logarithmBase: "the base of a logarithm must be positive and not 1"
        }
    }
}
