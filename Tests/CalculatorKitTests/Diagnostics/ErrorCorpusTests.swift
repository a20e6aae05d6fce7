import CalculatorTestSupport
import Foundation
import Testing

@testable import CalculatorKit

/// The error corpus: `ErrorCorpus/*.txt`, hundreds of bad inputs, each pinned to its error's kind
/// and its exact rendering (message, position, source line, caret line, note).
///
/// A file is a sequence of entries separated by blank lines. An entry is optional `# comment`
/// lines, then header lines, then the expected rendering:
///
///     options: degrees          (optional: `degrees`, `ieee`, `checked`, `real`, `calls=N` for a call
///                               limit of N, which the default's ten million take a minute to reach;
///                               exact arithmetic else)
///     given: f(x) = 1/x         (optional, repeatable: run first, must not fail)
///     variables: x=1, y=2       (optional: compile the input, then evaluate with these values)
///     input: f(0)
///     kind: arithmetic
///     <expr>:1:1: error: division by zero
///     f(0)
///     ^~~~
///     note: in f(x) = 1/x
///
/// Inputs and renderings are escaped the same way: `\\` is a backslash, `\n` a newline (inputs
/// only), `\u{HEX}` an invisible character (a control, a no-break space, a byte order mark); tabs and other text are written as they are, so caret
/// lines show their alignment. A rendered line that is empty is written as a lone `\`.
///
/// `CALC_UPDATE_CORPUS=1 swift test --filter ErrorCorpus` rewrites the renderings from the engine;
/// review the diff by eye before committing it.
struct ErrorCorpusTests {
    static let directory = URL(fileURLWithPath: Fixtures.directory("ErrorCorpus"))

    static let files: [String] = Fixtures.names(in: directory.path, endingWith: ".txt")

    static var updating: Bool { ProcessInfo.processInfo.environment["CALC_UPDATE_CORPUS"] == "1" }

    /// One bad input and what it must render as.
    struct Entry {
        var comments: [String] = []
        var options: String?
        var given: [String] = []
        var variables: String?
        var input = ""
        var expected: [String] = []
        var line = 0
    }

    // MARK: Running

    /// The kind line and rendered lines of the first error `entry` gives, or a reason it gave none.
    static func actual(_ entry: Entry) -> [String] {
        var options = CalculatorOptions()
        for option in (entry.options ?? "").split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            switch option {
            case "degrees": options.angleUnit = .degrees
            case "ieee": options.arithmetic = .ieee
            case "checked": options.arithmetic = .checked
            case "real": options.real = true
            case let calls where calls.hasPrefix("calls="):
                guard let limit = Int(calls.dropFirst("calls=".count)) else { return ["bad option '\(option)'"] }
                options.maximumCallCount = limit
            default: return ["unknown option '\(option)'"]
            }
        }
        let brain = CalculatorBrain(options: options)
        for given in entry.given {
            if let error = brain.execute(given).lazy.compactMap(\.error).first {
                return ["given line failed: \(error.rendered(source: given))"]
            }
        }
        let error: CalculatorError
        if let variables = entry.variables {
            var values: [String: Double] = [:]
            for pair in variables.split(separator: ",") {
                let parts = pair.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2, let value = Double(parts[1]) else { return ["bad variables: \(variables)"] }
                values[parts[0]] = value
            }
            do throws(CalculatorError) {
                let value = try brain.compile(entry.input).evaluate(values)
                return ["no error: \(value)"]
            } catch let caught {
                error = caught
            }
        } else {
            guard let first = brain.execute(entry.input).lazy.compactMap(\.error).first else {
                return ["no error"]
            }
            error = first
        }
        var rendered = error.rendered(source: entry.input).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        if rendered.last == "" { rendered.removeLast() }
        return ["kind: \(error.kind.rawValue)"] + rendered
    }

    @Test func corpusIsLargeAndCoversEveryKind() throws {
        let entries = try Self.files.flatMap { try Self.entries(in: $0) }
        #expect(entries.count >= 300)
        let kinds = Set(entries.compactMap { $0.expected.first })
        let all: [CalculatorError.Kind] = [
            .syntax, .invalidNumber, .unknownName, .misuse, .argumentCount, .invalidAssignment, .arithmetic, .limit,
            .missingVariable,
        ]
        for kind in all { #expect(kinds.contains("kind: \(kind.rawValue)"), "no entry of kind \(kind)") }
        // By bytes: String equality would count `é` and `e` + U+0301 as one input.
        let keys = entries.map {
            ([$0.options ?? "", $0.variables ?? ""] + $0.given + [$0.input]).map { Array($0.utf8) }
        }
        #expect(Set(keys).count == entries.count, "an entry appears twice")
    }

    @Test(arguments: files)
    func corpusFile(_ name: String) throws {
        var entries = try Self.entries(in: name)
        #expect(!entries.isEmpty)
        for index in entries.indices {
            let actual = Self.actual(entries[index])
            if Self.updating {
                entries[index].expected = actual
                continue
            }
            #expect(
                actual == entries[index].expected,
                """
                \(name):\(entries[index].line): input: \(entries[index].input)
                expected:
                \(entries[index].expected.joined(separator: "\n"))
                actual:
                \(actual.joined(separator: "\n"))
                """)
        }
        if Self.updating {
            try Self.text(of: entries).write(
                to: Self.directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }

    // MARK: The file format

    static func entries(in name: String) throws -> [Entry] {
        let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        var entries: [Entry] = []
        var entry = Entry()
        var hasInput = false
        func finish() {
            if hasInput { entries.append(entry) }
            entry = Entry()
            hasInput = false
        }
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line)
            if line.isEmpty {
                finish()
                continue
            }
            if entry.line == 0 { entry.line = number + 1 }
            if hasInput {
                entry.expected.append(line == "\\" ? "" : unescape(line))
            } else if line.hasPrefix("#") {
                entry.comments.append(line)
            } else if let value = value(of: "options", in: line) {
                entry.options = value
            } else if let value = value(of: "given", in: line) {
                entry.given.append(unescape(value))
            } else if let value = value(of: "variables", in: line) {
                entry.variables = value
            } else if let value = value(of: "input", in: line) {
                entry.input = unescape(value)
                hasInput = true
            } else {
                throw CorpusFormatError(description: "\(name):\(number + 1): unexpected line before 'input:': \(line)")
            }
        }
        finish()
        return entries
    }

    static func text(of entries: [Entry]) -> String {
        var blocks: [String] = []
        for entry in entries {
            var lines = entry.comments
            if let options = entry.options { lines.append("options: \(options)") }
            lines += entry.given.map { "given: \(escape($0))" }
            if let variables = entry.variables { lines.append("variables: \(variables)") }
            lines.append("input: \(escape(entry.input))")
            lines += entry.expected.map { $0.isEmpty ? "\\" : escape($0) }
            blocks.append(lines.joined(separator: "\n") + "\n")
        }
        return blocks.joined(separator: "\n")
    }

    struct CorpusFormatError: Error, CustomStringConvertible {
        var description: String
    }

    private static func value(of header: String, in line: String) -> String? {
        line.hasPrefix(header + ": ") ? String(line.dropFirst(header.count + 2)) : nil
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result.unicodeScalars.append(scalar)
            case _ where isInvisible(scalar):
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Characters written as `\\u{HEX}`: controls, format characters (a byte order mark, a zero
    /// width space), separators and spaces other than the ASCII space, private use, and combining
    /// marks (which would merge with the character before them).
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate,
            .nonspacingMark, .enclosingMark, .spacingMark:
            true
        case .spaceSeparator: scalar != " "
        default: false
        }
    }

    static func unescape(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\", let next = scalars.popFirst() else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch next {
            case "n": result += "\n"
            case "u":
                guard scalars.first == "{", let close = scalars.firstIndex(of: "}"),
                    let value = UInt32(String(scalars[scalars.index(after: scalars.startIndex)..<close]), radix: 16),
                    let decoded = Unicode.Scalar(value)
                else {
                    result += "\\u"
                    continue
                }
                result.unicodeScalars.append(decoded)
                scalars = scalars[scalars.index(after: close)...]
            default: result.unicodeScalars.append(next)
            }
        }
        return result
    }
}
