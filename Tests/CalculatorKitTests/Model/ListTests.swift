import CalculatorNumbers
import Testing

@testable import CalculatorKit

/// Lists and statistics (issue 45): each line as a statement shows it, or its error; the
/// statistics against the values Python's `statistics` module gives on the same numbers.
struct ListTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let input: String
        let shown: String
        var testDescription: String { input }

        /// `shown` is the value's text, or `error: MESSAGE`.
        init(_ input: String, _ shown: String) { (self.input, self.shown) = (input, shown) }
    }

    static func shown(_ input: String) -> String {
        let brain = CalculatorBrain()
        guard let last = brain.execute(input).last else { return "nothing" }
        switch last.outcome {
        case .success(.value(let value)), .success(.assignment(_, let value)):
            return ValueFormat().text(of: value, in: last.presentation).text
        case .failure(let error): return "error: " + error.message
        case .success(.definition): return "definition"
        }
    }

    static let languageCases: [Case] = [
        Case("[1, 2, 4]", "[1, 2, 4]"), Case("[]", "[]"), Case("[1/3, 2/3]", "[0.333333333333333, 0.666666666666667]"),
        Case("[1/3, 2/3] to frac", "[1/3, 2/3]"), Case("[255, 16] to hex", "[0xff, 0x10]"),
        Case("xs = [1, 2, 4]; xs", "[1, 2, 4]"), Case("[1, 2]; ans * 3", "[3, 6]"),
        Case("[1 m, 2 ft] to cm", "[100 cm, 60.96 cm]"), Case("[1, 2, 3] m", "[1 m, 2 m, 3 m]"),
        Case("[1 + 2i, 3]", "[1 + 2i, 3]"), Case("list(1, 2)", "[1, 2]"),
        // Arithmetic broadcasts.
        Case("[1, 2, 3] * 2", "[2, 4, 6]"), Case("10 - [1, 2]", "[9, 8]"), Case("[1, 2] + [10, 20]", "[11, 22]"),
        Case("sqrt([1, 4, 9])", "[1, 2, 3]"), Case("-[1, 2]", "[-1, -2]"), Case("[3, 4]!", "[6, 24]"),
        Case("f(x) = x^2 + 1; f([1, 2, 3])", "[2, 5, 10]"), Case("[50, 10]%", "[0.5, 0.1]"),
        Case("[100, 200] + 10%", "[110, 220]"), Case("sqrt([-4, 4])", "[2i, 2]"), Case("mod([7, -7], 3)", "[1, 2]"),
        Case("[1, 2] + [1, 2, 3]", "error: + takes lists of one length, not 2 and 3"),
        Case("[1, 2] < 3", "error: '<' takes no list"), Case("[1, 2] % 2", "error: '%' takes no list"),
        Case("[1, 2] & 1", "error: '&' takes no list"), Case("if([1, 2], 1, 0)", "error: a list is no condition"),
        Case("[[1, 2], 3]", "error: a list cannot hold a list"),
        Case("x = [1]; [x]", "error: a list cannot hold a list"),
        Case("if(1, [1, 2], 0)", "[1, 2]"),
    ]

    static let statisticsCases: [Case] = [
        Case("sum([1, 2, 4])", "7"), Case("sum([])", "0"), Case("prod([])", "1"), Case("prod(2, 3, 4)", "24"),
        Case("mean([1, 2, 4]) to frac", "7/3"), Case("mean(1, 2, 4) to frac", "7/3"), Case("len([1, 2, 4])", "3"),
        Case("len([])", "0"), Case("median([3, 1, 2])", "2"), Case("median([1, 3, 2, 4])", "2.5"),
        Case("mode([4, 1, 1, 4])", "4"), Case("mode([1, 2, 2, 3])", "2"),
        Case("variance([2, 4, 4, 4, 5, 5, 7, 9]) to frac", "32/7"), Case("pvariance([2, 4, 4, 4, 5, 5, 7, 9])", "4"),
        Case("stdev([2, 4, 4, 4, 5, 5, 7, 9])", "2.1380899352994"), Case("pstdev([2, 4, 4, 4, 5, 5, 7, 9])", "2"),
        Case("pstdev([5])", "0"), Case("stdev([1, 3])", "1.4142135623731"), Case("variance([1, 3])", "2"),
        // Deviations from the mean, not E[x²] − E[x]²: exact at any offset.
        Case("variance([10^30 + 4, 10^30 + 7, 10^30 + 13, 10^30 + 16])", "30"),
        Case("quantile([1, 2, 3, 4], 90%)", "3.7"), Case("quantile([1, 2, 3, 4], 0)", "1"),
        Case("quantile([1, 2, 3, 4], 1)", "4"), Case("quantile([5], 0.5)", "5"),
        Case("gmean([1, 4])", "2"), Case("gmean(2, 8)", "4"), Case("hmean([40, 60])", "48"),
        Case("hmean([0, 5])", "0"), Case("min([3, 1, 2])", "1"), Case("max([3, 1, 2])", "3"),
        Case("sort([3, 1, 2])", "[1, 2, 3]"), Case("sort(3, 1, 2)", "[1, 2, 3]"),
        Case("reverse([1, 2, 3])", "[3, 2, 1]"),
        Case("seq(1, 5)", "[1, 2, 3, 4, 5]"), Case("seq(5, 1)", "[]"), Case("seq(5, 1, -2)", "[5, 3, 1]"),
        Case("seq(0, 1, 1/4)", "[0, 0.25, 0.5, 0.75, 1]"), Case("sum(seq(1, 100))", "5050"),
        Case("mean(seq(1, 10^6))", "500000.5"),
        // Units: one dimension, the first element's unit; variance in its square.
        Case("mean([1 m, 50 cm])", "0.75 m"), Case("sum([1 m, 2 ft])", "1.6096 m"), Case("prod([1 m, 2 m])", "2 m^2"),
        Case("variance([1 m, 3 m])", "2 m^2"), Case("stdev([1 m, 3 m])", "1.4142135623731 m"),
        Case("hmean([40 km/h, 60 km/h])", "48 km/h"), Case("sort([1 m, 50 cm])", "[50 cm, 1 m]"),
        Case("max([1 m, 50 cm])", "1 m"), Case("median([1 kg, 3 kg, 2000 g])", "2 kg"),
        Case("mean([20 °C, 30 °C])", "25 °C"), Case("stdev([20 °C, 30 °C])", "7.07106781186548 K"),
        Case("mean([1 + 2i, 3])", "2 + i"), Case("sum([i, i])", "2i"),
        // Errors, at the argument.
        Case("mean([])", "error: mean of an empty list"), Case("median([])", "error: median of an empty list"),
        Case("min([])", "error: min of an empty list"), Case("mode([])", "error: mode of an empty list"),
        Case("stdev([5])", "error: stdev needs at least 2 values, got 1"),
        Case("mean([1 m, 2 s])", "error: mean takes values of one dimension, not m (length) and s (time)"),
        Case("mean(1, 2, 3 m)", "error: mean takes values of one dimension, not a number and m (length)"),
        Case("median([1 + 2i, 3])", "error: median takes real values: complex numbers have no order"),
        Case("quantile([1, 2], 2)", "error: quantile's p must be from 0 to 1, as 90% or 0.9"),
        Case("sum([20 °C, 30 °C])", "error: cannot add two temperatures, °C and °C"),
        Case("seq(1, 10^9)", "error: a list of 1000000000 elements is past the limit of 1,000,000"),
        Case("seq(1, 2, 0)", "error: seq's step is 0"), Case("gmean([1, -1])", "error: gmean takes positive values"),
        Case("mean([1], 2)", "error: mean takes one list or several values, not a list among others"),
    ]

    @Test(arguments: languageCases) func language(_ test: Case) {
        #expect(Self.shown(test.input) == test.shown)
    }

    @Test(arguments: statisticsCases) func statistic(_ test: Case) {
        #expect(Self.shown(test.input) == test.shown)
    }

    /// An error about a list's statistic points at the list.
    @Test func errorsPointAtTheArgument() throws {
        let error = try #require(CalculatorBrain().execute("1 + mean([])").last?.error)
        #expect(error.range.column == 10)
        #expect(error.kind == .arithmetic)
        let nested = try #require(CalculatorBrain().execute("[1, [2, 3]]").last?.error)
        #expect(nested.range.column == 5, "at the inner [")
    }

    /// The API: a list is `Value.list`, its elements `[Value]`; a statistic is exact.
    @Test func theAPI() throws {
        let brain = CalculatorBrain()
        let mean = try brain.evaluateValue("mean([1, 2, 4])")
        #expect(mean == .number(Number(numerator: 7, denominator: 3)!))
        let list = try brain.evaluateValue("[1, 2] m")
        #expect(list.elements?.count == 2)
        #expect(list.elements?.last?.unitText == "m")
        #expect(list.number == nil && list.double == nil)
        #expect(try brain.evaluateValue("[1, 2]").isExact)
        #expect(try brain.evaluateValue("[1, sqrt(2)]").isExact == false)
        #expect(try brain.evaluateValue("[1 m, 2 ft]").converted(to: "cm").elements?.last?.number == Number(6096, 100))
        #expect(throws: CalculatorError.self) { try brain.evaluateNumber("[1, 2]") }
    }

    /// `stdev` and `variance` say they are the sample's; the population's need no note.
    @Test func sampleStatisticsSaySo() {
        let notes = CalculatorBrain().execute("stdev([1, 2, 4])").last?.notes.map(\.message) ?? []
        #expect(notes == ["stdev is the sample's, dividing by n − 1 (as Python, R and Excel); pstdev divides by n"])
        #expect(CalculatorBrain().execute("pstdev([1, 2, 4])").last?.notes.isEmpty == true)
    }

    /// Checked and IEEE arithmetic, `compile` and plots compute with Doubles: no lists.
    @Test func listsNeedExactArithmetic() {
        let ieee = CalculatorBrain(options: CalculatorOptions(arithmetic: .ieee))
        #expect(ieee.execute("[1, 2]").last?.error?.message.hasPrefix("lists need exact arithmetic") == true)
        #expect(ieee.execute("mean(1, 2)").last?.error?.message.hasPrefix("mean needs exact arithmetic") == true)
        let brain = CalculatorBrain()
        _ = brain.execute("v = [1, 2]")
        #expect(throws: CalculatorError.self) { try brain.compile("x * v") }
    }

    /// A million elements: a value is 24 bytes, and a small number holds no more.
    @Test func aListOfAMillionIsSmall() {
        #expect(MemoryLayout<Value>.stride <= 32)
        let value = try? CalculatorBrain().evaluateValue("seq(1, 10^6)")
        #expect(value?.elements?.count == 1_000_000)
    }
}

extension Number {
    /// `numerator / denominator`, for the tests' expectations.
    fileprivate init(_ numerator: Int, _ denominator: Int) {
        self = Number(numerator: numerator, denominator: denominator)!
    }
}
