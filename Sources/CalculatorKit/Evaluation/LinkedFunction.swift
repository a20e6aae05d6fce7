/// A user function linked into compiled code, as both machines call it: where its code starts,
/// and what a failure inside it says.
///
/// ```swift
/// LinkedFunction(name: "f", definition: "f(x) = x^2", arity: 1)
/// ```
struct LinkedFunction: Sendable {
    var name: String
    /// `f(x) = x^2`, for error notes.
    var definition: String
    var arity: Int
    var entry: Int = 0
    /// The stack height its code needs (the `Double` machine sizes its stack by it).
    var maximumStack: Int = 0
    /// Whether the body has a conditional (`if`), and so perhaps a base case: the hint for
    /// runaway recursion depends on it.
    var isConditional = false

    init(name: String, definition: String, arity: Int) {
        (self.name, self.definition, self.arity) = (name, definition, arity)
    }

    /// `function`, its code still to compile.
    init(_ function: UserFunction) {
        self.init(name: function.name, definition: function.definition, arity: function.parameters.count)
    }
}
