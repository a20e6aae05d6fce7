/// How large an exact value may grow, and how precise an approximation may be.
///
/// GMP aborts the whole process when a value outgrows its size type or memory runs out, and a
/// single GMP call cannot be interrupted; so an operation that could build a huge value estimates
/// the result's size first and refuses it with ``NumberError/limit(_:)``. The limits are far past
/// anything a person reads (a 10-million-digit number is a 10 MB line of text) and low enough that
/// the largest allowed operation answers in about a second.
package enum NumberLimits {
    /// The most decimal digits an exact integer, numerator or denominator may have: GMP builds
    /// and prints a number of this size in about a second, as the type's summary asks.
    package static let digits = 10_000_000

    /// ``digits`` in bits: 10^7 · log2(10), rounded up.
    package static let bits = 33_219_281

    /// The precision range in significant decimal digits: at the largest, MPFR still computes
    /// π within seconds.
    package static let precisionDigits = 1...1_000_000

    /// Binary digits carried beyond the displayed ones, so that a few operations' rounding never
    /// reaches the shown digits, and cancellation (`sqrt(2)^2 - 2`) is recognized by the error bound
    /// rather than printed as noise.
    package static let guardBits = 64

    /// The message of the limit error.
    static let message = "the result would have more than 10,000,000 digits (the limit for exact numbers)"

    /// log2 10^``digits``: a magnitude has more than ``digits`` digits exactly when its log2 is
    /// this or more.
    static let firstPastLog2 = Double(digits) * binaryLog(10)

    /// Throws the limit error unless a magnitude of at most 2^`log2` has at most ``digits``
    /// digits. The bound is an estimate of the result's own size (``ResultSize``), to a double's
    /// precision: within a relative 10⁻¹⁵ of 10^``digits`` a result may be misjudged by a digit.
    static func check(log2 bound: Double) throws(NumberError) {
        if !(bound < firstPastLog2) { throw .limit(message) }
    }

    /// Working precision in bits for `digits` significant decimal digits.
    package static func workingBits(digits: Int) -> Int {
        let clamped = min(max(digits, precisionDigits.lowerBound), precisionDigits.upperBound)
        return Int((Double(clamped) * 3.321928094887362).rounded(.up)) + guardBits
    }
}
