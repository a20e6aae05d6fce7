import CalculatorNumbers

/// A quantity's parts and its conversion, for an app that computes with calc's values: the
/// embedding side of `60 mph to m/s`.
extension Value {
    /// The unit a quantity is in, as calc writes it (`m/s`, `kg*m/s^2`); nil for a plain number.
    ///
    /// ```swift
    /// try brain.evaluateValue("10 m / 2 s").unitText   // "m/s"
    /// try brain.evaluateValue("1 km / 1 m").unitText   // nil: the units cancel to 1000
    /// ```
    public var unitText: String? { quantity?.unitText }

    /// What a quantity measures (`length`, `speed`, `mass/length^3`); nil for a plain number.
    ///
    /// ```swift
    /// try brain.evaluateValue("60 mph").dimensionName   // "speed"
    /// ```
    public var dimensionName: String? { quantity?.dimensionName }

    /// The same quantity in another unit of its dimension: `unitExpression` is written as after
    /// `to` (`mile`, `m/s`, `km/h`, `cm^3`, `kWh`). The magnitude is exact when both units are
    /// exact multiples of each other (every unit but those with π, such as `deg`, `rad` against
    /// `deg`, and `parsec`). A plain number converts to a unit with no dimension (`deg`).
    ///
    /// ```swift
    /// let speed = try brain.evaluateValue("60 mph")
    /// let metric = try speed.converted(to: "m/s")
    /// metric.number      // 26.8224, exactly
    /// metric.unitText    // "m/s"
    /// try speed.converted(to: "kg")
    /// // throws: cannot convert mph (speed) to kg (mass)
    /// ```
    ///
    /// The units are the standard table's; ``CalculatorBrain/convert(_:to:)`` knows a
    /// brain's user units too (`unit furlong = 220 yd`).
    ///
    /// A sum of units (`ft+inch`, as `5 m to ft+inch` shows) is no value: a `Value` has one
    /// unit, and `16 ft + 4.85 inch` is a way of writing one. It throws; execute the statement
    /// with `to ft+inch` and read its text (`ValueFormat.text(of:)` of its result)
    /// to show a quantity so.
    ///
    /// A quantity converts to a unit of the reciprocal dimension by its reciprocal (`30 mpg` to
    /// `L/100km`), as a statement's `to` does.
    ///
    /// - Throws: ``CalculatorError`` at its span in `unitExpression`: an unknown or refused
    ///   unit (`ton`), a format (`hex`), a sum of units, a dimension other than the value's, a
    ///   `Double` of checked or IEEE arithmetic (which has no units).
    public func converted(to unitExpression: String) throws(CalculatorError) -> Value {
        try converted(to: unitExpression, in: .standard, operations: .standard)
    }

    /// ``converted(to:)`` with the units of `table` (a brain's, with the user's units) and the
    /// formats of `operations`: what ``CalculatorBrain/convert(_:to:)`` does.
    func converted(to unitExpression: String, in table: UnitTable, operations: OperationTable)
        throws(CalculatorError) -> Value
    {
        let whole = Span(0, unitExpression.utf8.count)
        let unit = try Self.unitProduct(unitExpression, in: table, operations: operations)
        if case .float = self { throw Failure.unitsNeedExactArithmetic(at: whole).located(in: unitExpression) }
        var options = CalculatorOptions()
        options.precision = Self.conversionPrecision
        do throws(Failure) {
            return try converted(to: unit, named: unit.text, options: options, at: whole)
        } catch {
            throw error.located(in: unitExpression)
        }
    }

    /// The value in `unit`, as `to` converts it: a quantity through the zeros as well as the
    /// factors (`20 °C` is `68 °F`, never below absolute zero), and by its reciprocal across
    /// reciprocal dimensions (`30 mpg` to `L/100km`); a plain number as a count of a unit of no
    /// dimension (`0.5 to deg` is `28.6478897565412 deg`, `1000 to mm/m` is `1000000 mm/m`, as
    /// pint and numbat count it), a `Double` of checked or IEEE arithmetic as the number it is
    /// exactly. A complex number has no unit. At the options' precision; errors at `span`, the
    /// target named `name` there (`ft+inch` for a sum of units, converted to its first).
    func converted(to unit: UnitProduct, named name: String, options: CalculatorOptions, at span: Span)
        throws(Failure) -> Value
    {
        let quantity: Quantity
        switch self {
        case .quantity(let value):
            do throws(NumberError) {
                quantity = try value.toward(unit.dimension)
            } catch {
                throw Failure.number(error, at: span)
            }
        case .number(let number): quantity = Quantity(number, .none)
        case .float(let double):
            guard let number = Number(exactly: double) else {
                throw Failure.cannotConvert(ValueFormat(options).string(for: double), to: name, at: span)
            }
            quantity = Quantity(number, .none)
        case .complex:
            throw Failure.complexConverted(self, to: name, at: span)
        case .date:
            throw Failure.dateConverted(self, to: name, at: span)
        case .list(let elements):
            // `[1 m, 2 ft] to cm`: each element.
            var converted: [Value] = []
            converted.reserveCapacity(elements.count)
            for element in elements {
                converted.append(try element.converted(to: unit, named: name, options: options, at: span))
            }
            return .list(converted)
        }
        guard quantity.dimension == unit.dimension else {
            var failure = Failure.cannotConvert(Value.described(quantity), to: "\(name) (\(unit.dimension))", at: span)
            // `100 F to C`: the farad and the coulomb, meant as temperatures.
            if ["F", "C"].contains(quantity.unit.text) && ["F", "C", "K"].contains(name) {
                failure.note = "F is the farad and C the coulomb: for temperatures write °F and °C"
            }
            throw failure
        }
        do throws(NumberError) {
            return .quantity(try quantity.converted(to: unit, precision: options.precision))
        } catch {
            throw Failure.number(error, at: span)
        }
    }

    /// The significant digits of a conversion that is not exact (a factor of π), as the
    /// default display's.
    static let conversionPrecision = 15

    /// The unit `text` names, read as the right side of `to` is: a statement `0 to TEXT` is
    /// parsed, so that its names, prefixes, powers and errors are the language's own.
    static func unitProduct(_ text: String, in table: UnitTable, operations: OperationTable)
        throws(CalculatorError) -> UnitProduct
    {
        let prefix = "0 to "
        let source = prefix + text
        let shift = prefix.utf8.count
        let whole = Span(0, text.utf8.count)
        func located(_ failure: Failure) -> CalculatorError {
            var failure = failure
            let start = max(failure.span.start - shift, 0)
            failure.span = Span(start, max(failure.span.end - shift, start))
            return failure.located(in: text)
        }
        let words = text.split { $0.unicodeScalars.allSatisfy(\.isCalculatorBlank) }
        if words.isEmpty {
            throw Failure(.syntax, "expected a unit expression", at: whole).located(in: text)
        }
        // A bare unknown name: the language calls it an unknown format (it might have been one).
        if words.count == 1, words[0].unicodeScalars.allSatisfy(CalculatorBrain.canAppearInName),
            table.lookUp(String(words[0])) == nil, operations.presentation(named: String(words[0])) == nil,
            PhysicalConstants.unit(named: String(words[0])) == nil
        {
            let word = String(words[0])
            throw Failure.unknownUnit(word, suggestion: UnitSuggestion.suggestion(for: word, in: table), at: whole)
                .located(in: text)
        }
        // The units of `table` after `to`; no user's names, which a target never reads.
        var statements: [ParsedStatement] = []
        let units = UnitNames(isUserName: { _ in false }, userUnits: { table })
        Parser.parse(source, table: operations, units: units) { statement in
            statements.append(statement)
            return true
        }
        guard statements.count == 1, !text.contains(where: { $0 == ";" || $0.isNewline }) else {
            throw Failure(.syntax, "expected one unit expression, as after to", at: whole).located(in: text)
        }
        switch statements[0].result {
        case .failure(let failure):
            throw located(failure)
        case .success(.expression(_, let conversions)) where conversions.count == 1:
            switch conversions[0].target {
            case .unit(let unit):
                return unit
            case .format(let format):
                throw Failure(
                    .misuse, "'\(format.rawValue)' is a format, not a unit", at: whole,
                    note: "ValueFormat writes a value in a format"
                ).located(in: text)
            case .zone(let zone):
                throw Failure(.misuse, "'\(zone.name)' is a zone, not a unit", at: whole).located(in: text)
            case .mixed:
                throw Failure(
                    .misuse, "\(text) is a sum of units, which no single value holds", at: whole,
                    note: "execute the statement with 'to \(text)' to show a quantity as one"
                ).located(in: text)
            }
        case .success:
            throw Failure(.syntax, "expected one unit expression, as after to", at: whole).located(in: text)
        }
    }
}
