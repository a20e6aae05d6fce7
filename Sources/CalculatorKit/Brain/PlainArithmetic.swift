import CalculatorNumbers

/// The fast path for the commonest statement of a batch file: decimal numbers, `+ - * /`, prefix
/// `-` and `+`, parentheses and blanks, nothing else (`(299 / 552) * 169.5 - 502.3`).
///
/// Why it exists: such a line through the general path goes through a syntax tree, name
/// resolution, an evaluator's stack and a statement result; computed while it is parsed, by
/// the language's expression parser with an ``ImmediateSink``, it costs a fraction of that,
/// which is what makes `calc FILE` several times faster than `bc`.
///
/// Why it cannot disagree with the general path: the parser is the general path's own, and
/// the sink computes only what it knows, giving up (nil) on anything else before any effect;
/// the general path then runs the statement from the start. What it computes, it computes as
/// the general path does, in the same order: exact values with `Rational`'s own arithmetic on
/// machine words (``SmallRational``), giving up where a value outgrows them; `Double`s with the
/// float compiler's literal conversion (`Double(NumberLiteral.Short)`) and
/// ``DoubleArithmetic``. Every error, a division by zero or a non-finite result in checked
/// arithmetic included, is left to the general path, which reports it with its span.
/// Meanings come from the operation table: a table whose `+ - * /` are not the standard
/// builtins, or whose spellings the path could misread, turns it off (``init(table:)``). A
/// differential test runs generated lines both ways.
struct PlainArithmetic: Sendable {
    /// The table's indices of the operations ``ImmediateSink`` computes.
    struct Operations: Sendable {
        var add, subtract, multiply, divide, negate, plus: Int
    }

    private let table: OperationTable
    private let operations: Operations

    /// Longer lines are the general path's: this one is for short lines, and gives up on a long
    /// one at once.
    private static let maximumLength = 4096

    /// The path for `table`; nil when the table's `+ - * /` and prefix `- +` are not the standard
    /// builtins at the standard relative precedences, or it spells some operator with the
    /// characters this path reads (a custom `+-` would be misread as `+` then `-`).
    init?(table: OperationTable) {
        func infix(_ spelling: String, _ builtin: Builtin) -> (Int, Precedence)? {
            guard let index = table.infix(spelling), table.operations[index].builtin == builtin,
                case .infix(let precedence, .left) = table.operations[index].role
            else { return nil }
            return (index, precedence)
        }
        func prefix(_ spelling: String, _ builtin: Builtin) -> Int? {
            table.prefix(spelling).flatMap { table.operations[$0].builtin == builtin ? $0 : nil }
        }
        guard let (add, additive) = infix("+", .add), let (subtract, subtractive) = infix("-", .subtract),
            additive == subtractive, let (multiply, multiplicative) = infix("*", .multiply),
            let (divide, divisive) = infix("/", .divide), multiplicative == divisive,
            additive < multiplicative, multiplicative < .prefix,
            let negate = prefix("-", .negate), let plus = prefix("+", .plus),
            table.postfix("+") == nil, table.postfix("-") == nil, table.postfix("*") == nil, table.postfix("/") == nil
        else { return nil }
        // A spelling made only of the bytes read here, other than the four and `**` (which
        // the sink gives up on), could be misread.
        var read = ByteSet()
        for byte in "+-*/().0123456789 \t".utf8 { read.insert(byte) }
        for spelling in table.nonWordSpellings.all
        where spelling.count > 1 && spelling != Array("**".utf8) && spelling.allSatisfy(read.contains) {
            return nil
        }
        self.table = table
        operations = Operations(
            add: add, subtract: subtract, multiply: multiply, divide: divide, negate: negate, plus: plus)
    }

    /// The value of `source` as one expression statement, with its span (first to last
    /// non-blank byte); nil when the source is anything else, or computing it would fail.
    func evaluate<Arithmetic: PlainArithmeticValues>(_ source: String, in arithmetic: Arithmetic)
        -> (value: Arithmetic.Value, span: Span)?
    {
        var source = source
        return source.withUTF8 { bytes in
            guard bytes.count <= Self.maximumLength else { return nil }
            let tokenizer = Tokenizer(
                bytes: bytes, nonWords: table.nonWordSpellings, literalsFitDouble: false, commonShapesOnly: true)
            let sink = ImmediateSink(arithmetic: arithmetic, operations: operations)
            var parser = ExpressionParser(tokenizer: tokenizer, table: table, sink: sink)
            do throws(Failure) {
                try parser.advance()
                let (value, span) = try parser.expression(minimum: 0)
                // A `;`, a newline, `=` or `to` after it: the general path's.
                guard parser.current.kind == .end else { return nil }
                return (value, span)
            } catch {
                return nil
            }
        }
    }
}

/// How ``PlainArithmetic`` reads literals and computes, for one kind of arithmetic: a conformer
/// per number type, so that the evaluation is specialized for each, with no closure calls.
protocol PlainArithmeticValues {
    associatedtype Value
    /// The literal's value; nil to give the line up.
    func literal(_ literal: NumberLiteral.Short) -> Value?
    /// `x op y`; nil to give the line up (an error the general path is to report).
    func apply(_ operation: DirectOperation, _ x: Value, _ y: Value) -> Value?
    func negate(_ x: Value) -> Value?
}

/// Exact arithmetic, on rationals of machine words: the values literals and operations have as
/// ``Number``s (``SmallRational`` does the arithmetic `Number` does on small values), made into
/// a `Number` at the end. A value that outgrows the words gives the line up: the general path
/// computes it with GMP.
struct ExactPlainArithmetic: PlainArithmeticValues {
    func literal(_ literal: NumberLiteral.Short) -> SmallRational? {
        SmallRational(significand: literal.significand, exponent: Int(literal.exponent))
    }

    func apply(_ operation: DirectOperation, _ x: SmallRational, _ y: SmallRational) -> SmallRational? {
        switch operation {
        case .add: x + y
        case .subtract: x - y
        case .multiply: x * y
        case .divide: x / y
        default: nil
        }
    }

    func negate(_ x: SmallRational) -> SmallRational? { -x }
}

/// `Double` arithmetic: literals as the float compiler reads them, operations as the machine
/// runs them; in checked arithmetic a non-finite result is the general path's error to report.
struct DoublePlainArithmetic: PlainArithmeticValues {
    var checked: Bool

    func literal(_ literal: NumberLiteral.Short) -> Double? { Double(literal) }

    func apply(_ operation: DirectOperation, _ x: Double, _ y: Double) -> Double? {
        let result = operation.apply(x, y)
        return checked && !result.isFinite ? nil : result
    }

    func negate(_ x: Double) -> Double? { DoubleArithmetic.negate(x) }
}
