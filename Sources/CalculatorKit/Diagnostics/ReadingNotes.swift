/// The notes on contested readings: one table of the shapes people read in more than one way,
/// each with the message that says which reading calc took and how to write the other.
///
/// A shape is found in the syntax tree (``SyntaxTree``) as the parser left it: operations,
/// their spans (parentheses widen a node's span), and what the parser flagged (an implicit
/// multiplication, a percent). The source is read only for the operands' text in a message,
/// once a shape has matched. Each shape is noted once a statement, at its first match.
///
/// ```swift
/// CalculatorBrain().execute("6/2(1+2)")[0].note
/// // "read as (6/2)·(1+2); for 6/(2(1+2)) write the parentheses"
/// CalculatorBrain().execute("2 + 3*4")[0].notes   // []
/// ```
enum ReadingNotes {
    /// A shape of expression whose reading is contested.
    enum Shape: Int, CaseIterable, Sendable {
        /// `6/2(1+2)`, `1/2x`: a division, then an implicit multiplication by what follows.
        case implicitProductAfterDivision
        /// `1 / 2 m`: a number with its unit is one operand, so the division is by the quantity.
        case divisionByQuantity
        /// `-2^2`: the power binds tighter than the minus before it.
        case negatedPower
        /// `2^3^2`: a power of a power is taken from the right.
        case powerOfPower
        /// `100 + 10%`: the percent rule, a percent of the left operand.
        case increaseByPercent
        /// `100 - 10%`.
        case decreaseByPercent
        /// `5 ^ 3`: spaced as C's and Python's exclusive or, which calc reads as a power.
        case spacedPowerOfIntegers
        /// `1/2 m`: a fraction written tight before a unit is that fraction of the unit.
        case fractionOfUnit
        /// `stdev(xs)`, `variance(xs)`: the sample's (n − 1), where some tools divide by n.
        case sampleStatistic
        /// `3!!`: the factorial of a factorial, where some read the double factorial.
        case factorialOfFactorial
        /// `5 deg C`: a degree of angle times a coulomb (`F`: a farad), meant as °C.
        case degreeBeforeTemperatureLetter
        /// `tax = 8%`: a percent kept in a variable is a plain number (0.08), so `price + tax`
        /// adds 0.08; the percent rule applies to a `%` written in the sum only.
        case percentKept
    }

    /// One shape and its message. In the message, `{a}`, `{b}` and `{c}` are the operands' text
    /// (`{(a)}`: in parentheses unless it is one operand already), `{op}` the operator's,
    /// `{bc}` the text from `b` to `c` and `{n}`, `{u}` a quantity's number and unit; `{p}` is
    /// a percent's value as a number (`0.1` for `10%`).
    struct Row: Sendable {
        var shape: Shape
        var message: String
        init(_ shape: Shape, _ message: String) {
            self.shape = shape
            self.message = message
        }
    }

    /// The table: every note calc makes on a reading.
    static let rows: [Row] = [
        Row(.implicitProductAfterDivision, "read as ({a}{op}{b})·{c}; for {a}{op}({bc}) write the parentheses"),
        Row(.divisionByQuantity, "read as {a}{op}({b}); for ({a}{op}{n}) {u} write the parentheses"),
        Row(.negatedPower, "read as -({a}{op}{b}); for (-{a}){op}{b} write the parentheses"),
        Row(.powerOfPower, "read as {a}{op}({b}{op}{c}); for ({a}{op}{b}){op}{c} write the parentheses"),
        Row(.increaseByPercent, "read as {a} + {b} of {(a)}; to add {p}, write {a} + {p}"),
        Row(.decreaseByPercent, "read as {a} - {b} of {(a)}; to subtract {p}, write {a} - {p}"),
        Row(
            .spacedPowerOfIntegers,
            "'^' is a power here; for the bitwise exclusive or of C and Python, write xor({a}, {b})"),
        Row(.fractionOfUnit, "read as ({a}{op}{b}) {u}; for {a}{op}({b} {u}) write the parentheses"),
        Row(.sampleStatistic, "{op} is the sample's, dividing by n − 1 (as Python, R and Excel); p{op} divides by n"),
        Row(.factorialOfFactorial, "read as ({a}!)!, the factorial of {a}!; calc has no double factorial"),
        Row(
            .degreeBeforeTemperatureLetter,
            "read as deg·{u}, a degree of angle times {u} (C the coulomb, F the farad); for a temperature write °{u}"),
        Row(
            .percentKept,
            "{a} holds {p}, a plain number: x + {a} adds {p}; for {b} more, write x * (1 + {a})"),
    ]

    /// The notes on the tree of one statement, in the order of the shapes' first matches.
    static func notes(in tree: SyntaxTree, table: OperationTable, source: SourceLocator) -> [Note] {
        guard tree.nodes.count >= 2 else { return [] }
        let finder = Finder(tree: tree, table: table, source: source)
        var notes: [Note] = []
        var noted: UInt16 = 0
        for index in tree.nodes.indices {
            guard let (shape, parts) = finder.match(at: index), noted & (1 << shape.rawValue) == 0 else { continue }
            noted |= 1 << shape.rawValue
            let row = rows.first { $0.shape == shape }!
            notes.append(
                Note(
                    message(row.message, parts, source: source), kind: .reading, at: tree.nodes[index].span,
                    in: source.source))
        }
        return notes
    }

    /// The note on an assignment of a percent (`tax = 8%`, `r = (x + 1)%`), whose variable then
    /// holds a plain number; none for any other value.
    static func notes(
        assigning name: Span, _ tree: SyntaxTree, table: OperationTable, source: SourceLocator
    ) -> [Note] {
        let root = tree.nodes.count - 1
        guard root >= 1, case .postfix(let operation) = tree.nodes[root].kind,
            table.operations[operation].builtin == .percent
        else { return [] }
        let finder = Finder(tree: tree, table: table, source: source)
        let operand = root - 1
        var parts = Parts(a: name, b: tree.nodes[root].span)
        parts.percentOperand = tree.nodes[operand].span
        parts.percentIsLiteral = finder.isDecimal(operand)
        let row = rows.first { $0.shape == .percentKept }!
        return [
            Note(
                message(row.message, parts, source: source), kind: .reading, at: tree.nodes[root].span,
                in: source.source)
        ]
    }

    /// The text a message's placeholders stand for: source spans, or text made from them.
    struct Parts {
        var a: Span?
        var aIsOneOperand = true
        var b: Span?
        var c: Span?
        var op: Span?
        var n: Span?
        var u: Span?
        /// For a percent: the percent's operand, and whether it is a plain decimal literal.
        var percentOperand: Span?
        var percentIsLiteral = false
    }

    /// `template` with its placeholders filled from `parts`.
    static func message(_ template: String, _ parts: Parts, source: SourceLocator) -> String {
        func text(_ span: Span?) -> String { span.map(source.text(of:)) ?? "" }
        let a = text(parts.a)
        var replacements: [(String, String)] = [
            ("{(a)}", parts.aIsOneOperand ? a : "(\(a))"), ("{a}", a), ("{b}", text(parts.b)), ("{c}", text(parts.c)),
            ("{op}", text(parts.op)), ("{n}", text(parts.n)), ("{u}", text(parts.u)),
        ]
        if let b = parts.b, let c = parts.c { replacements.append(("{bc}", text(b.union(c)))) }
        if let operand = parts.percentOperand {
            let written = text(operand)
            replacements.append(("{p}", parts.percentIsLiteral ? hundredth(of: written) : "\(written)/100"))
        } else if parts.b != nil {
            replacements.append(("{p}", "1*(\(text(parts.b)))"))
        }
        var message = template
        for (placeholder, value) in replacements { message = message.replacingAll(placeholder, with: value) }
        return message
    }

    /// The decimal `digits` (digits and at most one point) divided by 100, as written: `10` is
    /// `0.1`, `12.5` is `0.125`, `150` is `1.5`.
    static func hundredth(of digits: String) -> String {
        var whole = Array(digits.split(separator: ".", omittingEmptySubsequences: false).first ?? "")
        let fraction = digits.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first ?? ""
        while whole.count < 3 { whole.insert("0", at: 0) }
        var integer = String(whole.dropLast(2))
        while integer.count > 1 && integer.first == "0" { integer.removeFirst() }
        var decimals = String(whole.suffix(2)) + fraction
        while decimals.last == "0" { decimals.removeLast() }
        return decimals.isEmpty ? integer : integer + "." + decimals
    }
}

extension String {
    /// The string with every `target` replaced by `replacement` (Foundation-free).
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        guard contains(target) else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
