import Testing

/// The rows of the complex-number tables: an input and what it shows, or an input, its error's
/// message and the column it points at. One definition for the five Complex suites' tables.
struct ComplexCase: CustomTestStringConvertible, Sendable {
    var input: String
    var expected: String
    var testDescription: String { input }
    init(_ input: String, _ expected: String) { (self.input, self.expected) = (input, expected) }
}

struct ComplexErrorCase: CustomTestStringConvertible, Sendable {
    var input: String
    var message: String
    var column: Int
    var testDescription: String { input }
    init(_ input: String, _ message: String, column: Int) {
        (self.input, self.message, self.column) = (input, message, column)
    }
}
