import CalculatorNumbers

/// The arithmetic of temperatures on a scale whose zero is not the base's (`20 °C`, `-40 °F`),
/// by pint's rules, the only ones without surprises:
///
/// - a point ± a difference (`K`, `delta_degC`, `delta_degF`) is a point on the same scale;
/// - a point − a point is their difference, in K (`20 °C - 10 °C` is `10 K`);
/// - a point + a point, and a point in `*`, `/` or `^`, are errors whose note says what to write;
/// - comparisons, `min` and `max` compare the points (`0 °C < 33 °F`).
///
/// Inside a compound unit (`J/°C`) a scale is its difference, and nothing here applies.
///
/// ```swift
/// // 20 °C + 5 K is 25 °C; 20 °C - 68 °F is 0 K; 20 °C + 10 °C is an error
/// ```
enum TemperaturePoints {
    /// The result of `builtin` on `quantities`, one at least a point; nil for an operation the
    /// general rules of quantities take as they are (a sign, `abs`, a comparison).
    static func result(of builtin: Builtin?, symbol: String, _ quantities: [Quantity], precision: Int)
        throws -> Value?
    {
        switch builtin {
        case .add?:
            let (left, right) = (quantities[0], quantities[1])
            switch (left.unit.isTemperaturePoint, right.unit.isTemperaturePoint) {
            case (true, true):
                throw Value.QuantityProblem(
                    message: "cannot add two temperatures, \(left.unit.text) and \(right.unit.text)",
                    note:
                        "to add a difference, write it as one: \(example(left)) + \(display(right.magnitude)) \(differenceName(left))"
                )
            case (true, false):
                return .quantity(try moved(left, by: right, sign: 1, precision: precision))
            default:
                return .quantity(try moved(right, by: left, sign: 1, precision: precision))
            }
        case .subtract?:
            let (left, right) = (quantities[0], quantities[1])
            switch (left.unit.isTemperaturePoint, right.unit.isTemperaturePoint) {
            case (true, true):
                try sameDimension(left, right, verb: "subtract")
                let a = try left.unit.converted(left.magnitude, to: kelvin, precision: precision)
                let b = try right.unit.converted(right.magnitude, to: kelvin, precision: precision)
                return .quantity(Quantity(try a - b, kelvin))
            case (true, false):
                return .quantity(try moved(left, by: right, sign: -1, precision: precision))
            default:
                throw Value.QuantityProblem(
                    message: "cannot subtract a temperature, \(right.unit.text), from a difference",
                    note: "a difference less a temperature measures nothing; write both as differences")
            }
        case .multiply?, .divide?, .power?, .squareRoot?, .negate?, .absoluteValue?, .increaseByPercent?,
            .decreaseByPercent?, .percent?:
            // A product, a power, a sign, a size or a percent of a point depends on where its
            // scale puts zero: `-(20 °C)` is not `-20 °C` in K, and `-10 °C + 10%` is not 10%
            // warmer.
            let point = quantities.first(where: \.unit.isTemperaturePoint)!
            // `2 * °C`: most likely `2 °C`, which joins the number and the scale without a `*`.
            if builtin == .multiply, point.magnitude == Number(1),
                let number = quantities.first(where: \.unit.isNone)
            {
                let n = display(number.magnitude)
                throw Value.QuantityProblem(
                    message: "cannot multiply a temperature on the \(point.unit.text) scale",
                    note:
                        "for a temperature, write \(n) \(point.unit.text), without '*'; for a difference, \(n) \(differenceName(point))"
                )
            }
            let absolute = try point.unit.converted(point.magnitude, to: kelvin, precision: precision)
            throw Value.QuantityProblem(
                message: "cannot \(verb(builtin, symbol)) a temperature on the \(point.unit.text) scale",
                note:
                    "write the temperature in K (\(display(absolute)) K), or a difference as \(display(point.magnitude)) \(differenceName(point))"
            )
        default:
            return nil
        }
    }

    /// Throws when `quantity`, a point on a temperature scale, is below absolute zero
    /// (`-500 °C`), which no temperature is.
    static func checkAboveAbsoluteZero(_ quantity: Quantity, precision: Int) throws(NumberError) {
        guard quantity.unit.isTemperaturePoint else { return }
        let absolute = try quantity.unit.converted(quantity.magnitude, to: kelvin, precision: precision)
        if absolute.sign < 0 {
            let zero = try kelvin.converted(Number(0), to: quantity.unit, precision: precision)
            throw .domain(
                "\(display(quantity.magnitude)) \(quantity.unit.text) is below absolute zero (\(display(zero)) \(quantity.unit.text))"
            )
        }
    }

    /// `point` moved by `difference`, a temperature that is no point, on `point`'s scale.
    private static func moved(_ point: Quantity, by difference: Quantity, sign: Int, precision: Int) throws
        -> Quantity
    {
        try sameDimension(point, difference, verb: sign > 0 ? "add" : "subtract")
        // The difference by the ratio of the factors alone: 10 K is 10 °C's worth, 9 delta_degF 5.
        let step = try difference.magnitude * difference.unit.ratio(to: point.unit, precision: precision)
        return Quantity(sign > 0 ? try point.magnitude + step : try point.magnitude - step, point.unit)
    }

    private static func sameDimension(_ left: Quantity, _ right: Quantity, verb: String) throws {
        guard left.dimension == right.dimension else {
            throw Value.QuantityProblem(
                message: "cannot \(verb) \(Value.described(left)) and \(Value.described(right))",
                isDimensionMismatch: true)
        }
    }

    /// The kelvin, the scale whose zero is absolute zero.
    private static let kelvin = UnitProduct.unit("K", in: .standard)!

    private static func differenceName(_ point: Quantity) -> String {
        point.unit.factors.first?.differenceName ?? "K"
    }

    private static func example(_ point: Quantity) -> String { "\(display(point.magnitude)) \(point.unit.text)" }

    private static func display(_ number: Number) -> String { number.display(precision: 15).text }

    private static func verb(_ builtin: Builtin?, _ symbol: String) -> String {
        switch builtin {
        case .multiply?: "multiply"
        case .divide?: "divide"
        case .power?: "raise"
        case .negate?: "negate"
        case .increaseByPercent?, .decreaseByPercent?, .percent?: "take a percent of"
        default: "take '\(symbol)' of"
        }
    }
}
