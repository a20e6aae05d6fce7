/// How many arguments a function takes.
///
/// ```swift
/// .function("avg", arity: .atLeast(1)) { $0.reduce(0, +) / Double($0.count) }
/// ```
public enum Arity: Hashable, Sendable, CustomStringConvertible {
    /// Exactly `n` arguments: `hypot` takes `.exactly(2)`.
    case exactly(Int)
    /// `n` or more arguments: `max` takes `.atLeast(1)`.
    case atLeast(Int)
    /// From the first to the second number of arguments, inclusive: `log` takes `.between(1, 2)`.
    case between(Int, Int)

    /// Whether a call with `count` arguments is allowed.
    ///
    /// ```swift
    /// Arity.between(1, 2).accepts(3)   // false
    /// ```
    public func accepts(_ count: Int) -> Bool {
        switch self {
        case .exactly(let n): count == n
        case .atLeast(let n): count >= n
        case .between(let low, let high): count >= low && count <= high
        }
    }

    /// "no arguments", "1 argument", "at least 2 arguments", "1 or 2 arguments".
    ///
    /// ```swift
    /// Arity.atLeast(2).description   // "at least 2 arguments"
    /// ```
    public var description: String {
        func plural(_ n: Int) -> String { n == 1 ? "argument" : "arguments" }
        switch self {
        case .exactly(0): return "no arguments"
        case .exactly(let n): return "\(n) \(plural(n))"
        case .atLeast(let n): return "at least \(n) \(plural(n))"
        case .between(let low, let high) where high == low + 1: return "\(low) or \(high) arguments"
        case .between(let low, let high): return "\(low) to \(high) arguments"
        }
    }
}
