import CalculatorKit
import Platform

/// What one line of calc input is, before any of it is evaluated: the one place the CLI tells a
/// statement from `quit`, a `:command` and a line with nothing to run. Batch files, standard
/// input, the init file, `:load` and the REPL's typed lines all ask here.
///
/// ```swift
/// LineKind(of: "x = 3")          // .statement
/// LineKind(of: "  quit")         // .quit
/// LineKind(of: ":precision 20")  // .command
/// LineKind(of: "# a comment")    // .blank
/// ```
///
/// Blanks are the language's (space, tab, carriage return): every line of a file asks, so it is
/// read from the bytes. The REPL trims the wider white space a person cannot tell from it before
/// asking (see `trimmingWhitespace()`).
enum LineKind: Equatable {
    /// Something for the brain: an expression, an assignment, a definition.
    case statement
    /// `quit` or `exit` alone, bc's habit: ends the source it is read from.
    case quit
    /// `:name argument`, a REPL command.
    case command
    /// Nothing but blanks and perhaps a comment.
    case blank

    init(of line: String) {
        // On the line's contiguous bytes: through the generic `utf8` view, finding the first
        // non-blank byte cost every line of a file about a hundred instructions.
        var line = line
        self = line.withUTF8 { bytes in
            var first = 0
            while first < bytes.count && bytes[first].isCalculatorBlank { first += 1 }
            guard first < bytes.count else { return .blank }
            switch bytes[first] {
            case UInt8(ascii: "#"): return .blank
            case UInt8(ascii: ":"): return .command
            case UInt8(ascii: "q"), UInt8(ascii: "e"):
                var last = bytes.count - 1
                while bytes[last].isCalculatorBlank { last -= 1 }
                let word = bytes[first...last]
                return word.elementsEqual("quit".utf8) || word.elementsEqual("exit".utf8) ? .quit : .statement
            default: return .statement
            }
        }
    }

    /// Whether `line` stops where a statement cannot end: after `(`, `,`, `=` or a prefix or
    /// infix operator (`max(1,`, `(1 +`), with a bracket open. Only such a line continues on the
    /// next: a line complete as far as it goes (`(((1 + 2)`) is a statement with its own error,
    /// not the start of one that swallows the lines after it, and `1 +` alone is an error too.
    ///
    /// ```swift
    /// LineKind.endsUnfinished("max(1,", operations: .standard)   // true
    /// LineKind.endsUnfinished("1 +", operations: .standard)      // false: no bracket open
    /// ```
    static func endsUnfinished(_ line: String, operations: OperationTable) -> Bool {
        stopsUnfinished(line, operations: operations, needsBracket: true)
    }

    /// Whether a line inside a statement whose bracket is already open keeps it going: it stops
    /// after `(`, `,`, `=` or an operator, as ``endsUnfinished(_:operations:)`` asks of the first,
    /// or it holds no code (blank, or a comment alone). Any other line ends the statement, its
    /// bracket unclosed: `(` then `1+1` is an error at the `(`, and the line after is a statement
    /// of its own, not swallowed.
    ///
    /// ```swift
    /// LineKind.continuesOpenStatement("  2,", operations: .standard)   // true
    /// LineKind.continuesOpenStatement("1+1", operations: .standard)    // false
    /// ```
    static func continuesOpenStatement(_ line: String, operations: OperationTable) -> Bool {
        LineKind(of: line) == .blank || stopsUnfinished(line, operations: operations, needsBracket: false)
    }

    private static func stopsUnfinished(_ line: String, operations: OperationTable, needsBracket: Bool) -> Bool {
        // Every line of a file asks, so the C library's `memchr` finds where the code ends (at a
        // comment) and whether it has a `(` (without one no bracket is open); then the last
        // non-blank byte of the code is looked at, from the end.
        var line = line
        return line.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            let code =
                memchr(base, Int32(UInt8(ascii: "#")), bytes.count).map {
                    UnsafeRawPointer($0) - UnsafeRawPointer(base)
                } ?? bytes.count
            if needsBracket, memchr(base, Int32(UInt8(ascii: "(")), code) == nil { return false }
            var end = code - 1
            while end >= 0 && bytes[end].isCalculatorBlank { end -= 1 }
            guard end >= 0 else { return false }
            let last = bytes[end]
            if last == UInt8(ascii: "(") || last == UInt8(ascii: ",") || last == UInt8(ascii: "=") { return true }
            return operations.endsWithOperator(bytes: UnsafeBufferPointer(rebasing: bytes[...end]))
        }
    }
}
