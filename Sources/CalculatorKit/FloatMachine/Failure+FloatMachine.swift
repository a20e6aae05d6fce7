/// The failures of a value the `Double` machine cannot take: a quantity or a complex number in
/// `ans` or a variable, which its nearest `Double` would stand for without its unit or its
/// imaginary part (`v = 5 km; :plot x * v` once plotted 0…5 without a word). What each kind is
/// called and advised is the kind's (Model/Value+Kind.swift).
extension Failure {
    /// In an expression given to ``CalculatorBrain/compile(_:)`` or plotted: what to compute
    /// with instead.
    ///
    /// `'v' is a quantity (5 km), and compile and plots compute with plain numbers`.
    static func compiledValue(_ value: Value, named name: String, at span: Span) -> Failure {
        let named = name == "ans" ? "ans" : "'\(name)'"
        let advice = value.plainNumberAdvice(named: name)
        return Failure(
            .misuse,
            "\(named) is \(value.kindName) (\(ValueFormat().string(for: value))), and compile and plots"
                + " compute with \(advice.computeWith)",
            at: span, note: advice.note)
    }

    /// In a statement of checked or IEEE arithmetic, which has neither kind: `ans` or a variable
    /// kept from exact arithmetic (`:arithmetic ieee` after `v = 5 km`).
    static func floatValue(_ value: Value, named name: String, at span: Span) -> Failure {
        let named = name == "ans" ? "ans" : "'\(name)'"
        let reason = value.exactArithmeticReason
        return Failure(
            .misuse, "\(named) is \(value.kindName) (\(ValueFormat().string(for: value))): " + reason.message, at: span,
            note: reason.note)
    }
}
