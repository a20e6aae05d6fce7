/// An expression's syntax tree, stored as an array of nodes in post-order: every node comes
/// right after its last child, and `start` is the index of the first node of its subtree.
///
/// Why an array: a tree of a million nodes (`1+1+…+1`) can be built, walked, compiled and freed
/// with loops instead of recursion, so deep input cannot overflow the stack. The root is the
/// last node.
///
/// Why compact nodes: a 10 MB line has millions of them. A node is 32 bytes: offsets and indices
/// as `UInt32` (``Limits/maximumSourceLength`` keeps them in range), a one-byte tag and an 8-byte
/// payload, with the names of names and calls kept once per tree in `names`. A number literal's
/// digits fill the payload, and its radix and exponent what would otherwise be padding; only
/// the rare literal that does not fit is kept in `literals`.
struct SyntaxTree: Sendable {
    /// Where a number node keeps its literal; ``SyntaxTree/literal(_:)`` reads it either way.
    enum Literal: Equatable, Sendable {
        /// Nearly every literal.
        case inline(NumberLiteral.Short)
        /// An index into the tree's `literals`.
        case stored(Int)
    }

    struct Node: Sendable {
        /// What a node is, decoded from its tag and payload.
        enum Kind: Sendable {
            /// A number literal. Its own span is the node's `operatorSpan`: the node's `span`
            /// widens over parentheses.
            case number(Literal)
            /// A name, by index into the tree's `names`.
            case name(Int)
            /// An operation from the table, by index, applied to its one or two children.
            case prefix(Int)
            case postfix(Int)
            case infix(Int)
            /// A call `name(…)`, its name by index into the tree's `names`, with `arguments`
            /// children.
            case call(Int, arguments: Int)
        }

        private enum Tag: UInt8 {
            case number, storedNumber, name, prefix, postfix, infix, call
        }

        /// A number's significand or index in `literals`, an operation's index, a name's index,
        /// or a call's name index (high 32 bits) and argument count (low 32 bits).
        private var payload: UInt64
        private var spanStart: UInt32
        private var spanEnd: UInt32
        private var operatorStart: UInt32
        private var operatorEnd: UInt32
        private var first: UInt32
        private var tag: Tag
        /// An inline number's radix and exponent. (The radix byte holds an operation's
        /// ``Flags``: only a number has a radix.)
        private var radix: UInt8 = 0
        private var exponent: Int16 = 0

        // Every value stored below is a byte offset into the source or a count of nodes, both at
        // most twice the source's length (see `Limits.maximumSourceLength`), so each fits in 32
        // bits and the conversions cannot trap.
        init(_ kind: Kind, span: Span, operatorSpan: Span, start: Int) {
            switch kind {
            case .number(.inline(let literal)):
                (tag, payload, exponent, radix) = (.number, literal.significand, literal.exponent, literal.radix)
            case .number(.stored(let index)): (tag, payload) = (.storedNumber, UInt64(index))
            case .name(let index): (tag, payload) = (.name, UInt64(index))
            case .prefix(let index): (tag, payload) = (.prefix, UInt64(index))
            case .postfix(let index): (tag, payload) = (.postfix, UInt64(index))
            case .infix(let index): (tag, payload) = (.infix, UInt64(index))
            case .call(let name, let arguments):
                (tag, payload) = (.call, UInt64(UInt32(name)) << 32 | UInt64(UInt32(arguments)))
            }
            (spanStart, spanEnd) = (UInt32(span.start), UInt32(span.end))
            (operatorStart, operatorEnd) = (UInt32(operatorSpan.start), UInt32(operatorSpan.end))
            first = UInt32(start)
        }

        var kind: Kind {
            switch tag {
            case .number: .number(.inline(NumberLiteral.Short(significand: payload, exponent: exponent, radix: radix)))
            case .storedNumber: .number(.stored(Int(payload)))
            case .name: .name(Int(payload))
            case .prefix: .prefix(Int(payload))
            case .postfix: .postfix(Int(payload))
            case .infix: .infix(Int(payload))
            case .call: .call(Int(payload >> 32), arguments: Int(payload & 0xFFFF_FFFF))
            }
        }

        /// The whole subexpression, for runtime errors.
        var span: Span {
            get { Span(Int(spanStart), Int(spanEnd)) }
            set { (spanStart, spanEnd) = (UInt32(newValue.start), UInt32(newValue.end)) }
        }

        /// The operator or the name of a call, for errors about the operator itself.
        var operatorSpan: Span { Span(Int(operatorStart), Int(operatorEnd)) }

        /// Index of the first node of this node's subtree.
        var start: Int { Int(first) }

        /// What the parser knew of an operation node beyond its kind: the percent rule and the
        /// reading notes (``ReadingNotes``) read it, so that neither reads the source again.
        struct Flags: OptionSet, Sendable {
            let rawValue: UInt8
            /// The node is a percent: `10%`, and `-10%`, `(10%)`, `10% + 5%` made of percents.
            static let percent = Flags(rawValue: 1)
            /// An implicit multiplication (`2x`, `6/2(1+2)`), not a written `*`.
            static let implicit = Flags(rawValue: 2)
        }

        /// The node's ``Flags``; always empty for a number.
        var flags: Flags {
            get { tag == .number ? [] : Flags(rawValue: radix) }
            set { if tag != .number { radix = newValue.rawValue } }
        }

        /// How many children the node has.
        var arity: Int {
            switch tag {
            case .number, .storedNumber, .name: 0
            case .prefix, .postfix: 1
            case .infix: 2
            case .call: Int(payload & 0xFFFF_FFFF)
            }
        }
    }

    var nodes: [Node] = []
    /// The spellings of names and called functions, in order of appearance (not deduplicated:
    /// a hash per name would cost more than the string).
    var names: [String] = []
    /// The number literals too long to be kept in their node, in order of appearance.
    var literals: [NumberLiteral] = []
    /// The name leaves that the parser read as units (`km` in `5 km`), by node index, ascending.
    /// A tree with none is a tree of numbers, which either machine takes; one with some is
    /// exact arithmetic's, whose value machine computes quantities (``ValueCompiler``).
    var unitLeaves: [Int] = []
    /// The operations that join a number (or any operand) and its units, or units together
    /// (`20 °C`, `J/°C`), by node index, ascending: where a temperature scale may stand.
    var unitJoins: [Int] = []

    /// The most nodes this tree can come to hold (two per byte of its source), or 0 when unknown.
    var nodeBound = 0
    /// The count at which ``append(_:)`` next stops to look: the array's capacity, or
    /// ``Limits/maximumSyntaxNodes``.
    private var checkpoint = 0

    var root: Int { nodes.count - 1 }

    /// Appends a node, or throws at the node past ``Limits/maximumSyntaxNodes``.
    private mutating func append(_ node: Node) throws(Failure) {
        if nodes.count >= checkpoint { try grow(at: node.operatorSpan) }
        nodes.append(node)
    }

    /// Room for the next node, within the limit. A tree that outgrows 65,536 nodes is given room
    /// for `nodeBound` at once: doubling would hold the old array and one twice its size
    /// together at its peak, while room reserved and never written takes no memory.
    @inline(never)
    private mutating func grow(at span: Span) throws(Failure) {
        let limit = Limits.maximumSyntaxNodes
        guard nodes.count < limit else { throw Failure.tooManyNodes(at: span) }
        if nodes.count == nodes.capacity {
            let wanted = nodes.count >= 1 << 16 && nodeBound > nodes.count ? nodeBound : Swift.max(2 * nodes.count, 8)
            nodes.reserveCapacity(Swift.min(wanted, limit))
        }
        checkpoint = Swift.min(nodes.capacity, limit)
    }

    /// Appends a leaf and returns its index.
    @discardableResult
    mutating func leaf(_ kind: Node.Kind, _ span: Span) throws(Failure) -> Int {
        try append(Node(kind, span: span, operatorSpan: span, start: nodes.count))
        return nodes.count - 1
    }

    /// Appends a number leaf and returns its index.
    @discardableResult
    mutating func leaf(number literal: NumberLiteral.Short, _ span: Span) throws(Failure) -> Int {
        try leaf(.number(.inline(literal)), span)
    }

    /// Appends a number leaf and returns its index.
    @discardableResult
    mutating func leaf(number literal: NumberLiteral, _ span: Span) throws(Failure) -> Int {
        if let short = literal.short { return try leaf(number: short, span) }
        literals.append(literal)
        return try leaf(.number(.stored(literals.count - 1)), span)
    }

    /// The literal of a number node.
    func literal(_ literal: Literal) -> NumberLiteral {
        switch literal {
        case .inline(let short): NumberLiteral(short)
        case .stored(let index): literals[index]
        }
    }

    /// Appends a name leaf and returns its index.
    @discardableResult
    mutating func leaf(name: String, _ span: Span) throws(Failure) -> Int {
        reserveNames()
        names.append(name)
        return try leaf(.name(names.count - 1), span)
    }

    /// A name leaf read as a unit (see ``unitLeaves``).
    mutating func leaf(unit: String, _ span: Span) throws(Failure) -> Int {
        let index = try leaf(name: unit, span)
        unitLeaves.append(index)
        return index
    }

    /// Whether the node at `index` joins units (see ``unitJoins``).
    func isUnitJoin(_ index: Int) -> Bool { Self.sorted(unitJoins, has: index..<index + 1) }

    /// Whether the node at `index` is a unit (see ``unitLeaves``).
    func isUnit(_ index: Int) -> Bool { Self.sorted(unitLeaves, has: index..<index + 1) }

    /// Whether a unit leaf has an index in `indices`.
    func hasUnit(in indices: Range<Int>) -> Bool { Self.sorted(unitLeaves, has: indices) }

    /// Whether the ascending `list` has an element in `range`, by binary search: the evaluators
    /// ask of every node, and a long line of quantities has hundreds of thousands of units
    /// (a linear search made a 1 MB line take a minute).
    private static func sorted(_ list: [Int], has range: Range<Int>) -> Bool {
        var (low, high) = (0, list.count)
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < list.count && list[low] < range.upperBound
    }

    /// Room for a few names at the first: growing one at a time would reallocate at the first,
    /// second and fourth name of `(x + 1) * sin(y) - z^2`, and a line of numbers needs none.
    private mutating func reserveNames() {
        if names.capacity == 0 { names.reserveCapacity(8) }
    }

    /// Appends a node over children already in the array, the first of which is `first`.
    @discardableResult
    mutating func node(_ kind: Node.Kind, first: Int, span: Span, operatorSpan: Span) throws(Failure) -> Int {
        try append(Node(kind, span: span, operatorSpan: operatorSpan, start: nodes[first].start))
        return nodes.count - 1
    }

    /// Appends a call of `name` over its `arguments` (the first of which is `first`), or a leaf
    /// when it has none (`rand()`).
    mutating func call(_ name: String, arguments: Int, first: Int?, span: Span, nameSpan: Span) throws(Failure)
        -> Int
    {
        reserveNames()
        names.append(name)
        let start = first.map { nodes[$0].start } ?? nodes.count
        try append(Node(.call(names.count - 1, arguments: arguments), span: span, operatorSpan: nameSpan, start: start))
        return nodes.count - 1
    }

    /// Indices of the children of the node at `index`, in order.
    func children(of index: Int, count: Int) -> [Int] {
        var result = [Int](repeating: 0, count: count)
        var child = index - 1
        for slot in stride(from: count - 1, through: 0, by: -1) {
            result[slot] = child
            child = nodes[child].start - 1
        }
        return result
    }

    /// `failure` shown at the operand it is about (``Failure/operand``), found as a child of the
    /// operation node whose span the failure has; unchanged when it is about no operand.
    func pointingAtOperand(_ failure: Failure) -> Failure {
        guard let operand = failure.operand else { return failure }
        var moved = failure
        moved.operand = nil
        guard
            let index = nodes.indices.last(where: { nodes[$0].span == failure.span && nodes[$0].arity > operand })
        else { return moved }
        moved.span = nodes[children(of: index, count: nodes[index].arity)[operand]].span
        return moved
    }
}
