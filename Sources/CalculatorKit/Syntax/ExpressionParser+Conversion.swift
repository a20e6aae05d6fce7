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
    /// raised by `^` to an integer, terms joined by `+`. An operator goes on with the target only
    /// when a name follows it (`^` a number), so that `255 to hex + 1` ends at the `+`.
    /// Iterative, as the rest of the loop: a target has no parentheses to nest.
    private mutating func conversionTarget(after keyword: Token) throws(Failure) -> ConversionTargetSyntax {
        var terms: [[ConversionTargetSyntax.Factor]] = [[]]
        var sign = 1
        // `to %`: a presentation spelled as a symbol is the whole target.
        if current.kind == .nonWord, table.presentationIndex(named: text(current)) != nil {
            let factor = ConversionTargetSyntax.Factor(name: text(current), span: current.span, exponent: 1)
            try advance()
            return ConversionTargetSyntax(terms: [[factor]])
        }
        while true {
            guard current.kind == .name else {
                let found = current.kind == .end || current.kind == .separator ? nil : text(current)
                let at = found == nil ? Span(keyword.span.end, keyword.span.end) : current.span
                throw Failure.expectedFormat(after: text(keyword), found: found, known: table.presentationNames, at: at)
            }
            var factor = ConversionTargetSyntax.Factor(name: text(current), span: current.span, exponent: sign)
            try advance()
            if targetOperator(current) == .power, let power = integerAfterPower() {
                factor.exponent *= power.value
                for _ in 0..<power.tokens { try advance() }
            }
            terms[terms.count - 1].append(factor)
            guard let joining = targetOperator(current), joining != .power, nameFollows() else { break }
            switch joining {
            case .multiply: sign = 1
            case .divide: sign = -1
            default:
                sign = 1
                terms.append([])
            }
            try advance()
        }
        return ConversionTargetSyntax(terms: terms)
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

    /// Whether the token after the current one is a name, without consuming either.
    private func nameFollows() -> Bool {
        var ahead = tokenizer
        return (try? ahead.next())?.kind == .name
    }

    /// The integer after the current `^` (`^2`, `^-1`) and how many tokens it takes past the
    /// `^` itself (the `^` included), or nil when no integer follows.
    func integerAfterPower() -> (value: Int, tokens: Int)? {
        var ahead = tokenizer
        guard var token = try? ahead.next() else { return nil }
        var negative = false
        if token.kind == .nonWord, let prefix = table.roles(ofNonWord: token.spellingIndex).prefix,
            table.operations[prefix].builtin == .negate
        {
            negative = true
            guard let next = try? ahead.next() else { return nil }
            token = next
        }
        guard token.kind == .number, let literal = token.literal, literal.exponent == 0,
            literal.significand <= UInt64(ConversionTargetSyntax.maximumExponent)
        else { return nil }
        let magnitude = Int(literal.significand)
        return (negative ? -magnitude : magnitude, negative ? 3 : 2)
    }

    /// The target a conversion's right side names: a bare name of the table's formats, or a
    /// product of units (``UnitProduct``; only units are looked up here, whatever the user's
    /// names). A format does not combine; a bare unknown name is an unknown format.
    private func resolve(_ target: ConversionTargetSyntax) throws(Failure) -> ConversionTarget {
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
            switch (sink.units?.unitTable ?? .standard).lookUp(factor.name) {
            case .unit(let match)?:
                // A point shows as a sum of no parts: `to °C+K` has no meaning.
                guard !match.unit.isAffine || alone || !mixed else {
                    throw Failure(
                        .misuse, "a temperature on the \(factor.name) scale cannot be shown as a sum", at: factor.span)
                }
                guard let powered = UnitProduct(match, spelled: factor.name).power(factor.exponent),
                    let next = product.multiplied(by: powered)
                else { throw Failure(.limit, "a unit's power is too large", at: factor.span) }
                product = next
            case .refused(let hint)?:
                throw Failure.refusedUnit(factor.name, hint: hint, at: factor.span)
            case nil:
                if alone {
                    throw Failure.unknownFormat(factor.name, known: table.presentationNames, at: factor.span)
                }
                throw Failure(.unknownName, "unknown unit '\(factor.name)'", at: factor.span)
            }
        }
        return product
    }
}
