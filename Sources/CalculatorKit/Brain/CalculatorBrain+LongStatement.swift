import CalculatorNumbers

/// The path for a long source that is one expression statement, or one assignment of a variable,
/// in exact arithmetic: computed as it is parsed (``NumberSink``), in memory that does not grow
/// with its length, where the general path's syntax tree would take 32 bytes a node (a 50 MB
/// `1+1+…` took 1.6 GB).
extension CalculatorBrain {
    /// Sources at least this long try the path: below it a statement's tree is a few MiB at
    /// most, and the common lines keep the paths they had.
    static let longStatementLength = 1 << 16

    /// `source` computed by ``NumberSink`` when it is long and one statement of those; nil,
    /// with no effect, when it is not, or the sink stopped (the general path then runs it and
    /// reports any error but a syntax error, which both paths find alike).
    func longStatement(_ source: String, arithmetic: CalculatorOptions.Arithmetic) -> PathOutcome? {
        guard arithmetic == .exact, takesPlainPath, source.utf8.count >= Self.longStatementLength,
            interruption?.isRequested != true, Parser.tooLong(byteCount: source.utf8.count) == nil
        else { return nil }
        // A long GMP or MPFR call in it is stopped as the general path's are (`compute`); a call
        // that gave up its value leaves the statement to the general path, which reports the stop.
        let stop = StopConditions(interruption: interruption, options: options)
        if stop.isEmpty { return computedAsRead(source) }
        let (result, givenUp) = StopCheck.statement(stop) { computedAsRead(source) }
        return givenUp == nil ? result : nil
    }

    private func computedAsRead(_ source: String) -> PathOutcome? {
        var source = source
        return source.withUTF8 { bytes -> PathOutcome? in
            let tokenizer = Tokenizer(bytes: bytes, nonWords: operations.nonWordSpellings, literalsFitDouble: false)
            let sink = NumberSink(table: operations, state: state, options: options)
            var parser = ExpressionParser(tokenizer: tokenizer, table: operations, sink: sink)
            let start: Int
            let assigned: String?
            do throws(Failure) {
                try parser.advance()
                while parser.current.kind == .separator { try parser.advance() }
                // A unit statement (`unit furlong = 220 yd`) is read by rules of its own.
                guard parser.current.kind != .end, parser.text(parser.current) != Parser.unitKeyword else {
                    return nil
                }
                start = parser.current.span.start
                assigned = try Self.assignment(&parser)
            } catch {
                return nil
            }
            if let assigned {
                guard (try? NameResolver.checkDefinable(assigned, at: Span(0, 0), in: operations)) != nil else {
                    return nil
                }
            }
            do throws(Failure) {
                // Down to the conversion's binding power, as a statement's expression is read;
                // an assigned one ends at a `to`, which is an error there.
                let conversion = Precedence.conversion.bindingPowers(.left).left - 1
                _ = try parser.expression(minimum: assigned == nil ? conversion : 0)
            } catch {
                // A syntax error is the same on both paths while the sink has taken every
                // shape so far (units, which the general path reads, stop it first).
                guard !parser.sink.stopped, !error.isGiveUp else { return nil }
                return Self.failure(error, from: start, in: parser.tokenizer)
            }
            guard let number = parser.sink.value else { return nil }
            let span = Span(start, parser.previous.span.end)
            // Nothing may follow but separators: a second statement and a stray token are the
            // general path's.
            do throws(Failure) {
                while parser.current.kind == .separator { try parser.advance() }
            } catch {
                return nil
            }
            guard parser.current.kind == .end else { return nil }
            // An approximation whose bound hides digits is computed again with more working
            // digits (CalculatorBrain+Refinement.swift), which only the general path does.
            guard !number.lacksDigits(options.precision) else { return nil }
            let value = Value.number(number)
            guard let assigned else { return PathOutcome.effect(.expression(value, presentation: .plain), span) }
            return PathOutcome.effect(.assignment(name: assigned, value), span)
        }
    }

    /// The name a statement assigns (`x = …`), the parser moved to the first token of the value;
    /// nil, with nothing consumed, when the statement starts otherwise. `x =<` and `x =>`, the
    /// general path's errors, and `x =` with nothing after it, are left there.
    private static func assignment(
        _ parser: inout ExpressionParser<NumberSink>
    ) throws(Failure) -> String? {
        guard parser.current.kind == .name else { return nil }
        var ahead = parser.tokenizer
        guard let equals = try? ahead.next(), equals.kind == .equals, !ahead.isReversedComparison(equals) else {
            return nil
        }
        let name = parser.text(parser.current)
        try parser.advance()
        try parser.advance()
        guard parser.current.kind != .separator, parser.current.kind != .end else { throw .gaveUp }
        return name
    }

    /// A syntax error with the statement's span as ``Parser`` gives it (from the statement's
    /// start to the next separator), when the statement is the source's last; nil otherwise.
    private static func failure(_ error: Failure, from start: Int, in tokenizer: Tokenizer) -> PathOutcome? {
        let end = tokenizer.statementEnd(from: error.span.start)
        guard end == tokenizer.bytes.count else { return nil }
        return .failure(error, Span(min(start, error.span.start), end))
    }
}
