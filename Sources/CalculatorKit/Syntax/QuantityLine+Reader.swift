import CalculatorNumbers

extension QuantityLine {
    /// The bytes of one line as ``QuantityLine`` reads them: a cursor, and the readers of its
    /// pieces, each nil (the line given up) on anything it does not know. The operation table and
    /// the unit names are handed to the readers that need them, not kept: a reader is made for
    /// every line, and keeping them was four retains and releases a line.
    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        let memo: QuantityLine.Memo
        var position = 0
        /// Where the last thing read ended: the span's end.
        var end = 0
        /// The names of the units read since the operand's number, when they are to be remembered.
        private var names: [String] = []

        init(bytes: UnsafeBufferPointer<UInt8>, memo: QuantityLine.Memo) {
            self.bytes = bytes
            self.memo = memo
        }

        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        /// Whether `table` spells some operator with only the bytes this reader reads, which it
        /// would misread (a custom `+-` as `+` then `-`); `**` apart, refused where it is read.
        static func misreads(_ table: OperationTable) -> Bool {
            table.nonWordSpellings.hasSpelling(madeOnlyOf: "+-*/^.0123456789 \t", except: "**")
        }

        /// Whether `source` starts as a quantity line does, a number then a letter (`5 km`): every
        /// other line the plain path gave up (a number too long for it, a name first) pays this look
        /// at its first bytes only.
        static func startsAsQuantity(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var sawDigit = false
            var sawBlank = false
            for byte in bytes {
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\t"):
                    if sawDigit { sawBlank = true }
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."):
                    if sawBlank { return false }
                    sawDigit = true
                default:
                    return sawBlank && (byte | 0x20) &- UInt8(ascii: "a") < 26
                }
            }
            return false
        }

        /// The index in ``QuantityLine``'s operators of the operator at the cursor, moved past
        /// it: 0 to 3 for `+ - * /`; nil, with nothing read, for anything else.
        mutating func arithmeticOperator() -> Int? {
            let index: Int
            switch current {
            case UInt8(ascii: "+"): index = 0
            case UInt8(ascii: "-"): index = 1
            case UInt8(ascii: "*"): index = 2
            case UInt8(ascii: "/"): index = 3
            default: return nil
            }
            position += 1
            return index
        }

        mutating func skipBlanks() {
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")
            {
                position += 1
            }
        }

        /// A number and the units after it (`9.81 m/s^2`), as one quantity: the units read as the
        /// parser reads them after a number (ExpressionParser+Units.swift) and combined as the
        /// evaluator combines them, then the number times them (a number times a quantity of one
        /// is the number in the unit: Value.quantityResult). `units` says which names are units,
        /// `table` which are its constants.
        mutating func operand(units: UnitNames, table: OperationTable) -> Term? {
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
                return Term(magnitude: small.number, unit: remembered.unit)
            }
            names.removeAll(keepingCapacity: true)
            guard let unit = readUnits(units: units, table: table) else { return nil }
            let number = memo.number(of: unit)
            // Remembered only when the units read are the whole of what the text's shape spans.
            if let key, end == start + key.count { memo.remember(key, unit: number, names: names) }
            return Term(magnitude: small.number, unit: number)
        }

        /// The units after a number, read as the parser reads them and combined as the evaluator
        /// combines them.
        private mutating func readUnits(units: UnitNames, table: OperationTable) -> UnitProduct? {
            guard var unit = unitOperand(units: units, table: table) else { return nil }
            while true {
                let mark = position
                if let next = unitOperand(units: units, table: table) {
                    // `5 deg C` has a note on its reading (ReadingNotes): the general path's.
                    if names.count >= 2, names[names.count - 2] == "deg", ["C", "F"].contains(names[names.count - 1]) {
                        return nil
                    }
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
                guard let next = unitOperand(units: units, table: table) else {
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
        private mutating func unitOperand(units: UnitNames, table: OperationTable) -> UnitProduct? {
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

        /// Whether `bytes[start..<end]` is one of the conversion's words, compared byte by byte:
        /// `elementsEqual` of an array and a slice was a tenth of the units' reading.
        private func isKeyword(_ start: Int, _ end: Int) -> Bool {
            for keyword in memo.keywords where keyword.count == end - start {
                var index = 0
                while index < keyword.count, keyword[index] == bytes[start + index] { index += 1 }
                if index == keyword.count { return true }
            }
            return false
        }

        /// Whether the cursor is at the conversion's word (`to`), which it then reads past.
        mutating func isConversionKeyword() -> Bool {
            let mark = position
            guard skipName(), isKeyword(mark, position) else {
                position = mark
                return false
            }
            return true
        }

        /// The right side of a `to`: names joined by `*` and `/`, each raised by `^` to an integer,
        /// terms joined by `+`, resolved as the parser resolves them (ExpressionParser+Conversion.swift):
        /// each name through the standard table, a product from no unit multiplied by each factor
        /// raised to its power. Nil for a format, an unknown or refused name, a scale, a sum of
        /// units of different dimensions, or anything after the target. The target is given as
        /// its index in the memo's ``QuantityLine/Memo/targetList``, with the number of the unit
        /// it converts to.
        mutating func target(table: OperationTable) -> (target: Int, unit: Int)? {
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
            guard let target = readTarget(table: table) else { return nil }
            // Its units' texts worked out once, as the results show them line after line.
            let shown: ConversionTarget
            let unit: UnitProduct
            switch target {
            case .unit(let only):
                unit = only.writingText()
                shown = .unit(unit)
            case .mixed(let units):
                let written = units.map { $0.writingText() }
                unit = written[0]
                shown = .mixed(written)
            case .format, .zone:
                return nil
            }
            let number = memo.number(of: unit)
            return (memo.remember(key, shown, unit: number), number)
        }

        /// The target, read and resolved.
        private mutating func readTarget(table: OperationTable) -> ConversionTarget? {
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
                if isKeyword(nameStart, p) { return extent }
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
}
