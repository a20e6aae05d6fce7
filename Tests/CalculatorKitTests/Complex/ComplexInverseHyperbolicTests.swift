import Testing

@testable import CalculatorKit

/// Issue 32: `asinh`, `acosh` and `atanh` on complex numbers and on reals with no real value,
/// their principal branches on both sides of each cut and on it (values from mpmath at 50
/// digits, shown at 15); `real` keeps the real errors.
struct ComplexInverseHyperbolicTests {
    typealias Case = ComplexCase

    static let branches: [Case] = [
        // asinh: cuts on the imaginary axis outside [-i, i].
        Case("asinh(2i)", "1.31695789692482 + 1.5707963267949i"),
        Case("asinh(1e-30 + 2i)", "1.31695789692482 + 1.5707963267949i"),
        Case("asinh(-1e-30 + 2i)", "-1.31695789692482 + 1.5707963267949i"),
        Case("asinh(-2i)", "-1.31695789692482 - 1.5707963267949i"),
        Case("asinh(1e-30 - 2i)", "1.31695789692482 - 1.5707963267949i"),
        Case("asinh(-1e-30 - 2i)", "-1.31695789692482 - 1.5707963267949i"),
        Case("asinh(i)", "1.5707963267949i"), Case("asinh(0.5i)", "0.523598775598299i"),
        Case("asinh(1+i)", "1.06127506190504 + 0.666239432492515i"), Case("asinh(2)", "1.44363547517881"),
        // acosh: a cut on the real axis left of 1.
        Case("acosh(0)", "1.5707963267949i"), Case("acosh(0.5)", "1.0471975511966i"),
        Case("acosh(0.5 + 1e-30i)", "1.15470053837925e-30 + 1.0471975511966i"),
        Case("acosh(0.5 - 1e-30i)", "1.15470053837925e-30 - 1.0471975511966i"),
        Case("acosh(-2)", "1.31695789692482 + 3.14159265358979i"),
        Case("acosh(-2 + 1e-30i)", "1.31695789692482 + 3.14159265358979i"),
        Case("acosh(-2 - 1e-30i)", "1.31695789692482 - 3.14159265358979i"),
        Case("acosh(-1)", "3.14159265358979i"), Case("acosh(2i)", "1.44363547517881 + 1.5707963267949i"),
        Case("acosh(1+i)", "1.06127506190504 + 0.904556894302381i"), Case("acosh(1)", "0"),
        // atanh: cuts on the real axis outside [-1, 1].
        Case("atanh(2)", "0.549306144334055 - 1.5707963267949i"),
        Case("atanh(2 + 1e-30i)", "0.549306144334055 + 1.5707963267949i"),
        Case("atanh(2 - 1e-30i)", "0.549306144334055 - 1.5707963267949i"),
        Case("atanh(-2)", "-0.549306144334055 + 1.5707963267949i"),
        Case("atanh(-2 + 1e-30i)", "-0.549306144334055 + 1.5707963267949i"),
        Case("atanh(-2 - 1e-30i)", "-0.549306144334055 - 1.5707963267949i"),
        Case("atanh(2i)", "1.10714871779409i"), Case("atanh(1+i)", "0.402359478108525 + 1.01722196789785i"),
        Case("atanh(1e-20 + 1e-20i)", "1e-20 + 1e-20i"), Case("atanh(0.5)", "0.549306144334055"),
    ]

    @Test(arguments: branches)
    func principalBranches(_ test: Case) throws {
        #expect(try ComplexNumberTests.shown(test.input) == test.expected)
    }

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var input: String
        var message: String
        var real: Bool
        var testDescription: String { "\(input)\(real ? " (real)" : "")" }
        init(_ input: String, _ message: String, real: Bool = false) {
            (self.input, self.message, self.real) = (input, message, real)
        }
    }

    static let errors: [ErrorCase] = [
        ErrorCase("atanh(1)", "atanh(1) and atanh(-1) are infinite"),
        ErrorCase("atanh(-1)", "atanh(1) and atanh(-1) are infinite"),
        ErrorCase("gamma(i)", "gamma takes real numbers, not complex ones"),
        ErrorCase("gamma(2 + i)", "gamma takes real numbers, not complex ones"),
        ErrorCase("acosh(0)", "acosh takes a value ≥ 1", real: true),
        ErrorCase("acosh(-2)", "acosh takes a value ≥ 1", real: true),
        ErrorCase("atanh(2)", "atanh takes a value between -1 and 1, exclusive", real: true),
        ErrorCase("atanh(1)", "atanh takes a value between -1 and 1, exclusive", real: true),
    ]

    @Test(arguments: errors)
    func errorsAtTheFunction(_ test: ErrorCase) {
        var options = CalculatorOptions()
        options.real = test.real
        let error = CalculatorBrain(options: options).execute(test.input).last?.error
        #expect(error?.message == test.message)
        #expect(error?.range.column == 1)
    }
}
