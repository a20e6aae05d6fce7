/// Compiles an expression for ``CalculatorBrain/compile(_:)`` in one pass over its bytes,
/// emitting code as it parses (as clox does): no tokens kept, no syntax tree.
///
/// It reads the common shapes only: ASCII numbers and names, the table's symbol operators,
/// parentheses and calls, on one line. Anything else, and every error, makes it give up (nil):
/// the parser and ``Compiler`` then compile the source as they always have, and report an error
/// at the same place and in the same words. So the language and its errors have one definition,
/// and what this compiles, it compiles to the very program the two-pass path would (the
/// ``Compiler`` builds the code either way; DirectCompilerTests compare the programs, spans
/// included).
///
/// The parse mirrors ``Parser``'s: the same binding powers from the table, the same nesting on a
/// stack of frames rather than recursion. A node's span is worked out as the parser's tree has
/// it; a parenthesised operand's span widens over its parentheses, and so does the span of the
/// instruction that computed it, as when the tree is compiled after parsing.
struct DirectCompiler {
    private let scanner: Scanner
    /// The token being looked at, read once.
    private var current: (kind: DirectCompiler.Token, span: Span) = (.end, Span(0, 0))
    private var compiler: Compiler
    /// Operands parsed and compiled, with their spans, innermost last; the frames.
    private var operands: FixedStack<Compiler.Operand>
    private var spans: FixedStack<Span>
    private var frames: FixedStack<Frame>

    /// How deep the stacks go: an expression that needs more (a long argument list, a deep
    /// nesting) goes the two-pass way. A kilobyte each: the standard library's
    /// `withUnsafeTemporaryAllocation` keeps that much on the native stack, and put the larger
    /// ones tried here (1.5 and 4 KB) on the heap.
    static let operandCapacity = 1024 / MemoryLayout<Compiler.Operand>.stride
    static let frameCapacity = 1024 / MemoryLayout<Frame>.stride

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
            // The stacks live on this frame of the native stack (three kilobytes): no heap
            // allocation, and none of an array's copy-on-write checks, for each compile.
            return withUnsafeTemporaryAllocation(of: Compiler.Operand.self, capacity: operandCapacity) { operands in
                withUnsafeTemporaryAllocation(of: Span.self, capacity: operandCapacity) { spans in
                    withUnsafeTemporaryAllocation(of: Frame.self, capacity: frameCapacity) { frames in
                        var direct = DirectCompiler(
                            bytes: bytes, table: table, options: options, state: state, memo: memo,
                            stacks: (FixedStack(operands), FixedStack(spans), FixedStack(frames)))
                        return direct.expression()
                    }
                }
            }
        }
    }

    private init(
        bytes: UnsafeBufferPointer<UInt8>, table: OperationTable, options: CalculatorOptions, state: CalculatorState,
        memo: Compiler.Memo, stacks: (FixedStack<Compiler.Operand>, FixedStack<Span>, FixedStack<Frame>)
    ) {
        scanner = Scanner(bytes: bytes, numbers: NumberScanner(bytes: bytes), nonWords: table.nonWordSpellings)
        compiler = Compiler(table: table, options: options, state: state, memo: memo)
        (operands, spans, frames) = stacks
        // About an instruction for every few bytes: the code rarely grows.
        compiler.startExpression(freeNames: .variables, reserve: Swift.min(bytes.count / 2 + 2, 64))
    }

    /// One expression being parsed, as ``Parser/Level`` is: the binding power an infix
    /// operator must exceed to continue it, and what the enclosing expression does with it once
    /// it ends.
    private struct Frame {
        var minimum: Int
        var then: Then
    }

    /// What the parse reads next: an operand (the top frame has none yet), what follows one
    /// (an operator, or the end of the top frame), or nothing (the expression is complete).
    /// Kept in a local rather than in each frame: the loop's branch on it then waits for no
    /// load from memory.
    private enum Next {
        case operand, afterOperand, finished
    }

    private enum Then {
        case done
        /// The right operand of the infix operator `operation`; its left is the operand before.
        case rightOperand(operation: Int)
        /// The operand of the prefix operator `operation`, spelled from `start`.
        case prefixOperand(operation: Int, start: Int)
        /// Inside parentheses opened at `open`.
        case parenthesized(open: Int)
        /// Argument `count` (from 0) of a call of the name spelled at `nameSpan`; `builtin` is
        /// the table's function of that name, if any. (No `String` here: a frame is plain
        /// data, copied without retains.)
        case argument(builtin: Int?, nameSpan: Span, count: Int)
    }

    fileprivate enum Token: Equatable {
        case number(Double)
        case name
        case nonWord(Int)
        case leftParen, rightParen, comma, end
    }

    /// The compiler's table, lent: no retain and release of its storage for each look-up.
    private var table: OperationTable {
        _read { yield compiler.table }
    }

    // MARK: Parsing

    private mutating func expression() -> Result? {
        _ = frames.append(Frame(minimum: 0, then: .done))
        guard advance() else { return nil }
        do throws(Failure) {
            var next = Next.operand
            while true {
                switch next {
                case .operand:
                    guard let step = try operandStart() else { return nil }
                    next = step
                case .afterOperand:
                    guard let step = try continuation(minimum: frames[frames.count - 1].minimum) else { return nil }
                    next = step
                case .finished:
                    return finish()
                }
            }
        } catch {
            return nil
        }
    }

    /// Reads the start of an operand: compiles a number or a name (then what follows an operand
    /// comes next), or opens a frame for a prefix operator's operand, a parenthesis or a call
    /// (then an operand). Nil to give up.
    private mutating func operandStart() throws(Failure) -> Next? {
        let token = current
        switch token.kind {
        case .number(let value):
            guard push(compiler.constant(value, token.span), token.span) else { return nil }
        case .name:
            // The table is asked once, with the bytes; the compiler is told what it said.
            let word = UnsafeBufferPointer(rebasing: scanner.bytes[token.span.start..<token.span.end])
            let roles = table.roles(ofWord: word)
            // A word operator (`mod`), `to` (a keyword) or `ans` (before the table in the
            // order of names): the two-pass path.
            guard !roles.isOperator, !Self.spells(word, "to"), !Self.spells(word, "ans"), advance() else {
                return nil
            }
            if current.kind == .leftParen {
                // `rand()`, with no argument: the two-pass path.
                guard advance(), current.kind != .rightParen else { return nil }
                return open(Frame(minimum: 0, then: .argument(builtin: roles.name, nameSpan: token.span, count: 0)))
            }
            let operand = try compiler.value(
                scanner.text(token.span), at: token.span, builtin: roles.name, spelling: word)
            guard push(operand, token.span) else { return nil }
            return .afterOperand
        case .nonWord(let index):
            guard let operation = table.roles(ofNonWord: index).prefix, advance() else { return nil }
            let then = Then.prefixOperand(operation: operation, start: token.span.start)
            return open(Frame(minimum: 2 * Precedence.prefix.rawValue, then: then))
        case .leftParen:
            guard advance() else { return nil }
            return open(Frame(minimum: 0, then: .parenthesized(open: token.span.start)))
        case .rightParen, .comma, .end:
            return nil
        }
        return advance() ? .afterOperand : nil
    }

    /// After an operand: applies a postfix operator (what follows an operand comes next again),
    /// opens an infix operator's right operand (an operand next), or ends the top frame (see
    /// ``end()``). Nil to give up.
    private mutating func continuation(minimum: Int) throws(Failure) -> Next? {
        let token = current
        switch token.kind {
        case .nonWord(let index):
            let roles = table.roles(ofNonWord: index)
            if let operation = roles.postfix {
                guard 2 * Precedence.postfix.rawValue > minimum else { return try end() }
                guard advance() else { return nil }
                try apply(operation, operands: 1, spans[spans.count - 1].union(token.span))
                return .afterOperand
            }
            // A prefix-only operator after an operand is implicit multiplication: two-pass.
            guard let operation = roles.infix,
                case .infix(let precedence, let associativity) = table.operations[operation].role,
                associativity != .none
            else { return nil }
            let (leftPower, rightPower) = precedence.bindingPowers(associativity)
            guard leftPower > minimum else { return try end() }
            guard advance() else { return nil }
            return open(Frame(minimum: rightPower, then: .rightOperand(operation: operation)))
        case .rightParen, .comma, .end:
            return try end()
        case .number, .name, .leftParen:
            // Implicit multiplication, a word operator, or an error: the two-pass path.
            return nil
        }
    }

    /// Ends the top frame: the whole expression is then finished, or its operand is the
    /// enclosing frame's (what follows an operand comes next), or a comma opens the next
    /// argument (an operand next). Nil to give up.
    private mutating func end() throws(Failure) -> Next? {
        let finished = frames.removeLast()
        switch finished.then {
        case .done:
            return current.kind == .end ? .finished : nil
        case .rightOperand(let operation):
            try apply(operation, operands: 2, spans[spans.count - 2].union(spans[spans.count - 1]))
        case .prefixOperand(let operation, let start):
            try apply(operation, operands: 1, Span(start, spans[spans.count - 1].end))
        case .parenthesized(let open):
            guard current.kind == .rightParen else { return nil }
            widen(to: Span(open, current.span.end))
            guard advance() else { return nil }
        case .argument(let builtin, let nameSpan, let count):
            let next = current
            guard advance() else { return nil }
            switch next.kind {
            case .comma:
                return open(Frame(minimum: 0, then: .argument(builtin: builtin, nameSpan: nameSpan, count: count + 1)))
            case .rightParen:
                let span = nameSpan.union(next.span)
                let result = try compiler.call(
                    scanner.text(nameSpan), operands.top(count + 1), at: span, nameSpan: nameSpan,
                    builtin: builtin)
                replaceTop(count + 1, with: result, span)
            default:
                return nil
            }
        }
        // The operand of the frame ended is now its enclosing frame's.
        return .afterOperand
    }

    /// Reads the next token into `current`; false when it is one to leave to the two-pass path.
    private mutating func advance() -> Bool {
        guard let next = scanner.token(at: scanner.skipBlanks(from: current.span.end)) else { return false }
        current = next
        return true
    }

    /// Opens `frame`, whose operand comes next, unless that would pass
    /// ``Limits/maximumNestingDepth`` (an error the two-pass path reports): nil then.
    private mutating func open(_ frame: Frame) -> Next? {
        frames.count < Limits.maximumNestingDepth && frames.append(frame) ? .operand : nil
    }

    private mutating func finish() -> Result {
        let program = compiler.finish(at: spans[0])
        return (program, compiler.variableNames)
    }

    // MARK: Operands

    /// Pushes an operand and its span; false when the stack is full.
    private mutating func push(_ operand: Compiler.Operand, _ span: Span) -> Bool {
        operands.append(operand) && spans.append(span)
    }

    /// Compiles the operator `operation` applied to the top `count` operands, spanning `span`.
    private mutating func apply(_ operation: Int, operands count: Int, _ span: Span) throws(Failure) {
        let result = try compiler.apply(operation, to: operands.top(count), at: span)
        replaceTop(count, with: result, span)
    }

    /// Replaces the top `count` operands, just compiled into `operand`, with it.
    private mutating func replaceTop(_ count: Int, with operand: Compiler.Operand, _ span: Span) {
        operands.removeLast(count - 1)
        spans.removeLast(count - 1)
        operands[operands.count - 1] = operand
        spans[spans.count - 1] = span
    }

    /// Widens the top operand's span over its parentheses, and the span of the instruction
    /// that computed it: the parser widens the node, which the compiler then gives that span.
    private mutating func widen(to span: Span) {
        compiler.widenLastSpan(from: spans[spans.count - 1], to: span)
        spans[spans.count - 1] = span
    }

    /// Whether `word` is `text`, an ASCII keyword.
    private static func spells(_ word: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
        word.count == text.utf8CodeUnitCount
            && (0..<word.count).allSatisfy { word[$0] == text.utf8Start[$0] }
    }

}

/// The tokens of ``DirectCompiler``, read on demand from the source's bytes. Apart from the
/// compiler, a struct of three fields: its methods are called with it in registers, where a
/// method of the compiler, a large struct, copied all of it for each call.
private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let numbers: NumberScanner
    /// The table's symbol spellings.
    let nonWords: NonWordSpellings

    /// The token at `start`, without consuming it; nil for anything this compiler leaves to
    /// the two-pass path (non-ASCII, `->`, `=`, `;`, a newline, a comment, a long or
    /// out-of-range literal, a malformed number). Marked for inlining into
    /// ``DirectCompiler``'s `advance`, its one caller: a call for each token, its result
    /// returned through memory, cost about 370 instructions a compile. (Where `advance` is
    /// itself inlined into the compile loop, the optimizer still calls it for some tokens.)
    @inline(__always)
    func token(at start: Int) -> (kind: DirectCompiler.Token, span: Span)? {
        guard start < bytes.count else { return (.end, Span(start, start)) }
        let byte = bytes[start]
        guard byte < 0x80 else { return nil }
        if numbers.startsNumber(at: start) {
            if let (literal, end) = numbers.plainDecimal(at: start) {
                return (.number(Double(literal)), Span(start, end))
            }
            guard let (literal, end) = try? numbers.scan(at: start), let literal, !literal.mayOverflowDouble else {
                return nil
            }
            return (.number(Double(literal)), Span(start, end))
        }
        if Lexicon.isASCIILetter(byte) {
            var end = start + 1
            while end < bytes.count, Lexicon.isASCIILetter(bytes[end]) || Lexicon.isDigit(bytes[end]) { end += 1 }
            // A name running on into a non-ASCII letter (`xπ`) is the tokenizer's to read.
            guard end == bytes.count || bytes[end] < 0x80 else { return nil }
            return (.name, Span(start, end))
        }
        // In the tokenizer's order: `->`, the table's symbols, then punctuation.
        if byte == UInt8(ascii: "-"), start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: ">") { return nil }
        if let (length, index) = nonWords.longestMatch(in: bytes, at: start) {
            return (.nonWord(index), Span(start, start + length))
        }
        switch byte {
        case UInt8(ascii: "("): return (.leftParen, Span(start, start + 1))
        case UInt8(ascii: ")"): return (.rightParen, Span(start, start + 1))
        case UInt8(ascii: ","): return (.comma, Span(start, start + 1))
        default: return nil
        }
    }

    /// The offset of the next byte that is not a blank (a space, a tab or a carriage return,
    /// as for the tokenizer), from `offset`.
    func skipBlanks(from offset: Int) -> Int {
        var offset = offset
        while offset < bytes.count,
            bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t")
                || bytes[offset] == UInt8(ascii: "\r")
        {
            offset += 1
        }
        return offset
    }

    func text(_ span: Span) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[span.start..<span.end]), as: UTF8.self)
    }
}
