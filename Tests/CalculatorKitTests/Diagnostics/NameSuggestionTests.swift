import Testing

@testable import CalculatorKit

/// "Did you mean" hints: the edit distance, and which candidate wins.
struct NameSuggestionTests {
    @Test(
        arguments: [
            ("sni", "sin", 1), ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("abc", "abc", 0),
            // Optimal string alignment, not full Damerau: a swapped pair is not edited again.
            ("ca", "abc", 3), ("sqtr", "sqrt", 1), ("hypto", "hypot", 1), ("√x", "x√", 1),
        ] as [(String, String, Int)])
    func distance(_ a: String, _ b: String, _ expected: Int) {
        var rows: [Int] = []
        #expect(NameSuggestion.distance(Array(a.unicodeScalars), Array(b.unicodeScalars), rows: &rows) == expected)
        // The same with the buffer shared by a longer and then a shorter pair, as suggestions share it.
        _ = NameSuggestion.distance(
            Array("a much longer name".unicodeScalars), Array("another".unicodeScalars), rows: &rows)
        #expect(NameSuggestion.distance(Array(a.unicodeScalars), Array(b.unicodeScalars), rows: &rows) == expected)
    }

    @Test(
        arguments: [
            ("sni", ["cos", "sin", "tan"], "sin"),
            ("pii", ["phi", "pi"], "pi"),  // the same distance: the longer shared prefix wins
            ("sinn", ["sinh", "sign", "sin"], "sin"),  // then the first in alphabetical order
            ("x", ["y", "xx"], nil),  // one letter: too short to guess from
            ("foo", ["sin", "cos"], nil),  // nothing close enough
            ("sqr", ["sq", "sqrt"], "sqrt"),  // both one edit away; "sqrt" shares more
        ] as [(String, [String], String?)])
    func suggestion(_ name: String, _ candidates: [String], _ expected: String?) {
        #expect(NameSuggestion.suggestion(for: name, among: candidates) == expected)
        #expect(NameSuggestion.suggestion(for: name, among: candidates.reversed()) == expected)
    }

    @Test func onlyAcceptedCandidatesAreConsidered() {
        #expect(NameSuggestion.suggestion(for: "sinn", among: ["sin", "sinh"]) == "sin")
        #expect(NameSuggestion.suggestion(for: "sinn", among: ["sin", "sinh"], where: { $0 != "sin" }) == "sinh")
    }
}
