import Platform
import SeededRandom

/// The inputs the benchmarks run on, generated on the fly: nothing large is committed.
enum Workloads {
    /// The benchmark expression: a little of everything a compiled expression does (variables,
    /// a call, a power, a constant divisor).
    static let expression = "(x + 2) * sin(y) - z^2 / 3"

    /// `count` points (x, y, z) in [-100, 100), stored column by column.
    static func points(_ count: Int) -> (x: [Double], y: [Double], z: [Double]) {
        var random = SplitMix64(seed: 6)
        func column() -> [Double] { (0..<count).map { _ in Double.random(in: -100..<100, using: &random) } }
        return (column(), column(), column())
    }

    /// `count` distinct expressions shaped like ``expression``: other constants, functions and
    /// additive operators, so that no two are the same text.
    static func expressionVariants(_ count: Int) -> [String] {
        let functions = ["sin", "cos", "tan", "exp", "sqrt", "abs"]
        return (0..<count).map { index in
            let function = functions[index % functions.count]
            let sign = index % 2 == 0 ? "+" : "-"
            return "(x \(sign) \(index / 12 + 1)) * \(function)(y) - z^2 / \(index % 7 + 2).5"
        }
    }

    /// One line of plain arithmetic that `bc -l` reads the same way: 4 to 6 numbers with one
    /// or two decimals, joined by + - * /, sometimes with a parenthesised pair. No division by
    /// zero (every number is at least 1, a parenthesised difference never 0) and no `^` (bc
    /// allows only integer exponents).
    static func arithmeticLine(_ random: inout SplitMix64) -> String {
        func number() -> String {
            let whole = Int.random(in: 1...999, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return String(whole)
            case 1: return "\(whole).\(Int.random(in: 1...9, using: &random))"
            default: return "\(whole).\(Int.random(in: 10...99, using: &random))"
            }
        }
        let operators = [" + ", " - ", " * ", " / "]
        let count = Int.random(in: 4...6, using: &random)
        let group = Int.random(in: 0..<(count + 2), using: &random)  // which pair is parenthesised, if any
        var line = ""
        for index in 0..<count {
            if index > 0 { line += operators[Int.random(in: 0..<4, using: &random)] }
            if index == group && index + 1 < count {
                let (left, operation, right) = (number(), operators[Int.random(in: 0..<4, using: &random)], number())
                // `/ (261 - 261)` would divide by zero: an equal pair is added instead.
                let equal = Double(left) == Double(right)
                line += "(" + left + (equal && operation == " - " ? " + " : operation) + right + ")"
            } else {
                line += number()
            }
        }
        return line
    }

    /// Writes `lines` arithmetic lines to `path`.
    static func writeArithmeticFile(lines: Int, to path: String) -> Bool {
        writeLines(lines, seed: 2024, to: path, arithmeticLine)
    }

    /// Writes `count` lines that `line` draws from a generator seeded with `seed` to `path`:
    /// every generated file's writer.
    static func writeLines(
        _ count: Int, seed: UInt64, to path: String, _ line: (inout SplitMix64) -> String
    ) -> Bool {
        guard let file = fopen(path, "w") else { return false }
        defer { fclose(file) }
        var random = SplitMix64(seed: seed)
        for _ in 0..<count {
            guard fputs(line(&random) + "\n", file) >= 0 else { return false }
        }
        return true
    }

    /// One line of unit arithmetic or a conversion (row 9), as people type them: sums of
    /// lengths to miles, speeds, energies, data sizes, a time to hours, minutes and seconds, an
    /// angle to radians, with the numbers of ``arithmeticLine(_:)``.
    static func unitLine(_ random: inout SplitMix64) -> String {
        func number() -> String {
            let whole = Int.random(in: 1...999, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return String(whole)
            case 1: return "\(whole).\(Int.random(in: 1...9, using: &random))"
            default: return "\(whole).\(Int.random(in: 10...99, using: &random))"
            }
        }
        let (a, b) = (number(), number())
        switch Int.random(in: 0..<12, using: &random) {
        case 0: return "\(a) km + \(b) m to mile"
        case 1: return "\(a) mph to m/s"
        case 2: return "\(a) kWh to MJ"
        case 3: return "9.81 m/s^2 * \(b) kg"
        case 4: return "\(a) GiB to MB"
        case 5: return "\(Int.random(in: 60...99_999, using: &random)) s to h+min+s"
        case 6: return "\(a) kg to lb"
        case 7: return "\(a) ft + \(b) inch to cm"
        case 8: return "\(a) km / \(b) h to m/s"
        case 9: return "\(a) kW * \(b) h to kWh"
        case 10: return "\(a) psi to kPa"
        default: return "\(a) deg to rad"
        }
    }

    /// Writes `lines` lines of ``unitLine(_:)`` to `path`.
    static func writeUnitFile(lines: Int, to path: String) -> Bool {
        writeLines(lines, seed: 30, to: path, unitLine)
    }

    /// Every line of a file, as bytes.
    static func lines(of path: String) -> [ArraySlice<UInt8>] {
        guard let file = fopen(path, "r") else { return [] }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast(
            bytes.last == UInt8(ascii: "\n") ? 1 : 0)
    }

    /// Reads a number as C does; nil when the line is not entirely a number.
    static func number(_ line: ArraySlice<UInt8>) -> Double? {
        var text = Array(line.map { CChar(bitPattern: $0) })
        text.append(0)
        return text.withUnsafeBufferPointer { buffer -> Double? in
            var end: UnsafeMutablePointer<CChar>?
            let value = strtod(buffer.baseAddress!, &end)
            guard let end, end - UnsafeMutablePointer(mutating: buffer.baseAddress!) == line.count, !line.isEmpty
            else { return nil }
            return value
        }
    }
}
