import CalculatorNumbers

/// The unit a quantity is shown in: a product of units as the user wrote them, each to a rational
/// power (`km/h`, `kg*m/s^2`, `m^2`, `m^(1/2)`), with its combined factor and dimension. Identical units
/// merge and cancel (`m/s * s` is `m`); different units of one dimension stay (`km/m` is a
/// product whose dimension is none).
///
/// ```swift
/// let kmh = try UnitProduct.unit("km", in: .standard)!.divided(by: .unit("h", in: .standard)!)
/// kmh.text                       // "km/h"
/// kmh.dimension.description      // "speed"
/// ```
package struct UnitProduct: Hashable, Sendable {
    /// One unit of the product, as spelled (with its prefix), and its power.
    package struct Factor: Hashable, Sendable {
        /// The spelling shown, which reads back as the unit: `km`, `mph`, `inch`.
        package let symbol: String
        /// The unit's factor, its prefix's included.
        package let factor: UnitFactor
        package let dimension: Dimension
        /// Never zero; rational, for the roots of quantities (`(2 m)^(1/2)` is in `m^(1/2)`).
        package var exponent: DimensionExponent
        /// Where an affine scale's zero lies in base units (`°C`: 273.15 K); nil for every other
        /// unit. Used only while the unit stands alone (``isTemperaturePoint``).
        package var zero: Number? = nil
        /// The unit of a difference on this scale (`delta_degC`), for hints; nil but for a scale.
        package var differenceName: String? = nil
    }

    /// The units in order of first appearance.
    package private(set) var factors: [Factor]
    /// How many coherent SI base units one of this product is.
    package private(set) var factor: UnitFactor
    package private(set) var dimension: Dimension
    /// ``text``, when it was worked out once for a product that is shown again and again (see
    /// ``writingText()``); nil for every other. No part of the unit's value: not compared.
    private var writtenText: String? = nil

    /// No unit: the product of a plain number.
    package static let none = UnitProduct(factors: [], factor: .one, dimension: .dimensionless)

    private init(factors: [Factor], factor: UnitFactor, dimension: Dimension) {
        self.factors = factors
        self.factor = factor
        self.dimension = dimension
    }

    /// Equal units: the same factors in the same order, factor and dimension.
    package static func == (a: UnitProduct, b: UnitProduct) -> Bool {
        a.factors == b.factors && a.factor == b.factor && a.dimension == b.dimension
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(factors)
        hasher.combine(factor)
        hasher.combine(dimension)
    }

    /// The same unit, its ``text`` worked out now and kept: for a unit that a file's results show
    /// line after line (QuantityLine+Units.swift), whose text, `m/s`, cost 2,960 instructions
    /// each time it was written (row 9).
    package func writingText() -> UnitProduct {
        guard writtenText == nil else { return self }
        var unit = self
        unit.writtenText = text
        return unit
    }

    /// The unit `spelling` names in `table` (a prefix allowed), alone; nil when it names none or
    /// a refused one.
    package static func unit(_ spelling: String, in table: UnitTable) -> UnitProduct? {
        guard case .unit(let match)? = table.lookUp(spelling) else { return nil }
        return UnitProduct(match, spelled: spelling)
    }

    /// A looked-up unit, shown as `spelling`.
    package init(_ match: UnitMatch, spelled spelling: String) {
        var factor = Factor(
            symbol: spelling, factor: match.factor, dimension: match.unit.dimension, exponent: .one)
        if let zero = match.unit.zero, match.prefix == nil {
            factor.zero = zero
            let ascii = match.unit.definition.symbols.first { $0.unicodeScalars.allSatisfy(\.isASCII) }
            factor.differenceName = ascii.map { "delta_" + $0 } ?? "K"
        }
        self.init(factors: [factor], factor: match.factor, dimension: match.unit.dimension)
    }

    /// The unit of `factor` alone, to the first power.
    package static func single(_ factor: Factor) -> UnitProduct? {
        var one = factor
        one.exponent = .one
        return UnitProduct(factors: [one], factor: factor.factor, dimension: factor.dimension)
    }

    /// Whether it is no unit at all.
    package var isNone: Bool { factors.isEmpty }

    /// The product of the two (identical units merge, and cancel at power zero); nil when a
    /// dimension's exponent or a factor passes its limits.
    package func multiplied(by other: UnitProduct) -> UnitProduct? {
        // A number times a quantity, and the first unit of a `to` target: nothing to merge.
        if isNone { return other }
        if other.isNone { return self }
        return combined(with: other.factors, sign: 1)
    }

    /// The quotient; nil past the limits.
    package func divided(by other: UnitProduct) -> UnitProduct? {
        if other.isNone { return self }
        return combined(with: other.factors, sign: -1)
    }

    /// Every power times `power`; nil past the limits.
    package func power(_ power: Int) -> UnitProduct? {
        guard let exponent = DimensionExponent(power) else { return nil }
        return self.power(exponent)
    }

    /// Every power times the rational `power` (`m^2` to the 1/2 is `m`); nil past the limits,
    /// and when a unit's factor has no exact root of that power (`km^(1/2)`: see
    /// ``inBaseUnits``).
    package func power(_ power: DimensionExponent) -> UnitProduct? {
        guard !power.isZero else { return UnitProduct.none }
        if power == .one { return self }
        var result = UnitProduct.none
        for var factor in factors {
            guard let exponent = factor.exponent.multiplied(by: power) else { return nil }
            factor.exponent = exponent
            guard let next = result.combined(with: [factor], sign: 1) else { return nil }
            result = next
        }
        return result
    }

    /// The coherent SI base units of this product's dimension (`kg*m^2/s^3` for `kWh/h`), with
    /// the factor that takes a magnitude in this unit to them: where a root of a quantity is
    /// not exact in its own units (`(2 km)^(1/2)` is in `m^(1/2)`). A user's base dimension's
    /// unit is its own name (`USD`).
    package var inBaseUnits: UnitProduct {
        var result = UnitProduct(factors: [], factor: .one, dimension: dimension)
        result.factors = dimension.terms.map {
            Factor(symbol: $0.base.unitSymbol, factor: .one, dimension: Dimension($0.base), exponent: $0.exponent)
        }
        return result
    }

    private func combined(with others: [Factor], sign: Int) -> UnitProduct? {
        var result = self
        result.writtenText = nil
        for var other in others {
            if sign < 0 { other.exponent = other.exponent.negated }
            let exponent = other.exponent
            guard let powered = other.dimension.power(exponent),
                let dimension = result.dimension.multiplied(by: powered),
                let scale = try? other.factor.power(exponent), let factor = try? result.factor.multiplied(by: scale)
            else { return nil }
            result.dimension = dimension
            result.factor = factor
            if let index = result.factors.firstIndex(where: { $0.symbol == other.symbol }) {
                guard let sum = result.factors[index].exponent.adding(other.exponent) else { return nil }
                result.factors[index].exponent = sum
                if sum.isZero { result.factors.remove(at: index) }
            } else {
                result.factors.append(other)
            }
        }
        return result
    }

    /// The product as calc writes it, valid input again: `m`, `m^2`, `km/h`, `kg*m/s^2`,
    /// `m/(s*kg)`, `s^-1` (nothing above the line), `m^(1/2)`.
    package var text: String {
        if let writtenText { return writtenText }
        // Most units shown are one unit (`mile`, `kWh`): no product to write.
        if factors.count == 1, factors[0].exponent == .one { return factors[0].symbol }
        return ProductText.write(factors.map { ($0.symbol, $0.exponent) }, emptyNumerator: nil)
    }

    /// Whether a quantity in this unit is a point on an affine temperature scale (`20 °C`): the
    /// unit is the scale alone, to the first power. Inside a compound unit (`J/°C`, `°C^2`) a
    /// scale counts as its difference, as in pint and GNU units.
    package var isTemperaturePoint: Bool {
        factors.count == 1 && factors[0].exponent == .one && factors[0].zero != nil
    }

    /// Where the zero of this unit, read as a point, lies in base units: a scale's own zero,
    /// 0 for every other unit (`K`).
    private var pointZero: Number {
        factors.count == 1 && factors[0].exponent == .one ? factors[0].zero ?? Number(0) : Number(0)
    }

    /// `magnitude` of this unit in `other`'s, both of one dimension: by the ratio of their
    /// factors, and when either is a temperature point by its zero too (`20 °C` is `68 °F`,
    /// `0 K` is `-273.15 °C`). Exact when the factors and zeros are.
    package func converted(_ magnitude: Number, to other: UnitProduct, precision: Int) throws(NumberError)
        -> Number
    {
        guard isTemperaturePoint || other.isTemperaturePoint else {
            if self == other { return magnitude }
            return try magnitude * ratio(to: other, precision: precision)
        }
        let base = try magnitude * factor.number(precision: precision + 10) + pointZero
        return try (base - other.pointZero) / other.factor.number(precision: precision + 10)
    }

    /// How many of `other` one of this is, when both have the same dimension: exact when the
    /// factors' powers of π cancel, else an approximation at `precision` digits.
    package func ratio(to other: UnitProduct, precision: Int) throws(NumberError) -> Number {
        let ratio = try factor.divided(by: other.factor)
        return ratio.number(precision: precision + 10)
    }
}
