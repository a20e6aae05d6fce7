import CalculatorNumbers

/// A value of exact arithmetic: a rational of any size, or an approximation with its error bound.
/// See ``CalculatorOptions/Arithmetic-swift.enum/exact``.
///
/// ```swift
/// let n = try brain.evaluateNumber("2^64")
/// n.isExact       // true
/// n.description   // "18446744073709551616"
/// Double(n)       // 1.8446744073709552e19
/// ```
public typealias Number = CalculatorNumbers.Number

/// Why an operation on ``Number``s has no result; what a custom operation's exact body throws
/// (see ``Operation/exact(_:)``), shown at the operation as a builtin's error is.
///
/// ```swift
/// throw NumberError.domain("half takes one argument")
/// ```
public typealias NumberError = CalculatorNumbers.NumberError

extension CalculatorBrain {
    /// Runs every statement of `source` in exact arithmetic, whatever ``options`` say, and returns
    /// the value of the last one that has a value, or `ans` when none has. Stops at the first
    /// error; a result of another kind than a number (a complex number) is an error too
    /// (``evaluateValue(_:)`` gives it).
    ///
    /// ```swift
    /// try brain.evaluateNumber("2^64 + 1").description   // "18446744073709551617"
    /// try brain.evaluateNumber("0.1 + 0.2 == 0.3")       // 1
    /// try brain.evaluateNumber("sqrt(2)").isExact        // false
    /// ```
    public func evaluateNumber(_ source: String) throws(CalculatorError) -> Number {
        let value = try evaluateStatements(source, arithmetic: .exact)?.value ?? state.ans
        guard let number = value.number else {
            // A value of another kind than a number (a complex number), or IEEE arithmetic's `inf`.
            let message =
                value.isPlainNumber
                ? "ans is \(ValueFormat().string(for: value)), which only IEEE arithmetic has"
                : "the result \(ValueFormat().string(for: value)) is \(value.kindName); evaluateValue gives it"
            throw Failure(.arithmetic, message, at: Span(0, 0)).located(in: source)
        }
        return number
    }
}
