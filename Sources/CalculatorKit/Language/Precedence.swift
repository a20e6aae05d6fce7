/// How tightly an operator binds. Higher binds tighter.
///
/// The built-in levels are spaced apart so that a custom operator can sit between two of them:
///
/// ```swift
/// let between = Precedence(rawValue: Precedence.additive.rawValue + 50)
/// ```
public struct Precedence: RawRepresentable, Comparable, Hashable, Sendable {
    /// The level as a number; the built-in levels are 100 to 600.
    ///
    /// ```swift
    /// Precedence.additive.rawValue   // 200
    /// ```
    public var rawValue: Int
    /// A level of your own, usually between two built-in ones.
    ///
    /// ```swift
    /// Precedence(rawValue: 250)   // between + and *
    /// ```
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `==` `!=` `<` `<=` `>` `>=`.
    ///
    /// ```swift
    /// .infix("≈", precedence: .comparison, associativity: .none) { abs($0 - $1) < 1e-9 ? 1 : 0 }
    /// ```
    public static let comparison = Precedence(rawValue: 100)
    /// `+` `-`.
    ///
    /// ```swift
    /// .infix("⊕", precedence: .additive) { ($0 + $1) / 2 }
    /// ```
    public static let additive = Precedence(rawValue: 200)
    /// `*` `/` `%` and implicit multiplication.
    ///
    /// ```swift
    /// .infix("⊗", precedence: .multiplicative) { $0 * $1 * 2 }
    /// ```
    public static let multiplicative = Precedence(rawValue: 300)
    /// Prefix operators: `-` `+` `√`.
    ///
    /// ```swift
    /// try brain.evaluate("-2 * 3")   // -6: (-2) * 3
    /// ```
    public static let prefix = Precedence(rawValue: 400)
    /// `^` `**`: tighter than a prefix minus on its left, so `-2^2` is −4.
    ///
    /// ```swift
    /// try brain.evaluate("-2^2")   // -4
    /// ```
    public static let exponent = Precedence(rawValue: 500)
    /// Postfix operators: `!`.
    ///
    /// ```swift
    /// try brain.evaluate("2^3!")   // 64: 2^(3!)
    /// ```
    public static let postfix = Precedence(rawValue: 600)

    /// Whether `lhs` binds less tightly than `rhs`.
    ///
    /// ```swift
    /// Precedence.additive < .multiplicative   // true
    /// ```
    public static func < (lhs: Precedence, rhs: Precedence) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// How a chain of operators of equal precedence groups.
///
/// ```swift
/// .infix("⊕", precedence: .additive, associativity: .right) { ($0 + $1) / 2 }
/// ```
public enum Associativity: String, Hashable, Sendable {
    /// `a - b - c` is `(a - b) - c`.
    case left
    /// `a ^ b ^ c` is `a ^ (b ^ c)`.
    case right
    /// `a < b < c` is an error.
    case none
}

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
