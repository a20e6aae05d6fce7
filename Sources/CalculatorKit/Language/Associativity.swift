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
