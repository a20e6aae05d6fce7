import CalculatorNumbers

/// What a statement computes and the brain keeps: `ans`, variables, the last result, a statement's
/// outcome, the keypad's operand. One case per kind of value, so that a new kind (a quantity, a
/// complex number, a list) is one case here, and every `switch` over a value that forgets it
/// stops compiling: no switch over `Value` has a `default:`.
///
/// ```swift
/// let value = try CalculatorBrain().evaluateValue("2^64")
/// value                 // .number(18446744073709551616)
/// value.number?.isExact // true
/// Double(value)         // 1.8446744073709552e19
/// ```
public enum Value: Sendable, Hashable {
    /// A value of exact arithmetic (the default): a rational of any size, or an approximation
    /// with its error bound.
    case number(Number)
    /// A value of checked or IEEE arithmetic, which compute with `Double`s.
    case float(Double)
    /// A number with a unit, of exact arithmetic: `5 km`, `26.8224 m/s`. (Boxed: a value stays
    /// the size of a number and a tag, which every stack of values and statement result holds.)
    indirect case quantity(Quantity)
    /// A complex number that is not a real, of exact arithmetic: `3 + 4i`, `sqrt(-2)`. Its parts
    /// are ``realPart`` and ``imaginaryPart`` (Value+Complex.swift). (Boxed, as a quantity is.)
    indirect case complex(ComplexNumber)
    /// A list of values, of exact arithmetic: `[1, 2, 4]`, `[1 m, 2 ft]`. Its elements are
    /// numbers, quantities and complex numbers, never lists; arithmetic takes them element by
    /// element and the statistics take them all (Value+List.swift).
    case list([Value])
    /// A date, a local date-time or a zoned date-time, of exact arithmetic: `@2024-01-31`,
    /// `@2024-01-31T12:30:00`, `@2024-07-01T14:00:00+02:00[Europe/Berlin]` (Value+DateTime.swift).
    /// (Boxed, as a quantity is.)
    indirect case date(DateTime)

    /// The value as a ``Number``: itself, a `Double` taken exactly (`0.1` as the binary
    /// fraction it is), a quantity's magnitude in its unit; nil for IEEE arithmetic's `inf` and
    /// `nan`, which are no numbers, for a complex number that is not a real, and for a list.
    ///
    /// ```swift
    /// Value.float(0.5).number?.description   // "0.5"
    /// Value.float(.infinity).number          // nil
    /// ```
    public var number: Number? {
        switch self {
        case .number(let number): number
        case .float(let double): Number(exactly: double)
        case .quantity(let quantity): quantity.magnitude
        case .complex, .list, .date: nil
        }
    }

    /// The value as a `Double` when it has one: the nearest `Double` to a number within its
    /// range, a `Double` as it is (`inf` and `nan` included), a quantity's magnitude in its own
    /// unit (which `to` makes the target's: `60 mph to m/s` is 26.8224; ``unitText`` says which);
    /// nil for a number past `Double`'s range (`10^400`), which ``CalculatorBrain/evaluate(_:)``
    /// reports as an overflow, for a complex number that is not a real, and for a list.
    ///
    /// A quantity's magnitude rather than nil, or its value in SI base units: `evaluate` returns
    /// the number a statement shows (`5 km` is 5, not an overflow nor 5000), and a unit that is
    /// not SI (`deg`, `°F`) keeps the number the user reads. The `Double` machine (`compile`,
    /// plots) refuses a quantity rather than take this number for it.
    ///
    /// ```swift
    /// try brain.evaluateValue("10^400").double          // nil
    /// try brain.evaluateValue("1/4").double             // 0.25
    /// try brain.evaluateValue("5 km to mile").double    // 3.1068559611866697
    /// ```
    public var double: Double? {
        switch self {
        case .number, .quantity:
            let double = Double(self)
            return double.isFinite ? double : nil
        case .float(let double):
            return double
        case .complex, .list, .date:
            return nil
        }
    }

    /// Whether the value is exactly what it stands for: an exact number (a list, when each of its
    /// elements is). An approximation is not, and neither is a `Double`, whose error nothing
    /// tracks.
    ///
    /// ```swift
    /// try brain.evaluateValue("1/3").isExact       // true
    /// try brain.evaluateValue("sqrt(2)").isExact   // false
    /// ```
    public var isExact: Bool {
        switch self {
        case .number(let number): number.isExact
        case .quantity(let quantity): quantity.magnitude.isExact
        case .complex(let complex): complex.isExact
        case .list(let elements): elements.allSatisfy(\.isExact)
        case .date: true
        case .float: false
        }
    }
}

extension Double {
    /// The `Double` nearest to `value`: ±∞ past `Double`'s range. The one-line way from the value
    /// the brain keeps to the `Double` an app computes with; a quantity's magnitude in its own unit,
    /// as ``Value/double`` (`60 mph to m/s` is 26.8224); `nan` for a complex number that is not a
    /// real and for a list, which no `Double` is.
    ///
    /// ```swift
    /// Double(try brain.evaluateValue("1/3"))   // 0.3333333333333333
    /// ```
    public init(_ value: Value) {
        switch value {
        case .number(let number): self = Double(number)
        case .quantity(let quantity): self = Double(quantity.magnitude)
        case .float(let double): self = double
        case .complex, .list, .date: self = .nan
        }
    }
}
