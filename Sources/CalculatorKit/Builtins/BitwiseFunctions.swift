import CalculatorNumbers

/// The bitwise operations in `Double` arithmetic: on integral `Double`s, with the meaning they
/// have on exact integers (Number+Bitwise.swift). A `Double` that is an integer is one exactly,
/// however large, so `2^70 | 1` works on 2^70 itself; the result is rounded to a `Double` like
/// any other. A non-integer operand or a negative shift count gives NaN, which checked
/// arithmetic reports (``CheckedArithmeticMessages``) and IEEE arithmetic passes on.
enum BitwiseFunctions {
    static func and(_ a: Double, _ b: Double) -> Double {
        combine(a, b, small: &) { x, y throws(NumberError) in try Number.bitAnd(x, y) }
    }

    static func or(_ a: Double, _ b: Double) -> Double {
        combine(a, b, small: |) { x, y throws(NumberError) in try Number.bitOr(x, y) }
    }

    static func xor(_ a: Double, _ b: Double) -> Double {
        combine(a, b, small: ^) { x, y throws(NumberError) in try Number.bitXor(x, y) }
    }

    /// ~a, which is −a − 1: exact for every integral `a` below 2^53, rounded above as `-a - 1` is.
    static func not(_ a: Double) -> Double {
        MathFunctions.isInteger(a) ? -a - 1 : .nan
    }

    /// a · 2^n: exact until it overflows to infinity.
    static func shiftLeft(_ a: Double, _ n: Double) -> Double {
        guard MathFunctions.isInteger(a), let shift = shiftCount(n) else { return .nan }
        return Double(sign: .plus, exponent: shift, significand: a)
    }

    /// ⌊a / 2^n⌋: a · 2^−n is exact (or underflows towards 0), and its floor is the floored
    /// shift, −1 for every negative `a` shifted far enough.
    static func shiftRight(_ a: Double, _ n: Double) -> Double {
        guard MathFunctions.isInteger(a), let shift = shiftCount(n) else { return .nan }
        return Double(sign: .plus, exponent: -shift, significand: a).rounded(.down) + 0
    }

    /// Why a bitwise operation gave NaN: the operand to blame and the message.
    static func reason(_ operands: [Double]) -> (operand: Int, message: String)? {
        if let bad = operands.firstIndex(where: { !MathFunctions.isInteger($0) }) {
            return (bad, "bitwise operators take integers")
        }
        if operands.count == 2 && operands[1] < 0 { return (1, "negative shift count") }
        return nil
    }

    /// The count of a shift: an integer ≥ 0, capped where every result is 0, −1 or infinite.
    private static func shiftCount(_ n: Double) -> Int? {
        guard MathFunctions.isInteger(n), n >= 0 else { return nil }
        return Int(Swift.min(n, 4096))
    }

    /// `small` on two integers that fit in an `Int64`, else `big` on their exact values.
    private static func combine(
        _ a: Double, _ b: Double, small: (Int64, Int64) -> Int64,
        big: (Number, Number) throws(NumberError) -> Number
    ) -> Double {
        guard MathFunctions.isInteger(a), MathFunctions.isInteger(b) else { return .nan }
        if let x = Int64(exactly: a), let y = Int64(exactly: b) { return Double(small(x, y)) }
        guard let x = Number(exactly: a), let y = Number(exactly: b), let result = try? big(x, y) else { return .nan }
        return Double(result)
    }
}
