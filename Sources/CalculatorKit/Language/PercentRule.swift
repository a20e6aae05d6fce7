/// The percent rule, as the operation table holds it: which postfix operation makes a percent
/// (`10%`), and which rows take the place of `+` and `-` when a percent is added to or taken from
/// something that is not one (`100 + 10%` is 100 × (1 + 10/100), 110).
///
/// The rows are data (``StandardOperations/percentForms``); the syntax tree's sink applies them
/// as it builds the tree (``TreeSink``), so every evaluator computes the form's builtin and
/// none of them knows the rule.
///
/// ```swift
/// let rule = OperationTable.standard.percentRule!
/// OperationTable.standard.operations[rule.percent].symbol   // "%"
/// ```
struct PercentRule: Sendable {
    /// The postfix operation whose result is a percent.
    var percent: Int
    /// The prefix operations a percent stays a percent through (`-5%`): negation and plus.
    var signs: (Int?, Int?) = (nil, nil)
    /// The infix operations with a percent form, and their forms: `+` to "increase by", `-` to
    /// "decrease by". Two at most in any table built from the standard rows.
    var forms: [(operation: Int, form: Int)] = []

    /// The form of the infix `operation` when its right operand is a percent and its left one
    /// is not; nil when it has none (`*`, `/`: ordinary).
    func form(of operation: Int) -> Int? {
        for entry in forms where entry.operation == operation { return entry.form }
        return nil
    }

    /// Whether the prefix `operation` keeps a percent a percent.
    func isSign(_ operation: Int) -> Bool { operation == signs.0 || operation == signs.1 }

    /// Whether `operation` is one whose operands, both percents, make a percent: `10% + 5%`.
    func joinsPercents(_ operation: Int) -> Bool { form(of: operation) != nil }
}
