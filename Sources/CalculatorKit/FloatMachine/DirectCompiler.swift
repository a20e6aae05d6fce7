/// Compiles an expression for ``CalculatorBrain/compile(_:)`` in one pass over its bytes: the
/// language's expression parser (``ExpressionParser``) hands each operand and operation to a
/// ``ProgramSink``, which emits its code at once. No syntax tree.
///
/// It reads the common shapes only (see ``ProgramSink``); anything else, and every error, makes
/// it give up (nil): the parser and ``Compiler`` then compile the source as they always have,
/// and report an error at the same place and in the same words. So the language and its errors
/// have one definition, and what this compiles, it compiles to the very program the two-pass
/// path would (the ``Compiler`` builds the code either way; DirectCompilerTests compare the
/// programs, spans included).
///
/// ```swift
/// let (program, variableNames) = DirectCompiler.compile(
///     "(x + 2) * sin(y)", table: .standard, options: options, state: state)!
/// variableNames   // ["x", "y"]
/// ```
enum DirectCompiler {
    /// How many operands the sink's stack holds, and how deep the parser's levels go: an
    /// expression that needs more (a long argument list, a deep nesting) goes the two-pass
    /// way. A kilobyte each (see ``ProgramSink/levelCapacity``).
    static let operandCapacity = 1024 / MemoryLayout<Compiler.Operand>.stride
    static let frameCapacity = ProgramSink.levelCapacity

    /// The compiled expression: its program and its variables' names.
    typealias Result = (program: Program, variableNames: [String])

    /// The program for `source`, with its free names as variables, or nil where the two-pass
    /// path must compile it. The compiler starts from `memo` (see ``Compiler/Memo``).
    static func compile(
        _ source: String, table: OperationTable, options: CalculatorOptions, state: CalculatorState,
        memo: Compiler.Memo = Compiler.Memo()
    ) -> Result? {
        var source = source
        return source.withUTF8 { bytes in
            guard bytes.count > 0, Parser.tooLong(byteCount: bytes.count) == nil else { return nil }
            // The operands live on this frame of the native stack: no heap allocation, and
            // none of an array's copy-on-write checks, for each compile.
            return withUnsafeTemporaryAllocation(of: Compiler.Operand.self, capacity: operandCapacity) { operands in
                let tokenizer = Tokenizer(
                    bytes: bytes, nonWords: table.nonWordSpellings, literalsFitDouble: false, commonShapesOnly: true)
                var parser = ExpressionParser(
                    tokenizer: tokenizer, table: table,
                    sink: ProgramSink(
                        compiler: Compiler(table: table, options: options, state: state, memo: memo),
                        operands: FixedStack(operands)))
                // About an instruction for every few bytes: the code rarely grows.
                parser.sink.compiler.startExpression(
                    freeNames: .variables, reserve: Swift.min(bytes.count / 2 + 2, 64))
                defer { parser.sink.operands.removeAll() }
                do throws(Failure) {
                    try parser.advance()
                    let (_, span) = try parser.expression(minimum: 0)
                    // A `;`, a newline, `=` or `to` after it: the two-pass path.
                    guard parser.current.kind == .end else { return nil }
                    return parser.sink.finish(at: span)
                } catch {
                    return nil
                }
            }
        }
    }
}
