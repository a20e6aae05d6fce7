/// What a name means where it is written: a parameter, `ans`, a built-in, the user's variable or
/// function, a free variable, or an error. Every evaluator asks here, so all of them accept the
/// same names and report an unknown or misused one in the same words, at the same place.
///
/// The order of the questions is the language's scoping rule. A name used as a value is, first,
/// a parameter of the function being read; then `ans`; then a built-in; then the user's. A
/// called name is a built-in, then the user's; calling `ans` or a parameter is an error.
///
/// ```swift
/// let names = NameResolver(table: .standard, state: state, context: .expression(.error))
/// try names.value("pi", at: span)   // .constant(index of pi)
/// try names.value("sni", at: span)  // .failure: unknown name 'sni', did you mean 'sin'?
/// try names.value("sin", at: span)  // throws: 'sin' is a function; call it as sin(…)
/// ```
///
/// Errors come two ways. Those that follow from the table alone are thrown: no later definition
/// can change them (`sin + 1`, `pi(2)`, `sin(1, 2)`, `ans(1)`). Those that follow from the user's
/// definitions are returned as `.failure`: a statement reports them at once, but in a function
/// body a later definition may mend them (`f(x) = g(x)` before `g` exists), or they may sit in a
/// branch never taken, so an evaluator may let them stand until the name is reached.
struct NameResolver {
    /// What a name that is neither built in nor defined stands for, outside function bodies.
    enum FreeNames {
        /// A statement: an unknown name is an error.
        case error
        /// A compiled expression: each becomes one of its variables.
        case variables
    }

    /// Where the names being resolved are written.
    enum Context {
        /// A statement or a compiled expression, and what its free names stand for.
        case expression(FreeNames)
        /// The body of a user function with these parameters; its free names are errors.
        case functionBody(parameters: [String])

        var parameters: [String] {
            if case .functionBody(let parameters) = self { parameters } else { [] }
        }

        var isFunctionBody: Bool {
            if case .functionBody = self { true } else { false }
        }
    }

    /// What a name used as a value refers to.
    enum Value {
        /// The parameter at this position of the function being read.
        case parameter(Int)
        /// The last result.
        case ans
        /// The built-in constant at this index of the table's operations.
        case constant(Int)
        /// The user's variable, with its value.
        case variable(CalculatorKit.Value)
        /// A free name of a compiled expression: one of its variables.
        case free
        /// An error with the user's definitions as they are (see the type's summary). Boxed:
        /// inline, a failure's fields made every value of this type as large as a failure,
        /// moved through memory and destroyed case by case at each name compiled.
        indirect case failure(Failure)
    }

    /// What a called name refers to; the number of arguments is already checked.
    enum Callee {
        /// The built-in function at this index of the table's operations.
        case builtin(Int)
        /// The user's function.
        case function(UserFunction)
        /// An error with the user's definitions as they are (see the type's summary).
        case failure(Failure)
    }

    let table: OperationTable
    let state: CalculatorState
    var context: Context

    /// What `name`, used as a value at `span`, refers to. (Inlined: it is on the compiler's hot
    /// path, and its rare errors are worked out apart.)
    @inline(__always)
    func value(_ name: String, at span: Span) throws(Failure) -> Value {
        if case .functionBody(let parameters) = context, let index = parameters.firstIndex(of: name) {
            return .parameter(index)
        }
        if name == "ans" { return .ans }
        // A date literal (`@2024-01-31`), a name the tokenizer made of it, is its value.
        if DateLiteral.isLiteral(name) { return .variable(.date(try DateLiteral.value(name, at: span))) }
        return try value(name, at: span, builtin: table.name(name))
    }

    /// The same, once the table has been asked: `builtin` is its constant or function spelled
    /// `name`, if any. (``DirectCompiler`` asks the table itself, with the source's bytes, and
    /// makes the name a `String` only if it is asked for: a built-in's name is needed only for
    /// errors.) The caller has ruled out a parameter and `ans`.
    @inline(__always)
    func value(_ name: @autoclosure () -> String, at span: Span, builtin: Int?) throws(Failure) -> Value {
        if let index = builtin {
            // Read in place: a copy of the whole Operation costs a retain per field.
            guard case .constant = table.operations[index].role else {
                throw Failure.functionUsedAsValue(name(), at: span)
            }
            // A variable `i` shadows the imaginary unit, as a user may have one already.
            if table.operations[index].builtin == .imaginaryUnit, case .variable(let value)? = state.bindings[name()] {
                return .variable(value)
            }
            return .constant(index)
        }
        // (No definitions, no hashing of the name: a compiled expression's brain often has none.)
        switch state.bindings.isEmpty ? nil : state.bindings[name()] {
        case .variable(let value): return .variable(value)
        case .function: return .failure(.functionUsedAsValue(name(), at: span))
        case nil: break
        }
        if case .expression(.variables) = context { return .free }
        // A physical constant (`c`, `G`): after the user's names, which shadow it. Not in a
        // compiled expression, whose free names are the app's variables, as unit names are.
        if let value = PhysicalConstants.value(named: name()) { return .variable(value) }
        return .failure(unknownValue(name(), at: span))
    }

    /// What `name`, called with `count` arguments, refers to. `span` is the whole call, for
    /// errors about its arguments; `nameSpan` the name, for errors about what it names.
    @inline(__always)
    func callee(_ name: String, arguments count: Int, at span: Span, nameSpan: Span) throws(Failure) -> Callee {
        try callee(name, arguments: count, at: span, nameSpan: nameSpan, builtin: table.name(name))
    }

    /// The same, once the table has been asked: `builtin` is its constant or function spelled
    /// `name`, if any (whose name is made only for an error, as for ``value(_:at:builtin:)``).
    @inline(__always)
    func callee(
        _ name: @autoclosure () -> String, arguments count: Int, at span: Span, nameSpan: Span, builtin: Int?
    ) throws(Failure) -> Callee {
        if let index = builtin {
            guard case .function(let arity) = table.operations[index].role else {
                throw Failure.constantCalled(name(), at: nameSpan)
            }
            guard arity.accepts(count) else { throw Failure.argumentCount(name(), takes: arity, got: count, at: span) }
            return .builtin(index)
        }
        let name = name()
        switch state.bindings[name] {
        case .function(let function):
            guard function.parameters.count == count else {
                return .failure(
                    .argumentCount(name, takes: .exactly(function.parameters.count), got: count, at: span))
            }
            return .function(function)
        case .variable:
            return .failure(.variableCalled(name, at: nameSpan))
        case nil:
            break
        }
        if name == "ans" { throw Failure.ansCalled(at: nameSpan) }
        if context.parameters.contains(name) { return .failure(.parameterCalled(name, at: nameSpan)) }
        return .failure(unknownCallee(name, at: nameSpan))
    }

    /// An unknown name used as a value, with the nearest name or unit that could stand there: a
    /// unit typed in another case or as a plural (`Kg`, `lbs`) first, unless a name differs from
    /// it in case only (`PI`); then the nearest name; then, for a name of four letters or more,
    /// the nearest unit (`metr`).
    @inline(never)
    private func unknownValue(_ name: String, at span: Span) -> Failure {
        let suggestion = NameSuggestion.suggestion(
            for: name,
            among: table.unorderedNameSpellings + state.bindings.keys + ["ans"] + context.parameters
                + PhysicalConstants.suggestedNames,
            where: Lexicon.isWord)
        let units = state.unitTable
        if let suggestion, suggestion.lowercased() == name.lowercased() {
            return .unknownName(name, suggestion: suggestion, at: span)
        }
        let unit = UnitSuggestion.strongSuggestion(for: name, in: units)
        // A unit by distance only for a longer name: `foo` is no mistyped foot.
        let near = name.unicodeScalars.count >= 4 ? UnitSuggestion.suggestion(for: name, in: units) : nil
        return .unknownName(name, suggestion: unit ?? suggestion ?? near, at: span)
    }

    /// An unknown name called, with the nearest function's name.
    @inline(never)
    private func unknownCallee(_ name: String, at span: Span) -> Failure {
        let suggestion = NameSuggestion.suggestion(
            for: name, among: table.unorderedNameSpellings + state.bindings.keys,
            where: { spelling in
                if let operation = table.named(spelling) { return operation.isFunction }
                if case .function = state.bindings[spelling] { return true }
                return false
            })
        return .unknownName(name, suggestion: suggestion, at: span)
    }

    /// Checks that `name` may be assigned or defined: not `ans`, not a built-in.
    static func checkDefinable(_ name: String, at span: Span, in table: OperationTable) throws(Failure) {
        if name == "ans" { throw Failure.ansAssigned(at: span) }
        if let operation = table.named(name), operation.builtin != .imaginaryUnit {
            throw Failure.redefinition(of: operation, named: name, at: span)
        }
    }
}
