import Testing

@testable import CalculatorKit

/// The syntax tree's compact nodes: small enough that a 10 MB line's millions of nodes fit in
/// bounded memory, and every field reads back as written, up to the largest values
/// ``Limits/maximumSourceLength`` allows.
struct SyntaxTreeTests {
    @Test func nodeIsCompact() {
        #expect(MemoryLayout<SyntaxTree.Node>.stride <= 32)
    }

    @Test func largeTreeGrowsOnceToItsBound() throws {
        var tree = SyntaxTree()
        tree.nodeBound = 200_000
        for offset in 0..<100_000 { try tree.leaf(number: NumberLiteral(significand: 1), Span(offset, offset + 1)) }
        // Past 65,536 nodes the array is given room for the bound at once, not doubled.
        #expect(tree.nodes.capacity >= 200_000)
        #expect(tree.nodes.count == 100_000)
        #expect(tree.nodes[99_999].span == Span(99_999, 100_000))
    }

    @Test func parserBoundsTheTreeByTheSourceLength() throws {
        let source = String(repeating: "1+", count: 40_000) + "1"
        let statements = Parser.parse(source, table: .standard)
        guard case .success(.expression(let tree, _)) = statements.first?.result else {
            Issue.record("expected an expression")
            return
        }
        #expect(tree.nodes.count == 80_001)
        #expect(tree.nodeBound == 2 * source.utf8.count)
        #expect(tree.nodes.count <= tree.nodeBound)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var kind: SyntaxTree.Node.Kind
        var span: Span
        var operatorSpan: Span
        var start: Int
        var arity: Int
        var testDescription: String { "\(kind)" }
    }

    /// The largest offset a source within the limit has, and the largest node index its tree can.
    static let lastOffset = Limits.maximumSourceLength
    static let lastIndex = 2 * Limits.maximumSourceLength - 1

    static let cases: [Case] = [
        Case(
            kind: .number(.inline(.init(significand: 1, exponent: 0, radix: 10))), span: Span(0, 1),
            operatorSpan: Span(0, 1),
            start: 0, arity: 0),
        Case(
            kind: .number(.inline(.init(significand: .max, exponent: .min, radix: 16))), span: Span(3, 5),
            operatorSpan: Span(3, 5), start: 7, arity: 0),
        Case(
            kind: .number(.inline(.init(significand: 0, exponent: .max, radix: 2))), span: Span(0, lastOffset),
            operatorSpan: Span(1, 2), start: lastIndex, arity: 0),
        Case(kind: .number(.stored(lastIndex)), span: Span(0, 3), operatorSpan: Span(0, 3), start: 0, arity: 0),
        Case(kind: .name(lastIndex), span: Span(0, lastOffset), operatorSpan: Span(1, 2), start: lastIndex, arity: 0),
        Case(kind: .prefix(3), span: Span(10, 20), operatorSpan: Span(10, 11), start: 4, arity: 1),
        Case(kind: .postfix(7), span: Span(10, 20), operatorSpan: Span(19, 20), start: 4, arity: 1),
        Case(kind: .infix(12), span: Span(lastOffset - 1, lastOffset), operatorSpan: Span(5, 5), start: 1, arity: 2),
        Case(kind: .call(0, arguments: 0), span: Span(0, 6), operatorSpan: Span(0, 4), start: 0, arity: 0),
        Case(kind: .call(lastIndex, arguments: 3), span: Span(2, 9), operatorSpan: Span(2, 3), start: 5, arity: 3),
        Case(
            kind: .call(5, arguments: lastIndex), span: Span(0, lastOffset), operatorSpan: Span(0, 1),
            start: 0, arity: lastIndex),
    ]

    @Test(arguments: cases)
    func nodeReadsBackWhatWasWritten(_ test: Case) {
        let node = SyntaxTree.Node(test.kind, span: test.span, operatorSpan: test.operatorSpan, start: test.start)
        #expect("\(node.kind)" == "\(test.kind)")
        if case .number(let written) = test.kind, case .number(let read) = node.kind {
            #expect(read == written)
        }
        #expect(node.span == test.span)
        #expect(node.operatorSpan == test.operatorSpan)
        #expect(node.start == test.start)
        #expect(node.arity == test.arity)
    }

    /// A literal is kept in its node when it fits, else in the tree's `literals`; both read back.
    @Test(arguments: [
        NumberLiteral(significand: 25, exponent: -1),
        NumberLiteral(significand: .max, radix: 16),
        NumberLiteral(significand: 1, exponent: Int(Int16.min)),
        NumberLiteral(significand: 1, exponent: Int(Int16.max) + 1),
        NumberLiteral(significand: 7, exponent: -1_000_000_000_000),
        NumberLiteral(longDigits: Array("123456789012345678901234567890".utf8), exponent: -3),
    ])
    func literalReadsBackWhatWasWritten(_ literal: NumberLiteral) throws {
        var tree = SyntaxTree()
        try tree.leaf(number: NumberLiteral(significand: 0), Span(0, 1))
        let index = try tree.leaf(number: literal, Span(2, 9))
        guard case .number(let stored) = tree.nodes[index].kind else {
            Issue.record("expected a number node")
            return
        }
        #expect(tree.literal(stored) == literal)
        #expect(tree.nodes[index].operatorSpan == Span(2, 9))
        #expect(tree.literals.count == (literal.short == nil ? 1 : 0))
    }

    @Test func widenedSpanKeepsTheRest() {
        var node = SyntaxTree.Node(.infix(2), span: Span(1, 4), operatorSpan: Span(2, 3), start: 6)
        node.span = Span(0, Self.lastOffset)
        #expect(node.span == Span(0, Self.lastOffset))
        #expect(node.operatorSpan == Span(2, 3))
        #expect(node.start == 6)
        #expect("\(node.kind)" == "infix(2)")
    }

    @Test func namesAreKeptPerTree() {
        let brain = CalculatorBrain()
        #expect(brain.parseTree("f(x, y) = hypot(x, y) + x") == ["(define (f x y) (+ (hypot x y) x))"])
        #expect(brain.parseTree("rand() * pi") == ["(* (rand) pi)"])
    }

    /// Longer sources would not fit the nodes' 32-bit offsets: they are refused at offset 0.
    @Test(
        arguments: [
            (Limits.maximumSourceLength, nil),
            (Limits.maximumSourceLength + 1, "input is too long: the limit is 2147483648 bytes"),
            (Int(UInt32.max) + 1, "input is too long: the limit is 2147483648 bytes"),
            (0, nil),
        ] as [(Int, String?)])
    func sourceLengthLimit(byteCount: Int, message: String?) {
        let failure = Parser.tooLong(byteCount: byteCount)
        #expect(failure?.message == message)
        if let failure {
            #expect(failure.kind == .limit)
            #expect(failure.span == Span(0, 0))
        }
    }
}
