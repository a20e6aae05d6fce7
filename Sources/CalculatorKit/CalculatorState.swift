/// A function the user defined: `f(x, y) = x^2 + y`.
public struct UserFunction: Sendable {
    public var name: String
    public var parameters: [String]
    /// The definition as typed, trimmed: `f(x, y) = x^2 + y`.
    public var definition: String
    var body: SyntaxTree

    /// `f(x, y)`.
    public var signature: String { "\(name)(\(parameters.joined(separator: ", ")))" }
}

/// What the user has defined, and the last result: everything `:undo` restores.
///
/// Variables and functions share one namespace: defining `f = 3` replaces a function `f`.
public struct CalculatorState: Sendable {
    public enum Binding: Sendable {
        case variable(Double)
        case function(UserFunction)
    }

    public var bindings: [String: Binding] = [:]
    /// The value of the last expression statement; 0 before any.
    public var ans: Double = 0

    public init() {}

    /// Variables by name.
    public var variables: [String: Double] {
        bindings.compactMapValues { if case .variable(let value) = $0 { value } else { nil } }
    }

    /// User functions by name.
    public var functions: [String: UserFunction] {
        bindings.compactMapValues { if case .function(let function) = $0 { function } else { nil } }
    }
}
