import CalculatorNumbers

/// A list, ``Value/list(_:)``: `[1, 2, 4]`, `[1 m, 2 ft]`, `[]`. Its elements are numbers,
/// quantities and complex numbers, never lists; it is made by `[…]` (a call of the table's
/// `list`) and by the functions that return one (`seq`, `sort`, `reverse`), each of which checks
/// what it makes here. Arithmetic takes a list element by element and the statistics take it
/// whole (Builtins/List+Builtins.swift, Builtins/Statistics.swift); it is shown as it is written
/// (Formatting/ValueFormat+List.swift). Exact arithmetic only.
///
/// ```swift
/// try brain.evaluateValue("[1, 2, 4] * 2")         // .list([2, 4, 8])
/// try brain.evaluateValue("[1, 2, 4]").elements    // [1, 2, 4] as [Value]
/// ```
extension Value {
    /// The elements of a list; nil for a value of another kind.
    public var elements: [Value]? {
        if case .list(let elements) = self { elements } else { nil }
    }

    /// The most elements a list holds: a million, so that `seq(1, 10^6)` is one and a list's
    /// memory stays within tens of megabytes (a value is 24 bytes and a small number holds no
    /// more). Past it, `seq(1, 10^9)` is an error before any element is made.
    public static let maximumListLength = 1_000_000

    /// A list of `elements`, each checked: a list inside a list is an error at that element.
    static func list(of elements: [Value], at site: OperationSite) throws(Failure) -> Value {
        if let inner = elements.firstIndex(where: { $0.elements != nil }) {
            var failure = Failure.listInList(at: site.span)
            failure.operand = inner
            throw failure
        }
        try checkLength(elements.count, at: site.span)
        return .list(elements)
    }

    /// An error when `count` elements would pass ``maximumListLength``.
    static func checkLength(_ count: Int, at span: Span) throws(Failure) {
        guard count <= maximumListLength else { throw Failure.listTooLong(String(count), at: span) }
    }
}

/// The errors of lists, written once.
extension Failure {
    static func listInList(at span: Span) -> Failure {
        Failure(.misuse, "a list cannot hold a list", at: span, note: "a list's elements are numbers and quantities")
    }

    /// A list of `count` elements (its digits), past ``Value/maximumListLength``.
    static func listTooLong(_ count: String, at span: Span) -> Failure {
        Failure(
            .limit, "a list of \(count) elements is past the limit of 1,000,000", at: span,
            note: "the limit keeps a list's memory within tens of megabytes")
    }

    static let listsNeedExactArithmetic = "lists need exact arithmetic"

    static func listCondition(at span: Span) -> Failure {
        Failure(
            .misuse, "a list is no condition", at: span,
            note: "if takes one number: test a statistic of the list, as in if(max(xs) > 3, …)")
    }

    /// Two lists of different lengths in one element-by-element operation.
    static func unequalLengths(_ a: Int, _ b: Int, symbol: String, at span: Span) -> Failure {
        Failure(.arithmetic, "\(symbol) takes lists of one length, not \(a) and \(b)", at: span)
    }

    /// An operation that takes no list: a comparison, `%`, a bitwise operator.
    static func takesNoList(_ symbol: String, at span: Span, note: String) -> Failure {
        Failure(.misuse, "'\(symbol)' takes no list", at: span, note: note)
    }

    /// A statistic of an empty list, or of a list too short for it (`stdev` of one value).
    static func tooFewValues(_ symbol: String, count: Int, least: Int, at span: Span, note: String? = nil) -> Failure {
        let message =
            count == 0
            ? "\(symbol) of an empty list" : "\(symbol) needs at least \(least) values, got \(count)"
        return Failure(.arithmetic, message, at: span, note: note)
    }
}
