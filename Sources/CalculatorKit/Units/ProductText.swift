/// A product of powers as calc writes it, valid input again: `kg*m^2/s^3`, `m/(s*kg)`,
/// `time^(1/2)`. One writer for a dimension's formula, the reference's base units and a
/// quantity's unit, so that all three group a denominator of several factors in parentheses.
///
/// ```swift
/// ProductText.write([("m", .one), ("s", DimensionExponent(-2)!)], emptyNumerator: "1")   // "m/s^2"
/// ```
enum ProductText {
    /// `factors` in order, those with a positive exponent above the line, the others below it.
    /// With nothing above the line: `emptyNumerator` before a `/` (`1/s`), or when nil the
    /// factors with their negative exponents (`s^-1`).
    static func write(_ factors: [(symbol: String, exponent: DimensionExponent)], emptyNumerator: String?) -> String {
        func power(_ symbol: String, _ exponent: DimensionExponent) -> String {
            if exponent == .one { return symbol }
            return symbol + "^" + (exponent.isInteger ? exponent.description : "(\(exponent))")
        }
        let up = factors.filter { $0.exponent.numerator > 0 }.map { power($0.symbol, $0.exponent) }
        let down = factors.filter { $0.exponent.numerator < 0 }
        if up.isEmpty, emptyNumerator == nil {
            return product(down.map { power($0.symbol, $0.exponent) })
        }
        let numerator = up.isEmpty ? emptyNumerator ?? "" : product(up)
        if down.isEmpty { return numerator }
        let denominator = down.map { power($0.symbol, $0.exponent.negated) }
        return numerator + "/"
            + (denominator.count == 1 ? denominator[0] : "(" + product(denominator) + ")")
    }

    /// `factors` with `*` between them. A loop, not `joined(separator:)`: the standard library's
    /// generic body has the runtime search every conformance in the executable for its
    /// `Element`, 171,000 instructions the first time a statement shows a unit (issue 47).
    private static func product(_ factors: [String]) -> String {
        var text = ""
        for (index, factor) in factors.enumerated() {
            if index > 0 { text += "*" }
            text += factor
        }
        return text
    }
}
