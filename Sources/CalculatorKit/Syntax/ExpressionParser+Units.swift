/// Units in the one Pratt loop: units right after a number make one operand with it, binding
/// tighter than every operator: `50 cm / 2 m` is `(50 cm) / (2 m)`, `10 m / 2 s` is `5 m/s`,
/// `2 m^2` is `2 (m^2)`, and the units may be a product or quotient of units (`9.81 m/s^2`,
/// `1 kg*m/s^2`, `100 km/h`). Implicit multiplication by anything else keeps its level
/// (`6/2(1+2)` is 9, `1/2 pi` is π/2); the price is that `1/2 m` is `1/(2 m)`.
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
        guard let joined = try units(after: level.left!, span: level.span) else { return }
        (level.left, level.span) = (joined.operand, joined.span)
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
        guard let next = try? ahead.next() else { return false }
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
