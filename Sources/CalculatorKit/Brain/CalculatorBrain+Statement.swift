import CalculatorNumbers

/// A statement's two steps: ``compute(_:in:arithmetic:)`` works out what it does without changing
/// anything, and ``commit(_:span:source:)`` makes its effect (`ans`, the result and its observers,
/// a binding, a note). A statement that fails in the first step changes nothing; one whose value
/// ``evaluate(_:)`` cannot hand back as a `Double` is committed only when another statement
/// follows it.
extension CalculatorBrain {
    /// What a statement computed, before it has any effect: ``commit(_:span:source:)`` makes the
    /// effect once the statement may have it.
    enum Effect {
        case expression(Value, presentation: Presentation)
        /// `name = …`: the value bound, and how its result is shown (`x = 255 to hex`).
        case assignment(name: String, Value, presentation: Presentation = .plain)
        case definition(name: String, UserFunction)
        /// `unit NAME`, `unit NAME = …`: the table with the unit in it.
        case unit(name: String, UnitTable)

        var value: Value? {
            switch self {
            case .expression(let value, _), .assignment(_, let value, _): value
            case .definition, .unit: nil
            }
        }
    }

    /// Computes one statement without changing anything: an error here leaves `ans`, the result,
    /// the variables and the observers as they were. A long GMP or MPFR call inside it runs where
    /// the statement's stop conditions can end it (``StopCheck``).
    func compute(
        _ parsed: ParsedStatement, in source: SourceLocator, arithmetic: CalculatorOptions.Arithmetic
    ) -> Result<Effect, CalculatorError> {
        decisionNotes = []
        ValueNotes.reset()
        let stop = StopConditions(interruption: interruption, options: options)
        if stop.isEmpty { return computeStatement(parsed, in: source, arithmetic: arithmetic) }
        let (result, givenUp) = StopCheck.statement(stop) {
            computeStatement(parsed, in: source, arithmetic: arithmetic)
        }
        // A long call whose caller cannot throw (a constant, a huge fraction's gcd) was stopped
        // and gave up its value for a stand-in: the statement's value is not to be used.
        if let givenUp { return .failure(Failure(.interrupted, givenUp, at: parsed.span).located(in: source)) }
        return result
    }

    private func computeStatement(
        _ parsed: ParsedStatement, in source: SourceLocator, arithmetic: CalculatorOptions.Arithmetic
    ) -> Result<Effect, CalculatorError> {
        do throws(CalculatorError) {
            if interruption?.isRequested == true {
                throw Failure.interrupted(at: parsed.span).located(in: source)
            }
            let statement: Statement
            switch parsed.result {
            case .failure(let failure): throw failure.located(in: source)
            case .success(let parsed): statement = parsed
            }
            switch statement {
            case .expression(let tree, let conversions):
                let (value, presentation) = try convertedValue(
                    of: tree, by: conversions, statement: parsed.span, in: source, arithmetic: arithmetic)
                return .success(.expression(value, presentation: presentation))
            case .assignment(let name, let span, let tree, let conversions):
                try checkDefinable(name, at: span, in: source)
                let (value, presentation) = try convertedValue(
                    of: tree, by: conversions, statement: parsed.span, in: source, arithmetic: arithmetic)
                return .success(.assignment(name: name, value, presentation: presentation))
            case .definition(let name, let span, let parameters, let body):
                try checkDefinable(name, at: span, in: source)
                let definition = source.text(of: parsed.span)
                let function = UserFunction(name: name, parameters: parameters, definition: definition, body: body)
                try Failure.locating(in: source) { () throws(Failure) in
                    try Compiler(table: operations, options: options, state: state).check(function)
                }
                return .success(.definition(name: name, function))
            case .unit(let name, let span, let definition):
                return .success(.unit(name: name, try unitTable(defining: name, at: span, as: definition, in: source)))
            }
        } catch {
            return .failure(withHourNote(error, statement: parsed.span, in: source))
        }
    }

    /// `error` with ``PhysicalConstants/hourNote`` when it is a dimension error
    /// (`CalculatorError.isDimensionMismatch`: a conversion, a sum or a comparison across
    /// dimensions) in a statement that uses the hour `h` beside a physical constant.
    private func withHourNote(_ error: CalculatorError, statement: Span, in source: SourceLocator) -> CalculatorError {
        // The statement's text is read only for a dimension error: a failing statement may be
        // a line of many megabytes (a literal past the digit limit).
        guard error.isDimensionMismatch,
            PhysicalConstants.mixesHourWithConstant(
                source.text(of: statement), isUserName: { state.bindings[$0] != nil })
        else { return error }
        var error = error
        error.note = error.note.map { $0 + "; " + PhysicalConstants.hourNote } ?? PhysicalConstants.hourNote
        return error
    }

    /// Makes a computed statement's effect: `ans`, the result and the keypad for an expression,
    /// a binding for an assignment or a definition, with a note when a name changes kind.
    func commit(_ effect: Effect, span: Span, source: String) -> StatementResult {
        switch effect {
        case .expression(let value, let presentation):
            return commitExpression(value, presentation: presentation, span: span, source: source)
        case .assignment(let name, let value, let presentation):
            var notes: [Note] = []
            if case .function(let function) = state.bindings[name] {
                notes.append(
                    Note(
                        "'\(name)' was the function '\(function.definition)'; it is now a variable",
                        kind: .redefinition, at: span, in: source))
            } else if state.bindings[name] == nil,
                let note = PhysicalConstants.shadowingNote(for: name, kind: "variable")
            {
                notes.append(Note(note, kind: .redefinition, at: span, in: source))
            }
            state.assign(name, value)
            return StatementResult(
                span: span, source: source, outcome: .success(.assignment(name: name, value: value)), notes: notes,
                presentation: presentation)
        case .unit(let name, let table):
            let notes = replacedUnitNote(named: name).map {
                [Note($0, kind: .redefinition, at: span, in: source)]
            }
            state.units = table
            return StatementResult(
                span: span, source: source,
                outcome: .success(.definition(name: name, signature: "\(Parser.unitKeyword) \(name)")),
                notes: notes ?? [])
        case .definition(let name, let function):
            var notes: [Note] = []
            if case .variable(let value) = state.bindings[name] {
                let shown = ValueFormat(options).string(for: value)
                notes.append(
                    Note(
                        "'\(name)' was a variable (\(name) = \(shown)); it is now a function", kind: .redefinition,
                        at: span, in: source))
            } else if state.bindings[name] == nil,
                let note = PhysicalConstants.shadowingNote(for: name, kind: "function")
            {
                notes.append(Note(note, kind: .redefinition, at: span, in: source))
            }
            state.define(name, function)
            return StatementResult(
                span: span, source: source, outcome: .success(.definition(name: name, signature: function.signature)),
                notes: notes)
        }
    }

    /// The notes on the readings `statement` took (``ReadingNotes``), when the options ask for
    /// them: for an expression or an assignment, whose expression is computed now.
    func readingNotes(of statement: ParsedStatement, in source: SourceLocator) -> [Note] {
        guard options.notes, case .success(let parsed) = statement.result else { return [] }
        switch parsed {
        case .expression(let tree, _):
            return ReadingNotes.notes(in: tree, table: operations, source: source)
        case .assignment(_, let name, let tree, _):
            return ReadingNotes.notes(in: tree, table: operations, source: source)
                + ReadingNotes.notes(assigning: name, tree, table: operations, source: source)
        case .definition, .unit:
            return []
        }
    }

    /// An expression statement's effect: `ans`, the keypad and the observers (``finishExpression(_:)``),
    /// and its result. Apart from ``commit(_:span:source:)`` for the batch fast path, which has
    /// no ``Effect`` to build. (Inlined: the fast path runs it for every line of a file.)
    @inline(__always)
    func commitExpression(
        _ value: Value, presentation: Presentation, span: Span, source: String
    ) -> StatementResult {
        state.ans = value
        finishExpression(value)
        return StatementResult(
            span: span, source: source, outcome: .success(.value(value)), presentation: presentation)
    }

    /// What an expression statement leaves behind, besides `ans`: the keypad goes on from its
    /// value, and observers hear of the new result.
    func finishExpression(_ value: Value) {
        continueKeypad(from: value)
        self.value = value
    }

    /// `tree`'s value after its `to` chain, refined (``refinedValue(of:in:arithmetic:finishing:)``):
    /// the conversions are part of the refinement, so that a unit converted across π has the
    /// digits shown and `to frac` decides whether an approximation is an integer. A value that
    /// cannot be converted is an error, and changes nothing; in a chain every step must take the
    /// value, and the last format shows it.
    private func convertedValue(
        of tree: SyntaxTree, by conversions: [Conversion], statement: Span, in source: SourceLocator,
        arithmetic: CalculatorOptions.Arithmetic
    ) throws(CalculatorError) -> (Value, Presentation) {
        try refinedValue(of: tree, in: source, arithmetic: arithmetic) { value throws(CalculatorError) in
            var (value, presentation) = (value, Presentation.plain)
            // A kind's way to show a value it made (ValueNotes: a date-time difference as
            // `1 d + 3 h + 30 min`), when no `to` chooses one; the value stays as it is.
            if conversions.isEmpty, let units = ValueNotes.units(toShow: value) { presentation.mixedUnits = units }
            // A product of base units that arithmetic made, in its named unit (NamedResults); the
            // tree is read only for a quantity.
            if conversions.isEmpty, case .quantity(let quantity) = value,
                !NamedResults.isWrittenQuantity(tree, table: operations)
            {
                value = .quantity(NamedResults.named(quantity, precision: options.precision))
            }
            for conversion in conversions {
                (value, presentation) = try converted(
                    value, presentation, by: conversion, of: tree, statement: statement, in: source)
            }
            return (value, presentation)
        }
    }

    /// One step of a `to` chain: the value and its presentation after `conversion`, or the error
    /// at its `to`. A unit converts the value (`60 mph to m/s` is `26.8224 m/s`, in `ans` too),
    /// as numbat's `->` and fend's `to` do; a sum of units (`to ft+inch`) converts it to its
    /// first unit and is kept as the presentation; a format (`to hex`) only checks that it can
    /// write the value, which the views then write once (``ValueFormat/text(of:in:)``). A
    /// format of exact values only (`frac`, `hex`) takes an approximation that is an integer
    /// as that integer, decided as `floor` decides (`10*sin(pi/6) to frac` is 5).
    private func converted(
        _ value: Value, _ presentation: Presentation, by conversion: Conversion, of tree: SyntaxTree,
        statement: Span, in source: SourceLocator
    ) throws(CalculatorError) -> (Value, Presentation) {
        var value = value
        switch conversion.target {
        case .unit(let unit):
            value = try Failure.locating(in: source) { () throws(Failure) in
                try value.converted(to: unit, named: unit.text, options: options, at: conversion.span)
            }
        case .mixed(let units):
            let text = units.map(\.text).joined(separator: "+")
            value = try Failure.locating(in: source) { () throws(Failure) in
                try value.converted(to: units[0], named: text, options: options, at: conversion.span)
            }
        case .zone(let zone):
            value = try Failure.locating(in: source) { () throws(Failure) in
                try value.converted(to: zone, options: options, at: conversion.span)
            }
        case .format(let format):
            if format == .frac || format.base != nil, case .number(let number) = value, !number.isExact {
                do throws(NumberError) {
                    if let integer = try Number.decidedWholeNumber(number) { value = .number(integer) }
                } catch {
                    // At the whole statement, so that a note on it quotes `10*sin(pi/6) to frac`.
                    throw Failure.number(error, at: statement).located(in: source)
                }
            }
            do throws(ValueFormat.ConversionProblem) {
                try ValueFormat(options).check(value, in: format)
            } catch {
                let expression = source.text(of: tree.nodes[tree.root].span)
                let failure = Failure.cannotConvert(
                    error, expression: expression.utf8.count <= 40 ? expression : "the value", to: format,
                    at: conversion.span)
                throw failure.located(in: source)
            }
        }
        return (value, presentation.then(conversion.target))
    }

    private func checkDefinable(_ name: String, at span: Span, in source: SourceLocator) throws(CalculatorError) {
        try Failure.locating(in: source) { () throws(Failure) in
            try NameResolver.checkDefinable(name, at: span, in: operations)
        }
    }
}
