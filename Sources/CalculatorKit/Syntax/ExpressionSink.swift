/// What the one expression parser (``ExpressionParser``) makes of what it reads: a syntax tree
/// (``TreeSink``), or a `Double` program emitted as it parses (``ProgramSink``).
///
/// The parser decides the shape, with the operation table's binding powers, and the spans; the
/// sink is told each operand and each operation once its operands are complete, left to right,
/// in the order a tree's nodes would be written (post-order). A sink that cannot make something
/// (an unknown operator for a fast path, a full stack) throws ``Failure/gaveUp``; its caller
/// then leaves the source to the general path, which reports any error with its span.
///
/// Written once, the loop is specialised by the compiler for each sink. (The batch fast path,
/// ``PlainArithmetic``, keeps a loop of its own: as a sink of this one it cost its benchmark
/// row too much; the commits that tried it have the instruction counts.)
///
/// ```swift
/// struct Count: ExpressionSink {
///     static let readsWholeLanguage = true
///     static let levelCapacity = Limits.maximumNestingDepth
///     var operations = 0
///     mutating func number(_ token: Token, in tokenizer: Tokenizer) throws(Failure) {}
///     // … one operand or one operation at a time …
/// }
/// ```
protocol ExpressionSink {
    /// What an operand is to the sink: a node's index, a value, nothing (a sink that keeps its
    /// own stack of operands).
    associatedtype Operand

    /// Whether the sink takes the whole language. One that does not (a fast path) takes the
    /// common shapes only: the parser gives up, before the sink is asked, at a word operator,
    /// implicit multiplication and a non-associative operator, and at any error without
    /// spending on its message; its tokenizer (``Tokenizer/commonShapesOnly``) at a comment and
    /// a byte beyond ASCII.
    static var readsWholeLanguage: Bool { get }

    /// The most expressions nested at once that the sink's parse keeps (each parenthesis,
    /// operator's operand and argument is one): past it, the parser gives up, or reports
    /// ``Limits/maximumNestingDepth`` when this is at least that.
    static var levelCapacity: Int { get }

    /// A number literal (the token's, or ``Tokenizer/longLiteral(_:)`` when it is too long to be
    /// held in the token).
    mutating func number(_ token: Token, in tokenizer: Tokenizer) throws(Failure) -> Operand

    /// A name used as a value, spelled `word`; `builtin` is the table's constant or function
    /// of that spelling, if any.
    mutating func name(_ word: UnsafeBufferPointer<UInt8>, builtin: Int?, span: Span) throws(Failure) -> Operand

    /// The names the parser reads as units after a number; nil for none (the fast sinks, and
    /// the tree of `compile` or of a function's body). Kept by the sink, not the parser: the
    /// fast sinks' parsers then hold nothing to copy or destroy for it.
    var units: UnitNames? { get }

    /// A name read as a unit (`km` in `5 km`): the parser decides so only for a sink that reads
    /// the whole language, given the brain's units (``UnitNames``).
    mutating func unit(_ word: UnsafeBufferPointer<UInt8>, span: Span) throws(Failure) -> Operand

    /// The table's prefix operation `operation` applied to `operand`, the whole spanning `span`.
    mutating func prefix(_ operation: Int, _ operand: Operand, span: Span, operatorSpan: Span) throws(Failure)
        -> Operand

    /// The table's postfix operation `operation` applied to `operand`.
    mutating func postfix(_ operation: Int, _ operand: Operand, span: Span, operatorSpan: Span) throws(Failure)
        -> Operand

    /// The table's infix operation `operation` (or implicit multiplication, whose operator
    /// span is the gap between its operands) applied to `left` and `right`.
    mutating func infix(_ operation: Int, _ left: Operand, _ right: Operand, span: Span, operatorSpan: Span)
        throws(Failure) -> Operand

    /// The same, joining a number and the units after it, or units together (`20 °C`, `J/°C`,
    /// `s^2`): a product that a temperature scale may stand in, as no operand of `*` may.
    mutating func unitJoin(_ operation: Int, _ left: Operand, _ right: Operand, span: Span, operatorSpan: Span)
        throws(Failure) -> Operand

    /// Says that `operand`, just made by ``infix(_:_:_:span:operatorSpan:)``, is an implicit
    /// multiplication (`2x`, `6/2(1+2)`), not a written operator: for the reading notes.
    mutating func implicitMultiplication(_ operand: Operand)

    /// A call of the name spelled `word` with `arguments` arguments, the first of which is
    /// `first` (nil for none); the others came after it, in order.
    mutating func call(
        _ word: UnsafeBufferPointer<UInt8>, builtin: Int?, arguments: Int, first: Operand?, span: Span, nameSpan: Span
    ) throws(Failure) -> Operand

    /// `operand`, which spanned `inner`, now in parentheses spanning `outer`.
    mutating func parenthesized(_ operand: Operand, from inner: Span, to outer: Span) -> Operand
    /// `operand to TARGET`: the conversion to `target`, resolved by the parser, applied to a
    /// statement's value. Only a sink that reads the whole language meets one.
    mutating func conversion(_ operand: Operand, target: ConversionTarget, span: Span, operatorSpan: Span)
        throws(Failure) -> Operand
}

extension ExpressionSink {
    /// The fast sinks read no units.
    var units: UnitNames? { nil }

    /// The fast sinks never see a unit: their parser is given no units.
    mutating func unit(_ word: UnsafeBufferPointer<UInt8>, span: Span) throws(Failure) -> Operand { throw .gaveUp }

    /// The fast sinks never see a unit, so never a join of units.
    mutating func unitJoin(_ operation: Int, _ left: Operand, _ right: Operand, span: Span, operatorSpan: Span)
        throws(Failure) -> Operand
    { throw .gaveUp }

    /// Only the syntax tree keeps what was implicit.
    mutating func implicitMultiplication(_ operand: Operand) {}

    /// The fast sinks never see a conversion: the parser gives up before it.
    mutating func conversion(_ operand: Operand, target: ConversionTarget, span: Span, operatorSpan: Span)
        throws(Failure) -> Operand
    { throw .gaveUp }
}

extension Failure {
    /// What a sink or the parser throws where a fast path leaves the source to the general path.
    /// Never shown: each fast path's caller catches it (and every other failure) and gives up.
    static var gaveUp: Failure {
        var failure = Failure(.syntax, "", at: Span(0, 0))
        failure.isGiveUp = true
        return failure
    }
}
