import CalculatorKit
import LineEditor

/// TAB completion for the REPL: built-in names from the operation table, the user's variables and
/// functions, and `:commands`; units where a unit may stand (after a number or a unit, after
/// `to`: see ``Completer/complete(_:cursor:)``). A unique function gets its `(`; an ambiguous
/// prefix is extended to what all matches share and the matches are listed.
///
/// ```swift
/// let completer = Completer(brain: brain, commands: REPLCommand.all)
/// completer.complete("1+sq", cursor: 4)      // Completion(insertion: "rt(")
/// completer.complete("60 mp", cursor: 5)     // Completion(insertion: "h")
/// ```
struct Completer {
    /// Every name, sorted; built-in and user-defined.
    var names: [String]
    /// The names that are functions: completing one adds `(`.
    var functions: Set<String>
    /// Command spellings with their colon: `:help`.
    var commands: [String]

    /// Unit spellings, sorted: offered where a unit may stand (``CalculatorBrain/unitCompletions(forPrefix:)``).
    var units: [String]
    /// Whether a spelling names a unit the user's names do not hide.
    var isUnit: (String) -> Bool
    /// The words `:units` filters by besides units: dimension names (`length`, `speed`).
    var unitTopics: [String]

    init(
        names: [String], functions: Set<String>, commands: [String], units: [String] = [],
        isUnit: @escaping (String) -> Bool = { _ in false }, unitTopics: [String] = []
    ) {
        self.names = names
        self.functions = functions
        self.commands = commands
        self.units = units
        self.isUnit = isUnit
        self.unitTopics = unitTopics
    }

    /// The names and units `brain` knows now, and the REPL's commands.
    init(brain: CalculatorBrain, commands: [REPLCommand]) {
        let candidates = brain.completions(forPrefix: "")
        self.init(
            names: candidates.map(\.name), functions: Set(candidates.filter(\.isFunction).map(\.name)),
            commands: commands.flatMap(\.spellings).map { ":" + $0 }.sorted(),
            units: brain.unitCompletions(forPrefix: ""), isUnit: brain.isUnit,
            unitTopics: UnitListing.dimensionNames(in: brain.unitTable))
    }

    /// Completes the word that ends at `cursor` (a UTF-8 offset into `line`).
    ///
    /// Units are offered beside names after a number (`60 mp`, `5km`), after a unit and after a
    /// unit's `*` or `/` (`9.8 m/s`), and in `:help`'s argument; after `to`, beside the formats
    /// when the value converted has a unit (`60 mph to m`), not when it has none (`255 to h` is
    /// `hex`). Elsewhere a word is a name: `2*s` offers `sin`, `sqrt`, not seconds.
    func complete(_ line: String, cursor: Int) -> Completion {
        let before = String(decoding: line.utf8.prefix(cursor), as: UTF8.self)
        var word = String(before.reversed().prefix(while: Self.isNameCharacter).reversed())
        // `5km`: the number's digits are no part of the unit's name.
        let number = word.prefix { $0.isNumber || $0 == "." }
        let afterNumber = !number.isEmpty
        word.removeFirst(number.count)
        let rest = before.dropLast(word.count + number.count)
        let lineStart = rest.allSatisfy(\.isWhitespace)
        // An empty line: the commands, as a shell lists its commands (`:` is typed for them).
        if before.allSatisfy(\.isWhitespace), line.utf8.count == cursor {
            return Self.completion(of: ":", from: commands, addingParenthesisTo: [])
        }
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
        if command.hasPrefix(":units ") || command.hasPrefix(":units\t") {
            return Self.completion(of: word, from: Self.merged(unitTopics, units), addingParenthesisTo: [])
        }
        if let zone = Self.zoneCompletion(before) { return zone }
        // After `to` or `->`, a format (`255 to h` completes to `hex`), or a unit when what is
        // converted has one.
        let beforeWord = rest.trimmingTrailingBlanks()
        if !afterNumber, beforeWord.count < rest.count,
            beforeWord.hasSuffix("->") || Self.endsWithWord("to", beforeWord)
        {
            let formats = OperationTable.standard.presentationNames
            guard !word.isEmpty, mentionsUnit(beforeWord) else {
                return Self.completion(of: word, from: formats, addingParenthesisTo: [])
            }
            return Self.completion(of: word, from: Self.merged(formats, units), addingParenthesisTo: [])
        }
        guard let first = word.first, !first.isNumber else { return .none }
        // `:help NAME` takes a name, not a call: no "(".
        let isHelpArgument = !lineStart && rest.trimmingLeadingBlanks().hasPrefix(":")
        let unitsToo = isHelpArgument || afterNumber || unitMayFollow(beforeWord)
        // The rest of a unit after `to` (`60 mph to m/se`): units and constants, no function.
        let inTarget = unitsToo && Self.isConversionTarget(beforeWord)
        let named = inTarget ? names.filter { !functions.contains($0) } : names
        return Self.completion(
            of: word, from: unitsToo ? Self.merged(named, units) : names,
            addingParenthesisTo: isHelpArgument ? [] : functions)
    }

    /// After `to`, a zone of the tz database, `UTC`, `local` or `unix` when the line converts a
    /// date (`@…`, `now`, `today`) or the word has a `/` (`to Europe/Be`): the word taken with
    /// its `/`s; nil otherwise.
    private static func zoneCompletion(_ before: String) -> Completion? {
        let word = String(before.reversed().prefix { isNameCharacter($0) || "/+-".contains($0) }.reversed())
        let rest = Substring(before.dropLast(word.count))
        let beforeWord = rest.trimmingTrailingBlanks()
        guard !word.isEmpty, beforeWord.count < rest.count,
            endsWithWord("to", beforeWord) || beforeWord.hasSuffix("->"),
            word.contains("/") || beforeWord.contains("@")
                || endsWithWord("now", beforeWord.dropLast(2).trimmingTrailingBlanks())
                || endsWithWord("today", beforeWord.dropLast(2).trimmingTrailingBlanks())
        else { return nil }
        let names = merged(OperationTable.standard.presentationNames, merged(["UTC", "local", "unix"], DateZone.names))
        // No zone so begins (`60 mph to m/se`): a unit's, completed below.
        guard names.contains(where: { $0.hasPrefix(word) }) else { return nil }
        return completion(of: word, from: names, addingParenthesisTo: [])
    }

    /// Whether `text` ends inside the unit after a conversion (`60 mph to m/`): a `to` or `->`,
    /// then only what a unit is written with.
    private static func isConversionTarget(_ text: Substring) -> Bool {
        var rest = text
        while let last = rest.last, isNameCharacter(last) || last.isNumber || " */^()·+".contains(last) {
            if endsWithWord("to", rest) { return rest.dropLast(2).last.map { $0 == " " } ?? false }
            rest = rest.dropLast()
        }
        return rest.hasSuffix("->")
    }

    /// Whether a unit may stand after `text` (trailing blanks trimmed): after a number
    /// (`60 `), after a unit (`5 kg `), after a unit's `*` or `/` (`9.8 m/`).
    private func unitMayFollow(_ text: Substring) -> Bool {
        guard let last = text.last else { return false }
        if last.isNumber || last == "." { return true }
        var text = text
        if last == "*" || last == "/" || last == "·" { text = text.dropLast().trimmingTrailingBlanks() }
        // `5km/`: the unit's name without its number.
        let word = text.reversed().prefix(while: Self.isNameCharacter).reversed().drop { $0.isNumber || $0 == "." }
        return !word.isEmpty && isUnit(String(word))
    }

    /// Whether a word of `text` is a unit (`60 mph to`), so that `to` converts a quantity.
    private func mentionsUnit(_ text: Substring) -> Bool {
        text.split { !Self.isNameCharacter($0) }.contains { word in
            let name = word.drop { $0.isNumber || $0 == "." }
            return !name.isEmpty && isUnit(String(name))
        }
    }

    /// Two sorted lists as one, sorted, without repeats (`min` is a function and a unit).
    static func merged(_ first: [String], _ second: [String]) -> [String] {
        Array(Set(first).union(second)).sorted()
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
