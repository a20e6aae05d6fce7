import CalculatorNumbers

// A date as calc shows it: its literal again (`@2024-02-29`, `@2024-02-29T12:30:00`,
// `@2024-07-01T12:00:00Z`, `@2024-07-01T14:00:00+02:00[Europe/Berlin]`), seconds always shown,
// their fraction only when not zero, so that everything printed reads back in.

extension ValueFormat {
    /// The text of a date, a local date-time or a zoned date-time, with its `@`.
    ///
    /// ```swift
    /// ValueFormat().dateText(try brain.evaluateValue("@2024-01-31 + 1 month").dateTime!)   // "@2024-02-29"
    /// ```
    func dateText(_ date: DateTime) -> String {
        "@" + date.isoText(zoneName: true)
    }
}

extension DateTime {
    /// ISO 8601 without the `@` (JSON's `"value"`: `2024-02-29`, `2024-03-10T03:00:00-04:00`);
    /// with `zoneName`, a named zone's `[Europe/Berlin]` after the offset, as RFC 9557 writes it.
    public func isoText(zoneName: Bool = false) -> String {
        let (year, month, day) = yearMonthDay
        var text = Self.digits(year, 4) + "-" + Self.digits(month, 2) + "-" + Self.digits(day, 2)
        if kind == .date { return text }
        let second = secondOfDay
        text +=
            "T" + Self.digits(second / 3600, 2) + ":" + Self.digits(second / 60 % 60, 2) + ":"
            + Self.digits(second % 60, 2)
        if !fraction.isZero, let digits = fractionDigits { text += "." + digits }
        guard kind == .zoned, let zone else { return text }
        switch zone {
        case .utc: return text + "Z"
        case .fixed, .named:
            text += Self.offsetText(offset)
            if zoneName, case .named(let name) = zone { text += "[\(name)]" }
            return text
        }
    }

    /// `+02:00`, `-05:00`, `+05:45`; `+00:00` for a zero offset that is not UTC itself.
    static func offsetText(_ offset: Int) -> String {
        let magnitude = abs(offset)
        var text = (offset < 0 ? "-" : "+") + digits(magnitude / 3600, 2) + ":" + digits(magnitude / 60 % 60, 2)
        if magnitude % 60 != 0 { text += ":" + digits(magnitude % 60, 2) }
        return text
    }

    /// The fraction's decimal digits when it ends within 18 of them (a literal's always does; an
    /// elapsed third of a second does not, and is cut at 18).
    private var fractionDigits: String? {
        var digits = ""
        var rest = fraction
        for _ in 0..<18 where !rest.isZero {
            guard let tenfold = try? Number.product(rest, Number(10), precision: 40),
                let digit = try? Number.floor(tenfold), let value = digit.exactInt,
                let next = try? Number.difference(tenfold, digit, precision: 40)
            else { return nil }
            digits += String(value)
            rest = next
        }
        return digits.isEmpty ? nil : digits
    }

    private static func digits(_ value: Int, _ count: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, count - text.count)) + text
    }
}
