import Platform
import SeededRandom

/// Row 3's second input (rows 3c and 3d, issue 47): lines shaped like a file of real formulas
/// rather than row 3's short chains. Each is a random binary tree of depth at most 4 over
/// `+ - * /`, about half of whose sub-trees are written in parentheses, with leaves of 1 to 999,
/// half of them with two decimals (`(93.07 - 5) / 6.50 * ((718 + 2.75) - 41 / 3)`).
///
/// The generator (seed 47) writes an average of 53.4 bytes a line, newline included, 6.8
/// numbers (`calc-bench --generate-nested 200000 FILE`: 10,684,434 bytes).
extension Workloads {
    /// A tree that branches with this chance at each level above the leaves (the root always
    /// does): 0.63 gives the average of about 53 bytes a line.
    private static let branching = 0.63
    private static let maximumDepth = 4

    /// One nested line that `bc -l` reads the same way: no `^`, and no divisor that is 0 or
    /// nearly so (a line whose text would divide by one is drawn again). A sub-tree written
    /// without parentheses is read by precedence, as both calc and bc read it, so the divisors
    /// are checked on the text as read, not on the tree.
    static func nestedLine(_ random: inout SplitMix64) -> String {
        while true {
            var tokens: [NestedToken] = []
            appendTree(depth: 0, to: &tokens, &random)
            var reader = NestedReader(tokens: tokens)
            if reader.expression() != nil { return tokens.map(\.text).joined() }
        }
    }

    private static func appendTree(depth: Int, to tokens: inout [NestedToken], _ random: inout SplitMix64) {
        let branches = depth == 0 || (depth < maximumDepth && Double.random(in: 0..<1, using: &random) < branching)
        guard branches else {
            let whole = Int.random(in: 1...999, using: &random)
            if Bool.random(using: &random) {
                tokens.append(.number(Double(whole), String(whole)))
            } else {
                let hundredths = Int.random(in: 0...99, using: &random)
                let text = "\(whole)." + (hundredths < 10 ? "0" : "") + String(hundredths)
                tokens.append(.number(Double(text)!, text))
            }
            return
        }
        let operation = ["+", "-", "*", "/"][Int.random(in: 0..<4, using: &random)]
        let parenthesised = depth > 0 && Bool.random(using: &random)
        if parenthesised { tokens.append(.open) }
        appendTree(depth: depth + 1, to: &tokens, &random)
        tokens.append(.operation(operation))
        appendTree(depth: depth + 1, to: &tokens, &random)
        if parenthesised { tokens.append(.close) }
    }

    /// Writes `lines` lines of ``nestedLine(_:)`` to `path`.
    static func writeNestedFile(lines: Int, to path: String) -> Bool {
        Workloads.writeLines(lines, seed: 47, to: path, nestedLine)
    }
}

/// A token of a nested line, with its text as written.
private enum NestedToken {
    case number(Double, String)
    case operation(String)
    case open
    case close

    var text: String {
        switch self {
        case .number(_, let text): text
        case .operation(let symbol): " \(symbol) "
        case .open: "("
        case .close: ")"
        }
    }
}

/// Reads a nested line's tokens by precedence, as calc and bc do, in `Double`: the value, or nil
/// when some divisor is within 1e-6 of 0 (exactly 0 in exact arithmetic, or so small that bc's 20
/// decimals would disagree with calc's quotient).
private struct NestedReader {
    let tokens: [NestedToken]
    var position = 0

    mutating func expression() -> Double? {
        guard var value = term() else { return nil }
        while position < tokens.count, case .operation(let symbol) = tokens[position], symbol == "+" || symbol == "-" {
            position += 1
            guard let right = term() else { return nil }
            value = symbol == "+" ? value + right : value - right
        }
        return value
    }

    private mutating func term() -> Double? {
        guard var value = primary() else { return nil }
        while position < tokens.count, case .operation(let symbol) = tokens[position], symbol == "*" || symbol == "/" {
            position += 1
            guard let right = primary() else { return nil }
            if symbol == "/" {
                guard abs(right) >= 1e-6 else { return nil }
                value /= right
            } else {
                value *= right
            }
        }
        return value
    }

    private mutating func primary() -> Double? {
        let token = tokens[position]
        position += 1
        switch token {
        case .number(let value, _): return value
        case .open:
            let value = expression()
            position += 1  // the `)`
            return value
        case .operation, .close: preconditionFailure("a generated line starts each operand with a number or `(`")
        }
    }
}
