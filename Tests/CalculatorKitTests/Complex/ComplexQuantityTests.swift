import Testing

@testable import CalculatorKit

/// Issue 32 with issue 30's quantities: a quantity's magnitude is real, so a complex number that
/// meets a unit is an error at the unit or the operator that combines them, and a real function
/// with no real value on a quantity (`sqrt(-1 m^2)`) is an error at the function; `--real` keeps
/// the real errors. What stays real computes as before.
struct ComplexQuantityTests {
    typealias ErrorCase = ComplexErrorCase

    static let refused: [ErrorCase] = [
        ErrorCase("(2 + 3i) m", "a quantity's magnitude must be real: (2 + 3i) m", column: 10),
        ErrorCase("(2 + 3i) m * 2", "a quantity's magnitude must be real: (2 + 3i) m", column: 10),
        ErrorCase("i m", "a quantity's magnitude must be real: i m", column: 3),
        ErrorCase("z = 2i; z kg", "a quantity's magnitude must be real: 2i kg", column: 11),
        ErrorCase("2 m * i", "a quantity's magnitude must be real: 2 m * i", column: 5),
        ErrorCase("2i * 3 m", "a quantity's magnitude must be real: 2i * 3 m", column: 4),
        ErrorCase("1 m + i", "a quantity's magnitude must be real: 1 m + i", column: 5),
        ErrorCase("(1 m)^i", "a quantity's magnitude must be real: 1 m ^ i", column: 6),
        ErrorCase("max(1 m, i)", "a quantity's magnitude must be real: max(1 m, i)", column: 1),
        ErrorCase("sqrt(-1) * 1 m", "a quantity's magnitude must be real: i * 1 m", column: 10),
        ErrorCase("z = 3i; z * 1 m", "a quantity's magnitude must be real: 3i * 1 m", column: 11),
        ErrorCase("d = 1 m; d * i", "a quantity's magnitude must be real: 1 m * i", column: 12),
        ErrorCase("g(x) = x * 1 m; g(i)", "a quantity's magnitude must be real: i * 1 m", column: 17),
        ErrorCase("i to m", "a quantity's magnitude must be real: i to m", column: 3),
        ErrorCase("i to deg", "a quantity's magnitude must be real: i to deg", column: 3),
        ErrorCase("sqrt(-1 m^2)", "square root of a negative quantity: -1 m^2", column: 1),
        ErrorCase(
            "(-8 m^3)^(1/3)", "a negative quantity to a fractional power has no real value: -8 m^3", column: 9),
    ]

    @Test(arguments: refused)
    func complexMagnitudesAreRefusedWhereTheyMeetAUnit(_ test: ErrorCase) {
        let error = CalculatorBrain().execute(test.input).last?.error
        #expect(error?.message == test.message)
        #expect(error?.range.column == test.column)
        #expect(error?.note?.contains("complex numbers do not combine with units") == true)
    }

    static let realMode: [ErrorCase] = [
        ErrorCase("sqrt(-1 m^2)", "square root of a negative number", column: 1),
        ErrorCase("(-8 m^3)^(1/3)", "a negative number to a fractional power has no real value", column: 9),
        ErrorCase("sqrt(-1) * 1 m", "square root of a negative number", column: 1),
        ErrorCase("i m", "complex numbers are off", column: 1),
        ErrorCase("polar(1, 2) m", "complex numbers are off", column: 1),
    ]

    @Test(arguments: realMode)
    func realOptionKeepsTheRealErrors(_ test: ErrorCase) {
        var options = CalculatorOptions()
        options.real = true
        let error = CalculatorBrain(options: options).execute(test.input).last?.error
        #expect(error?.message == test.message)
        #expect(error?.range.column == test.column)
    }

    typealias Case = ComplexCase

    /// Real results beside complex numbers and quantities: unchanged.
    static let unchanged: [Case] = [
        Case("(1 m)^(1/2)", "1 m^(1/2)"), Case("sqrt(4 m^2)", "2 m"), Case("(8 m^3)^(1/3)", "2 m"),
        Case("abs(3 + 4i) * 1 m", "5 m"), Case("re(2 + 3i) m", "2 m"), Case("im(2 + 3i) kg", "3 kg"),
        Case("if(i == i, 1 m, 2 m)", "1 m"), Case("polar(2, 30 deg)", "1.73205080756888 + i"),
        Case("polar(2, 90 deg) * 3", "6i"), Case("polar(200 m/m, 90 deg)", "200i"),
        Case("d = 1 m; sqrt(-4) * 2", "4i"),
    ]

    /// In degrees a plain θ is in degrees, an angle quantity in its own unit.
    @Test func polarTakesAnAngleQuantityInAnyMode() throws {
        let brain = CalculatorBrain(options: CalculatorOptions(angleUnit: .degrees))
        #expect(brain.execute("polar(2, pi/2 rad)").last?.value.map { ValueFormat().string(for: $0) } == "2i")
        #expect(brain.execute("polar(2 rad, 90)").last?.value.map { ValueFormat().string(for: $0) } == "2i")
    }

    @Test(arguments: unchanged)
    func realQuantitiesAndComplexNumbersComputeAsBefore(_ test: Case) throws {
        let result = try #require(CalculatorBrain().execute(test.input).last)
        #expect(result.error == nil)
        #expect(result.value.map { ValueFormat().string(for: $0) } == test.expected)
    }
}
