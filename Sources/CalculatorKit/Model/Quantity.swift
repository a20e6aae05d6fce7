import CalculatorNumbers

/// A number with a unit: `5 km`, `26.8224 m/s`, `4 m^2`. The magnitude is kept in the unit it is
/// shown in, an exact-or-approximate ``Number``, and converted by the exact ratio of the units'
/// factors when it meets another unit of its dimension.
///
/// Why not in coherent SI base units, as a first design had it: a unit whose factor holds π
/// (`deg` is π/180 rad) would then hold every magnitude as an approximation, and `45 deg` would
/// show as `≈ 45`. Kept in its own unit, `45 deg + 45 deg` is exactly `90 deg`, and only a
/// conversion across π (`to rad`) approximates.
///
/// ```swift
/// let value = try brain.evaluateValue("60 mph to m/s")
/// value.quantity?.unitText        // "m/s": `to` converts
/// value.quantity?.dimensionName   // "speed"
/// ```
public struct Quantity: Sendable, Hashable {
    /// The magnitude, in ``unit``.
    package var magnitude: Number
    /// The unit it is in, which is also the unit it is shown in.
    package var unit: UnitProduct

    package init(_ magnitude: Number, _ unit: UnitProduct) {
        self.magnitude = magnitude
        self.unit = unit
    }

    /// What it measures.
    package var dimension: Dimension { unit.dimension }

    /// The magnitude in its unit, as a ``Number``.
    ///
    /// ```swift
    /// try brain.evaluateValue("5 km").quantity?.number   // 5
    /// ```
    public var number: Number { magnitude }

    /// The magnitude in `other`'s unit, when the two measure the same dimension; else nil.
    ///
    /// ```swift
    /// let mile = try brain.evaluateValue("1 mile").quantity!
    /// try brain.evaluateValue("1609.344 m").quantity?.magnitude(inUnitOf: mile)   // 1
    /// ```
    public func magnitude(inUnitOf other: Quantity) -> Number? {
        guard dimension == other.dimension else { return nil }
        return try? converted(to: other.unit, precision: 15).magnitude
    }

    /// The same quantity in `unit`, which measures its dimension: what `to UNIT` makes of it.
    /// The magnitude goes by the exact ratio of the units' factors, and for a temperature point
    /// by the scales' zeros too (`25 °C` is `77 °F`); where the factors' powers of π do not
    /// cancel (`deg` to `rad`) it is an approximation at `precision` digits and more.
    package func converted(to unit: UnitProduct, precision: Int) throws(NumberError) -> Quantity {
        if unit == self.unit { return self }
        try TemperaturePoints.checkAboveAbsoluteZero(self, precision: precision)
        return Quantity(try self.unit.converted(magnitude, to: unit, precision: precision), unit)
    }

    /// The same quantity as the reciprocal of its reciprocal: `30 mpg` as 1/((1/30) gal/mile),
    /// for a conversion to a unit of the reciprocal dimension (`30 mpg to L/100km`, `2 s to Hz`),
    /// as GNU units converts with `~`. Nil when `dimension` is not the reciprocal of `target`, for
    /// a number, a temperature point and zero.
    private func reciprocal(toward target: Dimension) throws(NumberError) -> Quantity? {
        guard dimension != target, !unit.isNone, !unit.isTemperaturePoint, magnitude.sign != 0,
            let minusOne = DimensionExponent(-1), dimension.power(minusOne) == target,
            let unit = unit.power(-1)
        else { return nil }
        return Quantity(try Number(1) / magnitude, unit)
    }

    /// The quantity as `to` takes it for a unit of `target`'s dimension: its reciprocal across
    /// reciprocal dimensions (``reciprocal(toward:)``), else itself.
    package func toward(_ target: Dimension) throws(NumberError) -> Quantity {
        try reciprocal(toward: target) ?? self
    }

    /// The quantity as a sum of `units`, all of its dimension and largest first, as `to ft+inch`
    /// shows it: a whole number of each unit but the last, which takes the rest
    /// (`5 m` is `16 ft` and `4.8503937007874 inch`). The parts are of the quantity's size,
    /// `isNegative` its sign (`-5 m` is `-16 ft - 4.85… inch`). Nil for another dimension, or
    /// when a part cannot be computed.
    package func parts(in units: [UnitProduct], precision: Int) -> (isNegative: Bool, parts: [Quantity])? {
        guard let (negative, magnitudes) = magnitudes(in: units, precision: precision) else { return nil }
        return (negative, zip(magnitudes, units).map { Quantity($0, $1) })
    }

    /// The magnitudes of ``parts(in:precision:)``, one for each of `units`: what a sum's text
    /// is written from, with no unit copied into a quantity for each part.
    package func magnitudes(in units: [UnitProduct], precision: Int) -> (isNegative: Bool, magnitudes: [Number])? {
        guard let first = units.first, first.dimension == dimension,
            var rest = try? unit.converted(magnitude, to: first, precision: precision)
        else { return nil }
        let negative = rest.sign < 0
        if negative { rest = -rest }
        var magnitudes: [Number] = []
        magnitudes.reserveCapacity(units.count)
        for index in 0..<units.count - 1 {
            let whole = Number.truncatedMidpoint(rest)
            magnitudes.append(whole)
            guard let next = try? (rest - whole) * units[index].ratio(to: units[index + 1], precision: precision)
            else { return nil }
            rest = next
        }
        magnitudes.append(rest)
        return (negative, magnitudes)
    }

    /// The unit as calc writes it, valid input again: `m/s`, `kg*m/s^2`, `m^2`.
    ///
    /// ```swift
    /// try brain.evaluateValue("10 m / 2 s").quantity?.unitText   // "m/s"
    /// ```
    public var unitText: String { unit.text }

    /// The dimension's name in messages: `length`, `speed`, `mass*length/time^2`.
    ///
    /// ```swift
    /// try brain.evaluateValue("3 kg").quantity?.dimensionName   // "mass"
    /// ```
    public var dimensionName: String { dimension.description }

    /// The exponent of each base dimension, by its name, in the order of the bases (`length`,
    /// `mass`, `time`, …): what JSON's `dimension` holds. An exponent is rational
    /// (`numerator/denominator`, the denominator 1 for an integer).
    ///
    /// ```swift
    /// try brain.evaluateValue("2 m/s").quantity?.dimensionExponents.map(\.name)   // ["length", "time"]
    /// ```
    public var dimensionExponents: [(name: String, numerator: Int, denominator: Int)] {
        dimension.terms.map { ($0.base.name, $0.exponent.numerator, $0.exponent.denominator) }
    }
}

extension Value {
    /// The quantity, when the value is one.
    ///
    /// ```swift
    /// try brain.evaluateValue("5 km").quantity?.unitText   // "km"
    /// try brain.evaluateValue("5").quantity                 // nil
    /// ```
    public var quantity: Quantity? {
        if case .quantity(let quantity) = self { quantity } else { nil }
    }
}
