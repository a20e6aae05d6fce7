/// The code a ``CodeBuilder`` builds: instructions with their spans, the failures they raise,
/// and the user functions linked in. The `Double` machine's ``Program`` and the exact machine's
/// ``ValueProgram`` conform; each keeps its own instructions.
protocol BuiltCode {
    associatedtype Instruction

    init()
    /// How many instructions there are.
    var count: Int { get }
    mutating func reserveCapacity(_ count: Int)
    mutating func append(_ instruction: Instruction, _ span: Span)
    mutating func insert(_ instruction: Instruction, _ span: Span, at index: Int)
    /// Keeps the first `count` instructions.
    mutating func truncate(to count: Int)
    /// What ``fail(_:)`` instructions fail with.
    var failures: [Failure] { get set }
    /// The user functions linked in.
    var functions: [LinkedFunction] { get set }
    /// Function `index`'s code is compiled, from its entry to the end: notes what the machine
    /// needs to know of it beside the entry.
    mutating func placeFunction(_ index: Int, at entry: Int)

    /// Skips `offset` instructions.
    static func jump(_ offset: Int) -> Instruction
    /// Pops the top value; skips `offset` instructions when it is zero.
    static func jumpIfZero(_ offset: Int) -> Instruction
    /// Fails with failure `index`.
    static func fail(_ index: Int) -> Instruction
    /// Returns the top value, from a user function or from the main code.
    static var `return`: Instruction { get }
}

/// The compile skeleton both compilers share: the code buffer with its spans, the queue of user
/// functions linked and not yet compiled, `if` as jumps, and misused names. What differs stays
/// in each compiler (``CodeCompiler``): `Double`'s folds and fuses, the exact one converts
/// literals exactly.
///
/// ```swift
/// var builder = CodeBuilder<ValueProgram>()
/// builder.emit(.constant(.number(Number(1))), span)
/// builder.emit(.return, span)
/// ```
struct CodeBuilder<Code: BuiltCode> {
    var code: Code
    /// User functions linked into the code and not yet compiled.
    private var unlinked: [(index: Int, function: UserFunction)] = []

    init(_ code: Code = Code()) {
        self.code = code
    }

    /// Where the next instruction goes.
    var count: Int { code.count }

    @inline(__always)
    mutating func emit(_ instruction: Code.Instruction, _ span: Span) {
        code.append(instruction, span)
    }

    /// An instruction that fails with `failure` when it runs.
    mutating func emitFailure(_ failure: Failure, at span: Span) {
        code.failures.append(failure)
        emit(Code.fail(code.failures.count - 1), span)
    }

    mutating func insert(_ instruction: Code.Instruction, _ span: Span, at index: Int) {
        code.insert(instruction, span, at: index)
    }

    mutating func truncate(to count: Int) {
        code.truncate(to: count)
    }

    /// The code's index of a user function, queued for compiling the first time. (A linear
    /// search: a program calls a few functions, and a dictionary beside the list cost a call to
    /// make and one to release for every compile.)
    mutating func link(_ function: UserFunction) -> Int {
        if let index = code.functions.firstIndex(where: { $0.name == function.name }) { return index }
        code.functions.append(LinkedFunction(function))
        unlinked.append((code.functions.count - 1, function))
        return code.functions.count - 1
    }

    /// Whether a user function is linked and not compiled yet.
    var hasUnlinked: Bool { !unlinked.isEmpty }

    /// The next user function linked and not compiled yet.
    mutating func nextUnlinked() -> (index: Int, function: UserFunction)? {
        unlinked.popLast()
    }

    /// A misused name: throws now in a statement; in a function body, compiles to an
    /// instruction that fails when reached. A body is compiled anew, against the definitions of
    /// the moment, into each program that calls it, and an error there may sit in a branch never
    /// taken (`if(n, f(n-1), 1)` with `f` undefined).
    mutating func misuse(_ failure: Failure, in context: NameResolver.Context, at span: Span) throws(Failure) {
        guard context.isFunctionBody else { throw failure }
        emitFailure(failure, at: span)
    }

    /// `if(c, a, b)`, whose branches' code starts at `then` and `otherwise` and runs to the end:
    /// the condition, a jump past `a` when it is zero, `a`, a jump past `b`, `b`. The offsets are
    /// relative, so the jumps of an `if` nested in a branch stay right when an enclosing one
    /// inserts its own.
    mutating func conditional(then: Int, otherwise: Int, at span: Span) {
        insert(Code.jump(count - otherwise), span, at: otherwise)
        insert(Code.jumpIfZero(otherwise + 1 - then), span, at: then)
    }

    /// The code built, the builder left empty: moved out rather than copied, as a copy is a
    /// retain of each of its arrays.
    mutating func take() -> Code {
        var finished = Code()
        swap(&finished, &code)
        return finished
    }
}

/// A compiler built on a ``CodeBuilder``: it says what each kind of node compiles to, and the
/// builder's skeleton does the rest (the post-order loop over the tree, and linking the user
/// functions the code calls). `Operand` is what the compiler knows of an operand whose code is
/// emitted: where its code starts, and perhaps its value.
protocol CodeCompiler {
    associatedtype Code: BuiltCode
    associatedtype Operand

    var builder: CodeBuilder<Code> { get set }
    /// What names mean where the compiler is (the main expression, or a function's body).
    var context: NameResolver.Context { get set }

    /// A number, `node` being its node in `tree`.
    mutating func compileLiteral(_ literal: SyntaxTree.Literal, of tree: SyntaxTree, _ node: SyntaxTree.Node)
        throws(Failure) -> Operand
    /// A name used as a value.
    mutating func compileName(_ name: String, _ node: SyntaxTree.Node) throws(Failure) -> Operand
    /// A name the parser read as a unit (`km` in `5 km`); by default, as any name.
    mutating func compileUnit(_ name: String, _ node: SyntaxTree.Node) throws(Failure) -> Operand
    /// The operator `index` of the table, on one or two operands; `joining`, it joins a number
    /// and its units (`20 °C`: ``SyntaxTree/unitJoins``).
    mutating func compileOperator(
        _ index: Int, _ operands: ArraySlice<Operand>, _ node: SyntaxTree.Node, joining: Bool
    ) throws(Failure) -> Operand
    /// A call of `name` (the node's span is the whole call, its operator span the name).
    mutating func compileCall(_ name: String, _ arguments: ArraySlice<Operand>, _ node: SyntaxTree.Node)
        throws(Failure) -> Operand
}

extension CodeCompiler {
    mutating func compileUnit(_ name: String, _ node: SyntaxTree.Node) throws(Failure) -> Operand {
        try compileName(name, node)
    }

    /// Compiles `tree` in `context`: one loop over its nodes, which are in post-order, with a
    /// stack of operands, so no recursion whatever the tree's height. Operands are passed as
    /// slices of the stack, changed only once they are done with: no array per node.
    mutating func compileTree(_ tree: SyntaxTree, context: NameResolver.Context) throws(Failure) {
        self.context = context
        // Small reserves, and the arrays grow as needed: constant folding makes the code of
        // `1+1+…+1` one instruction and its operand stack two deep, however many nodes it has.
        // (The code is reserved only when empty: reserving an exact size for each function body
        // would defeat the arrays' geometric growth.)
        let reserve = min(tree.nodes.count, 64)
        var stack: [Operand] = []
        stack.reserveCapacity(reserve)
        if builder.count == 0 {
            builder.code.reserveCapacity(reserve + 1)
        }
        // Most trees have no units: they pay one test, not a search per node.
        let hasUnits = !tree.unitLeaves.isEmpty
        for index in tree.nodes.indices {
            let node = tree.nodes[index]
            switch node.kind {
            case .number(let literal):
                stack.append(try compileLiteral(literal, of: tree, node))
            case .name(let name):
                if hasUnits && tree.isUnit(index) {
                    stack.append(try compileUnit(tree.names[name], node))
                } else {
                    stack.append(try compileName(tree.names[name], node))
                }
            case .prefix(let operation):
                // A sign written before a number joined to its units (`-20 °C`) is the number's:
                // it joins too, where a temperature's scale may stand.
                let joining = hasUnits && tree.isUnitJoin(index - 1)
                let result = try compileOperator(operation, stack[(stack.count - 1)...], node, joining: joining)
                stack[stack.count - 1] = result
            case .postfix(let operation):
                let result = try compileOperator(operation, stack[(stack.count - 1)...], node, joining: false)
                stack[stack.count - 1] = result
            case .infix(let operation):
                let joining = hasUnits && tree.isUnitJoin(index)
                let result = try compileOperator(operation, stack[(stack.count - 2)...], node, joining: joining)
                stack.removeLast()
                stack[stack.count - 1] = result
            case .call(let name, let count):
                let result = try compileCall(tree.names[name], stack[(stack.count - count)...], node)
                stack.removeLast(count)
                stack.append(result)
            }
        }
    }

    /// Compiles every user function linked and not compiled yet, each after the code before it
    /// (a function may link others). A body that no longer compiles (the table changed since the
    /// definition was checked) fails when called.
    @inline(__always)
    mutating func compileLinkedFunctions() {
        // Most expressions call no user function: they pay one test, not a call.
        if builder.hasUnlinked { compileUnlinkedFunctions() }
    }

    private mutating func compileUnlinkedFunctions() {
        while let (index, function) = builder.nextUnlinked() {
            let entry = builder.count
            let span = function.body.nodes[function.body.root].span
            do {
                try compileTree(function.body, context: .functionBody(parameters: function.parameters))
            } catch {
                builder.truncate(to: entry)
                builder.emitFailure(error, at: span)
            }
            builder.emit(Code.return, span)
            builder.code.functions[index].entry = entry
            builder.code.placeFunction(index, at: entry)
        }
    }
}
