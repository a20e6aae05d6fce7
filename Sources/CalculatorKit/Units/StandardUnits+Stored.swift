import CalculatorNumbers

extension StandardUnits {
    /// The unit of index `index` from its reduction stored at build time
    /// (UnitDefinitions+Reduced.swift): no parser or reducer runs, which for `60 mph to m/s`
    /// was half the statement's instructions (issue 47). StandardUnitsTests checks every stored
    /// reduction against the live reducer's.
    static func storedUnit(_ index: Int, definition: UnitDefinition) -> Unit {
        let row = UnitDefinitions.reduced[index]
        let terms = UnitDefinitions.reducedTerms[Int(row.firstTerm)..<Int(row.firstTerm) + Int(row.termCount)].map {
            // Never nil: the exponents are the reducer's, within its limit.
            Dimension.Term(
                base: BaseDimension.builtIn[Int($0.base)],
                exponent: DimensionExponent(Int($0.numerator), Int($0.denominator))!)
        }
        let zero = row.zeroNumerator.isEmpty ? nil : fraction(row.zeroNumerator, row.zeroDenominator)
        return Unit(
            definition: definition,
            factor: UnitFactor(fraction(row.numerator, row.denominator), piPower: Int(row.piPower)),
            dimension: Dimension(sortedTerms: terms), zero: zero)
    }

    /// `numerator/denominator`, written in decimal by the generator: machine words when they fit,
    /// else GMP (a barn is 1/10^28 m²).
    private static func fraction(_ numerator: String, _ denominator: String) -> Number {
        if let p = Int(numerator), let q = Int(denominator), let number = Number(numerator: p, denominator: q) {
            return number
        }
        if numerator.hasPrefix("-") { return -fraction(String(numerator.dropFirst()), denominator) }
        do {
            guard let p = try Number(radix: 10, significand: numerator),
                let q = try Number(radix: 10, significand: denominator)
            else { preconditionFailure("a stored reduction is not decimal: \(numerator)/\(denominator)") }
            return try p / q
        } catch {
            preconditionFailure("a stored reduction is out of range: \(error)")
        }
    }
}
