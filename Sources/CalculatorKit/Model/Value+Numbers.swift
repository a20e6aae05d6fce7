import CalculatorNumbers

// The numbers of exact arithmetic a value is made of, for what the brain does to every number
// whatever its kind: the refinement's checks of the digits a result shows, and its rounding at a
// tie. Each kind says here what its numbers are, so the brain has no `switch` over kinds.

extension Value {
    /// The value as a plain number of exact arithmetic: a number, or a finite `Double` taken
    /// exactly; nil for every other kind (a quantity's magnitude is not a plain number).
    var plainNumber: Number? {
        switch self {
        case .number(let number): number
        case .float: number
        case .quantity, .complex, .list, .date: nil
        }
    }

    /// Whether some number the value is made of satisfies `predicate` (none for a `Double`).
    /// Without an array: the refinement asks this of every statement's result.
    func containsNumber(where predicate: (Number) -> Bool) -> Bool {
        switch self {
        case .number(let number): predicate(number)
        case .quantity(let quantity): predicate(quantity.magnitude)
        case .complex(let complex): predicate(complex.real) || predicate(complex.imaginary)
        case .list(let elements): elements.contains { $0.containsNumber(where: predicate) }
        case .float, .date: false
        }
    }

    /// The numbers the value is made of: a number, a quantity's magnitude, a complex number's
    /// parts; none for a `Double`.
    var numbers: [Number] {
        switch self {
        case .number(let number): [number]
        case .quantity(let quantity): [quantity.magnitude]
        case .complex(let complex): [complex.real, complex.imaginary]
        case .list(let elements): elements.flatMap(\.numbers)
        case .float, .date: []
        }
    }

    /// The value with each of its numbers replaced by `transform`'s (a `Double` as it is).
    func mappingNumbers(_ transform: (Number) -> Number) -> Value {
        switch self {
        case .number(let number): return .number(transform(number))
        case .quantity(var quantity):
            quantity.magnitude = transform(quantity.magnitude)
            return .quantity(quantity)
        case .complex(var complex):
            (complex.real, complex.imaginary) = (transform(complex.real), transform(complex.imaginary))
            return .complex(complex)
        case .list(let elements): return .list(elements.map { $0.mappingNumbers(transform) })
        case .float, .date: return self
        }
    }
}
