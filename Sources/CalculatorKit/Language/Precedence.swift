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

    /// `to` and `->`, the loosest level: a conversion applies to everything on its left, and
    /// only a statement's outermost expression reaches it (parentheses, arguments and the
    /// right side of `=` parse above it), so `(255 to hex) + 1` cannot be written.
    /// Left-associative: `x to frac to hex` is `(x to frac) to hex`.
    ///
    /// ```swift
    /// Precedence.conversion < .comparison   // true
    /// ```
    public static let conversion = Precedence(rawValue: 0)
    /// `==` `!=` `<` `<=` `>` `>=`.
    ///
    /// ```swift
    /// .infix("≈", precedence: .comparison, associativity: .none) { abs($0 - $1) < 1e-9 ? 1 : 0 }
    /// ```
    public static let comparison = Precedence(rawValue: 100)
    /// `|`, bitwise or: looser than `&`, tighter than the comparisons, as in Python, so
    /// `5 | 2 & 3` is 7 and `x | 1 == 3` compares `x | 1`.
    ///
    /// ```swift
    /// try brain.evaluate("5 | 2 & 3")   // 7
    /// ```
    public static let bitwiseOr = Precedence(rawValue: 130)
    /// `&`, bitwise and: `6 & 3 == 2` is 1.
    ///
    /// ```swift
    /// try brain.evaluate("0xff & 0x0f")   // 15
    /// ```
    public static let bitwiseAnd = Precedence(rawValue: 150)
    /// `<<` `>>`: looser than `+`, so `1 + 2 << 3` is 24.
    ///
    /// ```swift
    /// try brain.evaluate("1 + 2 << 3")   // 24
    /// ```
    public static let shift = Precedence(rawValue: 170)
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

extension Precedence {
    /// (left, right) binding powers: an operator continues an expression when its left power is
    /// above the minimum, and parses its right operand with its right power as the new minimum.
    ///
    /// ```swift
    /// Precedence.exponent.bindingPowers(.right)   // right below left: `2^3^2` is `2^(3^2)`
    /// ```
    func bindingPowers(_ associativity: Associativity) -> (left: Int, right: Int) {
        let power = 2 * rawValue
        return associativity == .right ? (power, power - 1) : (power, power + 1)
    }
}
