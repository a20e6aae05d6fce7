import CalculatorKit
import Platform

/// `--check`: verifies lines that carry an expectation, `2^10  # => 1024` or `1/0  # => error`,
/// or per arithmetic mode, `1/0  # checked => error  # ieee => inf` (see `ExpectationClause`, which
/// reads them; a line takes the clause for the mode calc runs in, else the untagged one).
///
/// A line's value is that of its last statement with a value (an expression or an
/// assignment); numbers agree when they match to 12 significant digits. Each mismatch is a
/// line `FILE:LINE: expected 1024, got 1000` on stdout (`FILE:LINE:COL:` when what the line
/// got is an error, at its column); an error on a line that expects none is a failure too. ``finish()`` prints `N passed, N failed`,
/// and fails a run whose lines have values but no expectation at all (it checked nothing).
final class CheckReporter: BatchReporter {
    private let view: StatementView
    /// The mode calc runs in, which picks a line's clause.
    private let arithmetic: CalculatorOptions.Arithmetic
    private let console: Console
    /// Reads expectations: a fresh brain in IEEE mode, so `inf`, `-inf` and `nan` are values.
    private let reader = CalculatorBrain(options: CalculatorOptions(arithmetic: .ieee))
    /// Reads an expectation with units (`# => 26.8224 m/s`), which only exact arithmetic has.
    private let quantityReader = CalculatorBrain()
    private(set) var passed = 0
    private(set) var failed = 0
    /// Lines with a value but no expectation: a run with only these checked nothing.
    private(set) var unexpected = 0
    /// What the current line has given so far.
    private var got = Got.nothing

    /// How many significant digits must agree.
    static let significantDigits = 12

    init(format: ValueFormat, arithmetic: CalculatorOptions.Arithmetic, console: Console) {
        view = StatementView(format)
        self.arithmetic = arithmetic
        self.console = console
    }

    func report(_ statement: StatementResult, line: String, at location: LineLocation) -> Bool {
        got.add(statement.outcome, in: statement.presentation)
        // A `unit` statement: the expectations after it may be in that unit (`# => 108 USD`).
        if case .success(.definition(_, let signature)) = statement.outcome, signature.hasPrefix("unit ") {
            let offsets = statement.utf8Offsets
            let utf8 = Array(line.utf8)
            if offsets.upperBound <= utf8.count {
                _ = quantityReader.execute(String(decoding: utf8[offsets], as: UTF8.self))
            }
        }
        return true
    }

    func report(invalid error: CalculatorError, line: String, at location: LineLocation) -> Bool {
        got = .error(error.message, column: error.range.column)
        return true
    }

    func endLine(_ line: String, at location: LineLocation) -> Bool {
        defer { got = .nothing }
        switch verdict(on: line) {
        case .unchecked:
            if case .value = got { unexpected += 1 }
            return true
        case .passed:
            passed += 1
            return true
        case .failed(let mismatch, let column):
            failed += 1
            let place = "\(location.sourceName):\(location.line)" + (column.map { ":\($0)" } ?? "")
            console.write("\(place): \(mismatch)\n")
            return false
        }
    }

    /// What `--check` makes of a line.
    enum Verdict: Equatable {
        /// The line expects nothing in this mode and did not fail: it is not counted.
        case unchecked
        case passed
        /// The line failed; the text is what follows `FILE:LINE: `, or `FILE:LINE:COL: ` when the
        /// failure is an error at that column.
        case failed(String, column: Int? = nil)
    }

    /// The verdict on the line just reported.
    func verdict(on line: String) -> Verdict {
        let expectation: ExpectationClause?
        do {
            expectation = try ExpectationClause.clause(in: line, for: arithmetic)
        } catch {
            return .failed(error.message)
        }
        guard let expectation else {
            guard case .error(let message, let column) = got else { return .unchecked }
            return .failed("unexpected error: \(message)", column: column)
        }
        if expectation.expectsError {
            return if case .error = got { .passed } else { .failed("expected error, got \(describe(got))") }
        }
        guard let mismatch = compare(expected: expectation.text, got: got) else { return .passed }
        if case .error(_, let column) = got { return .failed(mismatch, column: column) }
        return .failed(mismatch)
    }

    func finish() -> Bool {
        console.write("\(passed) passed, \(failed) failed\n")
        // `calc --check -e '1+1'`: values, none of them checked, is no pass.
        if passed + failed == 0, unexpected > 0 {
            let lines = unexpected == 1 ? "1 line has a value" : "\(unexpected) lines have values"
            console.write("nothing was checked: \(lines) but no expectation; mark one as in 2^10  # => 1024\n")
            return false
        }
        return failed == 0
    }

    /// Whether `a` and `b` agree to ``significantDigits`` significant digits: they differ by at
    /// most half a unit in the last of those digits of the larger. nan matches nan, and an
    /// infinity only itself.
    static func agree(_ a: Double, _ b: Double) -> Bool {
        if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
        if a == b { return true }
        if !a.isFinite || !b.isFinite { return false }
        let magnitude = max(abs(a), abs(b))
        let unit = pow(10, floor(log10(magnitude)) - Double(significantDigits - 1))
        return abs(a - b) <= unit / 2 * (1 + 1e-9)
    }

    /// A complex number's part against the expectation's: agreeing as ``agree(_:_:)`` says, or
    /// both shown as 0 (`exp(i*pi/2)`'s real part is an approximation of 0, shown as 0).
    private static func agree(_ wanted: Number, _ part: Number) -> Bool {
        if agree(Double(wanted), Double(part)) { return true }
        let format = ValueFormat()
        return format.string(forNumber: wanted) == "0" && format.string(forNumber: part) == "0"
    }

    /// An element of a list against the expectation's: a number, a complex number part by part,
    /// a quantity in the expectation's unit.
    private static func agree(_ wanted: Value, _ actual: Value) -> Bool {
        if let quantity = wanted.quantity {
            guard let magnitude = actual.quantity?.magnitude(inUnitOf: quantity) else { return false }
            return agree(Double(quantity.number), Double(magnitude))
        }
        guard actual.quantity == nil, let re = wanted.realPart, let im = wanted.imaginaryPart,
            let actualRe = actual.realPart, let actualIm = actual.imaginaryPart
        else { return false }
        return agree(re, actualRe) && agree(im, actualIm)
    }

    private func compare(expected: String, got: Got) -> String? {
        if let value = try? reader.evaluate(expected) {
            if case .value(let actual, _) = got, actual.quantity == nil, Self.agree(value, Double(actual)) {
                return nil
            }
            return "expected \(expected), got \(describe(got))"
        }
        // A complex number: each part agrees (`sqrt(-4)  # => 2i`).
        if let wanted = (try? quantityReader.evaluateValue(expected))?.complex {
            if case .value(let actual, _) = got, let re = actual.realPart, let im = actual.imaginaryPart,
                Self.agree(wanted.real, re), Self.agree(wanted.imaginary, im)
            {
                return nil
            }
            return "expected \(expected), got \(describe(got))"
        }
        // A date: the same date, time and zone (`@2024-01-31 + 1 month  # => @2024-02-29`).
        if let wanted = (try? quantityReader.evaluateValue(expected))?.dateTime {
            if case .value(let actual, _) = got, actual.dateTime == wanted { return nil }
            return "expected \(expected), got \(describe(got))"
        }
        // A list: each element agrees as a number, a complex number or a quantity does
        // (`seq(1, 3) / 2  # => [0.5, 1, 1.5]`).
        if let wanted = (try? quantityReader.evaluateValue(expected))?.elements {
            if case .value(let actual, _) = got, let elements = actual.elements, elements.count == wanted.count,
                zip(wanted, elements).allSatisfy(Self.agree)
            {
                return nil
            }
            return "expected \(expected), got \(describe(got))"
        }
        // A quantity: the same, in the expectation's unit (`60 mph to m/s  # => 26.8224 m/s`).
        guard let wanted = (try? quantityReader.evaluateValue(expected))?.quantity else {
            return "cannot read the expectation '\(expected)': write a number, a list, a date or 'error'"
        }
        if case .value(let actual, _) = got, let magnitude = actual.quantity?.magnitude(inUnitOf: wanted),
            Self.agree(Double(wanted.number), Double(magnitude))
        {
            return nil
        }
        return "expected \(expected), got \(describe(got))"
    }

    private func describe(_ got: Got) -> String {
        switch got {
        case .value(let value, let presentation): view.text(of: value, in: presentation)
        case .error(let message, _): "error: \(message)"
        case .nothing: "no value"
        }
    }

    /// What a line gave, as far as an expectation is concerned.
    private enum Got {
        case value(Value, Presentation)
        /// The message, and the column it points at.
        case error(String, column: Int)
        case nothing

        /// Takes in the next statement of the line: its first error, or else its last value.
        mutating func add(_ outcome: Result<StatementResult.Outcome, CalculatorError>, in presentation: Presentation) {
            if case .error = self { return }
            switch outcome {
            case .failure(let error): self = .error(error.message, column: error.range.column)
            case .success(.value(let value)), .success(.assignment(_, let value)): self = .value(value, presentation)
            case .success(.definition): break
            }
        }
    }
}
