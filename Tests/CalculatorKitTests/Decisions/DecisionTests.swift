import CalculatorNumbers
import Testing

@testable import CalculatorKit

/// Issue 34: decisions made with certainty, and poles and domain edges within an approximation's
/// error bound. Each line runs through the brain, as the REPL, batch files and the API do; the
/// values near poles are mpmath's at 50 digits, shown at 15.
struct DecisionTests {
    /// One statement (or a few, `;`-separated): what the last shows, or its error, and the notes
    /// on decisions taken at the refinement cap.
    struct Case: Sendable, CustomTestStringConvertible {
        let input: String
        let shown: String
        let note: String?
        let precision: Int
        var testDescription: String { input }

        /// `shown` is the value's text, or `error: MESSAGE`.
        init(_ input: String, _ shown: String, note: String? = nil, precision: Int = 15) {
            (self.input, self.shown, self.note, self.precision) = (input, shown, note, precision)
        }
    }

    static func run(_ input: String, precision: Int = 15) -> (shown: String, notes: [Note]) {
        let options = CalculatorOptions(precision: precision)
        let brain = CalculatorBrain(options: options)
        guard let last = brain.execute(input).last else { return ("nothing", []) }
        switch last.outcome {
        case .success(.value(let value)):
            return (ValueFormat(options).text(of: value, in: last.presentation).text, last.notes)
        case .failure(let error): return ("error: " + error.message, last.notes)
        default: return ("no value", last.notes)
        }
    }

    static func check(_ test: Case) {
        let (shown, notes) = run(test.input, precision: test.precision)
        #expect(shown == test.shown, "\(test.input)")
        let decisions = notes.filter { $0.kind == .decision }.map(\.message)
        #expect(decisions == (test.note.map { [$0] } ?? []), "\(test.input)")
    }

    /// Each singular point approached from both sides, with π-based inputs (approximations) and
    /// decimal ones (exact): at the point, an error; near it, the value.
    static let poles: [Case] = [
        Case("tan(pi/2)", "error: tan is undefined at pi/2 (or too close to it to tell)"),
        Case("tan(-pi/2)", "error: tan is undefined at -pi/2 (or too close to it to tell)"),
        Case("tan(3*pi/2)", "error: tan is undefined at 3*pi/2 (or too close to it to tell)"),
        Case("tan(pi/2 + sin(pi))", "error: tan is undefined at pi/2 (or too close to it to tell)"),
        Case("atan(tan(pi/2))", "error: tan is undefined at pi/2 (or too close to it to tell)"),
        Case("tan(pi/2 - 10^-20)", "1e20"), Case("tan(pi/2 + 10^-20)", "-1e20"),
        Case("tan(-pi/2 + 10^-25)", "-1e25"), Case("tan(1.5707963267948966)", "5.19985061887203e16"),
        Case("tan(1.5707963267948967)", "-1.23810370671435e16"),
        Case("cot(x) = cos(x)/sin(x); cot(pi)", "error: division by a value too close to zero to tell"),
        Case("cot(x) = cos(x)/sin(x); cot(pi + 10^-30)", "1e30"),
        Case("cot(x) = cos(x)/sin(x); cot(pi - 10^-30)", "-1e30"),
        Case("sec(x) = 1/cos(x); sec(pi/2)", "error: division by a value too close to zero to tell"),
        Case("sec(x) = 1/cos(x); sec(pi/2 - 10^-25)", "1e25"),
        Case("sec(x) = 1/cos(x); sec(pi/2 + 10^-25)", "-1e25"),
        Case("1/sin(pi)", "error: division by a value too close to zero to tell"),
        Case("1/(sqrt(2) - sqrt(2))", "error: division by a value too close to zero to tell"),
        Case("sin(pi)^-1", "error: division by a value too close to zero to tell"),
        Case("1/(sin(pi) + 10^-40)", "1e40"), Case("1/(sin(pi) - 10^-40)", "-1e40"),
        Case("ln(sin(pi))", "error: logarithm of a value too close to zero to tell"),
        Case("log(cos(pi/2))", "error: logarithm of a value too close to zero to tell"),
        Case("ln(0)", "error: logarithm of zero"),
        Case("ln(10^-30 + sin(pi))", "-69.0775527898214"), Case("log(10^-30 + cos(pi/2))", "-30"),
        Case("ln(1e-30)", "-69.0775527898214"),
        Case("sqrt(sin(pi))", "0"), Case("sqrt(10^-40 + sin(pi))", "1e-20"), Case("sqrt(1e-40)", "1e-20"),
        Case("asin(sin(pi/2))", "1.5707963267949"), Case("acos(cos(pi))", "3.14159265358979"),
        Case("acos(1 - 10^-30)", "1.4142135623731e-15"),
        Case("asin(1 + 10^-30)", "1.5707963267949 - 1.4142135623731e-15i"),
        Case("atanh(sin(pi/2))", "error: atanh is undefined at 1 (or too close to it to tell)"),
        Case("atanh(-sin(pi/2))", "error: atanh is undefined at -1 (or too close to it to tell)"),
        Case("atanh(1 - 10^-30)", "34.8853499851907"), Case("atanh(-1 + 10^-30)", "-34.8853499851907"),
        Case(
            "gamma(-e/e)",
            "error: gamma is undefined at zero and the negative integers (or too close to one to tell)"),
        Case(
            "gamma(sin(pi))",
            "error: gamma is undefined at zero and the negative integers (or too close to one to tell)"),
        Case("gamma(-1 + 10^-30)", "-1e30"), Case("gamma(-1 - 10^-30)", "1e30"),
        Case("gamma(10^-30 + sin(pi))", "1e30"), Case("gamma(-2.5)", "-0.945308720482942"),
        // Branch cuts: which side of the negative real axis is a decision too.
        Case(
            "sqrt(-4 + sin(pi)*i)", "2i",
            note: "sqrt(-4 + sin(pi)*i): its imaginary part is 0 to 1,018 digits; taken as 0"),
        Case(
            "(-8 - sin(pi)*i)^(1/3)", "1 + 1.73205080756888i",
            note: "(-8 - sin(pi)*i)^(1/3): its imaginary part is 0 to 1,018 digits; taken as 0"),
        Case(
            "acosh(-2 - sin(pi)*i)", "1.31695789692482 + 3.14159265358979i",
            note: "acosh(-2 - sin(pi)*i): its imaginary part is 0 to 1,018 digits; taken as 0"),
        Case("sqrt(-4 - 10^-30*i)", "2.5e-31 - 2i"), Case("sqrt(-4 - sqrt(2)*10^-30*i)", "3.53553390593274e-31 - 2i"),
    ]

    @Test(arguments: poles)
    func polesAndDomainEdges(_ test: Case) { Self.check(test) }

    /// Step functions on values that are exactly, nearly, and not integers (or halves, or
    /// equal): an exact answer when the bound settles it, the step with a note when the value
    /// is on it to the refinement cap, and the value below the step when it is off it by less
    /// than the working precision but more than the cap.
    static let decisions: [Case] = [
        Case("floor(pi)", "3"), Case("floor(-pi)", "-4"), Case("ceil(pi)", "4"), Case("round(sqrt(2))", "1"),
        Case("floor(10*sin(pi/6))", "5", note: "floor(10*sin(pi/6)): its argument is 5 to 1,018 digits; taken as 5"),
        Case(
            "floor(-10*sin(pi/6))", "-5", note: "floor(-10*sin(pi/6)): its argument is -5 to 1,018 digits; taken as -5"),
        Case("ceil(10*sin(pi/6))", "5", note: "ceil(10*sin(pi/6)): its argument is 5 to 1,018 digits; taken as 5"),
        Case("floor(sqrt(3)^2)", "3", note: "floor(sqrt(3)^2): its argument is 3 to 1,018 digits; taken as 3"),
        Case("trunc(-sqrt(3)^2)", "-3", note: "trunc(-sqrt(3)^2): its argument is -3 to 1,018 digits; taken as -3"),
        Case(
            "round(2.5 + sin(pi))", "3", note: "round(2.5 + sin(pi)): its argument is 2.5 to 1,018 digits; taken as 2.5"
        ),
        Case("floor((10^50 + sqrt(2)) - 10^50)", "1"), Case("floor(1 - 10^-1010 + sin(pi))", "0"),
        Case(
            "floor(1 - 10^-1030 + sin(pi))", "1",
            note: "floor(1 - 10^-1030 + sin(pi)): its argument is 1 to 1,018 digits; taken as 1"),
        Case("sin(pi/6) == 1/2", "1", note: "sin(pi/6) and 1/2 agree to 1,018 digits; taken as equal"),
        Case("sin(pi) == 0", "1", note: "sin(pi) and 0 agree to 1,018 digits; taken as equal"),
        Case("sqrt(2)^2 == 2", "1", note: "sqrt(2)^2 and 2 agree to 1,018 digits; taken as equal"),
        Case("sin(pi) < 0", "0", note: "sin(pi) and 0 agree to 1,018 digits; taken as equal"),
        Case("sin(pi) <= 0", "1", note: "sin(pi) and 0 agree to 1,018 digits; taken as equal"),
        Case("pi == 3.14159265358979", "0"), Case("pi < 22/7", "1"), Case("cos(10^60) > 0", "0"),
        Case("sign(sin(pi))", "0", note: "sign(sin(pi)): its argument is 0 to 1,018 digits; taken as 0"),
        Case("if(sin(pi), 1, 2)", "2", note: "if(sin(pi), 1, 2): the condition is 0 to 1,018 digits; taken as 0"),
        Case("10*sin(pi/6) to frac", "5", note: "10*sin(pi/6) to frac: its argument is 5 to 1,018 digits; taken as 5"),
        Case(
            "(10*sin(pi/6)) to hex", "0x5", note: "(10*sin(pi/6)) to hex: its argument is 5 to 1,018 digits; taken as 5"
        ),
        Case("0.5 to frac", "1/2"), Case("sqrt(2) to frac", "error: sqrt(2) is not exact"),
        Case("ncr(10*sin(pi/6), 2)", "10", note: "ncr(10*sin(pi/6), 2): its argument is 5 to 1,018 digits; taken as 5"),
        Case("(10*sin(pi/6)) & 7", "5", note: "(10*sin(pi/6)) & 7: its argument is 5 to 1,018 digits; taken as 5"),
        Case("sqrt(5) | 1", "error: bitwise operators take integers"),
        Case("ncr(exp(100), 2)", "error: ncr takes whole numbers"),
        // Quantities decide the same way, in their own evaluator.
        Case("10*sin(pi/6) m == 5 m", "1", note: "10*sin(pi/6) m and 5 m agree to 1,018 digits; taken as equal"),
        Case("if(sin(pi) m > 0 m, 1, 2)", "2", note: "sin(pi) m and 0 m agree to 1,018 digits; taken as equal"),
        Case("(10^50 + sqrt(2)) m - (10^50) m", "1.4142135623731 m"),
        Case("1 m / (sin(pi) s)", "error: division by a value too close to zero to tell"),
        // A variable keeps the digits it was computed with: the note says how many.
        Case("x = sqrt(2); floor(x^2)", "2", note: "floor(x^2): its argument is 2 to 33 digits; taken as 2"),
        // The note is about the call, where the comparison inside a function took its step.
        Case(
            "f(x) = x == 1/2; f(sin(pi/6))", "1",
            note: "f(sin(pi/6)): the two sides agree to 1,018 digits; taken as equal"),
    ]

    @Test(arguments: decisions)
    func stepsAreDecidedWithCertainty(_ test: Case) { Self.check(test) }

    /// `--precision` changes how many digits are shown, never an integer result.
    @Test(arguments: [5, 15, 20, 50, 400])
    func precisionNeverChangesAnIntegerResult(_ precision: Int) {
        #expect(Self.run("floor(sqrt(3)^2)", precision: precision).shown == "3")
        #expect(Self.run("floor(10*sin(pi/6))", precision: precision).shown == "5")
        #expect(Self.run("sin(pi/6) == 1/2", precision: precision).shown == "1")
        #expect(Self.run("floor((10^50 + sqrt(2)) - 10^50)", precision: precision).shown == "1")
    }

    /// The cap: four times the digits each time, up to 1,000 or twice the precision.
    @Test func refinementCap() {
        #expect(Decision.refinements(after: 15) == [60, 240, 960, 1000])
        #expect(Decision.refinements(after: 1000) == [2000])
        #expect(Decision.cap(digits: 15) == 1000)
        #expect(Decision.cap(digits: 3000) == 6000)
        #expect(Decision.cap(digits: 1_000_000) == 1_000_000)
        // Twice the precision: a value 10^-1030 off the step is told apart at 1,000 digits' cap
        // only when the precision asks for more.
        let (shown, notes) = Self.run("floor(1 - 10^-1030 + sin(pi))", precision: 600)
        #expect(shown == "0")
        #expect(notes.isEmpty)
        let atTwoThousand = Self.run("sin(pi) == 0", precision: 2000).notes.map(\.message)
        #expect(atTwoThousand == ["sin(pi) and 0 agree to 4,018 digits; taken as equal"])
    }

    /// A result whose bound hides digits the precision asks for is computed again; one still
    /// lost in rounding at the cap is an error rather than a `0` far from the truth.
    static let hiddenDigits: [Case] = [
        Case("(10^50 + sqrt(2)) - 10^50", "1.4142135623731"), Case("sin(10^300)", "-0.985750425160377"),
        Case("atan(10^60)", "1.5707963267949"), Case("tanh(10^60)", "1"), Case("asinh(10^60)", "138.848252760203"),
        Case("sin(pi)", "0"), Case("sqrt(2)^2 - 2", "0"),
        // Past the exact limit 10^(10^8) is an approximation with a huge bound: functions whose
        // slope falls with |x| still know every digit; a remainder does not.
        Case("atan(10^(10^8))", "1.5707963267949"), Case("tanh(10^(10^8))", "1"),
        Case("asinh(10^(10^8))", "230258509.992552"), Case("sqrt(2)*10^100 % 10", "7.35013846230912"),
        Case(
            "floor(10^(10^8)/3) % 10",
            "error: the result is lost in rounding: its error bound (about 1e99998982) exceeds it even at 1000 digits"),
        Case(
            "10^(10^8) == 10^(10^8) + 1", "1",
            note: "10^(10^8) and 10^(10^8) + 1 agree to 1,018 digits; taken as equal"),
        Case(
            "(10^2000 + sqrt(2)) - 10^2000",
            "error: the result is lost in rounding: its error bound (about 1e982) exceeds it even at 1000 digits"),
    ]

    @Test(arguments: hiddenDigits)
    func hiddenDigitsAreComputed(_ test: Case) { Self.check(test) }

    /// A value within its bound of a rounding boundary at the shown digits is refined too:
    /// sin(6.957·10^-20) is a relative 10^-78 above a tie at its 50th digit (mpmath's digits).
    @Test func aNearTieIsRoundedWithCertainty() {
        #expect(
            Self.run("sin(6.957 * 10^-20)", precision: 50).shown
                == "6.9569999999999999999999999999999999999943880375085e-20")
    }

    /// A value still within its bound of a tie of the rounding at the cap (its true value is the
    /// tie): taken as the tie and rounded half to even, as the exact value beside it is; a value
    /// near a tie but not on it is refined until its rounding is decided, without a note.
    static let ties: [Case] = [
        Case("0.15 + sin(pi)", "0.2", note: tie("0.15 + sin(pi)", "0.15"), precision: 1),
        Case("0.15", "0.2", precision: 1),
        Case("0.25 + sin(pi)", "0.2", note: tie("0.25 + sin(pi)", "0.25"), precision: 1),
        Case("0.25", "0.2", precision: 1),
        Case("-0.15 + sin(pi)", "-0.2", note: tie("-0.15 + sin(pi)", "-0.15"), precision: 1),
        Case("0.995 + sin(pi)", "1", note: tie("0.995 + sin(pi)", "0.995"), precision: 2),
        Case("0.995", "1", precision: 2),
        Case("0.5000000000000005 + sin(pi)", "0.5", note: tie("0.5000000000000005 + sin(pi)", "0.5000000000000005")),
        Case(
            "0.5000000000000015 + sin(pi)", "0.500000000000002",
            note: tie("0.5000000000000015 + sin(pi)", "0.5000000000000015")),
        Case("(0.15 + sin(pi)) m", "0.2 m", note: tie("(0.15 + sin(pi)) m", "0.15"), precision: 1),
        Case("0.15 + 10^-30 + sin(pi)", "0.2", precision: 1),
        Case("0.15 - 10^-30 + sin(pi)", "0.1", precision: 1),
    ]

    static func tie(_ input: String, _ value: String) -> String {
        "\(input): its value is \(value) to 1,018 digits, halfway between two roundings; taken as \(value), rounded to even"
    }

    @Test(arguments: ties)
    func aTieIsRoundedToEven(_ test: Case) { Self.check(test) }

    /// The API says the same: the value, and the note with its kind.
    @Test func theNoteReachesTheAPI() throws {
        let brain = CalculatorBrain()
        let result = brain.execute("sin(pi) == 0")[0]
        #expect(result.notes.map(\.kind) == [.decision])
        #expect(try brain.evaluateNumber("floor(10*sin(pi/6))").isExact)
        #expect(try brain.evaluateNumber("floor(10*sin(pi/6))") == Number(5))
    }
}
