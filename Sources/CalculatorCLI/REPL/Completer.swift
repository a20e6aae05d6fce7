import CalculatorKit
import LineEditor

/// TAB completion for the REPL: built-in names from the operation table, the user's variables and
/// functions, and `:commands`. A unique function gets its `(`; an ambiguous prefix is extended to
/// what all matches share and the matches are listed.
///
/// ```swift
/// let completer = Completer(brain: brain, commands: REPLCommand.all)
/// completer.complete("1+sq", cursor: 4)   // Completion(insertion: "rt(")
/// ```
struct Completer {
    /// Every name, sorted; built-in and user-defined.
    var names: [String]
    /// The names that are functions: completing one adds `(`.
    var functions: Set<String>
    /// Command spellings with their colon: `:help`.
    var commands: [String]

    init(names: [String], functions: Set<String>, commands: [String]) {
        self.names = names
        self.functions = functions
        self.commands = commands
    }

    /// The names `brain` knows now, and the REPL's commands.
    init(brain: CalculatorBrain, commands: [REPLCommand]) {
        let candidates = brain.completions(forPrefix: "")
        self.init(
            names: candidates.map(\.name), functions: Set(candidates.filter(\.isFunction).map(\.name)),
            commands: commands.flatMap(\.spellings).map { ":" + $0 }.sorted()
        )
    }

    /// Completes the word that ends at `cursor` (a UTF-8 offset into `line`).
    func complete(_ line: String, cursor: Int) -> Completion {
        let before = String(decoding: line.utf8.prefix(cursor), as: UTF8.self)
        let word = String(before.reversed().prefix(while: Self.isNameCharacter).reversed())
        let rest = before.dropLast(word.count)
        let lineStart = rest.allSatisfy(\.isWhitespace)
        if rest.last == ":", rest.dropLast().allSatisfy(\.isWhitespace) {
            return Self.completion(of: ":" + word, from: commands, addingParenthesisTo: [])
        }
        let command = Substring(before).trimmingLeadingBlanks()
        if let file = [":load", ":save"].first(where: { command.hasPrefix($0 + " ") || command.hasPrefix($0 + "\t") }) {
            let argument = command.dropFirst(file.count).trimmingLeadingBlanks()
            return Self.fileCompletion(of: String(argument))
        }
        if command.hasPrefix(":base ") || command.hasPrefix(":base\t") {
            return Self.completion(of: word, from: IntegerBase.allCases.map(\.rawValue), addingParenthesisTo: [])
        }
        // After `to` or `->`, a format: `255 to h` completes to `hex`.
        let beforeWord = rest.trimmingTrailingBlanks()
        if beforeWord.count < rest.count, beforeWord.hasSuffix("->") || Self.endsWithWord("to", beforeWord) {
            return Self.completion(of: word, from: OperationTable.standard.presentationNames, addingParenthesisTo: [])
        }
        guard let first = word.first, !first.isNumber else { return .none }
        // `:help NAME` takes a name, not a call: no "(".
        let isHelpArgument = !lineStart && rest.trimmingLeadingBlanks().hasPrefix(":")
        return Self.completion(of: word, from: names, addingParenthesisTo: isHelpArgument ? [] : functions)
    }

    /// Whether `text` ends with the word `word`, not with a longer name ending so (`auto`).
    private static func endsWithWord(_ word: String, _ text: Substring) -> Bool {
        guard text.hasSuffix(word) else { return false }
        return text.dropLast(word.count).last.map { !isNameCharacter($0) } ?? true
    }

    static func completion(of word: String, from candidates: [String], addingParenthesisTo functions: Set<String>)
        -> Completion
    {
        let matches = candidates.filter { $0.hasPrefix(word) }
        guard let first = matches.first else { return .none }
        if matches.count == 1 {
            return Completion(insertion: String(first.dropFirst(word.count)) + (functions.contains(first) ? "(" : ""))
        }
        var common = first
        for match in matches.dropFirst() {
            while !match.hasPrefix(common) { common.removeLast() }
        }
        return Completion(insertion: String(common.dropFirst(word.count)), candidates: matches)
    }

    /// Completes `:load`'s argument, a path: the names in its directory that start with its last
    /// component (hidden ones only when that starts with `.`), a directory with its `/`.
    static func fileCompletion(of path: String) -> Completion {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let prefix = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let expanded = InputFile.expandingTilde(directory)
        guard let entries = FileSystem.entries(of: expanded.isEmpty ? "." : expanded) else { return .none }
        let names = entries.filter { $0 != "." && $0 != ".." && (prefix.hasPrefix(".") || !$0.hasPrefix(".")) }
            .map { FileSystem.isDirectory((expanded.isEmpty ? "." : expanded) + "/" + $0) ? $0 + "/" : $0 }
            .sorted()
        return completion(of: prefix, from: names, addingParenthesisTo: [])
    }

    /// Characters of a name, as the language reads them: letters (π too), digits and `_`.
    static func isNameCharacter(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(CalculatorBrain.canAppearInName)
    }
}

extension Substring {
    func trimmingLeadingBlanks() -> Substring { drop(while: \.isWhitespace) }
    func trimmingTrailingBlanks() -> Substring {
        var text = self
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
