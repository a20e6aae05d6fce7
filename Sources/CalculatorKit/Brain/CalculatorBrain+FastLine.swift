extension CalculatorBrain {
    /// Runs one line of a batch file from its UTF-8 bytes when the plain or the quantity path
    /// takes it whole as one expression statement, committing it as ``execute(_:_:)`` does
    /// (`ans`, the keypad, observers), and returns its value and how to show it; nil, with no
    /// effect, for every other line, which the caller then runs through ``execute(_:_:)``.
    ///
    /// Why it exists: a batch file's plain line cost about 2,000 instructions beside its
    /// reading and computing for being a `String` and a ``StatementResult`` (row 3d of
    /// BENCHMARKS.md); such a line can fail in no way a report would show, so neither is needed.
    ///
    /// ```swift
    /// var line = "(299 / 552) * 169.5"
    /// line.withUTF8 { brain.executeFastLine($0) }?.value   // 91.8125, and brain.value is too
    /// ```
    package func executeFastLine(_ bytes: UnsafeBufferPointer<UInt8>) -> (value: Value, presentation: Presentation)? {
        guard takesPlainPath, interruption?.isRequested != true,
            let (value, presentation, _) = shortExpression(bytes, arithmetic: options.arithmetic)
        else { return nil }
        state.ans = value
        finishExpression(value)
        return (value, presentation)
    }
}
