/// What the user has defined, and the last result: everything `:undo` restores.
///
/// Variables and functions share one namespace: defining `f = 3` replaces a function `f`.
///
/// ```swift
/// let saved = brain.state
/// try brain.evaluate("x = 3")
/// brain.state = saved   // undone
/// ```
public struct CalculatorState: Sendable {
    /// What a name is bound to.
    ///
    /// ```swift
    /// if case .variable(let value)? = brain.state.bindings["x"] { print(value) }
    /// ```
    public enum Binding: Sendable {
        /// `x = 3`.
        case variable(Double)
        /// `f(x) = x^2`.
        case function(UserFunction)
    }

    /// Every name the user defined, to what.
    ///
    /// ```swift
    /// brain.state.bindings.keys.sorted()   // ["f", "x"]
    /// ```
    public var bindings: [String: Binding] = [:]
    /// The value of the last expression statement, or of the keypad's last `=`; 0 before any.
    ///
    /// ```swift
    /// try brain.evaluate("6 * 7")
    /// brain.state.ans   // 42
    /// ```
    public var ans: Double = 0

    /// An empty state: no names, `ans` 0.
    ///
    /// ```swift
    /// brain.state = CalculatorState()
    /// ```
    public init() {}

    /// Variables by name.
    ///
    /// ```swift
    /// brain.state.variables["x"]   // 3
    /// ```
    public var variables: [String: Double] {
        bindings.compactMapValues { if case .variable(let value) = $0 { value } else { nil } }
    }

    /// User functions by name.
    ///
    /// ```swift
    /// brain.state.functions.keys.sorted()   // ["f"]
    /// ```
    public var functions: [String: UserFunction] {
        bindings.compactMapValues { if case .function(let function) = $0 { function } else { nil } }
    }
}
