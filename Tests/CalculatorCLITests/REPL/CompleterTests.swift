import CalculatorKit
import CalculatorTestSupport
import LineEditor
import Testing

@testable import CalculatorCLI

/// Tab completion in the REPL: names of the table, the user's own and `:commands`, with `(`
/// after a function, completed at the cursor.
@Suite struct CompleterTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let id: String
        let line: String
        let completion: Completion
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(id: "unique function adds (", line: "1+sq", completion: Completion(insertion: "rt(")),
        Case(
            id: "shared prefix only lists", line: "2*ta",
            completion: Completion(insertion: "", candidates: ["tan", "tanh", "tau", "tau_mass"])),
        Case(id: "unique constant", line: "ph", completion: Completion(insertion: "i")),
        Case(
            id: "ambiguous lists candidates", line: "asi",
            completion: Completion(insertion: "n", candidates: ["asin", "asinh"])),
        // A physical constant (speed_of_light) completes beside the user's function.
        Case(
            id: "user function", line: "spee",
            completion: Completion(insertion: "d", candidates: ["speed", "speed_of_light"])),
        Case(id: "user variable", line: "rat", completion: Completion(insertion: "e")),
        Case(
            id: "commands", line: ":h", completion: Completion(insertion: "", candidates: [":h", ":help", ":history"])),
        Case(id: "unique command", line: ":lo", completion: Completion(insertion: "ad")),
        Case(id: "help argument takes no (", line: ":help sqr", completion: Completion(insertion: "t")),
        Case(id: "a number is not a name", line: "12", completion: .none),
        Case(id: "nothing matches", line: "zzz", completion: .none),
        Case(id: "π", line: "2π", completion: .none),
        Case(id: "a format after to", line: "255 to h", completion: Completion(insertion: "ex")),
        Case(id: "a zone after to", line: "now to Europe/Berl", completion: Completion(insertion: "in")),
        Case(
            id: "a zone for a date", line: "@2024-07-01T12:00Z to Asia/Kathm", completion: Completion(insertion: "andu")
        ),
        Case(id: "local after to a date", line: "today to lo", completion: Completion(insertion: "cal")),
        Case(id: "a format after ->", line: "255 -> fr", completion: Completion(insertion: "ac")),
        Case(
            id: "every format", line: "255 to ",
            completion: Completion(
                insertion: "", candidates: ["hex", "bin", "oct", "frac", "dec", "sci", "polar", "rect", "%"])),
        Case(id: "a base", line: ":base o", completion: Completion(insertion: "ct")),
        Case(id: "a name ending in to is no to", line: "auto hy", completion: Completion(insertion: "pot(")),
        Case(id: "bitwise functions", line: "bitn", completion: Completion(insertion: "ot(")),
        // Units (issue 30): after a number, a unit and a unit's / or *, after to when a unit is
        // converted, and in :help's and :units' arguments.
        Case(id: "units after a number", line: "60 mp", completion: Completion(candidates: ["mpg", "mph"])),
        Case(id: "a unit after a number", line: "60 hors", completion: Completion(insertion: "epower")),
        Case(
            id: "a unit against its number", line: "5kilom",
            completion: Completion(
                candidates: ["kilometer", "kilometre", "kilometres_per_hour", "kilomolar", "kilomole"])),
        Case(
            id: "a prefixed name", line: "3 kilometr",
            completion: Completion(insertion: "e", candidates: ["kilometre", "kilometres_per_hour"])),
        Case(
            id: "centi on lengths and volumes only", line: "3 centi",
            completion: Completion(candidates: ["centiliter", "centilitre", "centimeter", "centimetre"])),
        Case(
            id: "a unit after a unit's /", line: "9.8 m/se",
            completion: Completion(candidates: ["sec", "second", "second_radiation_constant", "seq"])),
        Case(id: "a unit after a unit", line: "2 kg mete", completion: Completion(insertion: "r")),
        Case(
            id: "the rest of a unit after to: no function", line: "60 mph to m/se",
            completion: Completion(insertion: "c", candidates: ["sec", "second", "second_radiation_constant"])),
        Case(
            id: "a unit after a unit against its number", line: "5km/h",
            completion: Completion(candidates: [
                "h", "ha", "hand", "hartree_energy", "hbar", "hectare", "henry", "hertz", "hmean", "horsepower", "hour",
                "hp", "hr", "hypot",
            ])),
        Case(id: "a unit after to", line: "60 mph to kno", completion: Completion(insertion: "t")),
        Case(
            id: "units and formats after to", line: "1 GiB to he",
            completion: Completion(insertion: "", candidates: ["hectare", "henry", "hertz", "hex"])),
        Case(id: "a format after to a plain number", line: "255 to he", completion: Completion(insertion: "x")),
        Case(id: "a binary prefix", line: "1 Gi", completion: Completion(candidates: ["GiB", "Gib", "Gibit"])),
        Case(id: "names beside units after a number", line: "2 sq", completion: Completion(insertion: "rt(")),
        Case(id: "no units after *", line: "2*mp", completion: .none),
        Case(id: "no units at the start", line: "mp", completion: .none),
        Case(id: "a rare prefix is not offered", line: "1 quettam", completion: .none),
        Case(
            id: "refused names are not offered", line: "1 ton",
            completion: Completion(candidates: ["ton_TNT", "tonne"])),
        Case(
            id: "a unit in :help", line: ":help kilog",
            completion: Completion(insertion: "ra", candidates: ["kilogram", "kilogram_force", "kilogray"])),
        Case(
            id: "a dimension in :units", line: ":units len",
            completion: Completion(insertion: "gth", candidates: ["length", "length^2/time"])),
    ]

    @Test(arguments: cases)
    func completes(_ example: Case) {
        let brain = CalculatorBrain()
        _ = try? brain.evaluate("speed(d, t) = d / t; rate = 3")
        let completer = Completer(brain: brain, commands: REPLCommand.all)
        #expect(completer.complete(example.line, cursor: example.line.utf8.count) == example.completion)
    }

    /// Issue 49: TAB on an empty line lists the commands, and types nothing.
    @Test func anEmptyLineListsTheCommands() {
        let completer = Completer(brain: CalculatorBrain(), commands: REPLCommand.all)
        for line in ["", "  "] {
            let completion = completer.complete(line, cursor: line.utf8.count)
            #expect(completion.insertion == "")
            #expect(completion.candidates == REPLCommand.all.flatMap(\.spellings).map { ":" + $0 }.sorted())
        }
    }

    @Test func completesAtTheCursorNotTheEnd() {
        let completer = Completer(brain: CalculatorBrain(), commands: REPLCommand.all)
        #expect(completer.complete("sq + 1", cursor: 2) == Completion(insertion: "rt("))
    }

    /// `:load` completes file names: in the current directory or the one typed, hidden files only
    /// when asked for, a directory with its `/`.
    @Test func loadCompletesFileNames() {
        TemporaryDirectory.with { directory in
            directory.write("1", to: "loans.calc")
            directory.write("2", to: "lots.calc")
            directory.write("3", to: ".hidden.calc")
            directory.write("4", to: "sub/inner.calc")
            let base = directory.path + "/"
            #expect(Completer.fileCompletion(of: base + "loa") == Completion(insertion: "ns.calc"))
            #expect(Completer.fileCompletion(of: base + "lo") == Completion(candidates: ["loans.calc", "lots.calc"]))
            #expect(Completer.fileCompletion(of: base + "su") == Completion(insertion: "b/"))
            #expect(Completer.fileCompletion(of: base + "sub/") == Completion(insertion: "inner.calc"))
            #expect(Completer.fileCompletion(of: base + ".h") == Completion(insertion: "idden.calc"))
            #expect(Completer.fileCompletion(of: base + "zz") == .none)
            let completer = Completer(brain: CalculatorBrain(), commands: REPLCommand.all)
            let line = ":load " + base + "loa"
            #expect(completer.complete(line, cursor: line.utf8.count) == Completion(insertion: "ns.calc"))
        }
    }
}
