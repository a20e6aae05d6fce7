import CalculatorKit
import Platform
import Testing

/// How results print, and that every printed result is valid input for the same number.
struct DisplayTests {
    static let cases: [(Double, Int, String)] = [
        (0.1 + 0.2, 15, "0.3"),
        (1.0 / 3, 15, "0.333333333333333"),
        (1e20, 15, "1e20"),
        (1.5e-7, 15, "1.5e-7"),
        (0.0001, 15, "0.0001"),
        (0.00001, 15, "1e-5"),
        (4_503_599_627_370_496, 15, "4503599627370496"),
        (9_007_199_254_740_991, 15, "9007199254740991"),
        (9_007_199_254_740_992, 15, "9.00719925474099e15"),
        (1e15, 15, "1000000000000000"),
        (1e15 + 0.5, 15, "1e15"),
        (123_456.789, 15, "123456.789"),
        (-0.0, 15, "0"),
        (-2.5, 15, "-2.5"),
        (.infinity, 15, "inf"),
        (-.infinity, 15, "-inf"),
        (.nan, 15, "nan"),
        (M_E, 15, "2.71828182845905"),
        (sin(1.0), 15, "0.841470984807897"),
        (1e-300, 15, "1e-300"),
        (1.0 / 3, 5, "0.33333"),
        (1.0 / 3, 1, "0.3"),
        (0.1, 17, "0.10000000000000001"),
        (2.0 / 3, 17, "0.66666666666666663"),
        (12_345, 3, "12345"),
        (1.25e100, 3, "1.25e100"),
        (.greatestFiniteMagnitude, 15, "1.7976931348623157e308"),
        (-.greatestFiniteMagnitude, 15, "-1.7976931348623157e308"),
        (.leastNonzeroMagnitude, 15, "4.94065645841247e-324"),
    ]

    @Test(arguments: cases)
    func formats(_ value: Double, precision: Int, expected: String) {
        #expect(ResultFormatter.string(for: value, precision: precision) == expected)
    }

    /// A printed result, read back, is the number it shows: exactly at 17 digits, and to the
    /// printed digits at 15.
    @Test func printedResultsAreValidInput() throws {
        var generator = SystemRandomNumberGenerator()
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .checked))
        for _ in 0..<2_000 {
            let value = Double(
                bitPattern: generator.next() & ~(0x7FF0_0000_0000_0000) | (UInt64.random(in: 0x300...0x4FF) << 52))
            for precision in [15, 17] {
                let text = ResultFormatter.string(for: value, precision: precision)
                let reread = try brain.evaluate(text)
                #expect(reread == Double(text.replacingOccurrences(of: "e", with: "e")), "\(text)")
                if precision == 17 { #expect(reread == value, "\(text)") }
            }
        }
        for special in [Double.infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude] {
            #expect(try brain.evaluate(ResultFormatter.string(for: special)) == special)
        }
        #expect(try brain.evaluate("nan").isNaN)
    }
}

/// Options: degrees, IEEE arithmetic, precision.
struct OptionTests {
    static func brain(_ options: CalculatorOptions) -> CalculatorBrain { CalculatorBrain(options: options) }

    static let degreeCases: [(String, String)] = [
        ("sin(30)", "0.5"), ("sin(90)", "1"), ("sin(180)", "0"), ("sin(-90)", "-1"), ("sin(360)", "0"),
        ("cos(60)", "0.5"), ("cos(90)", "0"), ("cos(180)", "-1"), ("tan(45)", "1"), ("tan(135)", "-1"),
        ("asin(1)", "90"), ("acos(0)", "90"), ("atan(1)", "45"), ("atan2(1, 1)", "45"), ("asin(0.5)", "30"),
        ("sin(45)", "0.707106781186548"), ("deg(pi)", "180"), ("rad(180)", "3.14159265358979"),
    ]

    @Test(arguments: degreeCases)
    func degrees(_ input: String, _ expected: String) throws {
        let brain = Self.brain(CalculatorOptions(angleUnit: .degrees))
        #expect(brain.format(try brain.evaluate(input)) == expected)
    }

    @Test func radiansByDefault() throws {
        let brain = CalculatorBrain()
        #expect(try brain.evaluate("sin(pi/2)") == 1)
        #expect(brain.format(try brain.evaluate("atan(1)")) == "0.785398163397448")
    }

    @Test func tanOf90DegreesIsAnError() {
        let brain = Self.brain(CalculatorOptions(angleUnit: .degrees))
        #expect(brain.execute("tan(90)")[0].error?.message == "tan is undefined at 90° + k·180°")
    }

    static let ieeeCases: [(String, String)] = [
        ("1/0", "inf"), ("-1/0", "-inf"), ("0/0", "nan"), ("sqrt(-1)", "nan"), ("ln(0)", "-inf"),
        ("10^400", "inf"), ("(-1)!", "nan"), ("5 % 0", "nan"), ("1/(1/0)", "0"),
    ]

    @Test(arguments: ieeeCases)
    func ieee(_ input: String, _ expected: String) throws {
        let brain = Self.brain(CalculatorOptions(arithmetic: .ieee))
        #expect(brain.format(try brain.evaluate(input)) == expected)
    }

    @Test(arguments: ["1/0", "0/0", "sqrt(-1)", "ln(0)", "10^400", "(-1)!", "5 % 0", "1/(1/0)", "exp(1000)"])
    func checkedArithmeticErrors(_ input: String) {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .checked))
        #expect(brain.execute(input)[0].error?.kind == .arithmetic)
    }

    /// Exact arithmetic, the default, has the same errors but no overflow: `10^400` and
    /// `exp(1000)` are numbers.
    @Test(arguments: ["1/0", "0/0", "atanh(1)", "ln(0)", "(-1)!", "5 % 0", "1/(1/0)", "inf", "nan"])
    func exactArithmeticErrors(_ input: String) {
        #expect(CalculatorBrain().execute(input)[0].error?.kind == .arithmetic)
        #expect(CalculatorBrain().execute("10^400 + exp(1000)")[0].error == nil)
    }

    @Test(arguments: ["inf - inf", "nan + 1", "1/inf", "inf * 0", "sqrt(inf)", "-inf"])
    func explicitInfinityAndNaNPropagateInCheckedArithmetic(_ input: String) {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .checked))
        #expect(brain.execute(input)[0].error == nil)
    }

    @Test func precisionChangesDisplay() throws {
        let brain = Self.brain(CalculatorOptions(precision: 5))
        #expect(brain.format(try brain.evaluate("pi")) == "3.1416")
        brain.options.precision = 17
        #expect(brain.format(try brain.evaluate("0.1")) == "0.10000000000000001")
        // Past 17 digits a Double shows the 17 it has; the option keeps 40 for exact arithmetic.
        brain.options.precision = 40
        #expect(brain.format(try brain.evaluate("0.1")) == "0.10000000000000001")
        #expect(brain.options.precision == 40)
        brain.options.precision = 200_000
        #expect(brain.options.precision == CalculatorOptions.validPrecision.upperBound)
    }
}
