import CalculatorNumbers

/// The arithmetic of quantities, the file ``Value/apply(_:_:at:)`` hands an operation with a
/// quantity among its operands: ``Quantity/apply(_:_:at:)`` takes the operation as written, and
/// ``Value/quantityResult(of:symbol:_:precision:joining:numbers:inRadians:)`` computes it.
extension Quantity {
    /// `operation` on `operands`, one of which at least is a quantity; an error at the operator
    /// when it cannot take them (`1 m + 1 s`), at the whole expression for a complex number
    /// joined to its unit (`(2 + 3i) m`).
    static func apply(_ operation: ValueOperation, _ operands: [Value], at site: OperationSite) throws(Failure)
        -> Value
    {
        // `polar(2, 30 deg)`: an angle with its unit is the number it is in radians.
        if operation.builtin == .polar,
            let angles = try inRadians(operands, precision: operation.options.precision + 10, at: site)
        {
            // θ, the second operand, given with its unit is in radians; a plain θ stays in the
            // angle mode.
            guard case .quantity = operands[1] else { return try ComplexNumber.apply(operation, angles, at: site) }
            var radians = operation.options
            radians.angleUnit = .radians
            return try ComplexNumber.apply(ValueOperation(operation.operation, options: radians), angles, at: site)
        }
        do throws(Value.QuantityProblem) {
            return try Value.quantityResult(
                of: operation.builtin, symbol: operation.symbol, operands, precision: operation.options.precision,
                joining: site.joining, numbers: operation.number, inRadians: operation.numberInRadians)
        } catch {
            // `(2 + 3i) m`: a number joined to its unit has no operator to show; the unit is where
            // the complex number stops being one.
            guard site.joining, operands[0].complex != nil else {
                throw Failure.quantity(realOnly(error, operands, options: operation.options), at: site.operatorSpan)
            }
            var failure = Failure.quantity(error, at: site.span)
            failure.operand = 1
            throw failure
        }
    }

    /// `polar`'s operands with a dimensionless quantity (an angle) as its value in radians; nil
    /// when a quantity among them has a dimension, which the rules of quantities refuse.
    private static func inRadians(_ operands: [Value], precision: Int, at site: OperationSite) throws(Failure)
        -> [Value]?
    {
        var values: [Value] = []
        for operand in operands {
            switch operand {
            case .quantity(let quantity):
                guard quantity.dimension.isDimensionless else { return nil }
                do throws(NumberError) {
                    values.append(.number(try quantity.magnitude * quantity.unit.factor.number(precision: precision)))
                } catch {
                    throw Failure.number(error, at: site.span)
                }
            case .number, .complex, .float, .list, .date:
                values.append(operand)
            }
        }
        return values
    }

    /// A real operation's failure on a quantity with no real value there (`sqrt(-1 m^2)`): with
    /// complex numbers allowed, said as a quantity's, whose magnitude must be real; with
    /// ``CalculatorOptions/real``, the real error as it is.
    private static func realOnly(_ problem: Value.QuantityProblem, _ operands: [Value], options: CalculatorOptions)
        -> Value.QuantityProblem
    {
        guard !options.real, let reason = problem.noRealValue, case .quantity(let quantity)? = operands.first else {
            return problem
        }
        return Failure.noRealQuantity(reason, ValueFormat(options).string(for: .quantity(quantity)))
    }
}

/// The arithmetic of quantities: how an operation takes operands of which one at least is a
/// ``Quantity``, decided here once for every evaluator. `+ -` and the comparisons need equal
/// dimensions and work in the left operand's unit; `* /` combine units, identical ones cancelling,
/// and a quotient or product of quantities with no dimension left is a plain number (`1 km / 1 m`
/// is 1000); `^` takes a plain rational exponent (`(4 m^2)^(1/2)` is `2 m`); `abs floor ceil
/// round trunc min max` keep the unit; `sqrt` is the power 1/2; every other operation takes a quantity with no dimension
/// (an angle: `sin(30 deg)`) as the number it is in radians.
///
/// ```swift
/// // 10 m / 2 s is 5 m/s; 3 m + 20 cm is 3.2 m; 1 m + 1 s is an error naming both sides
/// ```
extension Value {
    /// Why an operation cannot take its quantities: the message, for the operator's span.
    struct QuantityProblem: Error {
        var message: String
        var note: String?
        /// A decision more working digits may settle (``NumberError/undecided(_:)``).
        var isUndecided = false
        /// The real function with no real value that failed (``NumberError/noRealValue(_:)``).
        var noRealValue: NoRealValue?
        /// The operands measure different dimensions (`1 m + 1 s`): `Failure.isDimensionMismatch`.
        var isDimensionMismatch = false
    }

    /// How the operation `builtin` (`symbol` in messages) computes with `operands`, one of which
    /// at least is a quantity. `numbers` is the operation's own body on plain numbers, and
    /// `inRadians` the same in radians, for a dimensionless quantity given to an operation
    /// without units. `joining`: the operation joins a number and its units, or units
    /// together (`20 °C`, `J/°C`), where a temperature scale may stand as no operand of `*` may.
    static func quantityResult(
        of builtin: Builtin?, symbol: String, _ operands: [Value], precision: Int, joining: Bool = false,
        numbers: ([Number]) throws(NumberError) -> Number,
        inRadians: ([Number]) throws(NumberError) -> Number
    ) throws(QuantityProblem) -> Value {
        do {
            if operands.contains(where: { $0.complex != nil }) {
                throw Failure.complexQuantity(symbol: symbol, operands, joining: joining)
            }
            let quantities = operands.map(Self.asQuantity)
            if !joining, quantities.contains(where: \.unit.isTemperaturePoint),
                let result = try TemperaturePoints.result(of: builtin, symbol: symbol, quantities, precision: precision)
            {
                return result
            }
            switch builtin {
            case .add?, .subtract?, .equal?, .notEqual?, .less?, .lessEqual?, .greater?, .greaterEqual?:
                let direct = DirectOperation(builtin)!
                let left = quantities[0]
                let right = try converted(quantities[1], to: left, verb: verb(of: builtin), precision: precision)
                let result = try direct.apply(left.magnitude, right, precision: precision)
                if builtin == .add || builtin == .subtract { return plain(Quantity(result, left.unit)) }
                return .number(result)
            case .multiply?, .divide?:
                let (left, right) = (quantities[0], quantities[1])
                let magnitude =
                    builtin == .multiply
                    ? try Number.product(left.magnitude, right.magnitude, precision: precision)
                    : try Number.quotient(left.magnitude, right.magnitude, precision: precision)
                guard
                    let unit = builtin == .multiply
                        ? left.unit.multiplied(by: right.unit) : left.unit.divided(by: right.unit)
                else { throw QuantityProblem(message: "a unit's power is too large") }
                let bothQuantities = !left.unit.isNone && !right.unit.isNone
                if bothQuantities && unit.dimension.isDimensionless {
                    return .number(try magnitude * unit.factor.number(precision: precision + 10))
                }
                return plain(Quantity(magnitude, unit))
            case .increaseByPercent?, .decreaseByPercent?:
                // `100 kg + 10%`: the percent is a plain number, the quantity keeps its unit.
                let (left, rate) = (quantities[0], quantities[1])
                guard rate.dimension.isDimensionless else {
                    throw QuantityProblem(message: "a percent is a number, not \(described(rate))")
                }
                let plainRate = try rate.magnitude * rate.unit.factor.number(precision: precision + 10)
                return plain(Quantity(try numbers([left.magnitude, plainRate]), left.unit))
            case .negate?, .plus?, .percent?, .absoluteValue?, .floor?, .ceiling?, .round?, .truncate?:
                guard operands.count == 1 else { break }
                let quantity = quantities[0]
                return plain(Quantity(try numbers([quantity.magnitude]), quantity.unit))
            case .minimum?, .maximum?:
                let first = quantities[0]
                var magnitudes: [Number] = []
                for quantity in quantities {
                    magnitudes.append(try converted(quantity, to: first, verb: "compare", precision: precision))
                }
                return plain(Quantity(try numbers(magnitudes), first.unit))
            case .remainder?, .flooredModulo?:
                // `1 m % 30 cm` is `10 cm`: what is left of the dividend, in the divisor's unit.
                // A quantity and a plain number are the operations' on numbers (an error).
                guard !quantities[0].unit.isNone && !quantities[1].unit.isNone else { break }
                let divisor = quantities[1]
                guard quantities[0].dimension == divisor.dimension else {
                    throw QuantityProblem(
                        message: "cannot divide \(described(quantities[0])) by \(described(divisor))",
                        isDimensionMismatch: true)
                }
                let dividend = try converted(quantities[0], to: divisor, verb: "divide", precision: precision)
                return plain(Quantity(try numbers([dividend, divisor.magnitude]), divisor.unit))
            case .power?:
                return try power(quantities[0], operands[1], symbol: symbol, precision: precision, numbers: numbers)
            case .squareRoot?:
                return try root(quantities[0], DimensionExponent(1, 2)!, symbol: symbol, precision: precision) {
                    (magnitude: Number) throws(NumberError) -> Number in try numbers([magnitude])
                }
            default:
                break
            }
            // Any other operation takes numbers: a quantity with no dimension is its value in
            // radians (`sin(30 deg)`), anything else an error at the operation.
            var plainNumbers: [Number] = []
            for quantity in quantities {
                guard quantity.dimension.isDimensionless else {
                    throw QuantityProblem(
                        message: "'\(symbol)' takes no \(quantity.dimension): \(quantity.unit.text)",
                        note: "only a number, or an angle (30 deg), has a \(symbol)")
                }
                plainNumbers.append(try quantity.magnitude * quantity.unit.factor.number(precision: precision + 10))
            }
            return .number(try inRadians(plainNumbers))
        } catch let error as NumberError {
            var problem = QuantityProblem(message: error.message)
            if case .undecided = error { problem.isUndecided = true }
            if case .noRealValue(let reason) = error { problem.noRealValue = reason }
            throw problem
        } catch let problem as QuantityProblem {
            throw problem
        } catch {
            throw QuantityProblem(message: "\(error)")
        }
    }

    /// A plain number as a quantity of no unit; a quantity as itself.
    static func asQuantity(_ value: Value) -> Quantity {
        switch value {
        case .quantity(let quantity): quantity
        case .number(let number): Quantity(number, .none)
        case .float(let double): Quantity(Number(exactly: double) ?? Number(0), .none)
        case .complex: preconditionFailure("quantityResult refuses complex operands first")
        case .list: preconditionFailure("Value.apply gives a list's operations to the list's arithmetic")
        case .date: preconditionFailure("Value.apply gives a date's operations to the date's arithmetic")
        }
    }

    /// A quantity of no unit as the plain number it is; any other as itself.
    static func plain(_ quantity: Quantity) -> Value {
        quantity.unit.isNone ? .number(quantity.magnitude) : .quantity(quantity)
    }

    /// `quantity`'s magnitude in `target`'s unit, when their dimensions agree; else the error
    /// that names both sides (`cannot add m (length) and s (time)`).
    static func converted(_ quantity: Quantity, to target: Quantity, verb: String, precision: Int)
        throws -> Number
    {
        guard quantity.dimension == target.dimension else {
            throw QuantityProblem(
                message: "cannot \(verb) \(described(target)) and \(described(quantity))", isDimensionMismatch: true)
        }
        return try quantity.unit.converted(quantity.magnitude, to: target.unit, precision: precision)
    }

    /// `m (length)`, or `a number` for a plain one.
    static func described(_ quantity: Quantity) -> String {
        quantity.unit.isNone ? "a number" : "\(quantity.unit.text) (\(quantity.dimension))"
    }

    private static func verb(of builtin: Builtin?) -> String {
        switch builtin {
        case .add?: "add"
        case .subtract?: "subtract"
        default: "compare"
        }
    }

    /// `base ^ exponent`: a plain rational exponent on a quantity (`(4 m^2)^(1/2)` is `2 m`,
    /// `(1 m)^0.5` the same as `^(1/2)`); a plain base to a power with no dimension.
    private static func power(
        _ base: Quantity, _ exponent: Value, symbol: String, precision: Int,
        numbers: ([Number]) throws(NumberError) -> Number
    ) throws -> Value {
        let power = asQuantity(exponent)
        guard power.dimension.isDimensionless else {
            throw QuantityProblem(message: "an exponent takes no unit: \(power.unit.text) (\(power.dimension))")
        }
        let exponentNumber = try power.magnitude * power.unit.factor.number(precision: precision + 10)
        if base.unit.isNone { return .number(try numbers([base.magnitude, exponentNumber])) }
        guard let rational = DimensionExponent(exactly: exponentNumber) else {
            if exponentNumber.isExact {
                throw QuantityProblem(
                    message: "a unit's power is too fine: ^\(exponentNumber)",
                    note: "a unit's power is a fraction with terms up to \(DimensionExponent.limit): ^(1/3), ^0.25")
            }
            throw QuantityProblem(
                message: "a quantity's power must be an exact fraction: \(base.unit.text)^…",
                note: "write the power as an integer or a fraction: ^2, ^(1/2)")
        }
        return try root(base, rational, symbol: symbol, precision: precision) {
            (magnitude: Number) throws(NumberError) -> Number in try numbers([magnitude, exponentNumber])
        }
    }

    /// `quantity` to the rational power `exponent` (`sqrt` is the power 1/2), its magnitude by
    /// `magnitude`: exact where the root is. A unit whose factor has no exact root of that power
    /// (`(2 km)^(1/2)`) is taken to its base units first (`m^(1/2)`); an affine scale's point
    /// never gets here (``TemperaturePoints``).
    private static func root(
        _ quantity: Quantity, _ exponent: DimensionExponent, symbol: String, precision: Int,
        magnitude: (Number) throws(NumberError) -> Number
    ) throws -> Value {
        if let unit = quantity.unit.power(exponent) {
            return plain(Quantity(try magnitude(quantity.magnitude), unit))
        }
        let base = quantity.unit.inBaseUnits
        guard let unit = base.power(exponent) else {
            throw QuantityProblem(message: "a unit's power is too large: \(quantity.unit.text)^(\(exponent))")
        }
        let inBase = try quantity.magnitude * quantity.unit.factor.number(precision: precision + 10)
        return plain(Quantity(try magnitude(inBase), unit))
    }
}
