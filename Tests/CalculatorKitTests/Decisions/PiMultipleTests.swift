import CalculatorNumbers
import Testing

@testable import CalculatorKit

/// A rational times a power of π stays exact through −, ×, ÷, equal powers' ±, integer powers and
/// roots (PiMultiple.swift): a result with no π left is exact, so an equality between such values
/// is decided without a "taken as equal" note; anything else stays an approximation as before.
struct PiMultipleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let input: String
        let shown: String
        let exact: Bool
        var testDescription: String { input }

        init(_ input: String, _ shown: String, exact: Bool) {
            (self.input, self.shown, self.exact) = (input, shown, exact)
        }
    }

    static let cases: [Case] = [
        // No π left: exact.
        Case("2 pi / pi", "2", exact: true), Case("pi - pi", "0", exact: true), Case("-pi + pi", "0", exact: true),
        Case("tau / pi", "2", exact: true), Case("(2 pi)^2 / pi^2", "4", exact: true),
        Case("sqrt(4 pi^2) / pi", "2", exact: true), Case("cbrt(8 pi^3) / pi", "2", exact: true),
        Case("pi^-2 * pi^2", "1", exact: true), Case("pi rad to deg", "180 deg", exact: true),
        Case("3 pi / (6 pi) to frac", "1/2", exact: true),
        // ħ is ℎ/2π: the relation holds exactly, and so does σ's definition.
        Case("hbar * 2 pi == planck", "1", exact: true), Case("hbar * tau / planck", "1", exact: true),
        Case("sigma * 15 planck^3 * c^2 / (2 k_B^4 * pi^5)", "1", exact: true),
        Case("c_1 / (2 pi * planck * c^2)", "1", exact: true), Case("k_e * 4 pi / (mu_0 * c^2)", "1", exact: true),
        // π is left over, or the form is lost: an approximation, shown as before.
        Case("pi", "3.14159265358979", exact: false), Case("2 pi", "6.28318530717959", exact: false),
        Case("sqrt(pi^2)", "3.14159265358979", exact: false), Case("pi^(1/2)", "1.77245385090552", exact: false),
        Case("pi + 1 - pi", "1", exact: false), Case("sqrt(2 pi^2)", "4.44288293815837", exact: false),
        Case("sin(pi)", "0", exact: false), Case("e - e", "0", exact: false),
        Case("hbar", "1.05457181764616e-34 J*s", exact: false),
    ]

    @Test(arguments: cases) func exactWhereNoPiIsLeft(_ test: Case) {
        let brain = CalculatorBrain()
        guard let last = brain.execute(test.input).last, case .success(.value(let value)) = last.outcome else {
            Issue.record("\(test.input): no value")
            return
        }
        #expect(ValueFormat(CalculatorOptions()).text(of: value, in: last.presentation).text == test.shown)
        #expect(value.isExact == test.exact)
        #expect(!last.notes.contains { $0.kind == .decision }, "\(last.notes)")
    }

    /// A quotient by an exact zero is a division by zero, not "too close to zero to tell".
    @Test func aDifferenceOfEqualMultiplesIsAnExactZero() {
        let brain = CalculatorBrain()
        guard case .failure(let error)? = brain.execute("1 / (2 pi - tau)").last?.outcome else {
            Issue.record("no error")
            return
        }
        #expect(error.message == "division by zero")
    }
}
