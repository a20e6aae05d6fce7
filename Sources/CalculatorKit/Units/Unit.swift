import CalculatorNumbers

/// A unit reduced to coherent SI base units: one `unit` is `factor` base units of `dimension`.
/// An affine temperature scale also has a `zero`: x °C is x·factor + zero kelvin.
///
/// ```swift
/// let foot = UnitTable.standard.unit(named: "ft")!
/// foot.factor.description      // "381/1250"
/// foot.dimension.description   // "length"
/// foot.symbol                  // "ft"
/// ```
package struct Unit: Sendable {
    /// The line it comes from.
    package let definition: UnitDefinition
    package let factor: UnitFactor
    package let dimension: Dimension
    /// Where the scale's zero lies, in kelvin (or the base units of `dimension`); nil for a unit
    /// whose zero is the base's zero (every unit but `°C` and `°F`).
    package let zero: Number?

    package init(definition: UnitDefinition, factor: UnitFactor, dimension: Dimension, zero: Number? = nil) {
        self.definition = definition
        self.factor = factor
        self.dimension = dimension
        self.zero = zero
    }

    /// The first name, or the symbol of a unit without names: how the reference lists it.
    package var name: String { definition.names.first ?? definition.symbols[0] }

    /// How a result shows it: the first symbol, or the name of a unit without symbols (`inch`).
    package var symbol: String { definition.symbols.first ?? definition.names[0] }

    /// Whether it is a scale whose zero is not the base's zero (`°C`, `°F`).
    package var isAffine: Bool { zero != nil }
}

/// What a spelling names: a unit, perhaps with a prefix, and the combined factor.
///
/// ```swift
/// let km = UnitTable.standard.lookUp("km")
/// // .unit(UnitMatch(unit: metre, prefix: kilo, factor: 1000))
/// ```
///
/// A class, so that a look-up's answer, kept by ``UnitLookupCache`` and asked for several times a
/// statement, is handed on with one retain rather than a copy of every field of its unit's
/// definition.
package final class UnitMatch: Sendable {
    package let unit: Unit
    package let prefix: UnitPrefix?
    /// The unit's factor times the prefix's.
    package let factor: UnitFactor

    package init(unit: Unit, prefix: UnitPrefix?, factor: UnitFactor) {
        self.unit = unit
        self.prefix = prefix
        self.factor = factor
    }
}

/// The answer of ``UnitTable/lookUp(_:)``.
package enum UnitLookup: Sendable {
    case unit(UnitMatch)
    /// An ambiguous name the table refuses (`ton`, `in`), with what to write instead.
    case refused(hint: String)
}
