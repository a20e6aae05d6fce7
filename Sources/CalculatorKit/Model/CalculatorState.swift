import CalculatorNumbers

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
    public var bindings: [String: Binding] {
        _read { yield storage.contents.bindings }
        _modify {
            yield &storage.contents.bindings
        }
    }
    /// The value of the last expression statement, or of the keypad's last `=`; 0 before any.
    ///
    /// ```swift
    /// try brain.evaluate("6 * 7")
    /// brain.state.ans   // 42
    /// ```
    public var ans: Double {
        get { storage.contents.ans }
        set {
            storage.contents.ans = newValue
        }
    }

    /// The exact values behind variables and `ans` that exact arithmetic computed: their
    /// `Double`s are what the `Double` paths and the API read (`10^400` is `inf` there), and
    /// exact arithmetic reads these. Each counts only while its `Double` still is the nearest to
    /// it, so a binding changed any other way never meets a stale exact value.
    private var exactValues: [String: Number] {
        _read { yield storage.contents.exactValues }
        _modify {
            yield &storage.contents.exactValues
        }
    }
    private var exactAnsValue: Number? {
        get { storage.contents.exactAnsValue }
        set {
            storage.contents.exactAnsValue = newValue
        }
    }

    /// The state behind one reference: each compile and each evaluation copies the state (into
    /// the name resolver), and a copy of one reference is one retain and one release, where the
    /// fields are three, one of them an optional number copied through generic value witnesses
    /// (about 150 instructions a copy, three copies a compile).
    private var storage = SharedContents(Contents())

    private struct Contents: Sendable {
        var bindings: [String: Binding] = [:]
        var ans: Double = 0
        var exactValues: [String: Number] = [:]
        var exactAnsValue: Number?
    }

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

    /// Binds `name` to a value computed in `Double`.
    mutating func assign(_ name: String, _ value: Double) {
        bindings[name] = .variable(value)
        exactValues[name] = nil
    }

    /// Binds `name` to an exact or approximate number.
    mutating func assign(_ name: String, _ number: Number) {
        bindings[name] = .variable(Double(number))
        exactValues[name] = number
    }

    /// Binds `name` to a function.
    mutating func define(_ name: String, _ function: UserFunction) {
        bindings[name] = .function(function)
        exactValues[name] = nil
    }

    /// Sets `ans` to a value computed in `Double`, or to a number.
    mutating func setAns(_ value: Double) { (ans, exactAnsValue) = (value, nil) }
    mutating func setAns(_ number: Number) { (ans, exactAnsValue) = (Double(number), number) }
    /// `number`, whose `Double` is known to be `value`.
    mutating func setAns(_ number: Number, _ value: Double) { (ans, exactAnsValue) = (value, number) }

    /// The variable `name` as a number: its exact value, or its `Double` taken exactly; nil when it
    /// is not a variable, or is infinite or NaN (IEEE arithmetic's values).
    ///
    /// ```swift
    /// try brain.evaluateNumber("x = 2^70")
    /// brain.state.number(of: "x")?.description   // "1180591620717411303424"
    /// ```
    public func number(of name: String) -> Number? {
        guard case .variable(let value)? = bindings[name] else { return nil }
        if let number = exactValues[name], Double(number) == value { return number }
        return Number(exactly: value)
    }

    /// `ans` as a number, as ``number(of:)``.
    ///
    /// ```swift
    /// try brain.evaluateNumber("1/3")
    /// brain.state.ansNumber?.isExact   // true
    /// ```
    public var ansNumber: Number? {
        if let number = exactAnsValue, Double(number) == ans { return number }
        return Number(exactly: ans)
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
