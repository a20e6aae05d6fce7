import CalculatorNumbers

/// How values are written, as a value a view can own: a view that shows results needs this, not
/// the brain that computed them. ``text(of:as:)`` writes any ``Value``, one path for every kind,
/// and says whether the text is the value's exact value.
///
/// Built from a brain's options, it writes values as the brain's ``CalculatorBrain/format(_:)``
/// does.
///
/// ```swift
/// let format = ValueFormat(CalculatorOptions(precision: 5))
/// format.text(of: try brain.evaluateValue("1/3"))   // ("0.33333", isExact: false)
/// format.string(for: 1.0 / 3)                        // "0.33333"
/// ValueFormat().string(for: 0.1 + 0.2)               // "0.3"
/// ```
public struct ValueFormat: Sendable, Hashable {
    /// Significant digits, within ``CalculatorOptions/validPrecision`` (clamped to it).
    public var precision: Int
    /// The base integer results are shown in (`:base hex`); other values stay decimal.
    ///
    /// ```swift
    /// var format = ValueFormat()
    /// format.base = .bin
    /// format.string(for: 10)    // "0b1010"
    /// format.string(for: 0.5)   // "0.5"
    /// ```
    public var base: IntegerBase = .dec
    /// The unit of a polar form's angle (`to polar`), as the options' angle unit.
    ///
    /// ```swift
    /// var format = ValueFormat()
    /// format.angleUnit = .degrees
    /// format.string(for: .complex(re: Number(0), im: Number(2)), as: .polar)   // "2∠90"
    /// ```
    public var angleUnit: CalculatorOptions.AngleUnit = .radians

    /// A format with `precision` significant digits; 15 by default, as ``CalculatorOptions``.
    ///
    /// ```swift
    /// ValueFormat(precision: 3).string(for: 2.0 / 3)   // "0.667"
    /// ```
    public init(precision: Int = 15) {
        self.precision = CalculatorOptions.validPrecision.clamped(precision)
    }

    /// The format results have under `options`.
    ///
    /// ```swift
    /// ValueFormat(brain.options).string(for: 1e20)   // "1e20"
    /// ```
    public init(_ options: CalculatorOptions) {
        self.init(precision: options.precision)
        base = options.base
        angleUnit = options.angleUnit
    }

    /// `value` as a result is displayed (see ``ResultFormatter``).
    ///
    /// ```swift
    /// ValueFormat().string(for: -0.0)   // "0"
    /// ```
    public func string(for value: Double) -> String {
        if base != .dec, let integer = Self.integer(value), let text = try? integer.formatted(radix: base.radix) {
            return text
        }
        return ResultFormatter.string(for: value, precision: precision)
    }

    /// Displays a number of exact arithmetic: an exact integer with every digit, an exact value
    /// whose decimals end within the precision in full (`0.0009765625`), anything else rounded to
    /// the precision's significant digits (`0.333333333333333`), an approximation with no more
    /// digits than its error bound leaves meaningful (`sin(pi)` is `0`).
    ///
    /// ```swift
    /// ValueFormat().string(forNumber: try brain.evaluateNumber("2^64"))   // "18446744073709551616"
    /// ```
    public func string(forNumber number: Number) -> String {
        if base != .dec, number.isExact, number.isInteger, let text = try? number.formatted(radix: base.radix) {
            return text
        }
        return number.formatted(precision: precision)
    }

    /// `value` as a result is shown in `presentation` (`255 to hex`), and whether the text is
    /// its exact value: false for an approximation and for an exact value rounded for display,
    /// which the REPL marks with `≈`; nil for a kind whose exactness is not kept (a `Double` of
    /// checked or IEEE arithmetic). The value is written once, a quantity in its own unit (which
    /// `to` made the target's). A value the presentation's format cannot write (a statement
    /// reports that as its error) is shown as without it.
    ///
    /// ```swift
    /// let format = ValueFormat()
    /// format.text(of: .number(Number(255)), in: Presentation(format: .hex))   // ("0xff", isExact: true)
    /// format.text(of: try brain.evaluateValue("1/3"), in: .plain)             // ("0.333333333333333", isExact: false)
    /// ```
    public func text(of value: Value, in presentation: Presentation) -> (text: String, isExact: Bool?) {
        if presentation.isPlain {
            switch value {
            case .number(let number): return (string(forNumber: number), isExact(number))
            case .float(let double): return (string(for: double), nil)
            case .complex(let complex): return (string(forComplex: complex), isExact(complex))
            case .list(let elements): return listText(elements, in: presentation)
            case .date(let date): return (dateText(date), true)
            case .quantity: break
            }
        }
        if case .list(let elements) = value { return listText(elements, in: presentation) }
        if case .date(let date) = value { return (dateText(date), true) }
        if let sum = sumText(of: value, in: presentation) { return sum }
        let (magnitude, unit) = self.magnitude(of: value)
        let format = Self.readable(presentation.format, for: value).flatMap {
            (try? check(magnitude, in: $0)) == nil ? nil : $0
        }
        let text = Self.joined(format.map { written(magnitude, in: $0) } ?? plainString(for: magnitude), unit)
        switch magnitude {
        case .number(let number): return (text, isExact(number, as: format))
        case .complex(let complex): return (text, format == .polar ? false : isExact(complex))
        case .float, .quantity, .list, .date: return (text, nil)
        }
    }

    /// ``string(for:in:)``'s text as UTF-8 bytes, handed to `body`: for a batch run, which
    /// writes them out. The commonest results, a number or a `Double` shown plainly in decimal,
    /// are written into a buffer with no `String` made (row 3 of BENCHMARKS.md).
    ///
    /// ```swift
    /// var bytes: [UInt8] = []
    /// ValueFormat().withText(of: .float(0.1 + 0.2), in: .plain) { bytes = Array($0) }   // "0.3"
    /// ```
    public func withText(of value: Value, in presentation: Presentation, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if presentation.isPlain && base == .dec {
            switch value {
            case .float(let double): return ResultFormatter.withText(for: double, precision: precision, body)
            case .number(let number): if number.withSmallDisplay(precision: precision, body) { return }
            default: break
            }
        }
        var text = string(for: value, in: presentation)
        text.withUTF8(body)
    }

    /// The text of ``text(of:in:)`` alone, for a view that marks no approximation (a batch run's
    /// output): it does not work out whether the digits are exact.
    ///
    /// ```swift
    /// ValueFormat().string(for: .number(Number(255)), in: Presentation(format: .hex))   // "0xff"
    /// ```
    public func string(for value: Value, in presentation: Presentation) -> String {
        // Nearly every result: a number shown plainly, which a batch run writes for every line.
        if presentation.isPlain {
            switch value {
            case .number(let number): return string(forNumber: number)
            case .float(let double): return string(for: double)
            case .complex(let complex): return string(forComplex: complex)
            case .list(let elements): return listText(elements, in: presentation).text
            case .date(let date): return dateText(date)
            case .quantity: break
            }
        }
        if case .list(let elements) = value { return listText(elements, in: presentation).text }
        if case .date(let date) = value { return dateText(date) }
        if let sum = sumText(of: value, in: presentation) { return sum.text }
        let (magnitude, unit) = self.magnitude(of: value)
        if let format = Self.readable(presentation.format, for: value), (try? check(magnitude, in: format)) != nil {
            return Self.joined(written(magnitude, in: format), unit)
        }
        return Self.joined(plainString(for: magnitude), unit)
    }

    /// What ``text(of:in:)`` writes a value's digits from, and the unit it writes after them: a
    /// quantity's magnitude and its unit, a number as itself with no unit. What JSON's `value`
    /// and `unit` say.
    ///
    /// ```swift
    /// let value = try brain.evaluateValue("60 mph to m/s")
    /// ValueFormat().magnitude(of: value)   // (.number(26.8224), unit: "m/s")
    /// ```
    public func magnitude(of value: Value) -> (magnitude: Value, unit: String?) {
        guard case .quantity(let quantity) = value else { return (value, nil) }
        return (.number(quantity.magnitude), quantity.unit.text)
    }

    /// ``magnitude(of:)``: the presentation no longer holds a unit to convert to, as `to` a
    /// unit converts the value itself. Kept so that code written against it compiles.
    @available(*, deprecated, renamed: "magnitude(of:)", message: "`to` a unit converts the value")
    public func magnitude(of value: Value, in presentation: Presentation) -> (magnitude: Value, unit: String?) {
        magnitude(of: value)
    }

    /// A quantity shown as a sum of units (`16 ft + 4.8503937007874 inch`), its parts in the
    /// presentation's format (``Quantity/parts(in:precision:)`` computes them); nil when the
    /// presentation has no sum, or the value does not measure it.
    private func sumText(of value: Value, in presentation: Presentation) -> (text: String, isExact: Bool?)? {
        guard let units = presentation.mixedUnits, case .quantity(let quantity) = value,
            let (isNegative, magnitudes) = quantity.magnitudes(in: units, precision: precision)
        else { return nil }
        // Parts shown as 0 are left out (`1 km to m+cm` is `1000 m`, `0.1 s to h+min+s` `0.1 s`);
        // all of them 0, the first stays (`0 ft`). Written into one string as they come, from
        // the parts' magnitudes: an array of the parts' texts joined, and a quantity made for
        // each part, were 4,400 of the 14,900 instructions of the text of row 9's `s to h+min+s`.
        var text = isNegative ? "-" : ""
        var written = false
        var isExact: Bool? = true
        for index in magnitudes.indices {
            let last = index == magnitudes.count - 1
            let (shown, exact): (String, Bool?)
            if last {
                let part = Value.quantity(Quantity(magnitudes[index], units[index]))
                (shown, exact) = self.text(of: part, in: Presentation(format: presentation.format))
            } else {
                (shown, exact) = (Self.spaced(string(forNumber: magnitudes[index]), units[index].text), true)
            }
            if last { isExact = exact }
            if shown.hasPrefix("0 ") { continue }
            if written { text += isNegative ? " - " : " + " }
            text += shown
            written = true
        }
        if !written { text += Self.spaced(string(forNumber: magnitudes[0]), units[0].text) }
        return (text, isExact)
    }

    /// `format`, unless what it would write for `value` does not read back: a polar form is a
    /// complex number, which neither a quantity (`140142∠0 °R` is a complex angle in °R) nor
    /// IEEE arithmetic (`1∠0`) takes, so those are written plainly.
    private static func readable(_ format: OutputFormat?, for value: Value) -> OutputFormat? {
        guard format == .polar else { return format }
        switch value {
        case .quantity, .float: return nil
        case .number, .complex, .list, .date: return format
        }
    }

    private static func joined(_ digits: String, _ unit: String?) -> String {
        guard let unit else { return digits }
        // `100% b` reads as `100 % b` (a percent of a unit) and `-2/3 kg` as `-2/(3 kg)`: in
        // parentheses, each is the quantity.
        // Through the contiguous bytes: the `utf8` view's generic iteration cost 420 instructions
        // a line of row 9.
        func isFractionOrPercent(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "/") || byte == UInt8(ascii: "%") }
        let parenthesized =
            digits.utf8.withContiguousStorageIfAvailable { $0.contains(where: isFractionOrPercent) }
            ?? digits.utf8.contains(where: isFractionOrPercent)
        let number = parenthesized ? "(" + digits + ")" : digits
        return Self.spaced(number, afterNumber(unit))
    }

    /// `left`, a blank and `right`, made at once: `+` twice was two appends, 14 million of row
    /// 9's first 20,000 lines' 261 million instructions.
    private static func spaced(_ left: String, _ right: String) -> String {
        var (left, right) = (left, right)
        return left.withUTF8 { a in
            right.withUTF8 { b in
                String(unsafeUninitializedCapacity: a.count + 1 + b.count) { buffer in
                    let raw = UnsafeMutableRawBufferPointer(buffer)
                    raw.copyMemory(from: UnsafeRawBufferPointer(a))
                    raw[a.count] = UInt8(ascii: " ")
                    UnsafeMutableRawBufferPointer(rebasing: raw[(a.count + 1)...]).copyMemory(
                        from: UnsafeRawBufferPointer(b))
                    return a.count + 1 + b.count
                }
            }
        }
    }

    /// `value` as a result is shown, in `conversion`'s format when given: ``text(of:in:)`` with
    /// a presentation of that format.
    ///
    /// ```swift
    /// let format = ValueFormat()
    /// format.text(of: .number(Number(255)), as: .hex)   // ("0xff", isExact: true)
    /// format.text(of: try brain.evaluateValue("1/3"))   // ("0.333333333333333", isExact: false)
    /// format.text(of: .float(0.1))                      // ("0.1", isExact: nil)
    /// ```
    public func text(of value: Value, as conversion: OutputFormat? = nil) -> (text: String, isExact: Bool?) {
        text(of: value, in: Presentation(format: conversion))
    }

    /// The text of ``text(of:as:)`` alone: ``string(for:in:)`` with a presentation of that format.
    ///
    /// ```swift
    /// ValueFormat().string(for: .number(Number(255)), as: .hex)   // "0xff"
    /// ```
    public func string(for value: Value, as conversion: OutputFormat? = nil) -> String {
        string(for: value, in: Presentation(format: conversion))
    }

    /// The exactness of ``text(of:as:)`` alone: whether `value` written in `conversion`'s
    /// format (the ordinary display when nil) is its exact value; nil for a `Double`.
    ///
    /// ```swift
    /// ValueFormat().isExact(.number(Number(1)), as: nil)   // true
    /// ```
    public func isExact(_ value: Value, as conversion: OutputFormat?) -> Bool? {
        switch value {
        case .number(let number):
            let converts = conversion.map { (try? check(value, in: $0)) != nil } ?? false
            return isExact(number, as: converts ? conversion : nil)
        case .quantity(let quantity):
            let converts = conversion.map { (try? check(value, in: $0)) != nil } ?? false
            return isExact(quantity.magnitude, as: converts ? conversion : nil)
        case .complex(let complex):
            return isExact(complex)
        case .list(let elements):
            return Self.allExact(elements.map { isExact($0, as: conversion) })
        case .date:
            return true
        case .float:
            return nil
        }
    }

    /// The ordinary display of any kind of value.
    func plainString(for value: Value) -> String {
        switch value {
        case .number(let number): string(forNumber: number)
        case .float(let double): string(for: double)
        case .quantity(let quantity): string(forNumber: quantity.magnitude) + " " + quantity.unit.text
        case .complex(let complex): string(forComplex: complex)
        case .list(let elements): listText(elements, in: .plain).text
        case .date(let date): dateText(date)
        }
    }

    /// A statement's value as ``text(of:in:)`` writes it, in the statement's presentation; nil
    /// for a definition and an error.
    ///
    /// ```swift
    /// ValueFormat().text(of: brain.execute("255 to hex")[0])?.text   // "0xff"
    /// ```
    public func text(of statement: StatementResult) -> (text: String, isExact: Bool?)? {
        statement.value.map { text(of: $0, in: statement.presentation) }
    }

    /// An exact value as `p/q` in lowest terms (`-5/4`), an integer as itself; nil for an
    /// approximation. Read back in exact arithmetic, it is the same number.
    ///
    /// ```swift
    /// ValueFormat().fraction(try brain.evaluateNumber("0.75"))   // "3/4"
    /// ```
    public func fraction(_ number: Number) -> String? {
        try? number.fraction()
    }

    /// `value` as input that reads back as the same value, as `:save` writes a variable: an exact
    /// number as `p/q`; an approximation with ten digits more than this format shows; a `Double`
    /// with the fewest significant digits (15 to 17) that read back as it.
    ///
    /// ```swift
    /// ValueFormat().inputText(for: try brain.evaluateValue("1/3"))   // "1/3"
    /// ValueFormat().inputText(for: .float(0.1 + 0.2))                // "0.30000000000000004"
    /// ```
    public func inputText(for value: Value) -> String {
        switch value {
        case .number(let number):
            return fraction(number) ?? ValueFormat(precision: precision + 10).string(forNumber: number)
        case .float(let double):
            return Self.inputText(for: double)
        case .quantity(let quantity):
            // `1 km / 3`: a unit binds to the number before it, so a denominator comes after.
            let unit = Self.afterNumber(quantity.unit.text)
            let magnitude = inputText(for: .number(quantity.magnitude))
            // A temperature point takes no division (`20 °C / 3` is refused): `(20/3) °C`.
            if quantity.unit.isTemperaturePoint, magnitude.contains("/") { return "(\(magnitude)) \(unit)" }
            guard let slash = magnitude.firstIndex(of: "/") else { return magnitude + " " + unit }
            return "\(magnitude[..<slash]) \(unit) / \(magnitude[magnitude.index(after: slash)...])"
        case .complex(let complex):
            return inputText(for: complex)
        case .list(let elements):
            return "[" + elements.map(inputText(for:)).joined(separator: ", ") + "]"
        case .date(let date):
            return dateText(date)
        }
    }

    /// `value` as calc shows it with 15, 16 or 17 digits: the first that reads back as `value`.
    /// (The text is a decimal, or `inf`, `-inf` or `nan`, which calc reads as the nearest
    /// `Double` as the standard library's reading does.)
    private static func inputText(for value: Double) -> String {
        for digits in 15...16 {
            let text = ResultFormatter.string(for: value, precision: digits)
            if Double(text) == value { return text }
        }
        return ResultFormatter.string(for: value, precision: 17)
    }

    /// Whether ``string(forNumber:)`` shows the number's exact value: false for an
    /// approximation and for an exact value rounded for display, which the REPL marks with `≈`.
    public func isExact(_ number: Number) -> Bool {
        number.isDisplayExact(precision: precision)
    }

    /// Whether `number` written in `format` (the ordinary display when nil) is its exact value:
    /// always in `hex`, `bin`, `oct` and `frac`, which take only exact values; in `sci` when
    /// the precision's digits hold all of them.
    ///
    /// ```swift
    /// ValueFormat().isExact(try brain.evaluateNumber("1/3"), as: .frac)   // true
    /// ```
    public func isExact(_ number: Number, as format: OutputFormat?) -> Bool {
        switch format {
        case .hex?, .bin?, .oct?, .frac?: number.isExact
        case .sci?: number.isScientificExact(precision: precision)
        case .polar?: (number.sign >= 0 || angleUnit == .degrees) && isExact(number)
        case .rect?: isExact(number)
        case .percent?: (try? number * Number(100)).map(isExact) ?? false
        case .dec?, nil: isExact(number)
        }
    }
}
