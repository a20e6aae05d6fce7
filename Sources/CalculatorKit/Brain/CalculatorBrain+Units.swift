/// The user's units: the `unit` statement (`unit USD`, `unit EUR = 1.08 USD`) and its API for
/// embedders. The units live in ``CalculatorState/units``, so `:undo` takes one back and a
/// brain that defines none never builds a table of its own.
extension CalculatorBrain {
    /// Defines the unit `name` as `definition`, an expression of the language reduced exactly
    /// (`220 yd`, `1.08 USD`, `m/s^2`, `0.5 km + 1 m`, `sqrt(4) m`), as the statement
    /// `unit NAME = DEFINITION` does. Throws when the name is taken (a unit, a built-in, one of
    /// the user's names, a word such as `to` or `hex`) or the definition does not reduce; the
    /// error's range is in that statement.
    ///
    /// ```swift
    /// let brain = CalculatorBrain()
    /// try brain.defineUnit("furlong", as: "220 yd")
    /// try brain.evaluateValue("1 furlong to m")   // 201.168 m, shown in m
    /// ```
    public func defineUnit(_ name: String, as definition: String) throws(CalculatorError) {
        guard !definition.contains(where: { $0 == ";" || $0 == "\n" || $0 == "#" }) else {
            throw Failure(.syntax, "a unit's definition is one expression", at: Span(0, 0))
                .located(in: definition)
        }
        try runUnitStatement("\(Parser.unitKeyword) \(try checkedUnitName(name)) = \(definition)")
    }

    /// Declares `name` a new base unit, of a dimension of its own, as the statement `unit NAME`
    /// does: other units can then be defined by it, offline.
    ///
    /// ```swift
    /// let brain = CalculatorBrain()
    /// try brain.declareBaseUnit("USD")
    /// try brain.defineUnit("EUR", as: "1.08 USD")
    /// try brain.evaluateValue("100 EUR to USD")   // 100 EUR, shown as 108 USD
    /// ```
    public func declareBaseUnit(_ name: String) throws(CalculatorError) {
        try runUnitStatement("\(Parser.unitKeyword) \(try checkedUnitName(name))")
    }

    /// `value` in another unit of its dimension, `unitExpression` written as after `to`, with
    /// this brain's units: the standard ones and the user's (`unit furlong = 220 yd`).
    /// ``Value/converted(to:)`` does the same with the standard units alone.
    ///
    /// ```swift
    /// let brain = CalculatorBrain()
    /// try brain.defineUnit("furlong", as: "220 yd")
    /// let mile = try brain.evaluateValue("1 mile")
    /// try brain.convert(mile, to: "furlong").number     // 8
    /// try brain.convert(mile, to: "furlong").unitText   // "furlong"
    /// ```
    ///
    /// - Throws: ``CalculatorError`` at its span in `unitExpression`, as
    ///   ``Value/converted(to:)`` does.
    public func convert(_ value: Value, to unitExpression: String) throws(CalculatorError) -> Value {
        try value.converted(to: unitExpression, in: state.unitTable, operations: operations)
    }

    /// `name` when it is one name of the language, for the statement the API runs.
    private func checkedUnitName(_ name: String) throws(CalculatorError) -> String {
        let scalars = name.unicodeScalars
        guard let first = scalars.first, Lexicon.isNameScalar(first) || first == "°",
            scalars.dropFirst().allSatisfy({ Lexicon.isNameScalar($0) || ("0"..."9").contains($0) })
        else {
            throw Failure(.syntax, "'\(name)' cannot name a unit", at: Span(0, name.utf8.count)).located(in: name)
        }
        return name
    }

    private func runUnitStatement(_ source: String) throws(CalculatorError) {
        let results = execute(source)
        if let error = results.first(where: { $0.error != nil })?.error { throw error }
    }

    /// The table with the statement's unit in it, or the error at its name or in its definition
    /// (`definition`: the right side's tree, from the one parser, and its span in `source`).
    func unitTable(
        defining name: String, at nameSpan: Span, as definition: (tree: SyntaxTree, span: Span)?,
        in source: SourceLocator
    ) throws(CalculatorError) -> UnitTable {
        try Failure.locating(in: source) { () throws(Failure) in
            try NameResolver.checkDefinable(name, at: nameSpan, in: operations)
            if state.bindings[name] != nil {
                throw Failure(
                    .invalidAssignment, "'\(name)' is your \(state.functions[name] == nil ? "variable" : "function")",
                    at: nameSpan, note: "a unit needs a name of its own, or your name would hide it")
            }
            var table = state.unitTable
            let text = definition.map { source.text(of: $0.span) }
            switch table.lookUp(name) {
            case .unit(let match)? where match.unit.definition.section == UnitTable.userSection:
                // User units take no prefix, so the match is the name itself. The same definition
                // again (a session `:load`ed twice, an init file and a save that both hold it)
                // changes nothing.
                let statement = "\(Parser.unitKeyword) \(name)" + (text.map { " = " + $0 } ?? "")
                if match.prefix == nil && match.unit.userStatement == statement { return table }
                throw Failure(
                    .invalidAssignment, "'\(name)' is already your unit", at: nameSpan,
                    note: ":undo takes its definition back; or pick another name")
            case .unit?:
                // One of calc's units: the user's takes the spelling (its note is
                // replacedUnitNote's), as a variable's name takes it in an expression.
                break
            case .refused?:
                throw Failure(.invalidAssignment, "'\(name)' is a name calc refuses for a unit", at: nameSpan)
            case nil:
                break
            }
            let bindings = state.bindings
            let reduced = try definition.map { definition throws(Failure) in
                try UnitExpression.reduce(
                    definition.tree, in: table, operations: operations, isUserName: { bindings[$0] != nil })
            }
            do throws(UnitDefinitionError) {
                if let reduced, let text {
                    try table.define(name, as: reduced, text: text)
                } else {
                    try table.declareBase(name)
                }
            } catch {
                throw Failure(.invalidAssignment, error.message, at: nameSpan)
            }
            return table
        }
    }
}

extension CalculatorBrain {
    /// The note of a `unit NAME = …` that takes `name` from one of calc's units, in this
    /// brain's table before the statement; nil when `name` is no unit of calc's.
    ///
    /// ```swift
    /// let brain = CalculatorBrain()
    /// brain.replacedUnitNote(named: "b")   // "'b' was calc's bit; it now names your unit, and the bit is still written bit"
    /// ```
    public func replacedUnitNote(named name: String) -> String? {
        guard case .unit(let match)? = state.unitTable.lookUp(name),
            match.unit.definition.section != UnitTable.userSection
        else { return nil }
        let called = (match.prefix?.name ?? "") + match.unit.name
        let others = Set(
            match.unit.definition.names.map { (match.prefix?.name ?? "") + $0 }
                + match.unit.definition.symbols.map { (match.prefix?.symbols.first ?? "") + $0 }
        ).subtracting([name]).sorted()
        guard let last = others.last else { return "'\(name)' was calc's \(called); it now names your unit" }
        let list = others.count == 1 ? last : others.dropLast().joined(separator: ", ") + " or " + last
        return "'\(name)' was calc's \(called); it now names your unit, and the \(called) is still written \(list)"
    }

    /// What to tell the user once `name`, now their variable or function, hides a unit; nil when
    /// it hides none. The REPL shows it once per name: `m = 5` then `m * 2` is 10 and `2 m` too,
    /// and the metre is still written as one of its other names.
    ///
    /// ```swift
    /// let brain = CalculatorBrain()
    /// try brain.evaluate("m = 5")
    /// brain.shadowedUnit(named: "m")   // "m now names your variable; for the metre, write meter or metre"
    /// brain.shadowedUnit(named: "x")   // nil
    /// ```
    public func shadowedUnit(named name: String) -> String? {
        guard let binding = state.bindings[name], case .unit(let match)? = state.unitTable.lookUp(name) else {
            return nil
        }
        let what = if case .function = binding { "function" } else { "variable" }
        let unit = match.unit
        let prefix = match.prefix
        // The other spellings of the same unit the user's names leave free: with the prefix's
        // long form on names and its short one on symbols.
        var others: Set<String> = []
        for spelling in unit.definition.names {
            others.insert((prefix?.name ?? "") + spelling)
        }
        for symbol in unit.definition.symbols {
            others.insert((prefix?.symbols.first ?? "") + symbol)
        }
        let free = others.filter { $0 != name && state.bindings[$0] == nil }.sorted()
        let called = (prefix?.name ?? "") + unit.name
        guard let last = free.last else {
            return "\(name) now names your \(what); the \(called) has no other name left"
        }
        let list = free.count == 1 ? last : free.dropLast().joined(separator: ", ") + " or " + last
        return "\(name) now names your \(what); for the \(called), write \(list)"
    }
}
