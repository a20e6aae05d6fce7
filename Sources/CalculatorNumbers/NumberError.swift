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

    /// The text shown to the user.
    public var message: String {
        switch self {
        case .divisionByZero: "division by zero"
        case .domain(let text), .limit(let text), .invalidOperand(_, let text), .undecided(let text),
            .stopped(let text):
            text
        case .overflow: "overflow"
        }
    }
}
