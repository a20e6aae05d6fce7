/// The failures of a value the `Double` machine cannot take: a quantity or a complex number in
/// `ans` or a variable, which its nearest `Double` would stand for without its unit or its
/// imaginary part (`v = 5 km; :plot x * v` once plotted 0…5 without a word).
extension Failure {
    /// In an expression given to ``CalculatorBrain/compile(_:)`` or plotted: what to compute
    /// with instead.
    ///
    /// `'v' is a quantity (5 km), and compile and plots compute with plain numbers`.
    static func compiledValue(_ value: Value, named name: String, at span: Span) -> Failure {
        let named = name == "ans" ? "ans" : "'\(name)'"
        switch value {
        case .quantity(let quantity):
            // `v / km`, but `ans / (1 m/s)`: a unit's name alone is one of it, a product not.
            let unit = quantity.unitText
            let divisor = unit.unicodeScalars.allSatisfy { !"*/^ ".unicodeScalars.contains($0) } ? unit : "(1 \(unit))"
            return Failure(
                .misuse,
                "\(named) is a quantity (\(ValueFormat().string(for: value))), and compile and plots"
                    + " compute with plain numbers",
                at: span,
                note: "a Double has no unit: make a number of it first, as in n = \(name) / \(divisor)")
        case .complex:
            return Failure(
                .misuse,
                "\(named) is a complex number (\(ValueFormat().string(for: value))), and compile and plots"
                    + " compute with real numbers",
                at: span, note: "make a real number of it first, as in r = abs(\(name)) or r = re(\(name))")
        case .number, .float:
            preconditionFailure("a number has its Double")
        }
    }

    /// In a statement of checked or IEEE arithmetic, which has neither kind: `ans` or a variable
    /// kept from exact arithmetic (`:arithmetic ieee` after `v = 5 km`).
    static func floatValue(_ value: Value, named name: String, at span: Span) -> Failure {
        let named = name == "ans" ? "ans" : "'\(name)'"
        switch value {
        case .quantity:
            var failure = unitsNeedExactArithmetic(at: span)
            failure.message = "\(named) is a quantity (\(ValueFormat().string(for: value))): " + failure.message
            return failure
        case .complex:
            return Failure(
                .misuse,
                "\(named) is a complex number (\(ValueFormat().string(for: value))): "
                    + complexNeedsExactArithmetic,
                at: span)
        case .number, .float:
            preconditionFailure("a number has its Double")
        }
    }
}

extension Value {
    /// Why the constant `name` holding `value`, a quantity or a complex number, has no body of
    /// plain numbers (``Operation/constant(_:_:aliases:summary:)-(_,Value,_,_)``).
    static func kindOfConstant(_ value: Value, named name: String) -> String {
        let kind = if case .complex = value { "a complex number" } else { "a quantity" }
        return "'\(name)' is \(kind) (\(ValueFormat().string(for: value))), which exact arithmetic computes with"
    }

    /// Whether its nearest `Double` stands for the whole value: a number's does, a quantity's
    /// drops its unit and a complex number's its imaginary part.
    var isPlainNumber: Bool {
        switch self {
        case .number, .float: true
        case .quantity, .complex: false
        }
    }
}
