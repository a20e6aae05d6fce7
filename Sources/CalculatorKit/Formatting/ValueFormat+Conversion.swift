import CalculatorNumbers

// Whether a value can be written in a format of `to` (`hex`, `frac`, `sci`, `polar`), and how.

extension ValueFormat {
    /// Why a value cannot be written in a format.
    enum ConversionProblem: Error, Equatable {
        /// Not a whole number, for `hex`, `bin` and `oct`; with the value as displayed.
        case notInteger(String)
        /// An approximation, for `hex`, `bin`, `oct` and `frac`.
        case notExact
        /// `inf` or `nan` (IEEE arithmetic), as displayed.
        case notFinite(String)
        /// A complex number that is not a real, as displayed: only `dec` writes it.
        case notReal(String)
        /// A quantity with a unit, as displayed, for `%`: `100% m` would read as a percent of a
        /// unit. (A quantity of no dimension, `0.5 rad`, is a number and may be one.)
        case percentOfQuantity(String)
    }

    /// `value` as an error message quotes it: its middle elided past 100 characters, which made
    /// the message for `(10^999999+i) to hex` a megabyte long.
    func quoted(_ value: Value) -> String {
        let text = plainString(for: value)
        guard text.utf8.count > 100, text.count > 100 else { return text }
        return "\(text.prefix(40))…(\(text.count - 60) more characters)…\(text.suffix(20))"
    }

    /// Whether `format` can write `value` (a quantity's magnitude), or why not, without writing
    /// it: what a statement's `to` checks before it takes effect (the view writes the value, once).
    func check(_ value: Value, in format: OutputFormat) throws(ConversionProblem) {
        if case .quantity(let quantity) = value {
            if format == .percent, !quantity.dimension.isDimensionless { throw .percentOfQuantity(quoted(value)) }
            return try check(.number(quantity.magnitude), in: format)
        }
        if case .list(let elements) = value {
            for element in elements { try check(element, in: format) }
            return
        }
        if format == .dec || format == .rect || format == .polar { return }
        if case .complex = value { throw .notReal(quoted(value)) }
        guard let exact = value.number else { throw .notFinite(quoted(value)) }
        if format == .sci || format == .percent { return }
        guard exact.isExact else { throw .notExact }
        if format.base != nil, !exact.isInteger { throw .notInteger(quoted(value)) }
    }

    /// `value` written in `format`, which ``check(_:in:)`` has let through: a number as it is,
    /// a `Double` as the binary fraction it is exactly (0.1 in `Double` arithmetic is
    /// 3602879701896397/36028797018963968, as Python's `Fraction(0.1)` says).
    func written(_ value: Value, in format: OutputFormat) -> String {
        if format == .polar, let text = polarText(of: value) { return text }
        if format == .dec || format == .rect {
            var decimal = self
            decimal.base = .dec
            return decimal.plainString(for: value)
        }
        guard let exact = value.number else { return plainString(for: value) }
        switch format {
        case .sci:
            switch value {
            case .number, .quantity, .complex, .list, .date: return exact.scientific(precision: precision)
            // A Double has no more than 17 significant digits to show.
            case .float: return exact.scientific(precision: min(precision, 17))
            }
        case .hex, .bin, .oct:
            return (try? exact.formatted(radix: format.base!.radix)) ?? plainString(for: value)
        case .frac:
            return (try? exact.fraction()) ?? plainString(for: value)
        case .percent:
            var decimal = self
            decimal.base = .dec
            switch value {
            case .float(let double): return decimal.string(for: double * 100) + "%"
            case .number, .quantity, .complex, .list, .date:
                return ((try? exact * Number(100)).map(decimal.string(forNumber:)) ?? plainString(for: value)) + "%"
            }
        case .dec, .rect, .polar:
            return plainString(for: value)
        }
    }
}
