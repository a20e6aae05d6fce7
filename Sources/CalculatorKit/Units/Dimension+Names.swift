// The common names of derived dimensions, for messages such as "cannot add m (length) and
// s (time)". Only names a reader knows without a physics book; any other dimension is shown by
// its formula (`mass/length^3`).

extension Dimension {
    /// The common name of this dimension (`length`, `speed`, `energy`); nil when it has none.
    /// Dimensions several quantities share carry the usual first one: `energy` (also torque),
    /// `frequency` (also radioactivity).
    ///
    /// ```swift
    /// Dimension.length.name   // "length"
    /// ```
    package var name: String? {
        if terms.isEmpty { return "dimensionless" }
        if terms.count == 1, terms[0].exponent == .one { return terms[0].base.name }
        return Self.names[self]
    }

    /// A dimension from integer exponents of the built-in bases, in their order; for tables.
    package static func of(
        length: Int = 0, mass: Int = 0, time: Int = 0, current: Int = 0, temperature: Int = 0, amount: Int = 0,
        luminosity: Int = 0, information: Int = 0
    ) -> Dimension {
        let exponents = [length, mass, time, current, temperature, amount, luminosity, information]
        var result = Dimension.dimensionless
        for (base, exponent) in zip(BaseDimension.builtIn, exponents) where exponent != 0 {
            result = result.multiplied(by: Dimension(base).power(DimensionExponent(exponent)!)!)!
        }
        return result
    }

    private static let names: [Dimension: String] = [
        .of(length: 2): "area",
        .of(length: 3): "volume",
        .of(length: 1, time: -1): "speed",
        .of(length: 1, time: -2): "acceleration",
        .of(time: -1): "frequency",
        .of(length: 1, mass: 1, time: -2): "force",
        .of(length: 2, mass: 1, time: -2): "energy",
        .of(length: 2, mass: 1, time: -3): "power",
        .of(length: -1, mass: 1, time: -2): "pressure",
        .of(time: 1, current: 1): "charge",
        .of(length: 2, mass: 1, time: -3, current: -1): "voltage",
        .of(length: -2, mass: -1, time: 4, current: 2): "capacitance",
        .of(length: 2, mass: 1, time: -3, current: -2): "resistance",
        .of(length: -2, mass: -1, time: 3, current: 2): "conductance",
        .of(length: 2, mass: 1, time: -2, current: -1): "magnetic flux",
        .of(mass: 1, time: -2, current: -1): "magnetic flux density",
        .of(length: 2, mass: 1, time: -2, current: -2): "inductance",
        .of(length: -2, luminosity: 1): "illuminance",
        .of(length: 2, time: -2): "absorbed dose",
        .of(time: -1, amount: 1): "catalytic activity",
        .of(length: -3, mass: 1): "density",
        .of(time: -1, information: 1): "data rate",
    ]
}
