import CalculatorKit

/// What a statement did, as text: `5` for an expression, `x = 5` for an assignment, `f(x)` for a
/// definition, a value marked `≈` where its digits are not its exact value. The batch reporters,
/// the REPL's transcript, prompt and live preview, `:variables` and `--check` all write through
/// it, and it writes every kind of value through ``ValueFormat``: no view asks which arithmetic
/// computed a value.
///
/// ```swift
/// let view = StatementView(ValueFormat())
/// view.line(brain.execute("x = 1/3")[0], marked: true)   // "x = ≈ 0.333333333333333"
/// view.text(of: .number(Number(255)), in: Presentation(format: .hex))   // "0xff"
/// ```
struct StatementView {
    let format: ValueFormat

    init(_ format: ValueFormat) { self.format = format }

    /// The view of a brain's results as its options write them.
    init(_ options: CalculatorOptions) { self.init(ValueFormat(options)) }

    /// A value's text alone, as a batch run prints it (no mark).
    func text(of value: Value, in presentation: Presentation = .plain) -> String {
        format.string(for: value, in: presentation)
    }

    /// A value's text, and whether it is the value's exact value: nil for a kind that keeps no
    /// exactness (a `Double`). JSON's `exact` says this, and the `≈` mark is drawn from it.
    func value(_ value: Value, in presentation: Presentation = .plain) -> (text: String, isExact: Bool?) {
        format.text(of: value, in: presentation)
    }

    /// A value's text, and whether its digits are not its exact value (an approximation, or an
    /// exact value rounded for display); a `Double` is never marked.
    func shown(_ value: Value, in presentation: Presentation = .plain) -> (text: String, isApproximate: Bool) {
        let (text, isExact) = self.value(value, in: presentation)
        return (text, isExact == false)
    }

    /// A value's text after a dim `≈` when ``shown(_:in:)`` says so.
    func marked(_ value: Value, in presentation: Presentation = .plain, color: Bool = false) -> String {
        let (text, isApproximate) = shown(value, in: presentation)
        guard isApproximate else { return text }
        return ANSI.paint(PromptView.approximately, ANSI.dim, color) + " " + text
    }

    /// `5`, `x = 5` or `f(x)` for a statement that succeeded, each value in the statement's
    /// presentation and, when `marked`, after its `≈`; nil for an error.
    func line(_ statement: StatementResult, marked: Bool, color: Bool = false) -> String? {
        guard case .success(let outcome) = statement.outcome else { return nil }
        func value(_ value: Value) -> String {
            marked
                ? self.marked(value, in: statement.presentation, color: color)
                : text(of: value, in: statement.presentation)
        }
        switch outcome {
        case .value(let shown): return value(shown)
        case .assignment(let name, let shown): return "\(name) = \(value(shown))"
        case .definition(_, let signature): return signature
        }
    }

    /// `x = 5`, as `:variables` lists a variable.
    func assignment(_ name: String, _ value: Value) -> String {
        "\(name) = \(text(of: value))"
    }
}
