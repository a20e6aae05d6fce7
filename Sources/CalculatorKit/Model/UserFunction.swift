/// A function the user defined: `f(x, y) = x^2 + y`.
///
/// ```swift
/// try brain.evaluate("f(x, y) = x^2 + y")
/// brain.state.functions["f"]?.signature   // "f(x, y)"
/// ```
public struct UserFunction: Sendable {
    /// The function's name: `f`.
    ///
    /// ```swift
    /// brain.state.functions["f"]?.name   // "f"
    /// ```
    public var name: String
    /// The parameters' names, in order: `["x", "y"]`.
    ///
    /// ```swift
    /// brain.state.functions["f"]?.parameters   // ["x", "y"]
    /// ```
    public var parameters: [String]
    /// The definition as typed, trimmed: `f(x, y) = x^2 + y`.
    ///
    /// ```swift
    /// brain.state.functions["f"]?.definition   // "f(x, y) = x^2 + y"
    /// ```
    public var definition: String
    var body: SyntaxTree

    /// The name and parameters, as in `:help`.
    ///
    /// ```swift
    /// brain.state.functions["f"]?.signature   // "f(x, y)"
    /// ```
    public var signature: String { "\(name)(\(parameters.joined(separator: ", ")))" }
}
