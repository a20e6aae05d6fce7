import CalculatorKit
import Testing

/// An error case of the units' table-driven tests: `source`'s last statement fails with `message`
/// at `column` (and with `note`, when one is given), computed in `arithmetic`.
struct QuantityFailure: Sendable, CustomTestStringConvertible {
    var source: String
    var message: String
    var column: Int
    var note: String? = nil
    var arithmetic: CalculatorOptions.Arithmetic = .exact
    var testDescription: String { source }

    /// Runs the case in a fresh brain and records what differs.
    func check() {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: arithmetic))
        let error = brain.execute(source).last?.error
        #expect(error?.message == message)
        #expect(error?.range.column == column)
        if let note { #expect(error?.note == note) }
    }
}
