/// How large an exact value may grow, and how precise an approximation may be.
///
/// GMP aborts the whole process when a value outgrows its size type or memory runs out, and a
/// single GMP call cannot be interrupted; so an operation that could build a huge value estimates
/// the result's size first, and past ``digits`` computes an approximation at the working
/// precision instead (`1.0000001^10000000` is 2.71828169254497). Only a result beyond even
/// MPFR's exponent range is an error (``NumberError/limit(_:)``, ``beyondRangeMessage``). The
/// limit is far past anything a person reads (a 10-million-digit number is a 10 MB line of text)
/// and low enough that the largest exact operation answers in about a second.
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

    /// The significant digits an approximation is computed with where the caller gives none
    /// (the operators `+ - * / %`, for code outside the evaluators): calc's default display.
    package static let defaultPrecision = 15

    /// The message of the limit error for a result too large even as an approximation: MPFR's
    /// exponent reaches 2^62 − 1 bits at most, about 10^(1.39·10^18).
    static let beyondRangeMessage = "the result is too large even as an approximation (more than about 10^(1.39e18))"

    /// The message for a nonzero result too small even as an approximation: below 2^−(2^62),
    /// MPFR would round it to 0.
    static let belowRangeMessage =
        "the result is too close to zero even as an approximation (less than about 10^(-1.39e18))"

    /// log2 10^``digits``: a magnitude has more than ``digits`` digits exactly when its log2 is
    /// this or more.
    static let firstPastLog2 = Double(digits) * binaryLog(10)

    /// Whether a magnitude of at most 2^`log2` has at most ``digits`` digits. The bound is an
    /// estimate of the result's own size (``ResultSize``), to a double's precision: within a
    /// relative 10⁻¹⁵ of 10^``digits`` a result may be misjudged by a digit.
    static func fits(log2 bound: Double) -> Bool { bound < firstPastLog2 }

    /// Working precision in bits for `digits` significant decimal digits.
    package static func workingBits(digits: Int) -> Int {
        let clamped = min(max(digits, precisionDigits.lowerBound), precisionDigits.upperBound)
        return Int((Double(clamped) * 3.321928094887362).rounded(.up)) + guardBits
    }
}
