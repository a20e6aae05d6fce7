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
        var read = ByteSet()
        for byte in "+-*/^.0123456789 \t".utf8 { read.insert(byte) }
        for spelling in table.nonWordSpellings.all
        where spelling.count > 1 && spelling != Array("**".utf8) && spelling.allSatisfy(read.contains) {
            return nil
        }
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
        return source.withUTF8 { bytes in
            guard bytes.count <= Self.maximumLength else { return nil }
            var reader = Reader(bytes: bytes, table: table, units: units, memo: memo, keywords: keywords)
            return evaluate(&reader, precision: precision)
        }
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
        reading: while true {
            reader.skipBlanks()
            guard let byte = reader.current else { break }
            let index: Int
            switch byte {
            case UInt8(ascii: "+"): index = 0
            case UInt8(ascii: "-"): index = 1
            case UInt8(ascii: "*"): index = 2
            case UInt8(ascii: "/"): index = 3
            default:
                guard reader.isConversionKeyword(), let resolved = reader.target() else { return nil }
                target = resolved
                break reading
            }
            reader.position += 1
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
        if let target {
            // `to` converts, as the statement's step does (CalculatorBrain+Statement.swift): to
            // the unit, or to a sum's first unit with the sum kept to show it.
            let unit: UnitProduct
            switch target {
            case .unit(let only): unit = only
            case .mixed(let units): unit = units[0]
            case .format: return nil
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

/// The bytes of one line as ``QuantityLine`` reads them: a cursor, and the readers of its
/// pieces, each nil (the line given up) on anything it does not know.
private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    let table: OperationTable
    let units: UnitNames
    let memo: QuantityLine.Memo
    let keywords: [[UInt8]]
    var position = 0
    /// Where the last thing read ended: the span's end.
    var end = 0
    /// The names of the units read since the operand's number, when they are to be remembered.
    private var names: [String] = []

    init(
        bytes: UnsafeBufferPointer<UInt8>, table: OperationTable, units: UnitNames, memo: QuantityLine.Memo,
        keywords: [[UInt8]]
    ) {
        self.keywords = keywords
        self.bytes = bytes
        self.table = table
        self.units = units
        self.memo = memo
    }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipBlanks() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
            position += 1
        }
    }

    /// A number and the units after it (`9.81 m/s^2`), as one quantity: the units read as the
    /// parser reads them after a number (ExpressionParser+Units.swift) and combined as the
    /// evaluator combines them, then the number times them.
    mutating func operand() -> Value? {
        skipBlanks()
        guard let (literal, after) = NumberScanner(bytes: bytes).plainDecimal(at: position),
            let small = SmallRational(significand: literal.significand, exponent: Int(literal.exponent))
        else { return nil }
        position = after
        end = after
        skipBlanks()
        let start = position
        let key = unitExtent(from: start).flatMap { QuantityLine.Memo.Key(bytes, start, $0) }
        if let key, let remembered = memo.units[key],
            !remembered.names.contains(where: { $0 == "ans" || units.isUserName($0) })
        {
            position = start + key.count
            end = position
            return .quantity(Quantity(small.number, remembered.unit))
        }
        names.removeAll(keepingCapacity: true)
        guard let unit = readUnits() else { return nil }
        // Remembered only when the units read are the whole of what the text's shape spans.
        if let key, end == start + key.count { memo.remember(key, unit, names: names) }
        // A number times a quantity of one: the number, in the unit (Value.quantityResult).
        return .quantity(Quantity(small.number, unit))
    }

    /// The units after a number, read as the parser reads them and combined as the evaluator
    /// combines them.
    private mutating func readUnits() -> UnitProduct? {
        guard var unit = unitOperand() else { return nil }
        while true {
            let mark = position
            if let next = unitOperand() {
                guard let product = Self.combined(unit, next, multiply: true) else { return nil }
                unit = product
                continue
            }
            position = mark
            skipBlanks()
            guard let byte = current, byte == UInt8(ascii: "*") || byte == UInt8(ascii: "/") else {
                position = mark
                break
            }
            position += 1
            guard let next = unitOperand() else {
                position = mark
                break
            }
            guard let product = Self.combined(unit, next, multiply: byte == UInt8(ascii: "*")) else { return nil }
            unit = product
        }
        return unit
    }

    /// The evaluator's `*` or `/` of two quantities of one: nil where it would make a plain
    /// number (the units cancel) or fail.
    private static func combined(_ left: UnitProduct, _ right: UnitProduct, multiply: Bool) -> UnitProduct? {
        guard let unit = multiply ? left.multiplied(by: right) : left.divided(by: right),
            !unit.dimension.isDimensionless
        else { return nil }
        return unit
    }

    /// The unit the name at the cursor spells where it stands, with its power (`s^2`, `m^-1`),
    /// read; nil, with the cursor anywhere, when there is none (the caller puts it back).
    private mutating func unitOperand() -> UnitProduct? {
        skipBlanks()
        guard let name = name(), case .unit(let match)? = units.lookUp(name, table: table), !match.unit.isAffine
        else { return nil }
        names.append(name)
        end = position
        let unit = UnitProduct(match, spelled: name)
        let mark = position
        skipBlanks()
        // A call (`min(2, 3)`) is the general path's; so is anything after `^` but an integer.
        guard let byte = current, byte == UInt8(ascii: "^") else {
            position = mark
            return current == UInt8(ascii: "(") ? nil : unit
        }
        position += 1
        guard let exponent = integer(), exponent != 0, let powered = unit.power(exponent),
            !powered.dimension.isDimensionless
        else { return nil }
        end = position
        return powered
    }

    /// A name of ASCII letters, digits and `_` at the cursor, read; nil when there is none, or
    /// the name goes on in bytes this path does not read (`µm`, `°C`).
    private mutating func name() -> String? {
        let start = position
        guard skipName() else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    /// Reads past the name at the cursor without making a `String` of it: false as ``name()``
    /// is nil.
    private mutating func skipName() -> Bool {
        guard let first = current, Lexicon.isASCIILetter(first) || first == UInt8(ascii: "_") else { return false }
        position += 1
        while let byte = current,
            Lexicon.isASCIILetter(byte) || byte == UInt8(ascii: "_") || byte &- UInt8(ascii: "0") < 10
        {
            position += 1
        }
        if let byte = current, byte >= 0x80 { return false }
        return true
    }

    /// `2`, `-1` after a `^`: digits, at most the target's largest power, no point; the sign as
    /// the table's negation. Nil otherwise.
    private mutating func integer() -> Int? { Self.integer(bytes, &position) }

    private static func integer(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int) -> Int? {
        func current() -> UInt8? { position < bytes.count ? bytes[position] : nil }
        func skipBlanks() {
            while let byte = current(), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { position += 1 }
        }
        skipBlanks()
        var negative = false
        if current() == UInt8(ascii: "-") {
            negative = true
            position += 1
            skipBlanks()
        }
        var value = 0
        var digits = 0
        while let byte = current(), byte &- UInt8(ascii: "0") < 10 {
            value = value * 10 + Int(byte &- UInt8(ascii: "0"))
            digits += 1
            guard digits <= 2 else { return nil }
            position += 1
        }
        guard digits > 0, value <= ConversionTargetSyntax.maximumExponent else { return nil }
        if let byte = current(),
            byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte >= 0x80
                || Lexicon.isASCIILetter(byte)
        {
            return nil
        }
        return negative ? -value : value
    }

    /// Whether the cursor is at the conversion's word (`to`), which it then reads past.
    mutating func isConversionKeyword() -> Bool {
        let mark = position
        guard skipName(), keywords.contains(where: { $0.elementsEqual(bytes[mark..<position]) }) else {
            position = mark
            return false
        }
        return true
    }

    /// The right side of a `to`: names joined by `*` and `/`, each raised by `^` to an integer,
    /// terms joined by `+`, resolved as the parser resolves them (ExpressionParser+Conversion.swift):
    /// each name through the standard table, a product from no unit multiplied by each factor
    /// raised to its power. Nil for a format, an unknown or refused name, a scale, a sum of
    /// units of different dimensions, or anything after the target.
    mutating func target() -> ConversionTarget? {
        skipBlanks()
        var last = bytes.count
        while last > position, bytes[last - 1] == UInt8(ascii: " ") || bytes[last - 1] == UInt8(ascii: "\t") {
            last -= 1
        }
        let key = QuantityLine.Memo.Key(bytes, position, last)
        if let key, let remembered = memo.targets[key] {
            (position, end) = (last, last)
            return remembered
        }
        guard let target = readTarget() else { return nil }
        if let key { memo.remember(key, target) }
        return target
    }

    /// The target, read and resolved.
    private mutating func readTarget() -> ConversionTarget? {
        var terms: [UnitProduct] = []
        var product = UnitProduct.none
        var sign = 1
        while true {
            skipBlanks()
            guard let name = name(), table.conversionTarget(named: name) == nil,
                case .unit(let match)? = UnitTable.standard.lookUp(name), !match.unit.isAffine
            else { return nil }
            end = position
            var exponent = sign
            var mark = position
            skipBlanks()
            if current == UInt8(ascii: "^") {
                position += 1
                guard let power = integer() else { return nil }
                exponent *= power
                end = position
                mark = position
                skipBlanks()
            }
            guard let powered = UnitProduct(match, spelled: name).power(exponent),
                let next = product.multiplied(by: powered)
            else { return nil }
            product = next
            guard let byte = current else { break }
            switch byte {
            case UInt8(ascii: "*"): sign = 1
            case UInt8(ascii: "/"): sign = -1
            case UInt8(ascii: "+"):
                sign = 1
                terms.append(product)
                product = .none
            default:
                position = mark
                return nil
            }
            position += 1
        }
        guard terms.isEmpty else {
            terms.append(product)
            guard terms.allSatisfy({ $0.dimension == terms[0].dimension }) else { return nil }
            return .mixed(terms)
        }
        return .unit(product)
    }

    /// Where the units after a number would end if every name of their shape were a unit: names
    /// joined by blanks, `*` or `/`, each perhaps raised by `^` to an integer, up to the
    /// conversion's word. Read by bytes only; nil when no name starts at `start`.
    private func unitExtent(from start: Int) -> Int? {
        // On the bytes alone, with no copy of the reader: this runs for every operand.
        let count = bytes.count
        var p = start
        var extent: Int?
        func isLetter(_ byte: UInt8) -> Bool { Lexicon.isASCIILetter(byte) || byte == UInt8(ascii: "_") }
        func skipBlanks() {
            while p < count, bytes[p] == UInt8(ascii: " ") || bytes[p] == UInt8(ascii: "\t") { p += 1 }
        }
        while true {
            let nameStart = p
            guard p < count, isLetter(bytes[p]) else { return extent }
            p += 1
            while p < count, isLetter(bytes[p]) || bytes[p] &- UInt8(ascii: "0") < 10 { p += 1 }
            guard p == count || bytes[p] < 0x80 else { return extent }
            if keywords.contains(where: { $0.elementsEqual(bytes[nameStart..<p]) }) { return extent }
            extent = p
            let afterName = p
            skipBlanks()
            if p < count, bytes[p] == UInt8(ascii: "^") {
                p += 1
                guard Self.integer(bytes, &p) != nil else { return extent }
                extent = p
            } else {
                p = afterName
            }
            skipBlanks()
            if p < count, bytes[p] == UInt8(ascii: "*") || bytes[p] == UInt8(ascii: "/") {
                p += 1
                skipBlanks()
                guard p < count, isLetter(bytes[p]) else { return extent }
            }
        }
    }

}

/// Unit expressions a ``QuantityLine`` has read, by their text, so that a file that writes the
/// same units on every line reads and combines each once: the units after a number, with the
/// names they were read from (a name the user has since defined hides its unit, and the entry
/// is then passed over), and the resolved targets of `to`, which the user's names never change.
/// What is remembered was computed by the same reading; both depend only on the operation table
/// and the unit table, which the path is made for.
extension QuantityLine {
    final class Memo {
        /// A key longer than this is not remembered: such units are rarely written twice.
        static let longestText = 48
        /// More entries than this and the memo starts again: a file of ever new units keeps its
        /// memory flat.
        private static let capacity = 512

        private(set) var units: [Key: (unit: UnitProduct, names: [String])] = [:]
        private(set) var targets: [Key: ConversionTarget] = [:]

        /// The bytes of a unit expression, as words: hashed and compared without making a
        /// `String` of them.
        struct Key: Hashable {
            private var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
            let count: Int

            /// The key of `bytes[start..<end]`; nil when that is empty or longer than
            /// ``longestText``.
            init?(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
                guard end > start, end - start <= Memo.longestText else { return nil }
                count = end - start
                withUnsafeMutableBytes(of: &words) { raw in
                    raw.copyMemory(from: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start..<end])))
                }
            }

            static func == (a: Key, b: Key) -> Bool {
                a.count == b.count && a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2
                    && a.words.3 == b.words.3 && a.words.4 == b.words.4 && a.words.5 == b.words.5
            }

            func hash(into hasher: inout Hasher) {
                hasher.combine(count)
                hasher.combine(words.0)
                hasher.combine(words.1)
                guard count > 16 else { return }
                hasher.combine(words.2)
                hasher.combine(words.3)
                hasher.combine(words.4)
                hasher.combine(words.5)
            }
        }

        func remember(_ key: Key, _ unit: UnitProduct, names: [String]) {
            if units.count >= Self.capacity { units.removeAll() }
            units[key] = (unit, names)
        }

        func remember(_ key: Key, _ target: ConversionTarget) {
            if targets.count >= Self.capacity { targets.removeAll() }
            targets[key] = target
        }
    }
}
