/// How tightly an operator binds. Higher binds tighter.
///
/// The built-in levels are spaced apart so that a custom operator can sit between two of them:
///
/// ```swift
/// let between = Precedence(rawValue: Precedence.additive.rawValue + 50)
/// ```
public struct Precedence: RawRepresentable, Comparable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `==` `!=` `<` `<=` `>` `>=`.
    public static let comparison = Precedence(rawValue: 100)
    /// `+` `-`.
    public static let additive = Precedence(rawValue: 200)
    /// `*` `/` `%` and implicit multiplication.
    public static let multiplicative = Precedence(rawValue: 300)
    /// Prefix operators: `-` `+` `√`.
    public static let prefix = Precedence(rawValue: 400)
    /// `^` `**`: tighter than a prefix minus on its left, so `-2^2` is −4.
    public static let exponent = Precedence(rawValue: 500)
    /// Postfix operators: `!`.
    public static let postfix = Precedence(rawValue: 600)

    public static func < (lhs: Precedence, rhs: Precedence) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// How a chain of operators of equal precedence groups.
public enum Associativity: String, Hashable, Sendable {
    /// `a - b - c` is `(a - b) - c`.
    case left
    /// `a ^ b ^ c` is `a ^ (b ^ c)`.
    case right
    /// `a < b < c` is an error.
    case none
}

/// How many arguments a function takes.
public enum Arity: Hashable, Sendable, CustomStringConvertible {
    case exactly(Int)
    case atLeast(Int)
    case between(Int, Int)

    public func accepts(_ count: Int) -> Bool {
        switch self {
        case .exactly(let n): count == n
        case .atLeast(let n): count >= n
        case .between(let low, let high): count >= low && count <= high
        }
    }

    /// "1 argument", "at least 2 arguments", "1 or 2 arguments".
    public var description: String {
        func plural(_ n: Int) -> String { n == 1 ? "argument" : "arguments" }
        switch self {
        case .exactly(let n): return "\(n) \(plural(n))"
        case .atLeast(let n): return "at least \(n) \(plural(n))"
        case .between(let low, let high) where high == low + 1: return "\(low) or \(high) arguments"
        case .between(let low, let high): return "\(low) to \(high) arguments"
        }
    }
}
