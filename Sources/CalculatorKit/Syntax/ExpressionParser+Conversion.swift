/// The conversion operator (`to`, `->`) in the one Pratt loop: the loosest infix level, whose
/// right side is not an operand but a presentation expression (``ConversionTargetSyntax``),
/// resolved here against the table's presentations.
extension ExpressionParser {
    /// Whether `token` spells the table's conversion operator (`to`, `->`).
    func isConversion(_ token: Token) -> Bool {
        switch token.kind {
        case .name: table.roles(ofWord: tokenizer.word(token.span)).isConversion
        case .nonWord: table.roles(ofNonWord: token.spellingIndex).isConversion
        default: false
        }
    }

    /// `to TARGET` after `left`, the `to` current: the loosest infix level
    /// (``Precedence/conversion``), so it ends every expression but a statement's outermost one
    /// (see ``Parser/statement()``).
    /// (Never inlined: it is once a statement at most, and inlined, with the resolution of its
    /// target, it made the loop's step too large to be inlined into the loop.)
    @inline(never)
    mutating func conversion(
        after left: Sink.Operand, span: Span, minimum: Int, chained: inout Precedence?
    ) throws(Failure) -> Continuation {
        guard Precedence.conversion.bindingPowers(.left).left > minimum else { return .end }
        let keyword = current
        try advance()
        let target = try resolve(try conversionTarget(after: keyword))
        let whole = span.union(previous.span)
        let operand = try sink.conversion(left, target: target, span: whole, operatorSpan: keyword.span)
        chained = .conversion
        return .postfix(operand, whole)
    }

    /// Reads the right side of the conversion `keyword`: names joined by `*` and `/`, each
    /// raised by `^` to an integer or a fraction (`m^(1/2)`), groups in parentheses
    /// (`kg/(m*s^2)`, `(m/s)^2`), a leading `1/` (`1/s`), terms joined by `+`: every unit calc
    /// prints reads back here. An operator goes on with the target only when a name or `(`
    /// follows it, so that `255 to hex + 1` ends at the `+`.
    /// Iterative, as the rest of the loop: a stack of the open groups, each with the sign of
    /// its factors' powers and where its factors start.
    private mutating func conversionTarget(after keyword: Token) throws(Failure) -> ConversionTargetSyntax {
        var terms: [[ConversionTargetSyntax.Factor]] = [[]]
        var groups: [(sign: Int, start: Int)] = []
        var sign = 1
        // `to %`: a presentation spelled as a symbol is the whole target.
        if current.kind == .nonWord, table.presentationIndex(named: text(current)) != nil {
            let factor = ConversionTargetSyntax.Factor(name: text(current), span: current.span, exponent: .one)
            try advance()
            return ConversionTargetSyntax(terms: [[factor]])
        }
        while true {
            // An operand: `(`s, then a name (or the `1` of `1/s`).
            while current.kind == .leftParen {
                guard groups.count < ConversionTargetSyntax.maximumNesting else {
                    throw Failure(.limit, "a unit's parentheses are nested too deeply", at: current.span)
                }
                groups.append((sign, terms[terms.count - 1].count))
                try advance()
            }
            if terms[terms.count - 1].isEmpty, groups.isEmpty, isOne(current), slashFollows() {
                try advance()
                try advance()
                sign = -sign
                continue
            }
            // `L/100km`: a whole number against a unit is that many of it.
            var count: Int?
            if current.kind == .number, current.literal?.radix == 10, let whole = Int(text(current)), whole > 0 {
                var ahead = tokenizer
                if let unit = try? ahead.next(), unit.kind == .name, unit.span.start == current.span.end {
                    count = whole
                    try advance()
                }
            }
            guard current.kind == .name else {
                let found = current.kind == .end || current.kind == .separator ? nil : text(current)
                if terms.count > 1 || !terms[0].isEmpty || !groups.isEmpty {
                    throw Failure(
                        .syntax, "expected a unit" + (found.map { ", found '\($0)'" } ?? ""),
                        at: found == nil ? Span(previous.span.end, previous.span.end) : current.span)
                }
                let at = found == nil ? Span(keyword.span.end, keyword.span.end) : current.span
                throw Failure.expectedFormat(after: text(keyword), found: found, known: table.presentationNames, at: at)
            }
            var factor = ConversionTargetSyntax.Factor(
                name: text(current), span: count == nil ? current.span : previous.span.union(current.span),
                exponent: DimensionExponent(sign)!, count: count)
            try advance()
            if targetOperator(current) == .power, let power = exponentAfterPower() {
                factor.exponent = try raised(factor.exponent, by: power.value, at: current.span)
                for _ in 0..<power.tokens { try advance() }
            } else if let power = superscriptExponent() {
                factor.exponent = try raised(factor.exponent, by: power, at: current.span)
                try advance()
            }
            terms[terms.count - 1].append(factor)
            // The groups this operand closes, each perhaps raised to a power: `(m/s)^2`.
            while current.kind == .rightParen, let group = groups.last {
                groups.removeLast()
                try advance()
                let at = current.span
                let power: (value: DimensionExponent, tokens: Int)
                if targetOperator(current) == .power, let written = exponentAfterPower() {
                    power = written
                } else if let superscript = superscriptExponent() {
                    power = (superscript, 1)
                } else {
                    continue
                }
                for index in group.start..<terms[terms.count - 1].count {
                    let exponent = terms[terms.count - 1][index].exponent
                    terms[terms.count - 1][index].exponent = try raised(exponent, by: power.value, at: at)
                }
                for _ in 0..<power.tokens { try advance() }
            }
            let outer = groups.last?.sign ?? 1
            guard let joining = targetOperator(current), joining != .power, !(joining == .add && !groups.isEmpty),
                operandFollows()
            else {
                if !groups.isEmpty {
                    throw Failure(.syntax, "expected ')' to close the '(' of the unit", at: current.span)
                }
                break
            }
            switch joining {
            case .multiply: sign = outer
            case .divide: sign = -outer
            default:
                sign = 1
                terms.append([])
            }
            try advance()
        }
        return ConversionTargetSyntax(terms: terms)
    }

    /// `exponent` times `power`, or the error past a dimension's limit, at the `^`.
    private func raised(_ exponent: DimensionExponent, by power: DimensionExponent, at span: Span) throws(Failure)
        -> DimensionExponent
    {
        guard let result = exponent.multiplied(by: power) else {
            throw Failure(.limit, "a unit's power is too large", at: span)
        }
        return result
    }

    /// Whether `token` is the number 1, written plainly (`1/s`).
    private func isOne(_ token: Token) -> Bool {
        guard token.kind == .number, let literal = token.literal else { return false }
        return literal.significand == 1 && literal.exponent == 0 && literal.radix == 10
    }

    /// Whether the token after the current one is the table's `/`.
    private func slashFollows() -> Bool {
        var ahead = tokenizer
        guard let token = try? ahead.next() else { return false }
        return targetOperator(token) == .divide
    }

    /// `*`, `/`, `^` and `+` by their builtins, whatever the table spells them (`×`, `**`).
    func targetOperator(_ token: Token) -> Builtin? {
        guard token.kind == .nonWord, let infix = table.roles(ofNonWord: token.spellingIndex).infix else { return nil }
        let builtin = table.operations[infix].builtin
        switch builtin {
        case .multiply?, .divide?, .power?, .add?: return builtin
        default: return nil
        }
    }

    /// Whether the token after the current one is a name or `(`, without consuming either.
    private func operandFollows() -> Bool {
        var ahead = tokenizer
        guard let next = try? ahead.next() else { return false }
        if next.kind == .number, let unit = try? ahead.next() {
            // `/100km`: a count against its unit.
            return unit.kind == .name && unit.span.start == next.span.end
        }
        return next.kind == .name || next.kind == .leftParen
    }

    /// The target a conversion's right side names: a bare name of the table's formats, or a
    /// product of units (``UnitProduct``; only units are looked up here, whatever the user's
    /// names). A format does not combine; a bare unknown name is an unknown format.
    private func resolve(_ target: ConversionTargetSyntax) throws(Failure) -> ConversionTarget {
        if let zone = try zoneTarget(target) { return .zone(zone) }
        if let bare = target.bareName, let resolved = table.conversionTarget(named: bare.name) {
            return resolved
        }
        for factor in target.terms.joined() where table.conversionTarget(named: factor.name) != nil {
            throw Failure.formatInExpression(factor.name, at: factor.span)
        }
        if target.terms.count > 1 {
            // `to ft+inch`: a sum of units of one dimension, each a product of its own.
            var units: [UnitProduct] = []
            for term in target.terms {
                let unit = try unitProduct(of: term, alone: false, mixed: true)
                if let first = units.first, first.dimension != unit.dimension {
                    throw Failure(
                        .misuse,
                        "cannot show \(first.text) (\(first.dimension)) and \(unit.text) (\(unit.dimension)) as one sum",
                        at: term[0].span)
                }
                units.append(unit)
            }
            return .mixed(units)
        }
        return .unit(try unitProduct(of: target.terms[0], alone: target.bareName != nil))
    }

    /// The product of units a term of a target names; `alone`: the term is a bare name, the
    /// whole target, which is an unknown format when it is no unit either.
    private func unitProduct(of term: [ConversionTargetSyntax.Factor], alone: Bool, mixed: Bool = false)
        throws(Failure) -> UnitProduct
    {
        var product = UnitProduct.none
        for factor in term {
            if table.conversionTarget(named: factor.name) != nil {
                throw Failure.formatInExpression(factor.name, at: factor.span)
            }
            let units = sink.units?.unitTable ?? .standard
            // `to ft+in`: in a sum of units `in` can only be the inch.
            let inch = mixed ? units.inchWhereNoConversion(factor.name) : nil
            // A physical constant is a unit here (`1e8 m/s to c`), when no unit has its name.
            let lookup = inch.map(UnitLookup.unit) ?? units.lookUp(factor.name)
            switch lookup ?? PhysicalConstants.unit(named: factor.name) {
            case .unit(let match)?:
                // A point shows as a sum of no parts: `to °C+K` has no meaning.
                guard !match.unit.isAffine || alone || !mixed else {
                    throw Failure(
                        .misuse, "a temperature on the \(factor.name) scale cannot be shown as a sum", at: factor.span)
                }
                let counted = try factor.count.map { count throws(Failure) in
                    try Self.counted(match, count, at: factor.span)
                }
                guard let powered = UnitProduct(counted ?? match, spelled: factor.spelling).power(factor.exponent),
                    let next = product.multiplied(by: powered)
                else { throw Failure(.limit, "a unit's power is too large", at: factor.span) }
                product = next
            case .refused(let hint)?:
                throw Failure.refusedUnit(factor.name, hint: hint, at: factor.span)
            case nil:
                // `to fet`: a unit mistyped, unless the name is nearer a format (`to hxe`).
                let unit = UnitSuggestion.suggestion(for: factor.name, in: units)
                if alone,
                    unit == nil || NameSuggestion.suggestion(for: factor.name, among: table.presentationNames) != nil
                {
                    throw Failure.unknownFormat(factor.name, known: table.presentationNames, at: factor.span)
                }
                throw Failure.unknownUnit(factor.name, suggestion: unit, at: factor.span)
            }
        }
        return product
    }

    /// `count` of the unit `match` names, as one unit spelled `100km`.
    private static func counted(_ match: UnitMatch, _ count: Int, at span: Span) throws(Failure) -> UnitMatch {
        guard let factor = try? match.factor.multiplied(by: UnitFactor(Number(count))) else {
            throw Failure(.limit, "a unit's count is too large", at: span)
        }
        return UnitMatch(unit: match.unit, prefix: match.prefix, factor: factor)
    }
}
