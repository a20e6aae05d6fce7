/// The right side of a `to` as written, before its names are resolved: a sum of products of
/// names raised to rational powers (`hex`, `m/s`, `kg*m/s^2`, `kg/(m*s^2)`, `1/s`, `m^(1/2)`,
/// `ft+in`), read by
/// ``ExpressionParser`` in a presentation context, where a name is a format or a unit and never
/// a variable. Kept flat: `a/b^2` is the factors `a^1` and `b^-2`, parentheses multiply out.
///
/// ```swift
/// // `to km/h^2` reads as one term: [km^1, h^-2]
/// // `to J/(kg*K)` as one term: [J^1, kg^-1, K^-1]
/// ```
struct ConversionTargetSyntax: Sendable {
    /// One name of the expression and the power it is raised to in its term.
    struct Factor: Sendable, Hashable {
        var name: String
        var span: Span
        var exponent: DimensionExponent
        /// `100` of `100km` (`to L/100km`): a whole number written against the unit, which the
        /// factor is that many of; `name` is then the unit's alone.
        var count: Int? = nil

        /// How the factor is written: `100km`, `h`.
        var spelling: String { count.map { "\($0)\(name)" } ?? name }
    }

    /// The largest power a name of a target may be raised to: a larger one is a slip, and a
    /// dimension's exponents stay small.
    static let maximumExponent = 99

    /// The most parentheses open at once in a target: a unit needs two or three, and the
    /// parser keeps them on a stack of its own.
    static let maximumNesting = 16

    /// The terms of the sum, in order; each a product of factors, in order.
    var terms: [[Factor]]

    /// The one name of a target that is a bare name (`hex`), else nil.
    var bareName: Factor? {
        guard terms.count == 1, terms[0].count == 1, terms[0][0].exponent == .one else { return nil }
        return terms[0][0]
    }
}
