// What each kind of value is called, and what the `Double` machine (checked and IEEE arithmetic,
// `compile`, plots) says of a kind it cannot take: each kind answers here, so that the machine's
// messages have no `switch` over kinds.

extension Value {
    /// The kind in words, with its article: `a number`, `a quantity`, `a complex number`.
    var kindName: String {
        switch self {
        case .number, .float: "a number"
        case .quantity: "a quantity"
        case .complex: "a complex number"
        case .list: "a list"
        case .date(let date): date.kindName
        }
    }

    /// Whether its nearest `Double` stands for the whole value: a number's does, a quantity's
    /// drops its unit and a complex number's its imaginary part.
    var isPlainNumber: Bool {
        switch self {
        case .number, .float: true
        case .quantity, .complex, .list, .date: false
        }
    }

    /// For a value that is no plain number, held in `name`: what compile and plots compute with
    /// instead, and how to make one of it (`n = v / km`).
    func plainNumberAdvice(named name: String) -> (computeWith: String, note: String) {
        switch self {
        case .quantity(let quantity):
            // `v / km`, but `ans / (1 m/s)`: a unit's name alone is one of it, a product not.
            let unit = quantity.unitText
            let divisor = unit.unicodeScalars.allSatisfy { !"*/^ ".unicodeScalars.contains($0) } ? unit : "(1 \(unit))"
            return ("plain numbers", "a Double has no unit: make a number of it first, as in n = \(name) / \(divisor)")
        case .complex:
            return ("real numbers", "make a real number of it first, as in r = abs(\(name)) or r = re(\(name))")
        case .list:
            return (
                "plain numbers", "a Double is one number: take one of the list's, or a statistic such as mean(\(name))"
            )
        case .date:
            return (
                "plain numbers", "a Double is no date: take a number of it, as in unix(\(name)) or weekday(\(name))"
            )
        case .number, .float:
            return ("plain numbers", "")
        }
    }

    /// Why checked and IEEE arithmetic have no value of this kind (exact arithmetic's alone),
    /// and what to do.
    var exactArithmeticReason: (message: String, note: String?) {
        switch self {
        case .quantity:
            let failure = Failure.unitsNeedExactArithmetic(at: Span(0, 0))
            return (failure.message, failure.note)
        case .complex: return (Failure.complexNeedsExactArithmetic, nil)
        case .list: return (Failure.listsNeedExactArithmetic, "calc without --checked or --ieee computes lists")
        case .date: return (Failure.datesNeedExactArithmetic, "calc without --checked or --ieee computes dates")
        case .number, .float: return ("", nil)
        }
    }

    /// Why the constant `name` holding `value`, a quantity or a complex number, has no body of
    /// plain numbers (``Operation/constant(_:_:aliases:summary:)-(_,Value,_,_)``).
    static func kindOfConstant(_ value: Value, named name: String) -> String {
        "'\(name)' is \(value.kindName) (\(ValueFormat().string(for: value))), which exact arithmetic computes with"
    }
}
