import Testing

@testable import CalculatorKit

/// The tokenizer's tokens, kinds and spans, for inputs on both sides of the line between its
/// common ASCII tokens (read first, inlined into the parser) and the general scan: each must
/// read as the other would. In the common-shapes mode (the one-pass compiler's), a comment and
/// a byte beyond ASCII give up.
struct TokenizerTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let input: String
        /// Each token as `kind@start..<end`, then `gave up` or `error` where reading stopped.
        let tokens: String
        var testDescription: String { input.debugDescription }
        init(_ input: String, _ tokens: String) {
            self.input = input
            self.tokens = tokens
        }
    }

    static func read(_ input: String, commonShapesOnly: Bool) -> String {
        var source = input
        return source.withUTF8 { bytes in
            var tokenizer = Tokenizer(
                bytes: bytes, nonWords: OperationTable.standard.nonWordSpellings, commonShapesOnly: commonShapesOnly)
            var shown: [String] = []
            while true {
                do throws(Failure) {
                    let token = try tokenizer.next()
                    if token.kind == .end { return shown.joined(separator: " ") }
                    shown.append("\(token.kind)@\(token.span.start)..<\(token.span.end)")
                } catch {
                    shown.append(error.message.isEmpty ? "gave up" : "error")
                    return shown.joined(separator: " ")
                }
            }
        }
    }

    static let cases: [Case] = [
        Case(" 12.5*x1 ", "number@1..<5 nonWord@5..<6 name@6..<8"),
        Case("1e3 + 0x1F", "number@0..<3 nonWord@4..<5 number@6..<10"),
        Case("1_000", "number@0..<5"),
        Case(".5-5.", "number@0..<2 nonWord@2..<3 number@3..<5"),
        Case("x->hex", "name@0..<1 nonWord@1..<3 name@3..<6"),
        Case("1-->2", "number@0..<1 nonWord@1..<2 nonWord@2..<4 number@4..<5"),
        Case("2 - -3", "number@0..<1 nonWord@2..<3 nonWord@4..<5 number@5..<6"),
        Case("x to hex", "name@0..<1 name@2..<4 name@5..<8"),
        Case("tot(2)", "name@0..<3 leftParen@3..<4 number@4..<5 rightParen@5..<6"),
        Case("max(a,b)", "name@0..<3 leftParen@3..<4 name@4..<5 comma@5..<6 name@6..<7 rightParen@7..<8"),
        Case("2**3", "number@0..<1 nonWord@1..<3 number@3..<4"),
        Case("x = 1; y", "name@0..<1 equals@2..<3 number@4..<5 separator@5..<6 name@7..<8"),
        Case("1 # note\n2", "number@0..<1 separator@8..<9 number@9..<10"),
        Case("xπ + 1", "name@0..<3 nonWord@4..<5 number@6..<7"),
        Case("2π", "number@0..<1 name@1..<3"),
        Case("√x", "nonWord@0..<3 name@3..<4"),
        Case("1.2.3", "number@0..<3 number@3..<5"),
        Case("1 $ 2", "number@0..<1 error"),
    ]

    @Test(arguments: cases)
    func readsAsTheGeneralScanDoes(_ test: Case) {
        #expect(Self.read(test.input, commonShapesOnly: false) == test.tokens)
    }

    /// The common-shapes mode gives up where the one-pass compiler leaves a source to the
    /// two-pass path, and reads the rest as the full mode does.
    @Test(arguments: [
        ("1 # note", "number@0..<1 gave up"),
        ("xπ", "gave up"),
        ("x + yπ", "name@0..<1 nonWord@2..<3 gave up"),
        ("θ + 1", "gave up"),
        ("x + y", "name@0..<1 nonWord@2..<3 name@4..<5"),
        ("x->hex", "name@0..<1 nonWord@1..<3 name@3..<6"),
    ])
    func givesUpInTheCommonShapesMode(_ input: String, _ tokens: String) {
        #expect(Self.read(input, commonShapesOnly: true) == tokens)
    }
}
