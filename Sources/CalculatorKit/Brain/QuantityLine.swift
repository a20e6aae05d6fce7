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
/// table's, computed as ``Value/quantityResult(of:symbol:_:precision:numbers:inRadians:)``
/// computes them (their units' products and ratios remembered: QuantityLine+Units.swift), at
/// the precedences of the table; a `to` target is read and resolved as
/// the parser resolves it. Whatever would be an error, a note, a plain number along the way, a
/// format, a temperature scale, is left to the general path. A differential test runs generated
/// lines both ways.
struct QuantityLine {
    /// Unit expressions already read, by their text, and the conversion's words (see ``Memo``).
    private let memo: Memo
    /// Longer lines are the general path's: the path is for short lines.
    private static let maximumLength = 512

    /// The path for `table`; nil when its `+ - * / ^` are not the standard builtins at the
    /// standard relative precedences, when no word spells the conversion, or when it spells some
    /// operator with the characters this path reads (as ``PlainArithmetic/init(table:)``).
    init?(table: OperationTable) {
        func infix(_ spelling: String, _ builtin: Builtin) -> Precedence? {
            guard let index = table.infix(spelling), table.operations[index].builtin == builtin,
                case .infix(let precedence, .left) = table.operations[index].role
            else { return nil }
            return precedence
        }
        guard let add = infix("+", .add), let subtract = infix("-", .subtract), add == subtract,
            let multiply = infix("*", .multiply), let divide = infix("/", .divide), multiply == divide,
            add < multiply, let power = table.infix("^"), table.operations[power].builtin == .power,
            table.prefix("-").map({ table.operations[$0].builtin == .negate }) ?? false,
            table.roles(ofWord: "to").isConversion, !table.roles(ofWord: "to").isOperator
        else { return nil }
        guard !Reader.misreads(table) else { return nil }
        let keywords = ConversionOperator.standard.spellings.filter {
            Lexicon.isWord($0) && table.roles(ofWord: $0).isConversion
        }
        memo = Memo(keywords: keywords.map { Array($0.utf8) })
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
        var reader = Reader(bytes: bytes, memo: memo)
        return evaluate(&reader, table: table, units: units, precision: precision)
    }

    private func evaluate(_ reader: inout Reader, table: OperationTable, units: UnitNames, precision: Int)
        -> (value: Value, presentation: Presentation, span: Span)?
    {
        memo.startLine()
        reader.skipBlanks()
        let start = reader.position
        // `a + b * c`: a term of `* /` is complete before the `+ -` that holds it applies, left
        // to right, as the general path applies each operator once its operands are complete.
        var sum: (term: Term, operator: Int)?
        guard var term = reader.operand(units: units, table: table) else { return nil }
        var target: (target: Int, unit: Int)?
        // Whether an operator combined operands: a result of arithmetic, which NamedResults may name.
        var operated = false
        reading: while true {
            reader.skipBlanks()
            guard reader.current != nil else { break }
            guard let index = reader.arithmeticOperator() else {
                guard reader.isConversionKeyword(), let resolved = reader.target(table: table) else { return nil }
                target = resolved
                break reading
            }
            operated = true
            guard let next = reader.operand(units: units, table: table) else { return nil }
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
        // NamedResults.named: the named unit's, unless converting to it fails.
        if target == nil, operated, let named = memo.namedUnit(of: term.unit),
            case .ratio(let ratio) = memo.conversion(from: term.unit, to: named, precision: precision),
            let magnitude = try? term.magnitude * ratio
        {
            term = Term(magnitude: magnitude, unit: named)
        }
        if let (target, unit) = target {
            // `to` converts, as the statement's step does (CalculatorBrain+Statement.swift): to
            // the unit, or to a sum's first unit with the sum kept to show it
            // (Quantity.converted(to:precision:)).
            switch memo.conversion(from: term.unit, to: unit, precision: precision) {
            case .impossible: return nil
            case .same: break
            case .ratio(let ratio):
                guard let magnitude = try? term.magnitude * ratio else { return nil }
                term = Term(magnitude: magnitude, unit: unit)
            }
            presentation = presentation.then(memo.targetList[target])
        }
        return (.quantity(Quantity(term.magnitude, memo.products[term.unit])), presentation, Span(start, reader.end))
    }

    /// `left op right` for the operator at `index` (`+ - * /`), as
    /// ``Value/quantityResult(of:symbol:_:precision:joining:numbers:inRadians:)`` computes it for
    /// two quantities: `+ -` in the left operand's unit, the right converted to it; `* /` in the
    /// product of the units. Nil when it fails or its result is no quantity (the units cancelled).
    private func apply(_ index: Int, _ left: Term, _ right: Term, precision: Int) -> Term? {
        do throws(NumberError) {
            switch index {
            case 0, 1:
                let magnitude: Number
                switch memo.conversion(from: right.unit, to: left.unit, precision: precision) {
                case .impossible: return nil
                case .same: magnitude = right.magnitude
                case .ratio(let ratio): magnitude = try right.magnitude * ratio
                }
                let result =
                    index == 0
                    ? try Number.sum(left.magnitude, magnitude, precision: precision)
                    : try Number.difference(left.magnitude, magnitude, precision: precision)
                return Term(magnitude: result, unit: left.unit)
            default:
                let multiply = index == 2
                let magnitude =
                    multiply
                    ? try Number.product(left.magnitude, right.magnitude, precision: precision)
                    : try Number.quotient(left.magnitude, right.magnitude, precision: precision)
                guard let unit = memo.combined(left.unit, right.unit, multiply: multiply) else { return nil }
                return Term(magnitude: magnitude, unit: unit)
            }
        } catch {
            return nil
        }
    }
}
