// How a Number is displayed. With N the precision (significant digits):
// 1. an exact integer prints every digit;
// 2. an exact value whose decimal expansion ends within N digits after the point prints that
//    expansion, positional;
// 3. every other value prints rounded to N significant digits as C's `%.Ng` would (trailing zeros
//    dropped, an exponent when it is below −4 or at least N), with the exponent written `e19` /
//    `e-31`. An approximation shows no more digits than its error bound leaves meaningful, and
//    shows 0 when the bound reaches the value (sin(π)).

extension Number {
    /// The displayed text and whether it is the exact value (false: a dim `≈` before it).
    package struct Display: Equatable, Sendable {
        package let text: String
        package let isExact: Bool
    }

    /// The text calc prints for this number at `precision` significant digits.
    ///
    /// ```swift
    /// Number(numerator: 1, denominator: 3)!.formatted(precision: 5)   // "0.33333"
    /// ```
    package func formatted(precision: Int) -> String { display(precision: precision).text }

    /// Whether ``formatted(precision:)`` shows the exact value.
    package func isDisplayExact(precision: Int) -> Bool { display(precision: precision).isExact }

    /// ``formatted(precision:)``'s text as bytes, handed to `body`, for a value whose display
    /// needs no `String` along the way (an exact rational of two machine words, not an integer:
    /// most results of a batch file); false, with `body` not called, for every other value.
    package func withSmallDisplay(precision: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        guard case .exact(.small(let numerator, let denominator)) = value else { return false }
        let n = Swift.min(
            Swift.max(precision, NumberLimits.precisionDigits.lowerBound), NumberLimits.precisionDigits.upperBound)
        return SmallDisplay.withDisplay(numerator, denominator, precision: n) { text, _ in body(text) }
    }

    package func display(precision: Int) -> Display {
        let n = Swift.min(
            Swift.max(precision, NumberLimits.precisionDigits.lowerBound), NumberLimits.precisionDigits.upperBound)
        switch value {
        case .exact(let r):
            if case .small(let numerator, let denominator) = r {
                if denominator == 1 { return Display(text: String(numerator), isExact: true) }
                if let display = SmallDisplay.display(numerator, denominator, precision: n) { return display }
            }
            if r.isInteger { return Display(text: r.numerator.digits(), isExact: true) }
            if let text = r.terminatingExpansion(maximumFractionDigits: n) { return Display(text: text, isExact: true) }
            let (digits, exponent, isExact) = r.significantDigits(n)
            return Display(
                text: DecimalLayout.general(digits, exponent, negative: r.sign < 0, precision: n, notAnInteger: true),
                isExact: isExact)
        case .approximate(let a):
            // An approximation is never shown as exact, even when its digits happen to be.
            if a.float.isZero { return Display(text: "0", isExact: false) }
            let meaningful = a.meaningfulDigits
            if meaningful == 0 { return Display(text: "0", isExact: false) }
            let count = Swift.min(n, meaningful ?? n)
            // Today's display prints an integral value below 2^53 in full.
            if a.float.isInteger && a.magnitudeLog2 < 53 && a.errorLog2 < -1 {
                let text = a.exactValue.numerator.digits()
                return Display(text: text, isExact: false)
            }
            let (digits, exponent) = a.float.decimalDigits(count)
            return Display(
                text: DecimalLayout.general(
                    digits, exponent, negative: a.float.sign < 0, precision: count, notAnInteger: !a.float.isInteger),
                isExact: false)
        }
    }

    /// Whether ``scientific(precision:)`` shows the exact value.
    package func isScientificExact(precision: Int) -> Bool {
        let n = Swift.min(
            Swift.max(precision, NumberLimits.precisionDigits.lowerBound), NumberLimits.precisionDigits.upperBound)
        guard case .exact(let r) = value else { return false }
        return isZero || r.significantDigits(n).isExact
    }

    /// Scientific notation with `precision` significant digits at most: `1.2345e4`.
    package func scientific(precision: Int) -> String {
        let n = Swift.min(
            Swift.max(precision, NumberLimits.precisionDigits.lowerBound), NumberLimits.precisionDigits.upperBound)
        if isZero { return "0" }
        switch value {
        case .exact(let r):
            let (digits, exponent, _) = r.significantDigits(n)
            return DecimalLayout.scientific(digits, exponent, negative: r.sign < 0)
        case .approximate(let a):
            let count = Swift.min(n, a.meaningfulDigits ?? n)
            if count == 0 { return "0" }
            let (digits, exponent) = a.float.decimalDigits(count)
            return DecimalLayout.scientific(digits, exponent, negative: a.float.sign < 0)
        }
    }

    /// An exact integer in base 2, 8 or 16 with its prefix, sign in front: `-0xff`, `0b1010`.
    package func formatted(radix: Int) throws(NumberError) -> String {
        guard case .exact(let r) = value else { throw .domain("\(description) is not exact") }
        guard r.isInteger else { throw .domain("\(description) is not an integer") }
        let prefix =
            switch radix {
            case 2: "0b"
            case 8: "0o"
            case 16: "0x"
            default: ""
            }
        let magnitude = r.numerator.magnitude.digits(radix: radix)
        return (r.sign < 0 ? "-" : "") + prefix + magnitude
    }

    /// An exact value as `p/q` in lowest terms (`-5/4`), an integer as itself.
    package func fraction() throws(NumberError) -> String {
        guard case .exact(let r) = value else { throw .domain("\(description) is not exact") }
        if r.isInteger { return r.numerator.digits() }
        return r.numerator.digits() + "/" + r.denominator.digits()
    }
}

/// Where the point goes, given significant digits and a decimal exponent.
enum DecimalLayout {
    /// `%g`'s layout of value = 0.d₁d₂… × 10^exponent: positional when the scientific exponent
    /// X = exponent − 1 satisfies −4 ≤ X < precision, else d.ddd e X; trailing zeros dropped.
    /// Built from the digits' bytes: a batch run lays out one result a line. `notAnInteger`: the
    /// value has a fraction, which a positional text whose integer part takes every digit would
    /// hide (`1e15/7` as `142857142857143`, read as an integer): then it is d.ddd e x, from 10^14
    /// up (`--precision 3` may show 142.857 as 143).
    static func general(_ digits: String, _ exponent: Int, negative: Bool, precision: Int, notAnInteger: Bool = false)
        -> String
    {
        let x = exponent - 1
        if x < -4 || x >= precision { return scientific(digits, exponent, negative: negative) }
        let kept = significant(digits)
        if notAnInteger && x == precision - 1 && x >= 14 { return scientific(digits, exponent, negative: negative) }
        var text: [UInt8] = []
        text.reserveCapacity(kept.count + Swift.max(0, -x) + Swift.max(0, x) + 3)
        if negative { text.append(minus) }
        if x < 0 {
            text.append(zero)
            text.append(point)
            text.append(contentsOf: repeatElement(zero, count: -x - 1))
            text.append(contentsOf: kept)
        } else if kept.count <= x + 1 {
            text.append(contentsOf: kept)
            text.append(contentsOf: repeatElement(zero, count: x + 1 - kept.count))
        } else {
            text.append(contentsOf: kept[..<(x + 1)])
            text.append(point)
            text.append(contentsOf: kept[(x + 1)...])
        }
        return String(decoding: text, as: UTF8.self)
    }

    static func scientific(_ digits: String, _ exponent: Int, negative: Bool) -> String {
        let kept = significant(digits)
        var text: [UInt8] = []
        text.reserveCapacity(kept.count + 8)
        if negative { text.append(minus) }
        text.append(kept[0])
        if kept.count > 1 {
            text.append(point)
            text.append(contentsOf: kept[1...])
        }
        text.append(UInt8(ascii: "e"))
        text.append(contentsOf: String(exponent - 1).utf8)
        return String(decoding: text, as: UTF8.self)
    }

    private static let zero = UInt8(ascii: "0")
    private static let point = UInt8(ascii: ".")
    private static let minus = UInt8(ascii: "-")

    /// The digits' bytes without trailing zeros, keeping the first digit.
    private static func significant(_ digits: String) -> [UInt8] {
        var bytes = Array(digits.utf8)
        while bytes.count > 1, bytes.last == zero { bytes.removeLast() }
        return bytes
    }
}
