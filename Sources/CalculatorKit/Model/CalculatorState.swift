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
        case variable(Value)
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
    /// brain.state.ans           // .number(42)
    /// Double(brain.state.ans)   // 42
    /// ```
    public var ans: Value {
        get { storage.contents.ans }
        set {
            storage.contents.ans = newValue
        }
    }

    /// The units table with the user's `unit` statements in it; nil while there are none, when
    /// the brain reads ``UnitTable/standard`` (whose units are reduced as look-ups reach them,
    /// never at start-up). A value type: a snapshot for `:undo` keeps the table as it was.
    package var units: UnitTable? {
        get { storage.contents.units }
        set { storage.contents.units = newValue }
    }

    /// The units the statements read: the user's table, or the standard one.
    package var unitTable: UnitTable { storage.contents.units ?? .standard }

    /// The state behind one reference: each compile and each evaluation copies the state (into
    /// the name resolver), and a copy of one reference is one retain and one release, where a
    /// copy of its fields would go through a value's generic witnesses.
    private var storage = SharedContents(Contents())

    private struct Contents: Sendable {
        var bindings: [String: Binding] = [:]
        var ans = Value.number(Number(0))
        var units: UnitTable?
    }

    /// An empty state: no names, `ans` 0.
    ///
    /// ```swift
    /// brain.state = CalculatorState()
    /// ```
    public init() {}

    /// Variables by name, as the values the brain keeps.
    ///
    /// ```swift
    /// brain.state.values["x"]   // .number(3)
    /// ```
    public var values: [String: Value] {
        bindings.compactMapValues { if case .variable(let value) = $0 { value } else { nil } }
    }

    /// Variables by name, each as its nearest `Double` (±∞ past `Double`'s range): what the
    /// keypad's ``CalculatorBrain/evaluate(using:)`` takes.
    ///
    /// ```swift
    /// brain.state.variables["x"]   // 3
    /// ```
    public var variables: [String: Double] {
        bindings.compactMapValues { if case .variable(let value) = $0 { Double(value) } else { nil } }
    }

    /// Binds `name` to a value.
    mutating func assign(_ name: String, _ value: Value) {
        bindings[name] = .variable(value)
    }

    /// Binds `name` to a function.
    mutating func define(_ name: String, _ function: UserFunction) {
        bindings[name] = .function(function)
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
