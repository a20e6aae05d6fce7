import CalculatorNumbers

/// The fast path for the commonest statement of a batch file: decimal numbers, `+ - * /`, prefix
/// `-` and `+`, parentheses and blanks, nothing else (`(299 / 552) * 169.5 - 502.3`).
///
/// Why it exists: such a line through the general path goes through a token stream, a syntax
/// tree, name resolution, an evaluator's stack and a statement result; read and computed in one pass
/// over its bytes, with operator precedence by the shunting-yard method on two small fixed
/// stacks, it costs a fraction of that, which is what makes `calc FILE` faster than `bc` (row 3
/// of BENCHMARKS.md).
///
/// Why it cannot disagree with the general path: it reads only what it knows and gives up (nil)
/// on anything else, before any effect; the general path then runs the statement from the start.
/// What it computes, it computes as the general path does, in the same order (both apply an
/// operator once its operands are complete, left to right): exact values with `Rational`'s own
/// arithmetic on machine words (``SmallRational``), giving up where a value outgrows them (the
/// brain then reads the line again in ``Number``s, ``NumberPlainArithmetic``);
/// `Double`s with the float compiler's literal conversion (`Double(NumberLiteral.Short)`) and
/// ``DoubleArithmetic``. Every error, a division by zero or a non-finite result in checked
/// arithmetic included, is left to the general path, which reports it with its span.
/// Precedences and meanings come from the operation table: a table whose `+ - * /` are not the
/// standard builtins, or whose spellings the path could misread, turns it off
/// (``init(table:)``); the standard table's path is also known before that table is built
/// (``standard``), and a test checks the two agree. A differential test runs generated lines
/// both ways.
struct PlainArithmetic: Equatable, Sendable {
    /// Binding powers of the binary operators and of the prefix ones, from the table.
    private let additive: Int
    private let multiplicative: Int
    private let prefix: Int

    /// Operators on the operator stack: the four binary ones, negation, and an open parenthesis.
    fileprivate enum Operator: UInt8 {
        case add, subtract, multiply, divide, negate, plus, open
    }

    /// Deeper nesting than this is rare: the general path takes it, with its own limits.
    fileprivate static let depth = 32
    /// Longer lines too: the path is for short lines, and gives up on a long one at once.
    private static let maximumLength = 4096

    /// The path for the standard table, known without building it: the brain's first line
    /// does not wait for the table's index (``CalculatorBrain/withStandardOperations(options:)``).
    /// A test checks that it is what ``init(table:)`` makes of the standard table.
    static let standard = PlainArithmetic(
        additive: Precedence.additive.rawValue, multiplicative: Precedence.multiplicative.rawValue,
        prefix: Precedence.prefix.rawValue)

    private init(additive: Int, multiplicative: Int, prefix: Int) {
        (self.additive, self.multiplicative, self.prefix) = (additive, multiplicative, prefix)
    }

    /// The path for `table`; nil when the table's `+ - * /` and prefix `- +` are not the standard
    /// builtins at the standard relative precedences, or it spells some operator with the
    /// characters this path reads (a custom `+-` would be misread as `+` then `-`).
    init?(table: OperationTable) {
        func infix(_ spelling: String, _ builtin: Builtin) -> Precedence? {
            guard let index = table.infix(spelling), table.operations[index].builtin == builtin,
                case .infix(let precedence, .left) = table.operations[index].role
            else { return nil }
            return precedence
        }
        func isPrefix(_ spelling: String, _ builtin: Builtin) -> Bool {
            table.prefix(spelling).map { table.operations[$0].builtin == builtin } ?? false
        }
        guard let add = infix("+", .add), let subtract = infix("-", .subtract), add == subtract,
            let multiply = infix("*", .multiply), let divide = infix("/", .divide), multiply == divide,
            add < multiply, multiply < .prefix, isPrefix("-", .negate), isPrefix("+", .plus),
            table.postfix("+") == nil, table.postfix("-") == nil, table.postfix("*") == nil, table.postfix("/") == nil
        else { return nil }
        // A spelling made only of the bytes read here, other than the four and `**` (whose
        // second `*` the path refuses where an operand should start), could be misread.
        guard !table.nonWordSpellings.hasSpelling(madeOnlyOf: "+-*/().0123456789 \t", except: "**") else {
            return nil
        }
        (additive, multiplicative, self.prefix) = (add.rawValue, multiply.rawValue, Precedence.prefix.rawValue)
    }

    /// The value of `source` as one expression statement, with its span (first to last
    /// non-blank byte); nil when the source is anything else, or computing it would fail.
    func evaluate<Arithmetic: PlainArithmeticValues>(_ source: String, in arithmetic: Arithmetic)
        -> (value: Arithmetic.Value, span: Span)?
    {
        var source = source
        return source.withUTF8 { evaluate(bytes: $0, in: arithmetic) }
    }

    /// ``evaluate(_:in:)`` on a source's UTF-8 bytes.
    func evaluate<Arithmetic: PlainArithmeticValues>(bytes: UnsafeBufferPointer<UInt8>, in arithmetic: Arithmetic)
        -> (value: Arithmetic.Value, span: Span)?
    {
        var computingGaveUp = false
        return evaluate(bytes: bytes, in: arithmetic, computingGaveUp: &computingGaveUp)
    }

    /// ``evaluate(bytes:in:)``, setting `computingGaveUp` when it gave up because `arithmetic`
    /// did (a value past its words, a division by zero) rather than because the source is not
    /// plain arithmetic: only then may another arithmetic read it (`60 mph to m/s`, a unit line,
    /// is read once, to its first letter, not once in each).
    func evaluate<Arithmetic: PlainArithmeticValues>(
        bytes: UnsafeBufferPointer<UInt8>, in arithmetic: Arithmetic, computingGaveUp: inout Bool
    ) -> (value: Arithmetic.Value, span: Span)? {
        guard bytes.count <= Self.maximumLength else { return nil }
        return withUnsafeTemporaryAllocation(of: Operator.self, capacity: Self.depth) { operators in
            withUnsafeTemporaryAllocation(of: Arithmetic.Value.self, capacity: Self.depth) { values in
                var run = Run(
                    arithmetic: arithmetic, operators: operators.baseAddress!, values: values.baseAddress!,
                    powers: (additive, multiplicative, prefix))
                defer {
                    run.values.deinitialize(count: run.valueCount)
                    computingGaveUp = run.computingGaveUp
                }
                return run.evaluate(bytes)
            }
        }
    }

    /// One evaluation's registers: the two stacks, in memory the caller owns.
    private struct Run<Arithmetic: PlainArithmeticValues> {
        let arithmetic: Arithmetic
        let operators: UnsafeMutablePointer<Operator>
        let values: UnsafeMutablePointer<Arithmetic.Value>
        let powers: (additive: Int, multiplicative: Int, prefix: Int)
        var operatorCount = 0
        var valueCount = 0
        /// Whether a literal's value or an operation gave the line up (`arithmetic` answered nil).
        var computingGaveUp = false

        mutating func evaluate(_ bytes: UnsafeBufferPointer<UInt8>) -> (value: Arithmetic.Value, span: Span)? {
            var position = 0
            var expectsOperand = true
            var start: Int?
            var end = 0
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                    position += 1
                    continue
                }
                if start == nil { start = position }
                if expectsOperand {
                    switch byte {
                    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."):
                        guard valueCount < PlainArithmetic.depth,
                            let (short, after) = NumberScanner(bytes: bytes).plainDecimal(at: position)
                        else { return nil }
                        guard let value = arithmetic.literal(short) else {
                            computingGaveUp = true
                            return nil
                        }
                        (values + valueCount).initialize(to: value)
                        valueCount += 1
                        position = after
                        end = after
                        expectsOperand = false
                        continue
                    case UInt8(ascii: "-"):
                        guard push(.negate) else { return nil }
                    case UInt8(ascii: "+"):
                        guard push(.plus) else { return nil }
                    case UInt8(ascii: "("):
                        guard push(.open) else { return nil }
                    default:
                        return nil
                    }
                    position += 1
                    continue
                }
                let op: Operator
                switch byte {
                case UInt8(ascii: "+"): op = .add
                case UInt8(ascii: "-"): op = .subtract
                case UInt8(ascii: "*"): op = .multiply
                case UInt8(ascii: "/"): op = .divide
                case UInt8(ascii: ")"):
                    while operatorCount > 0 && operators[operatorCount - 1] != .open {
                        guard reduce() else { return nil }
                    }
                    guard operatorCount > 0 else { return nil }
                    operatorCount -= 1
                    position += 1
                    end = position
                    continue
                default:
                    return nil
                }
                // Left-associative: apply what binds at least as tightly first.
                while operatorCount > 0 && power(operators[operatorCount - 1]) >= power(op) {
                    guard reduce() else { return nil }
                }
                guard push(op) else { return nil }
                expectsOperand = true
                position += 1
            }
            guard !expectsOperand, let start else { return nil }
            while operatorCount > 0 {
                guard reduce() else { return nil }
            }
            guard valueCount == 1 else { return nil }
            valueCount = 0
            return ((values).move(), Span(start, end))
        }

        /// Binding power of an operator on the stack; an open parenthesis holds everything.
        private func power(_ op: Operator) -> Int {
            switch op {
            case .add, .subtract: powers.additive
            case .multiply, .divide: powers.multiplicative
            case .negate, .plus: powers.prefix
            case .open: Int.min
            }
        }

        private mutating func push(_ op: Operator) -> Bool {
            guard operatorCount < PlainArithmetic.depth else { return false }
            operators[operatorCount] = op
            operatorCount += 1
            return true
        }

        /// Applies the operator on top of the stack; false when that fails (an unclosed `(`
        /// included).
        private mutating func reduce() -> Bool {
            operatorCount -= 1
            let op = operators[operatorCount]
            let direct: DirectOperation
            switch op {
            case .plus: return true
            case .open: return false
            case .negate:
                guard valueCount >= 1 else { return false }
                guard let result = arithmetic.negate(values[valueCount - 1]) else {
                    computingGaveUp = true
                    return false
                }
                values[valueCount - 1] = result
                return true
            case .add: direct = .add
            case .subtract: direct = .subtract
            case .multiply: direct = .multiply
            case .divide: direct = .divide
            }
            guard valueCount >= 2 else { return false }
            guard let result = arithmetic.apply(direct, values[valueCount - 2], values[valueCount - 1]) else {
                computingGaveUp = true
                return false
            }
            valueCount -= 1
            (values + valueCount).deinitialize(count: 1)
            values[valueCount - 1] = result
            return true
        }
    }
}
