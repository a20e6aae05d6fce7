import CalculatorKit
import Testing

/// Text from a file or a paste that holds control characters is shown with each one escaped as a
/// one-column symbol, so an error excerpt cannot retitle, clear or recolour the terminal, and the
/// caret still stands under the character it points at.
struct ControlCharacterTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let source: String
        /// The excerpt line and the caret line, exactly.
        let line: String
        let caret: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "title sequence", source: "1 + \u{1B}]0;pwned\u{07} 2", line: "1 + ␛]0;pwned␇ 2",
            caret: "             ^"),
        Case(name: "clear screen", source: "\u{1B}[2J + 1", line: "␛[2J + 1", caret: "^"),
        Case(
            name: "backspaces before the error", source: "\u{08}\u{08}; sni(2)", line: "␈␈; sni(2)", caret: "    ^~~"),
        Case(name: "delete", source: "\u{7F} + 1", line: "␡ + 1", caret: "^"),
        Case(name: "C1 control sequence introducer", source: "1 + \u{9B}31m", line: "1 + �31m", caret: "    ^"),
        Case(name: "a tab is kept", source: "\t1 + sni(2)", line: "\t1 + sni(2)", caret: "\t    ^~~"),
        Case(name: "carriage return inside", source: "2\r3", line: "2␍3", caret: "  ^"),
    ]

    @Test(arguments: cases)
    func excerptEscapesControlCharacters(_ test: Case) {
        // The last error: it stands after the control characters, which are errors themselves.
        let error = CalculatorBrain().execute(test.source).compactMap(\.error).last!
        let (line, caret) = error.caretLines(in: test.source)
        #expect(line == test.line)
        #expect(caret == test.caret)
    }

    /// The message quotes the offending text too: the rendered diagnostic holds no control
    /// character but the newlines between its lines.
    @Test(arguments: cases)
    func renderedDiagnosticHoldsNoControlCharacter(_ test: Case) {
        let error = CalculatorBrain().execute(test.source).compactMap(\.error).first!
        let text = error.rendered(source: test.source, sourceName: "a\u{1B}[2J.calc")
        let controls = text.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F..<0xA0).contains($0.value)
        }
        #expect(controls.isEmpty, "\(text.debugDescription)")
        #expect(text.hasPrefix("a␛[2J.calc:1:"))
    }

    @Test(arguments: [
        ("plain", "plain"), ("a\u{1B}b", "a␛b"), ("\u{00}", "␀"), ("x\ty", "x\ty"), ("\u{85}", "�"),
        ("é中", "é中"),
    ])
    func escapingControlCharacters(text: String, shown: String) {
        #expect(text.escapingControlCharacters == shown)
    }
}
