/// What a quantity measures: a product of powers of base dimensions, with rational exponents.
/// Quantities can be added, compared and converted only when their dimensions are equal.
///
/// Angles are dimensionless (a radian is 1), as in the SI.
///
/// ```swift
/// let speed = Dimension.length.divided(by: .time)   // length/time
/// speed?.name                                        // "speed"
/// Dimension.length.power(DimensionExponent(2)!)?.description   // "length^2"
/// Dimension.dimensionless.isDimensionless            // true
/// ```
package struct Dimension: Hashable, Sendable, CustomStringConvertible {
    /// One base and its exponent, never zero.
    package struct Term: Hashable, Sendable {
        package let base: BaseDimension
        package let exponent: DimensionExponent
    }

    /// The terms, ordered by base (the built-in bases first, in ``BaseDimension/builtIn``'s
    /// order, then user bases by name), so that equal dimensions are equal values.
    package let terms: [Term]

    /// Terms already in order, each base once and no exponent zero: the product's own results and
    /// the stored reductions of the standard units (StandardUnits+Stored.swift).
    init(sortedTerms: [Term]) { terms = sortedTerms }

    /// The dimension of a pure number (and of an angle).
    package static let dimensionless = Dimension(sortedTerms: [])

    /// A base dimension to the first power.
    package init(_ base: BaseDimension) { terms = [Term(base: base, exponent: .one)] }

    package static let length = Dimension(.length)
    package static let mass = Dimension(.mass)
    package static let time = Dimension(.time)
    package static let temperature = Dimension(.temperature)
    package static let information = Dimension(.information)

    package var isDimensionless: Bool { terms.isEmpty }

    /// The exponent of `base` (zero when absent).
    package func exponent(of base: BaseDimension) -> DimensionExponent {
        terms.first { $0.base == base }?.exponent ?? .zero
    }

    /// The product of two dimensions (exponents add); nil when an exponent passes its limit.
    package func multiplied(by other: Dimension) -> Dimension? { merged(with: other.terms) }

    /// The quotient (exponents subtract); nil when an exponent passes its limit.
    package func divided(by other: Dimension) -> Dimension? {
        merged(with: other.terms.map { Term(base: $0.base, exponent: $0.exponent.negated) })
    }

    /// Every exponent times `power` (`sqrt` is the power 1/2); nil past the limit.
    package func power(_ power: DimensionExponent) -> Dimension? {
        if power.isZero { return .dimensionless }
        if power == .one { return self }
        var result: [Term] = []
        for term in terms {
            guard let exponent = term.exponent.multiplied(by: power) else { return nil }
            result.append(Term(base: term.base, exponent: exponent))
        }
        return Dimension(sortedTerms: result)
    }

    private func merged(with others: [Term]) -> Dimension? {
        var result: [Term] = []
        var i = 0
        var j = 0
        while i < terms.count || j < others.count {
            if j == others.count || (i < terms.count && terms[i].base < others[j].base) {
                result.append(terms[i])
                i += 1
            } else if i == terms.count || others[j].base < terms[i].base {
                result.append(others[j])
                j += 1
            } else {
                guard let sum = terms[i].exponent.adding(others[j].exponent) else { return nil }
                if !sum.isZero { result.append(Term(base: terms[i].base, exponent: sum)) }
                i += 1
                j += 1
            }
        }
        return Dimension(sortedTerms: result)
    }

    /// The dimension as a product of base names: `length`, `length/time^2`, `mass*length^2/time^3`,
    /// `1/time`, `time^(1/2)`; `dimensionless` for none.
    package var formula: String {
        if terms.isEmpty { return "dimensionless" }
        return written { $0.name }
    }

    /// The dimension as a product of `symbol`'s spelling of each base (``ProductText``): the
    /// ``formula`` with base names, the reference's base units with their symbols.
    package func written(_ symbol: (BaseDimension) -> String) -> String {
        ProductText.write(terms.map { (symbol($0.base), $0.exponent) }, emptyNumerator: "1")
    }

    /// The name in messages: the dimension's common name where it has one (`speed`, `energy`),
    /// else its ``formula``.
    ///
    /// ```swift
    /// Dimension.length.description   // "length"
    /// ```
    package var description: String { name ?? formula }
}
