/// An expression's syntax tree, stored as an array of nodes in post-order: every node comes
/// right after its last child, and `start` is the index of the first node of its subtree.
///
/// Why an array: a tree of a million nodes (`1+1+…+1`) can be built, walked, compiled and freed
/// with loops instead of recursion, so deep input cannot overflow the stack. The root is the
/// last node.
struct SyntaxTree: Sendable {
    struct Node: Sendable {
        enum Kind: Sendable {
            case number(Double)
            case name(String)
            /// An operation from the table, by index, applied to `arity` children.
            case prefix(Int)
            case postfix(Int)
            case infix(Int)
            /// A call `name(…)` with `arguments` children.
            case call(String, arguments: Int)
        }

        var kind: Kind
        /// The whole subexpression, for runtime errors.
        var span: Span
        /// The operator or the name of a call, for errors about the operator itself.
        var operatorSpan: Span
        /// Index of the first node of this node's subtree.
        var start: Int
    }

    var nodes: [Node] = []

    var root: Int { nodes.count - 1 }

    /// Appends a leaf and returns its index.
    @discardableResult
    mutating func leaf(_ kind: Node.Kind, _ span: Span) -> Int {
        nodes.append(Node(kind: kind, span: span, operatorSpan: span, start: nodes.count))
        return nodes.count - 1
    }

    /// Appends a node over children already in the array, the first of which is `first`.
    @discardableResult
    mutating func node(_ kind: Node.Kind, first: Int, span: Span, operatorSpan: Span) -> Int {
        nodes.append(Node(kind: kind, span: span, operatorSpan: operatorSpan, start: nodes[first].start))
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

    /// How many children the node has.
    func arity(of node: Node) -> Int {
        switch node.kind {
        case .number, .name: 0
        case .prefix, .postfix: 1
        case .infix: 2
        case .call(_, let arguments): arguments
        }
    }
}

/// One statement of the language, parsed.
enum Statement: Sendable {
    /// An expression: its value becomes `ans`.
    case expression(SyntaxTree)
    /// `name = expression`.
    case assignment(name: String, nameSpan: Span, value: SyntaxTree)
    /// `name(parameters) = body`.
    case definition(name: String, nameSpan: Span, parameters: [String], body: SyntaxTree)
}

/// A statement with the span it covers in the source, or the error that stopped its parsing.
struct ParsedStatement: Sendable {
    var span: Span
    var result: Result<Statement, Failure>
}
