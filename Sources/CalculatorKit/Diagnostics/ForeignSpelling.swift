/// Spellings from other calculators and languages, and near misses the edit distance gets wrong,
/// each with the note that names calc's way: the one table of aliases behind every hint that is
/// not a typo's "did you mean" (`NameSuggestion`).
///
/// A newcomer types what another tool taught them: `hex(255)`, `7 // 2`, `x += 1`, `1 and 0`.
/// The nearest name by edit distance is then worse than nothing (`bin` → `min`), so a row here
/// wins over it; a row whose note is nil says a plain "unknown name".
///
/// ```swift
/// CalculatorBrain().execute("hex(255)")[0].error?.note   // "calc converts with 'to': 255 to hex"
/// CalculatorBrain().execute("7 // 2")[0].error?.note     // "for integer division, write floor(7 / 2)"
/// ```
public enum ForeignSpelling {
    /// What a row recognises in a failed statement.
    enum Pattern: Sendable {
        /// An unknown name, used as a value or called: `hex(255)`, `E`.
        case name(String)
        /// An unknown name written straight after a number: `4i`.
        case suffix(String)
        /// An unknown name that starts with this text: `°Q`.
        case namePrefix(String)
        /// An error at a place whose text starts with `at`, where an operand starts (after
        /// nothing, a bracket, a comma or an operator): `~5`, but not `1 ~ 2`.
        case prefix(String)
        /// An unknown REPL command, without its colon: `:exit`.
        case command(String)
        /// An error at a place whose text starts with `at`, after `before` (blanks between
        /// ignored; a word must start there): `7 // 2` fails at its second `/`.
        case text(before: String, at: String)
    }

    /// One alias or near miss and its note; a nil note keeps the error's own message alone.
    ///
    /// A note shows the user's own operands where it has `{a}` and `{b}`: a call's first and
    /// second arguments (`bin(7)`: "7 to bin", not a fixed "10 to bin", which reads like an
    /// answer), or the operands around a `.text` pattern (`9 // 4`: "floor(9 / 4)"); `examples`
    /// stand in for them where the input has none (`:help hex`, a bare `hex`).
    struct Row: Sendable {
        var pattern: Pattern
        var note: String?
        var examples: (a: String, b: String)
        init(_ pattern: Pattern, _ note: String?, examples: (a: String, b: String) = ("", "")) {
            self.pattern = pattern
            self.note = note
            self.examples = examples
        }

        /// The note with `{a}` and `{b}` filled in: the operands when given (in parentheses when
        /// more than one token: `pow(x, 1/2)` is `x^(1/2)`), else the examples.
        func note(a: String?, b: String?) -> String? {
            guard let note, note.contains("{") else { return note }
            func operand(_ text: String?, _ example: String) -> String {
                guard let text else { return example }
                return text.utf8.allSatisfy(SourceText.isOperandByte) ? text : "(" + text + ")"
            }
            return note.replacing("{a}", with: operand(a, examples.a)).replacing("{b}", with: operand(b, examples.b))
        }
    }

    static let noNot = "calc has no logical not: write x == 0 (1 or 0), or if(x, 0, 1)"
    static func noCompoundAssignment(_ operation: String) -> String {
        "calc has no compound assignment: write {a} = {a} \(operation) {b}"
    }

    /// The table, first match wins.
    static let rows: [Row] = [
        Row(.name("hex"), "calc converts with 'to': {a} to hex", examples: ("255", "")),
        Row(.name("bin"), "calc converts with 'to': {a} to bin", examples: ("10", "")),
        Row(.name("oct"), "calc converts with 'to': {a} to oct", examples: ("8", "")),
        Row(.name("E"), "did you mean 'e'?"),
        Row(.name("factorial"), "did you mean 'fact'? (or write {a}!)", examples: ("5", "")),
        Row(.name("choose"), "did you mean 'ncr'?"),
        Row(.name("binomial"), "did you mean 'ncr'?"),
        Row(.name("ceiling"), "did you mean 'ceil'?"),
        Row(.name("pow"), "calc writes a power as x^y, as in {a}^{b}", examples: ("2", "10")),
        Row(.name("int"), "did you mean 'trunc' (towards zero) or 'floor'?"),
        Row(.name("lg"), "did you mean 'log2' or 'log10'?"),
        Row(.name("avg"), "did you mean 'mean'?"),
        Row(.name("average"), "did you mean 'mean'?"),
        Row(.name("std"), "did you mean 'stdev' (the sample's, n − 1) or 'pstdev' (n)?"),
        Row(.name("product"), "did you mean 'prod'?"),
        Row(.name("count"), "did you mean 'len'?"),
        Row(.name("quit"), "to leave, type :quit (or Ctrl-D)"),
        Row(.name("exit"), "to leave, type :quit (or Ctrl-D)"),
        Row(.name("not"), noNot),
        Row(.command("exit"), "did you mean ':quit'?"),
        Row(.command("q!"), "did you mean ':quit'?"),
        // Not ':reset', the nearest spelling, which would forget everything.
        Row(.command("redo"), "calc has no ':redo'; ':undo' takes back the last line that changed something"),
        Row(.suffix("j"), "calc writes the imaginary unit i: 2i"),
        Row(.prefix("~"), "calc writes bitwise not as bitnot(x)"),
        // `°` starts a unit's name (`°C`, `30°`): one that is no unit is most likely a slip of them.
        Row(.namePrefix("°"), "° alone is the degree of angle (30°); °C, °F and °R are temperatures"),
        Row(.text(before: "/", at: "/"), "for integer division, write floor({a} / {b})", examples: ("7", "2")),
        Row(.text(before: "+", at: "="), noCompoundAssignment("+"), examples: ("x", "1")),
        Row(.text(before: "-", at: "="), noCompoundAssignment("-"), examples: ("x", "1")),
        Row(.text(before: "*", at: "="), noCompoundAssignment("*"), examples: ("x", "2")),
        Row(.text(before: "/", at: "="), noCompoundAssignment("/"), examples: ("x", "2")),
        Row(.text(before: "<", at: ">"), "calc writes not equal as !="),
        Row(.text(before: "==", at: "="), "calc writes equal as =="),
        Row(.prefix("!"), noNot),
        Row(.text(before: "not", at: ""), noNot),
        Row(.text(before: "and", at: ""), "calc has no logical and: write if(a, b != 0, 0)"),
        Row(.text(before: "or", at: ""), "calc has no logical or: write if(a, 1, b != 0)"),
    ]

    /// The row `failure` matches in its source, if any.
    static func row(for failure: Failure, in locator: SourceLocator) -> Row? {
        var source = locator.source
        return source.withUTF8 { bytes in
            let start = min(failure.span.start, bytes.count)
            let end = min(max(failure.span.end, start), bytes.count)
            // Compared in place: a line of a million unknown names comes through here a million times.
            let isName = failure.kind == .unknownName
            let name = bytes[start..<end]
            return rows.first { row in
                switch row.pattern {
                case .name(let spelling):
                    return isName && name.elementsEqual(spelling.utf8)
                case .suffix(let spelling):
                    return isName && name.elementsEqual(spelling.utf8) && start > 0 && Lexicon.isDigit(bytes[start - 1])
                case .namePrefix(let spelling):
                    return isName && name.starts(with: spelling.utf8)
                case .text(let before, let at):
                    return bytes[start...].starts(with: at.utf8) && SourceText.precedes(before, start, in: bytes)
                case .prefix(let at):
                    return bytes[start...].starts(with: at.utf8) && SourceText.startsOperand(start, in: bytes)
                case .command: return false
                }
            }
        }
    }

    /// The note `failure` gets from the table, if a row matches, with the user's operands.
    static func note(for failure: Failure, in locator: SourceLocator) -> String?? {
        guard let row = row(for: failure, in: locator) else { return nil }
        guard row.note?.contains("{") == true else { return .some(row.note) }
        let (a, b) = Operands.around(failure.span, of: row.pattern, in: locator.source)
        return .some(row.note(a: a, b: b))
    }

    /// The note for a name the caller does not know (`:help sni`): the table's, else the nearest
    /// of `candidates` by `NameSuggestion`, else nil.
    ///
    /// ```swift
    /// ForeignSpelling.note(forName: "sni", among: ["sin", "cos"])   // "did you mean 'sin'?"
    /// ForeignSpelling.note(forName: "hex", among: ["sin", "cos"])   // "calc converts with 'to': 255 to hex"
    /// ```
    public static func note(forName name: String, among candidates: [String]) -> String? {
        for row in rows {
            if case .name(let spelling) = row.pattern, spelling == name { return row.note(a: nil, b: nil) }
        }
        return NameSuggestion.suggestion(for: name, among: candidates).map { "did you mean '\($0)'?" }
    }

    /// The note for an unknown REPL command `name` (without its colon): the table's, else the
    /// nearest of `commands` by `NameSuggestion`, else nil.
    ///
    /// ```swift
    /// ForeignSpelling.note(forCommand: "fucns", among: ["funcs", "vars"])   // "did you mean ':funcs'?"
    /// ForeignSpelling.note(forCommand: "redo", among: ["undo", "reset"])    // "calc has no ':redo'; …"
    /// ```
    public static func note(forCommand name: String, among commands: [String]) -> String? {
        for row in rows {
            if case .command(let spelling) = row.pattern, spelling == name { return row.note }
        }
        return NameSuggestion.suggestion(for: name, among: commands).map { "did you mean ':\($0)'?" }
    }
}
