import CalculatorNumbers

/// Ziv's strategy for a whole statement: a decision its approximations' error bounds do not
/// settle (`floor(10*sin(pi/6))`, `sin(pi/6) == 1/2`, `1/sin(pi)`), or a result whose bound hides
/// digits the precision asks for (`(10^50 + sqrt(2)) - 10^50`), is computed again with four times
/// the working digits, up to ``CalculatorNumbers/Decision/cap(digits:)`` (1,000 digits, or twice
/// the precision). A decision still unsettled there is taken on its step, with a note; a pole or
/// a domain edge still within the bound is an error there. `--precision` so changes how many
/// digits are shown, never an integer result.
extension CalculatorBrain {
    /// The most decisions one statement may take at the cap: each one costs an evaluation there.
    static let decisionsAtCap = 8

    /// `tree`'s value, as ``value(of:in:arithmetic:)`` computes it, refined as above; the notes
    /// of decisions taken at the cap go to ``decisionNotes`` (which ``compute(_:in:arithmetic:)``
    /// empties first).
    /// `finish` makes the statement's result of the value (its `to` chain) and is refined with it.
    func refinedValue(
        of tree: SyntaxTree, in source: SourceLocator, arithmetic: CalculatorOptions.Arithmetic,
        finishing finish: (Value) throws(CalculatorError) -> (Value, Presentation)
    ) throws(CalculatorError) -> (Value, Presentation) {
        func attempt() throws(CalculatorError) -> (Value, Presentation) {
            try finish(try value(of: tree, in: source, arithmetic: arithmetic))
        }
        guard arithmetic == .exact else { return try attempt() }
        let asked = options.precision
        var undecided: CalculatorError?
        var lastValue: (Value, Presentation)?
        do throws(CalculatorError) {
            let value = try attempt()
            guard Self.lacksDigits(value.0, asked) else { return value }
            lastValue = value
        } catch {
            guard error.isUndecided else { throw error }
            undecided = error
        }
        let saved = options
        defer { options = saved }
        for digits in Decision.refinements(after: asked) {
            options.precision = digits
            do throws(CalculatorError) {
                let value = try attempt()
                guard Self.lacksDigits(value.0, asked) else { return value }
                (undecided, lastValue) = (nil, value)
            } catch {
                guard error.isUndecided else { throw error }
                (undecided, lastValue) = (error, nil)
            }
        }
        guard let undecided else {
            // Digits still hidden at the cap: the value shows what its bound allows.
            guard let lastValue else { preconditionFailure("a run either decided, or was undecided") }
            try Self.checkShowable(lastValue.0, digits: asked, cap: options.precision, of: tree, in: source)
            return roundedAtTies(lastValue, digits: asked, of: tree, in: source)
        }
        return try decidedAtCap(attempt, tree, in: source, first: undecided, asked: asked)
    }

    /// The statement evaluated at the cap, taking its unsettled decisions one more at a time so
    /// that each note can point at the operation that took it.
    private func decidedAtCap(
        _ attempt: () throws(CalculatorError) -> (Value, Presentation), _ tree: SyntaxTree, in source: SourceLocator,
        first: CalculatorError, asked: Int
    ) throws(CalculatorError) -> (Value, Presentation) {
        var spans = [Self.span(of: first)]
        var last = first
        for budget in 1...Self.decisionsAtCap {
            let decisions = DecisionsAtCap(budget: budget)
            let outcome = Decision.$atCap.withValue(decisions) {
                () -> Result<(Value, Presentation), CalculatorError> in
                do throws(CalculatorError) {
                    return .success(try attempt())
                } catch {
                    return .failure(error)
                }
            }
            switch outcome {
            case .success(let value):
                // A rounding past its bound keeps the approximation (`floor(10^(10^8)/3)`), whose
                // bound may still reach what follows it.
                try Self.checkShowable(value.0, digits: asked, cap: options.precision, of: tree, in: source)
                // One note for each decision, once: a function may take the same one several times
                // (`acosh` on its cut, through its roots and its logarithm).
                var said = Set<String>()
                decisionNotes = zip(spans, decisions.taken).compactMap { span, taken in
                    let text = Self.described(taken, at: span, in: tree, source)
                    guard said.insert(text).inserted else { return nil }
                    return Note(text, kind: .decision, at: span, in: source.source)
                }
                return value
            case .failure(let error):
                guard error.isUndecided else { throw error }
                last = error
                spans.append(Self.span(of: error))
            }
        }
        last.isUndecided = false
        throw last
    }

    /// `value` with each number whose ball still holds a tie of the rounding to `digits` at the
    /// cap taken as the tie and rounded to even (``CalculatorNumbers/Number/roundedAtTie(to:)``),
    /// each with a note at the statement.
    private func roundedAtTies(
        _ value: (Value, Presentation), digits: Int, of tree: SyntaxTree, in source: SourceLocator
    ) -> (Value, Presentation) {
        var notes: [String] = []
        func rounded(_ number: Number) -> Number {
            guard let (tie, note) = number.roundedAtTie(to: digits) else { return number }
            if !notes.contains(note) { notes.append(note) }
            return tie
        }
        var result = value
        result.0 = value.0.mappingNumbers(rounded)
        let span = tree.nodes[tree.root].span
        decisionNotes = notes.map {
            Note(Self.described($0, at: span, in: tree, source), kind: .decision, at: span, in: source.source)
        }
        return result
    }

    /// A decision's note with what it is about: a comparison's two sides (`sin(pi) and 0 agree
    /// to 1,018 digits; taken as equal`), else the operation's text (`floor(sqrt(3)^2): its
    /// argument is 3 to 1,018 digits; taken as 3`).
    private static func described(_ taken: String, at span: Span, in tree: SyntaxTree, _ source: SourceLocator)
        -> String
    {
        // Quantities report at the operator, numbers at the operation.
        let index = tree.nodes.lastIndex { $0.span == span || ($0.operatorSpan == span && $0.operatorSpan != $0.span) }
        let bothSides = "the two sides "
        if taken.hasPrefix(bothSides), let index, case .infix = tree.nodes[index].kind {
            let sides = tree.children(of: index, count: 2).map { source.text(of: tree.nodes[$0].span) }
            return "\(sides[0]) and \(sides[1]) \(taken.dropFirst(bothSides.count))"
        }
        return "\(source.text(of: index.map { tree.nodes[$0].span } ?? span)): \(taken)"
    }

    private static func span(of error: CalculatorError) -> Span {
        Span(error.range.utf8Offsets.lowerBound, error.range.utf8Offsets.upperBound)
    }

    /// Whether some number in `value` shows fewer meaningful digits than `digits`.
    private static func lacksDigits(_ value: Value, _ digits: Int) -> Bool {
        // Not `numbers`: this runs for every statement, and an array each time showed in a file of
        // a million `1;`.
        value.containsNumber { $0.lacksDigits(digits) }
    }

    /// A value whose bound still reaches it at the cap, and is not small, would print as a `0`
    /// that may be far from the truth: an error instead.
    private static func checkShowable(
        _ value: Value, digits: Int, cap: Int, of tree: SyntaxTree, in source: SourceLocator
    ) throws(CalculatorError) {
        guard let lost = value.numbers.first(where: { $0.isLostInRounding(digits: digits) }),
            let bound = lost.errorBoundLog2
        else { return }
        let estimate = (bound * 0.30102999566398120).rounded(.up)
        let size = estimate.isFinite ? "about 1e\(Int(estimate))" : "unknown"
        throw Failure(
            .arithmetic, "the result is lost in rounding: its error bound (\(size)) exceeds it even at \(cap) digits",
            at: tree.nodes[tree.root].span
        ).located(in: source)
    }

}
