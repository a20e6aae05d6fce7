import CalculatorNumbers

/// The fast path for the commonest statement of a file of unit arithmetic: decimal numbers each
/// followed by units, joined by `+ - * /`, and at most one `to` a unit or a sum of units
/// (`3.5 km + 200 m to mile`, `9.81 m/s^2 * 70 kg`, `5000 s to h+min+s`).
///
/// Why it exists: such a line through the general path goes through a token stream, a syntax
/// tree, name resolution and the value machine's stack, each unit operand a quantity of one
/// through a general operation; read in one pass over its bytes, units are made straight into
/// their ``UnitProduct`` and only the operators between quantities computed (row 9 of
/// BENCHMARKS.md).
///
/// Why it cannot disagree with the general path: it reads only what it knows and gives up (nil)
/// on anything else, before any effect; the general path then runs the statement from the start.
/// Names are units by the parser's own rule (``UnitNames``: the user's names, `ans` and the
/// table's constants shadow them; a name before `(` is a call); units join as the parser joins
/// them (a name, `*` or `/` then a unit's name, `^` an integer) and are combined by the same
/// ``UnitProduct`` operations in the same order; the operators between quantities are the
/// table's, applied by ``Value/quantityResult(of:symbol:_:precision:numbers:inRadians:)`` as the
/// evaluator applies them, at the precedences of the table; a `to` target is read and resolved as
/// the parser resolves it. Whatever would be an error, a note, a plain number along the way, a
/// format, a temperature scale, is left to the general path. A differential test runs generated
/// lines both ways.
struct QuantityLine {
    /// The four binary operators, by the table: what ``Value/quantityResult`` is told of each.
    private let operators: [(builtin: Builtin, symbol: String)]
    /// Unit expressions already read, by their text (see ``Memo``).
    private let memo = Memo()
    /// The conversion's words the table has (`to`), as bytes: the operator that ends the units
    /// (every conversion spelling of a table is one of ``ConversionOperator/standard``'s).
    private let keywords: [[UInt8]]
    /// Longer lines are the general path's: the path is for short lines.
    private static let maximumLength = 512

    /// The path for `table`; nil when its `+ - * / ^` are not the standard builtins at the
    /// standard relative precedences, when no word spells the conversion, or when it spells some
    /// operator with the characters this path reads (as ``PlainArithmetic/init(table:)``).
    init?(table: OperationTable) {
        func infix(_ spelling: String, _ builtin: Builtin) -> (Precedence, String)? {
            guard let index = table.infix(spelling), table.operations[index].builtin == builtin,
                case .infix(let precedence, .left) = table.operations[index].role
            else { return nil }
            return (precedence, table.operations[index].symbol)
        }
        guard let add = infix("+", .add), let subtract = infix("-", .subtract), add.0 == subtract.0,
            let multiply = infix("*", .multiply), let divide = infix("/", .divide), multiply.0 == divide.0,
            add.0 < multiply.0, let power = table.infix("^"), table.operations[power].builtin == .power,
            table.prefix("-").map({ table.operations[$0].builtin == .negate }) ?? false,
            table.roles(ofWord: "to").isConversion, !table.roles(ofWord: "to").isOperator
        else { return nil }
        guard !Reader.misreads(table) else { return nil }
        operators = [(.add, add.1), (.subtract, subtract.1), (.multiply, multiply.1), (.divide, divide.1)]
        keywords = ConversionOperator.standard.spellings.filter {
            Lexicon.isWord($0) && table.roles(ofWord: $0).isConversion
        }
        .map { Array($0.utf8) }
    }

    /// A line's value, how its `to` shows it, and its span (first to last non-blank byte); nil
    /// when the line is anything else, or computing it would fail. `units` says which names are
    /// units where the line stands; `precision` is the options' (conversions of `+ -` use it).
    func evaluate(_ source: String, table: OperationTable, units: UnitNames, precision: Int)
        -> (value: Value, presentation: Presentation, span: Span)?
    {
        var source = source
        return source.withUTF8 { bytes in evaluate(bytes: bytes, table: table, units: units, precision: precision) }
    }

    /// ``evaluate(_:table:units:precision:)`` on a line's UTF-8 bytes, for a batch run that has
    /// not made them a `String` (``CalculatorBrain/executeFastLine(_:)``).
    func evaluate(bytes: UnsafeBufferPointer<UInt8>, table: OperationTable, units: UnitNames, precision: Int)
        -> (value: Value, presentation: Presentation, span: Span)?
    {
        guard bytes.count <= Self.maximumLength else { return nil }
        var reader = Reader(bytes: bytes, table: table, units: units, memo: memo, keywords: keywords)
        return evaluate(&reader, precision: precision)
    }

    private func evaluate(_ reader: inout Reader, precision: Int)
        -> (value: Value, presentation: Presentation, span: Span)?
    {
        reader.skipBlanks()
        let start = reader.position
        // `a + b * c`: a term of `* /` is complete before the `+ -` that holds it applies, left
        // to right, as the general path applies each operator once its operands are complete.
        var sum: (value: Value, operator: Int)?
        guard var term = reader.operand() else { return nil }
        var target: ConversionTarget?
        // Whether an operator combined operands: a result of arithmetic, which NamedResults may name.
        var operated = false
        reading: while true {
            reader.skipBlanks()
            guard reader.current != nil else { break }
            guard let index = reader.arithmeticOperator() else {
                guard reader.isConversionKeyword(), let resolved = reader.target() else { return nil }
                target = resolved
                break reading
            }
            operated = true
            guard let next = reader.operand() else { return nil }
            if index >= 2 {
                guard let product = apply(index, term, next, precision: precision) else { return nil }
                term = product
            } else {
                if let (left, pending) = sum {
                    guard let total = apply(pending, left, term, precision: precision) else { return nil }
                    sum = (total, index)
                } else {
                    sum = (term, index)
                }
                term = next
            }
        }
        if let (left, pending) = sum {
            guard let total = apply(pending, left, term, precision: precision) else { return nil }
            term = total
        }
        reader.skipBlanks()
        guard reader.current == nil else { return nil }
        var presentation = Presentation.plain
        if target == nil, operated, case .quantity(let quantity) = term {
            term = .quantity(NamedResults.named(quantity, precision: precision))
        }
        if let target {
            // `to` converts, as the statement's step does (CalculatorBrain+Statement.swift): to
            // the unit, or to a sum's first unit with the sum kept to show it.
            let unit: UnitProduct
            switch target {
            case .unit(let only): unit = only
            case .mixed(let units): unit = units[0]
            case .format, .zone: return nil
            }
            guard case .quantity(let quantity) = term, quantity.dimension == unit.dimension,
                let converted = try? quantity.converted(to: unit, precision: precision)
            else { return nil }
            term = .quantity(converted)
            presentation = presentation.then(target)
        }
        return (term, presentation, Span(start, reader.end))
    }

    /// `left op right` for the operator at `index` of ``operators``, as the value machine
    /// computes it; nil when it fails or its result is no quantity (the units cancelled).
    private func apply(_ index: Int, _ left: Value, _ right: Value, precision: Int) -> Value? {
        let (builtin, symbol) = operators[index]
        let result = try? Value.quantityResult(
            of: builtin, symbol: symbol, [left, right], precision: precision,
            numbers: Self.unused, inRadians: Self.unused)
        guard case .quantity? = result else { return nil }
        return result
    }

    /// The operation's own body on plain numbers, which `+ - * /` of quantities never ask for.
    private static func unused(_: [Number]) throws(NumberError) -> Number {
        throw .domain("not an operation on plain numbers")
    }
}
