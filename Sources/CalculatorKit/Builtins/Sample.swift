import CalculatorNumbers

/// The values a statistic or `sort` takes, as exact numbers in one unit: plain numbers as they
/// are, quantities in the first one's unit (`[1 m, 50 cm]` is 1 and 0.5 in m), so that each
/// statistic computes once on numbers and the unit is put back on its result. Every value must
/// measure the first one's dimension: the error names the first that does not.
///
/// A temperature on a scale (`20 °C`) is a point: the points' mean, median, quantiles, mode and
/// order are points on the same scale (a convex combination of points is one); their spread
/// (`stdev`, `variance`) is a difference, in kelvins, and their sum, product and means of ratios
/// (`gmean`, `hmean`) mean nothing and are refused.
struct Sample {
    var numbers: [Number]
    /// The unit the numbers are in; nil for plain numbers.
    var unit: UnitProduct?
    let symbol: String
    let precision: Int
    /// The operands as given, for an error at the argument (``ListFunctions/atArgument(_:_:)``).
    let operands: [Value]

    /// `values`, the elements of `operation`'s list or its arguments (`operands`); in kelvins
    /// when `inKelvin` and they are points of a temperature scale.
    init(
        _ values: [Value], _ operation: ValueOperation, at site: OperationSite, _ operands: [Value],
        inKelvin: Bool = false
    )
        throws(Failure)
    {
        (symbol, precision, self.operands) = (operation.symbol, operation.options.precision, operands)
        // Plain numbers, nearly always: no unit to look at.
        numbers = []
        numbers.reserveCapacity(values.count)
        for value in values {
            guard case .number(let number) = value else { break }
            numbers.append(number)
        }
        if numbers.count == values.count { return }
        let first = try Self.quantity(values[0], symbol: symbol, at: site, operands)
        var target = first.unit
        if inKelvin, target.isTemperaturePoint, let kelvin = UnitProduct.unit("K", in: .standard) { target = kelvin }
        numbers = []
        for value in values {
            let quantity = try Self.quantity(value, symbol: symbol, at: site, operands)
            guard quantity.dimension == first.dimension else {
                var failure = Failure(
                    .arithmetic,
                    "\(symbol) takes values of one dimension, not \(Value.described(first)) and \(Value.described(quantity))",
                    at: site.span)
                failure.isDimensionMismatch = true
                throw ListFunctions.atArgument(failure, operands)
            }
            do throws(NumberError) {
                numbers.append(try quantity.unit.converted(quantity.magnitude, to: target, precision: precision))
            } catch {
                throw ListFunctions.atArgument(Failure.number(error, at: site.span), operands)
            }
        }
        unit = target.isNone ? nil : target
    }

    /// A value as a quantity (a plain number has no dimension); a complex number has no order,
    /// which every statistic but `sum`, `prod` and `mean` needs.
    private static func quantity(_ value: Value, symbol: String, at site: OperationSite, _ operands: [Value])
        throws(Failure) -> Quantity
    {
        if case .complex = value {
            throw ListFunctions.atArgument(
                Failure(
                    .arithmetic, "\(symbol) takes real values: complex numbers have no order", at: site.span,
                    note: "sum, prod and mean take complex numbers"),
                operands)
        }
        if case .date = value {
            throw ListFunctions.atArgument(
                Failure(
                    .arithmetic, "\(symbol) takes numbers and quantities, not dates", at: site.span,
                    note: "compare dates one pair at a time, or take their differences: d - @2024-01-01"),
                operands)
        }
        return Value.asQuantity(value)
    }

    var count: Int { numbers.count }

    /// Whether the values are points of a temperature scale (`°C`, `°F`).
    var isTemperaturePoints: Bool { unit?.isTemperaturePoint ?? false }

    /// `number` in the sample's unit to `power` (`variance` is in the unit squared).
    func value(_ number: Number, power: Int = 1) -> Value {
        guard let unit, power != 0, let powered = power == 1 ? unit : unit.power(power) else { return .number(number) }
        return Value.plain(Quantity(number, powered))
    }

    /// An error when the sample has fewer than `least` values.
    func require(_ least: Int, at site: OperationSite, note: String? = nil) throws(Failure) {
        guard count < least else { return }
        throw ListFunctions.atArgument(
            .tooFewValues(symbol, count: count, least: least, at: site.span, note: note), operands)
    }

    /// A number's error at the argument.
    func failure(_ error: NumberError, at site: OperationSite) -> Failure {
        ListFunctions.atArgument(Failure.number(error, at: site.span), operands)
    }

    /// The indices of the values in ascending order, equal values in their order: compared with
    /// certainty, as `<` compares.
    func ascendingOrder(at site: OperationSite) throws(Failure) -> [Int] {
        var problem: NumberError?
        let order = numbers.indices.sorted { a, b in
            if problem != nil { return a < b }
            do throws(NumberError) {
                let order = try Number.decidedCompare(numbers[a], numbers[b])
                return order != 0 ? order < 0 : a < b
            } catch {
                problem = error
                return a < b
            }
        }
        if let problem { throw failure(problem, at: site) }
        return order
    }

    /// The numbers in ascending order.
    func sorted(at site: OperationSite) throws(Failure) -> [Number] {
        try ascendingOrder(at: site).map { numbers[$0] }
    }
}
