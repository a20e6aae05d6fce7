import CalculatorKit
import CalculatorTestSupport
import Testing

@testable import CalculatorCLI

/// The REPL in exact arithmetic: every digit of an exact result, a dim `≈` before digits that
/// are not the exact value, in the transcript, the prompt, `:vars` and the live preview.
@Suite struct ExactDisplayTests {
    static func session() -> (REPLSession, Transcript, CalculatorBrain) {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .exact))
        let transcript = Transcript()
        return (REPLSession(brain: brain, console: transcript.console), transcript, brain)
    }

    @Test func exactResultsAreBare() {
        let (session, transcript, _) = Self.session()
        session.handle("2^64")
        #expect(transcript.text == "18446744073709551616\n")
        #expect(session.prompt == "18446744073709551616 › ")
        session.handle("0.1 + 0.2")
        #expect(transcript.text.hasSuffix("\n0.3\n"))
        #expect(session.prompt == "0.3 › ")
    }

    @Test func roundedAndApproximateResultsGetTheMark() {
        let (session, transcript, _) = Self.session()
        session.handle("1/3")
        #expect(transcript.text == "≈ 0.333333333333333\n")
        #expect(session.prompt == "≈0.333333333333333 › ")
        session.handle("x = sqrt(2)")
        #expect(transcript.text.hasSuffix("x = ≈ 1.4142135623731\n"))
        // An assignment does not change the result: the prompt still shows 1/3.
        #expect(session.prompt == "≈0.333333333333333 › ")
    }

    @Test func theMarkIsDimInColour() {
        let state = PromptView.State(result: "0.5", color: true, isApproximate: true)
        #expect(PromptView.render(state) == "\u{1B}[2m≈\u{1B}[0m\u{1B}[1m0.5 \u{1B}[0m\u{1B}[36m›\u{1B}[0m ")
        #expect(PromptView.width(state) == 7)  // "≈0.5 › "
    }

    @Test func variablesListTheirExactValues() {
        let (session, transcript, _) = Self.session()
        session.handle("big = 2^100")
        session.handle(":vars")
        #expect(transcript.text.hasSuffix("big = 1267650600228229401496703205376\n"))
    }

    @Test func previewShowsEveryDigit() {
        let (_, _, brain) = Self.session()
        #expect(LivePreviewTests.shown("2^70", brain) == "1180591620717411303424")
        #expect(LivePreviewTests.shown("y = 10^20 + 1", brain) == "y = 100000000000000000001")
    }
}

/// `:save` in exact arithmetic writes exact values as fractions, which read back as themselves.
@Suite struct ExactSaveTests {
    @Test func exactValuesSurviveSaveAndLoad() throws {
        try TemporaryDirectory.with { directory in
            let (session, transcript, _) = ExactDisplayTests.session()
            session.handle("third = 1/3; big = 2^100 + 1/7; root = sqrt(2)")
            session.handle(":save " + directory.file("s.calc"))
            #expect(transcript.text.hasSuffix("saved 3 definitions to \(directory.file("s.calc"))\n"))
            let saved = try #require(directory.read("s.calc"))
            #expect(saved.contains("third = 1/3\n"))
            #expect(saved.contains("big = 8873554201597605810476922437633/7\n"))
            #expect(saved.contains("root = sqrt(2)\n"))  // the statement: its digits would read back exact
            let (loaded, loadedTranscript, brain) = ExactDisplayTests.session()
            loaded.handle(":load " + directory.file("s.calc"))
            #expect(!loadedTranscript.text.contains("error"))
            #expect(try brain.evaluateNumber("third * 3").description == "1")
            #expect(try brain.evaluateNumber("big * 7 - 2^100 * 7").description == "1")
        }
    }

    /// Issue 35: an approximation reads back as the same value, at the precision in force, also
    /// one computed from other variables (`y = sqrt(x)`; `a = sqrt(z) + r` from names that sort
    /// after it, so it is written after them). One whose statement no longer gives its value
    /// (`w = sqrt(v)` before `v` changed) is written as digits.
    @Test(arguments: [5, 15, 40])
    func approximationsSurviveSaveAndLoad(precision: Int) throws {
        try TemporaryDirectory.with { directory in
            let (session, savedTranscript, _) = ExactDisplayTests.session()
            session.handle(":precision \(precision)")
            session.handle("p = pi; r = sqrt(2); t = 1/3; b = e^100; x = 2; y = sqrt(x)")
            session.handle("z = 3; a = sqrt(z) + r; v = 5; w = sqrt(v); v = 6")
            session.handle(":save " + directory.file("s.calc"))
            let saved = try #require(directory.read("s.calc"))
            for line in ["p = pi", "r = sqrt(2)", "t = 1/3", "b = e^100", "y = sqrt(x)", "a = sqrt(z) + r"] {
                #expect(saved.contains(line + "\n"), "\(saved)")
            }
            let lines = saved.split(separator: "\n").map(String.init)
            let place = { (line: String) in lines.firstIndex(of: line) ?? -1 }
            #expect(place("a = sqrt(z) + r") > place("r = sqrt(2)") && place("r = sqrt(2)") > place("z = 3"))
            #expect(place("y = sqrt(x)") > place("x = 2"))
            #expect(saved.contains("w = 2.23"), "\(saved)")
            let (loaded, transcript, brain) = ExactDisplayTests.session()
            loaded.handle(":precision \(precision)")
            loaded.handle(":load " + directory.file("s.calc"))
            #expect(!transcript.text.contains("error"))
            #expect(!savedTranscript.text.contains("error"))
            for check in [
                "p == pi", "r == sqrt(2)", "t == 1/3", "b == e^100", "y == sqrt(2)", "a == sqrt(3) + sqrt(2)",
            ] {
                #expect(try brain.evaluateNumber(check).description == "1", "\(check)")
            }
        }
    }
}

/// `:save` writes the user's units first, as the statements that define them, so a saved
/// session `:load`s back to the same units (and loads twice without an error); `:undo` takes a
/// `unit` statement back.
@Suite struct UnitSaveTests {
    @Test func unitsSurviveSaveAndLoad() throws {
        try TemporaryDirectory.with { directory in
            let (session, transcript, _) = ExactDisplayTests.session()
            session.handle("unit USD; unit EUR = 1.08 USD; unit furlong = 220 yd")
            session.handle("price = 100 EUR; f(x) = x * 2")
            session.handle(":save " + directory.file("s.calc"))
            #expect(transcript.text.hasSuffix("saved 5 definitions to \(directory.file("s.calc"))\n"))
            let saved = try #require(directory.read("s.calc"))
            let lines = saved.split(separator: "\n").map(String.init)
            #expect(Array(lines.dropFirst().prefix(3)) == ["unit USD", "unit EUR = 1.08 USD", "unit furlong = 220 yd"])
            #expect(lines.contains("price = 100 EUR"), "\(saved)")
            let (loaded, loadedTranscript, brain) = ExactDisplayTests.session()
            loaded.handle(":load " + directory.file("s.calc"))
            loaded.handle(":load " + directory.file("s.calc"))
            #expect(!loadedTranscript.text.contains("error"), "\(loadedTranscript.text)")
            #expect(shownText(brain, "price to USD") == "108 USD")
            #expect(shownText(brain, "1 furlong to m") == "201.168 m")
        }
    }

    @Test func undoTakesAUnitBack() {
        let (session, transcript, brain) = ExactDisplayTests.session()
        session.handle("unit furlong = 220 yd")
        #expect(shownText(brain, "1 furlong to m") == "201.168 m")
        session.handle(":undo")
        #expect(transcript.text.contains("unit furlong"))
        #expect(shownText(brain, "1 furlong to m") == "error: unknown name 'furlong'")
    }
}

/// What the last statement of `source` shows, or its error.
private func shownText(_ brain: CalculatorBrain, _ source: String) -> String? {
    guard let last = brain.execute(source).last else { return nil }
    return ValueFormat(brain.options).text(of: last)?.text ?? last.error.map { "error: \($0.message)" }
}
