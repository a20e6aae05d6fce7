import CalculatorNumbers

/// The one router: the ordered paths a source may take, which ``CalculatorBrain/execute(_:_:)``
/// and ``CalculatorBrain/evaluateValue(_:)`` (with ``CalculatorBrain/evaluate(_:)``) both ask
/// first, in the same order, before the general path (``Parser`` and the value machine) runs it
/// statement by statement. Each fast path takes a whole source or nothing: it gives up, with no
/// effect, on anything it does not read, and computes what it takes as the general path would
/// (each has its differential test).
///
/// 1. ``PlainArithmetic``: one expression of decimals, `+ - * /` and parentheses (row 3 of
///    BENCHMARKS.md), in any arithmetic.
/// 2. ``QuantityLine``: one expression of quantities and a `to`, in exact arithmetic, with the
///    standard units (row 9).
/// 3. The long path (``NumberSink``): a source of 64 KiB or more that is one expression or
///    assignment, in exact arithmetic, computed as it is read in bounded memory.
extension CalculatorBrain {
    /// What a fast path made of a whole source, before any effect: an expression's value and
    /// presentation (held apart from ``Effect``, whose copies cost the plain path a tenth of its
    /// time a line), its one statement's effect, or its syntax error, with the statement's span
    /// as the general path gives it.
    enum PathOutcome {
        case expression(Value, Presentation, Span)
        case effect(Effect, Span)
        case failure(Failure, Span)
    }

    /// The first fast path's outcome for `source` in `arithmetic`; nil when none takes it.
    @inline(__always)
    func fastPath(_ source: String, arithmetic: CalculatorOptions.Arithmetic) -> PathOutcome? {
        guard takesPlainPath, interruption?.isRequested != true else { return nil }
        var source = source
        if let (value, presentation, span) = source.withUTF8({ shortExpression($0, arithmetic: arithmetic) }) {
            return .expression(value, presentation, span)
        }
        return longStatement(source, arithmetic: arithmetic)
    }

    /// The value of a source's UTF-8 `bytes` by the first two paths, which read bytes, when one
    /// of them takes it as one expression statement; nil when neither does.
    func shortExpression(_ bytes: UnsafeBufferPointer<UInt8>, arithmetic: CalculatorOptions.Arithmetic)
        -> (Value, Presentation, Span)?
    {
        if let (value, span) = plainExpression(bytes, arithmetic: arithmetic) {
            // No note: no shape of ReadingNotes is made of `+ - * /` and explicit parentheses alone.
            return (value, .plain, span)
        }
        if arithmetic == .exact, let (value, presentation, span) = quantityExpression(bytes) {
            // No note: ReadingNotes has no shape made of numbers with their units joined by
            // `+ - * /` (a division's left operand here always has units, and a unit join is no
            // implicit multiplication) but `5 deg C`, which QuantityLine leaves to the general
            // path; the differential test compares the notes.
            return (value, presentation, span)
        }
        return nil
    }

    /// `source`'s value by ``PlainArithmetic`` when it is one plain expression statement.
    private func plainExpression(_ source: UnsafeBufferPointer<UInt8>, arithmetic: CalculatorOptions.Arithmetic)
        -> (Value, Span)?
    {
        if plainPath == nil {
            plainPath = hasUnreadStandardTable ? PlainArithmetic.standard : PlainArithmetic(table: operations)
        }
        guard let path = plainPath ?? nil else { return nil }
        switch arithmetic {
        case .exact:
            var computingGaveUp = false
            if let (small, span) = path.evaluate(
                bytes: source, in: ExactPlainArithmetic(), computingGaveUp: &computingGaveUp)
            {
                return (.number(small.number), span)
            }
            // Not plain arithmetic (a unit line, a call): the general path's, or the next fast
            // path's, without reading it twice more (two readings to its first letter were 2.3%
            // of row 9's unit lines).
            guard computingGaveUp else { return nil }
            // Given up computing: a value past 64 bits (one line in sixteen of row 3c's nested
            // formulas), or an error. Read again on 128 bits, then in `Number`s: the second
            // reading of a line past 64 bits costs about 10,000 instructions on 128 bits, 24,000
            // in `Number`s, 88,000 by the general path.
            if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *),
                let (wide, span) = path.evaluate(bytes: source, in: WidePlainArithmetic())
            {
                return (.number(wide.number), span)
            }
            let numbers = NumberPlainArithmetic(precision: options.precision)
            guard let (number, span) = path.evaluate(bytes: source, in: numbers) else { return nil }
            return (.number(number), span)
        case .checked, .ieee:
            // Checked arithmetic's errors are the general path's to report.
            let plain = DoublePlainArithmetic(checked: arithmetic == .checked)
            guard let (double, span) = path.evaluate(bytes: source, in: plain) else { return nil }
            return (.float(double), span)
        }
    }

    /// `source`'s value and presentation by ``QuantityLine`` when it is one expression statement
    /// of quantities in exact arithmetic.
    private func quantityExpression(_ source: UnsafeBufferPointer<UInt8>) -> (Value, Presentation, Span)? {
        // The user's units (`unit furlong = 220 yd`) are the general path's: the path reads the
        // standard table.
        guard state.units == nil, QuantityLine.Reader.startsAsQuantity(bytes: source) else { return nil }
        if quantityPath == nil { quantityPath = QuantityLine(table: operations) }
        guard let path = quantityPath ?? nil else { return nil }
        return path.evaluate(bytes: source, table: operations, units: lineUnitNames, precision: options.precision)
    }
}
