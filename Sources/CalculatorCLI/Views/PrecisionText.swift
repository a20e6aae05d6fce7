import CalculatorKit

extension CalculatorOptions {
    /// ``CalculatorOptions/validPrecision`` in words, for help texts and messages, so they follow
    /// the range when it changes.
    ///
    /// ```swift
    /// "--precision takes a number from \(CalculatorOptions.validPrecisionText)"   // "… from 1 to 100000"
    /// ```
    public static var validPrecisionText: String {
        "\(validPrecision.lowerBound) to \(validPrecision.upperBound)"
    }
}
