/// Units in the one Pratt loop: units right after a number make one operand with it, binding
/// tighter than every operator: `50 cm / 2 m` is `(50 cm) / (2 m)`, `10 m / 2 s` is `5 m/s`,
/// `2 m^2` is `2 (m^2)`, and the units may be a product or quotient of units (`9.81 m/s^2`,
/// `1 kg*m/s^2`, `100 km/h`). Implicit multiplication by anything else keeps its level
/// (`6/2(1+2)` is 9, `1/2 pi` is π/2); the price is that `1 / 2 m` is `1/(2 m)`, but a fraction
/// written tight before a unit is a fraction of it (`1/2 cup`, ``fractionOfUnits(after:_:)``).
///
/// A unit's name elsewhere is an ordinary name (`max(1, b)` is an unknown name, as before units):
/// a quantity starts with a number, `x * 1 m` makes one of a variable.
extension ExpressionParser {
    /// After `number`, whose operand `level` holds: the units that follow, multiplied (or
    /// divided) in. A based literal written against a name (`0x1g`) takes no unit: the name is
    /// a slip in the literal, and its error stays an unknown name. Not after parentheses: that
    /// check, in the loop, made the loop too large for the optimizer to inline its steps, and the
    /// one-pass compiler paid for it (`1 km / 3` writes what `(1/3) km` would). Never inlined,
    /// for the same reason.
    @inline(never)
    mutating func quantity(after number: Token, _ level: inout Level) throws(Failure) {
        let radix = number.literal.map { Int($0.radix) } ?? tokenizer.longLiteral(number).radix
        if radix != 10 && current.span.start == number.span.end { return }
        if current.span.start == number.span.end { splitRunTogetherUnits() }
        let unitStart = current.span.start
        guard let joined = try units(after: level.left!, span: level.span) else { return }
        (level.left, level.span) = (joined.operand, joined.span)
        // `1 h 30 min`, `5 ft 11 inch`: one unit, then a number and a unit of its dimension.
        if current.kind == .number, previous.span.start == unitStart { try mixedSum(&level) }
    }

    /// `1h30min`, `5ft11inch`: the tokenizer reads one name after the first number (`h30min`).
    /// When that name means nothing (no unit, built-in, constant or name of the user's) and its
    /// letters before the first digit are a unit, the name is cut there, so that the parser
    /// reads the unit and the tokenizer goes on at the digits: a sum as written with blanks.
    private mutating func splitRunTogetherUnits() {
        guard current.kind == .name, let unit = runTogetherUnit(current) else { return }
        current = Token(kind: .name, span: unit)
        tokenizer.reset(to: unit.end)
    }

    /// The unit a run-together name (`h30min`) starts with, as ``splitRunTogetherUnits()`` cuts it.
    private func runTogetherUnit(_ token: Token) -> Span? {
        guard let names = sink.units else { return nil }
        let word = tokenizer.word(token.span)
        guard let digit = word.firstIndex(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            digit > 0
        else { return nil }
        let name = tokenizer.text(token.span)
        guard names.lookUp(name, table: table) == nil, !names.isUserName(name), table.named(name) == nil,
            !PhysicalConstants.isName(name)
        else { return nil }
        let unit = Span(token.span.start, token.span.start + digit)
        guard case .unit? = names.lookUp(tokenizer.text(unit), table: table) else { return nil }
        return unit
    }

    /// A quantity of one unit followed by more of its dimension, each a number and one unit, as
    /// people write lengths, weights and times (`5 ft 11 inch`, `2 lb 3 oz`, `1 h 30 min 15 s`):
    /// their sum, one operand, as qalc reads them. Anything else after a quantity keeps its
    /// reading (`2 m 3` is a missing operator; `2 m 3 s` is no sum, and stays one too).
    private mutating func mixedSum(_ level: inout Level) throws(Failure) {
        guard let names = sink.units, let add = table.operations.firstIndex(where: isAddition),
            case .unit(let first)? = names.lookUp(text(previous), table: table)
        else { return }
        while current.kind == .number, current.literal.map({ $0.radix == 10 }) ?? false {
            var ahead = tokenizer
            guard let token = try? ahead.next(), token.kind == .name else { return }
            // `30min15s`: the unit before the digits, when the name runs on.
            let runTogether = token.span.start == current.span.end ? runTogetherUnit(token) : nil
            if let runTogether { ahead.reset(to: runTogether.end) }
            let spelling = tokenizer.text(runTogether ?? token.span)
            let after = try? ahead.next()
            // `6 ft 2 in`: the inch where `in` is read as one (``readsInch(_:)``).
            let inch = spelling == UnitTable.inchWord && endsInch(after) ? names.unitTable.unit(named: "inch") : nil
            let unit: Unit
            if let inch {
                unit = inch
            } else if case .unit(let match)? = names.lookUp(spelling, table: table) {
                unit = match.unit
            } else {
                return
            }
            guard unit.dimension == first.unit.dimension, !unit.isAffine, !first.unit.isAffine else { return }
            // Not a call (`2 min(1, 2)`), and the unit alone (`5 ft 11 inch^2` is no sum).
            if let after, after.kind == .leftParen || targetOperator(after) == .power { return }
            let number = current
            try advance()
            if runTogether != nil { splitRunTogetherUnits() }
            let operand = try sink.number(number, in: tokenizer)
            // The unit the look-ahead saw, and any joined to it (`1 h 30 min s` is then no sum
            // of one dimension, and its `+` says so).
            guard let joined = try units(after: operand, span: number.span) else {
                throw Failure(.syntax, "expected a unit after \(text(number))", at: current.span)
            }
            let whole = level.span.union(joined.span)
            level.left = try sink.infix(
                add, level.left!, joined.operand, span: whole, operatorSpan: Span(level.span.end, number.span.start))
            level.span = whole
        }
    }

    /// `1/2 cup`, `3/4 inch`: a fraction written tight, decimal over decimal, right before a
    /// unit is that fraction of the unit, as every cook reads it, rather than 1 over 2 cups
    /// (`1 / 2 cup`, spaced, and `x/2 cup` keep that reading, with its note). Never inlined, as
    /// ``quantity(after:_:)``.
    @inline(never)
    mutating func fractionOfUnits(after number: Token, _ level: inout Level) throws(Failure) {
        guard current.kind == .nonWord, number.literal?.radix == 10,
            let divide = table.roles(ofNonWord: current.spellingIndex).infix,
            table.operations[divide].builtin == .divide
        else { return }
        var ahead = tokenizer
        guard let divisor = try? ahead.next(), divisor.kind == .number, divisor.span.start == current.span.end,
            divisor.literal?.radix == 10, let unit = try? ahead.next(), unit.kind == .name,
            case .unit? = sink.units?.lookUp(tokenizer.text(unit.span), table: table),
            (try? ahead.next())?.kind != .leftParen
        else { return }
        let slash = current
        try advance()
        try advance()
        let fraction = try sink.infix(
            divide, level.left!, try sink.number(divisor, in: tokenizer), span: number.span.union(divisor.span),
            operatorSpan: slash.span)
        (level.left, level.span) = (fraction, number.span.union(divisor.span))
        try quantity(after: divisor, &level)
    }

    /// After any other operand (`(1/3) km`, `x m`, `sqrt(2) m`, `ans km`), the current token a
    /// name: the units that follow, joined to `left` as tightly as after a number, so that
    /// `(1+2) m / 2 s` is `1.5 m/s`; nil, with nothing consumed, when the name is no unit.
    /// Never inlined, as ``quantity(after:_:)``: the loop stays small for the compilers.
    @inline(never)
    mutating func units(after left: Sink.Operand, span: Span) throws(Failure) -> (operand: Sink.Operand, span: Span)? {
        guard let multiply, let units = try unitChain() else { return nil }
        let whole = span.union(units.span)
        let gap = Span(span.end, units.span.start)
        return (try sink.unitJoin(multiply, left, units.operand, span: whole, operatorSpan: gap), whole)
    }

    /// A unit's name where an operand starts (`km`, `km/h`, `2 * km`): one of those units, the
    /// current token consumed with the units after it; nil, with nothing consumed, when the
    /// name is no unit there, or is assigned (`m = 5`) or called (`min(2, 3)`).
    @inline(never)
    mutating func unitsAlone() throws(Failure) -> (operand: Sink.Operand, span: Span)? {
        guard sink.units?.readsUnitsAlone == true else { return nil }
        // `0x1g`: implicit multiplication brings the name here; it is still a slip in the literal.
        if previous.kind == .number && previous.span.end == current.span.start {
            let radix = previous.literal.map { Int($0.radix) } ?? tokenizer.longLiteral(previous).radix
            if radix != 10 { return nil }
        }
        var ahead = tokenizer
        if let next = try? ahead.next(), next.kind == .equals || next.kind == .leftParen { return nil }
        return try unitChain()
    }

    /// The units from the current name on, multiplied (or divided) together, each with its
    /// power (`m/s^2`, `kg*m/s^2`, `km h`); nil, with nothing consumed, when the current name
    /// is no unit.
    private mutating func unitChain() throws(Failure) -> (operand: Sink.Operand, span: Span)? {
        guard let multiply, let first = try unitOperand() else { return nil }
        var units = first
        while true {
            if current.kind == .name, let next = try unitOperand() {
                units.operand = try sink.unitJoin(
                    multiply, units.operand, next.operand, span: units.span.union(next.span),
                    operatorSpan: Span(units.span.end, next.span.start))
                units.span = units.span.union(next.span)
                continue
            }
            let joining = current
            guard let builtin = targetOperator(joining), builtin == .multiply || builtin == .divide,
                let operation = table.roles(ofNonWord: joining.spellingIndex).infix, unitFollows()
            else { break }
            try advance()
            guard let next = try unitOperand() else { preconditionFailure("unitFollows() saw a unit") }
            units.operand = try sink.unitJoin(
                operation, units.operand, next.operand, span: units.span.union(next.span), operatorSpan: joining.span)
            units.span = units.span.union(next.span)
        }
        return units
    }

    /// Whether the token after the current one is a name that is a unit where it stands.
    private func unitFollows() -> Bool {
        var ahead = tokenizer
        guard let token = try? ahead.next(), token.kind == .name, let units = sink.units else { return false }
        if (try? ahead.next())?.kind == .leftParen { return false }
        if case .unit? = units.lookUp(tokenizer.text(token.span), table: table) { return true }
        return false
    }

    /// The unit the current name spells, with its power (`s^2`, `m^-1`, `m^(1/2)`), consumed; nil, with
    /// nothing consumed, when the name is no unit where it stands (a call, a user's name, a
    /// constant, no unit at all). A refused name (`in`, `ton`) is an error with its hint.
    mutating func unitOperand() throws(Failure) -> (operand: Sink.Operand, span: Span)? {
        let token = current
        guard token.kind == .name, let units = sink.units else { return nil }
        var ahead = tokenizer
        if (try? ahead.next())?.kind == .leftParen { return nil }
        let name = text(token)
        switch units.lookUp(name, table: table) {
        case nil:
            return nil
        case .refused(let hint)?:
            guard readsInch(name) else { throw Failure.refusedUnit(name, hint: hint, at: token.span) }
        case .unit?:
            break
        }
        try advance()
        var operand = try sink.unit(tokenizer.word(token.span), span: token.span)
        var span = token.span
        let power = current
        // `2 m²`: two square metres, as `2 m^2` is.
        if superscriptExponent() != nil, let powerIndex = table.infix("^") {
            let right = try superscriptOperand()
            let whole = span.union(power.span)
            return (try sink.unitJoin(powerIndex, operand, right, span: whole, operatorSpan: power.span), whole)
        }
        guard targetOperator(power) == .power, let powerIndex = table.roles(ofNonWord: power.spellingIndex).infix,
            exponentAfterPower() != nil
        else { return (operand, span) }
        try advance()
        let right = try exponentOperand()
        let whole = span.union(previous.span)
        operand = try sink.unitJoin(powerIndex, operand, right, span: whole, operatorSpan: power.span)
        span = whole
        return (operand, span)
    }

    /// Whether the current name, refused as a unit, is `in` read as the inch: right after a
    /// number, with nothing after it that could start an operand (`4.85 in`, `16 ft + 4.85 in`,
    /// `4.85 in to cm`), where it cannot be a conversion word (`1 mile in km`, `x in y` stay
    /// the refusal, whose hint says `to`). See ``UnitTable/inchWord``.
    private func readsInch(_ name: String) -> Bool {
        guard name == UnitTable.inchWord, previous.kind == .number else { return false }
        var ahead = tokenizer
        return endsInch(try? ahead.next())
    }

    /// Whether `next`, the token after an `in` written right after a number, leaves it the inch:
    /// nothing that could start an operand (``readsInch(_:)``).
    private func endsInch(_ next: Token?) -> Bool {
        guard let next else { return false }
        switch next.kind {
        case .number, .leftParen:
            return false
        case .name:
            // A word operator (`to`, `mod`) cannot start an operand; any other name can.
            let roles = table.roles(ofWord: tokenizer.text(next.span))
            return roles.isConversion || (roles.name == nil && roles.prefix == nil && roles.infix != nil)
        case .nonWord:
            let roles = table.roles(ofNonWord: next.spellingIndex)
            return roles.prefix == nil && roles.name == nil
        default:
            return true
        }
    }
}

/// Whether `operation` is the infix `+`, which joins the quantities of a sum as written.
private func isAddition(_ operation: Operation) -> Bool {
    guard operation.builtin == .add, case .infix = operation.role else { return false }
    return true
}
