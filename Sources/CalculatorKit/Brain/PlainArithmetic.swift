import CalculatorNumbers

/// The fast path for the commonest statement of a batch file: decimal numbers, `+ - * /`, prefix
/// `-` and `+`, parentheses and blanks, nothing else (`(299 / 552) * 169.5 - 502.3`).
///
/// Why it exists: such a line through the general path costs about 30,000 instructions (a token
/// stream, a syntax tree, name resolution, an evaluator's stack, a statement result); read and
/// computed in one pass over its bytes, with operator precedence by the shunting-yard method on
/// two small fixed stacks, it costs a few thousand, which is what makes `calc FILE` several times
/// faster than `bc`.
///
/// Why it cannot disagree with the general path: it reads only what it knows and gives up (nil)
/// on anything else, before any effect; the general path then runs the statement from the start.
/// What it computes, it computes with the general path's own functions: literals through the
/// same conversions (`Number(radix:significand:exponent:)`, `Double(NumberLiteral.Short)`),
/// operations through ``DirectOperation`` and ``DoubleArithmetic``, in the same order (both
/// apply an operator once its operands are complete, left to right). Every error, a division by
/// zero or a non-finite result in checked arithmetic included, is left to the general path, which
/// reports it with its span. Precedences and meanings come from the operation table: a table
/// whose `+ - * /` are not the standard builtins, or whose spellings the path could misread,
/// turns it off (``init(table:)``). A differential test runs generated lines both ways.
struct PlainArithmetic: Sendable {
    /// Binding powers of the binary operators and of the prefix ones, from the table.
    private let additive: Int
    private let multiplicative: Int
    private let prefix: Int

    /// Operators on the operator stack: the four binary ones, negation, and an open parenthesis.
    private enum Operator: UInt8 {
        case add, subtract, multiply, divide, negate, plus, open
    }

    /// Deeper nesting than this is rare: the general path takes it, with its own limits.
    private static let depth = 32
    /// Longer lines too: the path is for short lines, and gives up on a long one at once.
    private static let maximumLength = 4096

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
        let read = Set("+-*/().0123456789 \t".utf8)
        for spelling in table.nonWordSpellings.all
        where spelling.count > 1 && spelling != Array("**".utf8) && spelling.allSatisfy(read.contains) {
            return nil
        }
        (additive, multiplicative, self.prefix) = (add.rawValue, multiply.rawValue, Precedence.prefix.rawValue)
    }

    /// The value of `source` as one expression statement, with its span (first to last
    /// non-blank byte); nil when the source is anything else, or computing it would fail.
    func evaluate<Value>(
        _ source: String, literal: (NumberLiteral.Short) -> Value?,
        apply: (DirectOperation, Value, Value) -> Value?, negate: (Value) -> Value?
    ) -> (value: Value, span: Span)? {
        var source = source
        return source.withUTF8 { bytes in
            guard bytes.count <= Self.maximumLength else { return nil }
            return withUnsafeTemporaryAllocation(of: Operator.self, capacity: Self.depth) { operators in
                var values: [Value] = []
                values.reserveCapacity(Self.depth)
                return evaluate(bytes, operators.baseAddress!, &values, literal: literal, apply: apply, negate: negate)
            }
        }
    }

    private func evaluate<Value>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ operators: UnsafeMutablePointer<Operator>, _ values: inout [Value],
        literal: (NumberLiteral.Short) -> Value?, apply: (DirectOperation, Value, Value) -> Value?,
        negate: (Value) -> Value?
    ) -> (value: Value, span: Span)? {
        var count = 0  // operators on the stack
        var position = 0
        var expectsOperand = true
        var start: Int?
        var end = 0

        // Applies the operator on top of the stack; false when it fails.
        func reduce() -> Bool {
            count -= 1
            let op = operators[count]
            switch op {
            case .negate:
                guard let x = values.popLast(), let result = negate(x) else { return false }
                values.append(result)
                return true
            case .plus:
                return true
            case .open:
                return false
            case .add, .subtract, .multiply, .divide:
                guard values.count >= 2 else { return false }
                let y = values.removeLast()
                let x = values.removeLast()
                let direct: DirectOperation =
                    switch op {
                    case .add: .add
                    case .subtract: .subtract
                    case .multiply: .multiply
                    default: .divide
                    }
                guard let result = apply(direct, x, y) else { return false }
                values.append(result)
                return true
            }
        }
        // Binding power of an operator on the stack; an open parenthesis holds everything.
        func power(_ op: Operator) -> Int {
            switch op {
            case .add, .subtract: additive
            case .multiply, .divide: multiplicative
            case .negate, .plus: prefix
            case .open: Int.min
            }
        }
        func push(_ op: Operator) -> Bool {
            guard count < Self.depth else { return false }
            operators[count] = op
            count += 1
            return true
        }

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
                    guard let (short, after) = Self.number(bytes, at: position), let value = literal(short),
                        values.count < Self.depth
                    else { return nil }
                    values.append(value)
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
                while count > 0 && operators[count - 1] != .open {
                    guard reduce() else { return nil }
                }
                guard count > 0 else { return nil }
                count -= 1
                position += 1
                end = position
                continue
            default:
                return nil
            }
            // Left-associative: apply what binds at least as tightly first.
            while count > 0 && power(operators[count - 1]) >= power(op) {
                guard reduce() else { return nil }
            }
            guard push(op) else { return nil }
            expectsOperand = true
            position += 1
        }
        guard !expectsOperand, let start else { return nil }
        while count > 0 {
            guard reduce() else { return nil }
        }
        guard values.count == 1 else { return nil }
        return (values[0], Span(start, end))
    }

    /// A decimal literal at `position` as a syntax node holds it: at most 18 digits, one point,
    /// no exponent, no `_`, not followed by a letter, digit or point; nil for anything else.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (NumberLiteral.Short, Int)? {
        var position = start
        var significand: UInt64 = 0
        var digits = 0
        var fraction = 0
        var point = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits += 1
                guard digits <= 18 else { return nil }
                significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
                if point { fraction += 1 }
            } else if byte == UInt8(ascii: ".") && !point {
                point = true
            } else {
                break
            }
            position += 1
        }
        guard digits > 0 else { return nil }
        // A letter, `_` or a byte beyond ASCII right after is for the general path (`2e3`, `2pi`,
        // `1_000`, `2π`); so is a second point (`1.2.3`).
        if position < bytes.count {
            let next = bytes[position]
            if next >= 0x80 || next == UInt8(ascii: "_") || next == UInt8(ascii: ".")
                || (next | 0x20 >= UInt8(ascii: "a") && next | 0x20 <= UInt8(ascii: "z"))
            {
                return nil
            }
        }
        return (NumberLiteral.Short(significand: significand, exponent: Int16(-fraction), radix: 10), position)
    }
}
