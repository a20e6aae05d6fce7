import CalculatorNumbers
import Testing

@testable import CalculatorKit

/// Issue 32: complex numbers. Exact Gaussian-rational arithmetic, the principal branches on both
/// sides of each cut (values from mpmath at 50 digits, shown at 15), errors at the operator, and
/// `real` restoring the real errors.
struct ComplexNumberTests {
    typealias Case = ComplexCase

    static func shown(_ input: String, _ options: CalculatorOptions = CalculatorOptions()) throws -> String {
        let brain = CalculatorBrain(options: options)
        return ValueFormat(options).string(for: try brain.evaluateValue(input))
    }

    static let exact: [Case] = [
        Case("3 + 4i", "3 + 4i"), Case("4i", "4i"), Case("2.5i", "2.5i"), Case("i", "i"), Case("-i", "-i"),
        Case("i^2", "-1"), Case("i*i", "-1"), Case("i^3", "-i"), Case("i^4", "1"), Case("i^-1", "-i"),
        Case("(1+2i)*(3-4i)", "11 + 2i"), Case("(1+2i)/(3-4i)", "-0.2 + 0.4i"), Case("1/(1+i)", "0.5 - 0.5i"),
        Case("(1+i)^10", "32i"), Case("(1+i)^2", "2i"), Case("(2/3 + i)^2", "-0.555555555555556 + 1.33333333333333i"),
        Case("(3+4i) - (3+4i)", "0"), Case("(3+4i) - 4i", "3"), Case("conj(3+4i)", "3 - 4i"), Case("re(3+4i)", "3"),
        Case("im(3+4i)", "4"), Case("abs(3+4i)", "5"), Case("abs(-5)", "5"), Case("re(7)", "7"), Case("im(7)", "0"),
        Case("sqrt(-4)", "2i"), Case("sqrt(3+4i)", "2 + i"), Case("sqrt(3-4i)", "2 - i"), Case("sqrt(-1)", "i"),
        Case("sqrt(4)", "2"), Case("(-4)^(1/2)", "2i"), Case("cbrt(-8)", "-2"), Case("i == i", "1"),
        Case("1 + i != 1 - i", "1"), Case("z = 1 + i; z * z", "2i"), Case("f(x) = x^2 + 1; f(i)", "0"),
        Case("i = 3; 4i", "12"), Case("-(1/2)i", "-0.5i"),
        // Past the largest exact power, a unit still cycles with period 4.
        Case("i^(10^30)", "1"), Case("i^(10^30 + 1)", "i"), Case("(-i)^(10^30 + 3)", "i"), Case("i^(10^400)", "1"),
    ]

    /// Past the largest exact power, any other base is approximated when its parts would pass
    /// the exact limit (digits from mpmath at 60). `(3+4i)^(10^7)`, whose parts have 7 million
    /// digits, is exact since issue 48 (as `5^(10^7)` is): `(3+4i)^(2*10^7)` takes its place.
    static let largePowers: [Case] = [
        Case("((3+4i)/5)^(10^30)", "-0.0594920552024327 - 0.998228779072108i"),
        Case("(3+4i)^(2*10^7)", "-7.36237994591689e13979399 + 9.74077495532485e13979399i"),
        Case("(1+i)^(-10^8)", "1.64740712603706e-15051500"),
    ]

    @Test(arguments: largePowers)
    func powersPastTheExactOnesAreApproximated(_ test: Case) throws {
        let value = try CalculatorBrain().evaluateValue(test.input)
        #expect(ValueFormat().string(for: value) == test.expected)
        #expect(!value.isExact)
    }

    @Test(arguments: exact)
    func gaussianArithmeticIsExact(_ test: Case) throws {
        let brain = CalculatorBrain()
        let results = brain.execute(test.input)
        let value = try #require(results.last?.value)
        #expect(ValueFormat().string(for: value) == test.expected)
        #expect(value.isExact)
    }

    /// Values on each side of each branch cut, and on it (mpmath's convention there).
    static let branches: [Case] = [
        Case("ln(-1)", "3.14159265358979i"), Case("ln(-1 + 1e-30i)", "5e-61 + 3.14159265358979i"),
        Case("ln(-1 - 1e-30i)", "5e-61 - 3.14159265358979i"), Case("ln(i)", "1.5707963267949i"),
        Case("sqrt(-4 + 1e-30i)", "2.5e-31 + 2i"), Case("sqrt(-4 - 1e-30i)", "2.5e-31 - 2i"),
        Case("asin(2)", "1.5707963267949 - 1.31695789692482i"),
        Case("asin(2 + 1e-30i)", "1.5707963267949 + 1.31695789692482i"),
        Case("asin(2 - 1e-30i)", "1.5707963267949 - 1.31695789692482i"),
        Case("asin(-2)", "-1.5707963267949 + 1.31695789692482i"),
        Case("asin(-2 + 1e-30i)", "-1.5707963267949 + 1.31695789692482i"),
        Case("asin(-2 - 1e-30i)", "-1.5707963267949 - 1.31695789692482i"),
        Case("acos(2)", "1.31695789692482i"), Case("acos(2 + 1e-30i)", "5.77350269189626e-31 - 1.31695789692482i"),
        Case("acos(2 - 1e-30i)", "5.77350269189626e-31 + 1.31695789692482i"),
        Case("acos(-2)", "3.14159265358979 - 1.31695789692482i"),
        Case("atan(2i)", "1.5707963267949 + 0.549306144334055i"),
        Case("atan(1e-30 + 2i)", "1.5707963267949 + 0.549306144334055i"),
        Case("atan(-1e-30 + 2i)", "-1.5707963267949 + 0.549306144334055i"),
        Case("acos(-2 + 1e-30i)", "3.14159265358979 - 1.31695789692482i"),
        Case("acos(-2 - 1e-30i)", "3.14159265358979 + 1.31695789692482i"),
        Case("atan(-2i)", "-1.5707963267949 - 0.549306144334055i"),
        Case("atan(1e-30 - 2i)", "1.5707963267949 - 0.549306144334055i"),
        Case("atan(-1e-30 - 2i)", "-1.5707963267949 - 0.549306144334055i"),
        Case("(-8 + 1e-30i)^(1/3)", "1 + 1.73205080756888i"), Case("(-8 - 1e-30i)^(1/3)", "1 - 1.73205080756888i"),
        Case("(-8)^(1/3)", "1 + 1.73205080756888i"), Case("exp(i*pi/2)", "i"), Case("exp(i*pi)", "-1"),
        Case("sin(i)", "1.1752011936438i"), Case("cos(i)", "1.54308063481524"),
        Case("tan(1+i)", "0.271752585319512 + 1.08392332733869i"),
        Case("sinh(1+i)", "0.634963914784736 + 1.29845758141598i"),
        Case("cosh(1+i)", "0.833730025131149 + 0.988897705762865i"),
        Case("tanh(1+i)", "1.08392332733869 + 0.271752585319512i"), Case("log(-100)", "2 + 1.36437635384184i"),
        Case("exp(1+i)", "1.46869393991589 + 2.28735528717884i"),
        Case("(1+i)^(1+i)", "0.273957253830121 + 0.583700758758615i"),
        Case("arg(-1)", "3.14159265358979"), Case("arg(i)", "1.5707963267949"), Case("arg(-i)", "-1.5707963267949"),
        Case("polar(2, pi/2)", "2i"), Case("2∠0", "2"),
    ]

    @Test(arguments: branches)
    func principalBranches(_ test: Case) throws {
        #expect(try Self.shown(test.input) == test.expected)
    }

    @Test func precisionAppliesToEachPart() throws {
        #expect(try Self.shown("sqrt(-2) + 1/3", CalculatorOptions(precision: 5)) == "0.33333 + 1.4142i")
        #expect(
            try Self.shown("asin(2)", CalculatorOptions(precision: 30))
                == "1.57079632679489661923132169164 - 1.31695789692481670862504634731i")
    }

    @Test func anglesInDegrees() throws {
        let degrees = CalculatorOptions(angleUnit: .degrees)
        #expect(try Self.shown("arg(i)", degrees) == "90")
        #expect(try Self.shown("polar(2, 90)", degrees) == "2i")
        #expect(try Self.shown("asin(2)", degrees) == "90 - 75.4561292902169i")
    }

    static let conversions: [Case] = [
        Case("3+4i to polar", "5∠0.927295218001612"), Case("-2 to polar", "2∠3.14159265358979"),
        Case("2i to polar", "2∠1.5707963267949"), Case("4 to polar", "4∠0"),
        Case("5∠0.927295218001612", "3 + 4i"), Case("5∠0.927295218001612 to rect", "3 + 4i"),
        Case("3+4i to rect", "3 + 4i"),
    ]

    @Test(arguments: conversions)
    func polarAndRectangularForms(_ test: Case) throws {
        let brain = CalculatorBrain()
        let result = try #require(brain.execute(test.input).last)
        #expect(ValueFormat(brain.options).text(of: result)?.text == test.expected)
    }

    @Test func polarFormInDegrees() throws {
        let brain = CalculatorBrain(options: CalculatorOptions(angleUnit: .degrees))
        let result = try #require(brain.execute("-i to polar").last)
        #expect(ValueFormat(brain.options).text(of: result)?.text == "1∠-90")
        #expect(try Self.shown("1∠-90", brain.options) == "-i")
    }

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var input: String
        var message: String
        var column: Int
        var testDescription: String { input }
    }

    static let errors: [ErrorCase] = [
        ErrorCase(input: "1/0", message: "division by zero", column: 1),
        ErrorCase(input: "1/(i-i)", message: "division by zero", column: 1),
        ErrorCase(input: "ln(0)", message: "logarithm of zero", column: 1),
        ErrorCase(input: "(-1)!", message: "factorial of a negative integer", column: 1),
        ErrorCase(input: "(1+i) < 2", message: "complex numbers have no order: < takes real numbers", column: 7),
        ErrorCase(input: "2 >= i", message: "complex numbers have no order: >= takes real numbers", column: 3),
        ErrorCase(input: "floor(1+i)", message: "floor takes real numbers, not complex ones", column: 1),
        ErrorCase(input: "round(i)", message: "round takes real numbers, not complex ones", column: 1),
        ErrorCase(input: "mod(i, 2)", message: "mod takes real numbers, not complex ones", column: 1),
        ErrorCase(input: "i % 2", message: "% takes real numbers, not complex ones", column: 3),
        ErrorCase(input: "i & 1", message: "& takes real numbers, not complex ones", column: 3),
        ErrorCase(input: "i!", message: "! takes real numbers, not complex ones", column: 2),
        ErrorCase(input: "(1+i) to hex", message: "1 + i is not a real number", column: 7),
        ErrorCase(input: "2i * 3 m", message: "a quantity's magnitude must be real: 2i * 3 m", column: 4),
    ]

    @Test(arguments: errors)
    func errorsAtTheOperator(_ test: ErrorCase) {
        let error = CalculatorBrain().execute(test.input).last?.error
        #expect(error?.message == test.message)
        #expect(error?.range.column == test.column)
    }

    static let realErrors: [ErrorCase] = [
        ErrorCase(input: "sqrt(-1)", message: "square root of a negative number", column: 1),
        ErrorCase(input: "ln(-1)", message: "logarithm of a negative number", column: 1),
        ErrorCase(input: "asin(2)", message: "asin takes a value from -1 to 1", column: 1),
        ErrorCase(input: "(-8)^(1/3)", message: "a negative number to a fractional power has no real value", column: 1),
        ErrorCase(input: "3 + 4i", message: "complex numbers are off", column: 6),
    ]

    @Test(arguments: realErrors)
    func realOptionRestoresTheErrors(_ test: ErrorCase) {
        var options = CalculatorOptions()
        options.real = true
        let error = CalculatorBrain(options: options).execute(test.input).last?.error
        #expect(error?.message == test.message)
        #expect(error?.range.column == test.column)
    }

    @Test(arguments: [CalculatorOptions.Arithmetic.ieee, .checked])
    func doubleArithmeticRefusesComplexNumbers(_ arithmetic: CalculatorOptions.Arithmetic) {
        let error = CalculatorBrain(options: CalculatorOptions(arithmetic: arithmetic)).execute("3 + 4i")[0].error
        #expect(error?.message == Failure.complexNeedsExactArithmetic)
        #expect(error?.range.column == 6)
    }

    @Test func valueExposesTheParts() throws {
        let value = try CalculatorBrain().evaluateValue("1/(1+i)")
        #expect(value.realPart == Number(numerator: 1, denominator: 2))
        #expect(value.imaginaryPart == Number(numerator: -1, denominator: 2))
        #expect(value.number == nil)
        #expect(value.complex?.real == Number(numerator: 1, denominator: 2))
        #expect(try CalculatorBrain().evaluateValue("i^2") == .number(Number(-1)))
        #expect(Value.complex(re: Number(2), im: Number(0)) == .number(Number(2)))
    }

    @Test func resultsReadBackAsTheSameValue() throws {
        for input in ["1/(1+i)", "(2/3 + i)^2", "3 - 4i", "-i", "sqrt(-2)"] {
            let brain = CalculatorBrain()
            let value = try brain.evaluateValue(input)
            let text = ValueFormat().inputText(for: value)
            #expect(try brain.evaluateValue(text) == value || !value.isExact, "\(input) → \(text)")
            let shown = ValueFormat().string(for: value)
            #expect(ValueFormat().string(for: try brain.evaluateValue(shown)) == shown, "\(shown)")
        }
    }
}
