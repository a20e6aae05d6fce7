// The display of a small rational (both parts in an Int64), written into one byte buffer.
//
// It shows what the general code shows (a terminating expansion in full, else the precision's
// significant digits laid out as %g lays them out: Rational+Decimal.swift and DecimalLayout),
// for the commonest result of a batch file, in a fraction of the instructions: no intermediate
// String or Array, one String made at the end. It answers for precisions up to 17, where every
// step fits a machine word, and gives nil otherwise, for the general code to answer.
//
// The buffer is 64 bytes: the text is written from its start (24 bytes at most), digits being
// worked on from byte 16 (18 at most, copied aside before the text is written), and numbers
// converted to digits at its end (20 at most).

package enum SmallDisplay {
    /// n/d, d > 1, coprime, as ``Number/display(precision:)`` shows it; nil past its range.
    static func display(_ n: Int64, _ d: Int64, precision: Int) -> Number.Display? {
        var display: Number.Display?
        _ = withDisplay(n, d, precision: precision) { text, isExact in
            display = Number.Display(text: String(decoding: text, as: UTF8.self), isExact: isExact)
        }
        return display
    }

    /// ``display(_:_:precision:)``'s text as bytes, handed to `body` with whether it is exact:
    /// for a batch run, which writes them out with no `String` made (row 3 of BENCHMARKS.md).
    /// False, with `body` not called, past its range. (Not generic: across modules a generic
    /// body runs unspecialized, its metadata looked up at each call.)
    static func withDisplay(
        _ n: Int64, _ d: Int64, precision: Int, _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void
    ) -> Bool {
        guard precision <= 17, d > 1 else { return false }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer -> Bool in
            let out = buffer.baseAddress!
            switch terminating(n, d, precision: precision, into: out) {
            case .written(let count):
                body(UnsafeBufferPointer(start: out, count: count), true)
                return true
            case .tooLong: return false
            case .notTerminating: break
            }
            let (count, isExact) = significant(n, d, precision: precision, notAnInteger: true, into: out)
            body(UnsafeBufferPointer(start: out, count: count), isExact)
            return true
        }
    }

    /// `value` with `precision` significant digits, laid out as C's `%.*g` with the exponent
    /// written `e20` / `e-7`: what `ResultFormatter` writes through `snprintf`, from the same
    /// exact binary value, rounded half to even as glibc rounds it. For a finite non-zero normal
    /// `value` that is m·2^e with m·2^e < 2^63 or 2^−e ≤ 2^62 once m's trailing zeros are
    /// dropped (0.001 to 9.2e18, most results); nil otherwise.
    package static func general(_ value: Double, precision: Int) -> String? {
        var text: String?
        _ = withGeneral(value, precision: precision) { text = String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// ``general(_:precision:)``'s text as bytes, handed to `body`: for a batch run, which
    /// writes them out with no `String` made (row 3d of BENCHMARKS.md). False, with `body` not
    /// called, past its range.
    package static func withGeneral(
        _ value: Double, precision: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) -> Bool {
        guard value.isNormal, precision >= 1, precision <= 17 else { return false }
        var m = value.significandBitPattern | (1 << 52)
        var e = Int(value.exponent) - 52
        let n: UInt64
        let d: UInt64
        if e >= 0 {
            guard e <= 10 else { return false }
            (n, d) = (m << e, 1)
        } else {
            let dropped = min(m.trailingZeroBitCount, -e)
            m >>= dropped
            e += dropped
            guard e >= -62 else { return false }
            (n, d) = (m, e == 0 ? 1 : UInt64(1) << -e)
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
            let out = buffer.baseAddress!
            let signed = value < 0 ? -Int64(n) : Int64(n)
            let (count, _) = significant(signed, Int64(d), precision: precision, into: out)
            body(UnsafeBufferPointer(start: out, count: count))
        }
        return true
    }

    private static let zero = UInt8(ascii: "0")

    /// Writes the decimal digits of `value` ending just before `end`; returns where they start.
    private static func digits(of value: UInt64, endingAt end: UnsafeMutablePointer<UInt8>)
        -> UnsafeMutablePointer<UInt8>
    {
        var value = value
        var start = end
        repeat {
            start -= 1
            start.pointee = zero + UInt8(value % 10)
            value /= 10
        } while value > 0
        return start
    }

    private enum Expansion {
        /// The expansion's byte count.
        case written(Int)
        /// It ends, but its digits do not fit a machine word: for the general code.
        case tooLong
        /// It does not end within the precision: significant digits are shown.
        case notTerminating
    }

    /// The full expansion when d is 2^a·5^b with max(a, b) ≤ precision, as
    /// `Rational.terminatingExpansion`: `-0.0009765625`.
    private static func terminating(_ n: Int64, _ d: Int64, precision: Int, into out: UnsafeMutablePointer<UInt8>)
        -> Expansion
    {
        var rest = d
        let twos = rest.trailingZeroBitCount
        rest >>= twos
        var fives = 0
        while rest % 5 == 0 {
            rest /= 5
            fives += 1
        }
        let places = max(twos, fives)
        guard rest == 1, places <= precision else { return .notTerminating }
        var factor: UInt64 = 1
        for _ in 0..<(places - twos) { factor *= 2 }
        for _ in 0..<(places - fives) { factor *= 5 }
        let (scaled, overflow) = n.magnitude.multipliedReportingOverflow(by: factor)
        guard !overflow else { return .tooLong }
        // Digits at the end of a scratch area, zero-padded to places + 1, then the point.
        let scratch = out + 64
        var start = digits(of: scaled, endingAt: scratch)
        while scratch - start < places + 1 {
            start -= 1
            start.pointee = zero
        }
        var count = 0
        if n < 0 {
            out[count] = UInt8(ascii: "-")
            count += 1
        }
        let integerDigits = scratch - start - places
        for index in 0..<integerDigits {
            out[count] = start[index]
            count += 1
        }
        out[count] = UInt8(ascii: ".")
        count += 1
        for index in integerDigits..<(integerDigits + places) {
            out[count] = start[index]
            count += 1
        }
        return .written(count)
    }

    /// `precision` significant digits of |n|/d, rounded half to even, laid out as %g: what
    /// `Rational.significantDigits` and `DecimalLayout.general` give. The byte count, and
    /// whether no rounding was needed.
    private static func significant(
        _ n: Int64, _ d: Int64, precision: Int, notAnInteger: Bool = false, into out: UnsafeMutablePointer<UInt8>
    ) -> (count: Int, isExact: Bool) {
        let p = n.magnitude
        let q = UInt64(d)
        // precision + 1 digits in `digits`: the integer part's, then by long division.
        let digits = out + 16
        var kept = 0
        var exponent = 0
        var integerRestIsZero = true
        let integer = p / q
        var remainder = p % q
        if integer > 0 {
            let end = out + 64
            let start = Self.digits(of: integer, endingAt: end)
            let length = end - start
            exponent = length
            // Moved to `digits`, at most precision + 1 of them.
            let taken = min(length, precision + 1)
            for index in 0..<taken { digits[index] = start[index] }
            kept = taken
            for index in taken..<length where start[index] != zero { integerRestIsZero = false }
        }
        // Digits past the ones kept, from the last chunk: they count as the rest, for rounding.
        var overshootIsZero = true
        // A power of two (a Double's denominator): each digit is a shift and a mask.
        let shift = q.trailingZeroBitCount
        if q & (q &- 1) == 0 && shift <= 59 {
            let mask = q &- 1
            while kept < precision + 1 {
                let t = remainder &* 10  // remainder < 2^59, so no overflow
                let digit = t >> shift
                remainder = t & mask
                if kept == 0 && digit == 0 {
                    exponent -= 1
                    continue
                }
                digits[kept] = zero + UInt8(digit)
                kept += 1
            }
        }
        while kept < precision + 1 {
            if q <= UInt64(UInt32.max) {
                // Nine digits a division (remainder · 10^9 < 2^62): a division costs tens of
                // cycles, a digit of the chunk a multiplication.
                let t = remainder &* 1_000_000_000
                var chunk = t / q
                remainder = t % q
                var nine: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0)
                withUnsafeMutableBytes(of: &nine) { nine in
                    for index in stride(from: 8, through: 0, by: -1) {
                        nine[index] = UInt8(chunk % 10)
                        chunk /= 10
                    }
                    for index in 0..<9 {
                        let digit = nine[index]
                        if kept == 0 && digit == 0 {
                            exponent -= 1
                        } else if kept < precision + 1 {
                            digits[kept] = zero + digit
                            kept += 1
                        } else if digit != 0 {
                            overshootIsZero = false
                        }
                    }
                }
                continue
            }
            let (high, low) = remainder.multipliedFullWidth(by: 10)
            let (digit, rest) = q.dividingFullWidth((high, low))
            remainder = rest
            if kept == 0 && digit == 0 {
                exponent -= 1
                continue
            }
            digits[kept] = zero + UInt8(digit)
            kept += 1
        }
        kept -= 1
        let next = digits[kept] - zero
        let restIsZero = integerRestIsZero && remainder == 0 && overshootIsZero
        let roundsUp = next > 5 || (next == 5 && (!restIsZero || (digits[kept - 1] - zero) & 1 == 1))
        var isExact = next == 0 && restIsZero
        if roundsUp {
            var index = kept - 1
            while index >= 0 && digits[index] == zero + 9 {
                digits[index] = zero
                index -= 1
            }
            if index < 0 {
                // 999…9 rounds up to the next power of ten: one digit fewer below the point.
                digits[0] = zero + 1
                for index in 1..<kept { digits[index] = zero }
                exponent += 1
                isExact = false
            } else {
                digits[index] += 1
            }
        }
        // Trailing zeros dropped, the first digit kept.
        while kept > 1 && digits[kept - 1] == zero { kept -= 1 }
        let text = layout(
            digits, kept, exponent: exponent, negative: n < 0, precision: precision, notAnInteger: notAnInteger,
            into: out)
        return (text, isExact)
    }

    /// `DecimalLayout.general` on bytes: value = 0.d₁d₂… × 10^exponent, positional when the
    /// scientific exponent x = exponent − 1 has −4 ≤ x < precision, else d.ddd e x. The digits
    /// are copied aside first, since the text is written over them.
    /// `notAnInteger`: the value has a fraction, which a positional text whose integer part
    /// takes every digit would hide (`1e15/7` as `142857142857143`): then it is d.ddd e x, from
    /// 10^14 up (where a reader takes such digits for an integer; `--precision 3` may show 143).
    private static func layout(
        _ digits: UnsafeMutablePointer<UInt8>, _ count: Int, exponent: Int, negative: Bool, precision: Int,
        notAnInteger: Bool = false, into out: UnsafeMutablePointer<UInt8>
    ) -> Int {
        // Copy the digits out of the way first: the text may be longer than the space below them.
        var saved: (UInt64, UInt64, UInt64) = (0, 0, 0)
        return withUnsafeMutableBytes(of: &saved) { raw -> Int in
            let kept = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            for index in 0..<count { kept[index] = digits[index] }
            var length = 0
            func put(_ byte: UInt8) {
                out[length] = byte
                length += 1
            }
            if negative { put(UInt8(ascii: "-")) }
            let x = exponent - 1
            if x < -4 || x >= precision || (notAnInteger && x == precision - 1 && x >= 14) {
                put(kept[0])
                if count > 1 {
                    put(UInt8(ascii: "."))
                    for index in 1..<count { put(kept[index]) }
                }
                put(UInt8(ascii: "e"))
                if x < 0 { put(UInt8(ascii: "-")) }
                let end = out + 64
                let start = Self.digits(of: UInt64(x.magnitude), endingAt: end)
                for index in 0..<(end - start) { put(start[index]) }
            } else if x < 0 {
                put(zero)
                put(UInt8(ascii: "."))
                for _ in 0..<(-x - 1) { put(zero) }
                for index in 0..<count { put(kept[index]) }
            } else if count <= x + 1 {
                for index in 0..<count { put(kept[index]) }
                for _ in 0..<(x + 1 - count) { put(zero) }
            } else {
                for index in 0...x { put(kept[index]) }
                put(UInt8(ascii: "."))
                for index in (x + 1)..<count { put(kept[index]) }
            }
            return length
        }
    }
}
