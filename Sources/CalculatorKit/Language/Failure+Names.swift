/// The errors of names: unknown, misused, or defined where they may not be. ``NameResolver``
/// raises most of them, for every evaluator alike.
extension Failure {
    /// A name that is neither built in, nor defined, nor a parameter: `sni(1)`, `y + 1`. The
    /// note offers `suggestion`, a near spelling, when there is one.
    static func unknownName(_ name: String, suggestion: String?, at span: Span) -> Failure {
        Failure(.unknownName, "unknown name '\(name)'", at: span, note: suggestion.map { "did you mean '\($0)'?" })
    }

    /// A function's name used as a value, without `(…)`: `sin + 1`, `f * 2`.
    static func functionUsedAsValue(_ name: String, at span: Span) -> Failure {
        Failure(.misuse, "'\(name)' is a function; call it as \(name)(…)", at: span)
    }

    /// A built-in constant called: `pi(2)`.
    static func constantCalled(_ name: String, at span: Span) -> Failure {
        Failure(.misuse, "'\(name)' is a constant, not a function", at: span)
    }

    /// A user's variable called: `x = 2; x(3)`.
    static func variableCalled(_ name: String, at span: Span) -> Failure {
        Failure(.misuse, "'\(name)' is a variable, not a function", at: span)
    }

    /// A parameter called in its function's body: `f(a) = a(1)`.
    static func parameterCalled(_ name: String, at span: Span) -> Failure {
        Failure(.misuse, "'\(name)' is a parameter, not a function", at: span)
    }

    /// `ans(1)`.
    static func ansCalled(at span: Span) -> Failure {
        Failure(.misuse, "'ans' is the last result, not a function", at: span)
    }

    /// A function called with `count` arguments where its `arity` allows another number:
    /// `sin(1, 2)` says "sin takes 1 argument, got 2".
    static func argumentCount(_ name: String, takes arity: Arity, got count: Int, at span: Span) -> Failure {
        Failure(.argumentCount, "\(name) takes \(arity), got \(count)", at: span)
    }

    /// An assignment or definition that would replace a built-in: `pi = 3`, `sin(x) = x`.
    static func redefinition(of operation: Operation, named name: String, at span: Span) -> Failure {
        let what = operation.isFunction ? "function" : "constant"
        return Failure(.invalidAssignment, "cannot redefine built-in \(what) '\(name)'", at: span)
    }

    /// An assignment or definition of `ans`, which only results set: `ans = 2`.
    static func ansAssigned(at span: Span) -> Failure {
        Failure(.invalidAssignment, "cannot assign to 'ans': it holds the last result", at: span)
    }
}
