import CalculatorNumbers

/// Evaluating a source for its value, as an app does: statements run until the first error,
/// which is thrown, through the same router as ``CalculatorBrain/execute(_:_:)``
/// (StatementPaths.swift).
extension CalculatorBrain {
    /// Runs every statement of `source` and returns the value of the last one that has a value
    /// (an expression or an assignment), or `ans` when none has, as its nearest `Double`. Stops at
    /// the first error. A last value past `Double`'s range (`10^400` in exact arithmetic) is an
    /// "overflow" error, and its statement changes nothing; ``evaluateValue(_:)`` returns it whole.
    ///
    /// ```swift
    /// try brain.evaluate("x = 3")      // 3
    /// try brain.evaluate("x + 1")      // 4, and ans is now 4
    /// try brain.evaluate("10^400")     // throws overflow; ans is still 4
    /// ```
    @discardableResult
    public func evaluate(_ source: String) throws(CalculatorError) -> Double {
        let last = try evaluateStatements(source, arithmetic: options.arithmetic, needsDouble: true)
        return last?.double ?? Double(state.ans)
    }

    /// Runs every statement of `source` and returns the value of the last one that has a value
    /// (an expression or an assignment), or `ans` when none has. Stops at the first error. The
    /// value is what the brain keeps: a ``Value/number(_:)`` in exact arithmetic, with every
    /// digit, a ``Value/float(_:)`` in checked and IEEE arithmetic. Use it to show a result as
    /// calc does (``ValueFormat``); use ``evaluate(_:)`` to compute on with a `Double`.
    ///
    /// ```swift
    /// try brain.evaluateValue("2^64")             // .number(18446744073709551616)
    /// try brain.evaluateValue("1/3").isExact      // true
    /// Double(try brain.evaluateValue("1/4"))      // 0.25
    /// ```
    public func evaluateValue(_ source: String) throws(CalculatorError) -> Value {
        try evaluateStatements(source, arithmetic: options.arithmetic)?.value ?? state.ans
    }

    /// Runs the statements of `source` until the first error, which it throws, making each
    /// one's effect; returns the last value a statement had. With `needsDouble` that value must
    /// have a `Double` (``Value/double``), returned beside it, or it is an overflow error: a
    /// statement whose value has none waits to take effect until another statement follows it,
    /// so that when it is the last, it changes nothing. Each value is taken to a `Double` once.
    func evaluateStatements(
        _ source: String, arithmetic: CalculatorOptions.Arithmetic, needsDouble: Bool = false
    ) throws(CalculatorError) -> (value: Value, double: Double?)? {
        let locator = SourceLocator(source)
        /// A fast path's value, with its `Double` when one is needed (past `Double`'s range, an
        /// overflow at `span`), checked before its effect is made.
        func double(of value: Value, at span: Span) throws(CalculatorError) -> Double? {
            guard needsDouble else { return nil }
            guard let double = value.double else {
                throw Failure(.arithmetic, "overflow", at: span).located(in: locator)
            }
            return double
        }
        switch fastPath(source, arithmetic: arithmetic) {
        case .failure(let failure, _)?:
            throw failure.located(in: locator)
        case .expression(let value, let presentation, let span)?:
            let double = try double(of: value, at: span)
            _ = commitExpression(value, presentation: presentation, span: span, source: source)
            return (value, double)
        case .effect(let effect, let span)?:
            // The path makes only effects with a value: an expression's or an assignment's.
            let value = effect.value!
            let double = try double(of: value, at: span)
            _ = commit(effect, span: span, source: source)
            return (value, double)
        case nil:
            break
        }
        var failure: CalculatorError?
        var any = false
        var last: (value: Value, span: Span)?
        var waiting: (effect: Effect, span: Span)?
        var lastDouble: Double?
        // Statements run as they are parsed, so memory does not grow with their number.
        Parser.parse(source, table: operations, literalsFitDouble: arithmetic != .exact, units: unitNames) {
            statement in
            any = true
            if let held = waiting {
                _ = commit(held.effect, span: held.span, source: source)
                waiting = nil
            }
            let effect: Effect
            switch compute(statement, in: locator, arithmetic: arithmetic) {
            case .failure(let error):
                failure = error
                return false
            case .success(let computed):
                effect = computed
            }
            if let value = effect.value {
                last = (value, statement.span)
                if needsDouble {
                    lastDouble = value.double
                    if lastDouble == nil {
                        waiting = (effect, statement.span)
                        return true
                    }
                }
            }
            _ = commit(effect, span: statement.span, source: source)
            return true
        }
        if let failure { throw failure }
        guard any else { throw Failure.expectedExpression.located(in: locator) }
        if needsDouble, let last, lastDouble == nil {
            throw Failure(.arithmetic, "overflow", at: last.span).located(in: locator)
        }
        return last.map { ($0.value, lastDouble) }
    }
}
