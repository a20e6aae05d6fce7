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
    var signs = Pair()
    /// The infix operations with a percent form (`+`, `-`), and their forms ("increase by",
    /// "decrease by"), in the order added.
    var operations = Pair()
    var forms = Pair()

    /// Two operation indices at most: what the rule keeps of each kind. (Not an array of
    /// tuples: the standard table is built at every start, and such an array's metadata would
    /// be made at run time.)
    struct Pair: Sendable, Equatable {
        var first: Int?
        var second: Int?

        mutating func append(_ index: Int) {
            if first == nil { first = index } else { second = index }
        }

        var all: [Int] { [first, second].compactMap { $0 } }
    }

    /// The form of the infix `operation` when its right operand is a percent and its left one
    /// is not; nil when it has none (`*`, `/`: ordinary).
    func form(of operation: Int) -> Int? {
        if operation == operations.first { return forms.first }
        if operation == operations.second { return forms.second }
        return nil
    }

    /// Whether the prefix `operation` keeps a percent a percent.
    func isSign(_ operation: Int) -> Bool { operation == signs.first || operation == signs.second }

    /// Whether `operation` is one whose operands, both percents, make a percent: `10% + 5%`.
    func joinsPercents(_ operation: Int) -> Bool { form(of: operation) != nil }
}
